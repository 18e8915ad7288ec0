/**
 * The plan of one conventional battle (basic rules v3.0, Stage 4, Battle Drill for Conventional
 * Forces, Steps B to D, with Amphibious Assault, Resist and The Militia): everything fixed before
 * or by the dice, worked out once for both the rules core (decideFightBattle) and the battle desk
 * (battle-desk-ui.ts), so the two can never count differently. Pure.
 */
import { MILITIA_DICE } from './data'
import { MOVE_COSTS } from '../play/data'
import { RESOURCES, type PowerId } from '../../kernel/ids'
import type { GameState, PowerState } from '../../kernel/state'
import type { ForceCount } from './commands'
import { armiesAboard, armiesBounds, armiesDrowned, defaultLosses, isForcedArmiesFirst } from './loss-choice'
import { reasonsOf } from '../../kernel/reasons'
import type { Phrase } from '../../kernel/phrase'
import { battleReason, diceValue } from './reasons'
import { conventionalDice, conventionalOdds, unitsRemovedForPoints, type ConventionalOdds } from './odds'

/** What the plan reads of a battle: a FightBattle, or the desk's battle before the dice. */
export interface BattleSetup {
  attacker: PowerId
  /** The defending power, or 'militia' for an empty zone. */
  defender: PowerId | 'militia'
  attacking: ForceCount
  /** Ignored for the militia. */
  defending: ForceCount
  assault?: 'amphibious' | 'airborne'
  /** Armies aboard the attacking navies outside an amphibious assault (some of the attacking armies). */
  convoyedArmies?: number
  /** Armies aboard the defending navies (some of the defending armies; ignored for the militia). */
  defenderConvoyedArmies?: number
  defenderResists?: boolean
}

/** The game's readings of the battle rules where the rulebook is silent (battle/settings.ts). */
export interface BattleReadings {
  /** Amphibious Assault: 'landed' armies no longer ride the navies, so a sunk navy does not drown them. */
  amphibiousArmies: 'landed' | 'aboard'
}

/** The reading of games that never chose: the app's behaviour before the setting existed. */
export const OLD_READINGS: BattleReadings = { amphibiousArmies: 'aboard' }

export type BattleSide = 'attacker' | 'defender'

/** One side's part in the battle that needs no state: what it fights with and what it can lose. */
export interface SideStakes {
  /** Who rolls this side's dice and loses its units: a power, or the Marshall for the militia. */
  power: PowerId | 'militia'
  /** Step D: the units the other side's points may remove; the dice never remove more. */
  atStake: ForceCount
  /** Step C, Fire Power Die: the armies and navies counted (convoyed armies only in an amphibious assault). */
  firePower: number
  /** The Militia: "the Marshall always removes the armies" (amphibious assault), so no one chooses. */
  isArmiesFirst: boolean
}

/** The stakes of a battle: enough for the loss choice and the drowned armies, without the state. */
export interface BattleStakes {
  isMilitia: boolean
  attacker: SideStakes
  defender: SideStakes
  /** "If a navy is sunk while convoying armies, the armies are lost as well": the attacker's armies aboard, up to `perNavy` a navy. */
  convoy: { aboard: number; perNavy: number }
  /** The same for the defender's navies convoying armies. */
  defenderConvoy: { aboard: number; perNavy: number }
}

/** One side's full plan: its stakes, its dice and its supplies. */
export interface SidePlan extends SideStakes {
  /** Step C (or the Marshall's one die; the attacker of the militia rolls none). */
  dice: number
  /** Step C, L-star Die: the L-stars counted (none against the militia). */
  lstars: number
  /** Step B: this side removes one set of supplies (1 grain, 1 oil, 1 mineral). */
  paysSupplies: boolean
}

export interface BattlePlan extends BattleStakes {
  attacker: SidePlan
  defender: SidePlan
  /** Why each side rolls what it rolls, one line per rule (English, and as phrases for the screens). */
  reasons: string[]
  reasonPhrases: Phrase[]
  /** conventionalOdds's input: the dice, and every unit at stake on each side (convoyed armies too). */
  odds: { attackerDice: number; defenderDice: number; attackerUnits: number; defenderUnits: number }
}

const NO_FORCES: ForceCount = { armies: 0, navies: 0 }
const total = (f: ForceCount) => f.armies + f.navies

/** Step B: one grain, one oil and one mineral. */
export function hasSupplySet(p: PowerState): boolean {
  return RESOURCES.every((r) => p.supplies[r] >= 1)
}

/** Who fights with what and what each side can lose: the part of the plan that needs no state. */
export function planStakes(b: BattleSetup, readings: BattleReadings = OLD_READINGS): BattleStakes {
  const isMilitia = b.defender === 'militia'
  const convoyed = b.convoyedArmies ?? 0
  const defending = isMilitia ? NO_FORCES : b.defending
  // Step C, Fire Power Die: "A navy convoying armies may not count the armies on board ... unless it is an amphibious assault."
  const uncounted = b.assault === 'amphibious' ? 0 : Math.min(convoyed, b.attacking.armies)
  const defenderAboard = isMilitia ? 0 : Math.min(b.defenderConvoyedArmies ?? 0, defending.armies)
  const perNavy = MOVE_COSTS.convoyArmiesPerNavy
  return {
    isMilitia,
    attacker: {
      power: b.attacker,
      atStake: { armies: b.attacking.armies, navies: b.attacking.navies },
      firePower: total(b.attacking) - uncounted,
      isArmiesFirst: isForcedArmiesFirst(b.defender, 'attacker', b.assault),
    },
    defender: {
      power: b.defender,
      atStake: { armies: defending.armies, navies: defending.navies },
      firePower: total(defending) - defenderAboard,
      isArmiesFirst: isForcedArmiesFirst(b.defender, 'defender', b.assault),
    },
    convoy: { aboard: armiesAboard(b.attacking, b.assault, convoyed, readings.amphibiousArmies === 'landed'), perNavy },
    defenderConvoy: { aboard: defenderAboard, perNavy },
  }
}

/** The Militia: "the Marshall rolls one die once for the defenders"; the attacker does not roll. */
const militiaReason = () => reasonsOf(battleReason('militia', { dice: diceValue(MILITIA_DICE) }))

/**
 * Everything about a conventional battle that both the rules core and the desk need: each side's
 * dice and why (Step C, or the Marshall's die), fire power, the supplies it costs (Step B), the
 * units at stake and the odds' input. The battle is taken as entered; decideFightBattle checks it
 * first, and a power missing from the state counts as having no L-stars and no supplies.
 */
export function planBattle(state: GameState, b: BattleSetup): BattlePlan {
  const stakes = planStakes(b, battleReadings(state))
  const attacker = state.powers[b.attacker]
  const defender = b.defender === 'militia' ? undefined : state.powers[b.defender]
  const resists = b.defenderResists === true
  const hasSupplies = defender !== undefined && hasSupplySet(defender)
  const attackerLstars = stakes.isMilitia ? 0 : (attacker?.supplies.lstars ?? 0)
  const defenderLstars = defender?.supplies.lstars ?? 0
  const dice = stakes.isMilitia
    ? { attacker: 0, defender: MILITIA_DICE, ...militiaReason() }
    : conventionalDice({
        attackerUnits: stakes.attacker.firePower,
        defenderUnits: stakes.defender.firePower,
        attackerLstars,
        defenderLstars,
        defenderHasSupplies: hasSupplies,
        defenderResists: resists,
      })
  return {
    ...stakes,
    // Step B: "The attacker must remove one set of supplies"; the defender too, unless it resists or has none.
    attacker: { ...stakes.attacker, dice: dice.attacker, lstars: attackerLstars, paysSupplies: true },
    defender: { ...stakes.defender, dice: dice.defender, lstars: defenderLstars, paysSupplies: hasSupplies && !resists },
    reasons: dice.reasons,
    reasonPhrases: dice.reasonPhrases,
    odds: {
      attackerDice: dice.attacker,
      defenderDice: dice.defender,
      attackerUnits: total(stakes.attacker.atStake),
      defenderUnits: total(stakes.defender.atStake),
    },
  }
}

/** The readings this game plays with (absent in games set up before they existed: the old behaviour). */
export function battleReadings(state: GameState): BattleReadings {
  return { amphibiousArmies: state.settings.amphibiousArmies ?? OLD_READINGS.amphibiousArmies }
}

/**
 * How the roller takes a side's losses (Step D: "he may remove one of the defender's armies or
 * navies"): armies first drowns no one; navies first sinks the convoys and their armies with them,
 * so the two bound every choice (each navy sunk instead of an army can only add drowned armies).
 */
export type LossOrder = 'armiesFirst' | 'naviesFirst'

/** The units `side` loses in all when the other side's points remove `removed` of them, taken in `order`: drowned armies too. */
export function unitsGone(stakes: BattleStakes, side: BattleSide, removed: number, order: LossOrder): number {
  const options = lossOptions(stakes, side, removed)
  const lost = order === 'naviesFirst' && !options.isArmiesFirst ? splitLosses(options, options.min) : options.fallback
  return total(lost) + drownedWith(stakes, lost, side)
}

/**
 * The exact odds of the planned battle (see conventionalOdds), with each side's losses taken in
 * the given order by the other side (armies first when not said): the same plan and the same
 * drowning rule fightBattle applies, so the odds count every unit the result can take.
 */
export function battleOdds(plan: BattlePlan, orders: Partial<Record<BattleSide, LossOrder>> = {}): ConventionalOdds {
  const attacker = orders.attacker ?? 'armiesFirst'
  const defender = orders.defender ?? 'armiesFirst'
  return conventionalOdds({
    ...plan.odds,
    attackerLostWith: (removed) => unitsGone(plan, 'attacker', removed, attacker),
    defenderLostWith: (removed) => unitsGone(plan, 'defender', removed, defender),
  })
}

/** Whether the order of the losses changes the odds (a convoy can drown): then the desk shows both. */
export function lossOrderMatters(stakes: BattleStakes): boolean {
  return (stakes.convoy.aboard > 0 && !stakes.attacker.isArmiesFirst) || stakes.defenderConvoy.aboard > 0
}

/** Step D: units removed by these dice: one per full three points, never more than were there. */
export function unitsRemoved(dice: readonly number[], present: number): number {
  return unitsRemovedForPoints(dice.reduce((sum, d) => sum + d, 0), present)
}

/** The units `side` loses to the other side's dice: never more than it has at stake. */
export function unitsLost(stakes: BattleStakes, side: BattleSide, opposingDice: readonly number[]): number {
  return unitsRemoved(opposingDice, total(stakes[side].atStake))
}

/** Step D's choice of armies or navies among `count` losses of one side (see loss-choice.ts). */
export interface LossOptions {
  count: number
  present: ForceCount
  /** The armies among the losses: from `min` to `max`; the rest are navies. */
  min: number
  max: number
  /** When no one says: armies first. */
  fallback: ForceCount
  /** The Militia's amphibious rule fixes the losses: armies first. */
  isArmiesFirst: boolean
  /** More than one split is possible and no rule fixes it. */
  isChoosable: boolean
}

export function lossOptions(stakes: BattleStakes, side: BattleSide, count: number): LossOptions {
  const s = stakes[side]
  const { min, max } = armiesBounds(count, s.atStake)
  return {
    count,
    present: { ...s.atStake },
    min,
    max,
    fallback: defaultLosses(count, s.atStake),
    isArmiesFirst: s.isArmiesFirst,
    isChoosable: !s.isArmiesFirst && min < max,
  }
}

/** The losses with `armies` of them armies, kept within the options' bounds; the rest are navies. */
export function splitLosses(options: LossOptions, armies: number): ForceCount {
  const a = Math.min(options.max, Math.max(options.min, armies))
  return { armies: a, navies: options.count - a }
}

/** The armies of `side` (the attacker when not said) that go down with its sunk navies when it loses `lost` (Step D). */
export function drownedWith(stakes: BattleStakes, lost: ForceCount, side: BattleSide = 'attacker'): number {
  const convoy = side === 'attacker' ? stakes.convoy : stakes.defenderConvoy
  return armiesDrowned(convoy.aboard, lost, convoy.perNavy)
}
