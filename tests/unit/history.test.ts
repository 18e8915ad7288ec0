import { describe, expect, it } from 'vitest'
import { applyEntry, decide, decideUndo, emptyFold, indexEntries, type Command, type EntryCommand, type Fold, type LogEntry } from '@/domain'
import { compareStates, decideUndoTo, previewUndoTo, redoAllTargets } from '@/domain'
import { describeChanges, historyRows, matchesFilter, NO_FILTER, entryCountLabel, shownCountLabel } from '@/presentation'
import { entry, mustDecide, standardStart } from '../support/games'

/** A game played through the pure core, as the session does. */
function game(guided = false, modules: string[] = []) {
  const entries: LogEntry[] = []
  const fold: Fold = emptyFold()
  const lookup = (seq: number) => entries[seq - 1]
  const add = (command: EntryCommand, events = command.kind === 'undo' || command.kind === 'redo' ? [] : mustDecide(fold.state, command)) => {
    const e = entry(entries.length + 1, command, events)
    entries.push(e)
    applyEntry(fold, e, lookup)
    return e.seq
  }
  const ruleset = modules.length > 0 ? { ruleset: { economy: 'price-index' as const, sequence: 'bookkeeping' as const, modules } } : {}
  add({ ...standardStart(['usa', 'ussr', 'europe']), guided, ...ruleset })
  return { entries, fold, lookup, add, do: (c: Command) => add(c) }
}

describe('History: what each line concerns', () => {
  it('tags powers and kinds from the command and its events', () => {
    const g = game()
    g.do({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 })
    g.do({ kind: 'takeLoan', power: 'ussr', amount: 1000 })
    g.do({ kind: 'correctForces', power: 'europe', armies: 3, navies: 1, reason: 'counted again' })
    g.do({ kind: 'transferMoney', from: 'usa', to: 'europe', amount: 200, purpose: 'deal' })
    g.do({ kind: 'correctCash', power: 'usa', cash: 100, reason: 'miscount' })
    const rows = historyRows(g.entries, g.lookup)
    expect(rows.map((r) => [r.seq, r.kinds, r.powers])).toEqual([
      [1, ['setup'], ['usa', 'ussr', 'europe']],
      [2, ['money', 'market'], ['usa']],
      [3, ['money'], ['ussr']],
      [4, ['correction'], ['europe']],
      [5, ['money'], ['usa', 'europe']],
      [6, ['money', 'correction'], ['usa']],
    ])
    expect(rows.every((r) => r.stage === undefined)).toBe(true)
  })

  it('tags battles from battle commands and war events', () => {
    const g = game()
    g.do({ kind: 'fightBattle', attacker: 'usa', defender: 'ussr', target: 'Kazakh', attacking: { armies: 2, navies: 0 }, defending: { armies: 1, navies: 0 }, attackerDice: [6, 5], defenderDice: [1, 2] })
    const [, battle] = historyRows(g.entries, g.lookup)
    expect(battle!.kinds).toContain('battle')
    expect(battle!.powers).toEqual(expect.arrayContaining(['usa', 'ussr']))
  })

  it('tags an Air Units battle and bombing run as battles', () => {
    const g = game(false, ['air-units'])
    g.do({ kind: 'correctForces', power: 'usa', forces: { airUnits: 2 }, reason: 'built' })
    g.do({ kind: 'bombingRun', power: 'usa', defender: 'ussr', target: 'Kazakh', aim: 'factory', dice: [5, 2] })
    g.do({ kind: 'fightAirBattle', attacker: 'usa', defender: 'ussr', target: 'Kazakh', option: 'ground', attacking: { armies: 1, navies: 0, airUnits: 1 }, defending: { armies: 1, navies: 0, airUnits: 0 }, attackerAims: ['armies'], defenderAims: ['airUnits'], attackerDice: [6, 5], defenderDice: [1, 2] })
    const [, , bombing, battle] = historyRows(g.entries, g.lookup)
    expect(bombing!.kinds).toContain('battle')
    expect(battle!.kinds).toContain('battle')
    expect(battle!.powers).toEqual(expect.arrayContaining(['usa', 'ussr']))
  })

  it('undo and redo lines concern what their target concerned', () => {
    const g = game()
    g.do({ kind: 'buyFromMarket', power: 'europe', resource: 'grain', units: 1 })
    g.add({ kind: 'undo', target: 2 })
    g.add({ kind: 'redo', target: 2 })
    const rows = historyRows(g.entries, g.lookup)
    expect(rows[2]).toMatchObject({ kinds: ['money', 'market'], powers: ['europe'] })
    expect(rows[3]).toMatchObject({ kinds: ['money', 'market'], powers: ['europe'] })
  })

  it('records the stage each line was entered in (guided), following undo back', () => {
    const g = game(true)
    for (const power of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'settleStage1', power })
    const advanced = g.do({ kind: 'advancePlay' })
    const collected = g.do({ kind: 'collectProduction' })
    g.add({ kind: 'undo', target: collected })
    g.add({ kind: 'undo', target: advanced })
    const stage1Again = g.do({ kind: 'advancePlay' })
    const rows = historyRows(g.entries, g.lookup)
    const stageOf = (seq: number) => rows[seq - 1]!.stage
    expect(stageOf(1)).toBeUndefined()
    expect([2, 3, 4, advanced].map(stageOf)).toEqual([1, 1, 1, 1])
    expect(stageOf(collected)).toBe(2)
    expect(stageOf(collected + 1)).toBe(2) // the undo of the collection happened in Stage 2
    expect(stageOf(stage1Again)).toBe(1) // undoing the advance put the game back in Stage 1
    expect(rows[collected - 1]!.cycle).toBe(1)
    expect(rows[collected - 1]!.kinds).toEqual(['play'])
  })

  it('filters: any chip within a group, every group across, and counts lines', () => {
    const g = game()
    g.do({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 })
    g.do({ kind: 'takeLoan', power: 'ussr', amount: 1000 })
    g.do({ kind: 'correctLoans', power: 'ussr', loans: 2000, reason: 'forgot one' })
    const rows = historyRows(g.entries, g.lookup)
    const seqs = (filter: Parameters<typeof matchesFilter>[1]) => rows.filter((r) => matchesFilter(r, filter)).map((r) => r.seq)
    expect(seqs(NO_FILTER)).toEqual([1, 2, 3, 4])
    expect(seqs({ ...NO_FILTER, powers: ['ussr'] })).toEqual([1, 3, 4])
    expect(seqs({ ...NO_FILTER, kinds: ['market', 'correction'] })).toEqual([2, 4])
    expect(seqs({ ...NO_FILTER, powers: ['ussr'], kinds: ['money'] })).toEqual([3, 4])
    expect(seqs({ ...NO_FILTER, stages: [1] })).toEqual([])
    expect(shownCountLabel(2, 4)).toBe('2 of 4 lines')
    expect(shownCountLabel(1, 1)).toBe('1 line')
    expect([entryCountLabel(1), entryCountLabel(5)]).toEqual(['1 entry', '5 entries'])
  })

  it('keeps junk from old logs out of the power list', () => {
    const junk = entry(2, { kind: 'transferMoney', from: 'atlantis', to: 'usa', amount: 1, purpose: 'deal' } as unknown as Command, [])
    const g = game()
    const rows = historyRows([...g.entries, junk], indexEntries([...g.entries, junk]))
    expect(rows[1]!.powers).toEqual(['usa'])
  })
})

describe('Undo to here', () => {
  it('undoes the line and every line in effect after it, newest first', () => {
    const g = game()
    g.do({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 })
    g.do({ kind: 'takeLoan', power: 'ussr', amount: 1000 })
    g.add({ kind: 'undo', target: 3 })
    g.do({ kind: 'buyFromMarket', power: 'europe', resource: 'grain', units: 1 })
    const decided = decideUndoTo(g.fold, 2)
    expect(decided).toEqual({ ok: true, value: [{ kind: 'undo', target: 5 }, { kind: 'undo', target: 2 }] })
  })

  it('refuses the setup, undone lines and undo lines in plain words', () => {
    const g = game()
    g.do({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 })
    g.add({ kind: 'undo', target: 2 })
    const setup = decideUndoTo(g.fold, 1)
    expect(setup.ok).toBe(false)
    if (!setup.ok) expect(setup.refusal.message).toBe('The game setup (line 1) cannot be undone. To change the setup, start a new game.')
    for (const seq of [2, 3, 99, Number.NaN]) {
      const refused = decideUndoTo(g.fold, seq)
      expect(refused.ok).toBe(false)
      if (!refused.ok) expect(refused.refusal.code).toBe('not-in-effect')
    }
  })

  it('previews the net effect on cash, supplies, market, loans and forces', () => {
    const g = game()
    const before = g.fold.state
    g.do({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 })
    g.do({ kind: 'takeLoan', power: 'ussr', amount: 1000 })
    g.do({ kind: 'correctForces', power: 'europe', armies: 9, navies: 2, reason: 'counted again' })
    const now = g.fold
    const preview = previewUndoTo(now, 2, g.lookup)
    if (!preview.ok) throw new Error(preview.refusal.message)
    expect(preview.value.targets).toEqual([4, 3, 2])
    expect(preview.value.after.state).toEqual(before)
    expect(g.fold).toBe(now)
    expect(g.fold.state).not.toEqual(before) // nothing applied to the real fold
    const { changes } = preview.value
    expect(changes.cash).toEqual([
      { power: 'usa', from: now.state.accounts.usa, to: before.accounts.usa },
      { power: 'ussr', from: now.state.accounts.ussr, to: before.accounts.ussr },
    ])
    expect(changes.loans).toEqual([{ power: 'ussr', from: 1000, to: 0 }])
    expect(changes.supplies).toEqual([{ power: 'usa', row: 'oil', from: before.powers.usa!.supplies.oil - 2, to: before.powers.usa!.supplies.oil }])
    expect(changes.market.map((m) => [m.resource, m.to - m.from])).toEqual([['oil', 2]])
    expect(changes.forces.map((f) => [f.power, f.force, f.to])).toEqual([
      ['europe', 'armies', before.powers.europe!.forces.armies],
      ['europe', 'navies', before.powers.europe!.forces.navies],
    ])
    const text = describeChanges(changes)
    expect(text.map((t) => t.heading)).toEqual(['Cash', 'Bank loans', 'Supplies', 'Market', 'Forces'])
    expect(text[1]!.lines).toEqual(['USSR: $1,000M → $0M'])
  })

  it('describes cash changes with their sign and market moves with the way the meter goes', () => {
    const now = game().fold.state
    const after = { ...now, accounts: { ...now.accounts, usa: (now.accounts.usa ?? 0) + 500 }, market: { ...now.market!, grain: now.market!.grain + 1 } }
    const [cash, market] = describeChanges(compareStates(now, after))
    expect(cash!.lines[0]).toMatch(/^USA: \$\d[\d,]*M → \$\d[\d,]*M \(\+\$500M\)$/)
    expect(market!.lines[0]).toMatch(/^Grain: .* \(meter 1 spot right\)$/)
  })

  it('redo-all targets come back oldest-undone last, as single redos would', () => {
    const g = game()
    g.do({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 })
    g.do({ kind: 'takeLoan', power: 'ussr', amount: 1000 })
    for (const u of (decideUndoTo(g.fold, 2) as { ok: true; value: EntryCommand[] }).value) g.add(u)
    expect(g.fold.undone).toEqual([3, 2])
    expect(redoAllTargets(g.fold)).toEqual([2, 3])
    expect(decideUndo(g.fold).ok).toBe(false)
    expect(decide(g.fold.state, { kind: 'takeLoan', power: 'ussr', amount: 1000 }).ok).toBe(true)
  })
})
