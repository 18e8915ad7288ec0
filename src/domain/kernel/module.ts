import type { Command, CommandKind, GameEvent, GameEventType, SliceId } from './registry'
import type { GameStarted } from './events'
import type { PowerId } from './ids'
import type { Millions } from './money'
import type { Result } from './result'
import type { GameSettings } from './settings'
import type { SettingsSpec } from './setting-fields'
import type { Company, GameState } from './state'

/** Decides one kind of command: events, or a refusal in plain words. Pure; never throws. */
export type Decider<K extends CommandKind = CommandKind> = (state: GameState, command: Extract<Command, { kind: K }>, rules: ComposedRules) => Result<GameEvent[]>

export type Deciders = { [K in CommandKind]?: Decider<K> }

/** Applies one event of a module's own; returns the next state (sharing what did not change). */
export type Evolver<T extends GameEventType = GameEventType> = (state: GameState, event: Extract<GameEvent, { type: T }>) => GameState
export type Evolvers = { [T in GameEventType]?: Evolver<T> }

/** The event that exactly undoes one of a module's events. */
export type Inverter<T extends GameEventType = GameEventType> = (event: Extract<GameEvent, { type: T }>) => GameEvent
export type Inverters = { [T in GameEventType]?: Inverter<T> }

/**
 * A kind of unit a power can hold (Basic rules: armies and navies; variants add more). The
 * numbers a rule needs are read from here, so a new unit type is a row, not edits everywhere.
 */
export interface UnitSpec {
  id: string
  /** Singular and plural names for the screens. */
  name: string
  plural: string
  /** Stage 1 salary per unit ($M). */
  salary: Millions
  /** Detente value per unit ($M). */
  detenteValue: Millions
  /** Fire Power Rating per unit. */
  firePower: number
  /** The pieces of one colour in the box, when the rules cap what a power may hold (absent: no cap). */
  pieces?: number
  /**
   * Units with the same `line` are counted on one line of the Stage 1 bill and the Detente
   * valuation, as the rules print "Armies and Navies" together; they must share salary and
   * Detente value. Absent: the unit has a line of its own, keyed by its id.
   */
  line?: string
}

/** Units counted on one bill or valuation line, each with how many a power has. */
export type UnitCounts = readonly { unit: UnitSpec; count: number }[]

/** A holder of money beyond the superpowers and the bank (e.g. a warlord's treasury). */
export interface AccountSpec {
  id: string
  name: string
}

/** One line of a power's Stage 1 bill. */
export interface BillLine {
  key: string
  label: string
  amount: Millions
  /** For a line priced per unit: the units counted and the price of each. */
  units?: UnitCounts
  each?: Millions
}

/** One line of a power's Detente valuation (negative for debts). */
export interface ValuationLine {
  key: string
  label: string
  count?: number
  /** $M per thing counted. */
  each?: Millions
  /** For a line of units: which units were counted, and how many of each. */
  units?: UnitCounts
  value: Millions
}

export type { SettingField, SettingsSpec } from './setting-fields'

/**
 * One rule area: its commands' deciders, its events' evolvers and inverses, the guards and
 * follow-ups it puts around every command, and what it contributes to the shared questions
 * (units, accounts, the Stage 1 bill, the Detente valuation). Composed per game by rules.ts.
 */
/**
 * How a module's older version decided, for checking an imported entry that version decided:
 * `align` turns today's decided events into what that version wrote, using the stored events only
 * for the choices that version left open (a field it did not write yet). Today's values are kept,
 * so a changed amount still differs.
 */
export interface LegacyReading {
  /** What changed since that version, for the README and the refusal. */
  note: string
  /**
   * How that version decided a command today's rules decide otherwise or refuse (a guard added
   * since), given today's `decide`; undefined where it decided as today.
   */
  decide?(state: GameState, command: Command, today: (state: GameState, command: Command) => Result<GameEvent[]>): Result<GameEvent[]> | undefined
  align?(decided: readonly GameEvent[], stored: readonly GameEvent[]): GameEvent[]
}

export interface RuleModule {
  id: string
  /** What the module's actions are, in words: "ending the game by Detente" (a refusal names it). */
  title?: string
  /**
   * The version of this module's decisions: raised when the same command in the same game would
   * now be decided into other events. Entries record the rules edition (editions.ts) that decided
   * them; an imported entry decided by an older version is checked through `legacy`.
   */
  version?: number
  /** For each older version this module can still check: how it decided (see LegacyReading). */
  legacy?: Readonly<Record<number, LegacyReading>>
  /** Modules this one builds on; composition refuses a ruleset without them. */
  requires?: readonly string[]
  deciders?: Deciders
  evolvers?: Evolvers
  inverters?: Inverters
  /** The GameState slices this module owns; the kernel's slicePatched event patches only these. */
  slices?: readonly SliceId[]
  /**
   * The module's slices as a new game starts (they arrive in gameStarted's fields): a slice absent
   * from the state is never patched, so an optional module's slice must exist from the start.
   */
  startSlices?(): Partial<GameStarted>
  /** Refuses a command this module forbids here (e.g. out of turn), before its decider runs. */
  guard?(state: GameState, command: Command, rules: ComposedRules): Result<never> | undefined
  /** Events this module adds after another's command was decided (e.g. the next turn). */
  follow?(state: GameState, command: Command, events: GameEvent[], rules: ComposedRules): GameEvent[]
  settings?: SettingsSpec
  units?: readonly UnitSpec[]
  accounts?(state: GameState): AccountSpec[]
  bill?(state: GameState, power: PowerId, rules: ComposedRules): BillLine[]
  valuation?(state: GameState, power: PowerId, rules: ComposedRules): ValuationLine[]
  /**
   * Stage 2: why this module keeps one of `owner`'s companies from producing this cycle (e.g. a
   * pirate's blockade), in plain words, or undefined. Asked only of cards the basic rules let produce.
   */
  idle?(state: GameState, owner: PowerId, company: Company): string | undefined
  /**
   * What this module needs done before the order of play's own next step (e.g. bids to close
   * before Stage 1 ends), for the banner's one big button; undefined when nothing is.
   */
  due?(state: GameState, rules: ComposedRules): ModuleDue | undefined
  /**
   * The power occupying a territory this module keeps (e.g. a warlord's zone a superpower captured),
   * or undefined: the basic rules know only the home territories' occupiers.
   */
  occupant?(state: GameState, territory: string): PowerId | undefined
  /**
   * Whether the state holds something a player must not see yet (a blind bid entered before the
   * reveal). Players' phones are shown only states where no module says so (src/link).
   */
  secretsPending?(state: GameState): boolean
  /**
   * The commands of this module a player may request from their own phone (a payment to another
   * player, a sale), each with the seat acting in it: a phone joined as that seat may ask for it.
   */
  actorOf?: ActorsOf
  /** The seats at the table this module's game has (superpowers, card-game players), in order. */
  seats?(state: GameState): Seat[]
}

/** A seat a player can take on their own phone: a superpower, a Cash Flow power, a card-game seat. */
export interface Seat {
  id: string
  name: string
}

/** Per requestable command kind: the seat acting in it (undefined: none a player holds). */
export type ActorsOf = { [K in CommandKind]?: (command: Extract<Command, { kind: K }>) => string | undefined }

/**
 * The form of the command that completes a step, opened in place by the big button: the command
 * kind (the screens register one form per kind) and what is known now, pre-filled (who, what, how
 * much), under the form's own field names.
 */
export interface DueForm {
  kind: CommandKind
  fields: Readonly<Record<string, string | number | boolean | readonly string[]>>
}

/**
 * A module's step due now: `command` when it is one tap (the composition checks it is accepted),
 * or the `form` that completes it; both when the step may end now or go on in its form (a Cash
 * Flow action: the screen says which comes first). `precedes`: the step comes before anything the order of play
 * asks (a set-up before the first cycle), not only before the Marshall's "next" and a turn.
 */
export interface ModuleDue {
  label: string
  command?: Command
  form?: DueForm
  precedes?: boolean
}

/** The rules of one game: its modules composed. */
export interface ComposedRules {
  modules: readonly RuleModule[]
  decide: (state: GameState, command: Command) => Result<GameEvent[]>
  /** Every module's settings read from a setup's, or the first refusal. */
  readSettings: (input: unknown) => Result<GameSettings>
  units: readonly UnitSpec[]
  unit: (id: string) => UnitSpec | undefined
  accounts: (state: GameState) => AccountSpec[]
  bill: (state: GameState, power: PowerId) => BillLine[]
  valuation: (state: GameState, power: PowerId) => ValuationLine[]
  /** The first module's reason a company produces nothing this cycle (RuleModule.idle), or undefined. */
  idle: (state: GameState, owner: PowerId, company: Company) => string | undefined
  /** The first module's occupier of a territory (RuleModule.occupant), or undefined. */
  occupant: (state: GameState, territory: string) => PowerId | undefined
  /** The first module's step due now (RuleModule.due), or undefined. */
  due: (state: GameState) => ModuleDue | undefined
  /** Whether any module keeps a secret in this state (RuleModule.secretsPending). */
  secretsPending: (state: GameState) => boolean
  /** The seat acting in a requestable command; undefined when no module lets a phone request it. */
  actorOf: (command: Command) => string | undefined
  /** The seats of the game (RuleModule.seats), every module's in order. */
  seats: (state: GameState) => Seat[]
}
