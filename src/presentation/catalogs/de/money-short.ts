import type { MONEY_SHORT } from '../money-short'
import type { Translation } from '../../i18n/words'

export const moneyShort = {
  billions: '{amount} Mrd. $',
  billionsBare: '{amount} Mrd.',
} satisfies Translation<typeof MONEY_SHORT>
