import type { GameState } from '@/domain'
import type { ModuleScreens } from '@/components/screens/registry'
import { setupDueOnStage } from '@/presentation/warlords-ui'
import { showsBlockades, showsSelling, showsZoneCards } from '@/presentation/warlords-economy-ui'
import { showsClientList } from '@/presentation/warlords-client-list-ui'
import { warlordsWords as w } from '@/presentation/catalogs/warlords'
import BlockadesCard from './BlockadesCard.vue'
import ClientListCard from './ClientListCard.vue'
import ClientListForm from './ClientListForm.vue'
import NeutralZonesCard from './NeutralZonesCard.vue'
import NeutralZonesForm from './NeutralZonesForm.vue'
import SellingPositionCard from './SellingPositionCard.vue'
import SellingPositionForm from './SellingPositionForm.vue'
import WarlordBattleCard from './WarlordBattleCard.vue'
import WarlordReinforcementsCard from './WarlordReinforcementsCard.vue'
import WarlordsMarketSheet from './WarlordsMarketSheet.vue'
import WarlordsSupplyCard from './WarlordsSupplyCard.vue'
import ZoneCardsCard from './ZoneCardsCard.vue'
import ZoneCardsForm from './ZoneCardsForm.vue'

const inArmsBazaar = (state: GameState) => state.play?.stage === 6 && state.play.step === 'phase' && state.play.phase === 'F'

/**
 * Warlords and Pirates: the Marshall's set-up, the selling position roll, the neutral cards' bids
 * and the Stage 6 Client List as forms; its cards in the Stage screen's places, its market in the Arms Bazaar, and the
 * warlords' supply center below the superpowers'.
 */
export const WARLORDS_SCREENS: ModuleScreens = {
  module: 'warlords',
  forms: {
    setUpNeutralZones: { component: NeutralZonesForm, title: () => w('setUpTitle') },
    rollSellingPosition: { component: SellingPositionForm, title: () => w('sellingTitle') },
    closeNeutralCardBids: { component: ZoneCardsForm, title: () => w('bidsTitle') },
    noteClientList: { component: ClientListForm, title: () => w('clientListTitle') },
  },
  places: {
    'stage-cards': [
      { id: 'neutral-zones', component: NeutralZonesCard, shows: setupDueOnStage },
      { id: 'selling-position', component: SellingPositionCard, shows: showsSelling },
    ],
    'stage1-cards': [
      { id: 'zone-cards', component: ZoneCardsCard, shows: showsZoneCards },
      { id: 'blockades', component: BlockadesCard, shows: showsBlockades },
    ],
    'stage6-cards': [
      { id: 'client-list', component: ClientListCard, shows: showsClientList },
      { id: 'warlord-reinforcements', component: WarlordReinforcementsCard },
    ],
    'phase-sheets': [{ id: 'warlords-market', get label() { return w('marketButton') }, component: WarlordsMarketSheet, shows: inArmsBazaar }],
    'supply-cards': [{ id: 'warlords-supply', component: WarlordsSupplyCard }],
    'battle-kinds': [{ id: 'warlord', get label() { return w('battleKind') }, component: WarlordBattleCard, main: true, wide: true }],
  },
}
