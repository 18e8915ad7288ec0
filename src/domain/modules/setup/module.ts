import type { RuleModule } from '../../kernel/module'
import { decideStart } from './decide'

/** Setting up a game: Standard Open and Random Open. */
export const setupModule: RuleModule = {
  id: 'setup',
  deciders: {
    startGame: decideStart,
  },
}
