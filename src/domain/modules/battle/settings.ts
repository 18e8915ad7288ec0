import type { SettingsSpec } from '../../kernel/module'
import type { GameSettings } from '../../kernel/settings'
import { ok, refuse } from '../../kernel/result'

/**
 * Whether a counterattack earns its target a counterattack of its own. Default no: the rule
 * grants it to "each player that is attacked" by the turn's attack, and the drill goes from the
 * counterattacks straight to the next player ("After the counterattacks have been resolved,
 * player two gets to make an attack"); a counterattack goes "to Step A of the battle drill", whose
 * Step F would otherwise chain without end.
 */
export const battleSettings: SettingsSpec = {
  read(input) {
    const value = input.counterattackEarnsCounterattack ?? false
    if (typeof value !== 'boolean') return refuse('bad-settings', 'Say whether a counterattack earns a counterattack: yes or no.')
    return ok({ counterattackEarnsCounterattack: value })
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
