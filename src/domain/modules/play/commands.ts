import type { CompanyInput } from '../setup/commands'
import type { PowerId, Resource } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import type { Weapon } from './state'

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
  | PayMoveCost
  | BuildForces
  | BuildWeapons
  | Research
  | SellArms
  | SellTerritory
  | Prospect
  | OrderDropShip
  | CloseCompany
  | OpenCompany
  | SellCompany
  | TransferCompany
  | SetBlockade
  | SetSiege
  | RollSequenceDie
  | ClearSequenceRolls

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
  /** Absent: the dice kept one by one (`rollSequenceDie`). Older games sent them all here. */
  rolls?: Partial<Record<PowerId, number[]>>
}

/** One die of the Player Sequence roll, kept as soon as it is entered (app-rolled or typed). */
export interface RollSequenceDie {
  kind: 'rollSequenceDie'
  power: PowerId
  face: number
}

/** "Roll again from the start": clears the dice kept so far. */
export interface ClearSequenceRolls {
  kind: 'clearSequenceRolls'
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
  /**
   * Units of the other types of the game's unit table not paid (e.g. `{ airUnits: 2 }` with Air
   * Units: "If a player does not pay the salaries of his air units, he must remove them").
   */
  disband?: Record<string, number>
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

/**
 * What one move crossed, for the Stage 5 "Table of Standard Moving Costs". Every count is a
 * whole number, zero or more.
 */
export interface MoveInput {
  /** Armies x territories each passes through or enters (1 grain each). */
  marchArmyTerritories: number
  /** Armies flown (2 oil each). */
  airliftArmies: number
  /** Seas crossed or entered by navy loads of up to 4 armies (1 oil per sea per load). */
  convoySeas: number
  /** Seas crossed or entered by navies sailing (1 oil per sea per navy). */
  navySeas: number
}

/** Stage 5, Phase C: one move's supplies deleted; in a guided game the turn then passes. */
export interface PayMoveCost extends MoveInput {
  kind: 'payMoveCost'
  power: PowerId
}

/** Stage 6, Phase C: one set of grain, oil and minerals per 3 units or part of 3, and $100M each. */
export interface BuildForces {
  kind: 'buildForces'
  power: PowerId
  armies: number
  navies: number
  /**
   * Where the new forces go: home territories (and seas next to them) or foreign territories
   * (and seas next to them). Asked only while the power is under siege ("He may not build new
   * forces in any of his foreign territories or seas"); absent otherwise and in older games.
   */
  placedAt?: 'home' | 'abroad'
}

/** Stage 6, Phase D: nukes (1 mineral + $500M) and L-stars (2 minerals + $1,000M), after research. */
export interface BuildWeapons {
  kind: 'buildWeapons'
  power: PowerId
  nukes: number
  lstars: number
}

/**
 * Stage 6, Phase E: cards turned over looking for the nuke or L-star card, $200M each.
 * `found`: the last card turned was the one looked for (false: the player stopped).
 */
export interface Research {
  kind: 'research'
  power: PowerId
  weapon: Weapon
  cardsTurned: number
  found: boolean
}

/** Stage 6, Phase F, Arms Bazaar: forces and stored weapons change hands for an agreed price. */
export interface SellArms {
  kind: 'sellArms'
  seller: PowerId
  buyer: PowerId
  armies: number
  navies: number
  nukes: number
  lstars: number
  /** Paid by the buyer to the seller; 0 for a gift. */
  price: Millions
  /** The standard moving costs of bringing the armies and navies to the buyer, if any. */
  delivery?: MoveInput & { paidBy: 'seller' | 'buyer' }
}

/**
 * Other Rules of Play, "Buying and Selling Territories": a foreign territory the seller occupies,
 * sold during Stage 6 for an agreed price. The seller's armies there become the buyer's, and the
 * seller's cards located there pass to the buyer.
 */
export interface SellTerritory {
  kind: 'sellTerritory'
  seller: PowerId
  buyer: PowerId
  territory: string
  /** The seller's armies in the territory, replaced by the buyer's ("units in his own color"). */
  armies: number
  /** Paid by the buyer to the seller; 0 for a gift. */
  price: Millions
}

/**
 * Stage 7, Phase E: one prospecting attempt. $200M per card turned, the kept one included.
 * 'found': the card is kept face down; 'returned': it lay in an opponent-occupied or nuked
 * territory and went back to the deck; 'stopped': the player cut his losses.
 */
export interface Prospect {
  kind: 'prospect'
  power: PowerId
  resource: Resource
  cardsTurned: number
  outcome: 'found' | 'returned' | 'stopped'
  /** The card kept, when found. */
  card?: CompanyInput
}

/** Stage 7, Phase D: resources bought now from the seller's next Stage 2 production. */
export interface OrderDropShip {
  kind: 'orderDropShip'
  seller: PowerId
  buyer: PowerId
  resource: Resource
  units: number
  /** Agreed price, paid by the buyer now (see DROP_SHIP_PAYMENT_READING). */
  price: Millions
}

/** A card turned face down: no salary, no production. Any time. */
export interface CloseCompany {
  kind: 'closeCompany'
  power: PowerId
  companyId: string
}

/** A card turned face up: $200M if it was open before; not during Stage 2. */
export interface OpenCompany {
  kind: 'openCompany'
  power: PowerId
  companyId: string
}

/** A company sold between powers (Stages 3 and 7), open or closed; never to the bank. */
export interface SellCompany {
  kind: 'sellCompany'
  seller: PowerId
  buyer: PowerId
  companyId: string
  /** Agreed price paid by the buyer; 0 allowed. */
  price: Millions
}

/** A card taken without payment: captured territory, squatter's rights, or surrender. */
export interface TransferCompany {
  kind: 'transferCompany'
  from: PowerId
  to: PowerId
  companyId: string
  reason: 'capture' | 'squatting' | 'surrender'
}

/** Navies block (or free) every port of one of the power's foreign territories. */
export interface SetBlockade {
  kind: 'setBlockade'
  power: PowerId
  territory: string
  blockaded: boolean
}

/** Navies block (or free) every port of the power's home country. */
export interface SetSiege {
  kind: 'setSiege'
  power: PowerId
  besieged: boolean
}

declare module '../../kernel/registry' {
  interface CommandRegistry {
    placeBid: PlaceBid
    revealBids: RevealBids
    setSequence: SetSequence
    rollSequenceDie: RollSequenceDie
    clearSequenceRolls: ClearSequenceRolls
    passTurn: PassTurn
    endTurn: EndTurn
    advancePlay: AdvancePlay
    settleStage1: SettleStage1
    payArrears: PayArrears
    collectProduction: CollectProduction
    payMoveCost: PayMoveCost
    buildForces: BuildForces
    buildWeapons: BuildWeapons
    research: Research
    sellArms: SellArms
    sellTerritory: SellTerritory
    prospect: Prospect
    orderDropShip: OrderDropShip
    closeCompany: CloseCompany
    openCompany: OpenCompany
    sellCompany: SellCompany
    transferCompany: TransferCompany
    setBlockade: SetBlockade
    setSiege: SetSiege
  }
}
