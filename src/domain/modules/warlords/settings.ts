import { oneOf, settingsSpec } from '../../kernel/setting-fields'
import type { GameSettings } from '../../kernel/settings'

/**
 * Readings of Warlords and Pirates groups play differently (docs/warlords-and-pirates.md). A game
 * set up before a reading existed stores none and keeps the app's old behaviour; the setup screen
 * offers the defaults below.
 *
 * "Warlords and pirates do not fire nukes if they are outnumbered by L-stars": 'nukes' (default)
 * compares the attacker's L-stars with the nukes the warlord would fire (the sentence is about
 * firing them into an L-star screen, each L-star able to meet a nuke); 'lstars' compares L-stars
 * with L-stars (the app's reading before issue 26: one L-star made a power immune to a warlord
 * without any).
 */
export const WARLORD_OUTNUMBERED_READINGS = ['nukes', 'lstars'] as const
export type WarlordOutnumberedReading = (typeof WARLORD_OUTNUMBERED_READINGS)[number]

/** New games: the readings the text supports best. The owner bids: no ("bid for an opponent's resource card"). */
export const DEFAULT_WARLORDS_SETTINGS = { warlordOutnumbered: 'nukes', ownerBidsForOwnCard: false } as const

export const warlordsSettings = settingsSpec(
  [
    oneOf('warlordOutnumbered', 'What a warlord’s nukes are outnumbered by', WARLORD_OUTNUMBERED_READINGS, 'the attacker’s L-stars against its nukes, or against its L-stars'),
    oneOf('ownerBidsForOwnCard', 'Whether a card’s owner may bid for his own card in a warlord’s zone', [true, false], 'yes or no'),
  ],
  (input) => ({
    ...(input.warlordOutnumbered === undefined ? {} : { warlordOutnumbered: input.warlordOutnumbered as WarlordOutnumberedReading }),
    ...(input.ownerBidsForOwnCard === undefined ? {} : { ownerBidsForOwnCard: input.ownerBidsForOwnCard as boolean }),
  }),
)

/** The reading of "outnumbered by L-stars": a game without the setting keeps the old one (L-stars against L-stars). */
export function warlordOutnumberedOf(settings: GameSettings): WarlordOutnumberedReading {
  return settings.warlordOutnumbered ?? 'lstars'
}

/**
 * Whether a warlord or pirate holding `nukes` and `lstars` is "outnumbered by L-stars" by an
 * attacker with `attackerLstars` (more, not as many: a tie does not stop the strike).
 */
export function outnumberedByLstars(settings: GameSettings, attackerLstars: number, zone: { nukes: number; lstars: number }): boolean {
  return attackerLstars > (warlordOutnumberedOf(settings) === 'nukes' ? zone.nukes : zone.lstars)
}

/** Whether the card's owner may bid for his own card (absent: no, the old behaviour and the text's). */
export function ownerBidsForOwnCard(settings: GameSettings): boolean {
  return settings.ownerBidsForOwnCard === true
}
