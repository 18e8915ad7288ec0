import type { ModuleScreens } from '@/components/screens/registry'
import { creatureFormTitle, spellFormTitle } from '@/presentation/wos-forms-ui'
import { wosFormsWords as w } from '@/presentation/catalogs/wos-forms'
import WosCreatureForm from './WosCreatureForm.vue'
import WosNextCardsForm from './WosNextCardsForm.vue'
import WosPickUpForm from './WosPickUpForm.vue'
import WosSpellForm from './WosSpellForm.vue'

/**
 * War of Supremacy's forms, opened in place by the big button (the module's due.ts names them) and
 * by the Board's buttons: the next combat form and Territory cards, a creature into combat, a spell
 * cast (its name for the log), and the pick-up's decks when the table counts them.
 */
export const WOS_SCREENS: ModuleScreens = {
  module: 'war-of-supremacy',
  forms: {
    turnCombatForm: { component: WosNextCardsForm, title: () => w('turnNextCardsTitle') },
    playCreature: { component: WosCreatureForm, title: (fields, state) => creatureFormTitle(state, fields) },
    playSpell: { component: WosSpellForm, title: (fields, state) => spellFormTitle(state, fields) },
    pickUpCards: { component: WosPickUpForm, title: () => w('pickUpTitle') },
  },
}
