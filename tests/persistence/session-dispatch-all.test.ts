import { afterEach, describe, expect, it } from 'vitest'
import { GameSession } from '@/session/game-session'
import { closeDatabases, table, toBids } from '../support/link'

afterEach(closeDatabases)

describe('GameSession.dispatchAll', () => {
  it('decides each command against the state the ones before it left, and writes them in one go', async () => {
    const t = await table()
    await toBids(t.session)
    const head = t.session.headSeq
    let told = 0
    t.session.subscribe(() => (told += 1))
    const done = await t.session.dispatchAll([
      { kind: 'placeBid', power: 'usa', bid: true },
      { kind: 'placeBid', power: 'ussr', bid: false },
      { kind: 'placeBid', power: 'europe', bid: true },
      { kind: 'revealBids' },
    ])
    expect(done.ok).toBe(true)
    expect(told).toBe(1)
    expect(t.session.headSeq).toBe(head + 4)
    expect(t.session.state.play?.step).toBe('sequence')
    const reloaded = await GameSession.open({ repository: t.repository }, 'g1')
    expect(reloaded.state).toEqual(t.session.state)
    expect(reloaded.log.slice(-4).every((e) => e.events.length > 0)).toBe(true)
  })

  it('all or nothing: one refusal writes none of them', async () => {
    const t = await table()
    await toBids(t.session)
    const head = t.session.headSeq
    const refused = await t.session.dispatchAll([{ kind: 'placeBid', power: 'usa', bid: true }, { kind: 'revealBids' }])
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.refusal.message).toBe('Still waiting for the secret bid of USSR, Europe.')
    expect(t.session.headSeq).toBe(head)
    expect(await t.repository.headSeq('g1')).toBe(head)
    expect(t.session.state.play?.bids).toEqual({})
  })

  it('all or nothing: a write another tab got in first keeps none of them', async () => {
    const t = await table()
    await toBids(t.session)
    const other = await GameSession.open({ repository: t.repository }, 'g1')
    await other.dispatch({ kind: 'placeBid', power: 'usa', bid: true })
    const stale = await t.session.dispatchAll([
      { kind: 'placeBid', power: 'ussr', bid: true },
      { kind: 'placeBid', power: 'europe', bid: true },
    ])
    expect(stale.ok).toBe(false)
    if (!stale.ok) expect(stale.refusal.code).toBe('stale-game')
    expect((await t.repository.entriesAfter('g1', other.headSeq)).length).toBe(0)
  })
})
