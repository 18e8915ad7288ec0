/**
 * The phone view (issue 28) as a player reads it: their seat with its code at the top, their own
 * books first, then Now, the Board and the log, per base; pure props. And the tablet's local
 * preview of it: the `#/seat/<gameId>/<seat>` route opens a saved game read-only.
 */
import { describe, expect, it, vi } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import PlayerView from '@/components/link/PlayerView.vue'
import SeatView from '@/views/SeatView.vue'
import { hrefOf, screenAt, visit } from '../support/router'
import type { GameState, LogEntry } from '@/domain'
import { basicMidStage1, cashFlowMidGame, wosInCombat } from '../support/player-books'
import { startStandardGame, useFreshGameStore } from './support'

const view = (g: { state: GameState; entries: readonly LogEntry[] }, seat: string, connected?: boolean) =>
  mount(PlayerView, { props: { state: g.state, entries: g.entries, seat, ...(connected === undefined ? {} : { connected }) } })

/** An element's words as read: each text node apart (a label and its figure are separate elements). */
function text(w: VueWrapper, testid: string): string {
  const walker = document.createTreeWalker(w.get(`[data-testid="${testid}"]`).element, NodeFilter.SHOW_TEXT)
  const parts: string[] = []
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '')
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

/** Several elements' words at once, each compared as `expected` says (a string exactly, or an asymmetric matcher). */
function expectTexts(w: VueWrapper, expected: Record<string, unknown>): void {
  expect(Object.fromEntries(Object.keys(expected).map((id) => [id, text(w, id)]))).toEqual(expected)
}
const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Words that contain each of `parts`, in any order: toContain for each, as one matcher. */
const has = (...parts: string[]) => expect.stringMatching(new RegExp(`^${parts.map((p) => `(?=[\\s\\S]*${escaped(p)})`).join('')}`)) as unknown

/** The sections in the order the phone shows them. */
const order = (w: VueWrapper) => w.findAll('[data-testid^="player-"]').map((e) => e.attributes('data-testid')).filter((id) => ['player-seat', 'player-books', 'player-now', 'player-board', 'player-log'].includes(id!))

/** Every colour chip carries its code or seat number as text: colour is never the only cue. */
function expectCodesBesideColours(w: VueWrapper): void {
  const chips = w.findAll('.seat-chip')
  expect(chips.length).toBeGreaterThan(0)
  for (const chip of chips) expect(chip.text()).not.toBe('')
}

describe('a basic game in the middle of Stage 1', () => {
  it('shows the seat, its own books first, then Now, the Board and the log', () => {
    const w = view(basicMidStage1(), 'usa', true)
    expect(order(w)).toEqual(['player-seat', 'player-books', 'player-now', 'player-board', 'player-log'])
    expect(w.get('[data-testid="player-seat"] .seat-chip').text()).toBe('USA')
    expectTexts(w, {
      'player-seat': has('USA', 'Live'),
      'player-must-act': 'Your move: Settle Stage 1: $390M to pay',
      'player-cash': 'Cash $9,000M',
      'player-loans': 'Bank loans $2,000M interest $100M a turn',
      'player-stage1': has('Stage 1: you owe $390M', 'Loan interest $100M'),
      'player-company-usa-1': has('Closed'),
      'player-price-oil': 'Oil $500M',
    })
    expectCodesBesideColours(w)
  })

  it('tells a seat that has paid whom the table waits for', () => {
    const w = view(basicMidStage1(), 'ussr')
    expect(w.find('[data-testid="player-must-act"]').exists()).toBe(false)
    expect(text(w, 'player-stage1')).toBe('✓ Stage 1 paid')
    expect(text(w, 'player-you')).toBe('Waiting for USA, Europe, China')
    expect(text(w, 'player-seat')).not.toMatch(/Live|Offline/)
    expect(text(view(basicMidStage1(), 'ussr', false), 'player-seat')).toContain('Offline')
  })

  it('lists the log newest first in the tablet’s words', () => {
    const w = view(basicMidStage1(), 'usa')
    const seqs = w.findAll('[data-testid^="player-log-"]').map((e) => e.attributes('data-testid'))
    expect(seqs).toEqual(['player-log-4', 'player-log-3', 'player-log-2', 'player-log-1'])
    expect(text(w, 'player-log-2')).toContain('USA borrowed $2,000M from the bank')
  })

  it('says so when the seat is not in the game', () => {
    const w = view(basicMidStage1(), 'africa')
    expect(w.get('[role="alert"]').text()).toBe('This game has no seat “africa”.')
  })
})

describe('a Cash Flow game', () => {
  it('shows a power its cash without bank loans, its points and the commodities market', () => {
    const w = view(cashFlowMidGame(), 'usa')
    expectTexts(w, {
      'player-cash': 'Cash $3,000M',
      'player-books': has('No bank loans in Cash Flow', 'On the commodities market (2 of 12)'),
      'player-points': 'Score 0 points if scored now: 7 points',
      'player-price-grain': 'Grain $100M 2 units for sale, from $100M',
      'player-you': 'Waiting for Europe',
    })
    expectCodesBesideColours(w)
  })

  it('tells the power whose turn it is', () => {
    const w = view(cashFlowMidGame(), 'europe')
    expect(text(w, 'player-books')).toContain('You hold the entropy token.')
    expect(w.find('[data-testid="player-must-act"]').exists()).toBe(true)
  })
})

describe('a War of Supremacy game', () => {
  it('shows a seat its hand, its Territories and creatures, and its seat number', () => {
    const w = view(wosInCombat(), 'p1')
    expect(w.get('[data-testid="player-seat"] .seat-chip').text()).toBe('Seat 1')
    expectTexts(w, {
      'player-hand': 'Cards in hand 9',
      'player-won': 'Territories won 0 3 Territories to win',
      'player-books': has('Defending: Northreach'),
      'player-creature-c1': has('Stone Troll defends Northreach · counts 5'),
      'player-you': 'Waiting for Ben',
    })
    expectCodesBesideColours(w)
  })

  it('tells the current player it is their move', () => {
    const w = view(wosInCombat(), 'p2')
    expectTexts(w, { 'player-must-act': 'Your move: Resolve combat (4 v 5): Ana holds', 'player-creature-c2': has('Storm Drake attacks Northreach') })
  })
})

describe('the tablet’s local phone view', () => {
  useFreshGameStore()

  it('is addressed as #/seat/<gameId>/<seat>', async () => {
    expect(screenAt('#/seat/g%201/usa')).toEqual({ name: 'seat', gameId: 'g 1', seat: 'usa' })
    expect(hrefOf({ name: 'seat', gameId: 'g 1', seat: 'p2' })).toBe('#/seat/g%201/p2')
    expect(screenAt('#/seat/g1')).toEqual({ name: 'home' })
    await visit('#/seat/g1')
    expect(location.hash).toBe('#/')
  })

  it('opens a saved game read-only and shows the seat’s phone view', async () => {
    await startStandardGame(['usa', 'ussr', 'europe'], 't1')
    const w = mount(SeatView, { props: { gameId: 't1', seat: 'ussr' } })
    await vi.waitFor(() => expect(w.find('[data-testid="player-view"]').exists()).toBe(true))
    expect(text(w, 'player-seat')).toContain('USSR')
    expect(text(w, 'player-cash')).toMatch(/^Cash \$/)
  })

  it('says why when the game is not on this device', async () => {
    const w = mount(SeatView, { props: { gameId: 'nowhere', seat: 'usa' } })
    await vi.waitFor(() => expect(w.find('[role="alert"]').exists()).toBe(true))
  })
})
