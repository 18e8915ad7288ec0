import type { PowerId } from '../ids'
import type { Millions } from '../money'

/** Commands of the guided Order of Play. */
export type PlayCommand =
  | PlaceBid
  | RevealBids
  | SetSequence
  | PassTurn
  | EndTurn
  | AdvancePlay
  | SettleStage1
  | PayArrears
  | CollectProduction

/** Phase A, Blind Bid: a secret yes or no, entered on the passed-round tablet. */
export interface PlaceBid {
  kind: 'placeBid'
  power: PowerId
  bid: boolean
}

/** All bids are in: open the hands. */
export interface RevealBids {
  kind: 'revealBids'
}

/**
 * Phase B, Determine Player Sequence: each bidder's die, then re-rolls among the tied, in
 * order. Highest goes first. Typed from real dice or rolled by the app.
 */
export interface SetSequence {
  kind: 'setSequence'
  rolls: Partial<Record<PowerId, number[]>>
}

/** The power no longer wishes to act in this rotating phase. */
export interface PassTurn {
  kind: 'passTurn'
  power: PowerId
}

/** Stage 6: the power has finished this turn's builds and research; the next power goes. */
export interface EndTurn {
  kind: 'endTurn'
  power: PowerId
}

/** The Marshall moves the game on to the next phase or stage, when the rules allow. */
export interface AdvancePlay {
  kind: 'advancePlay'
}

/**
 * Stage 1 for one power: salaries (Phase A) and loans (Phase B) in one payment. By default
 * everything is paid; a power short of money chooses what goes unpaid.
 */
export interface SettleStage1 {
  kind: 'settleStage1'
  power: PowerId
  /** Open companies whose salaries are not paid: they produce nothing in Stage 2. */
  unpaidCompanies?: string[]
  /** Forces not paid: removed from the board. */
  disbandArmies?: number
  disbandNavies?: number
  /** False leaves this turn's interest unpaid: the power is then in default. */
  payInterest?: boolean
  /** Principal paid back, in whole $1,000M. */
  repayPrincipal?: Millions
}

/** Interest in arrears paid back: the power may borrow and trade again. */
export interface PayArrears {
  kind: 'payArrears'
  power: PowerId
}

/** Stage 2: every paid, open, producing company's units go to the supply centers. */
export interface CollectProduction {
  kind: 'collectProduction'
}
