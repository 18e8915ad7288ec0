import { BASIC_BOOKKEEPING, BASIC_GUIDED, type Ruleset } from '../../kernel/ruleset'

/**
 * The ruleset a game is played by, read from its gameStarted event or its state. A game saved
 * before rulesets has none: it is the basic game, guided when it has an order of play.
 */
export function rulesetOfGame(game: { ruleset?: Ruleset; play?: unknown }): Ruleset {
  if (game.ruleset !== undefined) return game.ruleset
  return game.play !== undefined ? BASIC_GUIDED : BASIC_BOOKKEEPING
}
