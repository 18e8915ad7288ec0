/**
 * What the home screen reads from a saved game's record to draw its card, with no rules loaded:
 * the home screen is the first load, and the rules core follows only when a game is opened.
 */
import type { Economy, Ruleset } from '../domain/kernel/ruleset'

/** The card game's base (domain/modules/war-of-supremacy/setup.ts, WAR_OF_SUPREMACY.economy). */
const CARD_GAME: Economy = 'war-of-supremacy'

/** A saved game of the card game (its header's ruleset): the home card lists seats, not superpowers. */
export const isWarOfSupremacy = (ruleset: Ruleset | undefined): boolean => ruleset?.economy === CARD_GAME
