import { describe, expect, it } from 'vitest'
import { aimDice, assignScreen, decide, evolve, rouletteDue, rouletteRolls, totalMoney, type GameState, type LstarClash, type NuclearStrike, type PowerId, type SpaceBlast, type SupplyRow } from '@/domain'
import { guidedGame, playTo } from '../support/guided'
import { apply } from '../support/games'
import { decideUnder } from '@/domain/editions'

type Guided = ReturnType<typeof guidedGame>

const strike = (over: Partial<NuclearStrike> = {}): NuclearStrike => ({
  kind: 'nuclearStrike',
  attacker: 'usa',
  defender: 'ussr',
  targets: [{ zone: 'Kazakh', isSea: false, armies: 2, companyIds: ['ussr-2'] }],
  defenderLstarDice: [],
  ...over,
})

function set(g: Guided, power: PowerId, row: SupplyRow, value: number): void {
  g.do({ kind: 'correctSupply', power, row, value, reason: 'test' })
}

/** Cycle 2, Stage 4, Phase C, the USA's turn, with nukes and L-stars on the meters. */
function atWar(weapons: Partial<Record<PowerId, { nukes?: number; lstars?: number }>> = { usa: { nukes: 3 } }): Guided {
  const g = guidedGame(['usa', 'ussr', 'europe'])
  playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
  for (const [id, w] of Object.entries(weapons) as [PowerId, { nukes?: number; lstars?: number }][]) {
    if (w.nukes !== undefined) set(g, id, 'nukes', w.nukes)
    if (w.lstars !== undefined) set(g, id, 'lstars', w.lstars)
  }
  return g
}

/** The war state with `count` territories already under mushroom clouds (a folded war slice patch). */
function withNuked(state: GameState, count: number): GameState {
  const nuked = Array.from({ length: count }, (_, i) => `Wasteland ${i + 1}`)
  return evolve(state, { type: 'slicePatched', slice: 'war', from: { nuked: state.war!.nuked }, to: { nuked } })
}

const at = (zone: string) => ({ zone, isSea: false })

describe('Rulebook: the strategic battle drill', () => {
  it('Step D example: two L-stars against three nukes, rolls 4 and 6: one destroyed, two targets hit', () => {
    const g = atWar({ usa: { nukes: 3 }, ussr: { lstars: 2 } })
    const before = g.state.powers.ussr!
    g.do(strike({ targets: [{ ...at('Kazakh'), armies: 2, companyIds: ['ussr-2'] }, { ...at('Kola'), armies: 1, companyIds: ['ussr-3'] }, at('Siberia')], defenderLstarDice: [4, 6] }))
    // Die 1 (a 4) stops the nuke at Kazakh; die 2 (a 6) misses Kola; no die for Siberia.
    expect(g.state.powers.usa?.supplies.nukes).toBe(0)
    expect(g.state.war?.nuked).toEqual(['Kola', 'Siberia'])
    expect(g.state.powers.ussr?.forces.armies).toBe(before.forces.armies - 1)
    expect(g.state.powers.ussr?.companies.map((c) => c.id)).toEqual(before.companies.map((c) => c.id).filter((id) => id !== 'ussr-3'))
    expect(g.state.powers.ussr?.supplies.lstars).toBe(2) // "L-stars remain in play after they are used"
    expect(g.state.war?.record.usa?.nukesFired).toBe(3)
    expect(g.state.war?.record.ussr?.territoriesLostToNukes).toBe(2)
    expect(g.state.play?.counterattacks).toEqual(['ussr']) // Step E
    expect(totalMoney(g.state)).toBe(0)
  })

  it('Step D: the dice are aimed as assignScreen aims the L-stars', () => {
    expect(aimDice(3, 2, 0).defender).toEqual([0, 1])
    expect(aimDice(2, 5, 0).defender).toEqual([0, 1, 0, 1, 0])
    const aim = aimDice(3, 2, 2)
    expect(aim.champions).toEqual([2, 2]) // the unscreened third nuke stays the likeliest through
    const counts = [0, 1, 2].map((i) => aim.champions.filter((n) => n === i).length)
    expect(counts).toEqual(assignScreen(3, 2, 2).map((s) => s.championLstars))
  })

  it('Champions Roll: a champion L-star stops a nuke on 1 to 3, not on 4', () => {
    const g = atWar({ usa: { nukes: 2 }, europe: { lstars: 2 } })
    g.do(strike({ targets: [at('Kazakh'), at('Kola')], champions: [{ power: 'europe', dice: [3, 4] }] }))
    // Europe's first die goes to Kazakh (3: stopped), its second to Kola (4: a miss).
    expect(g.state.war?.nuked).toEqual(['Kola'])
    expect(g.state.powers.europe?.supplies.lstars).toBe(2)
    expect(g.state.play?.counterattacks).toEqual(['ussr']) // "Champions may not counterattack."
    expect(g.refuse(strike({ attacker: 'europe' })).code).toBe('not-your-turn') // champions need no turn; firing does
  })

  it('How to Use Strategic Forces: a nuked territory is out of play; a sea stays in play', () => {
    const g = atWar({ usa: { nukes: 3 } })
    g.do(strike({ targets: [at('Kazakh'), { zone: 'North Sea', isSea: true }] }))
    expect(g.state.war?.nuked).toEqual(['Kazakh'])
    // One attack per turn: USSR declines its counterattack, and the USA (alone in sequence) attacks again.
    g.do({ kind: 'declineCounterattack', power: 'ussr' })
    expect(g.refuse(strike({ targets: [at('kazakh ')] })).code).toBe('out-of-play')
    expect(decide(g.state, strike({ targets: [{ zone: 'North Sea', isSea: true }] })).ok).toBe(true)
    expect(decide(g.state, strike({ defender: 'unoccupied', targets: [at('Greenland')] })).ok).toBe(true)
    expect(g.refuse(strike({ defender: 'unoccupied', targets: [{ ...at('Greenland'), armies: 1 }] })).code).toBe('unoccupied')
  })

  it('Step C: more nukes than the meter holds, an off-die face, more L-star dice than L-stars, or a champion\'s wrong dice count is refused', () => {
    const g = atWar({ usa: { nukes: 1 }, ussr: { lstars: 1 } })
    expect(g.refuse(strike({ targets: [at('Kazakh'), at('Kola')] })).message).toBe('USA has 1 nuke on its meter and cannot fire 2.')
    expect(g.refuse(strike({ defenderLstarDice: [7] })).code).toBe('bad-dice')
    expect(g.refuse(strike({ defenderLstarDice: [1, 2] })).message).toContain('USSR has 1 L-star')
    expect(g.refuse(strike({ champions: [{ power: 'europe', dice: [1] }] })).code).toBe('dice-count')
  })

  it('Order of Play: no nuclear strike in the first cycle', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'correctSupply', power: 'usa', row: 'nukes', value: 1, reason: 'test' })
    expect(g.refuse(strike()).code).toBe('first-cycle')
  })

  it('Step D: "Everything within that territory is destroyed including armies and/or companies": other powers\' cards there too', () => {
    const g = atWar({ usa: { nukes: 3 } })
    const before = g.state
    const europeCard = before.powers.europe!.companies[0]!.id
    const usaCard = before.powers.usa!.companies[1]!.id
    g.do(strike({ targets: [{ ...at('Kazakh'), armies: 1, companyIds: ['ussr-2'], otherCards: [{ power: 'europe', companyIds: [europeCard] }, { power: 'usa', companyIds: [usaCard] }] }] }))
    expect(g.state.powers.ussr?.companies.map((c) => c.id)).not.toContain('ussr-2')
    expect(g.state.powers.europe?.companies.map((c) => c.id)).toEqual(before.powers.europe!.companies.map((c) => c.id).filter((id) => id !== europeCard))
    // Whoever holds them: the firing power's own card in the zone goes too.
    expect(g.state.powers.usa?.companies.map((c) => c.id)).not.toContain(usaCard)
  })

  it('Step D: a nuke at an unoccupied territory destroys the cards any power holds there', () => {
    const g = atWar({ usa: { nukes: 3 } })
    const card = g.state.powers.europe!.companies[0]!.id
    g.do(strike({ defender: 'unoccupied', targets: [{ ...at('Greenland'), otherCards: [{ power: 'europe', companyIds: [card] }] }] }))
    expect(g.state.powers.europe?.companies.map((c) => c.id)).not.toContain(card)
    expect(g.state.war?.nuked).toEqual(['Greenland'])
  })

  it('other powers\' cards must be held by them, named once, and the defender\'s go with its forces', () => {
    const g = atWar({ usa: { nukes: 3 } })
    const card = g.state.powers.europe!.companies[0]!.id
    expect(g.refuse(strike({ targets: [{ ...at('Kazakh'), otherCards: [{ power: 'europe', companyIds: ['ussr-2'] }] }] })).code).toBe('unknown-company')
    expect(g.refuse(strike({ targets: [{ ...at('Kazakh'), otherCards: [{ power: 'ussr', companyIds: ['ussr-2'] }] }] })).code).toBe('bad-target')
    expect(g.refuse(strike({ targets: [{ ...at('Kazakh'), otherCards: [{ power: 'europe', companyIds: [card] }] }, { ...at('Kola'), otherCards: [{ power: 'europe', companyIds: [card] }] }] })).code).toBe('bad-target')
  })

  it('Step D: "The defender must decide which nukes he will attempt to destroy": his dice go where he aims them', () => {
    const g = atWar({ usa: { nukes: 3 }, ussr: { lstars: 2 } })
    // Aimed at Siberia (nuke 3) and Kazakh (nuke 1): the 4 stops Siberia, the 6 misses Kazakh, Kola is not screened.
    g.do(strike({ targets: [at('Kazakh'), at('Kola'), at('Siberia')], defenderLstarDice: [4, 6], defenderAim: [2, 0] }))
    expect(g.state.war?.nuked).toEqual(['Kazakh', 'Kola'])
  })

  it('Step D: each champion aims its own dice at the nukes it chooses', () => {
    const g = atWar({ usa: { nukes: 2 }, europe: { lstars: 1 } })
    g.do(strike({ targets: [at('Kazakh'), at('Kola')], champions: [{ power: 'europe', dice: [2], aim: [1] }] }))
    expect(g.state.war?.nuked).toEqual(['Kazakh'])
  })

  it('Step D: an aim names one nuke of this strike for each die, or it is refused', () => {
    const g = atWar({ usa: { nukes: 3 }, ussr: { lstars: 2 }, europe: { lstars: 1 } })
    const targets = [at('Kazakh'), at('Kola')]
    expect(g.refuse(strike({ targets, defenderLstarDice: [4, 6], defenderAim: [0] })).code).toBe('bad-aim')
    expect(g.refuse(strike({ targets, defenderLstarDice: [4, 6], defenderAim: [0, 2] })).code).toBe('bad-aim')
    expect(g.refuse(strike({ targets, champions: [{ power: 'europe', dice: [1], aim: [-1] }] })).code).toBe('bad-aim')
  })

  it('Step D: without an aim the dice go as they always did (old games replay as stored)', () => {
    const g = atWar({ usa: { nukes: 3 }, ussr: { lstars: 2 } })
    g.do(strike({ targets: [at('Kazakh'), at('Kola'), at('Siberia')], defenderLstarDice: [4, 6] }))
    expect(g.state.war?.nuked).toEqual(['Kola', 'Siberia'])
  })
})

describe('Rulebook: Coup Final – Nuclear Roulette', () => {
  const twelve = () => withNuked(atWar({ usa: { nukes: 6 } }).state, 12)

  it('13th territory: the firing power rolls; a 6 ends the game, a 5 does not', () => {
    const state = twelve()
    expect(rouletteDue(state.war, 1)).toEqual({ kind: 'roll', territories: 13, endsOn: 6, chance: 1 / 6 })
    expect(decide(state, strike()).ok || 'refused').toBe('refused')
    expect(apply(state, strike({ rouletteDie: 5 })).war?.isCoupFinal).toBe(false)
    const over = apply(state, strike({ rouletteDie: 6 }))
    expect(over.war?.isCoupFinal).toBe(true)
    expect(over.war?.nuked).toHaveLength(13)
    expect(decide(over, { kind: 'lstarClash', attacker: 'usa', defender: 'ussr', attackerDie: 1, defenderDie: 2 }).ok || 'refused').toBe('refused')
  })

  it('the table: 14th 5-6, 15th 4-6, 16th 3-6, 17th 2-6; 18th Coup Final without a roll', () => {
    const g = atWar({ usa: { nukes: 1 } })
    expect([14, 15, 16, 17].map((n) => rouletteDue(withNuked(g.state, n - 1).war, 1))).toMatchObject([{ endsOn: 5 }, { endsOn: 4 }, { endsOn: 3 }, { endsOn: 2 }])
    const seventeen = withNuked(g.state, 17)
    expect(rouletteDue(seventeen.war, 1)).toEqual({ kind: 'coupFinal', territories: 18 })
    expect(decide(seventeen, strike({ rouletteDie: 1 })).ok || 'refused').toBe('refused')
    expect(apply(seventeen, strike()).war?.isCoupFinal).toBe(true)
    expect(rouletteDue(withNuked(g.state, 11).war, 1).kind).toBe('none')
  })

  it('reading "perTerritory" (the default): a cluster past the 12th rolls once per territory, in order, until a die ends the game', () => {
    const state = twelve()
    const three = [at('Kazakh'), at('Kola'), at('Siberia')]
    // 13th: a 6 ends it; 14th: 5 or 6; 15th: 4, 5 or 6.
    expect(rouletteRolls(state.war, 3).rolls.map((r) => r.endsOn)).toEqual([6, 5, 4])
    expect(apply(state, strike({ targets: three, rouletteDice: [5, 4, 3] })).war?.isCoupFinal).toBe(false)
    expect(apply(state, strike({ targets: three, rouletteDice: [5, 5] })).war?.isCoupFinal).toBe(true)
    expect(decide(state, strike({ targets: three, rouletteDice: [5, 5, 1] })).ok || 'refused').toBe('refused')
    expect(decide(state, strike({ targets: three, rouletteDice: [5, 4] })).ok || 'refused').toBe('refused')
    expect(decide(state, strike({ targets: three, rouletteDie: 4 })).ok || 'refused').toBe('refused')
  })

  it('reading "once" (games set up before the setting): one roll for the count the cluster reaches', () => {
    const old = twelve()
    const state = { ...old, settings: { ...old.settings, nuclearRoulette: 'once' as const } }
    const three = [at('Kazakh'), at('Kola'), at('Siberia')]
    expect(apply(state, strike({ targets: three, rouletteDie: 4 })).war?.isCoupFinal).toBe(true)
    expect(decide(state, strike({ targets: three, rouletteDice: [5, 4, 3] })).ok || 'refused').toBe('refused')
  })

  it('new games take the literal reading of Nuclear Roulette', () => {
    expect(twelve().settings.nuclearRoulette).toBe('perTerritory')
  })

  it('a nuke on a sea destroys no territory and spins no roulette', () => {
    const state = twelve()
    expect(rouletteDue(state.war, 0).kind).toBe('none')
    expect(apply(state, strike({ targets: [{ zone: 'North Sea', isSea: true }] })).war?.nuked).toHaveLength(12)
  })
})

describe('Rulebook: Space Blast and L-star Clash', () => {
  const blast = (over: Partial<SpaceBlast> = {}): SpaceBlast => ({ kind: 'spaceBlast', attacker: 'usa', nukes: 2, screenDice: [], ...over })
  const clash = (over: Partial<LstarClash> = {}): LstarClash => ({ kind: 'lstarClash', attacker: 'usa', defender: 'ussr', attackerDie: 3, defenderDie: 3, ...over })

  it('Space Blast: one nuke through destroys every L-star, the attacker\'s too', () => {
    const g = atWar({ usa: { nukes: 2, lstars: 1 }, ussr: { lstars: 2 }, europe: { lstars: 1 } })
    g.do(blast({ screenDice: [{ power: 'ussr', dice: [2, 6] }, { power: 'europe', dice: [6] }] }))
    // Dice at nukes 1, 2, 1: nuke 1 stopped by the 2, nuke 2 missed by the 6.
    for (const id of ['usa', 'ussr', 'europe'] as const) expect(g.state.powers[id]?.supplies.lstars).toBe(0)
    expect(g.state.powers.usa?.supplies.nukes).toBe(0)
    expect(g.state.play?.counterattacks).toEqual(['ussr', 'europe'])
  })

  it('Space Blast: every nuke stopped leaves the L-stars in space', () => {
    const g = atWar({ usa: { nukes: 2, lstars: 1 }, ussr: { lstars: 2 } })
    g.do(blast({ screenDice: [{ power: 'ussr', dice: [5, 1] }] }))
    expect(g.state.powers.usa?.supplies.lstars).toBe(1)
    expect(g.state.powers.ussr?.supplies.lstars).toBe(2)
  })

  it('L-star Clash: high wins, a tie costs both one L-star; both need one', () => {
    const g = atWar({ usa: { lstars: 2 }, ussr: { lstars: 2 } })
    g.do(clash())
    expect([g.state.powers.usa?.supplies.lstars, g.state.powers.ussr?.supplies.lstars]).toEqual([1, 1])
    expect(apply(g.state, clash({ attacker: 'ussr', defender: 'usa', attackerDie: 2, defenderDie: 5 })).powers.ussr?.supplies.lstars).toBe(0)
    // One attack per turn: USSR declines its counterattack, and the USA (alone in sequence) attacks again.
    g.do({ kind: 'declineCounterattack', power: 'ussr' })
    expect(g.refuse(clash({ defender: 'europe' })).code).toBe('no-lstars')
    expect(g.refuse(clash({ attackerDie: 0 })).code).toBe('bad-dice')
  })
})

describe('Rulebook: Joining the Top Brass, a nuke on an unoccupied home', () => {
  it('"never lost a territory to nuclear attack": an empty home nuked is a territory its owner lost', () => {
    const g = atWar()
    g.do(strike({ defender: 'unoccupied', targets: [at('Yakutsk')] }))
    expect(g.state.war!.record.ussr?.territoriesLostToNukes).toBe(1)
    expect(g.state.war!.record.usa?.nukesFired).toBe(1)
    // An empty zone that is nobody's home is lost by no one.
    const other = atWar()
    other.do(strike({ defender: 'unoccupied', targets: [at('Greenland')] }))
    expect(Object.keys(other.state.war!.record)).toEqual(['usa'])
  })

  it('an entry of edition 3 is checked as that edition recorded it: for the attacker alone', () => {
    const g = atWar()
    const cmd = strike({ defender: 'unoccupied', targets: [at('Yakutsk')] })
    const old = decideUnder(3, g.state, cmd, [])
    if (!old?.ok) throw new Error('refused')
    const war = old.value.find((e) => e.type === 'slicePatched' && e.slice === 'war')
    expect(war && 'to' in war ? Object.keys((war.to as { record: object }).record) : []).toEqual(['usa'])
  })
})
