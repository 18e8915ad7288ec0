import type { GameEvent } from '../../kernel/events'
import type { Command } from '../../kernel/registry'
import type { GameState } from '../../kernel/state'
import { AIR_UNITS_PER_POWER } from './data'
import { airSettingsOf } from './settings'
import { AIR_UNITS } from './units'

/**
 * Spoils of War: "When a player loses his last home territory, his air units become the property of
 * the victor." The basic Capture (battle/spoils.ts) hands every unit over; with the reading
 * airUnitSpoils 'twenty' the victor keeps at most the 20 pieces of its colour, as a build, a sale or
 * a surrender allows, and the rest go out of play (the victor's count stops at 20).
 */
export function followSpoils(state: GameState, command: Command, events: GameEvent[]): GameEvent[] {
  if (command.kind !== 'claimSpoils' || airSettingsOf(state.settings).spoils !== 'twenty') return events
  return events.flatMap((e): GameEvent[] => {
    if (e.type !== 'forcesChanged' || e.power !== command.victor || e.force !== AIR_UNITS.id || e.to <= AIR_UNITS_PER_POWER || e.to <= e.from) return [e]
    // A victor already at 20 keeps its count: no change to record.
    return e.from >= AIR_UNITS_PER_POWER ? [] : [{ ...e, to: AIR_UNITS_PER_POWER }]
  })
}
