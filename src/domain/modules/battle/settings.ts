import type { SettingsSpec } from '../../kernel/module'
import type { GameSettings } from '../../kernel/settings'
import { ok, refuse } from '../../kernel/result'

/**
 * The battle rules' readings where the rulebook is silent (README, "Where the rules are silent").
 * A game set up before a reading existed stores none and keeps the app's old behaviour
 * (plan.ts OLD_READINGS, strategic.ts); the setup screen offers the defaults below.
 */
export const AMPHIBIOUS_ARMIES = ['landed', 'aboard'] as const
export const NUCLEAR_ROULETTE_READINGS = ['perTerritory', 'once'] as const

export type AmphibiousArmies = (typeof AMPHIBIOUS_ARMIES)[number]
export type NuclearRouletteReading = (typeof NUCLEAR_ROULETTE_READINGS)[number]

/** New games: the readings the rulebook's text supports best (see README). */
export const DEFAULT_BATTLE_READINGS = { amphibiousArmies: 'landed', nuclearRoulette: 'perTerritory' } as const

/**
 * Whether a counterattack earns its target a counterattack of its own. Default no: the rule
 * grants it to "each player that is attacked" by the turn's attack, and the drill goes from the
 * counterattacks straight to the next player ("After the counterattacks have been resolved,
 * player two gets to make an attack"); a counterattack goes "to Step A of the battle drill", whose
 * Step F would otherwise chain without end.
 */
export const battleSettings: SettingsSpec = {
  read(input) {
    const amphibious = input.amphibiousArmies
    const roulette = input.nuclearRoulette
    if (amphibious !== undefined && !(AMPHIBIOUS_ARMIES as readonly unknown[]).includes(amphibious)) {
      return refuse('bad-settings', 'Say whether armies in an amphibious assault have landed or are still aboard their navies.')
    }
    if (roulette !== undefined && !(NUCLEAR_ROULETTE_READINGS as readonly unknown[]).includes(roulette)) {
      return refuse('bad-settings', 'Say whether Nuclear Roulette rolls once per territory past the 12th or once per strike.')
    }
    const earns = input.counterattackEarnsCounterattack ?? false
    if (typeof earns !== 'boolean') return refuse('bad-settings', 'Say whether a counterattack earns a counterattack: yes or no.')
    return ok({
      ...(amphibious === undefined ? {} : { amphibiousArmies: amphibious as AmphibiousArmies }),
      ...(roulette === undefined ? {} : { nuclearRoulette: roulette as NuclearRouletteReading }),
      counterattackEarnsCounterattack: earns,
    })
  },
}

/**
 * Games started before Rotating Attacks was built (their settings have no battle reading) keep
 * the Stage 4 they were played with: attacks chained in a turn, counterattacks carried through
 * the stage. Their logs replay and import as stored.
 */
export function playsRotatingAttacks(settings: GameSettings): boolean {
  return settings.counterattackEarnsCounterattack !== undefined
}
