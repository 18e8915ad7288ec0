import type { SettingsSpec } from '../../kernel/module'
import { ok, refuse } from '../../kernel/result'
import { AIR_FIRE_POWER_READINGS, AIR_KILL_POINTS_READINGS } from './data'

export type AirFirePower = (typeof AIR_FIRE_POWER_READINGS)[number]
export type AirKillPoints = (typeof AIR_KILL_POINTS_READINGS)[number]

/** New games: the prose's fire power 5 (FACTS.md) and the text's six kill points. */
export const DEFAULT_AIR_SETTINGS = { airUnitFirePower: 5, airUnitKillPoints: 6 } as const

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
    return ok({ airUnitFirePower: firePower as AirFirePower, airUnitKillPoints: killPoints as AirKillPoints })
  },
}

/** The game's air settings (the defaults when a game file predates one). */
export function airSettingsOf(settings: { airUnitFirePower?: AirFirePower; airUnitKillPoints?: AirKillPoints }): { firePower: AirFirePower; killPoints: AirKillPoints } {
  return {
    firePower: settings.airUnitFirePower ?? DEFAULT_AIR_SETTINGS.airUnitFirePower,
    killPoints: settings.airUnitKillPoints ?? DEFAULT_AIR_SETTINGS.airUnitKillPoints,
  }
}
