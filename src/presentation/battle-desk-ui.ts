/**
 * The conventional battle desk's view of a battle plan (battle/plan.ts): the dice and why, the
 * exact odds, the losses to choose and the armies that drown. Every number comes from the plan the
 * rules core decides with; this file only words and shapes it. Pure: the components only display.
 */
import type { ForceCount } from '../domain/modules/battle/commands'
import type { ConventionalOdds } from '../domain/modules/battle/odds'
import { battleOdds, drownedWith, lossOptions, planBattle, planStakes, unitsLost, type BattleSide, type LossOptions } from '../domain/modules/battle/plan'
import { SUPERPOWERS } from '../domain/kernel/superpowers'
import type { PowerId } from '../domain/kernel/ids'
import type { GameState } from '../domain/kernel/state'

const name = (id: PowerId) => SUPERPOWERS[id].name
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** The battle as entered on the desk, before the dice. */
export interface DeskBattle {
  attacker: PowerId
  defender: PowerId | 'militia'
  attacking: ForceCount
  defending: ForceCount
  assault?: 'amphibious' | 'airborne'
  convoyedArmies: number
  defenderResists: boolean
}

/**
 * The dice each side rolls and why (Step C, or the Marshall's one die for the militia), and the
 * exact odds for them: the battle plan fightBattle decides with.
 */
export function deskDice(state: GameState, b: DeskBattle): { attacker: number; defender: number; reasons: string[]; odds: ConventionalOdds } {
  const plan = planBattle(state, b)
  return { attacker: plan.attacker.dice, defender: plan.defender.dice, reasons: [...plan.reasons], odds: battleOdds(plan) }
}

/** One side's losses to choose after the dice (Step D): who loses how many, and the armies the choice may hold. */
export interface LossPick extends LossOptions {
  side: BattleSide
  /** Whose units go (the attacker's when the militia rolls). */
  loser: PowerId
  /** "USSR loses 2 units: USA chooses which." */
  heading: string
  /** Why there is no choice, when the rules fix it. */
  note?: string
}

/** The losses each side's points cause, with the armies-or-navies choice the roller has (battle/plan.ts, lossOptions). */
export function lossPicks(b: DeskBattle, attackerDice: readonly number[], defenderDice: readonly number[]): LossPick[] {
  const stakes = planStakes(b)
  const picks: LossPick[] = []
  const add = (side: BattleSide, loser: PowerId, chooser: string, dice: readonly number[]) => {
    const count = unitsLost(stakes, side, dice)
    if (count === 0) return
    const options = lossOptions(stakes, side, count)
    picks.push({
      ...options,
      side,
      loser,
      heading: `${name(loser)} loses ${plural(count, 'unit')}: ${chooser} chooses which.`,
      ...(options.isArmiesFirst && options.min < options.max ? { note: 'Amphibious assault on an empty zone: the Marshall always removes the armies.' } : {}),
    })
  }
  if (b.defender !== 'militia') add('defender', b.defender, name(b.attacker), attackerDice)
  add('attacker', b.attacker, b.defender === 'militia' ? 'the Marshall' : name(b.defender), defenderDice)
  return picks
}

/** The armies that go down with sunk navies, as a line under the attacker's choice, or nothing. */
export function drownedLine(b: DeskBattle, lost: ForceCount): string | undefined {
  const drowned = drownedWith(planStakes(b), lost)
  if (drowned === 0) return undefined
  const armies = lost.armies + drowned
  return `A navy sunk while convoying loses its armies: ${plural(drowned, 'more army', 'more armies')} go down, so ${name(b.attacker)} loses ${plural(armies, 'army', 'armies')} and ${plural(lost.navies, 'navy', 'navies')} in all.`
}
