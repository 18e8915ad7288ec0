import { oneOf, settingsSpec, withDefaults } from '../../kernel/setting-fields'
import { AIR_BUILD_PRICE_READINGS, AIR_FIRE_POWER_READINGS, AIR_KILL_POINTS_READINGS, AIR_MILITIA_READINGS, AIR_SPOILS_READINGS } from './data'

export type AirFirePower = (typeof AIR_FIRE_POWER_READINGS)[number]
export type AirKillPoints = (typeof AIR_KILL_POINTS_READINGS)[number]
export type AirBuildPrice = (typeof AIR_BUILD_PRICE_READINGS)[number]
export type AirSpoils = (typeof AIR_SPOILS_READINGS)[number]
export type AirMilitia = (typeof AIR_MILITIA_READINGS)[number]

/**
 * New games: the prose's fire power 5 (FACTS.md), the text's six kill points, the text's $400M for
 * a pair (an odd one pays it too), every air unit to the victor of the spoils, and air units against
 * the militia only beside an army or navy (data.ts, AIR_MILITIA_READINGS). Games set up
 * before a reading existed read its default, which is how they were decided.
 */
export const DEFAULT_AIR_SETTINGS = { airUnitFirePower: 5, airUnitKillPoints: 6, airUnitBuildPrice: 'perPair', airUnitSpoils: 'all', airUnitMilitia: 'withArmies' } as const

/** Read only when the game plays with Air Units (the module is composed only then). */
export const airSettings = settingsSpec(
  [
    oneOf('airUnitFirePower', 'An air unit’s Fire Power Rating', AIR_FIRE_POWER_READINGS, '5 by the variant’s prose and example, 4 by its table'),
    oneOf('airUnitKillPoints', 'The kill points that destroy an air unit', AIR_KILL_POINTS_READINGS, '6 by the text, 8 by what the worked example adds up to'),
    oneOf('airUnitBuildPrice', 'What an odd air unit costs', AIR_BUILD_PRICE_READINGS, 'perPair: the pair’s $400M (the text’s price), perUnit: $200M an air unit'),
    oneOf('airUnitSpoils', 'The air units the victor of the spoils takes', AIR_SPOILS_READINGS, 'all: every air unit (the text), twenty: at most the 20 pieces of its colour'),
    oneOf('airUnitMilitia', 'Air units against an empty zone’s militia', AIR_MILITIA_READINGS, 'withArmies: beside an army or navy, the militia removes armies and navies only; alone: by themselves too, the militia’s points take an air unit at its kill points'),
  ],
  withDefaults(DEFAULT_AIR_SETTINGS),
)

/** The game's air settings (the defaults when a game file predates one). */
export function airSettingsOf(settings: { airUnitFirePower?: AirFirePower; airUnitKillPoints?: AirKillPoints; airUnitBuildPrice?: AirBuildPrice; airUnitSpoils?: AirSpoils; airUnitMilitia?: AirMilitia }): {
  firePower: AirFirePower
  killPoints: AirKillPoints
  buildPrice: AirBuildPrice
  spoils: AirSpoils
  militia: AirMilitia
} {
  return {
    firePower: settings.airUnitFirePower ?? DEFAULT_AIR_SETTINGS.airUnitFirePower,
    killPoints: settings.airUnitKillPoints ?? DEFAULT_AIR_SETTINGS.airUnitKillPoints,
    buildPrice: settings.airUnitBuildPrice ?? DEFAULT_AIR_SETTINGS.airUnitBuildPrice,
    spoils: settings.airUnitSpoils ?? DEFAULT_AIR_SETTINGS.airUnitSpoils,
    militia: settings.airUnitMilitia ?? DEFAULT_AIR_SETTINGS.airUnitMilitia,
  }
}
