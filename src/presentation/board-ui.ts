/**
 * The Board: every power's books on one screen (cash, supplies, weapons, loans, forces) and the
 * three market prices, for the banker at arm's length. Read from the state and the game's
 * composed rules (its unit table); no rule is decided here.
 */
import { RESOURCES, type PowerId, type Resource } from '../domain/kernel/ids'
import { cashOf, powersInOrder } from '../domain/kernel/selectors'
import type { GameState } from '../domain/kernel/state'
import { marketPrice } from '../domain/modules/market/price-index'
import { unitCount } from '../domain/modules/supply/units'
import { interestDue } from '../domain/modules/play/stage1'
import { rulesFor } from '../domain/rules'
import { dueNow, type DueNow } from '../domain/next-action'
import { RESOURCE_LABELS } from './labels'
import { bannerActions, type ActionPlace } from './banner-actions'
import { boardWords, unitCountText, unitLabel } from './catalogs/board'
import { money } from './catalogs/common'
import { powerName } from './catalogs/powers'

export interface BoardForce {
  id: string
  /** "Armies", "Navies": the unit table's plural, capitalised. */
  label: string
  count: number
  /** "3 armies", "1 navy": the count with its unit's name, for a sentence read aloud. */
  countText: string
}

export interface BoardRow {
  power: PowerId
  name: string
  player: string
  cash: string
  grain: number
  oil: number
  minerals: number
  nukes: number
  lstars: number
  /** "$2,000M" with its interest per turn, or "none". */
  loans: string
  interest?: string
  forces: BoardForce[]
  /** Out of the game (captured, destroyed or bankrupt). */
  isOut: boolean
  /** The power is due now (to pay, to play, to counterattack). */
  isDue: boolean
  /** Where tapping the power leads: its due action, or its supply card. */
  go: ActionPlace
  /** That place in words, for the button under a phone's power line ("Supply card ›"). */
  goLabel: string
}

export interface BoardPrice {
  resource: Resource
  label: string
  price: string
}

export interface BoardView {
  rows: BoardRow[]
  prices: BoardPrice[]
  /** The column heads of the forces, in unit-table order (the same for every row). */
  forceLabels: string[]
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Where a due power's action is made (Stage 1 on the Stage tab; a sale on the Market...). */
function dueGo(due: DueNow | undefined, power: PowerId): ActionPlace | undefined {
  if (!due || !('power' in due) || due.power !== power) return undefined
  if (due.kind === 'turn' && ((due.stage === 3 && due.phase === 'C') || (due.stage === 7 && due.phase === 'C'))) return 'market'
  return 'stage'
}

/** A power's forces, one row per unit type of the game's rules (air units too, when on). */
export function forceCounts(state: GameState, power: PowerId): BoardForce[] {
  const forces = state.powers[power]?.forces
  return rulesFor(state.ruleset).units.map((u) => {
    const count = forces ? unitCount(forces, u.id) : 0
    return { id: u.id, label: unitLabel(u.id, capitalized(u.plural)), count, countText: unitCountText(u.id, count, u.plural) }
  })
}

/** The Board for the game as it stands. */
export function boardView(state: GameState): BoardView {
  const eliminated = state.war?.eliminated ?? []
  // What is due is asked once for the whole Board (it previews the command against the rules).
  const dueStep = dueNow(state)
  const due = bannerActions(state).primary
  const rows = powersInOrder(state).map((p): BoardRow => {
    const go = dueGo(dueStep, p.id)
    const interest = interestDue(state, p)
    return {
      power: p.id,
      name: powerName(p.id),
      player: p.player,
      cash: money(cashOf(state, p.id)),
      grain: p.supplies.grain,
      oil: p.supplies.oil,
      minerals: p.supplies.minerals,
      nukes: p.supplies.nukes,
      lstars: p.supplies.lstars,
      loans: p.loans > 0 ? money(p.loans) : boardWords('loansNone'),
      ...(p.loans > 0 ? { interest: boardWords('interestPerTurn', { amount: money(interest) }) } : {}),
      forces: forceCounts(state, p.id),
      isOut: eliminated.includes(p.id),
      isDue: go !== undefined,
      go: go ?? 'supply',
      // A due power's button does what the big button does (its form opens in place): the same words.
      goLabel: go === undefined ? boardWords('supplyCard') : (due?.label ?? boardWords('dueAction')),
    }
  })
  return {
    rows,
    prices: RESOURCES.map((r) => ({ resource: r, label: RESOURCE_LABELS[r], price: money(marketPrice(state, r)) })),
    forceLabels: rulesFor(state.ruleset).units.map((u) => unitLabel(u.id, capitalized(u.plural))),
  }
}
