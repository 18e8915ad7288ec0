/**
 * What starting a game refuses. Company cards and forces are described here first; the order of
 * play and battle reuse `bad-company` and `bad-forces`.
 * Listed once here; the registry entries are derived from the list, so a code is typed once, here.
 */
export const SETUP_REFUSALS = [
  'already-started',
  'bad-company',
  'bad-forces',
  'bad-game',
  'bad-open',
  'bad-ruleset',
  'bad-settings',
  'bad-title',
  'bonus-resources',
  'duplicate-power',
  'player-count',
  'player-name',
  'stray-setup-field',
] as const

declare module '../../kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof SETUP_REFUSALS)[number], true> {}
}
