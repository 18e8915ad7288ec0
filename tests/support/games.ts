import { expect } from 'vitest'
import { CURRENT_RULES_EDITION, decide, DEFAULT_SETTINGS, EVENT_SCHEMA_VERSION, foldEntries, type Command, type EntryCommand, type GameEvent, type GameSettings, type GameState, type LogEntry, type PowerId, type Refusal, type StartGame } from '@/domain'

/** Builders for rules tests: a started game, and a command applied without storage. */

export function standardStart(powers: PowerId[] = ['usa', 'ussr', 'europe'], gameId = 'g1', settings: GameSettings = DEFAULT_SETTINGS): StartGame {
  return {
    kind: 'startGame',
    gameId,
    title: 'Test game',
    openMode: 'standard',
    settings,
    powers: powers.map((id, i) => ({ id, player: `Player ${i + 1}` })),
  }
}

/** A started game; `settings` changes some of the defaults (a reading, the interest...). */
export function startedState(powers?: PowerId[], settings: Partial<GameSettings> = {}): GameState {
  const start = standardStart(powers, 'g1', { ...DEFAULT_SETTINGS, ...settings })
  return foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start))]).state
}

export function mustDecide(state: GameState, command: Command): GameEvent[] {
  const result = decide(state, command)
  if (!result.ok) throw new Error(`refused: ${result.refusal.message}`)
  return result.value
}

export function entry(seq: number, command: EntryCommand, events: GameEvent[], gameId = 'g1'): LogEntry {
  // Decided by today's rules, so stamped with today's edition, as the session stamps a real entry.
  return { gameId, seq, v: EVENT_SCHEMA_VERSION, rules: CURRENT_RULES_EDITION, at: '2026-11-22T20:00:00.000Z', actor: 'test', command, events }
}

/** Decides and applies a command, failing the test if it is refused. */
export function apply(state: GameState, command: Command): GameState {
  return foldEntries([entry(2, command, mustDecide(state, command))], { state, headSeq: 1, applied: [1], undone: [] }).state
}

/**
 * Decides a command that must be refused and returns the refusal, checking that deciding left the
 * state as it was. `command` may be malformed on purpose (an input check), hence `object`.
 */
export function refusedBy(state: GameState, command: object): Refusal {
  const before = structuredClone(state)
  const result = decide(state, command as Command)
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(command)}`)
  expect(state).toEqual(before)
  return result.refusal
}
