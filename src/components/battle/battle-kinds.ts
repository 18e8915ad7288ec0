import { computed, type Component, type ComputedRef } from 'vue'
import { useGameStore } from '@/stores/game'
import { useScreens } from '@/components/screens/registry'
import { battleDeskWords as bw } from '@/presentation/catalogs/battle-desk'

/** A desk of Stage 4 (BattleDesk.vue shows the one chosen): the basic game's, or a module's entry id. */
export type BattleKind = string

/**
 * A kind of desk; `main`: a battle a table fights most turns, offered as a chip (the others are
 * under "More"). A module's kind brings its `component` (`wide`: a desk with sides, given `inSheet`).
 */
export interface BattleKindOption {
  value: BattleKind
  label: string
  main: boolean
  component?: Component
  wide?: boolean
}

// Read when the list is asked for, so the labels follow the reader's language.
const BASIC_OTHERS = (): readonly BattleKindOption[] =>
  (['nuclear', 'clash', 'blast', 'moves', 'homes', 'record'] as const).map((value) => ({ value, label: bw(value), main: false }))

/**
 * The one list of the battle desk's kinds in the game being played: the conventional battle, the
 * modules' kinds from the `battle-kinds` place (the main ones first), then the basic game's others.
 */
export function useBattleKinds(): ComputedRef<BattleKindOption[]> {
  const game = useGameStore()
  const screens = useScreens()
  return computed(() => {
    const modules: BattleKindOption[] = screens.place(game.state, 'battle-kinds').map((e) => ({ value: e.id, label: e.label ?? e.id, main: e.main ?? false, component: e.component, wide: e.wide ?? false }))
    return [{ value: 'conventional', label: bw('conventional'), main: true }, ...modules.filter((k) => k.main), ...modules.filter((k) => !k.main), ...BASIC_OTHERS()]
  })
}
