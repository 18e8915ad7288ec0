import { RESOURCES, type PowerId, type Resource } from '../../kernel/ids'
import { cashOf } from '../../kernel/selectors'
import type { GameState } from '../../kernel/state'
import { MILLIONS_PER_POINT, POINTS_PER_CLOUD, PRODUCTION_LEADER_POINTS, type TechCard } from './data'
import { openProduction } from './production-count'
import { cashFlowSettingsOf } from './settings'
import type { ScoreLine, ScoringRound } from './state'
import { livePowers } from './live'

/**
 * Scoring and Game End: "One (1) point is scored for each full billion dollars (round down) in a
 * player's treasury. Two (2) points are scored for the player with the most mineral [oil, grain]
 * production. The resource companies must be open. Production of resource companies in territories
 * under blockade is not counted. One (1) victory point is deducted from a player for each nuke
 * cloud on the board that was placed by his country."
 */
export function scoreNow(state: GameState): ScoreLine[] {
  const live = livePowers(state)
  const production = new Map(live.map((id) => [id, openProduction(state, id)]))
  const ties = cashFlowSettingsOf(state.settings).ties
  const leadersOf = (r: Resource): PowerId[] => {
    const most = Math.max(0, ...live.map((id) => production.get(id)![r]))
    // Nobody leads a resource nobody produces: "the most" of nothing is no production at all.
    if (most === 0) return []
    const leaders = live.filter((id) => production.get(id)![r] === most)
    // A tie for the most: every tied player scores ('shared'), or nobody ('none') (docs/cash-flow.md, a reading).
    return leaders.length > 1 && ties === 'none' ? [] : leaders
  }
  const leaders = new Map(RESOURCES.map((r) => [r, leadersOf(r)]))
  return live.map((power) => {
    const cash = cashOf(state, power)
    // No bank loans, so cash never goes below zero; a full billion is counted, the rest dropped.
    const treasury = Math.floor(Math.max(0, cash) / MILLIONS_PER_POINT)
    const leads = RESOURCES.filter((r) => leaders.get(r)!.includes(power))
    const leaderPoints = leads.length * PRODUCTION_LEADER_POINTS
    const clouds = state.cashFlow?.clouds[power] ?? 0
    return { power, cash, treasury, production: production.get(power)!, leads, leaderPoints, clouds, total: treasury + leaderPoints - clouds * POINTS_PER_CLOUD }
  })
}

/** A scoring round for `trigger`, scored on `state` in turn `turn`. */
export function scoringRound(state: GameState, trigger: TechCard, turn: number): ScoringRound {
  return { trigger, turn, lines: scoreNow(state) }
}

/** "At game end, the score for all three rounds is added together": each power's total so far. */
export function scoreTotals(rounds: readonly ScoringRound[]): Partial<Record<PowerId, number>> {
  const totals: Partial<Record<PowerId, number>> = {}
  for (const round of rounds) for (const line of round.lines) totals[line.power] = (totals[line.power] ?? 0) + line.total
  return totals
}

/** "to determine the overall winner of the game": the highest total; a tie shares the win. */
export function winnersOf(rounds: readonly ScoringRound[]): PowerId[] {
  const totals = Object.entries(scoreTotals(rounds)) as [PowerId, number][]
  const best = Math.max(...totals.map(([, t]) => t))
  return totals.filter(([, t]) => t === best).map(([id]) => id)
}

/**
 * Each power's total if a round were scored now: the rounds scored so far plus a round scored on
 * this state (the standings between rounds, for the charts). Once the Supremacy card's round is
 * scored the game is over and no further round adds anything. Powers put out of the game keep the
 * points they scored before (scoreTotals counts every round's lines) and score nothing more.
 */
export function totalsIfScoredNow(state: GameState): Partial<Record<PowerId, number>> {
  const cf = state.cashFlow
  if (cf === undefined) return {}
  const totals = scoreTotals(cf.rounds)
  if (cf.winners !== undefined) return totals
  for (const line of scoreNow(state)) totals[line.power] = (totals[line.power] ?? 0) + line.total
  return totals
}
