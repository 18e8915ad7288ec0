/**
 * What the battle rules refuse. Dice checks (`bad-dice`, `dice-count`) live here with `isDie`;
 * setup and the player sequence reuse `bad-dice`.
 * Listed once here; the registry entries are derived from the list, so a code is typed once, here.
 */
export const BATTLE_REFUSALS = [
  'bad-dice',
  'dice-count',
  'bad-target',
  'no-forces',
  'bad-convoy',
  'bad-losses',
  'no-supplies',
  'first-strike-target',
  'no-first-strike',
  'not-on-alert',
  'not-the-attacker',
  'already-held',
  'eliminated',
  'no-war-record',
  'not-a-home-territory',
  'not-occupied',
  'nuked',
  'no-lstars',
  'no-nukes',
  'no-targets',
  'home-territory',
  'homes-held',
  'last-home-captured',
  'last-home-nuked',
  'not-nuked',
  'not-the-captor',
  'nothing-to-surrender',
  'wrong-territory',
  'bad-champions',
  'bad-aim',
  'out-of-play',
  'roulette-die',
  'roulette-not-due',
  'unoccupied',
  'nothing-withdrawn',
  'no-counterattack',
  'attack-made',
  'counterattack-first',
  'counterattack-pending',
  'spoils-owed',
  'spoils-unsettled',
  'spoils-first',
] as const

declare module '../../kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof BATTLE_REFUSALS)[number], true> {}
}
