/**
 * What the bank refuses. Paying more than a power holds (`insufficient-funds`, funds.ts) and the
 * loan steps are the bank's words; other modules that charge or lend reuse them.
 * Listed once here; the registry entries are derived from the list, so a code is typed once, here.
 */
export const BANK_REFUSALS = [
  'insufficient-funds',
  'loan-step',
  'repay-more-than-owed',
  'bad-note',
  'bad-purpose',
  'same-account',
  'salary-to-bank',
] as const

declare module '../../kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof BANK_REFUSALS)[number], true> {}
}
