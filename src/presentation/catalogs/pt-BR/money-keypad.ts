import type { MONEY_KEYPAD } from '../money-keypad'
import type { Translation } from '../../i18n/words'

export const moneyKeypad = {
  unitMillions: '$\u00a0mi',
  unitBillions: '$\u00a0bi',
  typedMillions: '$\u00a0{amount}\u00a0mi',
  typedBillions: '$\u00a0{amount}\u00a0bi',
  decimalMark: ',',
} satisfies Translation<typeof MONEY_KEYPAD>
