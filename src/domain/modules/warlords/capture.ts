/**
 * Spoils of War: "When a player captures a territory or sea from a warlord or pirate, he gets any
 * resource cards located in that territory, which any of the other players possess." A territory
 * taken counts for Top Brass as the basic game's neutral territories do (captureNeutralTerritory).
 * With Air Units, a warlord's air units there go to the captor (below).
 */
import { activePower } from '../battle/homes'
import { decideCaptureNeutralTerritory } from '../battle/neutral'
import { guardGameOver } from '../battle/strategic-common'
import { playChanged, withEntry } from '../play/patch'
import { wherePhrase } from '../play/refusals'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { holderPhrase, warlordsRefusal } from './refusals'
import type { Company, GameState } from '../../kernel/state'
import type { CaptureWarlordZone } from './commands'
import { WARLORDS_RULE } from './data'
import { readsV1 } from './legacy'
import { capturedAirUnits } from '../air-units/captured'
import { findZone, isNukedZone, zoneForce, zoneForces, zonePatched } from './zones'

/**
 * Every other power's cards located in `zone`, moved to `captor`: removed highest place first (so
 * undo puts each back where it was), added at the end of the captor's cards, and any unpaid salary
 * mark moving with its card, in one patch.
 */
export function cardsTaken(state: GameState, captor: PowerId, zone: string): GameEvent[] {
  const to = state.powers[captor]
  if (!to) return []
  const events: GameEvent[] = []
  let at = to.companies.length
  const play = state.play
  let unpaid = play?.unpaid
  for (const id of state.order) {
    const from = state.powers[id]
    if (!from || id === captor) continue
    const taken: [Company, number][] = []
    from.companies.forEach((c, index) => {
      if (c.territory === zone) taken.unshift([c, index])
    })
    for (const [company, index] of taken) {
      events.push({ type: 'companyRemoved', power: id, company, index })
      events.push({ type: 'companyAdded', power: captor, company, index: at })
      at += 1
      if (unpaid?.[id]?.includes(company.id)) {
        const left = (unpaid[id] ?? []).filter((c) => c !== company.id)
        unpaid = withEntry(withEntry(unpaid, id, left.length > 0 ? left : undefined), captor, [...(unpaid[captor] ?? []), company.id])
      }
    }
  }
  if (play && unpaid !== play.unpaid) events.push(playChanged(play, { unpaid: unpaid! }))
  return events
}

export function decideCaptureWarlordZone(state: GameState, cmd: CaptureWarlordZone): Result<GameEvent[]> {
  const taker = activePower(state, cmd.attacker, 'superpower taking the zone', WARLORDS_RULE.spoils)
  if (!taker.ok) return taker
  const attacker = taker.value.id
  const found = findZone(state, cmd.zone, WARLORDS_RULE.spoils)
  if (!found.ok) return found
  const { zone } = found.value
  const over = guardGameOver(state)
  if (over) return over
  if (zone.occupiedBy !== undefined) return warlordsRefusal('zone-occupied', 'capturedAlready', { zone: zone.zone, power: asPower(zone.occupiedBy) }, WARLORDS_RULE.spoils)
  if (isNukedZone(state, zone)) return warlordsRefusal('out-of-play', 'nukedMushroom', { zone: zone.zone }, WARLORDS_RULE.nuked)
  const left = zoneForces(zone)
  if (left > 0) return warlordsRefusal('zone-has-forces', zoneForce(zone) === 'armies' ? 'stillHasArmies' : 'stillHasNavies', { holder: holderPhrase(zone, true), n: left }, WARLORDS_RULE.spoils)
  const play = state.play
  if (play) {
    if (play.stage !== 4 || play.step !== 'phase') return warlordsRefusal('wrong-stage', 'captureWhen', { where: wherePhrase(play) }, WARLORDS_RULE.spoils)
    if (zone.attackedInCycle !== play.cycle) return warlordsRefusal('not-attacked', 'notAttackedCapture', { holder: holderPhrase(zone, true) }, WARLORDS_RULE.spoils)
  }
  // A warlord's air units left with no army to defend them are captured with the zone (Air Units, Out of Oil: "If there are
  // no armies in the territory to defend the air units, then the air units are captured by the attacker"): they change
  // colour, the captor keeping as many as its 20 pieces allow. Warlords version 1 left them to the warlord.
  const airUnits = readsV1(state) ? 0 : (zone.airUnits ?? 0)
  const events: GameEvent[] = [zonePatched(found.value, { occupiedBy: attacker, ...(airUnits > 0 ? { airUnits: 0 } : {}) }), ...cardsTaken(state, attacker, zone.zone)]
  const held = taker.value.forces.airUnits ?? 0
  const { kept } = capturedAirUnits(airUnits, held)
  if (kept > 0) events.push({ type: 'forcesChanged', power: attacker, force: 'airUnits', from: held, to: held + kept })
  // Top Brass: a territory taken from a warlord counts as a neutral territory captured, by the basic
  // rule's own decision; it refuses a sea ("seas are not territories"), and then nothing is counted.
  const counted = decideCaptureNeutralTerritory(state, { kind: 'captureNeutralTerritory', attacker, defender: 'militia', territory: zone.zone })
  if (counted.ok) events.push(...counted.value)
  return ok(events)
}
