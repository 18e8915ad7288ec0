/** What the Air Units rules refuse. Listed once; the registry entries are derived from the list. */
export const AIR_REFUSALS = ['too-many-air-units', 'no-air-units', 'air-units-grounded', 'not-air-battle', 'bad-aims', 'bad-cargo', 'air-to-air-without-air', 'air-units-alone'] as const

declare module '../../kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof AIR_REFUSALS)[number], true> {}
}
