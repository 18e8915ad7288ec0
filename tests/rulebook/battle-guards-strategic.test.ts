/**
 * Guards and outcomes of the nuclear strike (battle/strategic.ts, strategic-common.ts): each
 * refusal is asserted whole (code, message, rule, remedies) on a real decision, with the state
 * unchanged (refusedBy), and each outcome as the events it makes.
 * Rules: Stage 4, "How to Use Strategic Forces", "Battle Drill for Strategic Forces" Steps A to E,
 * and The End of the Game, "Coup Final – Nuclear Roulette".
 */
import { describe, expect, it } from 'vitest'
import { aimDice, decide, evolve, rouletteDue, rouletteRolls, type GameState, type NuclearStrike, type PowerId, type SupplyRow } from '@/domain'
import { guidedGame, playTo } from '../support/guided'
import { apply, refusedBy } from '../support/games'
import { attackMadePatch } from '../support/battle-events'

type Guided = ReturnType<typeof guidedGame>

const strike = (over: Partial<NuclearStrike> = {}): NuclearStrike => ({
  kind: 'nuclearStrike',
  attacker: 'usa',
  defender: 'ussr',
  targets: [{ zone: 'Kazakh', isSea: false }],
  defenderLstarDice: [],
  ...over,
})
const at = (zone: string, more: object = {}) => ({ zone, isSea: false, ...more })
/** A command that is malformed on purpose (input check). */
const raw = (over: Record<string, unknown>) => ({ ...strike(), ...over })

function set(g: Guided, power: PowerId, row: SupplyRow, value: number): void {
  if (g.state.powers[power]!.supplies[row] !== value) g.do({ kind: 'correctSupply', power, row, value, reason: 'test' })
}

/** Cycle 2, Stage 4, Phase C, the USA's turn; the USA has `nukes`, the USSR 2 navies, L-stars as given. */
function atWar(nukes = 3, lstars: Partial<Record<PowerId, number>> = {}): GameState {
  const g = guidedGame(['usa', 'ussr', 'europe'])
  playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
  set(g, 'usa', 'nukes', nukes)
  for (const [id, n] of Object.entries(lstars) as [PowerId, number][]) set(g, id, 'lstars', n)
  g.do({ kind: 'correctForces', power: 'ussr', navies: 2, reason: 'test' })
  return g.state
}

function withNuked(state: GameState, count: number): GameState {
  const nuked = Array.from({ length: count }, (_, i) => `Wasteland ${i + 1}`)
  return evolve(state, { type: 'slicePatched', slice: 'war', from: { nuked: state.war!.nuked }, to: { nuked } })
}

const events = (state: GameState, cmd: NuclearStrike) => {
  const r = decide(state, cmd)
  if (!r.ok) throw new Error(r.refusal.message)
  return r.value
}

describe('nuclear strike: who fires at whom (input checks)', () => {
  const state = atWar()
  it('an unknown firing power, an unknown power struck, and a power nuking itself are refused whole', () => {
    expect(refusedBy(state, raw({ attacker: 'mars' }))).toEqual({
      code: 'unknown-power',
      message: 'Choose the superpower firing the nukes.',
      remedies: [],
    })
    expect(refusedBy(state, raw({ defender: 'mars' }))).toEqual({
      code: 'unknown-power',
      message: 'Choose the power struck, or an unoccupied zone.',
      remedies: [],
    })
    expect(refusedBy(state, strike({ defender: 'usa' }))).toEqual({
      code: 'same-power',
      message: 'A power cannot nuke itself.',
      remedies: [],
    })
  })
  it('a first strike or retaliation marked other than yes, or both, is refused', () => {
    expect(refusedBy(state, raw({ firstStrike: false }))).toEqual({
      code: 'bad-command',
      message: 'That strike is not understood: a first strike or a retaliation is marked yes or left out.',
      remedies: [],
      rule: 'Stage 4, Tactics, "First Strike"',
    })
    expect(refusedBy(state, raw({ retaliation: 'yes' }))).toEqual({
      code: 'bad-command',
      message: 'That strike is not understood: a first strike or a retaliation is marked yes or left out.',
      remedies: [],
      rule: 'Stage 4, Tactics, "First Strike"',
    })
    expect(refusedBy(state, raw({ firstStrike: true, retaliation: true }))).toEqual({
      code: 'bad-command',
      message: "A strike is either the defender's first strike or the attacker's retaliation, not both.",
      remedies: [],
      rule: 'Stage 4, Tactics, "First Strike"',
    })
  })
  it('Coup Final: after nuclear winter no strike is accepted, whatever else is wrong', () => {
    const over = evolve(state, { type: 'slicePatched', slice: 'war', from: { isCoupFinal: false }, to: { isCoupFinal: true } })
    expect(refusedBy(over, strike())).toEqual({
      code: 'game-over',
      message: 'The game is over: Coup Final, nuclear winter, everyone lost. Undo the last action to go on.',
      remedies: [],
      rule: 'Winning the Game, "Coup Final – Nuclear Roulette"',
    })
  })
  it('Step A: no targets, or targets that are not a list, are refused', () => {
    expect(refusedBy(state, strike({ targets: [] }))).toEqual({
      code: 'no-targets',
      message: 'Name a target for each nuke fired (at least one).',
      remedies: [],
      rule: '"How to Use Strategic Forces (nukes and L-stars)" and Step A (Identify Ground Zero)',
    })
    expect(refusedBy(state, raw({ targets: {} }))).toEqual({
      code: 'no-targets',
      message: 'Name a target for each nuke fired (at least one).',
      remedies: [],
      rule: '"How to Use Strategic Forces (nukes and L-stars)" and Step A (Identify Ground Zero)',
    })
  })
})

describe('nuclear strike, Step C (Launch Nukes): no more nukes than the meter holds', () => {
  it('firing 2 with 1 on the meter is refused with its remedies; with 0, "0 nukes"', () => {
    expect(refusedBy(atWar(1), strike({ targets: [at('Kazakh'), at('Kola')] }))).toEqual({
      code: 'no-nukes',
      message: 'USA has 1 nuke on its meter and cannot fire 2.',
      remedies: [
        {
          label: 'Fire fewer nukes',
        },
        {
          label: 'Build nukes in Stage 6 (once the nuke card is found)',
        },
      ],
      rule: 'Stage 4, Battle Drill for Strategic Forces, Step C (Launch Nukes)',
    })
    expect(refusedBy(atWar(0), strike())).toEqual({
      code: 'no-nukes',
      message: 'USA has 0 nukes on its meter and cannot fire 1.',
      remedies: [
        {
          label: 'Fire fewer nukes',
        },
        {
          label: 'Build nukes in Stage 6 (once the nuke card is found)',
        },
      ],
      rule: 'Stage 4, Battle Drill for Strategic Forces, Step C (Launch Nukes)',
    })
  })
  it('firing exactly the meter is accepted and empties it', () => {
    expect(events(atWar(2), strike({ targets: [at('Kazakh'), at('Kola')] }))[0]).toEqual({ type: 'supplyChanged', power: 'usa', row: 'nukes', from: 2, to: 0 })
  })
})

describe('nuclear strike, Step A (Identify Ground Zero): each target (input checks)', () => {
  const state = atWar()
  it('a zone that is empty, blank, longer than 40 letters, not a string, or without isSea is refused', () => {
    const bad = refusedBy(state, strike({ targets: [at('')] }))
    expect(bad).toEqual({
      code: 'bad-target',
      message: 'Name the territory or light-blue sea each nuke is fired at, and say whether it is a sea.',
      remedies: [],
      rule: '"How to Use Strategic Forces (nukes and L-stars)" and Step A (Identify Ground Zero)',
    })
    expect(refusedBy(state, strike({ targets: [at('   ')] }))).toEqual(bad)
    expect(refusedBy(state, strike({ targets: [at('x'.repeat(41))] }))).toEqual({ ...bad, message: 'The territory’s name is 41 characters long: keep it to at most 40 characters.' })
    expect(refusedBy(state, raw({ targets: [{ zone: 7, isSea: false }] }))).toEqual(bad)
    expect(refusedBy(state, raw({ targets: [{ zone: 'Kazakh' }] }))).toEqual(bad)
    expect(refusedBy(state, raw({ targets: [null] }))).toEqual(bad)
    expect(decide(state, strike({ defender: 'unoccupied', targets: [at('x'.repeat(40))] })).ok).toBe(true)
  })
  it('armies, navies or cards not given as whole numbers and card names are refused', () => {
    const bad = refusedBy(state, strike({ targets: [at('Kazakh', { armies: -1 })] }))
    expect(bad).toEqual({
      code: 'bad-target',
      message: 'Give the armies, navies and cards in Kazakh as whole numbers and card names.',
      remedies: [],
      rule: '"How to Use Strategic Forces (nukes and L-stars)" and Step A (Identify Ground Zero)',
    })
    expect(refusedBy(state, strike({ targets: [at('Kazakh', { armies: 1.5 })] }))).toEqual(bad)
    expect(refusedBy(state, raw({ targets: [at('Kazakh', { armies: '1' })] }))).toEqual(bad)
    expect(refusedBy(state, strike({ targets: [at('Kazakh', { navies: -1 })] }))).toEqual(bad)
    expect(refusedBy(state, raw({ targets: [at('Kazakh', { companyIds: 'ussr-2' })] }))).toEqual(bad)
    expect(refusedBy(state, raw({ targets: [at('Kazakh', { companyIds: ['ussr-2', 2] })] }))).toEqual(bad)
  })
  it('a zone under a mushroom cloud is named back trimmed; a zone named as sea and as territory is refused', () => {
    const nuked = withNuked(state, 1)
    expect(refusedBy(nuked, strike({ targets: [at(' Wasteland 1 ')] }))).toEqual({
      code: 'out-of-play',
      message: 'Wasteland 1 has been nuked already: a mushroom cloud marks it out of play.',
      remedies: [],
      rule: '"How to Use Strategic Forces (nukes and L-stars)" and Step A (Identify Ground Zero)',
    })
    expect(refusedBy(state, strike({ targets: [at('Kazakh'), { zone: 'kazakh', isSea: true }] }))).toEqual({
      code: 'bad-target',
      message: 'Kazakh is named once as a sea and once as a territory.',
      remedies: [],
      rule: '"How to Use Strategic Forces (nukes and L-stars)" and Step A (Identify Ground Zero)',
    })
  })
  it('a zone named twice is one zone: its largest armies and navies go, once', () => {
    const e = events(state, strike({ targets: [at(' Kazakh', { armies: 2, navies: 1 }), at('kazakh', { armies: 1, navies: 2 })] }))
    expect(e.filter((x) => x.type === 'forcesChanged')).toEqual([
      { type: 'forcesChanged', power: 'ussr', force: 'armies', from: 6, to: 4 },
      { type: 'forcesChanged', power: 'ussr', force: 'navies', from: 2, to: 0 },
    ])
    const war = e.find((x) => x.type === 'slicePatched')
    expect(war).toMatchObject({ to: { nuked: ['Kazakh'] } })
  })
})

describe('nuclear strike, Step D: "Everything within that territory is destroyed": other powers\' cards (input checks)', () => {
  const state = atWar()
  it('other cards not listed by power, held by an unknown power, by the power struck, or not named are refused', () => {
    expect(refusedBy(state, raw({ targets: [at('Kazakh', { otherCards: 'europe-1' })] }))).toEqual({
      code: 'bad-target',
      message: "List the other powers' cards in Kazakh by power.",
      remedies: [],
      rule: 'Step D (L-star Screen): "Everything within that territory is destroyed including armies and/or companies"',
    })
    expect(refusedBy(state, raw({ targets: [at('Kazakh', { otherCards: [{ power: 'mars', companyIds: [] }] })] }))).toEqual({
      code: 'unknown-power',
      message: 'Choose, for each card in Kazakh, a superpower in the game that holds it.',
      remedies: [],
      rule: 'Step D (L-star Screen): "Everything within that territory is destroyed including armies and/or companies"',
    })
    expect(refusedBy(state, raw({ targets: [at('Kazakh', { otherCards: [null] })] })).code).toBe('unknown-power')
    expect(refusedBy(state, strike({ targets: [at('Kazakh', { otherCards: [{ power: 'ussr', companyIds: ['ussr-2'] }] })] }))).toEqual({
      code: 'bad-target',
      message: 'USSR is the power struck: name its cards in Kazakh with its forces there.',
      remedies: [],
      rule: 'Step D (L-star Screen): "Everything within that territory is destroyed including armies and/or companies"',
    })
    const unnamed = refusedBy(state, raw({ targets: [at('Kazakh', { otherCards: [{ power: 'europe' }] })] }))
    expect(unnamed).toEqual({
      code: 'bad-target',
      message: "Name Europe's cards in Kazakh.",
      remedies: [],
      rule: 'Step D (L-star Screen): "Everything within that territory is destroyed including armies and/or companies"',
    })
    expect(refusedBy(state, raw({ targets: [at('Kazakh', { otherCards: [{ power: 'europe', companyIds: ['europe-1', 3] }] })] }))).toEqual(unnamed)
    expect(refusedBy(state, strike({ targets: [at('Kazakh', { otherCards: [{ power: 'europe', companyIds: ['europe-1', 'ussr-2'] }] })] }))).toEqual({
      code: 'unknown-company',
      message: 'Europe has no card ussr-2; name only the cards it holds in Kazakh.',
      remedies: [],
      rule: 'Step D (L-star Screen): "Everything within that territory is destroyed including armies and/or companies"',
    })
    expect(refusedBy(state, strike({ targets: [at('Kazakh', { otherCards: [{ power: 'europe', companyIds: ['europe-1'] }] }), at('Kola', { otherCards: [{ power: 'europe', companyIds: ['europe-1'] }] })] }))).toEqual({
      code: 'bad-target',
      message: 'A card of Europe is named in two zones; name each card where it lies.',
      remedies: [],
      rule: 'Step D (L-star Screen): "Everything within that territory is destroyed including armies and/or companies"',
    })
  })
  it('the same other card named twice at one zone is one card, and every power\'s cards there go (the defender\'s with its own)', () => {
    const e = events(state, strike({ targets: [at('Kazakh', { companyIds: ['ussr-2'], otherCards: [{ power: 'europe', companyIds: ['europe-2'] }] }), at('Kazakh', { otherCards: [{ power: 'europe', companyIds: ['europe-2', 'europe-4'] }, { power: 'usa', companyIds: ['usa-1'] }] })] }))
    expect(e.filter((x) => x.type === 'companyRemoved').map((x) => [x.power, x.company.id, x.index])).toEqual([
      ['ussr', 'ussr-2', 1],
      ['usa', 'usa-1', 0],
      ['europe', 'europe-4', 3],
      ['europe', 'europe-2', 1],
    ])
  })
})

describe('nuclear strike: what the targets may hold (Step A)', () => {
  const state = atWar()
  it('an unoccupied zone with navies or with the defender\'s cards is refused; with nothing it is accepted and grants no counterattack', () => {
    const bad = refusedBy(state, strike({ defender: 'unoccupied', targets: [at('Greenland', { navies: 1 })] }))
    expect(bad).toEqual({
      code: 'unoccupied',
      message: "An unoccupied zone holds no power's armies or navies; choose the power struck instead (cards of any power there go under the other powers' cards).",
      remedies: [],
      rule: '"How to Use Strategic Forces (nukes and L-stars)" and Step A (Identify Ground Zero)',
    })
    expect(refusedBy(state, strike({ defender: 'unoccupied', targets: [at('Greenland', { companyIds: ['ussr-2'] })] }))).toEqual(bad)
    const e = events(state, strike({ defender: 'unoccupied', targets: [at('Greenland')] }))
    expect(e.filter((x) => x.type !== 'slicePatched')).toEqual([{ type: 'supplyChanged', power: 'usa', row: 'nukes', from: 3, to: 2 }])
    expect(apply(state, strike({ defender: 'unoccupied', targets: [at('Greenland')] })).play?.counterattacks).toEqual([])
    expect(refusedBy(state, strike({ defender: 'unoccupied', targets: [at('Greenland')], defenderAim: [0] })).message).toBe("Aim each of the zone's 0 L-star dice at one nuke: 0 aims, not 1.")
  })
  it('more armies or navies than the defender has are refused; exactly all of them are accepted', () => {
    expect(refusedBy(state, strike({ targets: [at('Kazakh', { armies: 4 }), at('Kola', { armies: 3 })] }))).toEqual({
      code: 'no-forces',
      message: 'USSR has 6 armies and 2 navies; the targets name 7 and 0.',
      remedies: [],
      rule: '"How to Use Strategic Forces (nukes and L-stars)" and Step A (Identify Ground Zero)',
    })
    expect(refusedBy(state, strike({ targets: [at('Kazakh', { navies: 2 }), at('Kola', { navies: 1 })] }))).toEqual({
      code: 'no-forces',
      message: 'USSR has 6 armies and 2 navies; the targets name 0 and 3.',
      remedies: [],
      rule: '"How to Use Strategic Forces (nukes and L-stars)" and Step A (Identify Ground Zero)',
    })
    const e = events(state, strike({ targets: [at('Kazakh', { armies: 6 }), { zone: 'North Sea', isSea: true, navies: 2 }] }))
    expect(e.filter((x) => x.type === 'forcesChanged')).toEqual([
      { type: 'forcesChanged', power: 'ussr', force: 'armies', from: 6, to: 0 },
      { type: 'forcesChanged', power: 'ussr', force: 'navies', from: 2, to: 0 },
    ])
  })
  it('a defender\'s card named in two zones, or a card it does not hold, is refused', () => {
    expect(refusedBy(state, strike({ targets: [at('Kazakh', { companyIds: ['ussr-2'] }), at('Kola', { companyIds: ['ussr-2'] })] }))).toEqual({
      code: 'bad-target',
      message: 'A card is named in two zones; name each card where it lies.',
      remedies: [],
      rule: '"How to Use Strategic Forces (nukes and L-stars)" and Step A (Identify Ground Zero)',
    })
    expect(refusedBy(state, strike({ targets: [at('Kazakh', { companyIds: ['ussr-2', 'europe-1'] })] }))).toEqual({
      code: 'unknown-company',
      message: "USSR has no card europe-1; name only the defender's cards in the zone.",
      remedies: [],
      rule: '"How to Use Strategic Forces (nukes and L-stars)" and Step A (Identify Ground Zero)',
    })
  })
  it('a strike on armies only removes armies (no navies event), on a sea removes navies only and spins no cloud', () => {
    const land = events(state, strike({ targets: [at('Kazakh', { armies: 1 })] }))
    expect(land.filter((x) => x.type === 'forcesChanged')).toEqual([{ type: 'forcesChanged', power: 'ussr', force: 'armies', from: 6, to: 5 }])
    const sea = events(state, strike({ targets: [{ zone: 'North Sea', isSea: true, navies: 1 }] }))
    expect(sea).toEqual([
      {
        from: 3,
        power: 'usa',
        row: 'nukes',
        to: 2,
        type: 'supplyChanged',
      },
      {
        force: 'navies',
        from: 2,
        power: 'ussr',
        to: 1,
        type: 'forcesChanged',
      },
      {
        from: {
          record: {},
        },
        slice: 'war',
        to: {
          record: {
            usa: {
              expectedUnitsDestroyed: 0,
              nukesFired: 1,
              territoriesCaptured: 0,
              territoriesLostToNukes: 0,
              unitsDestroyed: 0,
            },
          },
        },
        type: 'slicePatched',
      },
      attackMadePatch('usa', ['ussr']),
    ])
  })
})

describe('nuclear strike, Step D (L-star Screen) and Champions Roll: the dice (input checks)', () => {
  const state = atWar(3, { ussr: 1, europe: 2 })
  it('dice from an unoccupied zone are refused: it has no L-star', () => {
    expect(refusedBy(state, strike({ defender: 'unoccupied', targets: [at('Greenland')], defenderLstarDice: [1] }))).toEqual({
      code: 'dice-count',
      message: 'An unoccupied zone has 0 L-stars and rolls one die for each, so at most 0, not 1.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Strategic Forces, Step D (L-star Screen)',
    })
  })
  it('more L-star dice than L-stars: "1 L-star" and "0 L-stars"', () => {
    expect(refusedBy(state, strike({ defenderLstarDice: [1, 2] }))).toEqual({
      code: 'dice-count',
      message: 'USSR has 1 L-star and rolls one die for each, so at most 1, not 2.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Strategic Forces, Step D (L-star Screen)',
    })
    expect(refusedBy(state, strike({ champions: [{ power: 'usa', dice: [1] }] })).code).toBe('bad-champions')
    expect(refusedBy(atWar(3), strike({ defenderLstarDice: [1] })).message).toBe('USSR has 0 L-stars and rolls one die for each, so at most 0, not 1.')
    expect(refusedBy(state, raw({ defenderLstarDice: [1.5] }))).toEqual({
      code: 'bad-dice',
      message: "Each die shows 1 to 6; enter USSR's dice again.",
      remedies: [],
      rule: 'Stage 4, Battle Drill for Strategic Forces, Step D (L-star Screen)',
    })
    expect(refusedBy(state, raw({ defenderLstarDice: ['1'] })).code).toBe('bad-dice')
  })
  it('champions not listed, unknown, a side of the strike, or listed twice are refused', () => {
    expect(refusedBy(state, raw({ champions: 'europe' }))).toEqual({
      code: 'bad-champions',
      message: 'List each champion with its dice.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Strategic Forces, Step D ("Champions Roll") and "L-star champion"',
    })
    expect(refusedBy(state, raw({ champions: [{ power: 'mars', dice: [] }] }))).toEqual({
      code: 'unknown-power',
      message: 'Choose each champion among the superpowers in the game.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Strategic Forces, Step D ("Champions Roll") and "L-star champion"',
    })
    expect(refusedBy(state, raw({ champions: [null] })).code).toBe('unknown-power')
    expect(refusedBy(state, strike({ champions: [{ power: 'usa', dice: [] }] }))).toEqual({
      code: 'bad-champions',
      message: 'USA is a side in this strike; champions are the other players.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Strategic Forces, Step D ("Champions Roll") and "L-star champion"',
    })
    expect(refusedBy(state, strike({ champions: [{ power: 'ussr', dice: [] }] })).message).toBe('USSR is a side in this strike; champions are the other players.')
    expect(refusedBy(state, strike({ champions: [{ power: 'europe', dice: [1] }, { power: 'europe', dice: [2] }] }))).toEqual({
      code: 'bad-champions',
      message: 'Europe is listed twice as a champion; give all its dice once.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Strategic Forces, Step D ("Champions Roll") and "L-star champion"',
    })
  })
  it('an unoccupied zone\'s champions may be any power but the firing one', () => {
    expect(decide(state, strike({ defender: 'unoccupied', targets: [at('Greenland')], champions: [{ power: 'ussr', dice: [1] }] })).ok).toBe(true)
    expect(refusedBy(state, strike({ defender: 'unoccupied', targets: [at('Greenland')], champions: [{ power: 'usa', dice: [] }] })).code).toBe('bad-champions')
  })
  it('an aim of the wrong length or at no nuke of the strike is refused, worded for one die and for two', () => {
    expect(refusedBy(state, strike({ defenderLstarDice: [4], defenderAim: [0, 0] }))).toEqual({
      code: 'bad-aim',
      message: "Aim each of USSR's 1 L-star die at one nuke: 1 aim, not 2.",
      remedies: [],
      rule: 'Stage 4, Battle Drill for Strategic Forces, Step D: "The defender must decide which nukes he will attempt to destroy"',
    })
    expect(refusedBy(state, raw({ defenderLstarDice: [4], defenderAim: 'first' })).message).toBe("Aim each of USSR's 1 L-star die at one nuke: 1 aim, not none.")
    expect(refusedBy(state, strike({ champions: [{ power: 'europe', dice: [1, 2], aim: [0] }] })).message).toBe("Aim each of Europe's 2 L-star dice at one nuke: 2 aims, not 1.")
    expect(refusedBy(state, strike({ champions: [{ power: 'europe', dice: [1], aim: [1] }] }))).toEqual({
      code: 'bad-aim',
      message: 'Europe aims at a nuke of this strike: nuke 1 to 1.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Strategic Forces, Step D: "The defender must decide which nukes he will attempt to destroy"',
    })
    expect(refusedBy(state, strike({ defender: 'unoccupied', targets: [at('Greenland')], champions: [{ power: 'europe', dice: [1], aim: [0, 0] }] })).message).toBe("Aim each of Europe's 1 L-star die at one nuke: 1 aim, not 2.")
  })
  it('an aimed champion first, then an unaimed one: the second\'s dice go where aimDice sends the 2nd and 3rd champion dice', () => {
    expect(aimDice(3, 0, 3).champions).toEqual([0, 1, 2])
    // The USSR aims its 6 at nuke 1 (a miss); Europe's 6 goes to nuke 2 (a miss), its 1 to nuke 3 (stopped).
    const e = events(state, strike({ defender: 'unoccupied', targets: [at('Greenland'), at('Iceland'), at('Alaska')], champions: [{ power: 'ussr', dice: [6], aim: [0] }, { power: 'europe', dice: [6, 1] }] }))
    expect(e.find((x) => x.type === 'slicePatched')).toMatchObject({ to: { nuked: ['Greenland', 'Iceland'] } })
  })
})

describe('Coup Final – Nuclear Roulette: the dice (reading "perTerritory", the default)', () => {
  const twelve = withNuked(atWar(6), 12)
  const three = [at('Kazakh'), at('Kola'), at('Siberia')]
  it('the dice given twice, as a list and as one die, are refused', () => {
    expect(refusedBy(twelve, strike({ rouletteDice: [1], rouletteDie: 1 }))).toEqual({
      code: 'roulette-die',
      message: 'Give the Nuclear Roulette dice once, as a list.',
      remedies: [],
      rule: 'The End of the Game, "Coup Final – Nuclear Roulette"',
    })
  })
  it('a roll when none is due names the count reached', () => {
    expect(refusedBy(withNuked(atWar(6), 10), strike({ targets: [at('Kazakh'), at('Kola')], rouletteDice: [1] }))).toEqual({
      code: 'roulette-not-due',
      message: 'No Nuclear Roulette roll now: 12 territories destroyed by nukes (the roll is for the 13th to the 17th).',
      remedies: [],
      rule: 'The End of the Game, "Coup Final – Nuclear Roulette"',
    })
  })
  it('no dice, an empty list or an off-die face: one roll names the territory, several name the range and the table', () => {
    expect(refusedBy(twelve, strike())).toEqual({
      code: 'roulette-die',
      message: 'This strike destroys territory number 13: USA rolls one die for each, in order, until one ends the game (territory 13: a 6).',
      remedies: [],
      rule: 'The End of the Game, "Coup Final – Nuclear Roulette"',
    })
    expect(refusedBy(withNuked(atWar(6), 15), strike({ targets: three }))).toEqual({
      code: 'roulette-die',
      message: 'This strike destroys territories 16 to 17: USA rolls one die for each, in order, until one ends the game (territory 16: 3 or more; territory 17: 2 or more).',
      remedies: [],
      rule: 'The End of the Game, "Coup Final – Nuclear Roulette"',
    })
    const missing = refusedBy(twelve, strike({ targets: three }))
    expect(missing.message).toBe('This strike destroys territories 13 to 15: USA rolls one die for each, in order, until one ends the game (territory 13: a 6; territory 14: 5 or more; territory 15: 4 or more).')
    expect(refusedBy(twelve, strike({ targets: three, rouletteDice: [] }))).toEqual(missing)
    expect(refusedBy(twelve, strike({ targets: three, rouletteDice: [1, 7, 1] }))).toEqual(missing)
    expect(refusedBy(twelve, strike({ targets: three, rouletteDice: [7, 1, 1] }))).toEqual(missing)
  })
  it('too many or too few dice: "1 die" after a game-ending first die, "3 dice" when none ends it', () => {
    expect(refusedBy(twelve, strike({ targets: three, rouletteDice: [6, 1] }))).toEqual({
      code: 'roulette-die',
      message: 'USA rolls one die per territory from the 13th, stopping when one ends the game: 1 die here, not 2 (territory 13: a 6; territory 14: 5 or more; territory 15: 4 or more).',
      remedies: [],
      rule: 'The End of the Game, "Coup Final – Nuclear Roulette"',
    })
    expect(refusedBy(twelve, strike({ targets: three, rouletteDice: [1, 1] })).message).toBe('USA rolls one die per territory from the 13th, stopping when one ends the game: 3 dice here, not 2 (territory 13: a 6; territory 14: 5 or more; territory 15: 4 or more).')
    expect(refusedBy(twelve, strike({ targets: three, rouletteDice: [1, 1, 1, 6] })).code).toBe('roulette-die')
  })
  it('the first die ending the game is enough; a die past the rolls due does not end it', () => {
    expect(events(twelve, strike({ targets: three, rouletteDice: [6] })).find((x) => x.type === 'slicePatched')).toMatchObject({ to: { isCoupFinal: true } })
    // 16th and 17th destroyed: two rolls (3 or more, 2 or more); a 1 and a 1 do not end it.
    const fifteen = withNuked(atWar(6), 15)
    expect(events(fifteen, strike({ targets: [at('Kazakh'), at('Kola')], rouletteDice: [1, 1] })).find((x) => x.type === 'slicePatched')).not.toMatchObject({ to: { isCoupFinal: true } })
    // 17th, then 18th: one roll and Coup Final, whatever the die.
    expect(events(withNuked(atWar(6), 16), strike({ targets: [at('Kazakh'), at('Kola')], rouletteDice: [1] })).find((x) => x.type === 'slicePatched')).toMatchObject({ to: { isCoupFinal: true } })
  })
})

describe('Coup Final – Nuclear Roulette: reading "once" (games set up before the setting)', () => {
  const once = (s: GameState): GameState => ({ ...s, settings: { ...s.settings, nuclearRoulette: 'once' } })
  const twelve = once(withNuked(atWar(6), 12))
  it('a list of dice, a missing die, and a die when none is due are refused whole', () => {
    expect(refusedBy(twelve, strike({ rouletteDice: [6] }))).toEqual({
      code: 'roulette-die',
      message: 'This game rolls Nuclear Roulette once per strike: give one die.',
      remedies: [],
      rule: 'The End of the Game, "Coup Final – Nuclear Roulette"',
    })
    expect(refusedBy(twelve, strike())).toEqual({
      code: 'roulette-die',
      message: 'This strike destroys territory number 13: USA must roll one die; a 6 ends the game.',
      remedies: [],
      rule: 'The End of the Game, "Coup Final – Nuclear Roulette"',
    })
    expect(refusedBy(once(withNuked(atWar(6), 13)), strike())).toEqual({
      code: 'roulette-die',
      message: 'This strike destroys territory number 14: USA must roll one die; 5 or more ends the game.',
      remedies: [],
      rule: 'The End of the Game, "Coup Final – Nuclear Roulette"',
    })
    expect(refusedBy(once(withNuked(atWar(6), 11)), strike({ rouletteDie: 6 }))).toEqual({
      code: 'roulette-not-due',
      message: 'No Nuclear Roulette roll now: 12 territories destroyed by nukes (the roll is for the 13th to the 17th).',
      remedies: [],
      rule: 'The End of the Game, "Coup Final – Nuclear Roulette"',
    })
    expect(refusedBy(once(withNuked(atWar(6), 17)), strike({ rouletteDie: 6 })).code).toBe('roulette-not-due')
  })
  it('the 14th territory: a 5 ends the game, a 4 does not; the 18th ends it with no roll; a sea strike never', () => {
    const thirteen = once(withNuked(atWar(6), 13))
    const coup = (s: GameState, cmd: NuclearStrike) => (events(s, cmd).find((x) => x.type === 'slicePatched') as { to: { isCoupFinal?: boolean } }).to.isCoupFinal ?? false
    expect(coup(thirteen, strike({ rouletteDie: 5 }))).toBe(true)
    expect(coup(thirteen, strike({ rouletteDie: 4 }))).toBe(false)
    expect(coup(once(withNuked(atWar(6), 17)), strike())).toBe(true)
    expect(coup(twelve, strike({ targets: [{ zone: 'North Sea', isSea: true }] }))).toBe(false)
  })
})

describe('rouletteDue and rouletteRolls (input checks and the 13th)', () => {
  const war = (n: number) => withNuked(atWar(1), n).war
  it('no war yet, a count that is not a whole positive number, or the 12th: nothing due', () => {
    expect(rouletteDue(undefined, 1)).toEqual({ kind: 'none', territories: 1 })
    expect(rouletteDue(war(12), 1.5)).toEqual({ kind: 'none', territories: 12 })
    expect(rouletteDue(war(12), -1)).toEqual({ kind: 'none', territories: 12 })
    expect(rouletteDue(war(11), 1)).toEqual({ kind: 'none', territories: 12 })
    expect(rouletteRolls(undefined, 2)).toEqual({ rolls: [], coupFinal: false })
    expect(rouletteRolls(war(12), 1.5)).toEqual({ rolls: [], coupFinal: false })
    expect(rouletteRolls(war(12), -2)).toEqual({ rolls: [], coupFinal: false })
  })
  it('from the 12th to the 13th: one roll, for the 13th only', () => {
    expect(rouletteRolls(war(11), 2)).toEqual({ rolls: [{ territories: 13, endsOn: 6, chance: 1 / 6 }], coupFinal: false })
  })
})

describe('nuclear strike: the war record and home territories (Spoils of War, The Destruction)', () => {
  const state = atWar()
  it('a home territory nuked is its owner\'s latest home loss; territories lost are recorded only when a cloud rises', () => {
    const e = events(state, strike({ targets: [at('Kazakh')] }))
    expect(e.find((x) => x.type === 'slicePatched')).toEqual({
      from: {
        lastHomeLoss: null,
        nuked: [],
        record: {},
      },
      slice: 'war',
      to: {
        lastHomeLoss: {
          ussr: {
            how: 'nuked',
          },
        },
        nuked: [
          'Kazakh',
        ],
        record: {
          usa: {
            expectedUnitsDestroyed: 0,
            nukesFired: 1,
            territoriesCaptured: 0,
            territoriesLostToNukes: 0,
            unitsDestroyed: 0,
          },
          ussr: {
            expectedUnitsDestroyed: 0,
            nukesFired: 0,
            territoriesCaptured: 0,
            territoriesLostToNukes: 1,
            unitsDestroyed: 0,
          },
        },
      },
      type: 'slicePatched',
    })
    const sea = events(state, strike({ targets: [{ zone: 'North Sea', isSea: true }] }))
    expect(sea.find((x) => x.type === 'slicePatched')).toEqual({
      from: {
        record: {},
      },
      slice: 'war',
      to: {
        record: {
          usa: {
            expectedUnitsDestroyed: 0,
            nukesFired: 1,
            territoriesCaptured: 0,
            territoriesLostToNukes: 0,
            unitsDestroyed: 0,
          },
        },
      },
      type: 'slicePatched',
    })
  })
  it('a territory that is no power\'s home leaves the home losses as they were', () => {
    const e = events(state, strike({ defender: 'unoccupied', targets: [at('Greenland')] }))
    expect(e.find((x) => x.type === 'slicePatched')).toMatchObject({ to: { nuked: ['Greenland'] } })
    expect(Object.keys((e.find((x) => x.type === 'slicePatched') as { to: object }).to)).toEqual(['record', 'nuked'])
  })
  it('a game without a war slice records nothing', () => {
    const e = events({ ...state, war: undefined }, strike({ defender: 'unoccupied', targets: [at('Greenland')] }))
    expect(e[0]).toEqual({ type: 'supplyChanged', power: 'usa', row: 'nukes', from: 3, to: 2 })
    expect(e.filter((x) => x.type === 'slicePatched' && x.slice === 'war')).toEqual([])
  })
})
