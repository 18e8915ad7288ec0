import type { Field, SeatId, WosOutcome, WosState, WosTurn } from './state'
import { sides, wonBy, withField, findSeat, withPlayer } from './table'

/**
 * When a player wins a Territory: every card in combat there goes to the grave, the winner takes
 * the Territory (its ordinal remembered for the deck-out tie-break), the game ends if their side
 * has enough, else the field waits for the next combat form and Territory cards.
 */
export function winTerritory(wos: WosState, field: Field, winner: SeatId, endsOtherAttack = false): WosState {
  const player = findSeat(wos, winner)!
  const ordinal = wos.wonCount + 1
  const taken: WosState = {
    ...wos,
    players: withPlayer(wos, { ...player, won: [...player.won, { name: field.territory, ordinal }] }),
    wonCount: ordinal,
  }
  const refreshed: Field = { id: field.id, territory: '', forms: [], defenders: [], held: 0 }
  // Only this Territory's cards are refreshed (Multiple Territories): the other fight goes on.
  const turn: WosTurn = wos.turn.field === field.id ? { ...wos.turn, attackers: [] } : wos.turn
  // Multiple Territories: "If a player wins one Territory, the other Territory will continue and will
  // not restart", so a card winning one Territory while the current player attacks the other leaves
  // that attack to be resolved (before, the turn skipped to the pick-up and its attackers vanished
  // unresolved; `endsOtherAttack` keeps that reading for version 1's entries).
  const isOtherAttackOn = !endsOtherAttack && turn.step === 'combat' && turn.field !== undefined && turn.field !== field.id
  const step = isOtherAttackOn || (turn.step !== 'claim' && turn.step !== 'combat') ? turn.step : 'draw'
  const next: WosState = { ...taken, fields: withField(taken, refreshed), turn: { ...turn, step } }
  const side = sides(next).find((s) => s.includes(winner))!
  if (wonBy(next, side).length >= next.toWin) return { ...next, outcome: { winners: [...side], how: 'territories' } }
  return next
}

/**
 * Deck Runs Out: "1: The player with the most Territories will win. 2: If multiple players are equal
 * on the most territories won, and if any of those players are currently defending the Territory,
 * they will win. 3: If neither of the above occur, the player who was the first to win the current
 * amount of Territories between the leading players will win." Teams count their Territories
 * together. Two tied leaders both defending (Multiple Territories) go on to step 3 between them;
 * tied leaders with no Territory and no defender draw.
 */
export function deckOutOutcome(wos: WosState): WosOutcome {
  const all = sides(wos).map((side) => ({ side, won: wonBy(wos, side) }))
  const most = Math.max(...all.map((s) => s.won.length))
  const leaders = all.filter((s) => s.won.length === most)
  if (leaders.length === 1) return { winners: [...leaders[0]!.side], how: 'deck-out', decidedBy: 1 }
  const defenders = new Set(wos.fields.map((f) => f.defender).filter((d) => d !== undefined))
  const defending = leaders.filter((s) => s.side.some((id) => defenders.has(id)))
  if (defending.length === 1) return { winners: [...defending[0]!.side], how: 'deck-out', decidedBy: 2 }
  const tied = defending.length > 1 ? defending : leaders
  if (most === 0) return { winners: tied.flatMap((s) => s.side), how: 'deck-out', decidedBy: 'draw' }
  // The side whose latest Territory (its `most`-th) came first reached that count first.
  const first = tied.reduce((a, b) => (a.won[most - 1]! < b.won[most - 1]! ? a : b))
  return { winners: [...first.side], how: 'deck-out', decidedBy: 3 }
}
