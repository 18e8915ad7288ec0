/**
 * Input checks and wording of the battle odds and plan (battle/odds.ts, battle/plan.ts): each odds
 * function refuses a count that is not a whole number of 0 or more with a RangeError naming it;
 * the Step C reasons name the side that gets the extra die; the plan's supplies and L-star dice.
 * Rules: Stage 4, Battle Drill for Conventional Forces, Steps B and C; Strategic Step D.
 */
import { describe, expect, it } from 'vitest'
import { assignScreen, conventionalDice, decide, diceSumDistribution, lossDistribution, lossOrderMatters, nuclearScreenOdds, aimedScreenOdds, planBattle, planStakes, rouletteEndChance, type FightBattle } from '@/domain'
import { guidedGame, playTo } from '../support/guided'

describe('the odds refuse counts that are not whole numbers of 0 or more (input check)', () => {
  it('each names what was wrong and the value given', () => {
    expect(() => diceSumDistribution(-1)).toThrow(new RangeError('The number of dice must be a whole number of 0 or more, not -1.'))
    expect(() => lossDistribution(1, 1.5)).toThrow(new RangeError('The number of units must be a whole number of 0 or more, not 1.5.'))
    expect(() => assignScreen(-1, 0, 0)).toThrow(new RangeError('The number of nukes must be a whole number of 0 or more, not -1.'))
    expect(() => assignScreen(1, -1, 0)).toThrow(new RangeError("The number of the defender's L-stars must be a whole number of 0 or more, not -1."))
    expect(() => assignScreen(1, 0, -1)).toThrow(new RangeError("The number of the champions' L-stars must be a whole number of 0 or more, not -1."))
    expect(() => nuclearScreenOdds({ nukes: 1, defenderLstars: 0, championLstars: 0.5 })).toThrow(RangeError)
    expect(() => aimedScreenOdds(-2, { defender: [], champions: [] })).toThrow(new RangeError('The number of nukes must be a whole number of 0 or more, not -2.'))
    expect(() => rouletteEndChance(-1)).toThrow(new RangeError('The number of territories destroyed must be a whole number of 0 or more, not -1.'))
  })
  it('0 dice give a total of 0; 2 dice give totals 0 to 12', () => {
    expect(diceSumDistribution(0)).toEqual([1])
    expect(diceSumDistribution(2)).toHaveLength(13)
    expect(diceSumDistribution(2)[7]).toBeCloseTo(6 / 36, 12)
  })
})

describe('Step C, Getting the Dice: the reasons name the side with more', () => {
  const base = { attackerUnits: 2, defenderUnits: 2, attackerLstars: 0, defenderLstars: 0, defenderHasSupplies: true, defenderResists: false }
  it('more defending units: the defender gets the fire power die; more attacking L-stars: the attacker the L-star die', () => {
    const r = conventionalDice({ ...base, defenderUnits: 3, attackerLstars: 1 })
    expect(r.reasons.slice(2)).toEqual([
      expect.stringMatching(/: the defender has more armies and navies in the battle \(3 against 2\): the defender gets 1 die more\.$/),
      expect.stringMatching(/: the attacker has more L-stars \(1 against 0\): the attacker gets 1 die more\.$/),
    ])
    expect(conventionalDice(base).reasons[2]).toMatch(/: both sides have 2 armies and navies in the battle, a tie: no extra die\.$/)
  })
})

describe('the battle plan: supplies and L-star dice (Steps B and C)', () => {
  const g = guidedGame(['usa', 'ussr', 'europe'])
  playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
  g.do({ kind: 'correctSupply', power: 'usa', row: 'grain', value: 1, reason: 'test' })
  g.do({ kind: 'correctSupply', power: 'ussr', row: 'lstars', value: 1, reason: 'test' })
  const battle: FightBattle = { kind: 'fightBattle', attacker: 'usa', defender: 'ussr', target: 'Kazakh', attacking: { armies: 2, navies: 0 }, defending: { armies: 2, navies: 0 }, attackerDice: [1], defenderDice: [1, 1, 1] }
  it('one grain, one oil and one mineral are a set: an attacker with exactly 1 grain may attack', () => {
    expect(decide(g.state, battle).ok).toBe(true)
  })
  it('the defender\'s L-star gives it the L-star die; the militia has none', () => {
    expect(planBattle(g.state, battle).defender.dice).toBe(3)
    const militia = planBattle(g.state, { ...battle, defender: 'militia' })
    expect([militia.attacker.dice, militia.defender.dice, militia.defender.lstars]).toEqual([0, 1, 0])
    // The Militia: "the Marshall rolls one die once for the defenders".
    expect(militia.reasons).toEqual(['The Militia: the Marshall rolls 1 die for the empty zone; the attacker does not roll.'])
  })
  it('the order of losses matters when the defender has armies aboard navies', () => {
    const stakes = planStakes({ attacker: 'usa', defender: 'ussr', attacking: { armies: 2, navies: 0 }, defending: { armies: 2, navies: 1 }, defenderConvoyedArmies: 1 })
    expect(lossOrderMatters(stakes)).toBe(true)
    expect(lossOrderMatters(planStakes({ attacker: 'usa', defender: 'ussr', attacking: { armies: 2, navies: 0 }, defending: { armies: 2, navies: 1 } }))).toBe(false)
  })
})
