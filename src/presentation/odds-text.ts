/** Chances and expectations as the battle screens print them (shared by battle-ui and battle-desk-ui). */

/** "33.3%", "100%", "0%", and "<0.1%" for a chance too small to show but not impossible. */
export function percent(p: number): string {
  if (p <= 0) return '0%'
  if (p >= 1) return '100%'
  if (p < 0.0005) return '<0.1%'
  if (p > 0.9995) return '>99.9%'
  return `${(p * 100).toFixed(1).replace(/\.0$/, '')}%`
}

/** "2.33" units: expected losses with two decimals. */
export function expected(n: number): string {
  return n.toFixed(2)
}
