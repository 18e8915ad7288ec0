import type { LegacyReading } from '../../kernel/module'
import type { GameState } from '../../kernel/state'

/**
 * Warlords version 1 (editions 1 to 3): before issue 26 it refused in LT6 only the five seas the
 * text names next to a home (no board adjacency), let one pirate blockade a territory touching two
 * pirate seas, lost the Stage 3 market sale when nobody played Stage 3, had no Client List, and
 * fought air units without the halving and the Edge Points, a warlord's air units never hit and
 * left to it when its zone was captured.
 * An older entry is checked with today's rules reading as version 1 did: the marker below, which
 * only a check of such an entry sets and no event ever stores.
 */
export const WARLORDS_V1: LegacyReading = {
  note: 'before the board\'s sea adjacency (LT6 seas, a blockade paid to each pirate), the Stage 3 sale with nobody bidding, the Client List, and air battles with warlords as any air battle (halving, Edge Points, its air units hit and captured)',
  decide(state, command, today) {
    if (state.neutral === undefined) return undefined
    return today({ ...state, settings: { ...state.settings, warlordsReadsV1: true } }, command)
  },
}

/** Whether the warlords' rules read as version 1 did (only while an older entry is checked). */
export function readsV1(state: GameState): boolean {
  return state.settings.warlordsReadsV1 === true
}
