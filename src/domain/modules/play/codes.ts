/**
 * What the guided order of play refuses. Stage, turn and siege checks are its words; battle reuses
 * `wrong-stage`, `first-cycle` and `not-your-turn`.
 * Listed once here; the registry entries are derived from the list, so a code is typed once, here.
 */
export const PLAY_REFUSALS = [
  'wrong-stage',
  'first-cycle',
  'not-your-turn',
  'not-guided',
  'not-now',
  'besieged',
  'in-default',
  'already-paid',
  'bad-choice',
  'no-arrears',
  'already-collected',
  'bad-delivery',
  'not-enough-arms',
  'nothing-to-sell',
  'row-full',
  'already-closed',
  'already-open',
  'bad-reason',
  'not-to-bank',
  'bad-bid',
  'bids-missing',
  'bids-pending',
  'no-cubes',
  'not-bidding',
  'not-rolling',
  'no-dice-yet',
  'sequence-pending',
  'stage-pending',
  'tie',
  'turns-pending',
  'nothing-to-pay',
  'already-researched',
  'bad-research',
  'no-technology',
  'nothing-to-build',
  'nuke-researched-this-turn',
  'unknown-weapon',
  'bad-outcome',
  'bought-this-stage',
  'no-attempts-left',
  'wrong-resource',
  'bad-blockade',
  'bad-siege',
  'not-foreign-card',
  'out-of-game',
  'card-returned',
  'where-built',
  'bad-territory',
  'territory-nuked',
  'territory-home',
  'territory-not-held',
] as const

declare module '../../kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof PLAY_REFUSALS)[number], true> {}
}
