import type { UnitSpec } from '../../kernel/module'
import { AIR_UNIT_DETENTE_VALUE, AIR_UNIT_SALARY, AIR_UNITS_PER_POWER } from './data'

/**
 * The air unit's row of the unit table: Stage 1 pays it and Detente values it from here, with
 * no edit to the basic game (supply/units.ts reads every row of the composed table). Its fire
 * power here is the default; the battle reads the game's setting (settings.ts).
 */
export const AIR_UNITS: UnitSpec = {
  id: 'airUnits',
  name: 'air unit',
  plural: 'air units',
  salary: AIR_UNIT_SALARY,
  detenteValue: AIR_UNIT_DETENTE_VALUE,
  firePower: 5,
  pieces: AIR_UNITS_PER_POWER,
}
