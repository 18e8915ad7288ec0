import type { CombatForm, WosReading, WosVariant } from './data'

/** A seat at the table: 'p1' to 'p5' in seating order. */
export type SeatId = string

/** A Territory a player took, with when (the game's count of Territories won, from 1). */
export interface WonTerritory {
  name: string
  ordinal: number
}

export interface WosPlayer {
  id: SeatId
  name: string
  /** Cards in hand, as the table counts them (each player keeps theirs). */
  hand: number
  won: readonly WonTerritory[]
}

/**
 * A creature in combat: its three printed scores typed once, and the tokens on it. Power sets all
 * three scores and clears earlier modifiers; damage lowers all three; a modifier one form.
 */
export interface Creature {
  id: string
  name: string
  owner: SeatId
  scores: Readonly<Record<CombatForm, number>>
  power?: number
  damage: number
  modifiers: Readonly<Record<CombatForm, number>>
  /** It has received a negative modifier (damage or a minus) since it came in or was last powered. */
  isWeakened: boolean
}

/** A Territory being fought over: its combat form, the defending player and creatures. */
export interface Field {
  id: string
  territory: string
  /** The active combat form card; empty while the next card is to be turned. */
  forms: readonly CombatForm[]
  defender?: SeatId
  defenders: readonly Creature[]
  /** Turns of other players the defender has held it since taking control (two-player rule). */
  held: number
}

/**
 * Where the current player's turn stands. `claim`: they still defend a Territory at the start of
 * their turn and take it; `combat`: stages 1-3; `draw`: stage 5; `end`: stage 6.
 */
export type TurnStep = 'claim' | 'combat' | 'draw' | 'end'

export interface WosTurn {
  player: SeatId
  number: number
  step: TurnStep
  /** The Territory attacked this turn (one a turn), once a creature was sent or combat resolved. */
  field?: string
  attackers: readonly Creature[]
  /** The current player played a card (creature or spell) in their combat phase. */
  hasPlayed: boolean
  /** The turn's Territory was claimed at its start (the claim turn picks up 2). */
  hasClaimed?: boolean
  /** The last combat's result, for the screens and the log. */
  combat?: CombatResult
}

export interface CombatResult {
  field: string
  attacker: SeatId
  defender?: SeatId
  attack: number
  defence: number
  winner: 'attacker' | 'defender'
  /** A card's "Win Combat" ability decided it, not the scores. */
  byAbility?: boolean
}

export interface WosOutcome {
  /** One winner, a team of two, or several in a draw. */
  winners: readonly SeatId[]
  how: 'territories' | 'deck-out'
  /** The tie-break step that decided a deck-out ending (1-3), or 'draw'. */
  decidedBy?: 1 | 2 | 3 | 'draw'
}

export interface WosState {
  players: readonly WosPlayer[]
  variants: Readonly<Record<WosVariant, boolean>>
  /** Territories a player (or team) needs to win. */
  toWin: number
  /** Team Game: the two teams of partners sitting opposite (seats 1 and 3, 2 and 4). */
  teams?: readonly (readonly SeatId[])[]
  /** The first player's dice, round by round (rerolls among the tied). */
  firstRolls: readonly (readonly number[])[]
  fields: readonly Field[]
  turn: WosTurn
  /** Territories won so far in the game (each WonTerritory's ordinal). */
  wonCount: number
  nextCreature: number
  outcome?: WosOutcome
  /** The readings the table chose at the start (absent in older games: the defaults). */
  readings?: Readonly<Record<WosReading, boolean>>
  /**
   * The cards left in the creature and spell decks, when the table typed their sizes at the start:
   * Deck Runs Out is then prompted when one reaches 0 ("by the time either the Spell or Creature
   * deck run out of cards").
   */
  decks?: Readonly<Record<WosDeck, number>>
}

export type WosDeck = 'creature' | 'spell'
