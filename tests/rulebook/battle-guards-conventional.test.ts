/**
 * Guards and outcomes of the conventional battle (battle/conventional.ts): refusals asserted whole
 * on real decisions with the state unchanged (refusedBy), outcomes as the events they make.
 * Rules: Stage 4, "Battle Drill for Conventional Forces" Steps A to E, "The Militia".
 */
import { describe, expect, it } from 'vitest'
import { decide, planBattle, type FightBattle, type GameState } from '@/domain'
import { guidedGame, playTo } from '../support/guided'
import { refusedBy } from '../support/games'
import { setPaid, attackMadePatch } from '../support/battle-events'

const battle = (over: Partial<FightBattle> = {}): FightBattle => ({
  kind: 'fightBattle',
  attacker: 'usa',
  defender: 'ussr',
  target: 'Kazakh',
  attacking: { armies: 3, navies: 0 },
  defending: { armies: 2, navies: 0 },
  attackerDice: [5, 3],
  defenderDice: [2, 2],
  ...over,
})
/** A command that is malformed on purpose (input check). */
const raw = (over: Record<string, unknown>) => ({ ...battle(), ...over })

/** Cycle 2, Stage 4, Phase C, the USA's turn: USA 4 armies and 2 navies, USSR 6 armies and 2 navies. */
function atWar(): GameState {
  const g = guidedGame(['usa', 'ussr', 'europe'])
  playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
  g.do({ kind: 'correctForces', power: 'usa', navies: 2, reason: 'test' })
  g.do({ kind: 'correctForces', power: 'ussr', navies: 2, reason: 'test' })
  return g.state
}
const state = atWar()
const events = (s: GameState, cmd: FightBattle) => {
  const r = decide(s, cmd)
  if (!r.ok) throw new Error(r.refusal.message)
  return r.value
}
/** The battle with as many dice as its plan gives each side, every die showing `a` (attacker) or `d` (defender). */
const rolled = (cmd: FightBattle, a = 1, d = 1): FightBattle => {
  const plan = planBattle(state, cmd)
  return { ...cmd, attackerDice: Array<number>(plan.attacker.dice).fill(a), defenderDice: Array<number>(plan.defender.dice).fill(d) }
}
const accepted = (cmd: FightBattle) => decide(state, rolled(cmd)).ok

describe('conventional battle: the sides and the target (input checks)', () => {
  it('an unknown attacker, a defender not in the game, and a power attacking itself are refused whole', () => {
    expect(refusedBy(state, raw({ attacker: 'mars' }))).toEqual({
      code: 'unknown-power',
      message: 'Choose the attacking superpower.',
      remedies: [],
    })
    const noDefender = refusedBy(state, raw({ defender: 'china' }))
    expect(noDefender).toEqual({
      code: 'unknown-power',
      message: 'Choose the defender, or the militia for an empty zone.',
      remedies: [],
    })
    expect(refusedBy(state, raw({ defender: 'mars' }))).toEqual(noDefender)
    expect(refusedBy(state, battle({ defender: 'usa' }))).toEqual({
      code: 'same-power',
      message: 'A power cannot attack itself.',
      remedies: [],
    })
  })
  it('a target that is not a name, blank, or longer than 40 letters is refused; 40 letters are accepted', () => {
    const bad = refusedBy(state, battle({ target: '' }))
    expect(bad).toEqual({
      code: 'bad-target',
      message: 'Name the territory or sea under attack.',
      remedies: [],
    })
    expect(refusedBy(state, battle({ target: '   ' }))).toEqual(bad)
    expect(refusedBy(state, battle({ target: 'x'.repeat(41) }))).toEqual({ ...bad, message: 'The territory’s name is 41 characters long: keep it to at most 40 characters.' })
    expect(refusedBy(state, raw({ target: 7 }))).toEqual(bad)
    expect(accepted(battle({ target: 'x'.repeat(40) }))).toBe(true)
  })
})

describe('conventional battle, Step A: the forces in the battle', () => {
  it('no attacking unit, or counts that are not whole numbers, are refused', () => {
    const none = refusedBy(state, battle({ attacking: { armies: 0, navies: 0 } }))
    expect(none).toEqual({
      code: 'no-forces',
      message: 'A battle needs at least one attacking army or navy.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Conventional Forces, Step D (Roll the Dice and Count the Losses)',
    })
    for (const attacking of [null, 3, { armies: -1, navies: 1 }, { armies: 1.5, navies: 0 }, { armies: '1', navies: 0 }, { armies: 1, navies: -1 }, { armies: 1, navies: Number.NaN }, { armies: 1 }]) {
      expect(refusedBy(state, raw({ attacking }))).toEqual(none)
    }
  })
  it('more attacking armies or navies than the attacker has are refused; all of them are accepted', () => {
    const more = refusedBy(state, battle({ attacking: { armies: 5, navies: 0 } }))
    expect(more).toEqual({
      code: 'no-forces',
      message: 'USA has 4 armies and 2 navies.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Conventional Forces, Step D (Roll the Dice and Count the Losses)',
    })
    expect(refusedBy(state, battle({ attacking: { armies: 1, navies: 3 } }))).toEqual(more)
    expect(accepted(battle({ attacking: { armies: 4, navies: 2 } }))).toBe(true)
  })
  it('a defender with no units there, or counts that are not whole numbers, is refused (attack the militia instead)', () => {
    const none = refusedBy(state, battle({ defending: { armies: 0, navies: 0 } }))
    expect(none).toEqual({
      code: 'no-forces',
      message: "USSR has no forces there: attack the empty zone's militia instead.",
      remedies: [],
      rule: 'Stage 4, Offensive Tactics, "The Militia"',
    })
    expect(refusedBy(state, raw({ defending: { armies: -1, navies: 2 } }))).toEqual(none)
    expect(refusedBy(state, raw({ defending: null }))).toEqual(none)
  })
  it('more defending armies or navies than the defender has are refused; all of them are accepted', () => {
    const more = refusedBy(state, battle({ defending: { armies: 7, navies: 0 } }))
    expect(more).toEqual({
      code: 'no-forces',
      message: 'USSR has 6 armies and 2 navies.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Conventional Forces, Step D (Roll the Dice and Count the Losses)',
    })
    expect(refusedBy(state, battle({ defending: { armies: 1, navies: 3 } }))).toEqual(more)
    expect(accepted(battle({ defending: { armies: 6, navies: 2 } }))).toBe(true)
  })
})

describe('conventional battle: convoys (Fire Power Die; "If a navy is sunk while convoying armies, the armies are lost as well")', () => {
  it('convoyed armies that are not a count or more than the attacking armies are refused; all of them are accepted', () => {
    const bad = refusedBy(state, battle({ convoyedArmies: 4 }))
    expect(bad).toEqual({
      code: 'bad-convoy',
      message: 'Convoyed armies are some of the attacking armies.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Conventional Forces, Step C (Fire Power Die)',
    })
    expect(refusedBy(state, battle({ convoyedArmies: -1 }))).toEqual(bad)
    expect(refusedBy(state, battle({ convoyedArmies: 1.5 }))).toEqual(bad)
    expect(accepted(battle({ attacking: { armies: 3, navies: 1 }, convoyedArmies: 3 }))).toBe(true)
  })
  it('the defender\'s convoyed armies: none for the militia, no more than its armies, and aboard navies', () => {
    const bad = refusedBy(state, battle({ defenderConvoyedArmies: 3, defending: { armies: 2, navies: 1 } }))
    expect(bad).toEqual({
      code: 'bad-convoy',
      message: "The defender's convoyed armies are some of its defending armies (the militia has none); count them again.",
      remedies: [],
      rule: 'Stage 4, Battle Drill for Conventional Forces, Step C (Fire Power Die)',
    })
    expect(refusedBy(state, battle({ defenderConvoyedArmies: -1 }))).toEqual(bad)
    expect(refusedBy(state, rolled(battle({ defender: 'militia', defenderConvoyedArmies: 1 })))).toEqual(bad)
    expect(refusedBy(state, battle({ defenderConvoyedArmies: 1 }))).toEqual({
      code: 'bad-convoy',
      message: 'Armies are convoyed aboard navies: give the defending navies that carry them, or no convoyed armies.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Conventional Forces, Step C (Fire Power Die)',
    })
  })
})

describe('conventional battle, Step B (Remove Supplies): the attacker needs a set', () => {
  it('an attacker without a grain is refused with its supplies counted', () => {
    const g = guidedGame(['usa', 'ussr', 'europe'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
    g.do({ kind: 'correctSupply', power: 'usa', row: 'grain', value: 0, reason: 'test' })
    expect(refusedBy(g.state, battle())).toEqual({
      code: 'no-supplies',
      message: 'USA needs one set of supplies (1 grain, 1 oil, 1 mineral) to attack; it has 0 grain, 12 oil, 12 minerals.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Conventional Forces, Step B (Delete Supplies)',
    })
  })
})

describe('conventional battle, Step C (Roll Dice): the dice', () => {
  it('a face that is not 1 to 6 or not whole is refused, naming whose dice', () => {
    const bad = refusedBy(state, battle({ attackerDice: [7, 3] }))
    expect(bad).toEqual({
      code: 'bad-dice',
      message: "Each die shows 1 to 6; enter USA's dice again.",
      remedies: [],
      rule: 'Stage 4, Battle Drill for Conventional Forces, Step D (Roll the Dice and Count the Losses)',
    })
    expect(refusedBy(state, battle({ attackerDice: [1.5, 3] }))).toEqual(bad)
    expect(refusedBy(state, battle({ attackerDice: [0, 3] }))).toEqual(bad)
    expect(refusedBy(state, raw({ attackerDice: '53' }))).toEqual(bad)
    expect(refusedBy(state, { ...rolled(battle({ defender: 'militia' })), defenderDice: [1.5] }).message).toBe("Each die shows 1 to 6; enter The militia's dice again.")
  })
  it('the wrong number of dice: "1 die" for a resisting defender, the militia named', () => {
    expect(refusedBy(state, battle({ defenderResists: true, defenderDice: [2, 2] }))).toEqual({
      code: 'dice-count',
      message: 'USSR rolls 1 die in this battle, not 2.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Conventional Forces, Step C (Position Dice)',
    })
    expect(refusedBy(state, { ...rolled(battle({ defender: 'militia' })), defenderDice: [2, 2] }).message).toBe('The militia rolls 1 die in this battle, not 2.')
  })
})

describe('conventional battle, Step D (Count Losses): the units chosen', () => {
  it('losses of the wrong count, not whole numbers, or more than were in the battle are refused, naming the side', () => {
    const bad = refusedBy(state, battle({ defenderLosses: { armies: 1, navies: 0 } }))
    expect(bad).toEqual({
      code: 'bad-losses',
      message: "The dice remove 2 of USSR's units (of 2 armies and 0 navies in the battle); choose that many.",
      remedies: [],
      rule: 'Stage 4, Battle Drill for Conventional Forces, Step D (Roll the Dice and Count the Losses)',
    })
    expect(refusedBy(state, raw({ defenderLosses: { armies: 2 } }))).toEqual(bad)
    expect(refusedBy(state, battle({ defenderLosses: { armies: 1, navies: 1 } }))).toEqual(bad)
    expect(refusedBy(state, rolled(battle({ defender: 'militia', attacking: { armies: 3, navies: 1 }, defenderLosses: { armies: 0, navies: 1 } }), 6, 1)).message).toBe("The dice remove 0 of the militia's units (of 0 armies and 0 navies in the battle); choose that many.")
  })
})

describe('conventional battle: outcomes', () => {
  it('armies and navies lost are each one event, none when none are lost; the war record counts both sides', () => {
    expect(events(state, rolled(battle({ attacking: { armies: 1, navies: 2 }, defending: { armies: 1, navies: 2 }, defenderLosses: { armies: 1, navies: 1 }, attackerLosses: { armies: 0, navies: 2 } }), 6, 3))).toEqual([
      ...setPaid('usa', 12, 11),
      ...setPaid('ussr', 12, 11),
      {
        force: 'navies',
        from: 2,
        power: 'usa',
        to: 0,
        type: 'forcesChanged',
      },
      {
        force: 'armies',
        from: 6,
        power: 'ussr',
        to: 5,
        type: 'forcesChanged',
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
              expectedUnitsDestroyed: 0.8333333333333333,
              nukesFired: 0,
              territoriesCaptured: 0,
              territoriesLostToNukes: 0,
              unitsDestroyed: 2,
            },
            ussr: {
              expectedUnitsDestroyed: 1.972222222222222,
              nukesFired: 0,
              territoriesCaptured: 0,
              territoriesLostToNukes: 0,
              unitsDestroyed: 2,
            },
          },
        },
        type: 'slicePatched',
      },
      attackMadePatch('usa', ['ussr']),
    ])
  })
  it('against the militia: only the attacker pays and loses; no record for a defender, no counterattack', () => {
    expect(events(state, rolled(battle({ defender: 'militia' }), 6, 6))).toEqual([
      ...setPaid('usa', 12, 11),
      {
        force: 'armies',
        from: 4,
        power: 'usa',
        to: 2,
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
              nukesFired: 0,
              territoriesCaptured: 0,
              territoriesLostToNukes: 0,
              unitsDestroyed: 0,
            },
          },
        },
        type: 'slicePatched',
      },
      {
        from: {
          attackMade: null,
        },
        slice: 'play',
        to: {
          attackMade: 'usa',
        },
        type: 'slicePatched',
      },
    ])
  })
  it('"If a navy is sunk while convoying armies, the armies are lost as well": the defender\'s too', () => {
    const e = events(state, rolled(battle({ defending: { armies: 2, navies: 1 }, defenderConvoyedArmies: 1, defenderLosses: { armies: 0, navies: 1 } }), 2, 1))
    expect(e.filter((x) => x.type === 'forcesChanged' && x.power === 'ussr')).toEqual([
      { type: 'forcesChanged', power: 'ussr', force: 'armies', from: 6, to: 5 },
      { type: 'forcesChanged', power: 'ussr', force: 'navies', from: 2, to: 1 },
    ])
  })
  it('a game without a war slice records nothing', () => {
    const e = events({ ...state, war: undefined }, battle())
    expect(e.filter((x) => x.type === 'slicePatched' && x.slice === 'war')).toEqual([])
  })
})
