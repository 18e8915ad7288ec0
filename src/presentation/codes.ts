/**
 * Refusals of the history view's "undo this line" (history.ts), listed once; the registry
 * entries derive from the list.
 */
export const HISTORY_REFUSALS = ['setup-stays', 'not-in-effect'] as const

declare module '../domain/kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof HISTORY_REFUSALS)[number], true> {}
}
