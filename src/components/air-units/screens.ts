import type { ModuleScreens } from '@/components/screens/registry'
import BuildAirUnitsCard from './BuildAirUnitsCard.vue'

/** Air Units: the build card of a Stage 6 turn. */
export const AIR_UNITS_SCREENS: ModuleScreens = {
  module: 'air-units',
  places: {
    'stage6-build': [{ id: 'air-units', label: 'Air units', component: BuildAirUnitsCard }],
  },
}
