/**
 * A rule's place as the rules core cites it (a refusal's `rule`, a card's closed note), in the
 * reader's language: the citation is found by its exact English in the catalogs of citations
 * (the basic rules' places, and the battle drill's); one not found is shown as the rules wrote it
 * (the variants' and the card game's sections, kept as printed).
 */
import { BATTLE_RULE } from '../domain/modules/battle/data'
import { RULE_CITATIONS, ruleCitationWords } from './catalogs/rule-citations'
import { battleRuleWords } from './catalogs/reasons-battle'

type Say = () => string

let byEnglish: Map<string, Say> | undefined

function citations(): Map<string, Say> {
  if (byEnglish) return byEnglish
  byEnglish = new Map<string, Say>()
  for (const key of Object.keys(BATTLE_RULE) as (keyof typeof BATTLE_RULE)[]) byEnglish.set(BATTLE_RULE[key], () => battleRuleWords(key))
  for (const key of Object.keys(RULE_CITATIONS) as (keyof typeof RULE_CITATIONS)[]) byEnglish.set(RULE_CITATIONS[key], () => ruleCitationWords(key))
  return byEnglish
}

export function citationText(rule: string): string {
  const say = citations().get(rule)
  return say ? say() : rule
}

/** Whether a citation has words in the catalogs (the tests hold the rules' citations to this). */
export function hasCitation(rule: string): boolean {
  return citations().has(rule)
}
