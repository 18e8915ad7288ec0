import type { PowerId } from '../domain/kernel/ids'
import type { LogEntry } from '../domain/kernel/log'
import type { GameState } from '../domain/kernel/state'
import type { DetenteReason } from '../domain/modules/endgame/commands'
import { agreedCyclesPlayed, agreedTimePassed, endTermsOf, type GameEnding, type GameOutcome } from '../domain/modules/endgame/ending'
import type { EndTerms } from '../domain/modules/endgame/terms'
import { endScreenWords as ew } from './catalogs/end-screen'
import { powerName } from './catalogs/powers'
import { formatList } from './i18n/numbers'
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

const name = (id: PowerId) => powerName(id)

function names(ids: readonly PowerId[]): string {
  return formatList(ids.map(name))
}

/** "Ended by agreement in cycle 3.": the reason and where, each combination a whole sentence. */
function endedText(ending: GameEnding, terms: EndTerms): string {
  const cycle = ending.cycle
  const inCycle = cycle !== undefined
  if (ending.reason === 'cycles' && terms.detente?.kind === 'cycles') {
    const n = terms.detente.cycles
    return inCycle ? ew('endedAfterNInCycle', { n, cycle }, n) : ew('endedAfterN', { n }, n)
  }
  if (ending.reason === 'cycles') return inCycle ? ew('endedAfterCyclesInCycle', { cycle }) : ew('endedAfterCycles')
  if (ending.reason === 'clock') return inCycle ? ew('endedAtTimeInCycle', { cycle }) : ew('endedAtTime')
  return inCycle ? ew('endedByInCycle', { cycle }) : ew('endedBy')
}


function winnerRank(state: GameState, entries: readonly LogEntry[], power: PowerId): WinnerRank {
  const rank = topBrassRank(state, entries, power)
  const f = rank.figures
  const handicap = handicapResult(rank, endTermsOf(state).handicap)
  return {
    power,
    rank,
    figures: [
      ew('captured', { n: f.captured }),
      ew('nukesFired', { n: f.nukesFired }),
      ew('destroyedByNukes', { n: f.destroyedByNukes }),
      ew('lostToNukes', { n: f.lostToNukes }),
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
        title: ew('titleCoupFinal'),
        headline: ew('headlineCoupFinal', { n: state.war?.nuked.length ?? 0 }, state.war?.nuked.length ?? 0),
        winners: [],
        rows,
        ranks: [],
        canUndoEnding: false,
      }
    case 'supremacy':
      return {
        kind: 'supremacy',
        title: ew('titleSupremacy'),
        headline: ew('headlineSupremacy', { power: name(outcome.winner) }),
        winners: [outcome.winner],
        rows,
        ranks: [winnerRank(state, entries, outcome.winner)],
        canUndoEnding: false,
      }
    case 'detente': {
      const how = endedText(outcome.ending, endTermsOf(state))
      const who = ew(outcome.winners.length > 1 ? 'tieMostWealth' : 'winsMostWealth', { powers: names(outcome.winners) })
      return {
        kind: 'detente',
        title: ew('titleDetente'),
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
    return { reason: 'cycles', text: ew('promptCycles', { n: point.cycles }, point.cycles) }
  }
  if (point?.kind === 'clock' && agreedTimePassed(state, now)) return { reason: 'clock', text: ew('promptClock') }
  return undefined
}
