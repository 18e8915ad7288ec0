import { COMBAT_FORMS, OUTRIGHT_WIN_SCORE, type CombatForm } from './data'
import type { CreatureChange } from './commands'
import type { Creature, Field, SeatId } from './state'

const NO_MODIFIERS: Readonly<Record<CombatForm, number>> = { wild: 0, magic: 0, blade: 0 }

/** A creature's score in one form: power (or the printed score), less damage, plus that form's modifier. */
export function formScore(c: Creature, form: CombatForm): number {
  return (c.power ?? c.scores[form]) - c.damage + c.modifiers[form]
}

/**
 * Multiple Forms: "Creatures will automatically use their highest score of all available combat
 * forms". With no form turned yet the creature scores nothing.
 */
export function bestScore(c: Creature, forms: readonly CombatForm[]): number {
  if (forms.length === 0) return 0
  return Math.max(...forms.map((f) => formScore(c, f)))
}

/** Combat: "adding the scores of all creatures in the current combat form together". */
export function sideScore(creatures: readonly Creature[], forms: readonly CombatForm[]): number {
  return creatures.reduce((sum, c) => sum + bestScore(c, forms), 0)
}

/**
 * Creature Score Modifiers: a creature that "has received a negative modifier" and has "a score of 0
 * or less with their highest value" is instantly killed; without a negative modifier a 0 does not kill.
 */
export function isKilled(c: Creature, forms: readonly CombatForm[], cancelledMinusKills = true): boolean {
  return forms.length > 0 && isWeakened(c, cancelledMinusKills) && bestScore(c, forms) <= 0
}

/**
 * Whether a creature dies at 0 or less. `cancelledMinusKills` (the default reading): it "has
 * recieved a negative modifier" since it came in or was powered, even if a plus cancelled it;
 * off: a minus is on it now (damage, or a form's modifiers adding up below 0).
 */
export function isWeakened(c: Creature, cancelledMinusKills = true): boolean {
  if (cancelledMinusKills) return c.isWeakened
  return c.damage > 0 || COMBAT_FORMS.some((f) => c.modifiers[f] < 0)
}

/** A token's effect on a creature. Power "overrides any previously existing attack modifiers". */
export function applyChange(c: Creature, change: CreatureChange): Creature {
  switch (change.kind) {
    case 'damage':
      return { ...c, damage: c.damage + change.amount, isWeakened: c.isWeakened || change.amount > 0 }
    case 'modifier':
      return { ...c, modifiers: { ...c.modifiers, [change.form]: c.modifiers[change.form] + change.amount }, isWeakened: c.isWeakened || change.amount < 0 }
    case 'power':
      return { ...c, power: change.value, damage: 0, modifiers: NO_MODIFIERS, isWeakened: false }
  }
}

export function newCreature(id: string, owner: string, name: string, scores: Record<CombatForm, number>): Creature {
  return { id, name: name.trim(), owner, scores: { wild: scores.wild, magic: scores.magic, blade: scores.blade }, damage: 0, modifiers: NO_MODIFIERS, isWeakened: false }
}

/** Who wins a combat on these totals: "If scores are tied, the defending player will win." */
export function combatWinner(attack: number, defence: number): 'attacker' | 'defender' {
  // With no defender the defence is 0, so the attacker still needs 1 or more (UNDEFENDED_WIN_SCORE).
  return attack > defence ? 'attacker' : 'defender'
}

/** Winning a Territory, 2: the winner of a single combat scored 20 or more. */
export function winsOutright(winnerScore: number): boolean {
  return winnerScore >= OUTRIGHT_WIN_SCORE
}

/** The live combat at a field: both totals and who wins if it were resolved now. */
export interface LiveCombat {
  attack: number
  defence: number
  winner: 'attacker' | 'defender'
  /** The winner's score reaches 20: resolving now also wins the Territory. */
  isOutright: boolean
}

/**
 * `attacker`: the current player, when known. Winning a Territory, 2 asks for "a single Combat
 * against another player", so a defender resolving her own turn (attacking herself or sending none)
 * takes nothing by the 20 points: "they still must win the next combat".
 */
export function liveCombat(field: Field, attackers: readonly Creature[], attacker?: SeatId): LiveCombat {
  const attack = sideScore(attackers, field.forms)
  const defence = sideScore(field.defenders, field.forms)
  const winner = combatWinner(attack, defence)
  const isOwnTurn = attacker !== undefined && attacker === field.defender
  const hasVictor = winner === 'attacker' || field.defender !== undefined
  return { attack, defence, winner, isOutright: hasVictor && !isOwnTurn && winsOutright(winner === 'attacker' ? attack : defence) }
}

export { COMBAT_FORMS }
