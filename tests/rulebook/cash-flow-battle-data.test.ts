import { describe, expect, it } from 'vitest'
import {
  CASH_FLOW_BATTLE_RULE,
  MAX_BATTLE_DICE,
  REROLL_AT_MOST,
} from '@/domain/modules/cash-flow/battle-data'
import {
  launchSucceeds,
  lstarClashOdds,
  lstarRerolls,
  matchedBattleOdds,
  rerollAdvice,
  resolveLstarClash,
  resolveMatchedDice,
  screenHits,
  strikeOdds,
} from '@/domain/modules/cash-flow/battle-odds'

const FACES = [1, 2, 3, 4, 5, 6]

/**
 * Every dice number of the Cash Flow variant's battles (shared/rules/variant-cash-flow.txt v1.2),
 * each row with the variant's sentence and checked through the function that uses it.
 */
const rows: { rule: string; says: string; check: () => void }[] = [
  {
    rule: CASH_FLOW_BATTLE_RULE.combat,
    says: 'the attacker rolls 1 die for each army and navy participating in the attack. The defender rolls one die for each army or navy within the targeted territory.',
    check: () => {
      // 3 attackers against 2 defenders: two pairs, so exactly two units are lost in all.
      const odds = matchedBattleOdds({ attackers: 3, defenders: 2, defenderWinsTies: false })
      for (const o of odds.outcomes) expect(o.attackerLosses + o.defenderLosses).toBe(2)
    },
  },
  {
    rule: CASH_FLOW_BATTLE_RULE.combat,
    says: "Match up the attacker' s highest die with the defender's highest die and then the next highest in descending order. In each match, the player with the lower die must remove an army or navy",
    check: () => {
      expect(resolveMatchedDice([1, 6], [2, 5], false).pairs.map((p) => [p.attacker, p.defender, p.loser])).toEqual([
        [6, 5, 'defender'],
        [1, 2, 'attacker'],
      ])
    },
  },
  {
    rule: CASH_FLOW_BATTLE_RULE.combat,
    says: 'In the event of a tie, the attacker wins',
    check: () => {
      expect(resolveMatchedDice([4], [4], false)).toMatchObject({ attackerLosses: 0, defenderLosses: 1 })
      expect(matchedBattleOdds({ attackers: 1, defenders: 1, defenderWinsTies: false }).defenderEliminated).toBeCloseTo(21 / 36, 14)
    },
  },
  {
    rule: CASH_FLOW_BATTLE_RULE.defenderOption,
    says: 'unless the defender has deleted a grain unit in the step above, in which case the defender wins. / If the defender chooses to delete a grain unit for a particular territory, the defender will win ties',
    check: () => {
      expect(resolveMatchedDice([4], [4], true)).toMatchObject({ attackerLosses: 1, defenderLosses: 0 })
      expect(matchedBattleOdds({ attackers: 1, defenders: 1, defenderWinsTies: true }).defenderEliminated).toBeCloseTo(15 / 36, 14)
    },
  },
  {
    rule: CASH_FLOW_BATTLE_RULE.lstarAdvantage,
    says: 'if the attacker had two more l-stars than the defender, the attacker could re-roll two of his dice',
    check: () => {
      expect(lstarRerolls(5, 3)).toEqual({ side: 'attacker', count: 2 })
      expect(lstarRerolls(1, 2)).toEqual({ side: 'defender', count: 1 })
      expect(lstarRerolls(2, 2)).toBeUndefined()
    },
  },
  {
    rule: `${CASH_FLOW_BATTLE_RULE.lstarAdvantage} (reading: which dice)`,
    says: 'The side with more l-stars may re-roll a number of dice ... equal to their numerical superiority',
    check: () => {
      expect(REROLL_AT_MOST).toBe(3)
      expect(rerollAdvice([6, 3, 4, 1, 2], 2)).toEqual([3, 4])
      expect(rerollAdvice([6, 4, 4], 2)).toEqual([])
    },
  },
  {
    rule: CASH_FLOW_BATTLE_RULE.launch,
    says: 'The player launching nukes now rolls a die for each nuke launched. For each six (6) rolled a launch fails',
    check: () => {
      expect(FACES.filter((f) => !launchSucceeds(f))).toEqual([6])
      expect(strikeOdds({ nukes: 2, screeners: [] }).landed[2]).toBeCloseTo(25 / 36, 14)
    },
  },
  {
    rule: CASH_FLOW_BATTLE_RULE.lstarScreen,
    says: 'he may roll one die for each l-star he owns and remove a targeted nuke from the board for each die upon which he does not roll a six (6) which is a miss.',
    check: () => {
      expect(FACES.filter((f) => screenHits(f, true))).toEqual([1, 2, 3, 4, 5])
      // One nuke flies (5/6) and one targeted L-star misses (1/6).
      expect(strikeOdds({ nukes: 1, screeners: [{ lstars: 1, targeted: true }] }).landed[1]).toBeCloseTo(5 / 36, 14)
    },
  },
  {
    rule: CASH_FLOW_BATTLE_RULE.lstarScreen,
    says: 'if they are not being targeted, their l-stars miss on a roll of four, five or six (4,5,6).',
    check: () => {
      expect(FACES.filter((f) => screenHits(f, false))).toEqual([1, 2, 3])
      expect(strikeOdds({ nukes: 1, screeners: [{ lstars: 1, targeted: false }] }).landed[1]).toBeCloseTo(5 / 12, 14)
    },
  },
  {
    rule: CASH_FLOW_BATTLE_RULE.spaceBlast,
    says: 'If the nukes being targeted are designated for a space blast, all players may fire their l-stars at the incoming nukes but everyone misses on a four five or six (4,5,6).',
    check: () => {
      expect(FACES.filter((f) => screenHits(f, true, true))).toEqual([1, 2, 3])
      expect(strikeOdds({ nukes: 1, screeners: [{ lstars: 1, targeted: true }], spaceBlast: true }).anyLands).toBeCloseTo(5 / 12, 14)
    },
  },
  {
    rule: CASH_FLOW_BATTLE_RULE.lstarClash,
    says: 'Match up the attacker\'s dice with the defender\'s dice in descending order. In each pair, the low die loses and l-star. In the event of a tie, both players lose an l-star.',
    check: () => {
      expect(resolveLstarClash([3, 6], [3, 5])).toMatchObject({ attackerLosses: 1, defenderLosses: 2 })
      const odds = lstarClashOdds(1, 1)
      expect(odds.outcomes.find((o) => o.attackerLosses === 1 && o.defenderLosses === 1)?.probability).toBeCloseTo(1 / 6, 14)
      expect(odds.defenderEliminated).toBeCloseTo(15 / 36 + 6 / 36, 14)
    },
  },
  {
    rule: 'Not a rule: the largest number of dice a side may roll in one calculation',
    says: '(battle-data.ts, MAX_BATTLE_DICE)',
    check: () => {
      expect(MAX_BATTLE_DICE).toBe(40)
      expect(() => matchedBattleOdds({ attackers: MAX_BATTLE_DICE + 1, defenders: 1, defenderWinsTies: false })).toThrow(RangeError)
      expect(() => strikeOdds({ nukes: MAX_BATTLE_DICE + 1, screeners: [] })).toThrow(RangeError)
    },
  },
]

describe('Cash Flow battles: every dice number of the variant, through the rules that use it', () => {
  it.each(rows.map((r) => [r.rule, r.says, r.check] as const))('%s: "%s"', (_rule, _says, check) => check())
})
