import type { CombatForm, WosReading, WosVariant } from './data'
import type { SeatId, WosDeck } from './state'

/** The War of Supremacy part of a game's setup (StartGame.warOfSupremacy, ruleset economy 'war-of-supremacy'). */
export interface WosSetup {
  /** Names in seating order (2 to 5). */
  players: string[]
  variants: Partial<Record<WosVariant, boolean>>
  /**
   * "Every player rolls a die. The player with the highest roll goes first": the first round has a
   * die for each player in seating order; each further round one for each player tied highest.
   */
  firstRolls: number[][]
  /** The first combat form card turned face up, and the first Territory card's name (optional). */
  forms: CombatForm[]
  territory: string
  /** Multiple Territories: the second Territory and its own combat form. */
  second?: { forms: CombatForm[]; territory: string }
  /** The readings where tables differ (settings.ts's defaults for any left out). */
  readings?: Partial<Record<WosReading, boolean>>
  /** The creature and spell decks' sizes before the deal, when the table counts them (kept from then on). */
  decks?: Record<WosDeck, number>
  /** The Introductory Set Up: the first Territory is fought with the Wild, Magic and Blade cards only. */
  introductory?: boolean
}

declare module '../setup/commands' {
  interface StartGame {
    /** War of Supremacy games (ruleset economy 'war-of-supremacy'): players, variants, first cards. */
    warOfSupremacy?: WosSetup
  }
}

/** Turning the next combat form (and Territory) card, or a card switching the active form. */
export interface TurnCombatForm {
  kind: 'turnCombatForm'
  field: string
  forms: CombatForm[]
  /** The Territory card's name, when a new one is turned. */
  territory?: string
}

/** The current player sends a creature into attack (or a card summons or swaps one in). */
export interface PlayCreature {
  kind: 'playCreature'
  player: SeatId
  field: string
  name: string
  scores: Record<CombatForm, number>
  /** From the hand (counts as a card played); false: summoned or swapped in by a card. */
  fromHand: boolean
  /** Summoned into the defence by a card's ability (never from the hand). */
  side?: 'attack' | 'defence'
  /** Summoned or swapped in by a card from its owner's hand (fromHand false): one card fewer there. */
  summonFromHand?: boolean
}

/** A token on a creature: damage (all three scores), a modifier (one form), or power (sets all three). */
export type CreatureChange = { kind: 'damage'; amount: number } | { kind: 'modifier'; form: CombatForm; amount: number } | { kind: 'power'; value: number }

export interface ChangeCreature {
  kind: 'changeCreature'
  creature: string
  change: CreatureChange
}

/** A creature leaves combat by a card: killed (to the grave) or returned to its owner's hand. */
export interface RemoveCreature {
  kind: 'removeCreature'
  creature: string
  to: 'grave' | 'hand'
}

/** A player plays a spell from their hand (any player, any turn, as its type allows). */
export interface PlaySpell {
  kind: 'playSpell'
  player: SeatId
  /** The spell's name, for the log (optional). */
  name?: string
}

/** A card moved a player's hand count (a discard, a pick-up from a card, a recount). */
export interface CountHand {
  kind: 'countHand'
  player: SeatId
  by: number
}

/** Stage 3: the combat of this turn resolved; `winner` only when a card's "Win Combat" ability decides it. */
export interface ResolveCombat {
  kind: 'resolveCombat'
  player: SeatId
  field: string
  winner?: 'attacker' | 'defender'
}

/** A Territory taken: by defending it to the start of one's turn, or by a card's ability. */
export interface ClaimTerritory {
  kind: 'claimTerritory'
  player: SeatId
  field: string
  how: 'defence' | 'ability'
}

/** Stage 5: the current player picks up what the rules allow. */
export interface PickUpCards {
  kind: 'pickUpCards'
  player: SeatId
  /** When the decks are counted: how many of the cards picked up came from the spell deck (the rest creatures). */
  spells?: number
}

/** The table recounted a deck (a card drew from it, or No Finish in Sight shuffled the grave into it). */
export interface CountDeck {
  kind: 'countDeck'
  deck: WosDeck
  cards: number
}

/** Stage 6 done: the next player's turn. */
export interface EndCardTurn {
  kind: 'endCardTurn'
  player: SeatId
}

/** The creature or spell deck ran out: the game ends (Deck Runs Out) unless No Finish in Sight. */
export interface DeclareDeckOut {
  kind: 'declareDeckOut'
  deck: 'creature' | 'spell'
}

declare module '../../kernel/registry' {
  interface CommandRegistry {
    turnCombatForm: TurnCombatForm
    playCreature: PlayCreature
    changeCreature: ChangeCreature
    removeCreature: RemoveCreature
    playSpell: PlaySpell
    countHand: CountHand
    resolveCombat: ResolveCombat
    claimTerritory: ClaimTerritory
    pickUpCards: PickUpCards
    endCardTurn: EndCardTurn
    declareDeckOut: DeclareDeckOut
    countDeck: CountDeck
  }
}
