import type { MONEY_SHORT } from '../money-short'
import type { Translation } from '../../i18n/words'

export const moneyShort = {
  billions: '$ {amount} bi',
  billionsBare: '{amount} bi',
} satisfies Translation<typeof MONEY_SHORT>
