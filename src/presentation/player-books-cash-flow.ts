/**
 * One power's own books in a Cash Flow game, on its player's phone: cash (there are no bank loans
 * in Cash Flow), the supply center, units offered on the commodities market, open production,
 * companies and why one produces nothing, forces, points so far. The figures are the Cash Flow
 * Board's (cashFlowBoard, from the module's selectors) and the rules' own (whyIdle, scoring).
 */
import type { PowerId } from '../domain/kernel/ids'
import type { GameState } from '../domain/kernel/state'
import { totalsIfScoredNow, whyIdle } from '../domain/modules/cash-flow'
import { forceCounts } from './board-ui'
import { cashFlowBoard } from './cash-flow-board-ui'
import { RESOURCE_LABELS } from './labels'
import type { BookCompany, BookFigure } from './player-books-basic'
import { phoneBookWords as w } from './catalogs/phone-books'

export interface CashFlowBooks {
  cash: string
  /** "No bank loans in Cash Flow: borrow from another player by a direct trade." */
  loans: string
  supplies: BookFigure[]
  production: BookFigure[]
  listed: BookFigure[]
  /** "3 of 12" units on the commodities market. */
  listedTotal: string
  forces: BookFigure[]
  companies: BookCompany[]
  /** Points over the rounds scored so far, and if a round were scored now. */
  score: string
  scoreIfNow: string
  clouds: number
  holdsEntropy: boolean
  isTurn: boolean
}

const IDLE_KEYS = { closed: 'idleClosed', blockade: 'idleBlockade', siege: 'idleSiege' } as const satisfies Record<NonNullable<ReturnType<typeof whyIdle>>, string>

const figures = (list: readonly { label: string; value: number }[], key: string): BookFigure[] => list.map((f) => ({ key: `${key}-${f.label}`, label: f.label, value: String(f.value) }))
const points = (n: number) => w('points', { n }, n)

/** The books of `power` in a Cash Flow game, or undefined (not a Cash Flow game, or not in it). */
export function cashFlowBooks(state: GameState, power: PowerId): CashFlowBooks | undefined {
  const row = cashFlowBoard(state)?.powers.find((p) => p.id === power)
  const p = state.powers[power]
  if (!row || !p) return undefined
  return {
    cash: row.cash,
    loans: w('noBankLoans'),
    supplies: figures(row.supply, 'supply'),
    production: figures(row.production, 'production'),
    listed: figures(row.listed, 'listed'),
    listedTotal: row.listedTotal,
    forces: forceCounts(state, power).map((f) => ({ key: f.id, label: f.label, value: String(f.count) })),
    companies: p.companies.map((c) => {
      const why = whyIdle(state, power, c)
      return { id: c.id, name: c.name || c.territory, detail: w('companyDetail', { resource: RESOURCE_LABELS[c.resource], units: c.units, territory: c.territory }), isOpen: c.isOpen, ...(why ? { idle: w(IDLE_KEYS[why]) } : {}) }
    }),
    score: points(row.score),
    scoreIfNow: points(totalsIfScoredNow(state)[power] ?? 0),
    clouds: row.clouds,
    holdsEntropy: row.holdsEntropy,
    isTurn: row.isTurn,
  }
}
