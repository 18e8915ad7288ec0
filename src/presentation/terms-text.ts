import type { EndTerms } from '../domain/modules/endgame/terms'

/** "Detente after 5 cycles; handicap 4-Star General", or "no Detente point, no handicap". */
export function endTermsText(terms: EndTerms): string {
  const d = terms.detente
  const point = !d ? 'no Detente point' : d.kind === 'cycles' ? `Detente after ${d.cycles} cycle${d.cycles === 1 ? '' : 's'}` : 'Detente at an agreed clock time'
  const handicap = terms.handicap ? `handicap ${terms.handicap}-Star General` : 'no handicap'
  return `${point}; ${handicap}`
}
