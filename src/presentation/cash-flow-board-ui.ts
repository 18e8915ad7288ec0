/**
 * The Board of a Cash Flow game as words and numbers: the whole economy at arm's length. Whose turn,
 * the action chosen, the entropy token, the labor market's next price, the tech cards revealed, the
 * deck; then each power's cash, supply center, units on the market, open production and score so
 * far. Every number is the rules' answer (the cash-flow module's selectors); this file only words it.
 */
import { RESOURCES, type PowerId, type Resource } from '../domain/kernel/ids'
import { formatMoney } from '../domain/kernel/money'
import { SUPERPOWERS } from '../domain/kernel/superpowers'
import type { GameState } from '../domain/kernel/state'
import { cashOf } from '../domain/kernel/selectors'
import { ACTION_NAMES, cardsLeft, LABOR_BOXES, MAX_UNITS_LISTED, nextLaborPrice, SCORING_ROUNDS, openProduction, unitsListedBy, type DeckCard, type TechCard } from '../domain/modules/cash-flow'
import { RESOURCE_LABELS } from './labels'

export const TECH_NAMES: Readonly<Record<TechCard, string>> = { nukes: 'Nukes', lstars: 'L-stars', supremacy: 'Supremacy' }

export interface CashFlowPowerRow {
  id: PowerId
  player: string
  cash: string
  /** Supply center rows: grain, oil, minerals, then nukes and L-stars. */
  supply: { label: string; value: number }[]
  /** Units on the commodities market per resource, and the total against the limit of 12. */
  listed: { label: string; value: number }[]
  listedTotal: string
  /** Open production not blockaded or besieged, per resource. */
  production: { label: string; value: number }[]
  /** Victory points over the scoring rounds so far. */
  score: number
  /** Nuke clouds this power placed on the board (a point each when scored). */
  clouds: number
  isTurn: boolean
  holdsEntropy: boolean
}

export interface CashFlowBoardView {
  turn: { number: number; power: PowerId; player: string; step: string }
  entropyHolder: PowerId
  labor: { next: string; filled: string }
  tech: string
  deck: string
  faceUp: string[]
  rounds: string
  powers: CashFlowPowerRow[]
  winners?: string
}

export function deckCardText(card: DeckCard): string {
  if ('tech' in card) return `${TECH_NAMES[card.tech]} (tech card)`
  const c = card.company
  return `${RESOURCE_LABELS[c.resource]} ${c.units} · ${c.territory}${c.name ? ` · ${c.name}` : ''}`
}

/** Where the turn is: the discard due, the action to choose, or the action chosen. */
function stepText(state: GameState): string {
  const turn = state.cashFlow!.turn
  if (turn.entropyDue) return 'holds the entropy token: discards a company first'
  if (turn.action === undefined) return 'chooses an action'
  return `${ACTION_NAMES[turn.action]} action`
}

/** The Board's view model, or undefined when the game is not a Cash Flow game. */
export function cashFlowBoard(state: GameState): CashFlowBoardView | undefined {
  const cf = state.cashFlow
  if (!cf) return undefined
  const scores = new Map<PowerId, number>()
  for (const round of cf.rounds) for (const line of round.lines) scores.set(line.power, (scores.get(line.power) ?? 0) + line.total)
  const next = nextLaborPrice(cf.laborFilled)
  const left = cardsLeft(cf.deck)
  const powers = state.order
    .map((id) => state.powers[id])
    .filter((p) => p !== undefined)
    .map((p): CashFlowPowerRow => {
      const produced = openProduction(state, p.id)
      const listed = (r: Resource) => cf.listings.filter((l) => l.seller === p.id && l.resource === r).reduce((sum, l) => sum + l.units, 0)
      return {
        id: p.id,
        player: p.player,
        cash: formatMoney(cashOf(state, p.id)),
        supply: [
          ...RESOURCES.map((r) => ({ label: RESOURCE_LABELS[r], value: p.supplies[r] })),
          { label: 'Nukes', value: p.supplies.nukes },
          { label: 'L-stars', value: p.supplies.lstars },
        ],
        listed: RESOURCES.map((r) => ({ label: RESOURCE_LABELS[r], value: listed(r) })),
        listedTotal: `${unitsListedBy(cf.listings, p.id)} of ${MAX_UNITS_LISTED}`,
        production: RESOURCES.map((r) => ({ label: RESOURCE_LABELS[r], value: produced[r] })),
        score: scores.get(p.id) ?? 0,
        clouds: cf.clouds[p.id] ?? 0,
        isTurn: cf.turn.power === p.id,
        holdsEntropy: cf.entropyHolder === p.id,
      }
    })
  return {
    turn: { number: cf.turn.number, power: cf.turn.power, player: state.powers[cf.turn.power]?.player ?? '', step: stepText(state) },
    entropyHolder: cf.entropyHolder,
    labor: {
      next: next === undefined ? 'every box is full: satisfy labor demand first' : formatMoney(next),
      filled: `${cf.laborFilled} of ${LABOR_BOXES.length} boxes hold money`,
    },
    tech: cf.tech.length === 0 ? 'None yet: nukes and L-stars cannot be built' : cf.tech.map((t) => TECH_NAMES[t]).join(', '),
    deck: `${left} ${left === 1 ? 'card' : 'cards'} in the deck`,
    faceUp: cf.faceUp.map(deckCardText),
    rounds: cf.rounds.length === 0 ? 'No scoring round yet' : `${cf.rounds.length} of ${SCORING_ROUNDS} scoring rounds`,
    powers,
    ...(cf.winners ? { winners: cf.winners.map((id) => SUPERPOWERS[id].name).join(' and ') } : {}),
  }
}

/** A closed card's sheet in a Cash Flow game: what opening it does (the variant's reading, open-company rules in companies.ts). */
export const CASH_FLOW_OPEN_NOTE = 'Opened, it produces and counts for scoring. In Cash Flow opening is free, in its owner’s turn.'
/** An open card's sheet in a Cash Flow game: the variant has no closing, selling to the bank or handing over outside its actions. */
export const CASH_FLOW_OPEN_CARD = 'An open card stays open in Cash Flow; it changes hands by a Direct Trade (Market action) or nationalization (Attack action).'
