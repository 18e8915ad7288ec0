import type { RuleModule } from '../../kernel/module'
import { endgameSettings } from './settings'
import { decideEndGame, decideSetEndTerms, refuseAfterEnd } from './ending'
import { endgameEvolvers, endgameInverters } from './evolve'

/** How the game ends: Detente, its agreed point, and the game-over lock. */
export const endgameModule: RuleModule = {
  id: 'endgame',
  title: 'ending the game by Detente',
  settings: endgameSettings,
  deciders: {
    endGame: decideEndGame,
    setEndTerms: decideSetEndTerms,
  },
  evolvers: endgameEvolvers,
  inverters: endgameInverters,
  // Once the game is over only undo and redo (not commands) may change it.
  guard: (state, command, rules) => (command.kind === 'startGame' ? undefined : refuseAfterEnd(state, rules)),
}
