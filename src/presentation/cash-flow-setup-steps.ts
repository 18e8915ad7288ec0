/**
 * The Cash Flow set-up as a guided sequence: one step per superpower (its cards, resources and
 * forces), then the deck and the entropy token. What is still missing is listed item by item in the
 * order the steps ask, each with the step and the control that supplies it, so "next missing" can
 * go straight there; the Start bar's reasons are the same items' words. Pure: the die is passed in.
 */
import { FACE_UP_CARDS, STARTING_OWN_CARDS, STARTING_RESOURCE_UNITS } from '../domain/modules/cash-flow/data'
import { cfSetupWords as w } from './catalogs/cf-setup'
import { powerName } from './catalogs/powers'
import type { PowerId } from '../domain/kernel/ids'
import { unitsChosen, type CashFlowForm, type CashFlowPowerForm } from './cash-flow-setup-ui'

type Powers = readonly { id: PowerId; cashFlow: CashFlowPowerForm }[]

/** The element ids of the controls that supply each item (the screens give them these ids). */
export const CF_TARGETS = {
  deal: (id: PowerId) => `cf-deal-${id}`,
  neutral: (id: PowerId, index: number) => `cf-neutral-${id}-${index}`,
  units: (id: PowerId) => `cf-units-${id}`,
  entropy: 'cf-entropy-roll',
  faceUp: (index: number) => `cf-face-up-${index}`,
} as const

export interface SetupStep {
  /** A power's id, or 'deck' for the last step. */
  key: PowerId | 'deck'
  label: string
  /** Items still missing in this step. */
  missing: number
}

export interface MissingItem {
  /** Index into the steps. */
  step: number
  /** The id of the element to bring into view and focus. */
  target: string
  text: string
}

/** What is still missing on the form, in the order the steps ask. */
export function cashFlowMissing(powers: Powers, form: CashFlowForm): MissingItem[] {
  const items: MissingItem[] = []
  powers.forEach((p, step) => {
    const power = powerName(p.id)
    const own = new Set(p.cashFlow.own).size
    if (own !== STARTING_OWN_CARDS) items.push({ step, target: CF_TARGETS.deal(p.id), text: w('missingOwn', { power, n: STARTING_OWN_CARDS, picked: own }) })
    const blank = p.cashFlow.neutral.findIndex((c) => c.territory.trim() === '')
    if (blank >= 0) items.push({ step, target: CF_TARGETS.neutral(p.id, blank), text: w('missingNeutral', { power }) })
    const units = unitsChosen(p.cashFlow.resources)
    if (units !== STARTING_RESOURCE_UNITS) items.push({ step, target: CF_TARGETS.units(p.id), text: w('missingUnits', { power, n: units, total: STARTING_RESOURCE_UNITS }) })
  })
  const deck = powers.length
  if (form.entropyHolder === null || !powers.some((p) => p.id === form.entropyHolder)) items.push({ step: deck, target: CF_TARGETS.entropy, text: w('missingEntropy') })
  const blank = form.faceUp.findIndex((c) => c.territory.trim() === '')
  if (blank >= 0) items.push({ step: deck, target: CF_TARGETS.faceUp(blank), text: w('missingFaceUp', { n: FACE_UP_CARDS }) })
  return items
}

/** What is still missing, in words (the Start bar's reasons); the rules then judge the rest (preview). */
export function cashFlowProblems(powers: Powers, form: CashFlowForm): string[] {
  return cashFlowMissing(powers, form).map((m) => m.text)
}

/** The steps: each power in seating order, then the deck and the token; with what each still misses. */
export function cashFlowSteps(powers: Powers, form: CashFlowForm): SetupStep[] {
  const missing = cashFlowMissing(powers, form)
  const count = (step: number) => missing.filter((m) => m.step === step).length
  return [...powers.map((p, i) => ({ key: p.id, label: powerName(p.id), missing: count(i) })), { key: 'deck' as const, label: w('deckStep'), missing: count(powers.length) }]
}

/**
 * "randomly draws four (4) resource cards from their superpowers' stack", for a table that lets the
 * app deal: a die per card names one of the stack (1 the first...), re-rolled when it names a card
 * already drawn or none (a stack of fewer than six), so every card is equally likely.
 */
export function drawOwnCards(stack: number, die: () => number): number[] {
  const drawn: number[] = []
  const wanted = Math.min(STARTING_OWN_CARDS, stack)
  while (drawn.length < wanted) {
    const face = die() - 1
    if (face < stack && !drawn.includes(face)) drawn.push(face)
  }
  return drawn
}
