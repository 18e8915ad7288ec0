import type { SettingsSpec } from '../../kernel/module'
import { ok } from '../../kernel/result'
import { validateEndTerms } from './terms'

/** How the game ends, as agreed at setup; stored only when something was agreed. */
export const endgameSettings: SettingsSpec = {
  read(input) {
    const terms = validateEndTerms(input.endTerms)
    if (!terms.ok) return terms
    const agreed = terms.value.detente !== undefined || terms.value.handicap !== undefined
    return ok(agreed ? { endTerms: terms.value } : {})
  },
}
