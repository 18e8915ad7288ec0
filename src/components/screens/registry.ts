/**
 * The screens' registry (ARCHITECTURE.md, "Screens: bases, places and action forms"): each rule
 * module's screen folder lists its action forms (one per command kind) and what it puts in which
 * place; `src/components/screens/app-screens.ts` composes them, one line a module. Host screens
 * inject the composition and iterate it, so no host names a module. A module's entries show only
 * in games whose rules include it (asked of the rules: `playsModule`).
 */
import { inject, type Component, type InjectionKey } from 'vue'
import { playsModule, type CommandKind, type DueForm, type GameState } from '@/domain'

export type FormFields = DueForm['fields']

/**
 * A command's form, opened in place over the current screen by the big button (or any button
 * that names the command). The component gets the due fields as its prop `fields` and emits
 * `done` once its command is saved (the sheet closes and the notice says what was done). Its confirm carries the class `form-confirm`, kept in view at the foot of the sheet.
 */
export interface ActionForm {
  component: Component
  /** The sheet's title: "USA sells to the market". */
  title: (fields: FormFields, state: GameState) => string
  /** A desk that lays its steps side by side (the battle desk): the whole width of a tablet. */
  wide?: boolean
  /** Nothing of the game shows behind it (a secret bid passed round the table). */
  private?: boolean
  /** Stays open after its step is done, until closed (the battle desk shows the result and what follows). */
  keepsOpen?: boolean
  /**
   * The steps that go on in the same sheet: when what is due moves on to a form of one of these
   * kinds, the sheet shows it instead of closing (the Cash Flow turn: the entropy discard, the
   * action to choose, then that action's form).
   */
  then?: readonly CommandKind[]
  /** Props the form always gets besides `fields` (the side of a market trade). */
  props?: Readonly<Record<string, unknown>>
}

/**
 * The named slots host screens render in order (ScreenPlace.vue). `stage-cards`: cards on top of
 * the Stage screen; `stage1-cards`: beside Stage 1's bills; `stage6-cards`: Stage 6 cards that are
 * not a power's turn; `stage6-build`: the build cards of a power's Stage 6 turn (given `power`);
 * `phase-sheets`: a free phase's sheets, each a button (its `label`) on the phase's screen (given
 * nothing; the sheet emits `close`); `supply-cards`: below the superpowers' supply cards;
 * `battle-kinds`: the battle desk's kinds (a chip each).
 */
export type PlaceId = 'stage-cards' | 'stage1-cards' | 'stage6-cards' | 'stage6-build' | 'phase-sheets' | 'supply-cards' | 'battle-kinds'

export interface PlaceEntry {
  /** Unique in its place: a key, a test id, the kind a chip selects. */
  id: string
  component: Component
  /** A chip's or button's words, where the place shows a choice. */
  label?: string
  /** Shown only when the rules say so (asked of the state), besides the module being played. */
  shows?: (state: GameState) => boolean
  /** Where the place offers a choice (the battle desk's kinds): one of the first, offered as a chip. */
  main?: boolean
  /** A battle desk with sides, laid out the whole width (given `inSheet`). */
  wide?: boolean
}

/** What one module's screen folder gives. `module`: the rule module it belongs to (none: always). */
export interface ModuleScreens {
  module?: string
  forms?: Partial<Record<CommandKind, ActionForm>>
  places?: Partial<Record<PlaceId, readonly PlaceEntry[]>>
}

export interface Screens {
  /** The form of a command kind in this game, or undefined. */
  form: (state: GameState, kind: CommandKind) => ActionForm | undefined
  /** What shows in a place in this game, in the modules' order. */
  place: (state: GameState, id: PlaceId) => PlaceEntry[]
}

const belongs = (state: GameState, screens: ModuleScreens): boolean => screens.module === undefined || playsModule(state, screens.module)

/** The screens of a list of modules: a later module's form for a kind wins (a house rule's own). */
export function composeScreens(list: readonly ModuleScreens[]): Screens {
  return {
    form: (state, kind) => {
      let found: ActionForm | undefined
      for (const screens of list) if (belongs(state, screens)) found = screens.forms?.[kind] ?? found
      return found
    },
    place: (state, id) => list.flatMap((screens) => (belongs(state, screens) ? (screens.places?.[id] ?? []).filter((e) => e.shows?.(state) ?? true) : [])),
  }
}

export const SCREENS: InjectionKey<Screens> = Symbol('screens')

const NONE: Screens = composeScreens([])

/** The composed screens the game view provides (none outside it, e.g. a component mounted alone). */
export function useScreens(): Screens {
  return inject(SCREENS, NONE)
}
