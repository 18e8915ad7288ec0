import type { GameEvent } from '../../kernel/events'
import type { LegacyReading } from '../../kernel/module'
import { ok } from '../../kernel/result'

/** A play patch without the `turnActed` field version 1 did not keep (none at all when that was all it held). */
function withoutTurnActed(events: readonly GameEvent[]): GameEvent[] {
  return events.flatMap((e) => {
    if (e.type !== 'slicePatched' || e.slice !== 'play' || !('turnActed' in e.to)) return [e]
    const from: Record<string, unknown> = { ...e.from }
    const to: Record<string, unknown> = { ...e.to }
    delete from.turnActed
    delete to.turnActed
    return Object.keys(to).length === 0 ? [] : [{ ...e, from, to }]
  })
}

/**
 * Play version 1 (editions 1 and 2): Stage 6's End turn always counted as an action, so a table
 * that only ever ended its turns went round for ever; version 2 counts a turn with nothing done
 * as a pass and keeps `turnActed`. An older entry is checked as version 1 decided it: the turn
 * read as acted, and no `turnActed` in its patches.
 */
export const PLAY_V1: LegacyReading = {
  note: "before Stage 6's End turn with nothing built counted as a pass",
  decide(state, command, today) {
    const play = state.play
    if (play === undefined || play.stage !== 6) return undefined
    const decided = today({ ...state, play: { ...play, turnActed: true } }, command)
    return decided.ok ? ok(withoutTurnActed(decided.value)) : decided
  },
}
