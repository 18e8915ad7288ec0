import type { GameState, PowerId, Resource } from '../domain'
import {
  cardsLeft,
  LABOR_BOXES,
  MILLIONS_PER_POINT,
  nextCardOdds,
  nextLaborPrice,
  POINTS_PER_CLOUD,
  PRODUCTION_LEADER_POINTS,
  scoreNow,
  scoreTotals,
  type CashFlowState,
  type DeckCard,
  type ScoreLine,
  type ScoringRound,
  type TechCard,
} from '../domain/modules/cash-flow'
import { SUPPLY_ROW_IN_SENTENCE } from './labels'
import { cfScoringWords as w } from './catalogs/cf-scoring'
import { money } from './catalogs/common'
import { powerName } from './catalogs/powers'
import { formatList } from './i18n/numbers'

/**
 * Wording for the Cash Flow R&D form and the scoring rounds (Standings). No rule here: the numbers
 * come from the rules core (scoreNow, nextCardOdds, the labor boxes); this file only says them, in
 * the reader's language (catalogs/cf-scoring.ts).
 */

const THIRD_KEYS = ['deckFirstThird', 'deckMiddleThird', 'deckLastThird'] as const
/** Per tech card, the catalog key of each sentence that names it. */
const TECH_KEYS = {
  nukes: { cameUp: 'cameUpNukes', mustBe: 'mustBeNukes', chance: 'chanceNukes', card: 'cardNukes', line: 'techNukes', kind: 'kindNukes', trigger: 'triggerNukes', short: 'shortNukes' },
  lstars: { cameUp: 'cameUpLstars', mustBe: 'mustBeLstars', chance: 'chanceLstars', card: 'cardLstars', line: 'techLstars', kind: 'kindLstars', trigger: 'triggerLstars', short: 'shortLstars' },
  supremacy: {
    cameUp: 'cameUpSupremacy',
    mustBe: 'mustBeSupremacy',
    chance: 'chanceSupremacy',
    card: 'cardSupremacy',
    line: 'techSupremacy',
    kind: 'kindSupremacy',
    trigger: 'triggerSupremacy',
    short: 'shortSupremacy',
  },
} as const satisfies Record<TechCard, Record<string, Parameters<typeof w>[0]>>
const resourceWord = (r: Resource) => SUPPLY_ROW_IN_SENTENCE[r]

/** "Labor for the next card: $50M (box 2 of 36)", or that every box holds money. */
export function researchLaborLine(cf: Pick<CashFlowState, 'laborFilled'>): string {
  const price = nextLaborPrice(cf.laborFilled)
  if (price === undefined) return w('laborFull')
  return w('laborNext', { price: money(price), box: cf.laborFilled + 1, boxes: LABOR_BOXES.length })
}

/** Where the deck stands and the chance the next card is its third's tech card. */
export function deckLines(cf: Pick<CashFlowState, 'deck' | 'tech'>): string[] {
  const odds = nextCardOdds(cf)
  if (odds === undefined) return [w('deckEmpty')]
  const left = cardsLeft(cf.deck)
  const third = w(THIRD_KEYS[odds.third.third], { first: odds.third.first, last: odds.third.last, position: odds.position, n: left }, left)
  const keys = TECH_KEYS[odds.tech]
  const chance =
    odds.techChance === 0
      ? w(keys.cameUp)
      : odds.techChance === 1
        ? w(keys.mustBe)
        : w(keys.chance, { n: Math.round(1 / odds.techChance), percent: Math.round(odds.techChance * 100) })
  return [third, chance]
}

/** A card as the row and the preview read it. */
export function deckCardText(card: DeckCard): string {
  if ('tech' in card) return w(TECH_KEYS[card.tech].card)
  const c = card.company
  const values = { name: c.name.trim(), territory: c.territory, resource: resourceWord(c.resource), units: c.units }
  return w(values.name ? 'companyNamed' : 'companyUnnamed', values)
}

/** The three decisions for a company card, with what each gives. */
export function decisionOptions(card: DeckCard | undefined): { value: 'closed' | 'open' | 'discard'; id: string; title: string; text: string }[] {
  const discard = card && 'company' in card ? w('discardFor', { units: card.company.units, resource: resourceWord(card.company.resource) }) : w('discardForUnits')
  return [
    { value: 'closed', id: 'closed', title: w('keepClosed'), text: w('keepClosedText') },
    { value: 'open', id: 'open', title: w('open'), text: w('openText') },
    { value: 'discard', id: 'discard', title: discard, text: w('discardText') },
  ]
}

/** A tech card's short name, for a scoring round's column in the game report ("nuke"). */
export function techShortName(tech: TechCard): string {
  return w(TECH_KEYS[tech].short)
}

/** "It's the nuke card": what a tech card does when it comes up. */
export function techCardLine(tech: TechCard): string {
  return w(TECH_KEYS[tech].line)
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
  // The resources and their figures are listed as two lists, in the same order (", " in every language).
  const leads =
    line.leads.length === 0
      ? w('noLead')
      : w('leads', { resources: line.leads.map(resourceWord).join(', '), values: line.leads.map((r) => line.production[r]).join(', '), points: line.leaderPoints })
  const clouds = line.clouds === 0 ? w('noCloud') : w('clouds', { n: line.clouds, points: line.clouds * POINTS_PER_CLOUD }, line.clouds)
  return {
    power: line.power,
    name: powerName(line.power),
    treasury: w('treasury', { cash: money(line.cash), n: line.treasury }, line.treasury),
    leads,
    clouds,
    total: line.total,
  }
}

export interface RoundView {
  title: string
  rows: ScoreRowView[]
}

export function roundView(round: ScoringRound, index: number): RoundView {
  const card = w(TECH_KEYS[round.trigger].trigger)
  const title = round.turn === 0 ? w('roundSetup', { n: index + 1, card }) : w('roundTurn', { n: index + 1, card, turn: round.turn })
  return { title, rows: round.lines.map(scoreRow) }
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
  if (winners.length === 0) return w('gameOver')
  const totals = scoreTotals(state.cashFlow!.rounds)
  const n = totals[winners[0]!] ?? 0
  return winners.length === 1 ? w('winsWith', { name: powerName(winners[0]!), n }, n) : w('shareWin', { names: formatList(winners.map(powerName)), n }, n)
}

/** How a round scores, in one line for the panel's head. */
export function scoringRuleLine(): string {
  return w('scoringRule', { money: money(MILLIONS_PER_POINT), lead: PRODUCTION_LEADER_POINTS, cloud: POINTS_PER_CLOUD })
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

/** The kinds of card, for the chips: "A company", "It's the nuke card", ... (read afresh: the reader's language). */
export function cardKindOptions(): { value: CardDraft['kind']; label: string }[] {
  return [{ value: 'company', label: w('kindCompany') }, ...(['nukes', 'lstars', 'supremacy'] as const).map((t) => ({ value: t, label: w(TECH_KEYS[t].kind) }))]
}

/** A power's points: "1 point", "12 points". */
export function pointsText(n: number): string {
  return w('pointsN', { n }, n)
}
