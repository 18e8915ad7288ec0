import { expect } from 'vitest'
import type { Command } from '@/domain'
import type { wosGame } from './war-of-supremacy'

type Game = ReturnType<typeof wosGame>

/**
 * A refusal as the player sees it: the code, the key words of the message (a regex is enough) and,
 * when given, the rule it points to; the game is left as it was.
 */
export function expectRefused(game: Game, command: Record<string, unknown>, code: string, words: RegExp, rule?: RegExp) {
  const before = game.state
  const entries = game.entries.length
  const refusal = game.refuse(command as unknown as Command)
  expect(refusal.code).toBe(code)
  expect(refusal.message).toMatch(words)
  if (rule) expect(refusal.rule).toMatch(rule)
  expect(game.state).toBe(before)
  expect(game.entries.length).toBe(entries)
  return refusal
}

/** The slice fields the last accepted command patched (a patch names only what changed). */
export function lastPatchKeys(game: Game): string[] {
  const events = game.entries.at(-1)!.events as { type: string; to?: Record<string, unknown> }[]
  return events.flatMap((e) => (e.type === 'slicePatched' ? Object.keys(e.to ?? {}) : [])).sort()
}
