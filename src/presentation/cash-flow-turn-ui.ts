/**
 * The Turn screen's words: the six actions with one line each of what they do (the variant's
 * Action Selection) and the entropy dice read aloud. Wording only: what is allowed is the rules' answer.
 */
import type { PowerId, Resource } from '../domain/kernel/ids'
import type { LogEntry } from '../domain/kernel/log'
import type { Company } from '../domain/kernel/state'
import { CASH_FLOW_ACTIONS, ACTION_NAMES, ENTROPY_CHOICE_FACE, ENTROPY_TYPE_DIE, type CashFlowAction } from '../domain/modules/cash-flow'
import { RESOURCE_LABELS } from './labels'

/** One line per action: what a player selecting it may do this turn. */
export const ACTION_LINES: Readonly<Record<CashFlowAction, string>> = {
  production: 'Buy one labor unit per resource type and move its open companies’ output into the supply center.',
  build: 'Buy one labor unit per unit type and spend minerals: army 1, navy 2, nuke 3, L-star 4.',
  market: 'Sell, reprice or buy resources on the commodities market; trade directly; satisfy labor demand.',
  deployment: 'Move armies and navies, one oil unit per move; declare blockades afterwards.',
  attack: 'Grain per border attacked, matched dice, occupation for oil, nationalize, nuclear strikes.',
  research: 'Buy one labor unit per card drawn from the deck or the face-up row; keep, open or discard it.',
}

export interface ActionChoice {
  action: CashFlowAction
  name: string
  line: string
}

export function actionChoices(): ActionChoice[] {
  return CASH_FLOW_ACTIONS.map((action) => ({ action, name: ACTION_NAMES[action], line: ACTION_LINES[action] }))
}

/** The type die's faces in words: "1-2 minerals, 3-4 oil, 5-6 grain". */
export function typeDieRule(): string {
  const by = new Map<Resource, number[]>()
  for (const [face, r] of Object.entries(ENTROPY_TYPE_DIE)) by.set(r, [...(by.get(r) ?? []), Number(face)])
  return [...by.entries()].map(([r, faces]) => `${faces.join(' or ')}: ${RESOURCE_LABELS[r].toLowerCase()}`).join(' · ')
}

/** What the type dice say: the resource of the last roll, and whether earlier rolls were re-rolls. */
export function typeDiceText(dice: readonly number[]): string {
  const last = dice.at(-1)
  if (last === undefined || last < 1) return 'Roll or type the type die.'
  const r = ENTROPY_TYPE_DIE[last]
  return r ? `A ${last}: a ${RESOURCE_LABELS[r].toLowerCase()} company.` : 'Roll or type the type die.'
}

/** The production die read aloud. */
export function productionDieText(die: number): string {
  if (die < 1) return 'Roll or type the minimum-production die.'
  if (die === ENTROPY_CHOICE_FACE) return `A ${ENTROPY_CHOICE_FACE}: the holder chooses which company of that type to discard.`
  return `A ${die}: a company producing at least ${die}; if none does, the highest producer.`
}

export function companyText(c: Company): string {
  return `${c.name || 'Unnamed'} · ${c.territory} · ${RESOURCE_LABELS[c.resource]} ${c.units}`
}

/**
 * True when the last entry still standing (undo and redo lines and undone entries skipped: the
 * top of the fold's applied stack, `lastInEffect`) is `power` choosing its action: nothing of the
 * action was sent yet. The End button then asks once more, as a table's End sits right under the
 * form's own button and is the larger of the two.
 */
export function nothingSentSinceAction(lastInEffect: LogEntry | undefined, power: PowerId): boolean {
  const cmd = lastInEffect?.command
  return cmd?.kind === 'selectAction' && cmd.power === power
}
