import type { ModuleScreens } from '@/components/screens/registry'
import NeutralZonesForm from './NeutralZonesForm.vue'
import SellingPositionForm from './SellingPositionForm.vue'
import ZoneCardsForm from './ZoneCardsForm.vue'

/** Warlords and Pirates: the Marshall's set-up, the selling position roll, the neutral cards' bids. */
export const WARLORDS_SCREENS: ModuleScreens = {
  module: 'warlords',
  forms: {
    setUpNeutralZones: { component: NeutralZonesForm, title: () => 'Set up the neutral zones' },
    rollSellingPosition: { component: SellingPositionForm, title: () => "The warlords' selling position" },
    closeNeutralCardBids: { component: ZoneCardsForm, title: () => 'Neutral cards: the bids' },
  },
}
