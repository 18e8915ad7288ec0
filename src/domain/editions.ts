import type { LegacyReading } from './kernel/module'
import type { Command, GameEvent } from './kernel/registry'
import type { Result } from './kernel/result'
import type { GameState } from './kernel/state'
import { ALL_MODULES, decide } from './rules'

/**
 * Rules editions: the version of every rule module at each point the rules changed what they
 * decide. Every entry records the edition that decided it (`LogEntry.rules`), so an imported file
 * is checked against the rules it was played under, and a file whose events do not follow from
 * its commands under those rules is refused. Append a row whenever a module's `version` goes up;
 * never change a row. A module missing from a row did not exist then (its version is today's).
 */
export const RULES_EDITIONS: readonly Readonly<Record<string, number>>[] = [
  // 1: every entry written before entries recorded their edition (app 0.1.0, up to issue 11).
  { setup: 1, supply: 1, market: 1, bank: 1, corrections: 1, endgame: 1, play: 1, battle: 1 },
  // 2: setups write every flow setting, the ruleset and one forces record; bank: salaries go to the bank.
  //    Air Units (issue 13) joined this edition at version 1: no earlier entry can name it, so the
  //    rows before it need no reading of its own.
  //    Warlords and Pirates (issue 14) joined this edition at version 1: no earlier entry can name it, so the
  //    rows before it need no reading of its own.
  //    Cash Flow (issue 15) joined this edition at version 1 in the same way.
  //    War of Supremacy (issue 16) joined this edition at version 1 in the same way.
  { setup: 2, supply: 1, market: 1, bank: 2, corrections: 1, endgame: 1, play: 1, battle: 1, 'air-units': 1, warlords: 1, 'cash-flow': 1, 'war-of-supremacy': 1 },
  // 3: play: Stage 6's End turn with nothing built this turn is a pass (issue 25).
  { setup: 2, supply: 1, market: 1, bank: 2, corrections: 1, endgame: 1, play: 2, battle: 1, 'air-units': 1, warlords: 1, 'cash-flow': 1, 'war-of-supremacy': 1 },
  // 4 (issue 26): bank: no loans to a power out of the game; battle: a surrender is checked for turn and attack,
  //    a partial withdrawal leaves the attack open, a nuke on an unoccupied home is its owner's loss;
  //    war-of-supremacy: a defence raised past 20 outside combat must win the next combat; a Territory won by a
  //    card leaves the other attack to resolve; air-units: winning air-to-air lets the attacker go on;
  //    cash-flow: blockades fall with their navies, defenders fight once a turn, a power out of the
  //    game loses its blockades and L-stars and its turn passes on.
  { setup: 2, supply: 1, market: 1, bank: 3, corrections: 1, endgame: 1, play: 2, battle: 2, 'air-units': 2, warlords: 1, 'cash-flow': 2, 'war-of-supremacy': 2 },
  // 5 (issue 26, second part): warlords: the board's sea adjacency (LT6 seas, a Blockade Fee to each pirate),
  //    the Stage 3 sale with nobody bidding.
  { setup: 2, supply: 1, market: 1, bank: 3, corrections: 1, endgame: 1, play: 2, battle: 2, 'air-units': 2, warlords: 2, 'cash-flow': 2, 'war-of-supremacy': 2 },
]

/** The edition today's rules decide in: the one new entries record. */
export const CURRENT_RULES_EDITION = RULES_EDITIONS.length

/** The edition of an entry: entries written before editions were recorded are edition 1. */
export function editionOf(entry: { rules?: number }): number {
  return entry.rules ?? 1
}

/** Today's version of each module, as the modules declare it (1 when they do not say). */
export function moduleVersions(): Record<string, number> {
  return Object.fromEntries(ALL_MODULES.map((m) => [m.id, m.version ?? 1]))
}

/**
 * How the rules of `edition` read, for each module whose version was older then: the older
 * readings, oldest module first. Undefined when some module of that edition cannot be checked
 * any more (no legacy reading kept for its version), so the caller refuses rather than trusts.
 */
export function legacyReadings(edition: number): LegacyReading[] | undefined {
  const row = RULES_EDITIONS[edition - 1]
  if (row === undefined) return undefined
  const readings: LegacyReading[] = []
  for (const m of ALL_MODULES) {
    const then = row[m.id] ?? m.version ?? 1
    if (then === (m.version ?? 1)) continue
    const reading = m.legacy?.[then]
    if (reading === undefined) return undefined
    readings.push(reading)
  }
  return readings
}

/**
 * The events the rules of `edition` decide for the command, written as that edition wrote them
 * (`stored` only tells which fields it left out); undefined when that edition cannot be checked.
 */
export function decideUnder(edition: number, state: GameState, command: Command, stored: readonly GameEvent[]): Result<GameEvent[]> | undefined {
  const readings = legacyReadings(edition)
  if (readings === undefined) return undefined
  // Each older reading decides through the ones after it, so two modules' readings both apply.
  const chained = readings.reduceRight<(s: GameState, c: Command) => Result<GameEvent[]>>((next, reading) => (s, c) => reading.decide?.(s, c, next) ?? next(s, c), decide)
  const decided = chained(state, command)
  if (!decided.ok) return decided
  const aligned = readings.reduce<GameEvent[]>((events, reading) => (reading.align ? reading.align(events, stored) : events), [...decided.value])
  return { ok: true, value: aligned }
}
