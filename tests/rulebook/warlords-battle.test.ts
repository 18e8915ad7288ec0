/**
 * Warlords and Pirates, the battle slice (shared/rules/expansion-warlords-and-pirates.txt, Stage 4
 * and Stage 6, Spoils of War): the conventional attack on a warlord or pirate (the Marshall's dice),
 * its first strike, the capture of its zone, and its reinforcements.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decide,
  foldEntries,
  DEFENDER_DICE,
  NEUTRAL_TERRITORIES,
  PIRATE_SEAS,
  planWarlordBattle,
  REINFORCEMENT_DIE,
  TARGET_DIE,
  WARLORD_FORCES_DIE,
  WARLORD_LSTAR_DIE,
  warlordBattleOdds,
  warlordFirstStrike,
  type AttackWarlord,
  type Command,
  type GameState,
  type WarlordStrike,
} from '@/domain'
import { guidedGame, playTo } from '../support/guided'
import { warlordsAtWar } from '../support/warlords'
import { setPaid } from '../support/battle-events'
import { apply, entry, mustDecide, standardStart } from '../support/games'

const WL = ['warlords']

/**
 * Cycle 2, Stage 4, Phase C, the USA's turn (the only bidder). Every zone has 3 armies or navies.
 * Sold in Cycle 1's Stage 6: the USSR gave India 2 nukes and 1 L-star, Europe India 1 L-star and
 * Greenland 1 L-star. USA: 6 armies, 2 navies, 12 of each resource, no nukes or L-stars; the USSR
 * holds a card in Greenland. USA production: Midwest 6, Eastern 4, Western 3, Alaska 2.
 */
function atWar() {
  return warlordsAtWar()
}
const base = atWar().state
const zoneOf = (s: GameState, zone: string) => s.neutral!.zones.find((z) => z.zone === zone)!

const attack = (over: Partial<AttackWarlord> = {}): AttackWarlord => ({
  kind: 'attackWarlord',
  attacker: 'usa',
  zone: 'Greenland',
  attacking: { armies: 4, navies: 0 },
  attackerDice: [6, 6],
  defenderDice: [3, 3, 1],
  ...over,
})
const strike = (over: Partial<WarlordStrike> = {}): WarlordStrike => ({ kind: 'warlordStrike', attacker: 'usa', zone: 'India', target: 'Midwest U.S.A.', lstarDice: [], ...over })
const refusal = (s: GameState, cmd: Command) => {
  const r = decide(s, cmd)
  if (r.ok) throw new Error(`accepted: ${cmd.kind}`)
  return r.refusal
}
const plan = (s: GameState, zone: string, armies: number, navies = 0) => planWarlordBattle(s, { attacker: 'usa', zone, attacking: { armies, navies } }, zoneOf(s, zone))

describe('Stage 4, Conventional Attack: the Marshall\'s dice for a warlord or pirate', () => {
  it('"always two dice as defenders; another, if they have the most forces; and, another if they have the most L-stars"', () => {
    expect([DEFENDER_DICE, WARLORD_FORCES_DIE, WARLORD_LSTAR_DIE]).toEqual([2, 1, 1])
    // Greenland: 3 armies, 1 L-star. USA with 2 armies and no L-star: 1 die against 2 + 1 + 1.
    expect([plan(base, 'Greenland', 2).attackerDice, plan(base, 'Greenland', 2).defenderDice]).toEqual([1, 4])
    // A tie in forces gives no one the die.
    expect([plan(base, 'Greenland', 3).attackerDice, plan(base, 'Greenland', 3).defenderDice]).toEqual([1, 3])
    // The attacker's basic Step C: one more for the most forces.
    expect([plan(base, 'Greenland', 3, 1).attackerDice, plan(base, 'Greenland', 3, 1).defenderDice]).toEqual([2, 3])
    // Tokyo Bay (3 navies, no L-stars) against 4 units: 2 dice each; a pirate's navies are its forces.
    expect([plan(base, 'Tokyo Bay', 2, 2).attackerDice, plan(base, 'Tokyo Bay', 2, 2).defenderDice]).toEqual([2, 2])
  })

  it('the L-star die goes to whoever has more L-stars (a tie: none)', () => {
    const g = atWar()
    g.do({ kind: 'correctSupply', power: 'usa', row: 'lstars', value: 1, reason: 'test' })
    expect(plan(g.state, 'Greenland', 3).defenderDice).toBe(2)
    g.do({ kind: 'correctSupply', power: 'usa', row: 'lstars', value: 2, reason: 'test' })
    expect([plan(g.state, 'Greenland', 3).attackerDice, plan(g.state, 'Greenland', 3).defenderDice]).toEqual([2, 2])
    expect(plan(g.state, 'Greenland', 3).reasons).toContain('The attacker has more L-stars (2 against 1): it gets 1 die more.')
  })

  it('the desk\'s exact odds: the basic drill\'s convolution (one unit per full three points)', () => {
    const p = plan(base, 'Greenland', 3)
    const odds = warlordBattleOdds(p)
    // 1 attacker die against 3 armies: a 3 to 5 removes one, a 6 two; never three.
    expect(odds.defenderLosses).toEqual([2 / 6, 3 / 6, 1 / 6, 0])
    expect(odds.expectedDefenderLosses).toBeCloseTo(5 / 6)
    expect(odds.attackerLosses.reduce((a, b) => a + b, 0)).toBeCloseTo(1)
  })

  it('the battle: the attacker pays its set of supplies, both sides lose one unit per three points, the zone is marked attacked', () => {
    const r = decide(base, attack())
    if (!r.ok) throw new Error(r.refusal.message)
    const after = atWar()
    after.do(attack())
    const s = after.state
    // 12 points remove 4, but Greenland had 3; the Marshall's 7 points remove 2 of the USA's armies.
    expect(zoneOf(s, 'Greenland')).toMatchObject({ armies: 0, attackedInCycle: 2 })
    expect(s.powers.usa!.forces).toMatchObject({ armies: 4, navies: 2 })
    expect(s.powers.usa!.supplies).toMatchObject({ grain: 11, oil: 11, minerals: 11 })
    expect(r.value.slice(0, 3)).toEqual(setPaid('usa', 12, 11))
    expect(s.war!.record.usa).toMatchObject({ unitsDestroyed: 3 })
    expect(s.war!.record.usa!.expectedUnitsDestroyed).toBeCloseTo(warlordBattleOdds(plan(base, 'Greenland', 4)).expectedDefenderLosses)
    // The turn's attack is made; Ally Counterattacks: the USSR holds a card in Greenland.
    expect(s.play).toMatchObject({ attackMade: 'usa', counterattacks: ['ussr'] })
  })

  it('the attacker may say which of its units the Marshall\'s points remove', () => {
    const g = atWar()
    g.do(attack({ attacking: { armies: 3, navies: 2 }, attackerDice: [1, 1], defenderDice: [3, 3, 1], attackerLosses: { armies: 0, navies: 2 } }))
    expect(g.state.powers.usa!.forces).toMatchObject({ armies: 6, navies: 0 })
    expect(zoneOf(g.state, 'Greenland').armies).toBe(3)
    expect(refusal(base, attack({ attacking: { armies: 3, navies: 2 }, attackerDice: [1, 1], defenderDice: [3, 3, 1], attackerLosses: { armies: 0, navies: 1 } })).code).toBe('bad-losses')
  })

  it('refusals change nothing and say why', () => {
    expect(refusal(base, attack({ attackerDice: [6] })).code).toBe('dice-count')
    expect(refusal(base, attack({ defenderDice: [3, 3] })).message).toBe('The Marshall rolls 3 dice in this battle, not 2.')
    expect(refusal(base, attack({ attackerDice: [6, 7] })).code).toBe('bad-dice')
    expect(refusal(base, attack({ attacking: { armies: 0, navies: 0 } })).code).toBe('no-forces')
    expect(refusal(base, attack({ attacking: { armies: 7, navies: 0 } })).message).toBe('USA has 6 armies and 2 navies: attack with no more than that.')
    expect(refusal(base, attack({ attacker: 'ussr' })).code).toBe('not-your-turn')
    expect(refusal(base, attack({ zone: 'Siberia' })).code).toBe('bad-zone')
    const g = atWar()
    g.do({ kind: 'correctSupply', power: 'usa', row: 'oil', value: 0, reason: 'test' })
    expect(refusal(g.state, attack()).code).toBe('no-supplies')
  })

  it('no attack in the first cycle, nor outside Stage 4', () => {
    const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, WL)
    g.do({ kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) })
    g.do({ kind: 'correctForces', power: 'usa', armies: 6, navies: 2, reason: 'test' })
    expect(refusal(g.state, attack()).code).toBe('first-cycle')
  })

  it('a zone with no forces left is not attacked but taken; a warlord with nukes fires first', () => {
    const g = atWar()
    g.do(attack())
    const r = refusal(g.state, { ...attack(), attacker: 'ussr' })
    expect(r.code).toBe('zone-empty')
    expect(r.remedies?.[0]?.command).toEqual({ kind: 'captureWarlordZone', attacker: 'ussr', zone: 'Greenland' })
    const due = refusal(base, attack({ zone: 'India' }))
    expect(due.code).toBe('strike-due')
    expect(due.remedies?.[0]?.command).toEqual({ kind: 'warlordStrike', attacker: 'usa', zone: 'India', target: 'Midwest U.S.A.', lstarDice: [] })
  })
})

describe('Stage 4, First Strike: all the nukes, at the attacker\'s home territory producing the most', () => {
  it('says the target and the nukes; none without nukes, none when outnumbered by L-stars (a tie still fires)', () => {
    expect(warlordFirstStrike(base, 'usa', 'India')).toMatchObject({ fires: true, nukes: 2, candidates: ['Midwest U.S.A.'] })
    expect(warlordFirstStrike(base, 'usa', 'India').production).toEqual({ Alaska: 2, 'Eastern U.S.A.': 4, 'Midwest U.S.A.': 6, 'Western U.S.A.': 3 })
    expect(warlordFirstStrike(base, 'usa', 'Greenland').fires).toBe(false)
    const g = atWar()
    g.do({ kind: 'correctSupply', power: 'usa', row: 'lstars', value: 2, reason: 'test' })
    expect(warlordFirstStrike(g.state, 'usa', 'India').fires).toBe(true)
    g.do({ kind: 'correctSupply', power: 'usa', row: 'lstars', value: 3, reason: 'test' })
    expect(warlordFirstStrike(g.state, 'usa', 'India')).toMatchObject({ fires: false, nukes: 2 })
    expect(refusal(g.state, strike()).code).toBe('no-warlord-strike')
    // Outnumbered, it holds its nukes and the battle goes on.
    expect(decide(g.state, attack({ zone: 'India', attacking: { armies: 2, navies: 0 }, attackerDice: [1, 1], defenderDice: [1, 1, 1] })).ok).toBe(true)
  })

  it('the strike destroys the territory as a nuclear strike does: forces, every card there, a mushroom cloud', () => {
    const g = atWar()
    g.do(strike({ armies: 2 }))
    const s = g.state
    expect(zoneOf(s, 'India')).toMatchObject({ nukes: 0, lstars: 2, armies: 3 })
    expect(s.powers.usa!.forces.armies).toBe(4)
    expect(s.powers.usa!.companies.map((c) => c.id)).toEqual(['usa-2', 'usa-3', 'usa-4', 'usa-6'])
    expect(s.war!.nuked).toEqual(['Midwest U.S.A.'])
    expect(s.war!.record.usa).toMatchObject({ territoriesLostToNukes: 1 })
    expect(s.war!.lastHomeLoss).toEqual({ usa: { how: 'nuked' } })
    // No counterattack and no attack used: the battle follows.
    expect(s.play!.attackMade ?? null).toBeNull()
    g.do(attack({ zone: 'India', attacking: { armies: 2, navies: 0 }, attackerDice: [1], defenderDice: [1, 1, 1, 1] }))
    expect(zoneOf(g.state, 'India').attackedInCycle).toBe(2)
  })

  it('reading: the attacker\'s L-stars screen the nukes as a defender\'s (1 to 5 hits); every nuke stopped saves the territory', () => {
    const g = atWar()
    g.do({ kind: 'correctSupply', power: 'usa', row: 'lstars', value: 2, reason: 'test' })
    g.do(strike({ lstarDice: [1, 5], armies: 2 }))
    expect(g.state.war!.nuked).toEqual([])
    expect(g.state.powers.usa!.forces.armies).toBe(6)
    expect(zoneOf(g.state, 'India').nukes).toBe(0)
    const miss = atWar()
    miss.do({ kind: 'correctSupply', power: 'usa', row: 'lstars', value: 2, reason: 'test' })
    miss.do(strike({ lstarDice: [1, 6] }))
    expect(miss.state.war!.nuked).toEqual(['Midwest U.S.A.'])
    expect(refusal(miss.state, strike()).code).toBe('no-warlord-strike')
  })

  it('a tie: the Marshall\'s die, face n the n-th territory, a higher face rolled again', () => {
    expect(TARGET_DIE).toEqual({ min: 1, max: 6 })
    const g = atWar()
    g.do({ kind: 'addCompany', power: 'usa', reason: 'test', company: { name: 'Tie Grain', territory: 'Western U.S.A.', resource: 'grain', units: 3, origin: 'usa' } })
    const s = g.state
    expect(warlordFirstStrike(s, 'usa', 'India').candidates).toEqual(['Midwest U.S.A.', 'Western U.S.A.'])
    expect(refusal(s, strike()).code).toBe('bad-dice')
    expect(refusal(s, strike({ die: 3 })).code).toBe('roll-again')
    const wrong = refusal(s, strike({ die: 2 }))
    expect(wrong.code).toBe('bad-target')
    expect(wrong.remedies?.[0]?.command).toEqual(strike({ die: 2, target: 'Western U.S.A.' }))
    g.do(strike({ die: 2, target: 'Western U.S.A.' }))
    expect(g.state.war!.nuked).toEqual(['Western U.S.A.'])
  })

  it('production counts the attacker\'s open cards only', () => {
    const usa = base.powers.usa!
    const closed: GameState = { ...base, powers: { ...base.powers, usa: { ...usa, companies: usa.companies.map((c) => (c.id === 'usa-1' ? { ...c, isOpen: false } : c)) } } }
    expect(warlordFirstStrike(closed, 'usa', 'India')).toMatchObject({ candidates: ['Eastern U.S.A.'], production: { 'Midwest U.S.A.': 3, 'Eastern U.S.A.': 4 } })
  })

  it('Nuclear Roulette: the 13th territory destroyed needs the Marshall\'s die for the warlord; a 6 is Coup Final', () => {
    const nuked = ['Greenland', 'Sahara', 'Egypt', 'Poland', 'Greece', 'Romania', 'Turkey', 'Iraq', 'Iran', 'Arabia', 'Pakistan', 'Burma']
    const late: GameState = { ...base, war: { ...base.war!, nuked } }
    expect(refusal(late, strike()).code).toBe('roulette-die')
    expect(apply(late, strike({ rouletteDie: 5 })).war!.isCoupFinal).toBe(false)
    expect(apply(late, strike({ rouletteDie: 6 })).war!.isCoupFinal).toBe(true)
  })

  it('refusals: a target not qualified, a die with one target, too many L-star dice, out of turn', () => {
    expect(refusal(base, strike({ target: 'Alaska' })).code).toBe('bad-target')
    expect(refusal(base, strike({ die: 1 })).code).toBe('bad-dice')
    expect(refusal(base, strike({ lstarDice: [1] })).code).toBe('dice-count')
    expect(refusal(base, strike({ attacker: 'ussr' })).code).toBe('not-your-turn')
    expect(refusal(base, strike({ armies: 7 })).code).toBe('no-forces')
    expect(refusal(base, strike({ rouletteDie: 3 })).code).toBe('roulette-not-due')
  })
})

describe('Spoils of War: capturing a warlord\'s or pirate\'s zone', () => {
  it('the captor takes the zone and every other player\'s cards there; a territory counts for Top Brass', () => {
    const g = atWar()
    g.do(attack())
    g.do({ kind: 'captureWarlordZone', attacker: 'usa', zone: 'Greenland' })
    const s = g.state
    expect(zoneOf(s, 'Greenland')).toMatchObject({ armies: 0, occupiedBy: 'usa' })
    expect(s.powers.ussr!.companies.some((c) => c.territory === 'Greenland')).toBe(false)
    expect(s.powers.usa!.companies.at(-1)).toMatchObject({ name: 'Thule Oil', territory: 'Greenland' })
    expect(s.war!.record.usa).toMatchObject({ territoriesCaptured: 1 })
    expect(refusal(s, { kind: 'captureWarlordZone', attacker: 'ussr', zone: 'Greenland' }).code).toBe('zone-occupied')
    // The USSR's counterattack may not go at the captured zone: no warlord holds it now.
    expect(refusal(s, { ...attack(), attacker: 'ussr' }).code).toBe('zone-occupied')
    expect(refusal(s, { kind: 'reinforceWarlord', zone: 'Greenland', die: 3 }).code).toBe('zone-occupied')
  })

  it('a sea taken from a pirate moves the cards but is not a territory for Top Brass', () => {
    const g = atWar()
    g.do(attack({ zone: 'Tokyo Bay', attacking: { armies: 2, navies: 2 }, attackerDice: [6, 6], defenderDice: [1, 1] }))
    g.do({ kind: 'captureWarlordZone', attacker: 'usa', zone: 'Tokyo Bay' })
    expect(zoneOf(g.state, 'Tokyo Bay')).toMatchObject({ navies: 0, occupiedBy: 'usa' })
    expect(g.state.war!.record.usa?.territoriesCaptured ?? 0).toBe(0)
  })

  it('refusals: forces left, not attacked this turn, outside Stage 4', () => {
    expect(refusal(base, { kind: 'captureWarlordZone', attacker: 'usa', zone: 'Greenland' }).code).toBe('zone-has-forces')
    const g = atWar()
    g.do(attack())
    const later = { ...g.state, play: { ...g.state.play!, cycle: 3 } }
    expect(refusal(later, { kind: 'captureWarlordZone', attacker: 'usa', zone: 'Greenland' }).code).toBe('not-attacked')
    const stage5 = { ...g.state, play: { ...g.state.play!, stage: 5 as const } }
    expect(refusal(stage5, { kind: 'captureWarlordZone', attacker: 'usa', zone: 'Greenland' }).code).toBe('wrong-stage')
  })
})

describe('Stage 6, Building Reinforcements', () => {
  /** India attacked (not destroyed) in Cycle 2; the game at Stage 6, Phase F. */
  function atStage6() {
    const g = atWar()
    g.do({ kind: 'correctSupply', power: 'usa', row: 'lstars', value: 3, reason: 'test' })
    g.do(attack({ zone: 'India', attacking: { armies: 2, navies: 0 }, attackerDice: [1, 1], defenderDice: [1, 1, 1] }))
    g.do({ kind: 'endTurn', power: 'usa' })
    playTo(g, { cycle: 2, stage: 6, bidders: ['usa'] })
    return g
  }

  it('"Roll one die once, then place that number of armies": only the turn it was attacked, once', () => {
    expect(REINFORCEMENT_DIE).toEqual({ min: 1, max: 6 })
    const g = atStage6()
    expect(refusal(g.state, { kind: 'reinforceWarlord', zone: 'India', die: 7 }).code).toBe('bad-dice')
    g.do({ kind: 'reinforceWarlord', zone: 'India', die: 4 })
    expect(zoneOf(g.state, 'India')).toMatchObject({ armies: 7, reinforcedInCycle: 2 })
    expect(refusal(g.state, { kind: 'reinforceWarlord', zone: 'India', die: 2 }).code).toBe('reinforced')
    expect(refusal(g.state, { kind: 'reinforceWarlord', zone: 'Arabian Sea', die: 2 }).code).toBe('not-attacked')
  })

  it('only in Stage 6', () => {
    const g = atWar()
    g.do({ kind: 'correctSupply', power: 'usa', row: 'lstars', value: 3, reason: 'test' })
    g.do(attack({ zone: 'India', attacking: { armies: 2, navies: 0 }, attackerDice: [1, 1], defenderDice: [1, 1, 1] }))
    expect(refusal(g.state, { kind: 'reinforceWarlord', zone: 'India', die: 2 }).code).toBe('wrong-stage')
  })
})

describe('a bookkeeping game: no turns to check', () => {
  it('the attack, the capture and the reinforcement are the table\'s word on the turn', () => {
    const start = { ...standardStart(['usa', 'ussr']), ruleset: { economy: 'price-index' as const, sequence: 'bookkeeping' as const, modules: WL } }
    let s = foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start))]).state
    s = apply(s, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) })
    s = apply(s, { kind: 'correctForces', power: 'usa', armies: 7, navies: 0, reason: 'test' })
    for (const row of ['grain', 'oil', 'minerals'] as const) if (s.powers.usa!.supplies[row] === 0) s = apply(s, { kind: 'correctSupply', power: 'usa', row, value: 3, reason: 'test' })
    s = apply(s, attack({ zone: 'India', attacking: { armies: 4, navies: 0 }, attackerDice: [3, 3], defenderDice: [1, 1] }))
    expect(zoneOf(s, 'India').armies).toBe(1)
    expect(zoneOf(s, 'India').attackedInCycle).toBeUndefined()
    s = apply(s, { kind: 'reinforceWarlord', zone: 'India', die: 2 })
    expect(zoneOf(s, 'India').armies).toBe(3)
  })
})

describe('property: money is never made or lost, forces never go below zero', () => {
  const money = (s: GameState) => Object.values(s.accounts).reduce((sum: number, cash) => sum + (cash ?? 0), 0)
  it('any attack on Greenland or Tokyo Bay, any dice', () => {
    const die = fc.integer({ min: 1, max: 6 })
    fc.assert(
      fc.property(fc.constantFrom('Greenland', 'Tokyo Bay'), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 2 }), fc.array(die, { minLength: 1, maxLength: 3 }), fc.array(die, { minLength: 2, maxLength: 4 }), (zone, armies, navies, a, d) => {
        const r = decide(base, attack({ zone, attacking: { armies, navies }, attackerDice: a, defenderDice: d }))
        if (!r.ok) return
        const s = apply(base, attack({ zone, attacking: { armies, navies }, attackerDice: a, defenderDice: d }))
        expect(money(s)).toBe(money(base))
        expect(s.powers.usa!.forces.armies).toBeGreaterThanOrEqual(0)
        expect(s.powers.usa!.forces.navies).toBeGreaterThanOrEqual(0)
        for (const z of s.neutral!.zones) expect([z.armies ?? 0, z.navies ?? 0].every((n) => n >= 0)).toBe(true)
      }),
      { numRuns: 60 },
    )
  })
})
