import type { RuleModule } from '../../kernel/module'
import './slice'
import './codes'
import './commands'
import { airSettings } from './settings'
import { AIR_UNITS } from './units'
import { initialAir } from './state'
import { decideBuildAirUnits } from './build'
import { decideFlyAirUnits } from './fly'
import { decideSellAirUnits } from './sale'
import { decideFightAirBattle } from './fight-air-battle'
import { decideBombingRun } from './bombing'
import { AIR_V1 } from './legacy'
import { followSpoils } from './spoils'

/** Air Units (variant-air-units.txt): switched on at setup; adds the air unit's row, its settings and commands (the air battle and the bombing run among them). */
export const airUnitsModule: RuleModule = {
  id: 'air-units',
  title: 'the Air Units expansion',
  // 2: winning air-to-air lets the attacker go on to another option (see legacy.ts).
  version: 2,
  legacy: { 1: AIR_V1 },
  requires: ['supply', 'bank', 'play', 'battle'],
  units: [AIR_UNITS],
  settings: airSettings,
  slices: ['air'],
  startSlices: () => ({ air: initialAir() }),
  deciders: {
    buildAirUnits: decideBuildAirUnits,
    flyAirUnits: decideFlyAirUnits,
    sellAirUnits: decideSellAirUnits,
    fightAirBattle: decideFightAirBattle,
    bombingRun: decideBombingRun,
  },
  follow: followSpoils,
}
