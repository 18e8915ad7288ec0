import type { PowerId } from './kernel/ids'
import type { GameState, PowerState } from './kernel/state'
import type { SettleStage1 } from './modules/play/commands'
import { stage1Bill as billBy, type Stage1Bill } from './modules/play/stage1'
import { detenteLeaders as leadersBy, detenteStandings as standingsBy, detenteValue as valueBy, type DetenteValuation } from './modules/endgame/detente'
import { gameOutcome as outcomeBy, type GameOutcome } from './modules/endgame/ending'
import { rulesFor } from './rules'

/*
 * Rule questions asked outside a decider (screens, previews, reports), answered by the game's own
 * composed rules (its ruleset's unit table, bill and valuation lines). Modules take `rules` as an
 * argument instead, since they may not import rules.ts.
 */

/** What a power owes in Stage 1 with the given choices. */
export function stage1Bill(state: GameState, power: PowerState, choices: Omit<SettleStage1, 'kind' | 'power'> = {}): Stage1Bill {
  return billBy(state, power, choices, rulesFor(state.ruleset))
}

/** A power's Detente valuation, line by line. */
export function detenteValue(state: GameState, power: PowerState): DetenteValuation {
  return valueBy(state, power, rulesFor(state.ruleset))
}

/** Every power still in the game, richest first. */
export function detenteStandings(state: GameState): DetenteValuation[] {
  return standingsBy(state, rulesFor(state.ruleset))
}

/** The Detente winner, or every power tied at the top. */
export function detenteLeaders(state: GameState): PowerId[] {
  return leadersBy(state, rulesFor(state.ruleset))
}

/** How the game stands (none, Detente, Supremacy or Coup Final). */
export function gameOutcome(state: GameState): GameOutcome {
  return outcomeBy(state, rulesFor(state.ruleset))
}

/** Whether the game's composed rules include the rule module `id` (a module's screens show only then). */
export function playsModule(state: GameState, id: string): boolean {
  return rulesFor(state.ruleset).modules.some((m) => m.id === id)
}
