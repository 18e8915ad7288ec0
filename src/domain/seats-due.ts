import type { GameState } from './kernel/state'
import { isPowerId, type PowerId } from './kernel/ids'
import { isGameOver } from './modules/endgame/ending'
import { isOut } from './modules/play/turns'
import { dueNow } from './next-action'

/**
 * The seats the game waits on now, for a player's own screen ("you must act"): in the basic game
 * every power still to settle Stage 1 (each pays its own bill, in any order at the table), every
 * power still to place its secret bid, those who must roll for the player sequence, the power
 * whose turn it is or that may counterattack; in Cash Flow the power whose turn it is; in War of
 * Supremacy the current player. A step the banker or the Marshall takes (production, the reveal,
 * "next") waits on no seat. Seats are power ids, or War of Supremacy's seat ids.
 */
export function seatsDue(state: GameState): string[] {
  if (!state.isStarted) return []
  const wos = state.warOfSupremacy
  if (wos) return wos.outcome ? [] : [wos.turn.player]
  const cf = state.cashFlow
  if (cf) return cf.winners ? [] : [cf.turn.power]
  if (isGameOver(state)) return []
  const due = dueNow(state)
  if (!due) return []
  switch (due.kind) {
    case 'settle': {
      const play = state.play!
      return state.order.filter((id) => !play.done.includes(id) && !isOut(state, id))
    }
    case 'bid':
      return [...due.waiting]
    case 'roll':
      return [...due.mustRoll]
    case 'turn':
    case 'end-turn':
    case 'counterattack':
      return [due.power]
    case 'module':
      return modulePower(due.command, due.form?.fields)
    case 'collect':
    case 'reveal':
    case 'next':
      return []
  }
}

/** The power a module's step names (a warlord's retaliation, a blockade to pay), if it names one. */
function modulePower(command: object | undefined, fields: Readonly<Record<string, unknown>> | undefined): PowerId[] {
  const named = (command as { power?: unknown } | undefined)?.power ?? fields?.power
  return isPowerId(named) ? [named] : []
}
