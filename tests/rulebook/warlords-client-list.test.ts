import { describe, expect, it } from 'vitest'
import { clientListThisCycle, CURRENT_RULES_EDITION, dueNow, foldEntries, NEUTRAL_TERRITORIES, PIRATE_SEAS, rulesFor, type Command, type GameState, type PowerId } from '@/domain'
import { decideUnder } from '@/domain/editions'
import { guidedGame, playTo } from '../support/guided'
import { apply, entry, mustDecide, refusedBy, standardStart } from '../support/games'

/**
 * Warlords and Pirates (shared/rules/expansion-warlords-and-pirates.txt), Stage 6, Sales Chart:
 * "The Client List is where the players note the type of weapon they are selling and to whom.
 * They must complete this form at the beginning of Stage 6." (issue 26, Air Units and Warlords 7)
 */
const WL = ['warlords']
const setUp: Command = { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) }
const note = (...lines: [PowerId, string, 'nukes' | 'lstars' | 'airUnits', number][]): Command => ({ kind: 'noteClientList', lines: lines.map(([power, zone, weapon, count]) => ({ power, zone, weapon, count })) })
const sell = (power: PowerId, zone: string, weapon: 'nukes' | 'lstars', count: number): Command => ({ kind: 'sellToWarlord', power, zone, weapon, count })

/** Cycle `cycle`'s Stage 6 at its Blind Bid (its beginning), the zones placed; USA and USSR hold 6 nukes and 5 L-stars. */
function atStage6(modules = WL, cycle = 1) {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, modules)
  g.do(setUp)
  for (const power of ['usa', 'ussr'] as const) {
    g.do({ kind: 'correctSupply', power, row: 'nukes', value: 6, reason: 'test' })
    g.do({ kind: 'correctSupply', power, row: 'lstars', value: 5, reason: 'test' })
  }
  playTo(g, { cycle, stage: 5, bidders: [] })
  while (g.state.play!.stage !== 6) g.do({ kind: 'advancePlay' })
  return g
}

/** On from the beginning of Stage 6 (USA the only builder, who builds nothing) to Phase F's sales. */
function toPhaseF(g: ReturnType<typeof atStage6>) {
  for (const id of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'placeBid', power: id, bid: id === 'usa' })
  g.do({ kind: 'revealBids' })
  g.do({ kind: 'passTurn', power: 'usa' })
  expect(g.state.play).toMatchObject({ stage: 6, step: 'phase', phase: 'F' })
}

describe('"They must complete this form at the beginning of Stage 6": the Client List is due then', () => {
  it('at Stage 6\'s Blind Bid the banner asks for the Client List first (its form, before the bids), and not once it is noted', () => {
    const g = atStage6()
    expect(g.state.play).toMatchObject({ stage: 6, step: 'bid' })
    expect(rulesFor(g.state.ruleset).due(g.state)).toEqual({ label: 'Note the Client List', form: { kind: 'noteClientList', fields: {} }, precedes: true })
    expect(dueNow(g.state)).toMatchObject({ kind: 'module', form: { kind: 'noteClientList' } })
    g.do(note())
    expect(dueNow(g.state)?.kind).toBe('bid')
  })

  it('every turn (cycle) again; never before Stage 6, nor with no warlord or pirate placed', () => {
    const g = atStage6()
    g.do(note())
    toPhaseF(g)
    expect(rulesFor(g.state.ruleset).due(g.state)).toBeUndefined()
    playTo(g, { cycle: 2, stage: 5, bidders: [] })
    expect(rulesFor(g.state.ruleset).due(g.state)).toBeUndefined()
    while (g.state.play!.stage !== 6) g.do({ kind: 'advancePlay' })
    expect(rulesFor(g.state.ruleset).due(g.state)?.form?.kind).toBe('noteClientList')
    const none = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, WL)
    playTo(none, { stage: 6, bidders: [] })
    expect(rulesFor(none.state.ruleset).due(none.state)).toBeUndefined()
  })
})

describe('Noting the Client List: "the type of weapon they are selling and to whom"', () => {
  it('keeps the lines of the turn, the same seller, weapon and buyer as one; noted again before Phase F it replaces the last', () => {
    const g = atStage6()
    g.do(note(['usa', 'India', 'nukes', 1], ['usa', 'India', 'nukes', 1], ['ussr', 'Tokyo Bay', 'lstars', 1]))
    expect(clientListThisCycle(g.state)).toEqual({
      cycle: 1,
      lines: [
        { power: 'usa', weapon: 'nukes', zone: 'India', count: 2, sold: 0 },
        { power: 'ussr', weapon: 'lstars', zone: 'Tokyo Bay', count: 1, sold: 0 },
      ],
    })
    for (const id of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'placeBid', power: id, bid: id === 'usa' })
    g.do({ kind: 'revealBids' })
    g.do(note(['europe', 'Iran', 'nukes', 3]))
    expect(clientListThisCycle(g.state)?.lines).toEqual([{ power: 'europe', weapon: 'nukes', zone: 'Iran', count: 3, sold: 0 }])
  })

  it('"Each player may sell up to three weapons per turn": a player\'s lines past three are refused, changing nothing', () => {
    const g = atStage6()
    const before = g.state
    expect(refusedBy(g.state, note(['usa', 'India', 'nukes', 2], ['usa', 'Iran', 'lstars', 2]))).toMatchObject({ code: 'sales-limit', message: expect.stringContaining("USA's lines come to 4") })
    expect(g.state).toBe(before)
    g.do(note(['usa', 'India', 'nukes', 2], ['usa', 'Iran', 'lstars', 1], ['ussr', 'Iran', 'lstars', 3]))
  })

  it('is refused, in plain words: after the beginning of Stage 6 (Phase F, other stages), no such zone, a captured zone, a bad count or weapon, air units to a pirate, a bookkeeping game', () => {
    const g = atStage6()
    expect(refusedBy(g.state, note(['usa', 'Siberia', 'nukes', 1])).code).toBe('bad-zone')
    expect(refusedBy(g.state, note(['usa', 'India', 'nukes', 0])).code).toBe('nothing-to-sell')
    expect(refusedBy(g.state, note(['usa', 'India', 'nukes', 1.5])).code).toBe('bad-number')
    expect(refusedBy(g.state, note(['usa', 'India', 'airUnits', 1])).code).toBe('unknown-weapon')
    expect(refusedBy(g.state, note(['china', 'India', 'nukes', 1])).code).toBe('unknown-power')
    const captured = { ...g.state, neutral: { ...g.state.neutral!, zones: g.state.neutral!.zones.map((z) => (z.zone === 'India' ? { ...z, armies: 0, occupiedBy: 'ussr' as const } : z)) } }
    expect(refusedBy(captured, note(['usa', 'India', 'nukes', 1])).code).toBe('zone-occupied')
    const air = atStage6(['air-units', 'warlords'])
    expect(refusedBy(air.state, note(['usa', 'Tokyo Bay', 'airUnits', 1])).message).toContain('Only warlords')
    air.do(note(['usa', 'India', 'airUnits', 1]))
    g.do(note())
    toPhaseF(g)
    expect(refusedBy(g.state, note(['usa', 'India', 'nukes', 1])).message).toBe('The Client List is completed at the beginning of Stage 6, before the sales of Phase F; the game is at Stage 6 (Build Forces and Weapons), Phase F.')
    const early = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, WL)
    early.do(setUp)
    playTo(early, { stage: 5, bidders: [] })
    expect(refusedBy(early.state, note()).code).toBe('wrong-stage')
    const start = { ...standardStart(['usa', 'ussr', 'europe']), ruleset: { economy: 'price-index' as const, sequence: 'bookkeeping' as const, modules: WL } }
    const book = apply(foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start))]).state, setUp)
    expect(refusedBy(book, note()).code).toBe('not-guided')
  })
})

describe('At the end of Stage 6 a player sells what its Client List names', () => {
  it('the weapon, to that warlord or pirate, as many as its line has left; then nothing more of that line', () => {
    const g = atStage6()
    g.do(note(['usa', 'India', 'nukes', 2], ['usa', 'Tokyo Bay', 'lstars', 1]))
    toPhaseF(g)
    expect(refusedBy(g.state, sell('usa', 'Iran', 'nukes', 1))).toMatchObject({ code: 'not-on-client-list', message: 'USA sells only what it noted on the Client List at the beginning of Stage 6: its Client List names no nukes for the warlord of Iran.' })
    expect(refusedBy(g.state, sell('usa', 'India', 'lstars', 1)).code).toBe('not-on-client-list')
    expect(refusedBy(g.state, sell('usa', 'India', 'nukes', 4)).code).toBe('sales-limit')
    g.do(sell('usa', 'India', 'nukes', 1))
    expect(refusedBy(g.state, sell('usa', 'India', 'nukes', 2))).toMatchObject({ code: 'not-on-client-list', remedies: [{ command: { count: 1 } }] })
    g.do(sell('usa', 'India', 'nukes', 1))
    expect(refusedBy(g.state, sell('usa', 'India', 'nukes', 1)).message).toContain('its line of 2 nukes is sold')
    g.do(sell('usa', 'Tokyo Bay', 'lstars', 1))
    expect(clientListThisCycle(g.state)?.lines.map((l) => l.sold)).toEqual([2, 1])
    // Another player's sales are its own lines' (the USSR noted none).
    expect(refusedBy(g.state, sell('ussr', 'India', 'nukes', 1)).code).toBe('not-on-client-list')
  })

  it('no Client List noted at the beginning of this Stage 6: nobody sells to the warlords and pirates this turn', () => {
    const g = atStage6()
    toPhaseF(g)
    expect(refusedBy(g.state, sell('usa', 'India', 'nukes', 1))).toMatchObject({ code: 'no-client-list', message: expect.stringContaining('They must complete this form at the beginning of Stage 6') })
    // Last turn's list does not carry over.
    const h = atStage6()
    h.do(note(['usa', 'India', 'nukes', 1]))
    toPhaseF(h)
    playTo(h, { cycle: 2, stage: 5, bidders: [] })
    while (h.state.play!.stage !== 6) h.do({ kind: 'advancePlay' })
    toPhaseF(h)
    expect(refusedBy(h.state, sell('usa', 'India', 'nukes', 1)).code).toBe('no-client-list')
  })

  it('an entry decided before rules edition 5 (warlords version 1, which had no Client List) sold without one', () => {
    const g = atStage6()
    toPhaseF(g)
    const old = decideUnder(4, g.state, sell('usa', 'India', 'nukes', 1), [])
    expect(old?.ok).toBe(true)
    expect(decideUnder(CURRENT_RULES_EDITION, g.state, sell('usa', 'India', 'nukes', 1), [])?.ok).toBe(false)
  })

  it('a bookkeeping game keeps no Client List: its sales are recorded as made', () => {
    const start = { ...standardStart(['usa', 'ussr', 'europe']), ruleset: { economy: 'price-index' as const, sequence: 'bookkeeping' as const, modules: WL } }
    let state: GameState = apply(foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start))]).state, setUp)
    state = apply(state, { kind: 'correctSupply', power: 'usa', row: 'nukes', value: 2, reason: 'test' })
    state = apply(state, sell('usa', 'India', 'nukes', 1))
    expect(state.neutral!.zones.find((z) => z.zone === 'India')!.nukes).toBe(1)
  })
})
