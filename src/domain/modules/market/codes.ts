/**
 * What the market refuses. Selling units a supply center does not hold is the market's word;
 * the order of play reuses it for other spending of supplies.
 * Listed once here; the registry entries are derived from the list, so a code is typed once, here.
 */
export const MARKET_REFUSALS = [
  'not-enough-supplies',
  'supply-overflow',
] as const

declare module '../../kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof MARKET_REFUSALS)[number], true> {}
}
