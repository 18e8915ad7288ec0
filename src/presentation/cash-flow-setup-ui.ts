/**
 * The Cash Flow variant's set-up on the new-game screen, as plain data and arithmetic: each power's
 * six cards (four picked from its own stack, two neutral typed), its fifteen resource units, its
 * forces; the entropy token; the deck's thirds and face-up row; the two readings. What the table
 * may not do is the rules' answer (the startGame preview), not this file's.
 */
import type { CompanyInput } from '../domain/modules/setup/commands'
import type { CashFlowSetup } from '../domain/modules/cash-flow/commands'
import {
  FACE_UP_CARDS,
  STARTING_EXTRA_ARMIES,
  STARTING_NEUTRAL_CARDS,
  STARTING_OWN_CARDS,
  STARTING_RESOURCE_UNITS,
  TECH_CARDS,
} from '../domain/modules/cash-flow/data'
import { DEFAULT_CASH_FLOW_SETTINGS, type CashFlowLoans, type CashFlowWithdraw, type EntropyIgnored, type LeaderTies } from '../domain/modules/cash-flow/settings'
import { HOME_COMPANIES, SUPERPOWERS } from '../domain/kernel/superpowers'
import { RESOURCES, type PowerId, type Resource } from '../domain/kernel/ids'
import { cfSetupWords as w } from './catalogs/cf-setup'

/** A card as typed (same shape as the Random Open dealt card). */
export interface CashFlowCardForm {
  resource: Resource
  units: number
  territory: string
  name: string
}

export interface CashFlowPowerForm {
  /** Indexes into HOME_COMPANIES[id] of the four cards drawn from the power's own stack. */
  own: number[]
  /** The two neutral cards, typed. */
  neutral: CashFlowCardForm[]
  resources: Record<Resource, number>
  /** Armies placed; null means the default (homes + carded neutral territories + 15). */
  armies: number | null
  navies: number
}

export interface CashFlowForm {
  entropyHolder: PowerId | null
  /** Cards left in the deck after the deal; null: the default for the number of players. */
  cardsLeft: number | null
  /**
   * The company cards in each third once the face-up row is dealt off the top of the first;
   * null: the cards left split as evenly as possible, less the row from the first pile.
   */
  thirds: [number, number, number] | null
  faceUp: CashFlowCardForm[]
  /** The nuke card came up while the face-up row was dealt (scored at once; the next card took its place). */
  nukeInRow: boolean
  leaderTies: LeaderTies
  loans: CashFlowLoans
  withdraw: CashFlowWithdraw
  entropyIgnored: EntropyIgnored
}

/**
 * The company cards of the combined resource deck this app assumes (the table corrects the count
 * left after the deal if its deck differs): not a rule of the variant, a default to edit.
 */
export const DECK_COMPANY_CARDS = 60
/** "Each player starts the game with six resource cards" (Game Set-Up, Resource Cards). */
export const CARDS_PER_PLAYER = STARTING_OWN_CARDS + STARTING_NEUTRAL_CARDS

export { FACE_UP_CARDS, STARTING_EXTRA_ARMIES, STARTING_NEUTRAL_CARDS, STARTING_OWN_CARDS, STARTING_RESOURCE_UNITS }

export function emptyCard(): CashFlowCardForm {
  return { resource: 'grain', units: 1, territory: '', name: '' }
}

/** A fresh power: nothing drawn yet, the fifteen units split evenly until the player chooses. */
export function emptyCashFlowPower(): CashFlowPowerForm {
  const each = Math.floor(STARTING_RESOURCE_UNITS / RESOURCES.length)
  return { own: [], neutral: Array.from({ length: STARTING_NEUTRAL_CARDS }, emptyCard), resources: { grain: each, oil: each, minerals: each }, armies: null, navies: 0 }
}

export function emptyCashFlowForm(): CashFlowForm {
  return {
    entropyHolder: null,
    cardsLeft: null,
    thirds: null,
    faceUp: Array.from({ length: FACE_UP_CARDS }, emptyCard),
    nukeInRow: false,
    leaderTies: DEFAULT_CASH_FLOW_SETTINGS.cashFlowLeaderTies,
    loans: DEFAULT_CASH_FLOW_SETTINGS.cashFlowLoans,
    withdraw: DEFAULT_CASH_FLOW_SETTINGS.cashFlowWithdraw,
    entropyIgnored: DEFAULT_CASH_FLOW_SETTINGS.cashFlowEntropyIgnored,
  }
}

const key = (t: string) => t.trim().toLowerCase()

/** "one army in each home territory and each neutral territory where he has a resource card", then 15 more. */
export function defaultArmies(id: PowerId, neutral: readonly CashFlowCardForm[]): { homes: number; carded: number; total: number } {
  const homes = SUPERPOWERS[id].homeTerritories
  const carded = new Set(neutral.map((c) => key(c.territory)).filter((t) => t !== '' && !homes.some((h) => key(h) === t))).size
  return { homes: homes.length, carded, total: homes.length + carded + STARTING_EXTRA_ARMIES }
}

export function armiesOf(id: PowerId, p: CashFlowPowerForm): number {
  return p.armies ?? defaultArmies(id, p.neutral).total
}

export function unitsChosen(resources: Readonly<Record<Resource, number>>): number {
  return RESOURCES.reduce((sum, r) => sum + resources[r], 0)
}

/** Cards left after the deal: the deck less six for each player, unless the table typed its count. */
export function cardsLeft(form: CashFlowForm, players: number): number {
  return form.cardsLeft ?? Math.max(0, DECK_COMPANY_CARDS - CARDS_PER_PLAYER * players)
}

/** "divided into three equal (as close as possible) piles": any remainder to the first piles. */
export function splitThirds(cards: number): [number, number, number] {
  const base = Math.floor(cards / 3)
  const extra = cards - base * 3
  return [base + (extra > 0 ? 1 : 0), base + (extra > 1 ? 1 : 0), base]
}

/**
 * "Three cards are drawn from the top of the deck and placed in a row": the row comes off the first
 * pile, so the deck the game starts with holds three company cards fewer there (the rules' thirds
 * count the deck as it stands once the row is dealt).
 */
export function thirdsAfterRow(piles: readonly [number, number, number]): [number, number, number] {
  return [Math.max(0, piles[0] - FACE_UP_CARDS), piles[1], piles[2]]
}

export function thirdsOf(form: CashFlowForm, players: number): [number, number, number] {
  return form.thirds ?? thirdsAfterRow(splitThirds(cardsLeft(form, players)))
}

/** Cards in the deck at the first turn: the thirds' companies and the tech cards still in it. */
export function deckAtStart(form: CashFlowForm, players: number): number {
  return thirdsOf(form, players).reduce((a, b) => a + b, 0) + TECH_CARDS.length - (form.nukeInRow ? 1 : 0)
}

/** "Roll for it": a die rolled until it names a seat (1 the first seat...), so every seat is equally likely. */
export function seatFromDie(die: number, seats: number): number | undefined {
  return die >= 1 && die <= seats ? die - 1 : undefined
}

function cardInput(c: CashFlowCardForm): CompanyInput {
  return { name: c.name.trim(), territory: c.territory.trim(), resource: c.resource, units: c.units, origin: 'independent' }
}

/** The Cash Flow part of the startGame command the form stands for. */
export function cashFlowSetupOf(powers: readonly { id: PowerId; cashFlow: CashFlowPowerForm }[], form: CashFlowForm): CashFlowSetup {
  return {
    powers: powers.map((p) => ({
      id: p.id,
      companies: [
        ...[...new Set(p.cashFlow.own)]
          .sort((a, b) => a - b)
          .flatMap((i) => (HOME_COMPANIES[p.id][i] ? [{ ...HOME_COMPANIES[p.id][i]!, origin: p.id }] : [])),
        ...p.cashFlow.neutral.map(cardInput),
      ],
      resources: { ...p.cashFlow.resources },
      armies: armiesOf(p.id, p.cashFlow),
      navies: p.cashFlow.navies,
    })),
    // An unchosen holder is sent as it is so the rules say what is missing.
    entropyHolder: (form.entropyHolder ?? '') as PowerId,
    thirds: thirdsOf(form, powers.length),
    faceUp: form.faceUp.map(cardInput),
    ...(form.nukeInRow ? { techDealt: ['nukes' as const] } : {}),
  }
}

/** A reading's choice for the setup's radio cards, in the reader's language. */
interface Reading<V extends string> {
  value: V
  id: V
  title: string
  text: string
}
const reading = <V extends string>(value: V, key: CfSetupKey): Reading<V> => ({ value, id: value, title: w(key), text: w(`${key}Text`) })
type CfSetupKey = 'tiesShared' | 'tiesNone' | 'entropyFirstTurn' | 'entropyFirstRound' | 'loansAnyTime' | 'loansMarket' | 'withdrawNever' | 'withdrawToRow'

/** The readings where the variant is silent, with the variant's words (settings.ts); functions, so they follow a change of language. */
export const leaderTieChoices = (): Reading<LeaderTies>[] => [reading('shared', 'tiesShared'), reading('none', 'tiesNone')]
export const entropyStartChoices = (): Reading<EntropyIgnored>[] => [reading('first-turn', 'entropyFirstTurn'), reading('first-round', 'entropyFirstRound')]
export const loanChoices = (): Reading<CashFlowLoans>[] => [reading('any-time', 'loansAnyTime'), reading('market-action', 'loansMarket')]
export const withdrawChoices = (): Reading<CashFlowWithdraw>[] => [reading('never', 'withdrawNever'), reading('to-row', 'withdrawToRow')]
