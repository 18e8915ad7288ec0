import type { MONEY_KEYPAD } from '../money-keypad'
import type { Translation } from '../../i18n/words'

export const moneyKeypad = {
  unitMillions: 'Mio.\u00a0$',
  unitBillions: 'Mrd.\u00a0$',
  typedMillions: '{amount}\u00a0Mio.\u00a0$',
  typedBillions: '{amount}\u00a0Mrd.\u00a0$',
  decimalMark: ',',
} satisfies Translation<typeof MONEY_KEYPAD>
