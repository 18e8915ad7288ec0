import { describe, expect, it } from 'vitest'
import { detenteValue, type PowerId } from '@/domain'
import { scoringRound } from '@/domain/modules/cash-flow'
import { REPORT_COLUMNS, reportColumns, reportCsv, reportRows } from '@/presentation/game-report'
import { reportPageHtml } from '@/components/files/file-output'
import { apply, startedState } from '../support/games'
import { cashFlowGame } from '../support/cash-flow'

describe('End-of-game report', () => {
  it('one line per power with what it holds and its Detente value', () => {
    let state = startedState(['usa', 'ussr'])
    state = apply(state, { kind: 'takeLoan', power: 'ussr', amount: 1000 })
    const rows = reportRows(state)
    expect(rows.map((r) => r.power)).toEqual(['usa', 'ussr'])
    const ussr = rows[1]!
    expect(ussr).toMatchObject({ name: 'USSR', player: 'Player 2', loans: 1000, cash: state.accounts.ussr, companies: 6, eliminated: false })
    expect(ussr.detente).toBe(detenteValue(state, state.powers.ussr!).total)
  })

  it('as CSV: a header, a line per power, formulas in names defused', () => {
    const state = startedState(['usa', 'ussr'])
    const named = { ...state, powers: { ...state.powers, usa: { ...state.powers.usa!, player: '=HYPERLINK("x"), Bob' } } }
    const lines = reportCsv(named).split('\r\n')
    expect(lines[0]).toBe('Superpower,Player,Cash ($M),Grain,Oil,Minerals,Companies,Armies,Navies,Nukes,L-stars,Bank loans ($M),Detente value ($M),Out of the game')
    expect(lines[1]).toMatch(/^USA,"'=HYPERLINK\(""x""\), Bob",\d+,/)
    expect(lines).toHaveLength(4) // header, two powers, and the final line break
  })
})

describe('End-of-game report, Cash Flow', () => {
  /** Three powers; one scoring round banked, USSR out of the game, USA listing 2 oil at $100M. */
  function cashFlowReportState() {
    const g = cashFlowGame(['usa', 'ussr', 'europe'])
    g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
    g.do({ kind: 'listUnits', power: 'usa', resource: 'oil', price: 100, units: 2 })
    const state = g.state
    const round = scoringRound(state, 'nukes', 1)
    return { ...state, cashFlow: { ...state.cashFlow!, rounds: [round], eliminated: ['ussr'] as PowerId[] } }
  }

  it('no bank loans or Detente value: units listed, each round\'s points, the total, the winner and who is out', () => {
    const state = cashFlowReportState()
    const round = state.cashFlow.rounds[0]!
    expect(reportColumns(state).map((c) => c.label)).toEqual([
      'Superpower', 'Player', 'Cash ($M)', 'Grain', 'Oil', 'Minerals', 'Companies', 'Armies', 'Navies', 'Nukes', 'L-stars',
      'Listed on the market', 'Round 1: nuke (points)', 'Total points', 'Winner', 'Out of the game',
    ])
    const rows = reportRows(state)
    expect(rows.map((r) => r.power)).toEqual(['usa', 'ussr', 'europe'])
    const usa = round.lines.find((l) => l.power === 'usa')!.total
    expect(rows[0]).toMatchObject({ listed: 2, rounds: [usa], points: usa, winner: false, eliminated: false })
    expect(rows[1]).toMatchObject({ listed: 0, eliminated: true })
    expect(rows[0]).not.toHaveProperty('detente')
    expect(rows[0]).not.toHaveProperty('loans')

    const over = { ...state, cashFlow: { ...state.cashFlow, winners: ['usa', 'europe'] as PowerId[] } }
    expect(reportRows(over).map((r) => r.winner)).toEqual([true, false, true])
    const lines = reportCsv(over).split('\r\n')
    expect(lines[0]).toBe('Superpower,Player,Cash ($M),Grain,Oil,Minerals,Companies,Armies,Navies,Nukes,L-stars,Listed on the market,Round 1: nuke (points),Total points,Winner,Out of the game')
    expect(lines[1]).toMatch(new RegExp(`^USA,usa player,\\d+,\\d+,\\d+,\\d+,\\d+,\\d+,\\d+,\\d+,\\d+,2,${usa},${usa},yes,no$`))
    expect(lines[2]).toMatch(/,no,yes$/)
  })

  it('a game without a scored round has no round columns; the basic game keeps its columns', () => {
    const g = cashFlowGame(['usa', 'ussr'])
    expect(reportColumns(g.state).map((c) => c.key)).not.toContain('round-1')
    expect(reportRows(g.state).map((r) => r.points)).toEqual([0, 0])
    expect(reportColumns(startedState(['usa', 'ussr']))).toBe(REPORT_COLUMNS)
  })

  it('printed: the same columns, money as money, and the turn', () => {
    const state = cashFlowReportState()
    const html = reportPageHtml(state, new Date('2026-11-22T20:00:00Z'))
    expect(html).toContain('<th>Listed on the market</th>')
    expect(html).not.toContain('Detente')
    expect(html).not.toContain('Bank loans')
    expect(html).toContain(' · turn 1</p>')
    expect(html).toMatch(/<td>\$[\d,]+M<\/td>/)
  })
})
