import type { GameEvent } from '../../kernel/events'
import { isWholeNumber } from '../../kernel/guards'
import { ok, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { CASH_FLOW_RULE, OIL_PER_ARMY_MOVE, OIL_PER_BRIDGING, OIL_PER_NAVY_MOVED } from './data'
import type { Deploy } from './commands'
import { requireAction } from './turn'
import { cashFlowRefusal } from './refusals'
import { asPower } from '../../kernel/phrase'

export const DEPLOYMENT_RULE = `${CASH_FLOW_RULE}, Deployment`

/** The moves a deployment counts, as the screen asks for them. */
export type DeploymentMoves = Pick<Deploy, 'armyMoves' | 'naviesMoved' | 'bridgings'>

/**
 * The oil a deployment deletes: "Any number of armies may be moved from one friendly territory to
 * another adjacent friendly territory by deleting one oil unit" (an army move: one stack across one
 * border, or port to port); "one (1) oil unit for each navy being moved"; "If a navy does not move
 * but unloads armies (i.e. bridging between two port territories), this requires one (1) oil unit."
 */
export function deploymentOil(moves: DeploymentMoves): number {
  return moves.armyMoves * OIL_PER_ARMY_MOVE + moves.naviesMoved * OIL_PER_NAVY_MOVED + moves.bridgings * OIL_PER_BRIDGING
}

/** Deployment: the pieces move on the board; the app deletes the oil they cost from the supply center. */
export function decideDeploy(state: GameState, cmd: Deploy): Result<GameEvent[]> {
  const cf = requireAction(state, cmd.power, 'deployment')
  if (!cf.ok) return cf
  const power = state.powers[cmd.power]!
  const counts = [cmd.armyMoves, cmd.naviesMoved, cmd.bridgings]
  if (!counts.every((n) => isWholeNumber(n) && n >= 0)) return cashFlowRefusal('bad-number', 'deployWholeNumbers', {}, DEPLOYMENT_RULE)
  if (counts.every((n) => n === 0)) return cashFlowRefusal('nothing-moved', 'nothingMoved', {}, DEPLOYMENT_RULE)
  const navies = power.forces.navies ?? 0
  if (cmd.naviesMoved > navies) {
    return cashFlowRefusal('bad-number', 'tooFewNavies', { power: asPower(power.id), n: navies, moved: cmd.naviesMoved }, DEPLOYMENT_RULE)
  }
  const oil = deploymentOil(cmd)
  if (oil > power.supplies.oil) return cashFlowRefusal('short-supplies', 'movesNeedOil', { oil, power: asPower(power.id), has: power.supplies.oil }, DEPLOYMENT_RULE)
  return ok([{ type: 'supplyChanged', power: power.id, row: 'oil', from: power.supplies.oil, to: power.supplies.oil - oil }])
}
