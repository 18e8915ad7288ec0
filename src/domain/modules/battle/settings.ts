import type { GameSettings } from '../../kernel/settings'
import { oneOf, settingsSpec } from '../../kernel/setting-fields'

/**
 * The battle rules' readings where the rulebook is silent (docs/basic-game.md, "Where the rules are silent").
 * A game set up before a reading existed stores none and keeps the app's old behaviour
 * (plan.ts OLD_READINGS, strategic.ts); the setup screen offers the defaults below.
 */
export const AMPHIBIOUS_ARMIES = ['landed', 'aboard'] as const
export const NUCLEAR_ROULETTE_READINGS = ['perTerritory', 'once'] as const

export type AmphibiousArmies = (typeof AMPHIBIOUS_ARMIES)[number]
export type NuclearRouletteReading = (typeof NUCLEAR_ROULETTE_READINGS)[number]

/** New games: the readings the rulebook's text supports best (see docs/basic-game.md). */
export const DEFAULT_BATTLE_READINGS = { amphibiousArmies: 'landed', nuclearRoulette: 'perTerritory' } as const

/**
 * Whether a counterattack earns its target a counterattack of its own. Default no: the rule
 * grants it to "each player that is attacked" by the turn's attack, and the drill goes from the
 * counterattacks straight to the next player ("After the counterattacks have been resolved,
 * player two gets to make an attack"); a counterattack goes "to Step A of the battle drill", whose
 * Step F would otherwise chain without end.
 */
export const battleSettings = settingsSpec(
  [
    oneOf('amphibiousArmies', 'Armies in an amphibious assault', AMPHIBIOUS_ARMIES, 'landed, or still aboard their navies'),
    oneOf('nuclearRoulette', 'Nuclear Roulette', NUCLEAR_ROULETTE_READINGS, 'a roll per territory past the 12th, or once per strike'),
    oneOf('counterattackEarnsCounterattack', 'Whether a counterattack earns a counterattack', [true, false], 'yes or no'),
  ],
  (input) => ({
    ...(input.amphibiousArmies === undefined ? {} : { amphibiousArmies: input.amphibiousArmies as AmphibiousArmies }),
    ...(input.nuclearRoulette === undefined ? {} : { nuclearRoulette: input.nuclearRoulette as NuclearRouletteReading }),
    counterattackEarnsCounterattack: (input.counterattackEarnsCounterattack ?? false) as boolean,
  }),
)

/**
 * Games started before Rotating Attacks was built (their settings have no battle reading) keep
 * the Stage 4 they were played with: attacks chained in a turn, counterattacks carried through
 * the stage. Their logs replay and import as stored.
 */
export function playsRotatingAttacks(settings: GameSettings): boolean {
  return settings.counterattackEarnsCounterattack !== undefined
}
