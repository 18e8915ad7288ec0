/** Money is an integer number of millions of dollars everywhere in the app. */
export type Millions = number

export function isMillions(value: unknown): value is Millions {
  return typeof value === 'number' && Number.isSafeInteger(value)
}

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
/**
 * Amounts already written: a screen writes the same few hundred (every price of every meter, every
 * account) again after each tap, and Intl's formatting was a measurable part of the tap's
 * re-render (issue 27). Bounded: emptied when full.
 */
const written = new Map<Millions, string>()

/** "$450M", "$1,500M", "−$200M". The one money formatter, shared by messages and UI. */
export function formatMoney(amount: Millions): string {
  const known = written.get(amount)
  if (known !== undefined) return known
  const sign = amount < 0 ? '−' : ''
  const text = `${sign}$${grouping.format(Math.abs(amount))}M`
  if (written.size >= 4096) written.clear()
  written.set(amount, text)
  return text
}

/** "$1.5B" for amounts of a billion or more, else as formatMoney. For compact displays. */
export function formatMoneyShort(amount: Millions): string {
  if (Math.abs(amount) < 1000) return formatMoney(amount)
  const sign = amount < 0 ? '−' : ''
  const billions = Math.abs(amount) / 1000
  const text = Number.isInteger(billions) ? String(billions) : billions.toFixed(3).replace(/0+$/, '')
  return `${sign}$${text}B`
}

export type MoneyUnit = 'M' | 'B'

/**
 * What a keypad's text means in millions: "450" in $M is 450; "1.5" in $B is 1,500. Returns
 * undefined for text that is not a whole number of millions (e.g. "1.0005" $B).
 */
export function parseMoneyInput(text: string, unit: MoneyUnit): Millions | undefined {
  if (!/^\d*\.?\d*$/.test(text) || text === '' || text === '.') return undefined
  if (unit === 'M') return text.includes('.') ? undefined : toSafe(Number(text))
  const [whole = '', fraction = ''] = text.split('.')
  if (fraction.length > 3) return undefined
  return toSafe(Number(whole || '0') * 1000 + Number(fraction.padEnd(3, '0')))
}

/** The keypad text that shows `amount` in `unit` ("1.5" for 1,500 in $B). */
export function moneyInputText(amount: Millions, unit: MoneyUnit): string {
  if (unit === 'M') return String(amount)
  const whole = Math.floor(amount / 1000)
  const fraction = String(amount % 1000).padStart(3, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}

function toSafe(n: number): Millions | undefined {
  return Number.isSafeInteger(n) ? n : undefined
}
