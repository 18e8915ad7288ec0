/** What the Cash Flow rules refuse. Listed once; the registry entries are derived from the list. */
export const CASH_FLOW_REFUSALS = [
  'cash-flow-setup',
  'not-your-turn',
  'entropy-due',
  'action-taken',
  'wrong-action',
  'no-labor-box',
  'listing-limit',
  'bad-price',
  'no-listing',
  'no-room',
  'no-sets',
  'no-stack',
  'no-tech',
  'no-company',
  'bad-dice',
  'no-bank-loans',
  'deck-empty',
  'game-over',
  'not-enough-units',
  'short-supplies',
  'nothing-moved',
  'already-declared',
  'no-blockade',
  'no-navy',
  'not-yours',
  'already-fought',
  'out-of-game',
  'no-withdrawal',
] as const

declare module '../../kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof CASH_FLOW_REFUSALS)[number], true> {}
}
