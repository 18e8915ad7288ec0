import { describe, expect, it } from 'vitest'
import { buildGameFile, checkGameFileText, headerOf } from '@/domain/game-file'
import { wosGame, wosSetup } from '../support/war-of-supremacy'

/** A short War of Supremacy game: a defence set up, a token, a failed attack, a 20-point win. */
function playedGame() {
  const g = wosGame(wosSetup(3))
  g.turn([[3, 1, 0]])
  g.attack('Gorilla Berserker', [2, 1, 2])
  g.do({ kind: 'changeCreature', creature: g.wos.turn.attackers[0]!.id, change: { kind: 'modifier', form: 'wild', amount: 1 } })
  g.resolve()
  g.finishTurn()
  g.attack('Titan', [20, 0, 0])
  g.resolve()
  return g
}

describe('War of Supremacy game files (export and import, decided again entry by entry)', () => {
  it('an exported game imports to the same state under a new id, with its players in the header', () => {
    const g = playedGame()
    const text = JSON.stringify(buildGameFile(g.entries, '0.0.0-test', '2026-11-24T04:00:00.000Z'))
    const checked = checkGameFileText(text, 'copy')
    if (!checked.ok) throw new Error(checked.refusal.message)
    expect(checked.value.fold.state).toEqual({ ...g.state, gameId: 'copy' })
    expect(checked.value.header).toMatchObject({ ruleset: { economy: 'war-of-supremacy' }, powers: [], players: ['Ana', 'Ben', 'Cy'] })
    expect(headerOf(g.entries).players).toEqual(['Ana', 'Ben', 'Cy'])
  })

  it('a file whose combat was edited is refused: every entry is decided again', () => {
    const g = playedGame()
    const file = buildGameFile(g.entries, '0.0.0-test', '2026-11-24T04:00:00.000Z')
    const won = file.entries.at(-1)!
    const patch = won.events.find((e) => e.type === 'slicePatched') as { to: { players?: { won: { name: string }[] }[] } }
    patch.to.players![2]!.won[0]!.name = 'Somewhere else'
    const checked = checkGameFileText(JSON.stringify(file), 'copy')
    expect(checked.ok).toBe(false)
  })
})
