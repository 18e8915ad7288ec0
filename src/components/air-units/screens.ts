import type { GameState } from '@/domain'
import type { ModuleScreens } from '@/components/screens/registry'
import AirBattleCard from './AirBattleCard.vue'
import AirUnitsSaleSheet from './AirUnitsSaleSheet.vue'
import BombingRunCard from './BombingRunCard.vue'
import BuildAirUnitsCard from './BuildAirUnitsCard.vue'

const inArmsBazaar = (state: GameState) => state.play?.stage === 6 && state.play.step === 'phase' && state.play.phase === 'F'

/** Air Units: the build card of a Stage 6 turn, their sale in the Arms Bazaar, and the battle desk's air battle and bombing run. */
export const AIR_UNITS_SCREENS: ModuleScreens = {
  module: 'air-units',
  places: {
    'stage6-build': [{ id: 'air-units', label: 'Air units', component: BuildAirUnitsCard }],
    'phase-sheets': [{ id: 'air-sale', label: 'Sell air units…', component: AirUnitsSaleSheet, shows: inArmsBazaar }],
    'battle-kinds': [
      { id: 'air', label: 'Air battle', component: AirBattleCard, main: true, wide: true },
      { id: 'bombing', label: 'Bombing run', component: BombingRunCard },
    ],
  },
}
