/** What the nuclear strike on a zone and the vacated zones refuse. Listed once. */
export const WARLORDS_ZONE_REFUSALS = ['retaliation-due', 'not-occupier'] as const

declare module '../../kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof WARLORDS_ZONE_REFUSALS)[number], true> {}
}
