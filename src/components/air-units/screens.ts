import type { GameState } from '@/domain'
import type { ModuleScreens } from '@/components/screens/registry'
import AirBattleCard from './AirBattleCard.vue'
import AirUnitsSaleSheet from './AirUnitsSaleSheet.vue'
import BombingRunCard from './BombingRunCard.vue'
import BuildAirUnitsCard from './BuildAirUnitsCard.vue'
import { airUnitsWords as w } from '@/presentation/catalogs/air-units'

const inArmsBazaar = (state: GameState) => state.play?.stage === 6 && state.play.step === 'phase' && state.play.phase === 'F'

/** Air Units: the build card of a Stage 6 turn, their sale in the Arms Bazaar, and the battle desk's air battle and bombing run. */
export const AIR_UNITS_SCREENS: ModuleScreens = {
  module: 'air-units',
  places: {
    'stage6-build': [{ id: 'air-units', get label() { return w('airUnitsLabel') }, component: BuildAirUnitsCard }],
    'phase-sheets': [{ id: 'air-sale', get label() { return w('saleButton') }, component: AirUnitsSaleSheet, shows: inArmsBazaar }],
    'battle-kinds': [
      { id: 'air', get label() { return w('airBattle') }, component: AirBattleCard, main: true, wide: true },
      { id: 'bombing', get label() { return w('bombingRun') }, component: BombingRunCard },
    ],
  },
}
