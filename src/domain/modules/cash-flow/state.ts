import type { PowerId, Resource } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import type { CompanyInput } from '../setup/commands'
import type { CashFlowAction, TechCard } from './data'

/** The labor market's account: the stacks of money on its boxes. */
export const LABOR_MARKET = 'cash-flow:labor' as const

/** Units a power offers on the commodities market at one price ("two dark green discs on the 100 spot"). */
export interface Listing {
  seller: PowerId
  resource: Resource
  price: Millions
  units: number
}

/** A card of the resource deck as the table read it: a company, or one of the three tech cards. */
export type DeckCard = { company: CompanyInput } | { tech: TechCard }

/** One power's score in one scoring round, with its arithmetic. */
export interface ScoreLine {
  power: PowerId
  cash: Millions
  /** 1 per full $1,000M. */
  treasury: number
  /** Open, unblockaded production counted per resource, and the 2 points if it led. */
  production: Readonly<Record<Resource, number>>
  leads: readonly Resource[]
  leaderPoints: number
  clouds: number
  total: number
}

export interface ScoringRound {
  /** The card that started it: nukes, L-stars, or Supremacy (the final round). */
  trigger: TechCard
  /** The turn it was scored in. */
  turn: number
  lines: readonly ScoreLine[]
}

/** Whose turn it is and how far it has gone (Turn Sequence: Entropy, then one Action). */
export interface CashFlowTurn {
  power: PowerId
  /** 1 for the game's first turn, counting every player's turn. */
  number: number
  /** The holder of the entropy token must discard a company before selecting an action. */
  entropyDue: boolean
  /** The action selected this turn, once selected. */
  action?: CashFlowAction
  /** Attack: units that have fought this turn ("an army or navy may only participate in one combat round per turn"). */
  fought?: number
  /** Attack: targets whose defenders were eliminated this turn, open to the occupation move. */
  occupiable?: readonly string[]
  /** Attack: targets fought over this turn; their defenders have had their one combat round. */
  targets?: readonly string[]
  /** Attack: each defender's armies and navies that have fought this turn and survived. */
  defended?: Readonly<Partial<Record<PowerId, number>>>
  /** Powers that lost navies this turn: the power whose turn it is may break their blockades. */
  sunk?: readonly PowerId[]
}

/** A blockade declared on a territory ("stand the blockading navies on their side"). */
export interface Blockade {
  territory: string
  by: PowerId
}

/** A siege: all of `power`'s home ports blocked by `by`, who declared it. */
export interface Siege {
  power: PowerId
  by: PowerId
}

/** The Cash Flow economy's board: both markets, the entropy token, the deck and the scores. */
export interface CashFlowState {
  /** The commodities market's asks, cheapest first within each resource. */
  listings: readonly Listing[]
  /** Boxes of the labor market holding a stack of money, counted from the left. */
  laborFilled: number
  entropyHolder: PowerId
  turn: CashFlowTurn
  /** The resource deck: cards in each third as dealt, and how many have been drawn from the top. */
  deck: { thirds: readonly [number, number, number]; drawn: number }
  /** The face-up row next to the deck (company cards; a tech card revealed is scored and set out). */
  faceUp: readonly DeckCard[]
  /** Tech cards revealed so far, in order: nukes and L-stars may be built once theirs is here. */
  tech: readonly TechCard[]
  rounds: readonly ScoringRound[]
  /** Nuke clouds on the board by the country that placed them (each costs a point when scored). */
  clouds: Readonly<Partial<Record<PowerId, number>>>
  blockades: readonly Blockade[]
  sieges: readonly Siege[]
  /** The next company card's id number (cards drawn in play get `cf-<n>`). */
  nextCard: number
  /** Set when the Supremacy card's final round is scored: the game is over. */
  winners?: readonly PowerId[]
  /** Home territories struck by a nuke, by their power (a cloud on land stays: destroyed for good). */
  nuked?: Readonly<Partial<Record<PowerId, readonly string[]>>>
  /** Powers whose last home territory was destroyed by a nuke ("Nuclear Destruction"): out of the game. */
  eliminated?: readonly PowerId[]
  /**
   * Never stored: set by legacy.ts (CASH_FLOW_V1) on the state it hands the deciders while an entry
   * that version 1 decided is checked, so they decide as version 1 did.
   */
  reading?: 1
}
