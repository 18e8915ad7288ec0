import { formatMoney } from '../domain/kernel/money'
import type { GameState, PowerId, Resource } from '../domain'
import {
  cardsLeft,
  describeDeckCard,
  LABOR_BOXES,
  MILLIONS_PER_POINT,
  nextCardOdds,
  nextLaborPrice,
  POINTS_PER_CLOUD,
  PRODUCTION_LEADER_POINTS,
  scoreNow,
  scoreTotals,
  TECH_NAMES,
  type CashFlowState,
  type DeckCard,
  type ScoreLine,
  type ScoringRound,
  type TechCard,
} from '../domain/modules/cash-flow'
import { powerName } from '../domain/kernel/guards'
import { RESOURCE_LABELS } from './labels'

/**
 * Wording for the Cash Flow R&D form and the scoring rounds (Standings). No rule here: the numbers
 * come from the rules core (scoreNow, nextCardOdds, the labor boxes); this file only says them.
 */

const THIRD_WORDS = ['first', 'middle', 'last'] as const
const resourceWord = (r: Resource) => RESOURCE_LABELS[r].toLowerCase()
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** "Labor for the next card: $50M (box 2 of 36)", or that every box holds money. */
export function researchLaborLine(cf: Pick<CashFlowState, 'laborFilled'>): string {
  const price = nextLaborPrice(cf.laborFilled)
  if (price === undefined) return 'Every labor box holds money: someone must satisfy labor demand before a card can be drawn.'
  return `Labor for the next card: ${formatMoney(price)} (box ${cf.laborFilled + 1} of ${LABOR_BOXES.length}).`
}

/** Where the deck stands and the chance the next card is its third's tech card. */
export function deckLines(cf: Pick<CashFlowState, 'deck' | 'tech'>): string[] {
  const odds = nextCardOdds(cf)
  if (odds === undefined) return ['The deck is empty.']
  const left = cardsLeft(cf.deck)
  const third = `The deck is in its ${THIRD_WORDS[odds.third.third]} third (cards ${odds.third.first} to ${odds.third.last}); the next card is card ${odds.position}, ${plural(left, 'card')} left.`
  const tech = TECH_NAMES[odds.tech]
  const chance =
    odds.techChance === 0
      ? `The ${tech} card has come up: the next card is a company.`
      : odds.techChance === 1
        ? `The next card must be the ${tech} card (the last of its third).`
        : `Chance the next card is the ${tech} card: 1 in ${Math.round(1 / odds.techChance)} (${Math.round(odds.techChance * 100)}%).`
  return [third, chance]
}

/** A card as the row and the preview read it. */
export function deckCardText(card: DeckCard): string {
  return describeDeckCard(card)
}

/** The three decisions for a company card, with what each gives. */
export function decisionOptions(card: DeckCard | undefined): { value: 'closed' | 'open' | 'discard'; id: string; title: string; text: string }[] {
  const bonus = card && 'company' in card ? `+${card.company.units} ${resourceWord(card.company.resource)}` : 'its units'
  return [
    { value: 'closed', id: 'closed', title: 'Keep closed', text: 'Face down in front of the player: it produces nothing until opened.' },
    { value: 'open', id: 'open', title: 'Open', text: 'Face up with the other open companies: it produces and counts for scoring.' },
    { value: 'discard', id: 'discard', title: `Discard for ${bonus}`, text: 'A one-time bonus of the resources on the card (over 12 in a row are lost).' },
  ]
}

/** "It's the nuke card": what a tech card does when it comes up. */
export function techCardLine(tech: TechCard): string {
  return tech === 'supremacy' ? 'The Supremacy card: the final scoring round, and the game is over.' : `The ${TECH_NAMES[tech]} card: a scoring round now; then ${TECH_NAMES[tech]}s may be built by everyone.`
}

/** One power's line in a round, with its arithmetic. */
export interface ScoreRowView {
  power: PowerId
  name: string
  treasury: string
  leads: string
  clouds: string
  total: number
}

export function scoreRow(line: ScoreLine): ScoreRowView {
  const leads = line.leads.length === 0 ? 'No lead' : `Most ${line.leads.map(resourceWord).join(', ')} (${line.leads.map((r) => line.production[r]).join(', ')}): +${line.leaderPoints}`
  const clouds = line.clouds === 0 ? 'No cloud' : `${plural(line.clouds, 'nuke cloud')}: −${line.clouds * POINTS_PER_CLOUD}`
  return {
    power: line.power,
    name: powerName(line.power),
    treasury: `${formatMoney(line.cash)} → ${plural(line.treasury, 'point')}`,
    leads,
    clouds,
    total: line.total,
  }
}

const TRIGGER_WORDS: Readonly<Record<TechCard, string>> = { nukes: 'the nuke card', lstars: 'the L-star card', supremacy: 'the Supremacy card (final)' }

export interface RoundView {
  title: string
  rows: ScoreRowView[]
}

export function roundView(round: ScoringRound, index: number): RoundView {
  return { title: `Round ${index + 1}: ${TRIGGER_WORDS[round.trigger]}, ${round.turn === 0 ? 'at the set-up' : `turn ${round.turn}`}`, rows: round.lines.map(scoreRow) }
}

/** Each power's total over the rounds scored, highest first (seating order among equals). */
export function totalsView(state: GameState): { power: PowerId; name: string; total: number; leader: boolean }[] {
  const rounds = state.cashFlow?.rounds ?? []
  const totals = scoreTotals(rounds)
  const rows = state.order.map((power) => ({ power, name: powerName(power), total: totals[power] ?? 0 }))
  const best = Math.max(...rows.map((r) => r.total))
  return rows.sort((a, b) => b.total - a.total).map((r) => ({ ...r, leader: rounds.length > 0 && r.total === best }))
}

/** "If a round were scored now": the rules' score of the current state. */
export function scoreNowView(state: GameState): ScoreRowView[] {
  return state.cashFlow ? scoreNow(state).map(scoreRow) : []
}

/** The winner line at the end, or undefined while the game goes on. */
export function winnersText(state: GameState): string | undefined {
  const winners = state.cashFlow?.winners
  if (winners === undefined) return undefined
  if (winners.length === 0) return 'The game is over.'
  const totals = scoreTotals(state.cashFlow!.rounds)
  const names = winners.map(powerName)
  const points = plural(totals[winners[0]!] ?? 0, 'point')
  return winners.length === 1 ? `${names[0]} wins with ${points}.` : `${names.join(' and ')} share the win with ${points} each.`
}

/** How a round scores, in one line for the panel's head. */
export function scoringRuleLine(): string {
  return `1 point per full ${formatMoney(MILLIONS_PER_POINT)} in the treasury; ${PRODUCTION_LEADER_POINTS} for the most open, unblockaded production of each resource; −${POINTS_PER_CLOUD} per nuke cloud placed.`
}

/** A card being typed on the R&D form: a company as printed, or one of the tech cards. */
export interface CardDraft {
  kind: 'company' | TechCard
  resource: Resource | null
  units: number
  territory: string
  name: string
  origin: PowerId | 'independent'
}

export function emptyDraft(): CardDraft {
  return { kind: 'company', resource: null, units: 2, territory: '', name: '', origin: 'independent' }
}

/** The card the draft describes (plain data for the command), or null while it is incomplete. */
export function draftCard(d: CardDraft): DeckCard | null {
  if (d.kind !== 'company') return { tech: d.kind }
  if (d.resource === null || d.territory.trim() === '') return null
  return { company: { name: d.name.trim(), territory: d.territory.trim(), resource: d.resource, units: d.units, origin: d.origin } }
}

/** The kinds of card, for the chips: "A company", "It's the nuke card", ... */
export const CARD_KIND_OPTIONS: readonly { value: CardDraft['kind']; label: string }[] = [
  { value: 'company', label: 'A company' },
  { value: 'nukes', label: "It's the nuke card" },
  { value: 'lstars', label: "It's the L-star card" },
  { value: 'supremacy', label: "It's the Supremacy card" },
]
