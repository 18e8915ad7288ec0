/** What the War of Supremacy rules refuse. Listed once; the registry entries are derived from the list. */
export const WOS_REFUSALS = [
  'wos-setup',
  'wos-not-your-turn',
  'wos-wrong-step',
  'wos-no-form',
  'wos-no-field',
  'wos-no-creature',
  'wos-bad-score',
  'wos-empty-hand',
  'wos-one-territory',
  'wos-cannot-claim',
  'wos-play-on',
  'wos-game-over',
] as const

declare module '../../kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof WOS_REFUSALS)[number], true> {}
}
