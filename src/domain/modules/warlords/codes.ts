/** What the Warlords and Pirates rules refuse. Listed once; the registry entries are derived from the list. */
export const WARLORDS_REFUSALS = ['zones-set-up', 'zones-not-set-up', 'bad-zone', 'zones-missing', 'sales-limit', 'warlord-full', 'below-price', 'zone-occupied', 'zone-has-forces', 'zone-empty', 'strike-due', 'no-warlord-strike', 'roll-again', 'not-attacked', 'reinforced'] as const

declare module '../../kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof WARLORDS_REFUSALS)[number], true> {}
}
