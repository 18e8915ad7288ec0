import { defineCatalog } from '../i18n/words'
import { numberLocale } from '../i18n/numbers'
import { money } from './common'

/** The short money form for narrow places (the Price Index track, the keypad's notes, chart axes). */
export const MONEY_SHORT = {
  billions: '${amount}B',
  billionsBare: '{amount}B',
} as const

export const moneyShortWords = defineCatalog('moneyShort', MONEY_SHORT)

let decimals: Intl.NumberFormat | undefined
let decimalsLocale = ''

/** "1.5" in English, "1,5" in German and Portuguese: billions to at most three decimals (whole millions). */
function billionsText(amount: number): string {
  const code = numberLocale()
  if (!decimals || decimalsLocale !== code) {
    decimals = new Intl.NumberFormat(code, { maximumFractionDigits: 3 })
    decimalsLocale = code
  }
  return decimals.format(Math.abs(amount) / 1000)
}

/**
 * Money in the reader's language, short: "$1.5B", "1,5 Mrd. $", "$ 1,5 bi" from a billion up,
 * else as money(). A minus sign before a debt.
 */
export function moneyShort(amount: number): string {
  if (Math.abs(amount) < 1000) return money(amount)
  const text = moneyShortWords('billions', { amount: billionsText(amount) })
  return amount < 0 ? `−${text}` : text
}

/** The short form without the currency sign, for a track's bare numbers: "1.5B", "1,5 Mrd.". */
export function moneyShortBare(amount: number): string {
  if (Math.abs(amount) < 1000) return String(amount)
  return moneyShortWords('billionsBare', { amount: billionsText(amount) })
}
