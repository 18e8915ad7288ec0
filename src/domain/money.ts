/** Money is an integer number of millions of dollars everywhere in the app. */
export type Millions = number

export function isMillions(value: unknown): value is Millions {
  return typeof value === 'number' && Number.isSafeInteger(value)
}

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** "$450M", "$1,500M", "−$200M". The one money formatter, shared by messages and UI. */
export function formatMoney(amount: Millions): string {
  const sign = amount < 0 ? '−' : ''
  return `${sign}$${grouping.format(Math.abs(amount))}M`
}

/** "$1.5B" for amounts of a billion or more, else as formatMoney. For compact displays. */
export function formatMoneyShort(amount: Millions): string {
  if (Math.abs(amount) < 1000) return formatMoney(amount)
  const sign = amount < 0 ? '−' : ''
  const billions = Math.abs(amount) / 1000
  const text = Number.isInteger(billions) ? String(billions) : billions.toFixed(3).replace(/0+$/, '')
  return `${sign}$${text}B`
}
