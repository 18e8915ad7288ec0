/**
 * Stage 4, Strategic Attack on a warlord or pirate: "Warlords and pirates may use their L-stars for
 * defense. When warlords and pirates are attacked with nukes, they always retaliate with all of
 * their nukes ... Warlords and pirates do not fire nukes if they are outnumbered by L-stars."
 * A nuke through does what the basic strike does to a zone ("Everything within that territory is
 * destroyed including armies and/or companies"); the retaliation is warlordStrike's.
 */
import { BATTLE_RULE } from '../battle/data'
import { activePower } from '../battle/homes'
import { addToRecord, warChanged } from '../battle/patch'
import { guardStage } from '../battle/stage-guard'
import { counterattacksFor } from '../battle/counterattacks'
import { cardsDestroyed, rouletteDue } from '../battle/strategic'
import { COUP_FINAL_RULE, guardGameOver, isDie, LAUNCH_RULE, lstarDiceFault, nukesThrough } from '../battle/strategic-common'
import type { Command } from '../../kernel/commands'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { holderPhrase, orPhrase, warlordsRefusal, warlordsRemedy } from './refusals'
import type { GameState } from '../../kernel/state'
import type { NukeWarlordZone } from './commands'
import { WARLORDS_RULE } from './data'
import { cardHoldersIn } from './defence'
import type { NeutralZone } from './state'
import { warlordFirstStrike } from './warlord-strike'
import { findZone, isNukedZone, zoneForce, zonePatched } from './zones'

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0

export function decideNukeWarlordZone(state: GameState, cmd: NukeWarlordZone): Result<GameEvent[]> {
  const taker = activePower(state, cmd.attacker, 'superpower firing the nukes', WARLORDS_RULE.nuked)
  if (!taker.ok) return taker
  const attacker = taker.value
  const found = findZone(state, cmd.zone, WARLORDS_RULE.nuked)
  if (!found.ok) return found
  const { zone } = found.value
  const over = guardGameOver(state) ?? guardStage(state, attacker.id)
  if (over) return over
  if (zone.occupiedBy !== undefined) return warlordsRefusal('zone-occupied', zone.kind === 'pirate' ? 'capturedNoPirateNow' : 'capturedNoWarlordNow', { zone: zone.zone, power: asPower(zone.occupiedBy) }, WARLORDS_RULE.spoils)
  if (isNukedZone(state, zone)) return warlordsRefusal('out-of-play', 'nukedAlready', { zone: zone.zone }, WARLORDS_RULE.nuked)
  const meter = attacker.supplies.nukes
  if (!isCount(cmd.nukes) || cmd.nukes === 0) return warlordsRefusal('no-targets', 'fireAtLeastOne', { holder: holderPhrase(zone) }, LAUNCH_RULE)
  if (cmd.nukes > meter) return warlordsRefusal('no-nukes', 'meterShort', { power: asPower(attacker.id), n: meter, fire: cmd.nukes }, LAUNCH_RULE)
  // "Warlords and pirates may use their L-stars for defense": the basic screen, one die per L-star, 1 to 5 hits.
  const badDice = marshallLstarDice(cmd.lstarDice, zone)
  if (badDice) return badDice
  const hit = nukesThrough(cmd.nukes, cmd.lstarDice, []).some((through) => through)
  const cloud = hit && zone.kind === 'warlord'
  const war = state.war
  const due = rouletteDue(war, cloud ? 1 : 0)
  if (due.kind === 'roll' && !isDie(cmd.rouletteDie)) {
    return warlordsRefusal('roulette-die', due.endsOn === 6 ? 'rouletteSix' : 'rouletteOrMore', { territories: due.territories, power: asPower(attacker.id), endsOn: due.endsOn }, COUP_FINAL_RULE)
  }
  if (due.kind !== 'roll' && cmd.rouletteDie !== undefined) return warlordsRefusal('roulette-not-due', 'rouletteNotDue', {}, COUP_FINAL_RULE)
  const ends = due.kind === 'coupFinal' || (due.kind === 'roll' && cmd.rouletteDie! >= due.endsOn)
  // Asked before the strike, on the same figures warlordStrike will check: it retaliates unless outnumbered in L-stars.
  const retaliates = warlordFirstStrike(state, attacker.id, zone.zone).fires
  const cycle = state.play?.cycle
  const changes: Partial<NeutralZone> = {
    ...(cycle !== undefined ? { attackedInCycle: cycle } : {}),
    ...(retaliates ? { retaliationDue: attacker.id } : {}),
    // Everything on the board there: its armies or navies, tanks and air units. Its nukes and
    // L-stars are in the supply center, not on the board: it still retaliates with them.
    ...(hit ? { [zoneForce(zone)]: 0, tanks: 0, ...(zone.airUnits !== undefined ? { airUnits: 0 } : {}) } : {}),
  }
  const holders = cardHoldersIn(state, zone.zone, attacker.id)
  const events: GameEvent[] = [{ type: 'supplyChanged', power: attacker.id, row: 'nukes', from: meter, to: meter - cmd.nukes }, zonePatched(found.value, changes)]
  if (hit) {
    for (const id of state.order) {
      const p = state.powers[id]
      if (p) events.push(...cardsDestroyed(p, new Set(p.companies.filter((c) => c.territory === zone.zone).map((c) => c.id))))
    }
  }
  if (war) {
    // Top Brass counts the nukes fired, as the basic strike does; no power lost the territory.
    events.push(
      warChanged(war, {
        record: addToRecord(war, attacker.id, { nukesFired: cmd.nukes }),
        ...(cloud ? { nuked: [...war.nuked, zone.zone] } : {}),
        ...(ends ? { isCoupFinal: true } : {}),
      }),
    )
  }
  // The turn's attack: "those players [with resource cards in the zone] may counterattack".
  events.push(...counterattacksFor(state, attacker.id, holders))
  return ok(events)
}

/** The zone whose retaliation at `power` is still to be recorded (and can be: it still fires). */
export function retaliationOwed(state: GameState, power: PowerId): NeutralZone | undefined {
  return state.neutral?.zones.find((z) => z.retaliationDue === power && warlordFirstStrike(state, power, z.zone).fires)
}

const ACTS_AS: Partial<Record<Command['kind'], 'attacker' | 'power'>> = {
  attackWarlord: 'attacker',
  nukeWarlordZone: 'attacker',
  captureWarlordZone: 'attacker',
  fightBattle: 'attacker',
  nuclearStrike: 'attacker',
  endTurn: 'power',
  passTurn: 'power',
}

/**
 * "They always retaliate": once its zone is nuked, the warlord's strike is recorded before the
 * attacker fights on or ends its turn (guided games; a bookkeeping game keeps no turns).
 */
export function guardRetaliation(state: GameState, command: Command): Result<never> | undefined {
  if (!state.play || state.war?.isCoupFinal) return undefined
  const field = ACTS_AS[command.kind]
  if (!field) return undefined
  const power = (command as unknown as Record<string, unknown>)[field]
  if (typeof power !== 'string') return undefined
  const zone = retaliationOwed(state, power as PowerId)
  if (!zone) return undefined
  const strike = warlordFirstStrike(state, power as PowerId, zone.zone)
  const only = strike.candidates.length === 1 ? strike.candidates[0] : undefined
  return warlordsRefusal('retaliation-due', strike.nukes === 1 ? 'retaliatesOne' : 'retaliatesAll', { holder: holderPhrase(zone, true), n: strike.nukes, targets: orPhrase(strike.candidates) }, WARLORDS_RULE.nuked, [
    ...(only ? [warlordsRemedy('firesAt', { holder: holderPhrase(zone), target: only }, { kind: 'warlordStrike' as const, attacker: power as PowerId, zone: zone.zone, target: only, lstarDice: [] })] : []),
  ])
}

/** The Marshall's L-star dice for a zone: 1 to 6 each, one per L-star of its holder (the battle desk's check, said of the Marshall). */
function marshallLstarDice(dice: unknown, zone: NeutralZone): Result<never> | undefined {
  const fault = lstarDiceFault(dice, zone.lstars)
  if (fault === 'bad-dice') return warlordsRefusal('bad-dice', 'lstarDiceBadMarshall', { holder: holderPhrase(zone) }, BATTLE_RULE.lstarScreen)
  if (fault === 'dice-count') return warlordsRefusal('dice-count', 'lstarDiceCountMarshall', { holder: holderPhrase(zone), n: zone.lstars, given: (dice as unknown[]).length }, BATTLE_RULE.lstarScreen)
  return undefined
}
