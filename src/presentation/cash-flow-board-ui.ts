/**
 * The Board of a Cash Flow game as words and numbers: the whole economy at arm's length. Whose turn,
 * the action chosen, the entropy token, the labor market's next price, the tech cards revealed, the
 * deck; then each power's cash, supply center, units on the market, open production and score so
 * far. Every number is the rules' answer (the cash-flow module's selectors); this file only words it.
 */
import { RESOURCES, type PowerId, type Resource } from '../domain/kernel/ids'
import type { GameState } from '../domain/kernel/state'
import { cashOf } from '../domain/kernel/selectors'
import { cardsLeft, LABOR_BOXES, MAX_UNITS_LISTED, nextLaborPrice, SCORING_ROUNDS, openProduction, unitsListedBy, type DeckCard, type TechCard } from '../domain/modules/cash-flow'
import { RESOURCE_LABELS, SUPPLY_ROW_LABELS } from './labels'
import { cfBoardWords as w } from './catalogs/cf-board'
import { cfActionName } from './catalogs/cf-turn'
import { money } from './catalogs/common'
import { powerName } from './catalogs/powers'
import { formatList } from './i18n/numbers'
import { liveWords } from './i18n/words'

/** A tech card's name in the reader's language ("Nukes", "L-stars", "Supremacy"). */
export const TECH_NAMES: Readonly<Record<TechCard, string>> = liveWords(['nukes', 'lstars', 'supremacy'], (t) =>
  w(t === 'nukes' ? 'techNukes' : t === 'lstars' ? 'techLstars' : 'techSupremacy'),
)

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
  if ('tech' in card) return w('techCard', { tech: TECH_NAMES[card.tech] })
  const c = card.company
  const values = { resource: RESOURCE_LABELS[c.resource], units: c.units, territory: c.territory, name: c.name ?? '' }
  return c.name ? w('companyCardNamed', values) : w('companyCard', values)
}

/** Where the turn is: the discard due, the action to choose, or the action chosen. */
function stepText(state: GameState): string {
  const turn = state.cashFlow!.turn
  if (turn.entropyDue) return w('stepEntropy')
  if (turn.action === undefined) return w('stepChoose')
  return w('stepAction', { action: cfActionName(turn.action) })
}

/** "Game over: USA wins." / "Game over: USA and USSR win." in the reader's language. */
function winnersText(winners: readonly PowerId[]): string {
  const names = formatList(winners.map(powerName))
  return winners.length === 1 ? w('gameOverOne', { names }) : w('gameOverMany', { names })
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
        cash: money(cashOf(state, p.id)),
        supply: [
          ...RESOURCES.map((r) => ({ label: RESOURCE_LABELS[r], value: p.supplies[r] })),
          { label: SUPPLY_ROW_LABELS.nukes, value: p.supplies.nukes },
          { label: SUPPLY_ROW_LABELS.lstars, value: p.supplies.lstars },
        ],
        listed: RESOURCES.map((r) => ({ label: RESOURCE_LABELS[r], value: listed(r) })),
        listedTotal: w('listedOf', { n: unitsListedBy(cf.listings, p.id), max: MAX_UNITS_LISTED }),
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
      next: next === undefined ? w('laborFull') : money(next),
      filled: w('laborFilled', { filled: cf.laborFilled, n: LABOR_BOXES.length }),
    },
    tech: cf.tech.length === 0 ? w('noTech') : cf.tech.map((t) => TECH_NAMES[t]).join(', '),
    deck: w('cardsInDeck', { n: left }, left),
    faceUp: cf.faceUp.map(deckCardText),
    rounds: cf.rounds.length === 0 ? w('noRound') : w('roundsOf', { n: cf.rounds.length, total: SCORING_ROUNDS }),
    powers,
    ...(cf.winners ? { winners: winnersText(cf.winners) } : {}),
  }
}

/** A closed card's sheet in a Cash Flow game: what opening it does (the variant's reading, open-company rules in companies.ts). */
export const cashFlowOpenNote = (): string => w('openNote')
/** An open card's sheet in a Cash Flow game: the variant has no closing, selling to the bank or handing over outside its actions. */
export const cashFlowOpenCard = (): string => w('openCard')
