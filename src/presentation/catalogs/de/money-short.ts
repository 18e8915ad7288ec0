import type { MONEY_SHORT } from '../money-short'
import type { Translation } from '../../i18n/words'

export const moneyShort = {
  billions: '{amount}\u00a0Mrd.\u00a0$',
  billionsBare: '{amount}\u00a0Mrd.',
} satisfies Translation<typeof MONEY_SHORT>
