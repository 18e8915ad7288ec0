/** The table link's own refusals (a request no longer waiting, no bids open). Listed once. */
export const LINK_REFUSALS = ['link-refused'] as const

declare module '../domain/kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof LINK_REFUSALS)[number], true> {}
}
