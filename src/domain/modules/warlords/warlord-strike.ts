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
import { asPower, englishPhrase, type Phrase } from '../../kernel/phrase'
import { ok, refusePhrase, type Result } from '../../kernel/result'
import { wherePhrase } from '../play/refusals'
import type { GameState, PowerState } from '../../kernel/state'
import type { WarlordStrike } from './commands'
import { TARGET_DIE, WARLORDS_RULE } from './data'
import { holderPhrase, warlordsPhrase, warlordsRefusal, warlordsRemedy } from './refusals'
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
  /** The same as a phrase, for the reader's language. */
  reasonPhrase: Phrase
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
  const none = (reasonPhrase: Phrase, nukes = 0): WarlordFirstStrike => ({
    fires: false,
    nukes,
    candidates: [],
    production: {},
    reason: englishPhrase(reasonPhrase),
    reasonPhrase,
    retaliation: false,
  })
  if (!held || !power) return none(warlordsPhrase('noHolderThat'))
  const who = holderPhrase(held)
  if (held.nukes === 0) return none(warlordsPhrase('holderNoNukes', { holder: who }))
  const lstars = power.supplies.lstars
  if (outnumberedByLstars(state.settings, lstars, held)) {
    const against = warlordOutnumberedOf(state.settings) === 'nukes'
    const phrase = against ? warlordsPhrase('outnumberedNukes', { holder: who, lstars, n: held.nukes }) : warlordsPhrase('outnumberedLstars', { holder: who, lstars, held: held.lstars })
    return none(phrase, held.nukes)
  }
  const homes = homeStatus(state, attacker).filter((h) => h.status === 'held').map((h) => h.territory)
  if (homes.length === 0) return none(warlordsPhrase('noHomeToStrike', { power: asPower(attacker) }), held.nukes)
  const production = Object.fromEntries(homes.map((t) => [t, producedIn(power, t)]))
  const most = Math.max(...homes.map((t) => production[t]!))
  const candidates = homes.filter((t) => production[t] === most)
  const where = candidates.length === 1 ? candidates[0]! : { phrase: warlordsPhrase('marshallPicks', { territories: candidates.join(', ') }) }
  const retaliation = held.retaliationDue === attacker
  const reasonPhrase = warlordsPhrase(retaliation ? 'retaliatesAllAt' : 'firesAllAt', { holder: who, n: held.nukes, where, units: most })
  return { fires: true, nukes: held.nukes, candidates, production, reason: englishPhrase(reasonPhrase), reasonPhrase, retaliation }
}

/** Stage 4, Phase C of a guided game (any time in a bookkeeping game). */
function stage4(state: GameState): Result<never> | undefined {
  const play = state.play
  if (!play || (play.stage === 4 && play.step === 'phase')) return undefined
  return warlordsRefusal('wrong-stage', 'retaliateWhen', { where: wherePhrase(play) }, WARLORDS_RULE.nuked)
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
  if (zone.occupiedBy !== undefined) {
    return warlordsRefusal('zone-occupied', zone.kind === 'pirate' ? 'capturedNoPirateNow' : 'capturedNoWarlordNow', { zone: zone.zone, power: asPower(zone.occupiedBy) }, WARLORDS_RULE.spoils)
  }
  const strike = warlordFirstStrike(state, attacker.id, zone.zone)
  if (!strike.fires) return refusePhrase('no-warlord-strike', strike.reasonPhrase, WARLORDS_RULE.firstStrike)
  const { candidates } = strike
  if (typeof cmd.target !== 'string' || !candidates.includes(cmd.target)) {
    const reason = { phrase: strike.reasonPhrase }
    if (typeof cmd.target !== 'string') return warlordsRefusal('bad-target', 'reasonNotThat', { reason }, WARLORDS_RULE.firstStrike)
    return warlordsRefusal('bad-target', 'reasonNotTarget', { reason, target: cmd.target }, WARLORDS_RULE.firstStrike)
  }
  if (candidates.length === 1) {
    if (cmd.die !== undefined) return warlordsRefusal('bad-dice', 'onlyQualifies', { territory: candidates[0]! }, WARLORDS_RULE.firstStrike)
  } else {
    if (!isDie(cmd.die) || cmd.die < TARGET_DIE.min || cmd.die > TARGET_DIE.max) {
      return warlordsRefusal('bad-dice', 'territoriesQualify', { count: candidates.length, territories: candidates.join(', ') }, WARLORDS_RULE.firstStrike)
    }
    // Face n picks the n-th territory; a face with no territory is rolled again (each is equally likely).
    if (cmd.die > candidates.length) {
      return warlordsRefusal('roll-again', 'rollAgain', { die: cmd.die, count: candidates.length, territories: candidates.join(', ') }, WARLORDS_RULE.firstStrike)
    }
    const picked = candidates[cmd.die - 1]!
    if (picked !== cmd.target) {
      return warlordsRefusal('bad-target', 'dieStrikes', { die: cmd.die, picked, target: cmd.target }, WARLORDS_RULE.firstStrike, [
        warlordsRemedy('strikeTerritory', { territory: picked }, { ...cmd, target: picked }),
      ])
    }
  }
  const armies = cmd.armies ?? 0
  if (!isCount(armies) || armies > attacker.forces.armies) {
    return warlordsRefusal('no-forces', 'armiesWhole', { power: asPower(attacker.id), territory: cmd.target, armies: attacker.forces.armies }, WARLORDS_RULE.firstStrike)
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
      const values = { territories: due.territories, holder: holderPhrase(zone), endsOn: due.endsOn }
      return warlordsRefusal('roulette-die', due.endsOn === 6 ? 'rouletteMarshallSix' : 'rouletteMarshallOrMore', values, COUP_FINAL_RULE)
    }
    ends = due.kind === 'coupFinal' || (due.kind === 'roll' && cmd.rouletteDie! >= due.endsOn)
  }
  if (cmd.rouletteDie !== undefined && (!hit || !war || rouletteDue(war, 1).kind !== 'roll')) {
    return warlordsRefusal('roulette-not-due', 'rouletteNotDue', {}, COUP_FINAL_RULE)
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
