/**
 * The seams rule modules plug into. The kernel knows no rule area: each module adds its commands,
 * events and state slices to these interfaces by declaration merging, in its own folder, e.g.
 *
 *   declare module '../../kernel/registry' {
 *     interface CommandRegistry { sellToMarket: SellToMarket }
 *   }
 *
 * so `Command` and `GameEvent` are the unions of whatever the modules declare, and the kernel
 * imports none of them.
 */

/** Command kind → command type. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CommandRegistry {}

/** Event type → event type (the kernel's own are declared in events.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EventRegistry {}

/**
 * Slice id → the state slice a module keeps in GameState under that key (e.g. `play: PlayState`).
 * A module adds its slice here, in its slice.ts, next to its GameState field; the kernel's
 * slicePatched event then patches it without the kernel naming it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SliceRegistry {}

/** Refusal code → true. Each module lists the codes it refuses with. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RefusalCodeRegistry {}

/** What a person asks for, imperative. `decide` turns one into events or a refusal. */
export type Command = CommandRegistry[keyof CommandRegistry]
export type CommandKind = Command['kind']

/** What the rules decided, past tense; each event carries old and new values so it inverts. */
export type GameEvent = EventRegistry[keyof EventRegistry]
export type GameEventType = GameEvent['type']

/** A stable machine code for a refusal, e.g. `insufficient-funds`. */
export type RefusalCode = keyof RefusalCodeRegistry

/** A module's state slice, by the key it has in GameState. */
export type SliceId = keyof SliceRegistry
