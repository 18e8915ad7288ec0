/** Chances and expectations as the battle screens print them (shared by battle-ui and battle-desk-ui). */
import { formatDecimal, formatPercent } from './i18n/numbers'

/** "33.3%", "100%", "0%", and "<0.1%" for a chance too small to show but not impossible. */
export function percent(p: number): string {
  if (p <= 0) return formatPercent(0)
  if (p >= 1) return formatPercent(1)
  if (p < 0.0005) return `<${formatPercent(0.001)}`
  if (p > 0.9995) return `>${formatPercent(0.999)}`
  // Rounded as before (toFixed), then written in the reader's language.
  return formatPercent(Number((p * 100).toFixed(1)) / 100)
}

/** "2.33" units: expected losses with two decimals. */
export function expected(n: number): string {
  return formatDecimal(n, 2)
}
