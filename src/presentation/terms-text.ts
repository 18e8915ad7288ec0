import type { EndTerms } from '../domain/modules/endgame/terms'
import { newGameWords as w } from './catalogs/new-game'

/**
 * "Detente after 5 cycles; handicap 4-Star General", or "no Detente point; no handicap": two
 * separate terms listed side by side (each a whole phrase in the catalog).
 */
export function endTermsText(terms: EndTerms): string {
  const d = terms.detente
  const point = !d ? w('termsPointNone') : d.kind === 'cycles' ? w('termsPointCycles', { n: d.cycles }, d.cycles) : w('termsPointClock')
  const handicap = terms.handicap ? w('termsHandicap', { rank: terms.handicap }) : w('termsHandicapNone')
  return `${point}; ${handicap}`
}
