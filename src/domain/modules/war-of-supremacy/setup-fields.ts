import type { StartGame } from '../setup/commands'
import { refuseOpenMode, refuseStrayFields, refuseUnguided, SETUP_SHELL } from '../setup/fields'
import type { Result } from '../../kernel/result'

const GAME = 'War of Supremacy'
const SETUP = 'a War of Supremacy setup'

/** Every field of a War of Supremacy setup (see setup/fields.ts): the shell and the card game's own setup. */
export function refuseWosStrayFields(cmd: StartGame): Result<never> | undefined {
  const setup = cmd.warOfSupremacy
  return (
    refuseStrayFields(cmd, [...SETUP_SHELL, 'warOfSupremacy'], 'The setup', SETUP) ??
    refuseOpenMode(cmd, GAME) ??
    refuseUnguided(cmd, GAME) ??
    refuseStrayFields(setup, ['players', 'variants', 'firstRolls', 'forms', 'territory', 'second', 'readings', 'decks', 'introductory'], 'The card game’s setup', SETUP) ??
    refuseStrayFields(setup?.second, ['forms', 'territory'], 'The second Territory', SETUP) ??
    refuseStrayFields(setup?.decks, ['creature', 'spell'], 'The decks’ count', SETUP)
  )
}
