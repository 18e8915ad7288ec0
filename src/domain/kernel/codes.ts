/**
 * The kernel's own refusals (guards, undo/redo, the command envelope), and the few words every
 * module shares about the kernel's own notions: powers, accounts, resources, companies, amounts.
 * Listed once here; the registry entries are derived from the list, so a code is typed once, here.
 */
export const KERNEL_REFUSALS = [
  'not-started',
  'bad-command',
  'nothing-to-undo',
  'nothing-to-redo',
  'unknown-power',
  'unknown-account',
  'bad-amount',
  'bad-number',
  'reason-required',
  'reason-too-long',
  'same-power',
  'unknown-resource',
  'unknown-company',
  'no-change',
] as const

declare module './registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof KERNEL_REFUSALS)[number], true> {}
}
