/**
 * The Warlords and Pirates Client List in words (Sales Chart: "where the players note the type of
 * weapon they are selling and to whom", at the beginning of Stage 6): the form's choices and lines,
 * the Stage 6 card's rows. Whether a list or a sale is accepted is the rules' answer, never decided here.
 */
import type { Command } from '../domain/kernel/registry'
import type { PowerId } from '../domain/kernel/ids'
import type { GameState } from '../domain/kernel/state'
import { atStage6Start, clientListThisCycle } from '../domain/modules/warlords/client-list'
import { WEAPONS_PER_POWER_PER_TURN } from '../domain/modules/warlords/data'
import type { ClientLine } from '../domain/modules/warlords/state'
import { hasWarlords, zonesSetUp } from './warlords-ui'
import { powerName } from './catalogs/powers'
import { warlordsWords as w } from './catalogs/warlords'
import { holderText, weaponCount } from './catalogs/warlords-names'

/** How many weapons one line may name: the three a player may sell a turn. */
export const CLIENT_LINE_MOST = WEAPONS_PER_POWER_PER_TURN

/** The sellers the form offers: the powers of the game, by name. */
export function sellerOptions(state: GameState): { value: PowerId; label: string }[] {
  return state.order.map((id) => ({ value: id, label: powerName(id) }))
}

/** "Sivaji, the warlord of India", or the zone when no one holds it. */
function buyerName(state: GameState, zone: string): string {
  const held = state.neutral?.zones.find((z) => z.zone === zone)
  return held ? holderText(held) : zone
}

/** "USA: 2 nukes to Sivaji, the warlord of India". */
export function clientLineText(state: GameState, line: ClientLine): string {
  return w('clientLine', { power: powerName(line.power), weapons: weaponCount(line.count, line.weapon), holder: buyerName(state, line.zone) })
}

/** The form's command: the table's whole list (no lines: nobody sells this turn). */
export function clientListCommand(lines: readonly ClientLine[]): Command {
  return { kind: 'noteClientList', lines: lines.map((l) => ({ ...l })) }
}

/** The lines to start the form from: the list noted this turn when it is noted again, else none. */
export function clientListPrefill(state: GameState): ClientLine[] {
  return (clientListThisCycle(state)?.lines ?? []).map(({ power, weapon, zone, count }) => ({ power, weapon, zone, count }))
}

/** The form's confirm: what it notes. */
export function clientListConfirmLabel(lines: readonly ClientLine[]): string {
  if (lines.length === 0) return w('noteNobody')
  return w('noteLines', { n: lines.length }, lines.length)
}

/** One row of the Stage 6 card: the line, and what is left of it to sell. */
export interface ClientListRow {
  key: string
  text: string
  /** "1 left to sell", "sold". */
  status: string
}

/** Whether the Stage 6 card shows: a Warlords game at Stage 6 with the warlords placed. */
export function showsClientList(state: GameState): boolean {
  return hasWarlords(state) && zonesSetUp(state) && state.play?.stage === 6
}

/** Whether the list may still be noted (or changed) now: the beginning of Stage 6. */
export function clientListOpen(state: GameState): boolean {
  return state.play !== undefined && atStage6Start(state.play)
}

/** The list noted this turn, a row a line; empty when none is noted. */
export function clientListRows(state: GameState): ClientListRow[] {
  return (clientListThisCycle(state)?.lines ?? []).map((l) => {
    const left = l.count - l.sold
    return { key: `${l.power}-${l.weapon}-${l.zone}`, text: clientLineText(state, l), status: left === 0 ? w('sold') : l.sold === 0 ? w('toSell') : w('leftToSell', { n: left }) }
  })
}

/** The card's summary: noted or not, and what that means for the sales at the end of the stage. */
export function clientListSummary(state: GameState): string {
  const list = clientListThisCycle(state)
  if (!list) return w(clientListOpen(state) ? 'notNoted' : 'noneNoted')
  return w(list.lines.length === 0 ? 'notedNobody' : 'notedLines')
}
