/**
 * Stage 4, First Strike and Strategic Attack of Warlords and Pirates: "Warlords and pirates always
 * launch a nuclear first strike when attacked (if they have nukes) ... they always retaliate with
 * all of their nukes. They fire them at the attacker's most important home territory (that is the
 * one producing the most resources). If two or more territories qualify, then the Marshall decides
 * by the roll of the die ... Warlords and pirates do not fire nukes if they are outnumbered by
 * L-stars." The strike's effect on the territory is the basic nuclear strike's.
 */
import { BATTLE_RULE } from '../battle/data'
import { activePower, homeStatus, withHomeLoss } from '../battle/homes'
import { warChanged, addToRecord } from '../battle/patch'
import { guardStage } from '../battle/stage-guard'
import { cardsDestroyed, rouletteDue } from '../battle/strategic'
import { checkLstarDice, COUP_FINAL_RULE, guardGameOver, isDie, nukesThrough } from '../battle/strategic-common'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { ok, refuse, type Result } from '../../kernel/result'
import { whereWeAre } from '../play/guards'
import type { GameState, PowerState } from '../../kernel/state'
import type { WarlordStrike } from './commands'
import { TARGET_DIE, WARLORDS_RULE } from './data'
import { holderName } from './sales'
import { findZone, powerName, zonePatched } from './zones'
import { outnumberedByLstars, warlordOutnumberedOf } from './settings'

/** What a warlord or pirate attacked by `attacker` does before the battle. */
export interface WarlordFirstStrike {
  /** It fires: it has nukes, is not outnumbered in L-stars, and the attacker holds a home territory. */
  fires: boolean
  /** The nukes it fires (all it has). */
  nukes: number
  /** The attacker's held home territories producing the most, in the order of its homes. */
  candidates: string[]
  /** Each candidate's production: the resource units on the attacker's open cards there. */
  production: Record<string, number>
  /** Why it fires or not, in plain words. */
  reason: string
  /** Its zone was nuked by the attacker: the strike due is the retaliation ("they always retaliate with all of their nukes"). */
  retaliation: boolean
}

/** A home territory's production for the attacker: the units of its own open cards located there. */
function producedIn(power: PowerState, territory: string): number {
  return power.companies.filter((c) => c.isOpen && c.territory === territory).reduce((sum, c) => sum + c.units, 0)
}

/**
 * The first strike due when `attacker` attacks `zone` (the desk shows it; attackWarlord waits for
 * it). "Outnumbered by L-stars" is the game's setting (settings.ts): the attacker has more L-stars
 * than the warlord's nukes, or than its L-stars (a tie does not stop the strike). Only home territories the attacker still holds (not
 * nuked, not occupied) are targets.
 */
export function warlordFirstStrike(state: GameState, attacker: PowerId, zone: string): WarlordFirstStrike {
  const held = state.neutral?.zones.find((z) => z.zone === zone)
  const power = state.powers[attacker]
  const none = (reason: string, nukes = 0): WarlordFirstStrike => ({ fires: false, nukes, candidates: [], production: {}, reason, retaliation: false })
  if (!held || !power) return none('No warlord or pirate holds that zone.')
  const who = holderName(held)
  if (held.nukes === 0) return none(`${who} has no nukes.`)
  const lstars = power.supplies.lstars
  if (outnumberedByLstars(state.settings, lstars, held)) {
    const against = warlordOutnumberedOf(state.settings) === 'nukes' ? `its ${held.nukes} nuke${held.nukes === 1 ? '' : 's'}` : `its ${held.lstars}`
    return none(`${who} is outnumbered by L-stars (${lstars} against ${against}): it does not fire its nukes.`, held.nukes)
  }
  const homes = homeStatus(state, attacker).filter((h) => h.status === 'held').map((h) => h.territory)
  if (homes.length === 0) return none(`${powerName(attacker)} holds no home territory to strike.`, held.nukes)
  const production = Object.fromEntries(homes.map((t) => [t, producedIn(power, t)]))
  const most = Math.max(...homes.map((t) => production[t]!))
  const candidates = homes.filter((t) => production[t] === most)
  const where = candidates.length === 1 ? candidates[0]! : `${candidates.join(', ')} (the Marshall rolls a die: face n strikes the n-th)`
  const retaliation = held.retaliationDue === attacker
  const fires = retaliation ? `${who} was attacked with nukes and retaliates with all ${held.nukes}` : `${who} fires all ${held.nukes}`
  return { fires: true, nukes: held.nukes, candidates, production, reason: `${fires} nuke${held.nukes === 1 ? '' : 's'} at ${where}, producing ${most} units.`, retaliation }
}

/** Stage 4, Phase C of a guided game (any time in a bookkeeping game). */
function stage4(state: GameState): Result<never> | undefined {
  const play = state.play
  if (!play || (play.stage === 4 && play.step === 'phase')) return undefined
  return refuse('wrong-stage', `A warlord retaliates in Stage 4; ${whereWeAre(play)}.`, WARLORDS_RULE.nuked)
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0

export function decideWarlordStrike(state: GameState, cmd: WarlordStrike): Result<GameEvent[]> {
  const taker = activePower(state, cmd.attacker, 'attacking superpower', WARLORDS_RULE.firstStrike)
  if (!taker.ok) return taker
  const attacker = taker.value
  const found = findZone(state, cmd.zone, WARLORDS_RULE.firstStrike)
  if (!found.ok) return found
  const { zone } = found.value
  // A retaliation answers the attacker's own strike on the zone, after its turn's attack is made: Stage 4 is enough.
  const over = guardGameOver(state) ?? (zone.retaliationDue === attacker.id ? stage4(state) : guardStage(state, attacker.id))
  if (over) return over
  if (zone.occupiedBy !== undefined) return refuse('zone-occupied', `${zone.zone} was captured by ${powerName(zone.occupiedBy)}: no ${zone.kind} holds it now.`, WARLORDS_RULE.spoils)
  const strike = warlordFirstStrike(state, attacker.id, zone.zone)
  if (!strike.fires) return refuse('no-warlord-strike', strike.reason, WARLORDS_RULE.firstStrike)
  const { candidates } = strike
  if (typeof cmd.target !== 'string' || !candidates.includes(cmd.target)) {
    return refuse('bad-target', `${strike.reason} Not ${typeof cmd.target === 'string' ? cmd.target : 'that'}.`, WARLORDS_RULE.firstStrike)
  }
  if (candidates.length === 1) {
    if (cmd.die !== undefined) return refuse('bad-dice', `Only ${candidates[0]} qualifies: the Marshall rolls no die for the target.`, WARLORDS_RULE.firstStrike)
  } else {
    if (!isDie(cmd.die) || cmd.die < TARGET_DIE.min || cmd.die > TARGET_DIE.max) {
      return refuse('bad-dice', `${candidates.length} territories qualify (${candidates.join(', ')}): the Marshall rolls one die, 1 to 6.`, WARLORDS_RULE.firstStrike)
    }
    // Face n picks the n-th territory; a face with no territory is rolled again (each is equally likely).
    if (cmd.die > candidates.length) return refuse('roll-again', `The die shows ${cmd.die}; only faces 1 to ${candidates.length} pick a territory (${candidates.join(', ')}): the Marshall rolls again.`, WARLORDS_RULE.firstStrike)
    const picked = candidates[cmd.die - 1]!
    if (picked !== cmd.target) {
      return refuse('bad-target', `The die shows ${cmd.die}: the nukes strike ${picked}, not ${cmd.target}.`, WARLORDS_RULE.firstStrike, [{ label: `Strike ${picked}`, command: { ...cmd, target: picked } }])
    }
  }
  const armies = cmd.armies ?? 0
  if (!isCount(armies) || armies > attacker.forces.armies) {
    return refuse('no-forces', `Give ${powerName(attacker.id)}'s armies in ${cmd.target} as a whole number; it has ${attacker.forces.armies} armies.`, WARLORDS_RULE.firstStrike)
  }
  // Reading: the attacker screens the nukes with its L-stars as the defender of a strike does (1 to 5 hits).
  const badDice = checkLstarDice(cmd.lstarDice, attacker.supplies.lstars, powerName(attacker.id), BATTLE_RULE.lstarScreen)
  if (badDice) return badDice
  const hit = nukesThrough(strike.nukes, cmd.lstarDice, []).some((through) => through)
  const war = state.war
  let ends = false
  if (hit && war) {
    const due = rouletteDue(war, 1)
    if (due.kind === 'roll' && !isDie(cmd.rouletteDie)) {
      return refuse('roulette-die', `This strike destroys territory number ${due.territories}: the Marshall rolls one die for ${holderName(zone)}; ${due.endsOn === 6 ? 'a 6' : `${due.endsOn} or more`} ends the game.`, COUP_FINAL_RULE)
    }
    ends = due.kind === 'coupFinal' || (due.kind === 'roll' && cmd.rouletteDie! >= due.endsOn)
  }
  if (cmd.rouletteDie !== undefined && (!hit || !war || rouletteDue(war, 1).kind !== 'roll')) {
    return refuse('roulette-not-due', 'No Nuclear Roulette roll now: the roll is for the 13th to the 17th territory destroyed by nukes.', COUP_FINAL_RULE)
  }
  // "Remember to delete the number of nukes fired by the warlord or pirate from their supply center."
  const events: GameEvent[] = [zonePatched(found.value, { nukes: 0, retaliationDue: undefined })]
  if (hit) {
    if (armies > 0) events.push({ type: 'forcesChanged', power: attacker.id, force: 'armies', from: attacker.forces.armies, to: attacker.forces.armies - armies })
    // "Everything within that territory is destroyed including armies and/or companies": every power's cards there.
    for (const id of state.order) {
      const p = state.powers[id]
      if (p) events.push(...cardsDestroyed(p, new Set(p.companies.filter((c) => c.territory === cmd.target).map((c) => c.id))))
    }
    if (war) {
      events.push(
        warChanged(war, {
          nuked: [...war.nuked, cmd.target],
          record: addToRecord(war, attacker.id, { territoriesLostToNukes: 1 }),
          lastHomeLoss: withHomeLoss(war, attacker.id, { how: 'nuked' }),
          ...(ends ? { isCoupFinal: true } : {}),
        }),
      )
    }
  }
  return ok(events)
}
