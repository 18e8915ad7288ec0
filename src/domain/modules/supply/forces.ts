import type { GameEvent } from '../../kernel/events'
import type { PowerState } from '../../kernel/state'
import { unitCount } from './units'

/** The forcesChanged events that bring a power's units to `next` (units not named stay as they are). */
export function forcesTo(power: PowerState, next: Readonly<Record<string, number>>): GameEvent[] {
  const events: GameEvent[] = []
  for (const [force, to] of Object.entries(next)) {
    const from = unitCount(power.forces, force)
    if (to !== from) events.push({ type: 'forcesChanged', power: power.id, force, from, to })
  }
  return events
}
