import type { GameEvent, PowerId } from '@/domain'

/** One set of supplies paid for a battle: grain, oil and minerals each from `from` to `to`. */
export function setPaid(power: PowerId, from: number, to: number): GameEvent[] {
  return (['grain', 'oil', 'minerals'] as const).map((row) => ({ type: 'supplyChanged', power, row, from, to }))
}

/** The turn's attack recorded as made, with the counterattacks it grants. */
export function attackMadePatch(attacker: PowerId, counterattacks: PowerId[]): GameEvent {
  return { type: 'slicePatched', slice: 'play', from: { attackMade: null, counterattacks: [] }, to: { attackMade: attacker, counterattacks } }
}
