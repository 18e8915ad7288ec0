import type { MONEY_SHORT } from '../money-short'
import type { Translation } from '../../i18n/words'

export const moneyShort = {
  billions: '$\u00a0{amount}\u00a0bi',
  billionsBare: '{amount}\u00a0bi',
} satisfies Translation<typeof MONEY_SHORT>
