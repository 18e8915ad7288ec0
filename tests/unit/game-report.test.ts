import { describe, expect, it } from 'vitest'
import { detenteValue } from '@/domain'
import { reportCsv, reportRows } from '@/presentation/game-report'
import { apply, startedState } from '../support/games'

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
