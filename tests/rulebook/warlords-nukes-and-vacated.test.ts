/**
 * Warlords and Pirates (shared/rules/expansion-warlords-and-pirates.txt): a nuclear strike on a
 * warlord's or pirate's zone and its retaliation (Stage 4, Strategic Attack), and the zones a
 * superpower captured and later vacated (Stage 6, Building Reinforcements).
 */
import { describe, expect, it } from 'vitest'
import {
  decide,
  warlordFirstStrike,
  zoneSalaryLines,
  type AttackWarlord,
  type Command,
  type GameState,
  type NukeWarlordZone,
} from '@/domain'
import { playTo } from '../support/guided'
import { noteClients, warlordsAtWar } from '../support/warlords'


/**
 * Cycle 2, Stage 4, Phase C, the USA's turn. Every zone has 3 armies or navies. India: 2 nukes,
 * 2 L-stars; Greenland: 1 L-star. USA: 6 armies, 2 navies, 3 nukes, no L-stars. The USSR holds a
 * card in Greenland, Europe one in India.
 */
function atWar() {
  const g = warlordsAtWar()
  g.do({ kind: 'correctSupply', power: 'usa', row: 'nukes', value: 3, reason: 'test' })
  g.do({ kind: 'addCompany', power: 'europe', reason: 'test', company: { name: 'Deccan Grain', territory: 'India', resource: 'grain', units: 3, origin: 'independent' } })
  return g
}
const base = atWar().state
const zoneOf = (s: GameState, zone: string) => s.neutral!.zones.find((z) => z.zone === zone)!
const nuke = (over: Partial<NukeWarlordZone> = {}): NukeWarlordZone => ({ kind: 'nukeWarlordZone', attacker: 'usa', zone: 'India', nukes: 2, lstarDice: [6, 6], ...over })
const attack = (over: Partial<AttackWarlord> = {}): AttackWarlord => ({
  kind: 'attackWarlord',
  attacker: 'usa',
  zone: 'Greenland',
  attacking: { armies: 4, navies: 0 },
  attackerDice: [6, 6],
  defenderDice: [3, 3, 1],
  ...over,
})
const refusal = (s: GameState, cmd: Command) => {
  const r = decide(s, cmd)
  if (r.ok) throw new Error(`accepted: ${cmd.kind}`)
  return r.refusal
}
const holds = (s: GameState, power: 'usa' | 'ussr' | 'europe', name: string) => s.powers[power]!.companies.some((c) => c.name === name)

describe('Stage 4, Strategic Attack on a warlord or pirate', () => {
  it('a nuke through "destroys everything within that territory": its armies, every card there, a mushroom cloud; Top Brass counts the nukes fired', () => {
    const g = atWar()
    g.do(nuke())
    const s = g.state
    expect(zoneOf(s, 'India')).toMatchObject({ armies: 0, tanks: 0, attackedInCycle: 2, retaliationDue: 'usa' })
    // Its nukes and L-stars are in the supply center, not on the board: it keeps them to retaliate.
    expect(zoneOf(s, 'India')).toMatchObject({ nukes: 2, lstars: 2 })
    expect(s.powers.usa!.supplies.nukes).toBe(1)
    expect(holds(s, 'europe', 'Deccan Grain')).toBe(false)
    expect(s.war!.nuked).toContain('India')
    expect(s.war!.record.usa).toMatchObject({ nukesFired: 2 })
    // The turn's attack; Europe had a card in India: "those players may counterattack".
    expect(s.play).toMatchObject({ attackMade: 'usa', counterattacks: ['europe'] })
  })

  it('"Warlords and pirates may use their L-stars for defense": one die per L-star, 1 to 5 destroys a nuke', () => {
    const g = atWar()
    g.do(nuke({ lstarDice: [5, 1] }))
    const s = g.state
    expect(zoneOf(s, 'India')).toMatchObject({ armies: 3, attackedInCycle: 2, retaliationDue: 'usa' })
    expect(holds(s, 'europe', 'Deccan Grain')).toBe(true)
    expect(s.war!.nuked).not.toContain('India')
    expect(s.powers.usa!.supplies.nukes).toBe(1)
    // One 6 lets the second nuke through.
    expect(decide(base, nuke({ lstarDice: [5, 6] })).ok).toBe(true)
    expect(refusal(base, nuke({ lstarDice: [1, 1, 1] })).code).toBe('dice-count')
    expect(refusal(base, nuke({ lstarDice: [0] })).code).toBe('bad-dice')
  })

  it('"they always retaliate with all of their nukes": the strike is due before the attacker fights on or ends its turn', () => {
    const g = atWar()
    g.do(nuke())
    const strike = warlordFirstStrike(g.state, 'usa', 'India')
    expect(strike).toMatchObject({ fires: true, retaliation: true, nukes: 2, candidates: ['Midwest U.S.A.'] })
    expect(strike.reason).toContain('retaliates with all 2 nukes')
    const due = refusal(g.state, { kind: 'endTurn', power: 'usa' })
    expect(due.code).toBe('retaliation-due')
    expect(due.remedies?.[0]?.command).toEqual({ kind: 'warlordStrike', attacker: 'usa', zone: 'India', target: 'Midwest U.S.A.', lstarDice: [] })
    expect(refusal(g.state, nuke({ zone: 'Greenland', nukes: 1, lstarDice: [] })).code).toBe('retaliation-due')
    expect(refusal(g.state, attack()).code).toBe('retaliation-due')
    expect(refusal(g.state, { kind: 'captureWarlordZone', attacker: 'usa', zone: 'India' }).code).toBe('retaliation-due')
    expect(refusal(g.state, { kind: 'passTurn', power: 'usa' }).code).toBe('retaliation-due')
    // The basic battles too (the guard reads only who acts): a strike at Siberia, a battle.
    expect(refusal(g.state, { kind: 'nuclearStrike', attacker: 'usa', defender: 'unoccupied', targets: [{ zone: 'Siberia', isSea: false }], defenderLstarDice: [] }).code).toBe('retaliation-due')
    expect(refusal(g.state, { kind: 'fightBattle', attacker: 'usa' } as unknown as Command).code).toBe('retaliation-due')
    // Europe's counterattack is not held up by the USA's debt to the warlord.
    expect(decide(g.state, { kind: 'declineCounterattack', power: 'europe' }).ok).toBe(true)
    // The retaliation is taken although the USA has made its attack this turn.
    g.do({ kind: 'warlordStrike', attacker: 'usa', zone: 'India', target: 'Midwest U.S.A.', lstarDice: [] })
    expect(zoneOf(g.state, 'India').nukes).toBe(0)
    expect(zoneOf(g.state, 'India').retaliationDue).toBeUndefined()
    expect(g.state.war!.nuked).toEqual(['India', 'Midwest U.S.A.'])
    expect(decide(g.state, { kind: 'declineCounterattack', power: 'europe' }).ok).toBe(true)
  })

  it('a retaliation that can no longer fire (the attacker now outnumbers it in L-stars) holds nothing up', () => {
    const g = atWar()
    g.do(nuke())
    g.do({ kind: 'declineCounterattack', power: 'europe' })
    expect(refusal(g.state, { kind: 'endTurn', power: 'usa' }).code).toBe('retaliation-due')
    g.do({ kind: 'correctSupply', power: 'usa', row: 'lstars', value: 3, reason: 'counted again' })
    expect(zoneOf(g.state, 'India').retaliationDue).toBe('usa')
    expect(decide(g.state, { kind: 'endTurn', power: 'usa' }).ok).toBe(true)
  })

  it('"do not fire nukes if they are outnumbered by L-stars", and a zone with no nukes has nothing to fire', () => {
    const g = atWar()
    g.do({ kind: 'correctSupply', power: 'usa', row: 'lstars', value: 3, reason: 'test' })
    g.do(nuke())
    expect(zoneOf(g.state, 'India').retaliationDue).toBeUndefined()
    expect(warlordFirstStrike(g.state, 'usa', 'India').fires).toBe(false)
    const h = atWar()
    h.do(nuke({ zone: 'Greenland', nukes: 1, lstarDice: [6] }))
    expect(zoneOf(h.state, 'Greenland').retaliationDue).toBeUndefined()
    expect(h.state.play).toMatchObject({ counterattacks: ['ussr'] })
    expect(holds(h.state, 'ussr', 'Thule Oil')).toBe(false)
  })

  it('a nuked territory is out of play: no second strike, no attack, no capture', () => {
    const g = atWar()
    g.do({ kind: 'correctSupply', power: 'usa', row: 'lstars', value: 3, reason: 'test' })
    g.do(nuke())
    const s = g.state
    // As if it were the USA's attack still to make (Europe's counterattack aside).
    const again = { ...s, play: { ...s.play!, attackMade: null, counterattacks: [] } }
    expect(refusal(again, nuke({ nukes: 1, lstarDice: [] })).code).toBe('out-of-play')
    expect(refusal(again, attack({ zone: 'India' })).code).toBe('out-of-play')
    expect(refusal(s, { kind: 'captureWarlordZone', attacker: 'usa', zone: 'India' }).code).toBe('out-of-play')
    // Attacked this turn, but nothing is built under a mushroom cloud.
    g.do({ kind: 'declineCounterattack', power: 'europe' })
    g.do({ kind: 'endTurn', power: 'usa' })
    playTo(g, { cycle: 2, stage: 6, bidders: ['usa'] })
    expect(refusal(g.state, { kind: 'reinforceWarlord', zone: 'India', die: 3 }).code).toBe('out-of-play')
  })

  it('a pirate\'s sea: its navies are destroyed, no mushroom cloud (seas are not territories), and the sea may be taken', () => {
    const g = atWar()
    g.do(nuke({ zone: 'Tokyo Bay', nukes: 1, lstarDice: [] }))
    expect(zoneOf(g.state, 'Tokyo Bay')).toMatchObject({ navies: 0, attackedInCycle: 2 })
    expect(g.state.war!.nuked).toEqual([])
    g.do({ kind: 'captureWarlordZone', attacker: 'usa', zone: 'Tokyo Bay' })
    expect(zoneOf(g.state, 'Tokyo Bay').occupiedBy).toBe('usa')
  })

  it('refusals change nothing and say why: no nukes, too many, out of turn, a captured zone, not a zone', () => {
    expect(refusal(base, nuke({ nukes: 0 })).code).toBe('no-targets')
    expect(refusal(base, nuke({ nukes: 4 })).code).toBe('no-nukes')
    expect(refusal(base, nuke({ attacker: 'ussr' })).code).toBe('not-your-turn')
    expect(refusal(base, nuke({ zone: 'Midwest U.S.A.' })).code).toBe('bad-zone')
    expect(refusal(base, nuke({ rouletteDie: 3 })).code).toBe('roulette-not-due')
    const g = atWar()
    g.do(attack())
    g.do({ kind: 'captureWarlordZone', attacker: 'usa', zone: 'Greenland' })
    expect(refusal(g.state, nuke({ attacker: 'ussr', zone: 'Greenland', nukes: 1, lstarDice: [] })).code).toBe('zone-occupied')
  })
})

describe('Occupied zones: "a territory or sea occupied by a superpower" is held by no warlord', () => {
  // The USA took Greenland (and the USSR's Thule Oil) in Cycle 2's Stage 4.
  const g0 = atWar()
  g0.do(attack())
  g0.do({ kind: 'captureWarlordZone', attacker: 'usa', zone: 'Greenland' })
  const s = g0.state
  const atStage1 = (st: GameState): GameState => ({ ...st, play: { ...st.play!, stage: 1 as const, step: 'phase' as const } })

  it('no $100M warlord salary for a card there, no bid for it, no payment for it', () => {
    expect(zoneSalaryLines(base, 'ussr')).toHaveLength(1)
    expect(holds(s, 'usa', 'Thule Oil')).toBe(true)
    expect(zoneSalaryLines(s, 'usa')).toEqual([])
    const card = s.powers.usa!.companies.find((c) => c.name === 'Thule Oil')!
    expect(refusal(atStage1(s), { kind: 'bidForNeutralCard', power: 'europe', companyId: card.id, amount: 150 }).code).toBe('not-in-warlord-zone')
  })

  it('no blockade by a pirate whose sea is occupied', () => {
    const g = atWar()
    g.do(attack({ zone: 'Tokyo Bay', attacking: { armies: 2, navies: 2 }, attackerDice: [6, 6], defenderDice: [1, 1] }))
    g.do({ kind: 'captureWarlordZone', attacker: 'usa', zone: 'Tokyo Bay' })
    g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: { name: 'Kanto Minerals', territory: 'Kanto', resource: 'minerals', units: 2, origin: 'independent' } })
    const blockade: Command = { kind: 'payBlockadeFee', payer: 'europe', zone: 'Tokyo Bay', territory: 'Kanto', die: 2 }
    expect(refusal(atStage1(g.state), blockade).code).toBe('not-a-pirate')
    expect(decide(atStage1(g.state), { ...blockade, zone: 'Java Sea' }).ok).toBe(true)
  })

  it('no sales to it, and no reinforcement while occupied', () => {
    const g = atWar()
    g.do(attack())
    g.do({ kind: 'captureWarlordZone', attacker: 'usa', zone: 'Greenland' })
    g.do({ kind: 'declineCounterattack', power: 'ussr' })
    g.do({ kind: 'endTurn', power: 'usa' })
    playTo(g, { cycle: 2, stage: 6, bidders: ['usa'] })
    noteClients(g, ['ussr', 'India', 'nukes', 1])
    g.do({ kind: 'passTurn', power: 'usa' })
    expect(refusal(g.state, { kind: 'sellToWarlord', power: 'ussr', zone: 'Greenland', weapon: 'nukes', count: 1 }).code).toBe('zone-occupied')
    expect(refusal(g.state, { kind: 'buyFromWarlord', power: 'ussr', zone: 'Greenland', weapon: 'lstars', count: 1, price: 4000 }).code).toBe('zone-occupied')
    expect(decide(g.state, { kind: 'sellToWarlord', power: 'ussr', zone: 'India', weapon: 'nukes', count: 1 }).ok).toBe(true)
    expect(refusal(g.state, { kind: 'reinforceWarlord', zone: 'Greenland', die: 3 }).code).toBe('zone-occupied')
  })
})

describe('Vacated zones: "If these zones are later vacated by the superpower, then they may build armies and navies there"', () => {
  /** The USA took Greenland in Cycle 2's Stage 4; the game at Stage 5, Phase C. */
  function atStage5() {
    const g = atWar()
    g.do(attack())
    g.do({ kind: 'captureWarlordZone', attacker: 'usa', zone: 'Greenland' })
    g.do({ kind: 'declineCounterattack', power: 'ussr' })
    g.do({ kind: 'endTurn', power: 'usa' })
    playTo(g, { cycle: 2, stage: 5, bidders: ['usa'] })
    return g
  }

  it('the occupier leaves in Stage 5; the warlord rolls its die in that turn\'s Stage 6; salaries are due again', () => {
    const g = atStage5()
    g.do({ kind: 'vacateWarlordZone', power: 'usa', zone: 'Greenland' })
    expect(zoneOf(g.state, 'Greenland').occupiedBy).toBeUndefined()
    expect(zoneOf(g.state, 'Greenland').vacatedInCycle).toBe(2)
    expect(zoneSalaryLines(g.state, 'usa')).toHaveLength(1)
    playTo(g, { cycle: 2, stage: 6, bidders: ['usa'] })
    // Vacated this turn is enough, whenever it was last attacked.
    const zones = g.state.neutral!.zones.map((z) => (z.zone === 'Greenland' ? { ...z, attackedInCycle: 1 } : z))
    expect(decide({ ...g.state, neutral: { ...g.state.neutral!, zones } }, { kind: 'reinforceWarlord', zone: 'Greenland', die: 4 }).ok).toBe(true)
    g.do({ kind: 'reinforceWarlord', zone: 'Greenland', die: 4 })
    expect(zoneOf(g.state, 'Greenland').armies).toBe(4)
  })

  it('refusals: not the occupier, a zone no one occupies, outside Stage 5', () => {
    const g = atStage5()
    expect(refusal(g.state, { kind: 'vacateWarlordZone', power: 'ussr', zone: 'Greenland' }).code).toBe('not-occupier')
    expect(refusal(g.state, { kind: 'vacateWarlordZone', power: 'usa', zone: 'India' }).code).toBe('not-occupier')
    expect(refusal(g.state, { kind: 'vacateWarlordZone', power: 'usa', zone: 'Atlantis' }).code).toBe('bad-zone')
    const stage4 = { ...g.state, play: { ...g.state.play!, stage: 4 as const } }
    expect(refusal(stage4, { kind: 'vacateWarlordZone', power: 'usa', zone: 'Greenland' }).code).toBe('wrong-stage')
  })

  it('a zone left in an earlier turn waits for its next attack to rebuild', () => {
    const g = atStage5()
    g.do({ kind: 'vacateWarlordZone', power: 'usa', zone: 'Greenland' })
    playTo(g, { cycle: 2, stage: 6, bidders: ['usa'] })
    const later = { ...g.state, play: { ...g.state.play!, cycle: 3 } }
    expect(refusal(later, { kind: 'reinforceWarlord', zone: 'Greenland', die: 4 }).code).toBe('not-attacked')
  })
})
