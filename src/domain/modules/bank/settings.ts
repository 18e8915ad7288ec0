import { settingsSpec, wholeNumberIn } from '../../kernel/setting-fields'

/** Loan interest per $1,000M (FACTS.md, "Bank loans": the card's figure is not printed in the text). */
export const bankSettings = settingsSpec([wholeNumberIn('interestPerBillion', 'Loan interest', 0, 1000, '$0M to $1,000M per $1,000M borrowed, in whole millions')], (input) => ({
  interestPerBillion: input.interestPerBillion as number,
}))
