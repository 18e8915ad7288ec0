import type { PowerId } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import type { ClientLine } from './state'

/**
 * Stage 1: "If he doesn't pay the salary, then one of the other players may pay it. Then, that
 * player may take the resource card". `power` pays the $100M warlord's salary of a card its owner
 * left unpaid, and takes the card.
 */
export interface PayForNeutralCard {
  kind: 'payForNeutralCard'
  power: PowerId
  companyId: string
}

/** Stage 1, Bidding for the Resource Cards: `power` offers the warlord `amount` for an opponent's card in his zone. */
export interface BidForNeutralCard {
  kind: 'bidForNeutralCard'
  power: PowerId
  companyId: string
  amount: Millions
}

/** Stage 1: the bidding for a card ends; "the warlords and pirates always sell their resources to the highest bidder". */
export interface CloseNeutralCardBids {
  kind: 'closeNeutralCardBids'
  companyId: string
}

/** Pirate Blockades, Roll for Blockade Fees: `payer` pays the pirate of `zone` $100M a point to blockade `territory`'s port. */
export interface PayBlockadeFee {
  kind: 'payBlockadeFee'
  payer: PowerId
  /** The pirate's sea. */
  zone: string
  territory: string
  /** The Marshall's die (1-6) for this pirate's fee this turn. */
  die: number
}

/** Roll for Super Fees: the owner of blockaded cards pays the pirate of `zone` the Blockade Fee again and $200M a point. */
export interface LiftBlockade {
  kind: 'liftBlockade'
  power: PowerId
  zone: string
  territory: string
  /** The owner's own die (1-6) for the Super Fee. */
  die: number
}

/** Stage 3, Roll for Selling Position: 1-4 the players sell first, 5-6 the warlords and pirates. */
export interface RollSellingPosition {
  kind: 'rollSellingPosition'
  die: number
}

/**
 * Stage 6, Sales Chart: "The Client List is where the players note the type of weapon they are
 * selling and to whom. They must complete this form at the beginning of Stage 6." The whole
 * table's list in one command (no lines: nobody sells this turn); noted again, it replaces the last.
 */
export interface NoteClientList {
  kind: 'noteClientList'
  lines: ClientLine[]
}

declare module '../../kernel/registry' {
  interface CommandRegistry {
    payForNeutralCard: PayForNeutralCard
    bidForNeutralCard: BidForNeutralCard
    closeNeutralCardBids: CloseNeutralCardBids
    payBlockadeFee: PayBlockadeFee
    liftBlockade: LiftBlockade
    rollSellingPosition: RollSellingPosition
    noteClientList: NoteClientList
  }
}
