import { describe, expect, it } from 'vitest'
import { decide, type GameState } from '@/domain'
import { bannerActions } from '@/presentation/banner-actions'
import { boardView } from '@/presentation/board-ui'
import { guidedGame, playTo } from '../support/guided'

const labels = (state: GameState) => {
  const a = bannerActions(state)
  return { primary: a.primary?.label, secondary: a.secondary.map((s) => s.label), moment: a.moment }
}

describe('The banner: one primary action for what is due', () => {
  it('Stage 1: the primary pays the first power still to pay, with its bill; once all paid, the stage-over moment and "Next: Stage 2"', () => {
    const g = guidedGame(['usa', 'ussr'])
    const first = bannerActions(g.state).primary!
    expect(first.label).toBe("Pay USA's $340M")
    const cash = g.state.accounts.usa!
    g.do(first.command!)
    expect(g.state.accounts.usa).toBe(cash - 340)
    expect(labels(g.state).primary).toBe("Pay USSR's $360M")
    g.do(bannerActions(g.state).primary!.command!)
    expect(labels(g.state)).toEqual({ primary: 'Next: Stage 2 ›', secondary: [], moment: 'Everyone has paid: Stage 1 is over; Stage 2, production, next.' })
  })

  it('Stage 1: a power that cannot pay its whole bill gets no one-tap payment; the primary leads to its Stage 1 card', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'transferMoney', from: 'usa', to: 'bank', amount: 6_900, purpose: 'deal' })
    const primary = bannerActions(g.state).primary!
    expect(primary).toMatchObject({ label: 'USA is short: choose what to pay', form: { kind: 'settleStage1', fields: { power: 'usa' } } })
    expect(primary.command).toBeUndefined()
  })

  it('Stage 2: "Transfer production", then "Next: Stage 3" with "Stage 3 bids next"', () => {
    const g = guidedGame(['usa', 'ussr'])
    for (const p of ['usa', 'ussr'] as const) g.do({ kind: 'settleStage1', power: p })
    g.do({ kind: 'advancePlay' })
    expect(labels(g.state).primary).toBe('Transfer production')
    g.do(bannerActions(g.state).primary!.command!)
    expect(labels(g.state)).toEqual({ primary: 'Next: Stage 3 ›', secondary: [], moment: 'Production is in: Stage 2 is over; Stage 3 bids next.' })
  })

  it('Stage 3: the turn\'s power sells on the Market (primary) or passes (secondary); Phase D then says what "next" opens', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 3, bidders: ['usa', 'ussr'] })
    expect(bannerActions(g.state).primary).toMatchObject({ label: 'USA: sell on the Market', form: { kind: 'sellToMarket', fields: { power: 'usa' } } })
    expect(labels(g.state).secondary).toEqual(['Pass'])
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    // Cycle 1 has no Stage 4.
    expect(labels(g.state)).toEqual({ primary: 'Next: Stage 5 ›', secondary: [], moment: 'When everyone is done: Stage 5 bids next.' })
  })

  it('Stage 5: after the last pass the stage is over, "Stage 6 bids next", and the primary opens it', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 5, bidders: ['usa', 'ussr'] })
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    expect(labels(g.state)).toEqual({ primary: 'Next: Stage 6 ›', secondary: [], moment: 'Stage 5 is over; Stage 6 bids next.' })
    g.do(bannerActions(g.state).primary!.command!)
    expect(g.state.play).toMatchObject({ stage: 6, step: 'bid' })
  })

  it('Stage 6: the turn\'s power builds (primary, its form in place); End turn is the one secondary (a pass when nothing was built)', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 6, bidders: ['usa', 'ussr'] })
    expect(bannerActions(g.state).primary).toMatchObject({ label: 'USA: build', form: { kind: 'buildForces', fields: { power: 'usa' } } })
    expect(labels(g.state).secondary).toEqual(['End turn'])
  })

  it('Stage 7: the last pass shows "Stage 7 is over; Cycle 2 begins" and the primary begins cycle 2', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
    for (let i = 0; i < 12 && g.state.play!.step === 'phase'; i += 1) {
      const due = bannerActions(g.state)
      const pass = due.secondary.find((s) => s.id === 'pass-turn')
      g.do(pass ? pass.command! : due.primary!.command!)
    }
    expect(labels(g.state)).toEqual({ primary: 'Begin cycle 2 ›', secondary: [], moment: 'Stage 7 is over; Cycle 2 begins.' })
    g.do(bannerActions(g.state).primary!.command!)
    expect(g.state.play).toMatchObject({ cycle: 2, stage: 1 })
  })

  it('Stage 4: attack, then the defender\'s counterattack (primary, decline secondary), then the next attacker', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr'] })
    expect(bannerActions(g.state).primary).toMatchObject({ label: 'USA: attack', form: { kind: 'fightBattle', fields: { power: 'usa' } } })
    g.do({ kind: 'fightBattle', attacker: 'usa', defender: 'ussr', target: 'Kazakh', attacking: { armies: 3, navies: 0 }, defending: { armies: 2, navies: 0 }, attackerDice: [5, 3], defenderDice: [2, 2] })
    expect(labels(g.state)).toMatchObject({ primary: 'USSR: counterattack', secondary: ['Decline counterattack'] })
    expect(bannerActions(g.state).primary).toMatchObject({ form: { kind: 'fightBattle', fields: { power: 'ussr', counterattack: true } } })
    g.do(bannerActions(g.state).secondary[0]!.command!)
    expect(labels(g.state)).toMatchObject({ primary: 'USSR: attack', secondary: ['Pass'] })
    expect(decide(g.state, bannerActions(g.state).secondary[0]!.command!).ok).toBe(true)
  })
})

describe('The Board', () => {
  it('one row per power in seating order with its books, forces from the unit table, and the three prices', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'takeLoan', power: 'ussr', amount: 2000 })
    const view = boardView(g.state)
    expect(view.rows.map((r) => r.power)).toEqual(['usa', 'ussr'])
    expect(view.forceLabels).toEqual(['Armies', 'Navies'])
    expect(view.rows[1]).toMatchObject({ cash: '$9,000M', grain: 3, oil: 3, minerals: 3, nukes: 0, lstars: 0, loans: '$2,000M', interest: '$100M a turn' })
    expect(view.rows[1]!.forces.map((f) => f.count)).toEqual([g.state.powers.ussr!.forces.armies, g.state.powers.ussr!.forces.navies])
    expect(view.prices.map((p) => `${p.label} ${p.price}`)).toEqual(['Grain $500M', 'Oil $500M', 'Minerals $500M'])
  })

  it('the power due now leads to its action (Stage 1 on the Stage tab, a Stage 3 sale on the Market); the others to their supply card', () => {
    const g = guidedGame(['usa', 'ussr'])
    expect(boardView(g.state).rows.map((r) => [r.power, r.isDue, r.go])).toEqual([
      ['usa', true, 'stage'],
      ['ussr', false, 'supply'],
    ])
    playTo(g, { stage: 3, bidders: ['usa', 'ussr'] })
    expect(boardView(g.state).rows.map((r) => r.go)).toEqual(['market', 'supply'])
  })

  it('Stage 3 bids with phones: bids sealed on players\' phones are not "to go"; when only they are missing, the primary is the reveal', () => {
    const g = guidedGame(['usa', 'ussr', 'europe'])
    for (const id of g.state.order) g.do({ kind: 'settleStage1', power: id })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    g.do({ kind: 'advancePlay' })
    expect(g.state.play).toMatchObject({ stage: 3, step: 'bid' })
    expect(bannerActions(g.state).primary!.label).toBe('Secret bids: 3 to go')
    expect(bannerActions(g.state, ['usa']).primary!.label).toBe('Secret bids: 2 to go')
    g.do({ kind: 'placeBid', power: 'europe', bid: false })
    expect(bannerActions(g.state, ['usa']).primary!.label).toBe('Secret bids: 1 to go')
    // Sealed on a phone: the rules still wait for them (entered at the reveal), the table does not.
    const reveal = bannerActions(g.state, ['usa', 'ussr']).primary!
    expect(reveal).toMatchObject({ label: 'Reveal the bids', form: { kind: 'placeBid' } })
  })
})
