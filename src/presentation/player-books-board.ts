/**
 * The Board as a phone shows it below a player's own books: the market prices and every seat's
 * headline figures (the tablet's Board view models, shortened), per base. The seat's own row is
 * marked; the figures are the tablet's (boardView, cashFlowBoard, resourceMarkets, wosTable).
 */
import type { GameState } from '../domain/kernel/state'
import { phoneBookWords as w } from './catalogs/phone-books'
import { powerName } from './catalogs/powers'
import { SUPERPOWERS } from '../domain/kernel/superpowers'
import { seatsDue } from '../domain/seats-due'
import { boardView } from './board-ui'
import { cashFlowBoard } from './cash-flow-board-ui'
import { nextLaborText, resourceMarkets } from './cash-flow-market-ui'
import { deckView } from './wos-board-ui'
import { wosTable } from './wos-ui'

export interface BoardPriceLine {
  key: string
  label: string
  /** The figure in large type ("$500M", the cheapest ask, the combat form). */
  value: string
  /** A line under it in smaller type ("2 units for sale, from $100M", "Ana defends (5)"). */
  detail?: string
  /** The value is a name as printed (the card game's forms), kept in every language. */
  asPrinted?: boolean
}

export interface BoardSeatRow {
  id: string
  name: string
  code: string
  color?: string
  onColor?: string
  /** The row's figures in the base's columns ("$1,200M", "none", "2"). */
  figures: { label: string; value: string }[]
  isYou: boolean
  isDue: boolean
  isOut: boolean
}

export interface PlayerBoard {
  /** "Market prices", "Commodities market", "Decks". */
  pricesTitle: string
  prices: BoardPriceLine[]
  /** Other lines of the board (the labor market, tech cards, Territories in play). */
  notes: string[]
  rows: BoardSeatRow[]
}

function basicBoard(state: GameState, seat: string, due: readonly string[]): PlayerBoard {
  const view = boardView(state)
  return {
    pricesTitle: w('marketPrices'),
    prices: view.prices.map((p) => ({ key: p.resource, label: p.label, value: p.price })),
    notes: [],
    rows: view.rows.map((r) => ({
      id: r.power,
      name: r.name,
      code: SUPERPOWERS[r.power].code,
      color: SUPERPOWERS[r.power].color,
      onColor: SUPERPOWERS[r.power].onColor,
      figures: [
        { label: w('cash'), value: r.cash },
        { label: w('loans'), value: r.loans },
      ],
      isYou: r.power === seat,
      isDue: due.includes(r.power),
      isOut: r.isOut,
    })),
  }
}

function cashFlowPlayerBoard(state: GameState, seat: string, due: readonly string[]): PlayerBoard | undefined {
  const board = cashFlowBoard(state)
  if (!board) return undefined
  return {
    pricesTitle: w('commoditiesMarket'),
    prices: resourceMarkets(state).map((m) => ({ key: m.resource, label: m.label, value: m.asks[0]?.priceText ?? w('noAsks'), ...(m.asks.length > 0 ? { detail: m.summary } : {}) })),
    notes: [nextLaborText(state), w('techCards', { n: board.tech }), board.deck, board.rounds],
    rows: board.powers.map((p) => ({
      id: p.id,
      name: powerName(p.id),
      code: SUPERPOWERS[p.id].code,
      color: SUPERPOWERS[p.id].color,
      onColor: SUPERPOWERS[p.id].onColor,
      figures: [
        { label: w('cash'), value: p.cash },
        { label: w('pointsLabel'), value: String(p.score) },
        { label: w('onMarketLabel'), value: p.listedTotal },
      ],
      isYou: p.id === seat,
      isDue: due.includes(p.id),
      isOut: false,
    })),
  }
}

function wosPlayerBoard(state: GameState, seat: string, due: readonly string[]): PlayerBoard | undefined {
  const table = wosTable(state)
  if (!table) return undefined
  const decks = deckView(state.warOfSupremacy)
  return {
    pricesTitle: w('territoriesInPlay'),
    prices: table.fields.map((f) => ({ key: f.id, label: f.territory, value: f.formText, asPrinted: true, detail: f.defender ? w('defends', { defender: f.defender, defence: f.defence }) : w('noDefender') })),
    notes: [table.toWinText, ...decks.map((d) => w('deckCards', { deck: d.label, cards: d.cards }))],
    rows: table.players.map((p) => ({
      id: p.id,
      name: p.name,
      code: w('seatCode', { n: p.seat }),
      figures: [
        { label: w('hand'), value: String(p.hand) },
        { label: w('won'), value: String(p.won) },
      ],
      isYou: p.id === seat,
      isDue: due.includes(p.id),
      isOut: false,
    })),
  }
}

/** The Board for `seat`'s phone, in the game's base. */
export function playerBoard(state: GameState, seat: string): PlayerBoard {
  const due = seatsDue(state)
  return cashFlowPlayerBoard(state, seat, due) ?? wosPlayerBoard(state, seat, due) ?? basicBoard(state, seat, due)
}
