import { defineCatalog } from '../i18n/words'

/** The money keypad's units and its typed amount (the amount itself is written by money()). */
export const MONEY_KEYPAD = {
  unitMillions: '$M',
  unitBillions: '$B',
  typedMillions: '{amount} $M',
  typedBillions: '{amount} $B',
  /** The decimal key's mark, and the one the typed billions show. */
  decimalMark: '.',
} as const

export const moneyKeypadWords = defineCatalog('moneyKeypad', MONEY_KEYPAD)
