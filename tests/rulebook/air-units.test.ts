import { describe, expect, it } from 'vitest'
import { currentTurn, decide, detenteValue, eligibleBidders, foldEntries, rulesFor, stage1Bill, type PowerId } from '@/domain'
import { guidedGame, playTo } from '../support/guided'
import { apply, entry, mustDecide, standardStart, startedState } from '../support/games'

/**
 * Air Units (shared/rules/variant-air-units.txt): salaries, building, moving, selling and Detente,
 * each number as the variant prints it. The battle drill is tested in air-units-battle.test.ts.
 */
const AIR = ['air-units']

function airGame(powers: PowerId[] = ['usa', 'ussr', 'europe'], settings = {}) {
  return guidedGame(powers, undefined, settings, AIR)
}

/** An air game at Stage 6, Phase C on USA's turn (cycle 1 unless said). */
function atStage6(cycle = 1) {
  const g = airGame()
  playTo(g, { cycle, stage: 6, bidders: ['usa'] })
  return g
}

/** On to the next Stage 1, with Stage 1 not yet settled: every turn passed, no stage bid for. */
function toNextStage1(g: ReturnType<typeof airGame>): void {
  for (let guard = 0; guard < 50 && g.state.play!.stage !== 1; guard += 1) {
    const play = g.state.play!
    const turn = currentTurn(play)
    if (play.step === 'bid') {
      for (const id of eligibleBidders(g.state, play)) g.do({ kind: 'placeBid', power: id, bid: false })
      g.do({ kind: 'revealBids' })
    } else if (turn) g.do({ kind: 'passTurn', power: turn })
    else g.do({ kind: 'advancePlay' })
  }
}

describe('Air Units: switched on at setup', () => {
  it('a game set up with Air Units stores the module and the default readings (fire power 5, kill points 6)', () => {
    const g = airGame()
    expect(g.state.ruleset?.modules).toEqual(['air-units'])
    expect(g.state.settings.airUnitFirePower).toBe(5)
    expect(g.state.settings.airUnitKillPoints).toBe(6)
    expect(rulesFor(g.state.ruleset).unit('airUnits')?.salary).toBe(10)
  })

  it('a game without it has no air settings, no air unit row, and refuses air commands as not part of its rules', () => {
    const state = startedState()
    expect(state.settings.airUnitFirePower).toBeUndefined()
    expect(rulesFor(state.ruleset).unit('airUnits')).toBeUndefined()
    const result = decide(state, { kind: 'buildAirUnits', power: 'usa', count: 2 })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.refusal).toMatchObject({ code: 'not-in-this-game', message: expect.stringContaining('the Air Units expansion, which is not part of this game’s rules') as string })
    expect(stage1Bill(state, state.powers.usa!).forceLines.map((l) => l.key)).toEqual(['forces'])
  })

  it.each([
    [{ airUnitFirePower: 3 }, 'Fire Power Rating'],
    [{ airUnitKillPoints: 7 }, 'kill points'],
  ])('a setting outside the variant’s readings (%o) is refused at setup', (settings, words) => {
    expect(() => airGame(undefined, settings)).toThrow(words)
  })

  it('the table’s fire power 4 and the example’s kill points 8 can be chosen', () => {
    const g = airGame(undefined, { airUnitFirePower: 4, airUnitKillPoints: 8 })
    expect(g.state.settings).toMatchObject({ airUnitFirePower: 4, airUnitKillPoints: 8 })
  })
})

describe('Air Units, How to Build Air units (Stage 6)', () => {
  it('two air units cost one set of supplies and $400M', () => {
    const g = atStage6()
    const before = g.state.powers.usa!
    const cash = g.state.accounts.usa!
    const after = g.do({ kind: 'buildAirUnits', power: 'usa', count: 2 }).powers.usa!
    expect(after.forces.airUnits).toBe(2)
    expect([after.supplies.grain, after.supplies.oil, after.supplies.minerals]).toEqual([before.supplies.grain - 1, before.supplies.oil - 1, before.supplies.minerals - 1])
    expect(g.state.accounts.usa).toBe(cash - 400)
  })

  it('three air units cost two sets and $800M (an odd one pays for a pair)', () => {
    const g = atStage6()
    const cash = g.state.accounts.usa!
    const grain = g.state.powers.usa!.supplies.grain
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 3 })
    expect(g.state.accounts.usa).toBe(cash - 800)
    expect(g.state.powers.usa!.supplies.grain).toBe(grain - 2)
  })

  it('no more than the 20 pieces of a colour: the refusal offers what is left', () => {
    const g = atStage6()
    const refusal = g.refuse({ kind: 'buildAirUnits', power: 'usa', count: 21 })
    expect(refusal.code).toBe('too-many-air-units')
    expect(refusal.remedies?.[0]?.command).toEqual({ kind: 'buildAirUnits', power: 'usa', count: 20 })
  })

  it('a correction cannot count more than the 20 pieces of a colour either; 20 is accepted', () => {
    const g = airGame()
    const refusal = g.refuse({ kind: 'correctForces', power: 'usa', forces: { airUnits: 21 }, reason: 'counted again' })
    expect(refusal.code).toBe('out-of-range')
    expect(refusal.message).toContain('at most 20 air units')
    g.do({ kind: 'correctForces', power: 'usa', forces: { airUnits: 20 }, reason: 'counted again' })
    expect(g.state.powers.usa!.forces.airUnits).toBe(20)
  })

  it('outside Stage 6, or on another power’s turn, air units are not built', () => {
    const g = atStage6()
    expect(g.refuse({ kind: 'buildAirUnits', power: 'ussr', count: 2 }).code).toBe('not-your-turn')
    const h = airGame()
    playTo(h, { stage: 5, bidders: ['usa'] })
    expect(h.refuse({ kind: 'buildAirUnits', power: 'usa', count: 2 }).code).toBe('wrong-stage')
  })

  it('without a set of supplies, or the money, they are not built; zero is refused', () => {
    const g = atStage6()
    const oil = g.state.powers.usa!.supplies.oil
    const refusal = g.refuse({ kind: 'buildAirUnits', power: 'usa', count: 2 * oil + 2 })
    expect(refusal.code).toBe('not-enough-supplies')
    expect(g.refuse({ kind: 'buildAirUnits', power: 'usa', count: 0 }).code).toBe('nothing-to-build')
    g.do({ kind: 'transferMoney', from: 'usa', to: 'bank', amount: g.state.accounts.usa! - 300, purpose: 'other' })
    expect(g.refuse({ kind: 'buildAirUnits', power: 'usa', count: 2 }).code).toBe('insufficient-funds')
  })
})

describe('Air Units, Stage 1 - Pay Salaries', () => {
  it('each air unit costs $10M in Stage 1, on a line of its own', () => {
    const g = atStage6()
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 4 })
    const bill = stage1Bill(g.state, g.state.powers.usa!)
    const air = bill.forceLines.find((l) => l.key === 'airUnits')
    expect(air).toMatchObject({ label: 'Air units', amount: 40, each: 10 })
  })

  it('unpaid air units are removed from the board, and not paid for', () => {
    const g = atStage6()
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 4 })
    playTo(g, { cycle: 2, stage: 3, bidders: [] })
    // Stage 1 of cycle 2 was settled by playTo with everything paid: 4 air units kept, $40M paid.
    expect(g.state.powers.usa!.forces.airUnits).toBe(4)
    const h = atStage6()
    h.do({ kind: 'buildAirUnits', power: 'usa', count: 4 })
    toNextStage1(h)
    const paid = stage1Bill(h.state, h.state.powers.usa!, { disband: { airUnits: 3 } })
    expect(paid.forceLines.find((l) => l.key === 'airUnits')?.amount).toBe(10)
    h.do({ kind: 'settleStage1', power: 'usa', disband: { airUnits: 3 } })
    expect(h.state.powers.usa!.forces.airUnits).toBe(1)
  })

  it('disbanding more air units than held, or a unit the game does not have, is refused', () => {
    const g = atStage6()
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 2 })
    toNextStage1(g)
    expect(g.refuse({ kind: 'settleStage1', power: 'usa', disband: { airUnits: 3 } }).message).toContain('has 2 air units')
    expect(g.refuse({ kind: 'settleStage1', power: 'usa', disband: { tanks: 1 } }).message).toContain('no units called tanks')
  })

  // Survivors of the mutation run on play/stage1.ts (validateDisband): both bounds of the count.
  it('air units disbanded: a negative or fractional count is refused; none, or all held, is accepted', () => {
    const g = atStage6()
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 2 })
    toNextStage1(g)
    for (const n of [-1, 0.5]) {
      const refusal = g.refuse({ kind: 'settleStage1', power: 'usa', disband: { airUnits: n } })
      expect([refusal.code, refusal.message]).toEqual(['bad-forces', `USA has 2 air units; it cannot disband ${n}.`])
    }
    for (const n of [0, 2]) expect(decide(g.state, { kind: 'settleStage1', power: 'usa', disband: { airUnits: n } }).ok).toBe(true)
  })
})

describe('Air Units, How to Move Air units (Stage 5)', () => {
  function atStage5() {
    const g = atStage6()
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 2 })
    playTo(g, { cycle: 2, stage: 5, bidders: ['usa', 'ussr'] })
    return g
  }

  it('two oil per territory each air unit crosses or enters, and the move passes the turn', () => {
    const g = atStage5()
    const oil = g.state.powers.usa!.supplies.oil
    g.do({ kind: 'flyAirUnits', power: 'usa', airUnitTerritories: 3 })
    expect(g.state.powers.usa!.supplies.oil).toBe(oil - 6)
    expect(g.state.play!.sequence[g.state.play!.turn]).toBe('ussr')
  })

  it('armies marching in the same move are paid with it (one move, one turn)', () => {
    const g = atStage5()
    const { grain, oil } = g.state.powers.usa!.supplies
    g.do({ kind: 'flyAirUnits', power: 'usa', airUnitTerritories: 1, marchArmyTerritories: 2 })
    expect(g.state.powers.usa!.supplies).toMatchObject({ grain: grain - 2, oil: oil - 2 })
  })

  it('no air units, no flight; nothing flown is refused with the army move offered', () => {
    const g = atStage5()
    expect(g.refuse({ kind: 'flyAirUnits', power: 'usa', airUnitTerritories: 0, marchArmyTerritories: 1 }).remedies?.[0]?.command).toMatchObject({ kind: 'payMoveCost', marchArmyTerritories: 1 })
    g.do({ kind: 'passTurn', power: 'usa' })
    expect(g.refuse({ kind: 'flyAirUnits', power: 'ussr', airUnitTerritories: 1 }).code).toBe('no-air-units')
  })

  it('short of oil, the flight is refused with the numbers', () => {
    const g = atStage5()
    const oil = g.state.powers.usa!.supplies.oil
    const refusal = g.refuse({ kind: 'flyAirUnits', power: 'usa', airUnitTerritories: oil })
    expect(refusal.code).toBe('not-enough-supplies')
    expect(refusal.message).toContain(`${oil} oil`)
  })
})

describe('Air Units, Buying and Selling Weapons (Stage 6, Arms Bazaar)', () => {
  function atBazaar() {
    const g = atStage6()
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 4 })
    g.do({ kind: 'passTurn', power: 'usa' })
    return g
  }

  it('air units change hands for the agreed price', () => {
    const g = atBazaar()
    expect(g.state.play!.phase).toBe('F')
    const [usa, ussr] = [g.state.accounts.usa!, g.state.accounts.ussr!]
    g.do({ kind: 'sellAirUnits', seller: 'usa', buyer: 'ussr', count: 3, price: 900 })
    expect([g.state.powers.usa!.forces.airUnits, g.state.powers.ussr!.forces.airUnits]).toEqual([1, 3])
    expect([g.state.accounts.usa, g.state.accounts.ussr]).toEqual([usa + 900, ussr - 900])
  })

  it('no more than the seller holds; not outside the bazaar', () => {
    const g = atBazaar()
    expect(g.refuse({ kind: 'sellAirUnits', seller: 'usa', buyer: 'ussr', count: 5, price: 0 }).message).toContain('has 4 air units')
    const h = atStage6()
    h.do({ kind: 'buildAirUnits', power: 'usa', count: 2 })
    expect(h.refuse({ kind: 'sellAirUnits', seller: 'usa', buyer: 'ussr', count: 1, price: 0 }).code).toBe('wrong-stage')
  })
})

describe('Air Units, Other Rules of Play, Spoils of War', () => {
  it('"When a player loses his last home territory, his air units become the property of the victor"', () => {
    // A bookkeeping game with Air Units: captures and spoils are entered as the table plays them.
    const start = { ...standardStart(['usa', 'ussr']), ruleset: { economy: 'price-index' as const, sequence: 'bookkeeping' as const, modules: AIR } }
    let state = foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start))]).state
    state = apply(state, { kind: 'correctForces', power: 'ussr', forces: { airUnits: 4 }, reason: 'test' })
    state = apply(state, { kind: 'correctForces', power: 'usa', forces: { airUnits: 3 }, reason: 'test' })
    for (const territory of ['Buryatsk', 'Kazakh', 'Kola', 'Russia', 'Siberia', 'Yakutsk']) state = apply(state, { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory })
    state = apply(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })
    expect(state.powers.usa!.forces.airUnits).toBe(7)
    expect(state.powers.ussr!.forces.airUnits).toBe(0)
  })
})

describe('Air Units, Winning the Game (Detente)', () => {
  it('each air unit is valued at $100M, on a line of its own', () => {
    const g = atStage6()
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 3 })
    const line = detenteValue(g.state, g.state.powers.usa!).lines.find((l) => l.key === 'airUnits')
    expect(line).toMatchObject({ count: 3, each: 100, value: 300 })
  })
})
