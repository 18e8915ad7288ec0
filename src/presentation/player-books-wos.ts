/**
 * One seat's own books in a War of Supremacy game, on its player's phone: the cards in hand, the
 * Territories won and defended, the creatures it has on the table with their scores, its team.
 * Read from the table's view model (wosTable: every number the rules' own); this file picks the seat.
 */
import type { GameState } from '../domain/kernel/state'
import { wosTable, type CreatureView } from './wos-ui'

export interface WosBooks {
  seat: number
  name: string
  hand: number
  won: number
  /** "3 Territories to win" ("..., partners together" in a Team Game). */
  toWinText: string
  territories: string[]
  defends: string[]
  team?: string
  /** The seat's creatures on the table: defending a Territory, or attacking this turn. */
  creatures: (CreatureView & { where: string; role: 'defends' | 'attacks' })[]
  isTurn: boolean
}

/** The books of seat `seat` ('p1'...), or undefined (not a War of Supremacy game, or no such seat). */
export function wosBooks(state: GameState, seat: string): WosBooks | undefined {
  const table = wosTable(state)
  const player = table?.players.find((p) => p.id === seat)
  if (!table || !player) return undefined
  const creatures = table.fields.flatMap((f) => [
    ...(f.defenderId === seat ? f.defenders.map((c) => ({ ...c, where: f.territory, role: 'defends' as const })) : []),
    ...(table.turn.playerId === seat ? f.attackers.map((c) => ({ ...c, where: f.territory, role: 'attacks' as const })) : []),
  ])
  return {
    seat: player.seat,
    name: player.name,
    hand: player.hand,
    won: player.won,
    toWinText: table.toWinText,
    territories: player.territories,
    defends: player.defends,
    ...(player.team ? { team: player.team } : {}),
    creatures,
    isTurn: player.isTurn,
  }
}
