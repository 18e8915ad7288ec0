import { describe, expect, it } from 'vitest'
import { decide, EMPTY_STATE, type PowerId, type SupplyRow } from '@/domain'
import { decideUnder } from '@/domain/editions'
import { openProduction, scoreNow, type CashFlowAttack, type StrategicStrike } from '@/domain/modules/cash-flow'
import { cashFlowGame, cashFlowStart } from '../support/cash-flow'

/**
 * Issue 26, Cash Flow items 1, 2, 4 and 5 (armies aboard): rules the first version got wrong, each
 * test quoting variant-cash-flow.txt v1.2. The table: USA, USSR, Europe, each with 21 armies and 2
 * navies; USSR owns Basra Oil 3 (Iraq) beside Baku Oil 3 and Tiksi 2 (oil 8 in all).
 */
const POWERS: PowerId[] = ['usa', 'ussr', 'europe']

function game(rows: Partial<Record<PowerId, Partial<Record<SupplyRow, number>>>> = {}) {
  const g = cashFlowGame(POWERS, { entropyHolder: 'europe' })
  for (const [power, set] of Object.entries(rows)) {
    for (const [row, value] of Object.entries(set)) g.do({ kind: 'correctSupply', power: power as PowerId, row: row as SupplyRow, value, reason: 'test' } as never)
  }
  return g
}

/** USA blockades Iraq at the end of its Deployment; then USSR's turn, the Attack action selected. */
function blockadedThenUssrAttacks() {
  const g = game()
  g.do({ kind: 'selectAction', power: 'usa', action: 'deployment' })
  g.do({ kind: 'declareBlockade', power: 'usa', territory: 'Iraq' })
  g.do({ kind: 'endCashFlowTurn', power: 'usa' })
  g.do({ kind: 'selectAction', power: 'ussr', action: 'attack' })
  return g
}

/** USSR's navies attack the sea where USA's blockading navies stand: `sunk` of USA's 2 navies go down. */
const seaBattle = (sunk: number): CashFlowAttack => ({
  kind: 'cashFlowAttack', power: 'ussr', defender: 'usa', target: 'Persian Gulf', borders: 1, defenderDeletesGrain: false,
  attackerDice: [5, 5], defenderDice: [1, 1].map((d, i) => (i < sunk ? d : 6)), defenderNavyLosses: sunk,
})

describe('Cash Flow, a blockade stands on its navies (item 1)', () => {
  it('"a player may declare blockade on a territory if he has navies blocking all ports": a power with no navy declares none', () => {
    const g = game()
    g.do({ kind: 'correctForces', power: 'usa', navies: 0, reason: 'test' } as never)
    g.do({ kind: 'selectAction', power: 'usa', action: 'deployment' })
    const refusal = g.refuse({ kind: 'declareBlockade', power: 'usa', territory: 'Iraq' })
    expect(refusal).toMatchObject({ code: 'no-navy', message: 'USA has no navy: a blockade needs "navies blocking all ports of that territory".' })
    expect(g.refuse({ kind: 'declareBlockade', power: 'usa', siegeOf: 'ussr' }).code).toBe('no-navy')
  })

  it('the blockading navies sunk, the blockade ends: Basra Oil produces again (oil 8, not 5) and scores', () => {
    const g = blockadedThenUssrAttacks()
    expect(openProduction(g.state, 'ussr').oil).toBe(5)
    const s = g.do(seaBattle(2))
    expect(s.powers.usa!.forces.navies).toBe(0)
    expect(s.cashFlow!.blockades).toEqual([])
    expect(openProduction(s, 'ussr').oil).toBe(8)
    expect(scoreNow(s).find((l) => l.power === 'ussr')!.production.oil).toBe(8)
  })

  it('a siege ends with its navies too, whatever command sank them (a correction)', () => {
    const g = game()
    g.do({ kind: 'selectAction', power: 'usa', action: 'deployment' })
    g.do({ kind: 'declareBlockade', power: 'usa', siegeOf: 'ussr' })
    g.do({ kind: 'declareBlockade', power: 'usa', territory: 'Iraq' })
    const s = g.do({ kind: 'correctForces', power: 'usa', navies: 0, reason: 'test' } as never)
    expect(s.cashFlow!.sieges).toEqual([])
    expect(s.cashFlow!.blockades).toEqual([])
    // One navy left keeps them: the app cannot tell which navies stand where.
    const h = game()
    h.do({ kind: 'selectAction', power: 'usa', action: 'deployment' })
    h.do({ kind: 'declareBlockade', power: 'usa', siegeOf: 'ussr' })
    expect(h.do({ kind: 'correctForces', power: 'usa', navies: 1, reason: 'test' } as never).cashFlow!.sieges).toEqual([{ power: 'ussr', by: 'usa' }])
  })

  it('only its declarer lifts it, unless an attack sank some of its navies this turn: then the attacker may break it', () => {
    const g = blockadedThenUssrAttacks()
    const breakIt = { kind: 'declareBlockade', power: 'ussr', by: 'usa', territory: 'Iraq', lift: true } as const
    expect(g.refuse(breakIt)).toMatchObject({ code: 'not-yours', message: "Only USA lifts its blockades, unless an attack sinks its blockading navies: USA has lost no navy to USSR's Attack this turn." })
    g.do(seaBattle(1))
    expect(g.state.cashFlow!.turn.sunk).toEqual(['usa'])
    expect(g.state.cashFlow!.blockades).toEqual([{ territory: 'Iraq', by: 'usa' }])
    // Declaring in another's name is never possible.
    expect(g.refuse({ kind: 'declareBlockade', power: 'ussr', by: 'usa', territory: 'Egypt' }).code).toBe('bad-command')
    expect(g.do(breakIt).cashFlow!.blockades).toEqual([])
  })

  it('a nuke that clears the blockading navies from a light blue sea lets the attacker break the blockade', () => {
    const g = game({ ussr: { nukes: 1 } })
    g.do({ kind: 'selectAction', power: 'usa', action: 'deployment' })
    g.do({ kind: 'declareBlockade', power: 'usa', territory: 'Iraq' })
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    g.do({ kind: 'selectAction', power: 'ussr', action: 'attack' })
    const s = g.do({ kind: 'strategicStrike', power: 'ussr', target: 'usa', launched: 1, launchDice: [1], screens: [], impacts: [{ target: 'Persian Gulf', ground: 'light-sea', losses: { usa: 1 } }] })
    expect(s.cashFlow!.turn.sunk).toEqual(['usa'])
    expect(g.do({ kind: 'declareBlockade', power: 'ussr', by: 'usa', territory: 'Iraq', lift: true }).cashFlow!.blockades).toEqual([])
  })
})

describe('Cash Flow, "an army or navy may only participate in one combat round per turn": defenders too (item 2)', () => {
  function atAttack() {
    const g = game()
    g.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
    return g
  }
  const attack = (target: string, attackerDice: number[], defenderDice: number[]): CashFlowAttack => ({ kind: 'cashFlowAttack', power: 'usa', defender: 'ussr', target, borders: 1, defenderDeletesGrain: false, attackerDice, defenderDice })

  it('a target is fought over once a turn: its defenders have had their combat round', () => {
    const g = atAttack()
    g.do(attack('Kazakh', [6], [1, 1]))
    expect(g.state.cashFlow!.turn.targets).toEqual(['Kazakh'])
    expect(g.refuse(attack(' kazakh ', [6], [1]))).toMatchObject({
      code: 'already-fought',
      message: 'kazakh was attacked this turn: its defenders have had their combat round ("an army or navy may only participate in one combat round per turn").',
    })
  })

  it("each defender's units that fought and survived are counted against its next defence this turn", () => {
    const g = atAttack()
    // 1 pair matched: USSR loses 1 of the 20 that defended, 19 survive having fought; 22 left, 3 fresh.
    g.do(attack('Kazakh', [6], Array(20).fill(1)))
    expect(g.state.cashFlow!.turn.defended).toEqual({ ussr: 19 })
    expect(g.refuse(attack('Siberia', [6], [1, 1, 1, 1]))).toMatchObject({
      code: 'already-fought',
      message: 'USSR has 3 armies and navies that have not fought this turn (19 defended already); a unit fights one combat round a turn.',
    })
    g.do(attack('Siberia', [6], [1, 1, 1]))
    expect(g.state.cashFlow!.turn.defended).toEqual({ ussr: 21 })
  })

  it('the count starts afresh each turn', () => {
    const g = atAttack()
    g.do(attack('Kazakh', [6], Array(20).fill(1)))
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    expect(g.state.cashFlow!.turn).not.toHaveProperty('defended')
    expect(g.state.cashFlow!.turn).not.toHaveProperty('targets')
  })
})

describe('Cash Flow, armies aboard a sunk navy (item 5)', () => {
  it('"If the navy upon which they are embarked is chosen as a casualty, the armies are lost" (a navy carries up to 4)', () => {
    const g = blockadedThenUssrAttacks()
    const battle = seaBattle(1)
    expect(g.refuse({ ...battle, defenderArmiesAboard: 5 })).toMatchObject({ code: 'bad-number', message: "The defender's 1 navy sunk carried 0 to 4 armies (a navy carries up to 4; USA has 21 left)." })
    const s = g.do({ ...battle, defenderArmiesAboard: 4 })
    expect(s.powers.usa!.forces).toMatchObject({ armies: 17, navies: 1 })
  })

  it('the attacker\'s sunk navies take their armies too; an empty target has nobody to lose', () => {
    const g = blockadedThenUssrAttacks()
    // USA's 6s beat both of USSR's dice: USSR loses its 2 navies and the 3 armies aboard them.
    const s = g.do({ kind: 'cashFlowAttack', power: 'ussr', defender: 'usa', target: 'Persian Gulf', borders: 1, defenderDeletesGrain: false, attackerDice: [1, 1], defenderDice: [6, 6], attackerNavyLosses: 2, attackerArmiesAboard: 3 })
    expect(s.powers.ussr!.forces).toMatchObject({ armies: 18, navies: 0 })
    expect(s.cashFlow!.turn.sunk).toEqual(['ussr'])
    expect(g.refuse({ kind: 'cashFlowAttack', power: 'ussr', target: 'Arctic', borders: 1, defenderDeletesGrain: false, attackerDice: [3], defenderDice: [], defenderArmiesAboard: 1 }).message).toBe('An empty target is taken without a combat: nobody loses a unit.')
  })

  it('a nuke in a light blue sea takes the armies aboard the navies it removes; never more than 4 a navy', () => {
    const g = game({ usa: { nukes: 2 } })
    g.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
    const strike = (aboard: number): StrategicStrike => ({ kind: 'strategicStrike', power: 'usa', target: 'ussr', launched: 1, launchDice: [1], screens: [], impacts: [{ target: 'Barents Sea', ground: 'light-sea', losses: { ussr: 1 }, armiesAboard: { ussr: aboard } }] })
    expect(g.refuse(strike(5)).message).toBe('Count the armies aboard the navies lost in Barents Sea: up to 4 a navy, 4 at most.')
    expect(g.do(strike(4)).powers.ussr!.forces).toMatchObject({ armies: 17, navies: 1 })
    expect(g.refuse({ kind: 'strategicStrike', power: 'usa', target: 'ussr', launched: 1, launchDice: [1], screens: [], impacts: [{ target: 'Kola', ground: 'land', armiesAboard: { ussr: 1 } }] }).message).toBe('Armies aboard navies are lost with a nuke in a light blue sea, not on land.')
  })
})

describe('Cash Flow, a power out of the game (item 4): "that player is immediately eliminated"', () => {
  const EUROPE = ['British Isles', 'Eastern Europe', 'Western Europe', 'Iberia', 'Scandinavia']

  it('its blockades and sieges end, and its L-stars go: it screens and clashes no more', () => {
    const g = game({ usa: { nukes: 5, lstars: 1 }, europe: { lstars: 2 } })
    g.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    g.do({ kind: 'selectAction', power: 'ussr', action: 'market' })
    g.do({ kind: 'endCashFlowTurn', power: 'ussr' })
    g.do({ kind: 'discardForEntropy', power: 'europe', typeDice: [5], productionDie: 3 })
    g.do({ kind: 'selectAction', power: 'europe', action: 'deployment' })
    g.do({ kind: 'declareBlockade', power: 'europe', territory: 'Iraq' })
    g.do({ kind: 'declareBlockade', power: 'europe', siegeOf: 'ussr' })
    g.do({ kind: 'endCashFlowTurn', power: 'europe' })
    g.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
    const s = g.do({ kind: 'strategicStrike', power: 'usa', target: 'europe', launched: 5, launchDice: [1, 1, 1, 1, 1], screens: [], impacts: EUROPE.map((target) => ({ target, ground: 'land' as const })) })
    expect(s.cashFlow!.eliminated).toEqual(['europe'])
    expect(s.powers.europe!.supplies.lstars).toBe(0)
    expect(s.cashFlow!.blockades).toEqual([])
    expect(s.cashFlow!.sieges).toEqual([])
    expect(openProduction(s, 'ussr').oil).toBe(8)
    // A power out of the game takes no part in a strike or a clash.
    const h = game({ usa: { nukes: 6, lstars: 1 }, europe: { lstars: 2 } })
    h.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
    h.do({ kind: 'strategicStrike', power: 'usa', target: 'europe', launched: 5, launchDice: [1, 1, 1, 1, 1], screens: [], impacts: EUROPE.map((target) => ({ target, ground: 'land' as const })) })
    expect(h.refuse({ kind: 'strategicStrike', power: 'usa', target: 'ussr', launched: 1, launchDice: [1], screens: [{ power: 'europe', targeted: false, dice: [1] }], impacts: [] })).toMatchObject({ code: 'out-of-game', message: 'Europe is out of the game: its L-stars take no part.' })
    expect(h.refuse({ kind: 'strategicStrike', power: 'usa', target: 'europe', launched: 1, launchDice: [1], screens: [], impacts: [] })).toMatchObject({ code: 'out-of-game', message: 'Europe is out of the game: nothing of it is left to strike.' })
    expect(h.refuse({ kind: 'clashLstars', power: 'usa', defender: 'europe', attackerDice: [6], defenderDice: [] })).toMatchObject({ code: 'out-of-game', message: 'Europe is out of the game: it has no L-stars left to attack.' })
  })

  it('out in its own turn, the turn passes at once to the next seat (USSR out: Europe plays, not USA)', () => {
    const g = game({ ussr: { nukes: 1 }, usa: { nukes: 6 } })
    g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    g.do({ kind: 'selectAction', power: 'ussr', action: 'attack' })
    g.do({ kind: 'strategicStrike', power: 'ussr', target: 'usa', launched: 1, launchDice: [6], screens: [], impacts: [] })
    // "Launch on Warning - If the target of nuclear attack has any nukes, he may launch them now".
    const homes = ['Buryatsk', 'Kazakh', 'Kola', 'Russia', 'Siberia', 'Yakutsk']
    const s = g.do({ kind: 'strategicStrike', power: 'usa', target: 'ussr', launched: 6, launchDice: [1, 1, 1, 1, 1, 1], screens: [], impacts: homes.map((target) => ({ target, ground: 'land' as const })) })
    expect(s.cashFlow!.eliminated).toEqual(['ussr'])
    // Europe holds the entropy token: its turn opens with the discard.
    expect(s.cashFlow!.turn).toEqual({ power: 'europe', number: 3, entropyDue: true })
  })
})

describe('Cash Flow, who launches in an Attack (tests that bite: a launch outside an Attack action)', () => {
  it('"Nukes fly during an Attack action": none in another action', () => {
    const g = game({ usa: { nukes: 1 } })
    g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
    expect(g.refuse({ kind: 'strategicStrike', power: 'usa', target: 'ussr', launched: 1, launchDice: [1], screens: [], impacts: [{ target: 'Kola', ground: 'land' }] })).toMatchObject({
      code: 'wrong-action',
      message: 'Nukes fly during an Attack action; USA has not selected one this turn.',
    })
  })

  it('a power not attacking launches only at the attacker (first strike, launch on warning), and never a space blast', () => {
    const g = game({ usa: { nukes: 1 }, ussr: { nukes: 2 } })
    g.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
    expect(g.refuse({ kind: 'strategicStrike', power: 'ussr', target: 'europe', launched: 1, launchDice: [1], screens: [], impacts: [{ target: 'Iberia', ground: 'land' }] })).toMatchObject({
      code: 'wrong-action',
      message: 'USSR is not attacking this turn: it may launch only at the attacker, USA (first strike or launch on warning).',
    })
    expect(g.refuse({ kind: 'strategicStrike', power: 'ussr', spaceBlast: true, launched: 1, launchDice: [1], screens: [], impacts: [] }).message).toBe("A space blast is the attacker's: USA is attacking this turn, not USSR.")
    expect(g.do({ kind: 'strategicStrike', power: 'ussr', target: 'usa', launched: 1, launchDice: [1], screens: [], impacts: [{ target: 'Alaska', ground: 'land' }] }).cashFlow!.clouds).toEqual({ ussr: 1 })
  })
})

describe('Cash Flow version 1 (editions before 4): an old entry is checked as it was decided', () => {
  it('version 1 let a power with no navy blockade, and did not count defenders', () => {
    const g = game()
    g.do({ kind: 'correctForces', power: 'usa', navies: 0, reason: 'test' } as never)
    g.do({ kind: 'selectAction', power: 'usa', action: 'deployment' })
    const declare = { kind: 'declareBlockade', power: 'usa', territory: 'Iraq' } as const
    expect(decideUnder(3, g.state, declare, [])).toMatchObject({ ok: true })
    expect(decideUnder(4, g.state, declare, [])).toMatchObject({ ok: false, refusal: { code: 'no-navy' } })
    const h = game()
    h.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
    const attack: CashFlowAttack = { kind: 'cashFlowAttack', power: 'usa', defender: 'ussr', target: 'Kazakh', borders: 1, defenderDeletesGrain: false, attackerDice: [6], defenderDice: [1, 1] }
    const old = decideUnder(3, h.state, attack, [])
    expect(old?.ok && old.value.at(-1)).toMatchObject({ to: { turn: { fought: 1, occupiable: [] } } })
    expect(old?.ok && old.value.at(-1)).not.toMatchObject({ to: { turn: { targets: expect.anything() } } })
    h.do(attack)
    // Today the same target again is refused; version 1 accepted it.
    expect(decideUnder(3, h.state, attack, [])).toMatchObject({ ok: true })
    expect(decide(h.state, attack)).toMatchObject({ ok: false, refusal: { code: 'already-fought' } })
  })

  it('a version 1 setup wrote no loan or withdrawal reading: it is checked without them, and the game reads them as it was played', () => {
    const start = cashFlowStart(POWERS, { entropyHolder: 'europe' })
    const today = decide(EMPTY_STATE, start)
    if (!today.ok || today.value[0]?.type !== 'gameStarted') throw new Error('no setup')
    const settings: Record<string, unknown> = { ...today.value[0].settings }
    delete settings.cashFlowLoans
    delete settings.cashFlowWithdraw
    const stored = [{ ...today.value[0], settings }, ...today.value.slice(1)] as typeof today.value
    expect(decideUnder(3, EMPTY_STATE, start, stored)).toEqual({ ok: true, value: stored })
    expect(decideUnder(4, EMPTY_STATE, start, stored)).toEqual(today)
  })
})
