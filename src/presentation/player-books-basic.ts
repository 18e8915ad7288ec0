/**
 * One superpower's own books on its player's phone (issue 28): cash, loans and interest, the
 * supply center, forces (air units too when that module is on), companies, what it owes in Stage 1,
 * and what the optional modules add for it (warlords and pirates). Every figure is the rules' own
 * (stage1Bill, interestDue, the Board's force counts, the warlords' selectors); this file words it.
 */
import type { PowerId } from '../domain/kernel/ids'
import { phoneBookWords as w } from './catalogs/phone-books'
import { money } from './catalogs/common'
import { cashOf } from '../domain/kernel/selectors'
import type { GameState } from '../domain/kernel/state'
import { interestDue } from '../domain/modules/play/stage1'
import { stage1Bill } from '../domain/questions'
import { blockadesThisCycle, soldThisTurn, WEAPONS_PER_POWER_PER_TURN } from '../domain/modules/warlords'
import { forceCounts } from './board-ui'
import { idleReason, stage1Lines } from './play-ui'
import { RESOURCE_LABELS, SUPPLY_ROW_LABELS } from './labels'
import { SUPPLY_CARD_ROWS } from './ui-selectors'
import { blockadeText, zoneCardRows } from './warlords-economy-ui'
import { hasWarlords } from './warlords-ui'
import { standingRows } from './standings-ui'

export interface BookFigure {
  key: string
  label: string
  value: string
}

export interface BookCompany {
  id: string
  name: string
  /** "Oil 3 · Alaska". */
  detail: string
  isOpen: boolean
  /** Why it produces nothing this cycle, when it does not. */
  idle?: string
}

export interface Stage1Owed {
  /** "6 companies × $50M = $300M", one line per part of the bill. */
  lines: string[]
  total: string
  isPaid: boolean
  /** "2 companies left unpaid: no production in Stage 2". */
  note?: string
}

/** A module's part of the books: "Warlords and pirates", its lines. */
export interface BookSection {
  id: string
  title: string
  lines: string[]
}

export interface BasicBooks {
  cash: string
  /** "$2,000M", or "None". */
  loans: string
  /** "$200M a turn" when there are loans. */
  interest?: string
  /** "$200M interest in arrears: no bank loans, no market purchases" when in default. */
  arrears?: string
  supplies: BookFigure[]
  forces: BookFigure[]
  companies: BookCompany[]
  /** Stage 1 of a guided game: the bill, or "Paid". */
  stage1?: Stage1Owed
  sections: BookSection[]
  /** What the power would be worth if the game ended by Detente now, and where that places it: "$12,500M · Leader". */
  worth?: string
  /** Captured, destroyed or bankrupt. */
  isOut: boolean
}

function stage1Owed(state: GameState, power: PowerId): Stage1Owed | undefined {
  const play = state.play
  const p = state.powers[power]
  if (!play || play.stage !== 1 || play.step !== 'phase' || !p) return undefined
  const bill = stage1Bill(state, p)
  const isPaid = play.done.includes(power)
  const unpaid = play.unpaid[power]?.length ?? 0
  return {
    lines: isPaid ? [] : stage1Lines(bill),
    total: money(bill.total),
    isPaid,
    ...(isPaid && unpaid > 0 ? { note: w('unpaidCompanies', { n: unpaid }, unpaid) } : {}),
  }
}

/** Warlords and pirates: the power's cards in their zones, the blockades that touch it, its weapons sold this cycle. */
function warlordsSection(state: GameState, power: PowerId): BookSection | undefined {
  if (!hasWarlords(state)) return undefined
  const cards = zoneCardRows(state)
    .filter((row) => row.owner === power)
    .map((row) => w('cardInZone', { name: row.name, units: row.units, holder: row.holder, status: row.status }))
  const mine = new Set((state.powers[power]?.companies ?? []).map((c) => c.territory))
  const blockades = blockadesThisCycle(state)
    .list.filter((b) => b.payer === power || mine.has(b.territory))
    .map((b) => blockadeText(state, b))
  const sold = state.play ? [w('weaponsSold', { sold: soldThisTurn(state, power), max: WEAPONS_PER_POWER_PER_TURN })] : []
  const occupied = (state.neutral?.zones ?? []).filter((z) => z.occupiedBy === power).map((z) => w(z.kind === 'pirate' ? 'holdsZonePirate' : 'holdsZoneWarlord', { zone: z.zone }))
  const lines = [...cards, ...blockades, ...occupied, ...sold]
  return lines.length > 0 ? { id: 'warlords', title: w('warlordsTitle'), lines } : undefined
}

/** The books of `power`, or undefined when it is not in the game. */
export function basicBooks(state: GameState, power: PowerId): BasicBooks | undefined {
  const p = state.powers[power]
  if (!p) return undefined
  const arrears = state.play?.arrears[power] ?? 0
  const sections = [warlordsSection(state, power)].filter((s): s is BookSection => s !== undefined)
  const standing = standingRows(state).find((r) => r.power === power)
  const stage1 = stage1Owed(state, power)
  return {
    cash: money(cashOf(state, power)),
    loans: p.loans > 0 ? money(p.loans) : w('none'),
    ...(p.loans > 0 ? { interest: w('interestPerTurn', { amount: money(interestDue(state, p)) }) } : {}),
    ...(arrears > 0 ? { arrears: w('arrears', { amount: money(arrears) }) } : {}),
    supplies: [...SUPPLY_CARD_ROWS].reverse().map((row) => ({ key: row, label: SUPPLY_ROW_LABELS[row], value: String(p.supplies[row]) })),
    forces: forceCounts(state, power).map((f) => ({ key: f.id, label: f.label, value: String(f.count) })),
    companies: p.companies.map((c) => {
      const idle = idleReason(state, power, c)
      return {
        id: c.id,
        name: c.name || c.territory,
        detail: w('companyDetail', { resource: RESOURCE_LABELS[c.resource], units: c.units, territory: c.territory }),
        isOpen: c.isOpen,
        ...(idle ? { idle } : {}),
      }
    }),
    ...(stage1 ? { stage1 } : {}),
    sections,
    ...(standing ? { worth: w('worth', { total: money(standing.total), gap: standing.gapText }) } : {}),
    isOut: state.war?.eliminated.includes(power) ?? false,
  }
}
