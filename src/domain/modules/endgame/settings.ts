import { settingsSpec } from '../../kernel/setting-fields'
import { MAX_DETENTE_CYCLES } from './data'
import { validateEndTerms, type EndTerms } from './terms'

/** How the game ends, as agreed at setup; stored only when something was agreed. */
export const endgameSettings = settingsSpec(
  [
    {
      key: 'endTerms',
      label: 'How the game ends',
      allowed: `a Detente point (1 to ${MAX_DETENTE_CYCLES} cycles, or a clock time) and a handicap rank from 1-Star to 5-Star General, each if agreed`,
      accepts: (value) => validateEndTerms(value).ok,
    },
  ],
  (input) => {
    const terms = validateEndTerms(input.endTerms)
    const clean: EndTerms = terms.ok ? terms.value : {}
    return clean.detente !== undefined || clean.handicap !== undefined ? { endTerms: clean } : {}
  },
)
