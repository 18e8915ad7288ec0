/**
 * What the ending rules refuse. `game-over` is theirs; a Coup Final in battle reuses it.
 * Listed once here; the registry entries are derived from the list, so a code is typed once, here.
 */
export const ENDGAME_REFUSALS = [
  'game-over',
  'bad-end-terms',
  'detente-not-reached',
  'no-detente-point',
] as const

declare module '../../kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof ENDGAME_REFUSALS)[number], true> {}
}
