import type { StarRank } from './data'
import type { PowerId } from '../../kernel/ids'
import { undoneSeqs, type LogEntry } from '../../kernel/log'
import type { GameState } from '../../kernel/state'

/** The figures behind a winner's Top Brass rank. */
export interface TopBrassFigures {
  /** Territories it captured, home and neutral alike, liberations included (war record). */
  captured: number
  nukesFired: number
  /** Territories its nukes destroyed (from its strikes in the log that added mushroom clouds). */
  destroyedByNukes: number
  /** Its territories destroyed by nuclear attack (war record). */
  lostToNukes: number
}

/** Which line of the schedule gave the rank: the screens word it in the reader's language from this and the figures. */
export type TopBrassCase = 'neverFired' | 'lostSome' | 'firedNoHits' | 'capturedMost' | 'equal' | 'destroyedMost' | 'destroyedOnly' | 'nothing'

export interface TopBrassRank {
  /** Null when the rules give no rank (our reading says why). */
  stars: StarRank | null
  title: string
  case: TopBrassCase
  /** Why this rank, in the rule's words with the figures (English; the screens word `case`). */
  why: string
  /** Set when the rules do not say and the app chose a reading the table may overrule. */
  reading?: string
  readingCase?: keyof typeof TOP_BRASS_READINGS
  figures: TopBrassFigures
}

/**
 * Territories each power destroyed with nukes: every nuclear strike still in effect (not
 * undone) whose war change added mushroom clouds, counted for the firing power.
 */
export function territoriesNukedBy(entries: readonly LogEntry[]): Partial<Record<PowerId, number>> {
  const undone = undoneSeqs(entries)
  const out: Partial<Record<PowerId, number>> = {}
  for (const entry of entries) {
    const cmd = entry.command
    if (cmd.kind !== 'nuclearStrike' || undone.has(entry.seq)) continue
    for (const e of entry.events) {
      if (e.type !== 'slicePatched' || e.slice !== 'war' || !Array.isArray(e.to.nuked)) continue
      const grew = e.to.nuked.length - (Array.isArray(e.from.nuked) ? e.from.nuked.length : 0)
      if (grew > 0) out[cmd.attacker] = (out[cmd.attacker] ?? 0) + grew
    }
  }
  return out
}

export function topBrassFigures(state: GameState, entries: readonly LogEntry[], power: PowerId): TopBrassFigures {
  const record = state.war?.record[power]
  return {
    captured: record?.territoriesCaptured ?? 0,
    nukesFired: record?.nukesFired ?? 0,
    destroyedByNukes: territoriesNukedBy(entries)[power] ?? 0,
    lostToNukes: record?.territoriesLostToNukes ?? 0,
  }
}

/** A rank's title as printed, "5-Star General" (kept in every language). */
export const rankTitle = (stars: StarRank): string => `${stars}-Star General`
const TITLE = rankTitle

/** Readings where "Joining the Top Brass" is silent (also listed in docs/basic-game.md, "readings"). */
export const TOP_BRASS_READINGS = {
  equal: 'Captured as many territories as it destroyed with nukes: neither "most", so the app gives the lower rank, 2-Star.',
  firedNoHits: 'Fired nukes that destroyed nothing and captured territories: it did not "never fire a nuke", so the app gives 3-Star.',
  nothing: 'Captured nothing and destroyed nothing with nukes: the schedule gives no rank.',
} as const

/**
 * "Joining the Top Brass": 5-Star captures, never fires a nuke, never loses a territory to one;
 * 4-Star the same but loses some; 3-Star captures most and destroys some with nukes; 2-Star
 * destroys most with nukes and captures some; 1-Star destroys with nukes and captures none.
 */
export function rankFromFigures(f: TopBrassFigures): TopBrassRank {
  const rank = (stars: StarRank | null, c: TopBrassCase, why: string, reading?: keyof typeof TOP_BRASS_READINGS): TopBrassRank => ({
    stars,
    title: stars === null ? 'No rank' : TITLE(stars),
    case: c,
    why,
    ...(reading ? { reading: TOP_BRASS_READINGS[reading], readingCase: reading } : {}),
    figures: f,
  })
  const { captured, nukesFired, destroyedByNukes: destroyed, lostToNukes } = f
  if (captured > 0 && nukesFired === 0) {
    return lostToNukes === 0
      ? rank(5, 'neverFired', `Captured ${captured}, never fired a nuke and never lost a territory to one.`)
      : rank(4, 'lostSome', `Captured ${captured} and never fired a nuke, but lost ${lostToNukes} to nuclear attack.`)
  }
  if (captured > 0 && destroyed === 0) return rank(3, 'firedNoHits', `Captured ${captured} but fired ${nukesFired} nuke${nukesFired === 1 ? '' : 's'} (none destroyed a territory).`, 'firedNoHits')
  if (captured > destroyed && destroyed > 0) return rank(3, 'capturedMost', `Captured most (${captured}) and destroyed some (${destroyed}) with nukes.`)
  if (captured > 0 && captured === destroyed) return rank(2, 'equal', `Captured ${captured} and destroyed ${destroyed} with nukes.`, 'equal')
  if (captured > 0 && destroyed > captured) return rank(2, 'destroyedMost', `Destroyed most (${destroyed}) with nukes and captured some (${captured}).`)
  if (destroyed > 0) return rank(1, 'destroyedOnly', `Destroyed ${destroyed} with nukes and captured none.`)
  return rank(null, 'nothing', 'Captured nothing and destroyed nothing with nukes.', 'nothing')
}

export function topBrassRank(state: GameState, entries: readonly LogEntry[], power: PowerId): TopBrassRank {
  return rankFromFigures(topBrassFigures(state, entries, power))
}

export interface HandicapResult {
  agreed: StarRank
  met: boolean
  text: string
}

/**
 * "Handicap – Optional": the winner must win at the agreed rank. Our reading: that rank or
 * better; a winner below it (or with no rank) has not won under the handicap, the table's call.
 */
export function handicapResult(rank: TopBrassRank, agreed: StarRank | undefined): HandicapResult | undefined {
  if (agreed === undefined) return undefined
  const met = rank.stars !== null && rank.stars >= agreed
  const text = met
    ? `Handicap met: the table agreed on ${TITLE(agreed)} or better, and the winner is ${rank.title}.`
    : `Handicap not met: the table agreed on ${TITLE(agreed)}, and the winner is ${rank.stars === null ? 'without a rank' : rank.title}. By the handicap this is not a win; the table decides.`
  return { agreed, met, text }
}
