/**
 * Defensive Tactics, "Withdraw": "The defender may now move some, none or all of his forces,
 * which are at the target of the attack ... He pays the standard moving costs. The attacker may
 * occupy if the area is left vacant. If he captures a territory, he takes all of the defender's
 * resource cards located there. The attacker does not follow the battle drill, he simply occupies
 * the territory or sea, by paying the standard moving costs."
 *
 * Forces counts do not change (the pieces move on the board); only supplies, cards and, for a
 * home territory, who holds it.
 */
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { requireCounts, requireSupplies } from '../play/checks'
import type { MoveInput } from '../play/commands'
import { moveCost, type MoveCost } from '../play/costs'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { battlePhrase, battleRefusal, battleRemedy } from './refusals'
import { badZoneName } from './zone-name'
import type { Company, GameState, PowerState } from '../../kernel/state'
import type { WithdrawFromZone } from './commands'
import { guardStage } from './stage-guard'
import { counterattacksFor } from './counterattacks'
import { clearFirstStrike } from './first-strike'
import { activePower, homeOwner, withHomeLoss } from './homes'
import { addToRecord, warChanged } from './patch'
import { moveCompanies } from './spoils'
import type { WarPatch } from './war-state'
import { fitsCharacters } from '../../kernel/text'

export const WITHDRAW_RULE = 'Stage 4, Defensive Tactics, "Withdraw" (moving costs: Stage 5, Table of Standard Moving Costs)'

function checkMove(move: unknown, whose: PowerId): Result<never> | MoveInput {
  const m = (typeof move === 'object' && move !== null ? move : {}) as Partial<MoveInput>
  const bad = requireCounts([m.marchArmyTerritories, m.airliftArmies, m.convoySeas, m.navySeas], { say: (v) => battlePhrase('moveCountsFor', { ...v, power: asPower(whose) }) })
  return bad ?? (m as MoveInput)
}

function pay(power: PowerState, cost: MoveCost): GameEvent[] {
  const events: GameEvent[] = []
  if (cost.grain > 0) events.push({ type: 'supplyChanged', power: power.id, row: 'grain', from: power.supplies.grain, to: power.supplies.grain - cost.grain })
  if (cost.oil > 0) events.push({ type: 'supplyChanged', power: power.id, row: 'oil', from: power.supplies.oil, to: power.supplies.oil - cost.oil })
  return events
}

export function decideWithdrawFromZone(state: GameState, cmd: WithdrawFromZone): Result<GameEvent[]> {
  return withdrawFromZone(state, cmd, false)
}

/** Battle version 1's withdrawal (see legacy.ts): every withdrawal used up the attack. */
export function decideWithdrawFromZoneV1(state: GameState, cmd: WithdrawFromZone): Result<GameEvent[]> {
  return withdrawFromZone(state, cmd, true)
}

function withdrawFromZone(state: GameState, cmd: WithdrawFromZone, alwaysEndsAttack: boolean): Result<GameEvent[]> {
  const defenderFound = activePower(state, cmd.defender, 'power withdrawing', WITHDRAW_RULE)
  if (!defenderFound.ok) return defenderFound
  const attackerFound = activePower(state, cmd.attacker, 'attacker', WITHDRAW_RULE)
  if (!attackerFound.ok) return attackerFound
  const [defender, attacker] = [defenderFound.value, attackerFound.value]
  if (defender.id === attacker.id) return battleRefusal('same-power', 'twoDifferentPowers', {}, WITHDRAW_RULE)
  if (typeof cmd.zone !== 'string' || cmd.zone.trim() === '' || !fitsCharacters(cmd.zone, 40)) return badZoneName(cmd.zone, 'nameZoneAttacked', WITHDRAW_RULE)
  const zone = cmd.zone.trim()
  if (state.war?.nuked.includes(zone)) return battleRefusal('nuked', 'nukedNoWithdraw', { territory: zone }, WITHDRAW_RULE)
  const staged = guardStage(state, attacker.id)
  if (staged) return staged

  const out = checkMove(cmd.defenderMove, defender.id)
  if (!('marchArmyTerritories' in out)) return out
  const outCost = moveCost(out)
  const occupy: unknown = cmd.occupy
  let inCost: MoveCost = { grain: 0, oil: 0 }
  const cards: Company[] = []
  if (occupy !== undefined) {
    const o = (typeof occupy === 'object' && occupy !== null ? occupy : {}) as Partial<NonNullable<WithdrawFromZone['occupy']>>
    const move = checkMove(o.move, attacker.id)
    if (!('marchArmyTerritories' in move)) return move
    inCost = moveCost(move)
    const ids: unknown = o.companyIds ?? []
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string') || new Set(ids).size !== ids.length) {
      return battleRefusal('bad-company', 'listCardsTaken', {}, WITHDRAW_RULE)
    }
    for (const id of ids) {
      const card = defender.companies.find((c) => c.id === id)
      if (!card) return battleRefusal('unknown-company', 'notHoldingCard', { power: asPower(defender.id) }, WITHDRAW_RULE)
      if (card.territory !== zone) return battleRefusal('wrong-territory', 'cardElsewhereTaken', { card: card.name, territory: card.territory, zone }, WITHDRAW_RULE)
      cards.push(card)
    }
  }
  if (outCost.grain + outCost.oil === 0 && occupy === undefined) {
    return battleRefusal('nothing-withdrawn', 'nothingWithdrawn', { defender: asPower(defender.id), zone, attacker: asPower(attacker.id) }, WITHDRAW_RULE)
  }
  const short =
    requireSupplies(defender, outCost, 'withdrawing needs', WITHDRAW_RULE, [battleRemedy('withdrawFewer')]) ??
    requireSupplies(attacker, inCost, 'occupying needs', WITHDRAW_RULE, [battleRemedy('occupyFewer')])
  if (short) return short

  const events: GameEvent[] = [...pay(defender, outCost), ...pay(attacker, inCost), ...moveCompanies(state, defender, attacker, cards)]
  const war = state.war
  const owner = homeOwner(state, zone)
  if (occupy !== undefined && war && owner) {
    const holder = war.occupiedHomes[zone] ?? owner
    let patch: WarPatch | undefined
    if (owner === attacker.id && holder !== attacker.id) {
      // The attacker takes back its own home territory: a liberation.
      const occupiedHomes = { ...war.occupiedHomes }
      delete occupiedHomes[zone]
      patch = { occupiedHomes, record: addToRecord(war, attacker.id, { territoriesCaptured: 1 }) }
    } else if (holder === defender.id) {
      patch = {
        occupiedHomes: { ...war.occupiedHomes, [zone]: attacker.id },
        record: addToRecord(war, attacker.id, { territoriesCaptured: 1 }),
        ...(owner === defender.id ? { lastHomeLoss: withHomeLoss(war, defender.id, { how: 'captured', by: attacker.id }) } : {}),
      }
    }
    if (patch) events.push(warChanged(war, patch))
  }
  // "The player who lost the card(s) is entitled to one counterattack" (as for the militia).
  const capturedHome = occupy !== undefined && owner === defender.id
  // The defender "may now move some, none or all": until the attacker occupies, forces may have
  // stayed, so the attack goes on against them (the battle drill, or the turn ended by the attacker).
  if (occupy !== undefined || alwaysEndsAttack) events.push(...counterattacksFor(state, attacker.id, cards.length > 0 || capturedHome ? [defender.id] : []))
  events.push(...clearFirstStrike(state, attacker.id, defender.id))
  return ok(events)
}
