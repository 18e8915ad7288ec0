/**
 * The phone view's view models (issue 28), asked of games played by commands: a basic game in
 * the middle of Stage 1 with a loan (and with Air Units, Warlords and Pirates), a Cash Flow game,
 * a War of Supremacy game in combat. The figures are the rules' (stage1Bill, interest, the Boards').
 */
import { describe, expect, it } from 'vitest'
import { seatsDue } from '@/domain'
import { basicBooks } from '@/presentation/player-books-basic'
import { playerBoard } from '@/presentation/player-books-board'
import { cashFlowBooks } from '@/presentation/player-books-cash-flow'
import { playerLog } from '@/presentation/player-books-log'
import { playerNow, playerSeats, seatHeader } from '@/presentation/player-books-seat'
import { wosBooks } from '@/presentation/player-books-wos'
import { describeEntry, standingRows } from '@/presentation'
import { formatMoney } from '@/domain'
import { basicMidStage1, cashFlowMidGame, wosInCombat } from '../support/player-books'
import { guidedGame } from '../support/guided'
import { startedState } from '../support/games'
import { warlordsStage1 } from '../support/warlords'

describe('a basic game in the middle of Stage 1, with a loan', () => {
  const g = basicMidStage1()

  it('shows the seat its own cash, loan, interest and Stage 1 bill', () => {
    const books = basicBooks(g.state, 'usa')!
    expect(books.cash).toBe('$9,000M')
    expect(books.loans).toBe('$2,000M')
    expect(books.interest).toBe('$100M a turn')
    expect(books.stage1).toEqual({ lines: ['5 companies × $50M = $250M', '4 armies and 0 navies × $10M = $40M', 'Loan interest $100M'], total: '$390M', isPaid: false })
    expect(books.supplies.map((f) => `${f.label} ${f.value}`)).toEqual(['Grain 3', 'Oil 3', 'Minerals 3', 'Nukes 0', 'L-stars 0'])
    expect(books.forces.map((f) => `${f.label} ${f.value}`)).toEqual(['Armies 4', 'Navies 0'])
    expect(books.companies.find((c) => c.id === 'usa-1')).toMatchObject({ isOpen: false, idle: 'closed (face down): no salary, no production' })
    // The standings' own figure and words (standingRows), not a sum of ours.
    const standing = standingRows(g.state).find((r) => r.power === 'usa')!
    expect(books.worth).toBe(`${formatMoney(standing.total)} · ${standing.gapText}`)
  })

  it('says a paid bill is paid, and a power without loans has none', () => {
    const books = basicBooks(g.state, 'ussr')!
    expect(books.stage1).toMatchObject({ isPaid: true, lines: [] })
    expect(books.loans).toBe('None')
    expect(books.interest).toBeUndefined()
  })

  it('waits on every power still to pay, and tells each seat its part', () => {
    expect(seatsDue(g.state)).toEqual(['usa', 'europe', 'china'])
    expect(playerNow(g.state, 'usa')).toMatchObject({ mustAct: true, you: 'Settle Stage 1: $390M to pay', where: 'Cycle 1 · Stage 1 · Pay Salaries and Loans to Bank' })
    expect(playerNow(g.state, 'ussr')).toMatchObject({ mustAct: false, you: 'Waiting for USA, Europe, China' })
    expect(playerNow(g.state, 'ussr').due.map((d) => d.code)).toEqual(['USA', 'EUR', 'CHN'])
  })

  it('puts the market prices and each power on the Board, the seat and the due marked', () => {
    const board = playerBoard(g.state, 'europe')
    expect(board.prices.map((p) => `${p.label} ${p.value}`)).toEqual(['Grain $500M', 'Oil $500M', 'Minerals $500M'])
    expect(board.rows.map((r) => [r.code, r.isYou, r.isDue])).toEqual([['USA', false, true], ['USSR', false, false], ['EUR', true, true], ['CHN', false, true]])
    expect(board.rows[0]!.figures).toEqual([{ label: 'Cash', value: '$9,000M' }, { label: 'Loans', value: '$2,000M' }])
  })

  it('names the seat with its code and colour, and every seat for the links', () => {
    expect(seatHeader(g.state, 'europe')).toMatchObject({ name: 'Europe', code: 'EUR', color: '#f0891f', player: 'Player 3', base: 'price-index' })
    expect(seatHeader(g.state, 'africa')).toBeUndefined()
    expect(playerSeats(g.state).map((s) => s.code)).toEqual(['USA', 'USSR', 'EUR', 'CHN'])
  })

  it('shows the log newest first in the tablet log’s words, an undone line struck through', () => {
    const played = basicMidStage1()
    played.do({ kind: 'takeLoan', power: 'china', amount: 1000 })
    const lines = playerLog(played.state, played.entries)
    expect(lines.map((l) => l.seq)).toEqual([5, 4, 3, 2, 1])
    const lookup = (seq: number) => played.entries[seq - 1]
    expect(lines[0]!.title).toBe(describeEntry(played.entries[4]!, played.state.settings, lookup).title)
    const undone = [...played.entries, { ...played.entries[4]!, seq: 6, command: { kind: 'undo' as const, target: 5 }, events: [] }]
    const after = playerLog(played.state, undone)
    expect(after[0]).toMatchObject({ seq: 6, tag: 'Undo' })
    expect(after[1]).toMatchObject({ seq: 5, isUndone: true })
    expect(playerLog(played.state, played.entries, 2).map((l) => l.seq)).toEqual([5, 4])
  })
})

describe('what the optional modules add for a power', () => {
  it('counts air units among the forces', () => {
    const g = guidedGame(['usa', 'ussr'], undefined, {}, ['air-units'])
    g.do({ kind: 'correctForces', power: 'usa', forces: { airUnits: 3 }, reason: 'test' })
    expect(basicBooks(g.state, 'usa')!.forces.map((f) => `${f.label} ${f.value}`)).toContain('Air units 3')
  })

  it('shows a power its cards in warlord zones, in its bill and in its own section', () => {
    const g = warlordsStage1()
    const books = basicBooks(g.state, 'ussr')!
    expect(books.stage1!.lines).toContain('2 cards in a warlord or pirate zone × $100M = $200M')
    expect(books.sections[0]!.title).toBe('Warlords and pirates')
    expect(books.sections[0]!.lines.some((l) => l.startsWith('Mahabir Mines (3 minerals) in ') && l.endsWith('$100M due when USSR settles Stage 1'))).toBe(true)
    expect(books.sections[0]!.lines).toContain('Weapons sold to warlords and pirates this cycle: 0 of 3')
    expect(basicBooks(g.state, 'usa')!.sections[0]!.lines).toEqual(['Weapons sold to warlords and pirates this cycle: 0 of 3'])
  })

  it('has no Stage 1 bill or due seat in a bookkeeping game', () => {
    const state = startedState()
    expect(basicBooks(state, 'usa')!.stage1).toBeUndefined()
    expect(playerNow(state, 'usa')).toMatchObject({ where: 'Bookkeeping', mustAct: false, you: 'Nothing for you to do now' })
  })
})

describe('a Cash Flow game', () => {
  const g = cashFlowMidGame()

  it('shows a power its cash, no bank loans, units on the market, production and points', () => {
    const books = cashFlowBooks(g.state, 'usa')!
    expect(books.cash).toBe('$3,000M')
    expect(books.loans).toMatch(/^No bank loans in Cash Flow/)
    expect(books.listed.map((f) => f.value)).toEqual(['2', '0', '0'])
    expect(books.listedTotal).toBe('2 of 12')
    expect(books.supplies[0]).toMatchObject({ label: 'Grain', value: '3' })
    expect(books.scoreIfNow).toBe('7 points')
    expect(books.isTurn).toBe(false)
    expect(cashFlowBooks(g.state, 'europe')!.holdsEntropy).toBe(true)
  })

  it('waits on the power whose turn it is', () => {
    expect(seatsDue(g.state)).toEqual(['europe'])
    expect(playerNow(g.state, 'europe')).toMatchObject({ where: 'Cash Flow · Turn 3', mustAct: true, step: 'Europe holds the entropy token: discards a company first' })
    expect(playerNow(g.state, 'usa')).toMatchObject({ mustAct: false, you: 'Waiting for Europe' })
  })

  it('puts the commodities market and each power’s cash and points on the Board', () => {
    const board = playerBoard(g.state, 'usa')
    expect(board.prices.map((p) => [p.value, p.detail])).toEqual([['$100M', '2 units for sale, from $100M'], ['No asks', undefined], ['No asks', undefined]])
    expect(board.notes[0]).toBe('Next unit of labor: $50M')
    expect(board.rows.find((r) => r.id === 'ussr')!.figures[0]).toEqual({ label: 'Cash', value: '$2,925M' })
  })

  it('is not a basic game’s books', () => {
    expect(cashFlowBooks(basicMidStage1().state, 'usa')).toBeUndefined()
  })
})

describe('a War of Supremacy game in combat', () => {
  const g = wosInCombat()

  it('shows a seat its hand, Territories and its creatures on the table', () => {
    const ana = wosBooks(g.state, 'p1')!
    expect(ana).toMatchObject({ name: 'Ana', hand: 9, won: 0, toWinText: '3 Territories to win', defends: ['Northreach'], isTurn: false })
    expect(ana.creatures.map((c) => [c.name, c.role, c.best])).toEqual([['Stone Troll', 'defends', 5]])
    expect(wosBooks(g.state, 'p2')!.creatures.map((c) => [c.name, c.role, c.best])).toEqual([['Storm Drake', 'attacks', 4]])
    expect(wosBooks(g.state, 'p9')).toBeUndefined()
  })

  it('names a seat by its number, and waits on the current player', () => {
    expect(seatHeader(g.state, 'p2')).toMatchObject({ name: 'Ben', code: 'Seat 2', base: 'war-of-supremacy' })
    expect(seatHeader(g.state, 'p2')!.color).toBeUndefined()
    expect(seatsDue(g.state)).toEqual(['p2'])
    expect(playerNow(g.state, 'p2')).toMatchObject({ mustAct: true, step: 'Resolve combat (4 v 5): Ana holds' })
    expect(playerNow(g.state, 'p1')).toMatchObject({ mustAct: false, you: 'Waiting for Ben' })
  })

  it('puts the Territories in play and each seat’s hand and wins on the Board', () => {
    const board = playerBoard(g.state, 'p1')
    expect(board.prices).toEqual([{ key: 'f1', label: 'Northreach', value: 'Wild', asPrinted: true, detail: 'Ana defends (5)' }])
    expect(board.rows.map((r) => [r.code, r.figures[0]!.value, r.isDue])).toEqual([['Seat 1', '9', false], ['Seat 2', '7', true], ['Seat 3', '8', false]])
  })
})

describe('a bid step while phones bid (the table link)', () => {
  it('a seat whose bid the tablet has is no longer due: "Your bid is in", and the others wait only on the rest', () => {
    const g = guidedGame(['usa', 'ussr', 'europe'])
    for (const id of g.state.order) g.do({ kind: 'settleStage1', power: id })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    g.do({ kind: 'advancePlay' })
    expect(playerNow(g.state, 'usa')).toMatchObject({ mustAct: true, you: 'Your secret bid is due: Yes or No' })
    expect(playerNow(g.state, 'usa', ['usa'])).toMatchObject({ mustAct: false, you: 'Your bid is in. Waiting for USSR, Europe' })
    expect(playerNow(g.state, 'ussr', ['usa']).due.map((d) => d.code)).toEqual(['USSR', 'EUR'])
    expect(playerNow(g.state, 'usa', ['usa', 'ussr', 'europe'])).toMatchObject({ mustAct: false, due: [], you: 'Your bid is in' })
  })
})
