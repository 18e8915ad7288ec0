import { phrasesOf } from '../../kernel/phrase'
import { BATTLE_RULE } from './data'

/** The rules' sections a battle's "why" lines name: phrases of the rule table in data.ts. */
export const battleRuleName = phrasesOf('battleRules', BATTLE_RULE)

/** Why each side of a conventional battle rolls what it rolls (Step C), one sentence per case. */
export const BATTLE_REASONS = {
  dice: '{n} die | {n} dice',
  attackerGets: '{rule}: the attacker gets {dice}.',
  defenderResists: '{rule}: the defender resists, removes no supplies and begins with {dice}.',
  defenderNoSupplies: '{rule}: the defender has no set of supplies to remove, so he gets {dice}.',
  defenderRemoves: '{rule}: the defender removes a set of supplies and gets {dice}.',
  unitsTie: '{rule}: both sides have {n} armies and navies in the battle, a tie: no extra die.',
  unitsAttacker: '{rule}: the attacker has more armies and navies in the battle ({more} against {fewer}): the attacker gets {dice} more.',
  unitsDefender: '{rule}: the defender has more armies and navies in the battle ({more} against {fewer}): the defender gets {dice} more.',
  lstarsTie: '{rule}: both sides have {n} L-stars, a tie: no extra die.',
  lstarsAttacker: '{rule}: the attacker has more L-stars ({more} against {fewer}): the attacker gets {dice} more.',
  lstarsDefender: '{rule}: the defender has more L-stars ({more} against {fewer}): the defender gets {dice} more.',
  militia: 'The Militia: the Marshall rolls {dice} for the empty zone; the attacker does not roll.',
} as const

export const battleReason = phrasesOf('battleReasons', BATTLE_REASONS)
/** "2 dice", as a value of another reason. */
export const diceValue = (n: number) => ({ phrase: battleReason('dice', { n }) })
