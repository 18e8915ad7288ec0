import {
  CARD_TURN_COST,
  FORCE_BUILD_COST,
  LSTAR_COST,
  LSTAR_MINERALS,
  MOVE_COSTS,
  NUKE_COST,
  NUKE_MINERALS,
  PROSPECT_ATTEMPTS,
  REOPEN_COST,
  UNITS_PER_SET,
} from './data'
import type { PowerId } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import type { Company } from '../../kernel/state'
import type { MoveInput } from './commands'
import type { PlayState, Weapon } from './state'

/** The prices of Stages 5 to 7 and of reopening, for the deciders and the UI alike. Pure. */

export interface MoveCost {
  grain: number
  oil: number
}

/**
 * Stage 5, "Table of Standard Moving Costs": march 1 grain per army per territory; airlift
 * 2 oil per army; convoy 1 oil per sea per navy load (up to 4 armies); navy 1 oil per sea.
 */
export function moveCost(input: MoveInput): MoveCost {
  return {
    grain: input.marchArmyTerritories * MOVE_COSTS.marchGrainPerArmyTerritory,
    oil: input.airliftArmies * MOVE_COSTS.airliftOilPerArmy + input.convoySeas * MOVE_COSTS.convoyOilPerSea + input.navySeas * MOVE_COSTS.navyOilPerSea,
  }
}

export interface ForcesCost {
  /** Sets of supplies: one grain, one oil and one mineral each. */
  sets: number
  money: Millions
}

/** Stage 6, Phase C: a set per 3 units or part of 3, and $100M per unit (4 armies + 2 navies: 2 sets, $600M). */
export function forcesCost(armies: number, navies: number): ForcesCost {
  const units = armies + navies
  return { sets: Math.ceil(units / UNITS_PER_SET), money: units * FORCE_BUILD_COST }
}

export interface WeaponsCost {
  minerals: number
  money: Millions
}

/** Stage 6, Phase D: a nuke is 1 mineral and $500M; an L-star 2 minerals and $1,000M. */
export function weaponsCost(nukes: number, lstars: number): WeaponsCost {
  return { minerals: nukes * NUKE_MINERALS + lstars * LSTAR_MINERALS, money: nukes * NUKE_COST + lstars * LSTAR_COST }
}

/** Stage 6, Phase E and Stage 7, Phase E: $200M per card turned over (the kept card included). */
export function cardsCost(cardsTurned: number): Millions {
  return cardsTurned * CARD_TURN_COST
}

/**
 * Stage 6, Phase E: the cards, plus, when the nuke card is found, the first nuke (1 mineral
 * and $500M). Finding the L-star card costs only the cards (LSTAR_FIRST_BUILD_READING).
 */
export function researchCost(weapon: Weapon, cardsTurned: number, found: boolean): WeaponsCost {
  const first = found && weapon === 'nukes' ? weaponsCost(1, 0) : { minerals: 0, money: 0 }
  return { minerals: first.minerals, money: cardsCost(cardsTurned) + first.money }
}

/** Other Rules of Play, "Re-opening Costs": $200M for a card that was open before; a new card opens free. */
export function reopenCost(company: Company): Millions {
  return company.wasOpen === true ? REOPEN_COST : 0
}

/** Stage 7, Phase E: prospecting attempts the power has left this cycle. */
export function prospectsLeft(play: PlayState, power: PowerId): number {
  return Math.max(0, PROSPECT_ATTEMPTS - (play.prospects[power] ?? 0))
}

/** Whether the power has researched the technology for `weapon` (Stage 6, Phase D). */
export function hasTech(play: PlayState, power: PowerId, weapon: Weapon): boolean {
  return play.tech[power]?.includes(weapon) === true
}

/**
 * The rules build the first nuke when its card is found (1 mineral + $500M), but say nothing of
 * a first L-star when the L-star card is found. The reading used here: finding the card gives the
 * technology only; every L-star, the first included, is built at the normal price.
 */
export const LSTAR_FIRST_BUILD_READING =
  'Finding the L-star card gives the technology only: the rules do not build a first L-star, so every L-star, the first included, costs 2 minerals and $1,000M.'

/**
 * The rules build the first nuke when its card is found ("he must remove one mineral unit from his
 * supply center and pay $500 million"), but say nothing of a power that has not the mineral or the
 * money. Finding the card is what completes the research ("If he finds a nuke card, he has
 * successfully completed his research and development for nukes"), so the reading used here keeps
 * the technology and builds no nuke; the cards turned are paid either way.
 */
export const NUKE_CARD_SHORT_READING =
  'Nuke card found without the mineral or the $500M for the first nuke (or with a full nuke row): the cards turned are paid ($200M each) and the research is complete, but no nuke is built. The card goes back to the deck and no nuke is built this turn; later nukes cost 1 mineral and $500M each. To build it at once, borrow or get the mineral before recording the research.'

/**
 * The rules say a drop-ship's price and quantity are agreed in Stage 7 and the units come in
 * the next Stage 2, but not when the money changes hands. The reading used here: the buyer pays
 * when the order is given, and nothing is refunded if the seller's production falls short.
 */
export const DROP_SHIP_PAYMENT_READING =
  'The buyer pays the agreed price when the order is given in Stage 7. If the seller leaves company salaries unpaid in Stage 1, or produces less, the units do not come and nothing is refunded automatically: settle any refund as a payment between players.'
