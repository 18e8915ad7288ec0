/**
 * What corrections refuse (besides the kernel's `no-change`, `reason-required`, ...).
 * Listed once here; the registry entries are derived from the list, so a code is typed once, here.
 */
export const CORRECTIONS_REFUSALS = [
  'out-of-range',
  'unknown-row',
  'unknown-unit',
] as const

declare module '../../kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof CORRECTIONS_REFUSALS)[number], true> {}
}
