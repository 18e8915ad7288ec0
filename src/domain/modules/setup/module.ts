import type { RuleModule } from '../../kernel/module'
import { decideStart } from './decide'
import { SETUP_V1 } from './legacy'

/** Setting up a game: Standard Open and Random Open. */
export const setupModule: RuleModule = {
  id: 'setup',
  title: 'the basic game’s setup',
  // 2: setups write every flow setting, the ruleset and one forces record (see legacy.ts).
  version: 2,
  legacy: { 1: SETUP_V1 },
  deciders: {
    startGame: decideStart,
  },
}
