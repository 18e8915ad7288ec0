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
import { handicapResult, rankTitle, topBrassRank, type HandicapResult, type TopBrassCase, type TopBrassRank } from '../domain/modules/endgame/top-brass'

export interface WinnerRank {
  power: PowerId
  rank: TopBrassRank
  /** Why this rank, and the reading where the rules are silent, in the reader's language. */
  why: string
  reading?: string
  /** "Captured 3 territories", ... the figures behind the rank, one per line. */
  figures: string[]
  handicap?: HandicapResult & { words: string }
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


const WHY_KEYS = {
  neverFired: 'whyNeverFired',
  lostSome: 'whyLostSome',
  firedNoHits: 'whyFiredNoHits',
  capturedMost: 'whyCapturedMost',
  equal: 'whyEqual',
  destroyedMost: 'whyDestroyedMost',
  destroyedOnly: 'whyDestroyedOnly',
  nothing: 'whyNothing',
} as const satisfies Record<TopBrassCase, string>
export const READING_KEYS = { equal: 'readingEqual', firedNoHits: 'readingFiredNoHits', nothing: 'readingNothing' } as const

/** The rank's reason from the schedule's line the rules named, with the figures. */
export function whyText(rank: TopBrassRank): string {
  const f = rank.figures
  return ew(WHY_KEYS[rank.case], { captured: f.captured, destroyed: f.destroyedByNukes, lost: f.lostToNukes, n: f.nukesFired }, f.nukesFired)
}

/** "5-Star General" is the rank as printed (kept in every language). */
export function handicapText(rank: TopBrassRank, h: HandicapResult): string {
  const agreed = rankTitle(h.agreed)
  if (h.met) return ew('handicapMet', { agreed, rank: rank.title })
  return rank.stars === null ? ew('handicapMissedNoRank', { agreed }) : ew('handicapMissed', { agreed, rank: rank.title })
}

function winnerRank(state: GameState, entries: readonly LogEntry[], power: PowerId): WinnerRank {
  const rank = topBrassRank(state, entries, power)
  const f = rank.figures
  const handicap = handicapResult(rank, endTermsOf(state).handicap)
  return {
    power,
    rank,
    why: whyText(rank),
    ...(rank.readingCase ? { reading: ew(READING_KEYS[rank.readingCase]) } : {}),
    figures: [
      ew('captured', { n: f.captured }),
      ew('nukesFired', { n: f.nukesFired }),
      ew('destroyedByNukes', { n: f.destroyedByNukes }),
      ew('lostToNukes', { n: f.lostToNukes }),
    ],
    ...(handicap ? { handicap: { ...handicap, words: handicapText(rank, handicap) } } : {}),
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
