import { SUPERPOWERS } from '../domain/kernel/superpowers'
import type { PowerId } from '../domain/kernel/ids'
import type { LogEntry } from '../domain/kernel/log'
import type { GameState } from '../domain/kernel/state'
import type { DetenteReason } from '../domain/modules/endgame/commands'
import { agreedCyclesPlayed, agreedTimePassed, endTermsOf, endingReasonText, type GameOutcome } from '../domain/modules/endgame/ending'
import { gameOutcome } from '../domain/questions'
import { standingRows, type StandingRow } from './standings-ui'
import { handicapResult, topBrassRank, type HandicapResult, type TopBrassRank } from '../domain/modules/endgame/top-brass'

export interface WinnerRank {
  power: PowerId
  rank: TopBrassRank
  /** "Captured 3 territories", ... the figures behind the rank, one per line. */
  figures: string[]
  handicap?: HandicapResult
}

export interface EndScreenModel {
  kind: Exclude<GameOutcome['kind'], 'none'>
  /** "Detente", "Supremacy", "Coup Final". */
  title: string
  /** One sentence: how it ended and who won. */
  headline: string
  winners: PowerId[]
  rows: StandingRow[]
  ranks: WinnerRank[]
  /** Only a Detente is an action of the table that one undo takes back. */
  canUndoEnding: boolean
}

const name = (id: PowerId) => SUPERPOWERS[id].name

function names(ids: readonly PowerId[]): string {
  const all = ids.map(name)
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}

function winnerRank(state: GameState, entries: readonly LogEntry[], power: PowerId): WinnerRank {
  const rank = topBrassRank(state, entries, power)
  const f = rank.figures
  const handicap = handicapResult(rank, endTermsOf(state).handicap)
  return {
    power,
    rank,
    figures: [
      `Territories captured: ${f.captured}`,
      `Nukes fired: ${f.nukesFired}`,
      `Territories destroyed with its nukes: ${f.destroyedByNukes}`,
      `Territories lost to nuclear attack: ${f.lostToNukes}`,
    ],
    ...(handicap ? { handicap } : {}),
  }
}

/** What the end screen shows, or undefined while the game goes on. */
export function endScreenModel(state: GameState, entries: readonly LogEntry[]): EndScreenModel | undefined {
  const outcome = gameOutcome(state)
  const rows = standingRows(state)
  switch (outcome.kind) {
    case 'none':
      return undefined
    case 'coupFinal':
      return {
        kind: 'coupFinal',
        title: 'Coup Final',
        headline: `Coup Final — nuclear winter: everyone lost. ${count(state.war?.nuked.length ?? 0, 'territory was', 'territories were')} destroyed by nukes.`,
        winners: [],
        rows,
        ranks: [],
        canUndoEnding: false,
      }
    case 'supremacy':
      return {
        kind: 'supremacy',
        title: 'Supremacy',
        headline: `${name(outcome.winner)} won by Supremacy: every opponent is bankrupt, captured or destroyed.`,
        winners: [outcome.winner],
        rows,
        ranks: [winnerRank(state, entries, outcome.winner)],
        canUndoEnding: false,
      }
    case 'detente': {
      const where = outcome.ending.cycle !== undefined ? ` in cycle ${outcome.ending.cycle}` : ''
      const how = `Ended ${endingReasonText(outcome.ending, endTermsOf(state))}${where}.`
      const who =
        outcome.winners.length > 1
          ? `${names(outcome.winners)} tie for the most wealth and share the win.`
          : `${names(outcome.winners)} wins with the most wealth.`
      return {
        kind: 'detente',
        title: 'Detente',
        headline: `${how} ${who}`,
        winners: outcome.winners,
        rows,
        ranks: outcome.winners.map((p) => winnerRank(state, entries, p)),
        canUndoEnding: true,
      }
    }
  }
}

/**
 * The prompt when the agreed Detente point is reached: guided games count the cycles (the
 * cycle after the last is under way); a clock time is compared with `now` from the screen.
 */
export function detentePrompt(state: GameState, now: string): { reason: DetenteReason; text: string } | undefined {
  if (gameOutcome(state).kind !== 'none') return undefined
  const point = endTermsOf(state).detente
  if (point?.kind === 'cycles' && agreedCyclesPlayed(state)) {
    return { reason: 'cycles', text: `Detente: the agreed ${count(point.cycles, 'cycle is', 'cycles are')} played. End the game?` }
  }
  if (point?.kind === 'clock' && agreedTimePassed(state, now)) return { reason: 'clock', text: 'Detente: the agreed time has come. End the game?' }
  return undefined
}
