import { describe, expect, it } from 'vitest'
import { decide, type Command } from '@/domain'
import { buildGameFile, checkGameFileText } from '@/domain/game-file'
import { cashFlowGame } from '../support/cash-flow'

/** A short Cash Flow game with labor bought, an entropy discard, a listing and a battle, as a table would play it. */
function playedGame() {
  const g = cashFlowGame(['usa', 'ussr'], { entropyHolder: 'ussr' })
  g.do({ kind: 'selectAction', power: 'usa', action: 'production' })
  g.do({ kind: 'produce', power: 'usa', resources: ['grain'] })
  g.do({ kind: 'endCashFlowTurn', power: 'usa' })
  g.do({ kind: 'discardForEntropy', power: 'ussr', typeDice: [5], productionDie: 3 })
  g.do({ kind: 'selectAction', power: 'ussr', action: 'market' })
  g.do({ kind: 'listUnits', power: 'ussr', resource: 'oil', units: 2, price: 150 })
  g.do({ kind: 'endCashFlowTurn', power: 'ussr' })
  g.do({ kind: 'discardForEntropy', power: 'usa', typeDice: [5], productionDie: 3 })
  g.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
  g.do({ kind: 'cashFlowAttack', power: 'usa', defender: 'ussr', target: 'Kazakh', borders: 1, defenderDeletesGrain: false, attackerDice: [6, 5], defenderDice: [4] })
  return g
}

describe('Cash Flow game files (export and import, decided again entry by entry)', () => {
  it('an exported Cash Flow game imports to the same state under a new id', () => {
    const g = playedGame()
    const text = JSON.stringify(buildGameFile(g.entries, '0.0.0-test', '2026-11-24T02:00:00.000Z'))
    const checked = checkGameFileText(text, 'copy')
    if (!checked.ok) throw new Error(checked.refusal.message)
    expect(checked.value.fold.state).toEqual({ ...g.state, gameId: 'copy' })
    expect(checked.value.header).toMatchObject({ ruleset: { economy: 'cash-flow' }, powers: ['usa', 'ussr'] })
  })

  it('a Cash Flow file whose money was edited is refused: every entry is decided again', () => {
    const g = playedGame()
    const file = buildGameFile(g.entries, '0.0.0-test', '2026-11-24T02:00:00.000Z')
    const labor = file.entries.find((e) => e.command.kind === 'produce')!
    const paid = labor.events.find((e) => e.type === 'moneyTransferred')!
    ;(paid as { amount: number }).amount = 1
    const checked = checkGameFileText(JSON.stringify(file), 'copy')
    expect(checked.ok).toBe(false)
  })

  it('a Cash Flow file ended by Detente (an action of the basic game) is refused in plain words, never "not understood"', () => {
    const g = playedGame()
    const file = buildGameFile(g.entries, '0.0.0-test', '2026-11-24T02:00:00.000Z')
    const last = file.entries.at(-1)!
    const ended = { ...last, seq: last.seq + 1, command: { kind: 'endGame', reason: 'agreement' }, events: [{ type: 'gameEnded', reason: 'agreement' }] }
    file.entries.push(ended as unknown as (typeof file.entries)[number])
    const checked = checkGameFileText(JSON.stringify(file), 'copy')
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.refusal.message).toBe(
      `Entry ${ended.seq}: A Cash Flow game has no “endGame” action: it belongs to ending the game by Detente, which is not part of this game’s rules. The file was changed or damaged. Nothing was imported.`,
    )
    expect(checked.refusal.message).not.toContain('not understood')
  })

  it('the rules say the same of the action itself: it is another game’s, not one they do not understand', () => {
    const g = playedGame()
    const decided = decide(g.state, { kind: 'endGame', reason: 'agreement' })
    expect(decided.ok === false && decided.refusal.code).toBe('not-in-this-game')
    const nonsense = decide(g.state, { kind: 'flyToTheMoon' } as unknown as Command)
    expect(nonsense.ok === false && nonsense.refusal.message).toBe('That action is not understood.')
  })
})
