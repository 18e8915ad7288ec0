import type { InjectionKey, Ref } from 'vue'

/**
 * The row of a ModalSheet's title, for a control that belongs there (the battle desk's kind): the
 * sheet provides its element, a component inside teleports into it. Outside a sheet, nothing.
 */
export const SHEET_HEAD: InjectionKey<Ref<HTMLElement | null>> = Symbol('sheet-head')
