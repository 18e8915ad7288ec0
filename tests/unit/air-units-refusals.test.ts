/**
 * What an air command refused says, word for word, and that each guard refuses at its edge
 * (shared/rules/variant-air-units.txt: How to Attack with Air units, High altitude bombing, How to
 * Move Air units). A refusal is what the person at the table reads, so its words are the rule's.
 */
import { describe, expect, it } from 'vitest'
import { decide, type Command, type GameState } from '@/domain'
import { airGameAtWar as atWar } from '../support/air-units'
import { guidedGame, playTo } from '../support/guided'
import { refusedBy } from '../support/games'
import { whereWeAre } from '@/domain/modules/play/guards'
import { showLocale } from '@/composables/i18n'
import { refusalText } from '@/presentation/refusal-text'

const war = atWar()
const state = war.state

const fight = {
  kind: 'fightAirBattle', attacker: 'usa', defender: 'ussr', target: 'Kazakh', option: 'ground',
  attacking: { armies: 2, navies: 0, airUnits: 1 }, defending: { armies: 2, navies: 0, airUnits: 0 },
  attackerAims: ['armies', 'navies', 'airUnits'], defenderAims: ['airUnits', 'armies', 'navies'], attackerDice: [1, 1], defenderDice: [1, 1],
}
const bomb = { kind: 'bombingRun', power: 'usa', defender: 'ussr', target: 'Kazakh', aim: 'factory', dice: [5, 2] }
const accepted = (cmd: object, s: GameState = state) => {
  const r = decide(s, cmd as Command)
  if (!r.ok) throw new Error(r.refusal.message)
  return r.value
}
const said = (cmd: object, s: GameState = state) => {
  const r = refusedBy(s, cmd)
  return `${r.code}: ${r.message}`
}

describe('an air battle refused, in the words the desk shows', () => {
  it.each([
    ['an unknown attacker', { attacker: 'xx' }, 'unknown-power: Choose the attacking superpower.'],
    ['an unknown defender', { defender: 'xx' }, 'unknown-power: Choose the defending superpower, or the militia for an empty zone.'],
    ['a power against itself', { defender: 'usa' }, 'same-power: A power cannot attack itself.'],
    ['a blank target', { target: '  ' }, 'bad-target: Name the territory or sea under attack.'],
    ['a target of 41 characters', { target: 'x'.repeat(41) }, 'bad-target: The territory’s name is 41 characters long: keep it to at most 40 characters.'],
    ['neither option', { option: 'x' }, 'bad-command: Choose air-to-air combat or the ground attack.'],
    ['no attacking units', { attacking: { armies: 0, navies: 0, airUnits: 0 } }, "no-forces: Enter USA's armies, navies and air units in the battle (at least one unit)."],
    ['a negative count', { attacking: { armies: -1, navies: 0, airUnits: 1 } }, "no-forces: Enter USA's armies, navies and air units in the battle (at least one unit)."],
    ['a fraction of an army', { attacking: { armies: 1.5, navies: 0, airUnits: 1 } }, "no-forces: Enter USA's armies, navies and air units in the battle (at least one unit)."],
    ['no forces object', { attacking: null }, "no-forces: Enter USA's armies, navies and air units in the battle (at least one unit)."],
    ['more air units than the defender holds', { defending: { armies: 2, navies: 0, airUnits: 4 } }, 'no-forces: USSR has 6 armies, 2 navies and 3 air units.'],
    ['no air unit on either side', { attacking: { armies: 0, navies: 1, airUnits: 0 } }, 'not-air-battle: No air units on either side: fight it with the basic battle drill.'],
    ['more cargo than air units', { attackerCargo: 2 }, "bad-cargo: The air units carrying cargo are some of USA's 1 air units in the battle."],
    ["cargo on the defender's missing air units", { defenderCargo: 1 }, "bad-cargo: The air units carrying cargo are some of USSR's 0 air units in the battle."],
    ['a negative tank count', { attackerMiniatures: { tanks: -1 } }, "bad-forces: Count USA's tanks and helicopters as whole numbers, zero or more."],
    ['100 helicopters', { attackerMiniatures: { helicopters: 100 } }, "bad-forces: Count USA's tanks and helicopters as whole numbers, zero or more."],
    ['miniatures that are no object', { defenderMiniatures: null }, "bad-forces: Count USSR's tanks and helicopters as whole numbers, zero or more."],
    ['miniatures as words', { defenderMiniatures: 'two' }, "bad-forces: Count USSR's tanks and helicopters as whole numbers, zero or more."],
    ['an airborne assault', { assault: 'airborne' }, 'bad-command: An air battle is an amphibious assault or none (airborne assaults are not kept yet).'],
    ['more convoyed than attacking armies', { convoyedArmies: 3 }, 'bad-convoy: Convoyed armies are some of the attacking armies.'],
    ['more convoyed than defending armies', { defenderConvoyedArmies: 3 }, "bad-convoy: The defender's convoyed armies are some of its defending armies; count them again."],
    ['defending armies convoyed without a navy', { defenderConvoyedArmies: 1 }, 'bad-convoy: Armies are convoyed aboard navies: give the defending navies that carry them, or no convoyed armies.'],
    ['a die of 7', { attackerDice: [7, 1] }, "bad-dice: Each die shows 1 to 6; enter USA's dice again."],
    ['one die short', { attackerDice: [1] }, 'dice-count: USA rolls 2 dice in this battle, not 1.'],
    ['a die too many for the defender', { defenderDice: [1, 1, 1] }, 'dice-count: USSR rolls 2 dice in this battle, not 3.'],
    ['a target kind named twice', { attackerAims: ['armies', 'armies'] }, "bad-aims: Name USA's primary target first, then the other kinds in the order its points destroy them: armies, navies or air units, each once."],
  ])('%s', (_, over, words) => {
    expect(said({ ...fight, ...over })).toBe(words)
  })

  it('a target of 40 characters is a name (the limit is 40)', () => {
    expect(accepted({ ...fight, target: 'x'.repeat(40) }).length).toBeGreaterThan(0)
  })

  it('without a set of supplies the attacker is told what it has', () => {
    const g = atWar()
    g.do({ kind: 'correctSupply', power: 'usa', row: 'oil', value: 0, reason: 'test' })
    expect(said(fight, g.state)).toBe('no-supplies: USA needs one set of supplies (1 grain, 1 oil, 1 mineral) to attack; it has 12 grain, 0 oil, 12 minerals.')
  })

  it('air units captured out of oil take no dice from either side', () => {
    const g = atWar()
    g.do({ kind: 'correctSupply', power: 'ussr', row: 'oil', value: 0, reason: 'test' })
    const capture = { ...fight, defending: { armies: 0, navies: 0, airUnits: 3 } }
    const words = 'dice-count: USSR has no oil and no army or navy to defend its air units: they are captured without a roll, so enter no dice.'
    expect(said({ ...capture, defenderDice: [] }, g.state)).toBe(words)
    expect(said({ ...capture, attackerDice: [] }, g.state)).toBe(words)
    const events = accepted({ ...capture, attackerDice: [], defenderDice: [] }, g.state)
    expect(events.filter((e) => e.type === 'forcesChanged')).toEqual([
      { type: 'forcesChanged', power: 'ussr', force: 'airUnits', from: 3, to: 0 },
      { type: 'forcesChanged', power: 'usa', force: 'airUnits', from: 4, to: 7 },
    ])
    // The attacker pays its set; the defender, who cannot fight, pays none.
    expect(events.filter((e) => e.type === 'supplyChanged').map((e) => 'power' in e && e.power)).toEqual(['usa', 'usa', 'usa'])
  })

  it('a capture by a power already holding its 20 pieces changes no colour: the units go out of play', () => {
    const g = atWar()
    g.do({ kind: 'correctForces', power: 'usa', armies: 6, navies: 2, forces: { airUnits: 20 }, reason: 'test' })
    g.do({ kind: 'correctSupply', power: 'ussr', row: 'oil', value: 0, reason: 'test' })
    const events = accepted({ ...fight, defending: { armies: 0, navies: 0, airUnits: 3 }, attackerDice: [], defenderDice: [] }, g.state)
    expect(events.filter((e) => e.type === 'forcesChanged')).toEqual([{ type: 'forcesChanged', power: 'ussr', force: 'airUnits', from: 3, to: 0 }])
  })
})

describe('a high altitude bombing run refused, in the words the desk shows', () => {
  it.each([
    ['an unknown bomber', { power: 'xx' }, 'unknown-power: Choose the bombing superpower.'],
    ['an unknown victim', { defender: 'xx' }, 'unknown-power: Choose the superpower whose territory is bombed.'],
    ['a power bombing itself', { defender: 'usa' }, 'same-power: A power cannot bomb itself.'],
    ['a blank target', { target: ' ' }, 'bad-target: Name the territory bombed.'],
    ['a target of 41 characters', { target: 'y'.repeat(41) }, 'bad-target: The territory’s name is 41 characters long: keep it to at most 40 characters.'],
    ['a target that is no silo, spaceport or factory', { aim: 'city' }, 'bad-command: Choose the target: a silo or spaceport, or a factory.'],
    ['a die of 0', { dice: [0] }, "bad-dice: Each die shows 1 to 6; enter USA's dice again."],
    ['more dice than air units', { dice: [1, 1, 1, 1, 1] }, 'dice-count: One die for every air unit flown: USA has 4 air units, so roll 1 to 4 dice, not 5.'],
    ['no dice', { dice: [] }, 'dice-count: One die for every air unit flown: USA has 4 air units, so roll 1 to 4 dice, not 0.'],
    ['out of turn', { power: 'ussr', defender: 'usa' }, "not-your-turn: It is USA's turn to attack, not USSR's (a power that was attacked has one counterattack)."],
  ])('%s', (_, over, words) => {
    expect(said({ ...bomb, ...over })).toBe(words)
  })

  it('a target of 40 characters and one die per air unit are accepted', () => {
    expect(accepted({ ...bomb, target: 'y'.repeat(40), dice: [1, 2, 3, 4] }).length).toBeGreaterThan(0)
  })

  it('no air units, or no set of supplies, is said with the counts', () => {
    const g = atWar()
    g.do({ kind: 'correctForces', power: 'usa', armies: 6, navies: 2, forces: { airUnits: 1 }, reason: 'test' })
    expect(said({ ...bomb, dice: [1, 1] }, g.state)).toBe('dice-count: One die for every air unit flown: USA has 1 air unit, so roll 1 to 1 dice, not 2.')
    g.do({ kind: 'correctSupply', power: 'usa', row: 'grain', value: 0, reason: 'test' })
    expect(said({ ...bomb, dice: [6] }, g.state)).toBe('no-supplies: USA needs one set of supplies (1 grain, 1 oil, 1 mineral) to attack; it has 0 grain, 12 oil, 12 minerals.')
    g.do({ kind: 'correctForces', power: 'usa', armies: 6, navies: 2, forces: { airUnits: 0 }, reason: 'test' })
    expect(said({ ...bomb, dice: [6] }, g.state)).toBe('no-air-units: USA has no air units to bomb with.')
  })

  it('the run is recorded with its hits, the target name trimmed, in a game whose air record is still empty', () => {
    const withoutAir: GameState = { ...state, air: undefined }
    const events = accepted({ ...bomb, target: '  Kazakh ' }, withoutAir)
    expect(events).toContainEqual({ type: 'slicePatched', slice: 'air', from: { bombingRuns: [] }, to: { bombingRuns: [{ cycle: 2, power: 'usa', target: 'Kazakh', aim: 'factory', dice: [5, 2], hits: 1 }] } })
  })
})

describe('air units flown in a battle (Stage 4, Phase C) and in Stage 5', () => {
  it('in Stage 4 the flight is part of the battle: two oil a territory, grain only for armies marched, and the turn stays', () => {
    expect(accepted({ kind: 'flyAirUnits', power: 'usa', airUnitTerritories: 2 })).toEqual([{ type: 'supplyChanged', power: 'usa', row: 'oil', from: 12, to: 8 }])
    expect(accepted({ kind: 'flyAirUnits', power: 'usa', airUnitTerritories: 1, marchArmyTerritories: 1 })).toEqual([
      { type: 'supplyChanged', power: 'usa', row: 'grain', from: 12, to: 11 },
      { type: 'supplyChanged', power: 'usa', row: 'oil', from: 12, to: 10 },
    ])
  })

  it('nothing flown offers the army or navy move, with what was entered', () => {
    const r = refusedBy(state, { kind: 'flyAirUnits', power: 'usa', airUnitTerritories: 0, navySeas: 2 })
    expect(`${r.code}: ${r.message}`).toBe('nothing-to-pay: Enter the territories the air units cross or enter (each air unit counts for each territory, with or without cargo).')
    expect(r.remedies).toEqual([{ label: 'Pay an army or navy move instead', command: { kind: 'payMoveCost', power: 'usa', marchArmyTerritories: 0, airliftArmies: 0, convoySeas: 0, navySeas: 2 } }])
  })

  it('short of oil, with the rule of the battle move and a way out', () => {
    const r = refusedBy(state, { kind: 'flyAirUnits', power: 'usa', airUnitTerritories: 50 })
    expect(`${r.code}: ${r.message}`).toBe('not-enough-supplies: USA has 12 oil; this move needs 100.')
    expect(r.remedies).toEqual([{ label: 'Fly fewer air units, or a shorter way' }])
    expect(r.rule).toContain('Air Units')
    expect(r.rule).toContain(';')
  })

  it('a power with no air units, or with no forces at all, is told so', () => {
    const g = atWar()
    g.do({ kind: 'correctForces', power: 'usa', armies: 6, navies: 2, forces: { airUnits: 0 }, reason: 'test' })
    expect(said({ kind: 'flyAirUnits', power: 'usa', airUnitTerritories: 1 }, g.state)).toBe('no-air-units: USA has no air units to fly.')
    // A power out of the game (eliminated) has nothing left to fly, whatever its sheet still shows.
    const out = { ...g.state, war: { ...g.state.war!, eliminated: ['ussr'] } } as GameState
    expect(said({ kind: 'flyAirUnits', power: 'ussr', airUnitTerritories: 1 }, out)).toBe('out-of-game: USSR is out of the game: it has no forces to move.')
  })

  it('outside Stage 4, Phase C and Stage 5 air units do not fly', () => {
    const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, ['air-units'])
    playTo(g, { cycle: 1, stage: 6, bidders: ['usa'] })
    g.do({ kind: 'buildAirUnits', power: 'usa', count: 2 })
    expect(refusedBy(g.state, { kind: 'flyAirUnits', power: 'usa', airUnitTerritories: 1 }).code).toBe('wrong-stage')
    // The sentences the module once joined in code (subject + the play helpers' tail), word for word.
    const where = whereWeAre(g.state.play!)
    expect(refusedBy(g.state, { kind: 'flyAirUnits', power: 'usa', airUnitTerritories: 1 }).message).toBe(`Air units fly in Stage 5, Phase C; ${where}.`)
    expect(refusedBy(g.state, { kind: 'sellAirUnits', seller: 'usa', buyer: 'ussr', count: 1, price: 0 }).message).toBe(`Air units are sold between players in Stage 6, Phase F; ${where}.`)
    expect(refusedBy(g.state, { kind: 'buildAirUnits', power: 'usa', count: 1.5 }).message).toBe('Enter whole numbers of air units, from 0 to 999.')
  })

  it('a build short of supplies: the sentence the module once joined in code, word for word, and in German', async () => {
    const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, ['air-units'])
    playTo(g, { cycle: 1, stage: 6, bidders: ['usa'] })
    g.do({ kind: 'correctSupply', power: 'usa', row: 'oil', value: 1, reason: 'test' })
    const short = refusedBy(g.state, { kind: 'buildAirUnits', power: 'usa', count: 4 })
    expect(short.message).toBe('USA has 1 oil; 4 air units need 2 (2 sets: one grain, one oil and one mineral per two air units).')
    await showLocale('de', false)
    expect(refusalText(short)).toBe('USA hat 1 Öl; 4 Lufteinheiten brauchen 2 (2 Sätze: ein Getreide, ein Öl und ein Mineral je zwei Lufteinheiten).')
    await showLocale('en', false)
  })
})
