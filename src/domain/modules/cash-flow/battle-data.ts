/**
 * The dice numbers of the Cash Flow variant's battles (shared/rules/variant-cash-flow.txt, v1.2,
 * section "Attack": "Conventional Attack Sequence", "Strategic Attack Sequence", "L-Star Clash").
 * Each number carries the variant's words; tests/rulebook/cash-flow-battle-data.test.ts checks
 * each one through the functions of battle-odds.ts that use it.
 */

/** Where each battle rule lives in shared/rules/variant-cash-flow.txt. */
export const CASH_FLOW_BATTLE_RULE = {
  defenderOption: 'Attack, Conventional Attack Sequence, "Defender\'s Option"',
  lstarAdvantage: 'Attack, Conventional Attack Sequence, "L-Star Advantage"',
  combat: 'Attack, Conventional Attack Sequence, "Combat"',
  launch: 'Attack, Strategic Attack Sequence, "Launch"',
  lstarScreen: 'Attack, Strategic Attack Sequence, "L-Star Screen"',
  spaceBlast: 'Attack, Strategic Attack Sequence, "L-Star Screen" (space blast) and "Space Blast"',
  lstarClash: 'Attack, "L-Star Clash"',
} as const

/** Which side loses a matched pair whose dice show the same face. */
export type TieLoser = 'attacker' | 'defender' | 'both'

/**
 * Combat: "the attacker rolls 1 die for each army and navy participating in the attack. The
 * defender rolls one die for each army or navy within the targeted territory." L-Star Clash: "The
 * attacker rolls one die for each l-star he wishes to participate in the attack. The defender
 * rolls one die for each l-star they own." Launch: "rolls a die for each nuke launched."
 */
export const DICE_PER_UNIT = 1

/**
 * Combat: "In the event of a tie, the attacker wins unless the defender has deleted a grain unit
 * in the step above, in which case the defender wins." Defender's Option: "If the defender
 * chooses to delete a grain unit for a particular territory, the defender will win ties".
 * The value is the side that LOSES a tied pair.
 */
export const CONVENTIONAL_TIE_LOSER: Readonly<Record<'defenderDeletedGrain' | 'noGrain', TieLoser>> = {
  noGrain: 'defender',
  defenderDeletedGrain: 'attacker',
}

/**
 * L-Star Advantage: "The side with more l-stars may re-roll a number of dice in the following
 * step equal to their numerical superiority in l-stars over the enemy. For example, if the
 * attacker had two more l-stars than the defender, the attacker could re-roll two of his dice".
 */
export const REROLLS_PER_LSTAR_SUPERIORITY = 1

/**
 * Reading (the variant is silent on which dice are worth re-rolling): the app's advice, and the
 * odds it shows, re-roll the side's lowest dice showing this face or less. A fresh die beats a 3
 * half the time and falls below it a third of the time; in a 1 v 1 a kept 3 wins 1/2 (attacker,
 * attacker wins ties), 1/3 (attacker, defender wins ties) or 1/3 and 1/2 (defender), each below
 * a re-roll's 21/36 or 15/36, while a kept 4 beats a re-roll in all four cases (the test
 * "threshold 3 is the best in a 1 v 1" checks this). Re-rolling the LOWEST dice first is never
 * worse than any other choice of the same number of dice: the kept set is then higher die for die.
 * The exact odds stay correct for any value (the brute-force tests pass with 2 or 4), but they
 * walk the faces up to this one as an exact table, so a higher value makes them much slower.
 */
export const REROLL_AT_MOST = 3

/** Launch: "For each six (6) rolled a launch fails and one nuke cloud must be removed". */
export const LAUNCH_FAIL_FACES: readonly number[] = [6]

/**
 * L-Star Screen: the targeted player removes "a targeted nuke from the board for each die upon
 * which he does not roll a six (6) which is a miss."
 */
export const TARGETED_SCREEN_MISS_FACES: readonly number[] = [6]

/**
 * L-Star Screen: "Any player with l-stars may participate in the screen ... however, if they are
 * not being targeted, their l-stars miss on a roll of four, five or six (4,5,6)."
 */
export const BYSTANDER_SCREEN_MISS_FACES: readonly number[] = [4, 5, 6]

/**
 * L-Star Screen: "If the nukes being targeted are designated for a space blast, all players may
 * fire their l-stars at the incoming nukes but everyone misses on a four five or six (4,5,6)."
 */
export const SPACE_BLAST_SCREEN_MISS_FACES: readonly number[] = [4, 5, 6]

/** L-Star Clash: "In each pair, the low die loses and l-star. In the event of a tie, both players lose an l-star." */
export const LSTAR_CLASH_TIE_LOSER: TieLoser = 'both'

/**
 * The most dice one side may roll in one calculation (armies and navies in one combat, nukes in
 * one strike, L-stars in one clash). Not a rule: a bound for the exact odds, whose cost grows
 * with about the fifth power of the dice when a side re-rolls. Measured on the development
 * machine under load: 30 v 30 with re-rolls in about 60 ms, 40 v 40 in about 250 ms, 60 v 60 in
 * about 1.5 s; 40 keeps the worst case well under a second on a phone, and a stack of more than
 * 40 armies in one territory is far beyond the 15 extra armies each power starts with. The rules
 * module refuses larger numbers before asking for odds.
 */
export const MAX_BATTLE_DICE = 40
