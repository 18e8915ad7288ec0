/**
 * The Help screen: how to run each kind of game, in plain words, from the README and docs/ (the
 * long forms live there: docs/basic-game.md, docs/air-units.md, docs/warlords-and-pirates.md,
 * docs/cash-flow.md, docs/war-of-supremacy.md, docs/game-files.md). The words are in catalogs/help.ts.
 */
import { helpWords, type HELP } from './catalogs/help'
import { money } from './catalogs/common'
import { LOAN_STEP } from '../domain/kernel/rules-constants'
import { AIR_BUILD_COST_PER_SET, AIR_UNIT_SALARY } from '../domain/modules/air-units/data'

type HelpKey = keyof typeof HELP

export interface HelpTopic {
  readonly id: string
  readonly title: string
  /** Steps in order (a numbered list) or, with `bullets`, points in any order. */
  readonly steps: readonly string[]
  readonly bullets?: boolean
}

interface TopicKeys {
  readonly id: string
  readonly title: HelpKey
  readonly steps: readonly HelpKey[]
  readonly bullets?: boolean
}

const TOPICS: readonly TopicKeys[] = [
  { id: 'basic', title: 'basicTitle', steps: ['basic1', 'basic2', 'basic3', 'basic4', 'basic5', 'basic6', 'basic7', 'basic8'] },
  { id: 'bookkeeping', title: 'bookkeepingTitle', bullets: true, steps: ['bookkeeping1', 'bookkeeping2', 'bookkeeping3', 'bookkeeping4', 'bookkeeping5'] },
  { id: 'battles', title: 'battlesTitle', bullets: true, steps: ['battles1', 'battles2', 'battles3'] },
  { id: 'air-units', title: 'airUnitsTitle', bullets: true, steps: ['airUnits1', 'airUnits2', 'airUnits3', 'airUnits4'] },
  { id: 'warlords', title: 'warlordsTitle', bullets: true, steps: ['warlords1', 'warlords2', 'warlords3', 'warlords4'] },
  { id: 'cash-flow', title: 'cashFlowTitle', steps: ['cashFlow1', 'cashFlow2', 'cashFlow3', 'cashFlow4'] },
  { id: 'war-of-supremacy', title: 'warOfSupremacyTitle', steps: ['warOfSupremacy1', 'warOfSupremacy2', 'warOfSupremacy3', 'warOfSupremacy4'] },
  { id: 'safety', title: 'safetyTitle', bullets: true, steps: ['safety1', 'safety2', 'safety3', 'safety4'] },
]

/** The topics in the reader's language (call it where the language can change: a computed, a template). */
export function helpTopics(): readonly HelpTopic[] {
  // The amounts quoted come from the rules the app plays: a loan's step, an air unit's salary, a pair's price.
  const values = { loan: money(LOAN_STEP), salary: money(AIR_UNIT_SALARY), price: money(AIR_BUILD_COST_PER_SET) }
  return TOPICS.map((topic) => ({
    id: topic.id,
    title: helpWords(topic.title),
    steps: topic.steps.map((key) => helpWords(key, values)),
    ...(topic.bullets ? { bullets: true } : {}),
  }))
}
