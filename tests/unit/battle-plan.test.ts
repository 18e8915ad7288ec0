import { describe, expect, it } from 'vitest'
import { conventionalOdds, type GameState, type PowerId } from '@/domain'
import { battleOdds, drownedWith, lossOptions, lossOrderMatters, planBattle, planStakes, splitLosses, unitsLost, type BattleSetup, type LossOrder } from '@/domain'
import { apply, startedState } from '../support/games'

/** Rules text: shared/rules/supremacy-basic-rules-v3.txt, Stage 4, Battle Drill for Conventional Forces and Tactics. */

const battle = (over: Partial<BattleSetup> = {}): BattleSetup => ({
  attacker: 'usa',
  defender: 'ussr',
  attacking: { armies: 3, navies: 0 },
  defending: { armies: 3, navies: 0 },
  ...over,
})

/** A USA–USSR game (both start with 3 grain, 3 oil, 3 minerals and no L-stars), with rows changed. */
function game(rows: { power: PowerId; row: 'grain' | 'lstars'; value: number }[] = []): GameState {
  let state = startedState(['usa', 'ussr'])
  for (const r of rows) state = apply(state, { kind: 'correctSupply', power: r.power, row: r.row, value: r.value, reason: 'test' })
  return state
}

const dice = (state: GameState, b: BattleSetup) => {
  const plan = planBattle(state, b)
  return [plan.attacker.dice, plan.defender.dice]
}

describe('planBattle: the dice (Step C, Getting the Dice)', () => {
  it.each([
    ['Position Dice: "The attacker gets one die and the defender gets two dice."', [], battle(), [1, 2]],
    ['Step B note: "If the defender does not have a set a supplies to remove, then he only gets one die"', [{ power: 'ussr', row: 'grain', value: 0 }], battle(), [1, 1]],
    ['Resist: "he begins with one die like the attacker"', [], battle({ defenderResists: true }), [1, 1]],
    ['Fire Power Die: "The player with the most armies and/or navies ... gets an extra die" (attacker)', [], battle({ attacking: { armies: 2, navies: 2 } }), [2, 2]],
    ['Fire Power Die (defender, navies count too)', [], battle({ defending: { armies: 2, navies: 2 } }), [1, 3]],
    ['Fire Power Die: a tie gives no one the extra die', [], battle({ attacking: { armies: 1, navies: 2 } }), [1, 2]],
    ['Fire Power Die: "A navy convoying armies may not count the armies on board ... unless it is an amphibious assault"', [], battle({ attacking: { armies: 3, navies: 1 }, convoyedArmies: 2 }), [1, 3]],
    ['Amphibious Assault: "the attacker may add together the army(s) and navy(s) involved in the battle"', [], battle({ attacking: { armies: 3, navies: 1 }, convoyedArmies: 2, assault: 'amphibious' }), [2, 2]],
    ['L-star Die: "The player with the most L-stars gets another die."', [{ power: 'usa', row: 'lstars', value: 2 }, { power: 'ussr', row: 'lstars', value: 1 }], battle(), [2, 2]],
    ['The Militia: "the Marshall rolls one die once for the defenders"; the attacker does not roll', [{ power: 'usa', row: 'lstars', value: 2 }], battle({ defender: 'militia' }), [0, 1]],
  ] as const)('%s', (_rule, rows, b, expected) => {
    expect(dice(game([...rows]), b)).toEqual(expected)
  })

  it('gives one reason per Step C rule, or the Marshall\'s die for the militia', () => {
    const state = game()
    expect(planBattle(state, battle()).reasons).toHaveLength(4)
    expect(planBattle(state, battle({ defender: 'militia' })).reasons).toEqual(['The Militia: the Marshall rolls 1 die for the empty zone; the attacker does not roll.'])
  })

  it('Fire Power Die: counts convoyed armies only in an amphibious assault', () => {
    const convoy = battle({ attacking: { armies: 3, navies: 1 }, convoyedArmies: 2 })
    expect(planStakes(convoy).attacker.firePower).toBe(2)
    expect(planStakes({ ...convoy, assault: 'amphibious' }).attacker.firePower).toBe(4)
    expect(planStakes({ ...convoy, assault: 'airborne' }).attacker.firePower).toBe(2)
    expect(planStakes(convoy).defender.firePower).toBe(3)
  })
})

describe('planBattle: supplies (Step B, Delete Supplies)', () => {
  it.each([
    ['"The attacker must remove one set of supplies ... The defender must also remove one set"', [], battle(), [true, true]],
    ['Step B note: a defender with no set removes none', [{ power: 'ussr', row: 'grain', value: 0 }], battle(), [true, false]],
    ['Resist: "he is not required to remove a set of supplies"', [], battle({ defenderResists: true }), [true, false]],
    ['The Militia: only the attacker pays', [], battle({ defender: 'militia' }), [true, false]],
  ] as const)('%s', (_rule, rows, b, expected) => {
    const plan = planBattle(game([...rows]), b)
    expect([plan.attacker.paysSupplies, plan.defender.paysSupplies]).toEqual(expected)
  })
})

describe('planBattle: what is at stake (Step D, Roll the Dice and Count the Losses)', () => {
  it('"For every three points, he may remove one of the defender\'s armies or navies": never more than were there', () => {
    const plan = planBattle(game(), battle({ defending: { armies: 1, navies: 1 } }))
    expect(unitsLost(plan, 'defender', [5, 3])).toBe(2)
    expect(unitsLost(plan, 'defender', [6, 6, 6])).toBe(2)
    expect(unitsLost(plan, 'defender', [2])).toBe(0)
    expect(unitsLost(plan, 'attacker', [6, 6, 3])).toBe(3)
  })

  it('The Militia: the empty zone has nothing at stake, whatever was typed for it', () => {
    const stakes = planStakes(battle({ defender: 'militia', defending: { armies: 4, navies: 1 } }))
    expect(stakes.isMilitia).toBe(true)
    expect(stakes.defender.atStake).toEqual({ armies: 0, navies: 0 })
    expect(unitsLost(stakes, 'defender', [6, 6])).toBe(0)
  })

  it('The Militia: "If it is an amphibious assault, the Marshall always removes the armies"', () => {
    const attacking = { armies: 2, navies: 1 }
    const amphibious = lossOptions(planStakes(battle({ defender: 'militia', attacking, assault: 'amphibious' })), 'attacker', 1)
    expect(amphibious).toMatchObject({ count: 1, min: 0, max: 1, fallback: { armies: 1, navies: 0 }, isArmiesFirst: true, isChoosable: false })
    expect(lossOptions(planStakes(battle({ defender: 'militia', attacking })), 'attacker', 1).isChoosable).toBe(true)
    expect(lossOptions(planStakes(battle({ attacking, assault: 'amphibious' })), 'attacker', 1).isChoosable).toBe(true)
  })

  it('Step D: the roller chooses armies or navies, never more of a kind than was there; armies first by default', () => {
    const options = lossOptions(planStakes(battle({ defending: { armies: 1, navies: 3 } })), 'defender', 2)
    expect(options).toMatchObject({ min: 0, max: 1, fallback: { armies: 1, navies: 1 }, isChoosable: true })
    expect(splitLosses(options, 5)).toEqual({ armies: 1, navies: 1 })
    expect(splitLosses(options, 0)).toEqual({ armies: 0, navies: 2 })
  })

  it.each([
    // "If a navy is sunk while convoying armies, the armies are lost as well"; Convoy: "Each navy can carry (convoy) up to four basic armies".
    ['amphibious: every attacking army is aboard', battle({ attacking: { armies: 3, navies: 1 }, assault: 'amphibious' }), 3, { armies: 0, navies: 1 }, 3],
    ['amphibious: a sunk navy takes at most four armies down', battle({ attacking: { armies: 6, navies: 1 }, assault: 'amphibious' }), 6, { armies: 0, navies: 1 }, 4],
    ['two sunk navies take up to eight', battle({ attacking: { armies: 6, navies: 2 }, assault: 'amphibious' }), 6, { armies: 1, navies: 2 }, 5],
    ['outside an amphibious assault only the convoyed armies are aboard', battle({ attacking: { armies: 3, navies: 2 }, convoyedArmies: 2 }), 2, { armies: 1, navies: 1 }, 1],
    ['no navy sunk, no army drowned', battle({ attacking: { armies: 3, navies: 2 }, convoyedArmies: 2 }), 2, { armies: 1, navies: 0 }, 0],
    ['no armies aboard, none drowned', battle({ attacking: { armies: 3, navies: 2 } }), 0, { armies: 0, navies: 2 }, 0],
  ] as const)('drowning cap: %s', (_case, b, aboard, lost, drowned) => {
    const stakes = planStakes(b)
    expect(stakes.convoy).toEqual({ aboard, perNavy: 4 })
    expect(drownedWith(stakes, lost)).toBe(drowned)
  })
})

describe('planBattle: the odds inputs', () => {
  it('puts every unit at stake in the odds, convoyed armies too, with the planned dice', () => {
    const plan = planBattle(game(), battle({ attacking: { armies: 3, navies: 1 }, convoyedArmies: 2, defending: { armies: 2, navies: 1 } }))
    // Fire power 2 (the convoyed armies left out) against 3 gives the defender its die, yet all 4 attacking units can be hit.
    expect(plan.odds).toEqual({ attackerDice: 1, defenderDice: 3, attackerUnits: 4, defenderUnits: 3 })
    expect(battleOdds(plan)).toEqual(conventionalOdds(plan.odds))
  })

  it('the militia: the Marshall\'s one die against the attacking units, nothing at stake for the zone', () => {
    expect(planBattle(game(), battle({ defender: 'militia', attacking: { armies: 2, navies: 1 } })).odds).toEqual({ attackerDice: 0, defenderDice: 1, attackerUnits: 3, defenderUnits: 0 })
  })
})

describe('battleOdds: the loss order and the drowned armies, against every roll', () => {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
  const allRolls = (n: number): number[][] => {
    let rolls: number[][] = [[]]
    for (let i = 0; i < n; i += 1) rolls = rolls.flatMap((r) => range(6).map((f) => [...r, f]))
    return rolls
  }
  /** The losses one side takes in all, worked out by hand: navies first or armies first, then the armies aboard the sunk navies. */
  const goneByHand = (removed: number, present: { armies: number; navies: number }, aboard: number, order: LossOrder) => {
    const navies = order === 'naviesFirst' ? Math.min(removed, present.navies) : Math.max(0, removed - present.armies)
    const armies = removed - navies
    return removed + Math.min(Math.max(0, aboard - armies), navies * 4)
  }

  it.each([
    ['amphibious, aboard: 3 armies and 1 navy against 2 dice', battle({ attacking: { armies: 3, navies: 1 }, defending: { armies: 2, navies: 0 }, assault: 'amphibious' }), 'aboard'],
    ['amphibious, landed', battle({ attacking: { armies: 3, navies: 1 }, defending: { armies: 2, navies: 0 }, assault: 'amphibious' }), 'landed'],
    ['convoys on both sides at sea', battle({ attacking: { armies: 2, navies: 2 }, convoyedArmies: 2, defending: { armies: 3, navies: 1 }, defenderConvoyedArmies: 3 }), 'landed'],
    ['six armies on one navy', battle({ attacking: { armies: 6, navies: 2 }, defending: { armies: 1, navies: 1 }, assault: 'amphibious' }), 'aboard'],
  ] as const)('%s', (_case, b, reading) => {
    const state = apply(game(), { kind: 'correctForces', power: 'ussr', armies: 4, navies: 2, reason: 'test' })
    const plan = planBattle({ ...state, settings: { ...state.settings, amphibiousArmies: reading } }, b)
    const aAboard = b.assault === 'amphibious' ? (reading === 'landed' ? 0 : b.attacking.armies) : (b.convoyedArmies ?? 0)
    const dAboard = b.defenderConvoyedArmies ?? 0
    for (const order of ['armiesFirst', 'naviesFirst'] as const) {
      const odds = battleOdds(plan, { attacker: order, defender: order })
      const aUnits = b.attacking.armies + b.attacking.navies
      const dUnits = b.defending.armies + b.defending.navies
      const aLoss = new Array<number>(aUnits + 1).fill(0)
      const dLoss = new Array<number>(dUnits + 1).fill(0)
      let both = 0
      const aRolls = allRolls(plan.attacker.dice)
      const dRolls = allRolls(plan.defender.dice)
      const weight = 1 / (aRolls.length * dRolls.length)
      for (const ar of aRolls) {
        for (const dr of dRolls) {
          const aGone = goneByHand(Math.min(aUnits, Math.floor(dr.reduce((s, d) => s + d, 0) / 3)), b.attacking, aAboard, order)
          const dGone = goneByHand(Math.min(dUnits, Math.floor(ar.reduce((s, d) => s + d, 0) / 3)), b.defending, dAboard, order)
          aLoss[aGone]! += weight
          dLoss[dGone]! += weight
          if (aGone === aUnits && dGone === dUnits) both += weight
        }
      }
      odds.attackerLosses.forEach((p, k) => expect(Math.abs(p - aLoss[k]!)).toBeLessThan(1e-12))
      odds.defenderLosses.forEach((p, k) => expect(Math.abs(p - dLoss[k]!)).toBeLessThan(1e-12))
      expect(Math.abs(odds.pMutualDestruction - both)).toBeLessThan(1e-12)
    }
  })

  it('issue 10: 3 armies and 1 navy landing against 2 dice: destroyed 1/36 armies first, 35/36 if the navy is sunk first (reading "aboard")', () => {
    const b = battle({ attacking: { armies: 3, navies: 1 }, defending: { armies: 2, navies: 0 }, assault: 'amphibious' })
    const aboard = planBattle({ ...game(), settings: { ...game().settings, amphibiousArmies: 'aboard' } }, b)
    expect(aboard.defender.dice).toBe(2)
    expect(battleOdds(aboard).pAttackerDestroyed).toBeCloseTo(1 / 36, 12)
    expect(battleOdds(aboard, { attacker: 'naviesFirst' }).pAttackerDestroyed).toBeCloseTo(35 / 36, 12)
    expect(lossOrderMatters(aboard)).toBe(true)
    const landed = planBattle({ ...game(), settings: { ...game().settings, amphibiousArmies: 'landed' } }, b)
    expect(battleOdds(landed, { attacker: 'naviesFirst' }).pAttackerDestroyed).toBeCloseTo(1 / 36, 12)
    expect(lossOrderMatters(landed)).toBe(false)
  })
})
