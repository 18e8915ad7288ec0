/**
 * The conventional battle desk's view of a battle plan (battle/plan.ts): the dice and why, the
 * exact odds, the losses to choose and the armies that drown. Every number comes from the plan the
 * rules core decides with; this file only words and shapes it. Pure: the components only display.
 */
import type { ForceCount } from '../domain/modules/battle/commands'
import type { ConventionalOdds } from '../domain/modules/battle/odds'
import { battleOdds, drownedWith, lossOptions, lossOrderMatters, OLD_READINGS, planBattle, planStakes, unitsLost, type BattleSide, type LossOptions } from '../domain/modules/battle/plan'
import { powerName } from './catalogs/powers'
import type { PowerId } from '../domain/kernel/ids'
import type { GameState } from '../domain/kernel/state'
import { percent } from './odds-text'
import { battleDeskWords as bw } from './catalogs/battle-desk'
import { unitWords } from './catalogs/board'
import type { Phrase } from '../domain/kernel/phrase'
import { phraseText } from './refusal-text'
import { BATTLE_STEPS, battleStepWords } from './catalogs/reasons-battle'

const name = (id: PowerId) => powerName(id)

/** The battle as entered on the desk, before the dice. */
export interface DeskBattle {
  attacker: PowerId
  defender: PowerId | 'militia'
  attacking: ForceCount
  defending: ForceCount
  assault?: 'amphibious' | 'airborne'
  convoyedArmies: number
  /** Armies aboard the defending navies (some of the defending armies). */
  defenderConvoyedArmies?: number
  defenderResists: boolean
  /** The game's reading (settings.amphibiousArmies); absent: the old one, aboard. */
  amphibiousArmies?: 'landed' | 'aboard'
}

const stakesOf = (b: DeskBattle) => planStakes(b, { amphibiousArmies: b.amphibiousArmies ?? OLD_READINGS.amphibiousArmies })

/** The odds for one way of taking the losses, with what it means on the table. */
export interface OddsCase {
  /** "Losses armies first" / "Navies sunk first". */
  title: string
  /** Who decides it and what it does. */
  note: string
  odds: ConventionalOdds
}

/**
 * The dice each side rolls and why (Step C, or the Marshall's one die for the militia), and the
 * exact odds for them: the battle plan fightBattle decides with.
 */
export function deskDice(state: GameState, b: DeskBattle): { attacker: number; defender: number; reasons: Phrase[]; odds: ConventionalOdds; cases: OddsCase[]; verdict: string } {
  const plan = planBattle(state, b)
  const odds = battleOdds(plan)
  return {
    attacker: plan.attacker.dice,
    defender: plan.defender.dice,
    reasons: [...plan.reasonPhrases],
    odds,
    cases: lossOrderMatters(plan) ? oddsCases(b, odds, battleOdds(plan, { attacker: 'naviesFirst', defender: 'naviesFirst' })) : [],
    verdict: verdictLine(odds, b.defender === 'militia'),
  }
}

/**
 * The plan's reasons for the "why" disclosure, under one heading naming the Battle Drill: each
 * keeps its step ("Step C (Position Dice): ..."), not the drill's name again.
 */
export function whyLines(reasons: readonly Phrase[]): string[] {
  return reasons.map((r) => phraseText(shortStep(r)))
}

/** A reason naming a step of the drill names the step alone (the heading names the drill). */
function shortStep(reason: Phrase): Phrase {
  const rule = reason.values.rule
  if (typeof rule !== 'object' || !('phrase' in rule) || rule.phrase.area !== 'battleRules' || !Object.hasOwn(BATTLE_STEPS, rule.phrase.key)) return reason
  return { ...reason, values: { ...reason.values, rule: battleStepWords(rule.phrase.key as keyof typeof BATTLE_STEPS) } }
}

/** P(k >= 1) of a loss distribution (P(k lost), k = 0..n): what a first glance at the odds wants. */
const atLeastOne = (losses: readonly number[]) => 1 - (losses[0] ?? 1)

/**
 * The odds in one line beside Fight, read from the plan's distributions (armies-first losses when
 * the order matters): "The defender loses at least one unit: 66.7%; the attacker: 30.6%."
 */
export function verdictLine(odds: ConventionalOdds, isMilitia: boolean): string {
  if (isMilitia) return bw('verdictMilitia', { p: percent(atLeastOne(odds.attackerLosses)) })
  return bw('verdict', { d: percent(atLeastOne(odds.defenderLosses)), a: percent(atLeastOne(odds.attackerLosses)) })
}

/**
 * Step D leaves the choice of armies or navies to the roller, and a navy sunk while convoying
 * takes its armies down: the two ways of taking the losses, when they give different odds.
 */
function oddsCases(b: DeskBattle, armiesFirst: ConventionalOdds, naviesFirst: ConventionalOdds): OddsCase[] {
  const chooser = b.defender === 'militia' ? bw('theMarshall') : name(b.defender)
  return [
    { title: bw('caseArmiesFirst'), note: bw('caseArmiesFirstNote'), odds: armiesFirst },
    {
      title: bw('caseNaviesFirst'),
      note: bw('caseNaviesFirstNote', { chooser, attacker: name(b.attacker) }),
      odds: naviesFirst,
    },
  ]
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
  const stakes = stakesOf(b)
  const picks: LossPick[] = []
  const add = (side: BattleSide, loser: PowerId, chooser: string, dice: readonly number[]) => {
    const count = unitsLost(stakes, side, dice)
    if (count === 0) return
    const options = lossOptions(stakes, side, count)
    picks.push({
      ...options,
      side,
      loser,
      heading: bw('lossHeading', { loser: name(loser), n: count, chooser }, count),
      ...(options.isArmiesFirst && options.min < options.max ? { note: bw('lossNoteAmphibious') } : {}),
    })
  }
  if (b.defender !== 'militia') add('defender', b.defender, name(b.attacker), attackerDice)
  add('attacker', b.attacker, b.defender === 'militia' ? bw('theMarshall') : name(b.defender), defenderDice)
  return picks
}

/** The armies that go down with sunk navies, as a line under a side's choice (the attacker's when not said), or nothing. */
export function drownedLine(b: DeskBattle, lost: ForceCount, side: BattleSide = 'attacker'): string | undefined {
  const drowned = drownedWith(stakesOf(b), lost, side)
  if (drowned === 0) return undefined
  const armies = lost.armies + drowned
  const loser = side === 'attacker' || b.defender === 'militia' ? b.attacker : b.defender
  return bw('drowned', { drowned: bw('drownedArmies', { n: drowned }, drowned), loser: name(loser), armies: unitWords('armiesCount', { n: armies }, armies), navies: unitWords('naviesCount', { n: lost.navies }, lost.navies) })
}

/** The reading shown by an amphibious assault (settings.amphibiousArmies). */
export function amphibiousReadingLine(reading: 'landed' | 'aboard' | undefined): string {
  return (reading ?? OLD_READINGS.amphibiousArmies) === 'landed'
    ? bw('readingLanded')
    : bw('readingAboard')
}
