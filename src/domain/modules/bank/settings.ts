import { isWholeNumber } from '../../kernel/guards'
import type { SettingsSpec } from '../../kernel/module'
import { ok, refuse } from '../../kernel/result'

/** Loan interest per $1,000M (FACTS.md, "Bank loans": the card's figure is not printed in the text). */
export const bankSettings: SettingsSpec = {
  read(input) {
    const rate = input.interestPerBillion
    if (!isWholeNumber(rate) || rate < 0 || rate > 1000) return refuse('bad-settings', 'Loan interest must be $0M to $1,000M per $1,000M borrowed.')
    return ok({ interestPerBillion: rate })
  },
}
