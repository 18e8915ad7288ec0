import { STAR_RANKS, MAX_DETENTE_CYCLES, type StarRank } from './data'
import { ok, type Result } from '../../kernel/result'
import { endgameRefusal } from './refusals'

/**
 * Detente "at a predetermined point in time, after a certain number of turns": the point the
 * table agreed, as a number of cycles (the game ends after Stage 7 of that cycle) or a clock
 * time (an ISO instant: the screens compare it with the clock, the rules core never reads one).
 */
export type DetentePoint = { kind: 'cycles'; cycles: number } | { kind: 'clock'; at: string }

/** How the game ends, as agreed at setup and changed later by agreement. Every field optional. */
export interface EndTerms {
  detente?: DetentePoint
  /** "Handicap – Optional": a winner must win at this rank (or better, our reading). */
  handicap?: StarRank
}

/** Exactly what the screens' `Date.toISOString()` writes, so instants compare as text. */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{3}Z$/

export function isIsoInstant(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const m = ISO_INSTANT.exec(value)
  if (!m) return false
  const [month, day, hour, minute, second] = m.slice(2).map(Number) as [number, number, number, number, number]
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour < 24 && minute < 60 && second < 60
}

export function isStarRank(value: unknown): value is StarRank {
  return (STAR_RANKS as readonly unknown[]).includes(value)
}

/** A clean copy of terms from anywhere (a command, an old file), or a plain refusal. */
export function validateEndTerms(terms: unknown): Result<EndTerms> {
  if (terms === undefined) return ok({})
  if (typeof terms !== 'object' || terms === null || Array.isArray(terms)) return endgameRefusal('bad-end-terms', 'termsNotUnderstood')
  const { detente, handicap } = terms as Record<string, unknown>
  const clean: EndTerms = {}
  if (detente !== undefined) {
    const point = detente as Record<string, unknown> | null
    if (typeof point !== 'object' || point === null) return endgameRefusal('bad-end-terms', 'chooseDetentePoint')
    if (point.kind === 'cycles') {
      const n = point.cycles
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_DETENTE_CYCLES) {
        return endgameRefusal('bad-end-terms', 'detenteCycles', { max: MAX_DETENTE_CYCLES })
      }
      clean.detente = { kind: 'cycles', cycles: n }
    } else if (point.kind === 'clock') {
      if (!isIsoInstant(point.at)) return endgameRefusal('bad-end-terms', 'badDetenteTime')
      clean.detente = { kind: 'clock', at: point.at }
    } else {
      return endgameRefusal('bad-end-terms', 'chooseDetentePoint')
    }
  }
  if (handicap !== undefined) {
    if (!isStarRank(handicap)) return endgameRefusal('bad-end-terms', 'badHandicap')
    clean.handicap = handicap
  }
  return ok(clean)
}

export function sameTerms(a: EndTerms, b: EndTerms): boolean {
  return JSON.stringify(normal(a)) === JSON.stringify(normal(b))
}

function normal(t: EndTerms): unknown[] {
  const d = t.detente
  return [d?.kind ?? null, d?.kind === 'cycles' ? d.cycles : d?.kind === 'clock' ? d.at : null, t.handicap ?? null]
}
