import type { PowerId } from '../domain/kernel/ids'
import type { Millions } from '../domain/kernel/money'
import type { GameState } from '../domain/kernel/state'
import type { DetenteLine, DetenteValuation } from '../domain/modules/endgame/detente'
import { detenteStandings } from '../domain/questions'
import { money } from './catalogs/common'
import { standingWords } from './catalogs/standings'

/** One row of the standings table, with its valuation written out line by line. */
export interface StandingRow {
  power: PowerId
  player: string
  /** 1 for the richest; powers tied on value share a place. */
  place: number
  total: Millions
  /** How far behind the leader (0 for the leader and every power tied with it). */
  gap: Millions
  /** "Leader", "Tied for the lead", or "$1,200M behind". */
  gapText: string
  lines: { key: DetenteLine['key']; text: string; value: Millions }[]
}

/** The basic lines' units, by line key: a count message of the unit's name ("mineral | minerals"). */
const UNIT_KEYS = ['grain', 'oil', 'minerals', 'companies', 'forces', 'nukes', 'lstars'] as const
type UnitKey = (typeof UNIT_KEYS)[number]
const isUnitKey = (key: string): key is UnitKey => (UNIT_KEYS as readonly string[]).includes(key)

/** A line of a variant's units: its unit's names ("air unit", "air units"), as the rules name them. */
function unitWords(line: DetenteLine): [string, string] {
  const units = line.units?.map((u) => u.unit) ?? []
  if (units.length === 1) return [units[0]!.name, units[0]!.plural]
  return [units.map((u) => u.name).join(' or ') || line.label, units.map((u) => u.plural).join(' and ') || line.label]
}

/** "4 grain × $500M = $2,000M", "Cash $2,350M", "Bank loans −$3,000M". */
export function detenteLineText(line: DetenteLine): string {
  if (line.key === 'cash') return standingWords('cash', { amount: money(line.value) })
  if (line.key === 'loans') return standingWords('loans', { amount: money(line.value) })
  if (line.key === 'arrears') return standingWords('arrears', { amount: money(line.value) })
  const n = line.count
  const unit = isUnitKey(line.key) ? standingWords(line.key, {}, n) : unitWords(line)[n === 1 ? 0 : 1]
  return standingWords('line', { n, unit, each: money(line.each), value: money(line.value) })
}

function rows(state: GameState, standings: DetenteValuation[]): StandingRow[] {
  const top = standings[0]?.total ?? 0
  const tiedAtTop = standings.filter((s) => s.total === top).length > 1
  return standings.map((s) => {
    const gap = top - s.total
    return {
      power: s.power,
      player: state.powers[s.power]?.player ?? '',
      place: 1 + standings.filter((o) => o.total > s.total).length,
      total: s.total,
      gap,
      gapText: gap > 0 ? standingWords('behind', { amount: money(gap) }) : tiedAtTop ? standingWords('tied') : standingWords('leader'),
      lines: s.lines.map((l) => ({ key: l.key, text: detenteLineText(l), value: l.value })),
    }
  })
}

/** The Detente standings right now, richest first, ready to show. */
export function standingRows(state: GameState): StandingRow[] {
  return rows(state, detenteStandings(state))
}
