/**
 * The Turn screen's words: the six actions with one line each of what they do (the variant's
 * Action Selection) and the entropy dice read aloud. Wording only: what is allowed is the rules' answer.
 */
import type { PowerId, Resource } from '../domain/kernel/ids'
import type { LogEntry } from '../domain/kernel/log'
import type { Company } from '../domain/kernel/state'
import { CASH_FLOW_ACTIONS, ENTROPY_CHOICE_FACE, ENTROPY_TYPE_DIE, type CashFlowAction } from '../domain/modules/cash-flow'
import { cfActionName, cfTurnWords as w } from './catalogs/cf-turn'
import { RESOURCE_IN_SENTENCE, RESOURCE_LABELS } from './labels'

/** One line per action: what a player selecting it may do this turn. */
export function actionLine(action: CashFlowAction): string {
  return w(`${action}Line`)
}

export interface ActionChoice {
  action: CashFlowAction
  name: string
  line: string
}

export function actionChoices(): ActionChoice[] {
  return CASH_FLOW_ACTIONS.map((action) => ({ action, name: cfActionName(action), line: actionLine(action) }))
}

/** The type die's faces in words: "1 or 2: minerals · 3 or 4: oil · 5 or 6: grain". */
export function typeDieRule(): string {
  const by = new Map<Resource, number[]>()
  for (const [face, r] of Object.entries(ENTROPY_TYPE_DIE)) by.set(r, [...(by.get(r) ?? []), Number(face)])
  return [...by.entries()].map(([r, faces]) => w('typeDieFace', { low: faces[0]!, high: faces.at(-1)!, resource: RESOURCE_IN_SENTENCE[r] })).join(' · ')
}

/** What the type dice say: the resource of the last roll, and whether earlier rolls were re-rolls. */
export function typeDiceText(dice: readonly number[]): string {
  const last = dice.at(-1)
  if (last === undefined || last < 1) return w('rollTypeDie')
  const r = ENTROPY_TYPE_DIE[last]
  return r ? w('typeDieSays', { die: last, resource: RESOURCE_IN_SENTENCE[r] }) : w('rollTypeDie')
}

/** An earlier roll of the type die that named a type the holder owns none of. */
export function rerolledText(dice: readonly number[]): string {
  return w('rolledAgain', { dice: dice.map((d) => w('rerolledDie', { die: d, resource: RESOURCE_IN_SENTENCE[ENTROPY_TYPE_DIE[d]!] })).join(', ') })
}

/** The production die read aloud. */
export function productionDieText(die: number): string {
  if (die < 1) return w('rollProductionDie')
  if (die === ENTROPY_CHOICE_FACE) return w('productionChoice', { die: ENTROPY_CHOICE_FACE })
  return w('productionDieSays', { die })
}

export function companyText(c: Company): string {
  return w('company', { name: c.name || w('unnamed'), territory: c.territory, resource: RESOURCE_LABELS[c.resource], units: c.units })
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
