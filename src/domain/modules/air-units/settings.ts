import type { SettingsSpec } from '../../kernel/module'
import { ok, refuse } from '../../kernel/result'
import { AIR_BUILD_PRICE_READINGS, AIR_FIRE_POWER_READINGS, AIR_KILL_POINTS_READINGS, AIR_SPOILS_READINGS } from './data'

export type AirFirePower = (typeof AIR_FIRE_POWER_READINGS)[number]
export type AirKillPoints = (typeof AIR_KILL_POINTS_READINGS)[number]
export type AirBuildPrice = (typeof AIR_BUILD_PRICE_READINGS)[number]
export type AirSpoils = (typeof AIR_SPOILS_READINGS)[number]

/**
 * New games: the prose's fire power 5 (FACTS.md), the text's six kill points, the text's $400M for
 * a pair (an odd one pays it too) and every air unit to the victor of the spoils. Games set up
 * before a reading existed read its default, which is how they were decided.
 */
export const DEFAULT_AIR_SETTINGS = { airUnitFirePower: 5, airUnitKillPoints: 6, airUnitBuildPrice: 'perPair', airUnitSpoils: 'all' } as const

/** Read only when the game plays with Air Units (the module is composed only then). */
export const airSettings: SettingsSpec = {
  read(input) {
    const firePower = input.airUnitFirePower ?? DEFAULT_AIR_SETTINGS.airUnitFirePower
    const killPoints = input.airUnitKillPoints ?? DEFAULT_AIR_SETTINGS.airUnitKillPoints
    if (!(AIR_FIRE_POWER_READINGS as readonly unknown[]).includes(firePower)) {
      return refuse('bad-settings', "Choose an air unit's Fire Power Rating: 5 (the variant's prose and example) or 4 (its table).")
    }
    if (!(AIR_KILL_POINTS_READINGS as readonly unknown[]).includes(killPoints)) {
      return refuse('bad-settings', 'Choose the kill points that destroy an air unit: 6 (the text) or 8 (what the worked example adds up to).')
    }
    const buildPrice = input.airUnitBuildPrice ?? DEFAULT_AIR_SETTINGS.airUnitBuildPrice
    if (!(AIR_BUILD_PRICE_READINGS as readonly unknown[]).includes(buildPrice)) {
      return refuse('bad-settings', "Choose what an odd air unit costs: the pair's $400M (the text's price) or $200M an air unit.")
    }
    const spoils = input.airUnitSpoils ?? DEFAULT_AIR_SETTINGS.airUnitSpoils
    if (!(AIR_SPOILS_READINGS as readonly unknown[]).includes(spoils)) {
      return refuse('bad-settings', "Choose whether the victor of the spoils takes every air unit (the text) or at most the 20 pieces of its colour.")
    }
    return ok({ airUnitFirePower: firePower as AirFirePower, airUnitKillPoints: killPoints as AirKillPoints, airUnitBuildPrice: buildPrice as AirBuildPrice, airUnitSpoils: spoils as AirSpoils })
  },
}

/** The game's air settings (the defaults when a game file predates one). */
export function airSettingsOf(settings: { airUnitFirePower?: AirFirePower; airUnitKillPoints?: AirKillPoints; airUnitBuildPrice?: AirBuildPrice; airUnitSpoils?: AirSpoils }): {
  firePower: AirFirePower
  killPoints: AirKillPoints
  buildPrice: AirBuildPrice
  spoils: AirSpoils
} {
  return {
    firePower: settings.airUnitFirePower ?? DEFAULT_AIR_SETTINGS.airUnitFirePower,
    killPoints: settings.airUnitKillPoints ?? DEFAULT_AIR_SETTINGS.airUnitKillPoints,
    buildPrice: settings.airUnitBuildPrice ?? DEFAULT_AIR_SETTINGS.airUnitBuildPrice,
    spoils: settings.airUnitSpoils ?? DEFAULT_AIR_SETTINGS.airUnitSpoils,
  }
}
