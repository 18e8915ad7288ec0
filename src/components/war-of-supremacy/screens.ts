import type { ModuleScreens } from '@/components/screens/registry'
import { creatureFormTitle } from '@/presentation/wos-forms-ui'
import WosCreatureForm from './WosCreatureForm.vue'
import WosNextCardsForm from './WosNextCardsForm.vue'

/**
 * War of Supremacy's forms, opened in place by the big button (the module's due.ts names them) and
 * by the Board's buttons: the next combat form and Territory cards, and a creature into combat.
 */
export const WOS_SCREENS: ModuleScreens = {
  module: 'war-of-supremacy',
  forms: {
    turnCombatForm: { component: WosNextCardsForm, title: () => 'Turn the next combat form and Territory cards' },
    playCreature: { component: WosCreatureForm, title: (fields, state) => creatureFormTitle(state, fields) },
  },
}
