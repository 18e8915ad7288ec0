/** What the Warlords and Pirates economy (Stage 1 cards and bids, blockades, Stage 3) refuses. Listed once. */
export const WARLORDS_ECONOMY_REFUSALS = [
  'not-in-warlord-zone',
  'own-card',
  'card-paid',
  'bid-too-low',
  'no-bids',
  'bids-open',
  'not-a-pirate',
  'nothing-to-blockade',
  'not-next-to-sea',
  'already-blockaded',
  'not-blockaded',
  'position-rolled',
  'position-not-rolled',
  'no-client-list',
  'not-on-client-list',
] as const

declare module '../../kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof WARLORDS_ECONOMY_REFUSALS)[number], true> {}
}
