import { oneOf, settingsSpec } from '../../kernel/setting-fields'
import { AIR_FIRE_POWER_READINGS, AIR_KILL_POINTS_READINGS } from './data'

export type AirFirePower = (typeof AIR_FIRE_POWER_READINGS)[number]
export type AirKillPoints = (typeof AIR_KILL_POINTS_READINGS)[number]

/** New games: the prose's fire power 5 (FACTS.md) and the text's six kill points. */
export const DEFAULT_AIR_SETTINGS = { airUnitFirePower: 5, airUnitKillPoints: 6 } as const

/** Read only when the game plays with Air Units (the module is composed only then). */
export const airSettings = settingsSpec(
  [
    oneOf('airUnitFirePower', 'An air unit’s Fire Power Rating', AIR_FIRE_POWER_READINGS, '5 by the variant’s prose and example, 4 by its table'),
    oneOf('airUnitKillPoints', 'The kill points that destroy an air unit', AIR_KILL_POINTS_READINGS, '6 by the text, 8 by what the worked example adds up to'),
  ],
  (input) => ({
    airUnitFirePower: (input.airUnitFirePower ?? DEFAULT_AIR_SETTINGS.airUnitFirePower) as AirFirePower,
    airUnitKillPoints: (input.airUnitKillPoints ?? DEFAULT_AIR_SETTINGS.airUnitKillPoints) as AirKillPoints,
  }),
)

/** The game's air settings (the defaults when a game file predates one). */
export function airSettingsOf(settings: { airUnitFirePower?: AirFirePower; airUnitKillPoints?: AirKillPoints }): { firePower: AirFirePower; killPoints: AirKillPoints } {
  return {
    firePower: settings.airUnitFirePower ?? DEFAULT_AIR_SETTINGS.airUnitFirePower,
    killPoints: settings.airUnitKillPoints ?? DEFAULT_AIR_SETTINGS.airUnitKillPoints,
  }
}
