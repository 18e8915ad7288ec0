import { describe, expect, it } from 'vitest'
import { foldEntries, indexEntries, type LogEntry } from '@/domain'
import { Publisher, REBASE_EVERY } from '@/link/publish'
import { guidedAtBids, playableGame } from '../support/guided'
import { entry, standardStart } from '../support/games'

/** What a phone folds from a publication: the base, then the entries, reading the targets. */
function phoneFold(p: ReturnType<Publisher['publication']>) {
  const lookup = indexEntries([...p.targets, ...p.entries])
  return foldEntries(p.entries, p.base, lookup)
}

describe('Publisher', () => {
  it('holds the head back from the first bid to the reveal, then publishes the bids with it', () => {
    const g = guidedAtBids()
    const publisher = Publisher.at(foldEntries(g.entries))!
    const at = g.entries.length
    g.do({ kind: 'placeBid', power: 'usa', bid: true })
    g.do({ kind: 'placeBid', power: 'ussr', bid: false })
    publisher.advance(g.entries, indexEntries(g.entries))
    expect(publisher.publication(indexEntries(g.entries)).head.headSeq).toBe(at)
    g.do({ kind: 'placeBid', power: 'europe', bid: false })
    g.do({ kind: 'revealBids' })
    publisher.advance(g.entries, indexEntries(g.entries))
    const pub = publisher.publication(indexEntries(g.entries))
    expect(pub.head.headSeq).toBe(at + 4)
    expect(pub.entries.map((e) => e.seq).slice(-4)).toEqual([at + 1, at + 2, at + 3, at + 4])
    expect(phoneFold(pub).state).toEqual(g.state)
  })

  it('a bid taken back before the reveal never reaches a phone in an entry: the head becomes the base', () => {
    const g = guidedAtBids()
    const entries: LogEntry[] = [...g.entries]
    const publisher = Publisher.at(foldEntries(entries))!
    const bid = g.do({ kind: 'placeBid', power: 'usa', bid: true })
    const placed = g.entries.at(-1)!
    entries.push(placed, entry(placed.seq + 1, { kind: 'undo', target: placed.seq }, []))
    publisher.advance(entries, indexEntries(entries))
    const pub = publisher.publication(indexEntries(entries))
    expect(bid.play?.bids.usa).toBe(true)
    expect(pub.head.headSeq).toBe(placed.seq + 1)
    expect(pub.base.headSeq).toBe(placed.seq + 1)
    expect(pub.entries).toEqual([])
    expect(JSON.stringify(pub)).not.toContain('placeBid')
    expect(pub.head.state).toEqual(foldEntries(entries).state)
  })

  it(`rebases every ${REBASE_EVERY} entries, and publishes the older targets an undo after the base reads`, () => {
    const g = playableGame(standardStart())
    const publisher = Publisher.at(foldEntries(g.entries))!
    for (let i = 0; i < REBASE_EVERY + 5; i += 1) g.do({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 1, purpose: 'deal' })
    publisher.advance(g.entries, indexEntries(g.entries))
    let pub = publisher.publication(indexEntries(g.entries))
    expect(pub.base.headSeq).toBe(REBASE_EVERY + 1)
    expect(pub.entries).toHaveLength(5)
    const entries = [...g.entries]
    const undos = [106, 105, 104, 103, 102, 101, 100].map((target, i) => entry(107 + i, { kind: 'undo', target }, []))
    entries.push(...undos)
    publisher.advance(entries, indexEntries(entries))
    pub = publisher.publication(indexEntries(entries))
    expect(pub.targets.map((e) => e.seq)).toEqual([100, 101])
    expect(phoneFold(pub)).toEqual(foldEntries(entries))
  })

  it('a tablet opening in the middle of a bid folds the log from the start to its last secret-free seq', () => {
    const g = guidedAtBids()
    const at = g.entries.length
    g.do({ kind: 'placeBid', power: 'usa', bid: true })
    expect(Publisher.at(foldEntries(g.entries))).toBeUndefined()
    const publisher = Publisher.fromLog(g.entries, indexEntries(g.entries))
    const pub = publisher.publication(indexEntries(g.entries))
    expect(pub.head.headSeq).toBe(at)
    expect(pub.base.headSeq).toBe(at)
    expect(publisher.seen).toBe(at + 1)
  })
})
