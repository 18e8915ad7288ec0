/**
 * Stage 4, Conventional Attack on a warlord or pirate ("Warlords and pirates do not attack - they
 * only defend ... The battle drill for conventional or strategic forces is followed"): the basic
 * drill's Steps B to D with the expansion's dice for the zone, the Marshall rolling them. Supplies,
 * the war record and the Stage 4 rotation go as in fightBattle, through the same helpers.
 */
import { ATTACKER_BASE_DICE, BATTLE_RULE, FIRE_POWER_DIE, LSTAR_DIE } from '../battle/data'
import { addToRecord, warChanged } from '../battle/patch'
import { counterattacksFor } from '../battle/counterattacks'
import { hasSupplySet, unitsRemoved } from '../battle/plan'
import { armiesBounds, defaultLosses } from '../battle/loss-choice'
import { activePower } from '../battle/homes'
import { conventionalOdds, diceSumDistribution, type ConventionalOdds } from '../battle/odds'
import { guardStage } from '../battle/stage-guard'
import { guardGameOver } from '../battle/strategic-common'
import type { GameEvent } from '../../kernel/events'
import { RESOURCES, type PowerId } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import { asPower, type Phrase, type PhraseValues } from '../../kernel/phrase'
import type { GameState } from '../../kernel/state'
import type { ComposedRules } from '../../kernel/module'
import { AIR_RULE } from '../air-units/data'
import { checkAims } from '../air-units/kill-points'
import type { AttackWarlord } from './commands'
import { marshallLosses, warlordAir, warlordFireBattle, zoneAtStake, zoneLosses, type WarlordAir } from './air-defence'
import { readsV1 } from './legacy'
import { reasonList } from '../../kernel/reasons'
import { battleReason, battleRuleName, diceValue } from '../battle/reasons'
import { warlordReason } from './reasons'
import type { AirForces, AirTarget } from '../air-units/commands'
import { DEFENDER_DICE, WARLORD_FORCES_DIE, WARLORD_LSTAR_DIE, WARLORDS_RULE } from './data'
import { forcesPhrase, holderPhrase, orPhrase, warlordsPhrase, warlordsRefusal, warlordsRemedy } from './refusals'
import type { NeutralZone } from './state'
import { warlordFirstStrike } from './warlord-strike'
import { findZone, isNukedZone, zoneForce, zoneForces, zonePatched } from './zones'

interface Forces {
  armies: number
  navies: number
  airUnits?: number
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0
const validForces = (f: unknown): f is Forces =>
  typeof f === 'object' && f !== null && isCount((f as Forces).armies) && isCount((f as Forces).navies) && ((f as Forces).airUnits === undefined || isCount((f as Forces).airUnits))
/** "2 armies" as a phrase. */
const countPhrase = (key: 'armiesCount' | 'naviesCount' | 'airUnitsCount', n: number) => ({ phrase: warlordsPhrase(key, { n }) })

/** What the desk reads of an attack on a warlord or pirate before the dice. */
export interface WarlordBattleSetup {
  attacker: PowerId
  zone: string
  attacking: Forces
  /** With Air Units: the attacker's primary target in the zone first (armies or navies first when absent). */
  attackerAims?: AirTarget[]
}

/** Each side's dice and why, and the units at stake: the same figures for the rules core and the desk. */
export interface WarlordBattlePlan {
  attackerDice: number
  defenderDice: number
  /** The attacking armies and navies (all count for fire power: convoys are not kept for this battle). */
  attackerUnits: number
  /** The warlord's armies or the pirate's navies. */
  zoneUnits: number
  attackerLstars: number
  zoneLstars: number
  /** Why each side rolls what it rolls (English, and as phrases for the screens). */
  reasons: string[]
  reasonPhrases: Phrase[]
  /** With Air Units: each side's Fire Power Rating Points (the extra die goes by them). */
  firePower?: { attacker: number; zone: number }
  /** With Air Units: the game's air figures and the forces sent, for the Marshall's losses by kill points (odds and result alike). */
  air?: WarlordAirPlan
}

/** With Air Units: what both sides' kill points need (the rules core, the odds and the desk alike). */
export interface WarlordAirPlan {
  figures: WarlordAir
  attacking: AirForces
  /** The zone's units the attacker's points may destroy: its armies or navies, and a warlord's air units (not in Warlords version 1). */
  zone: AirForces
  /** The attacker's aims at the zone ("identify which army or air unit they will attempt to destroy first"). */
  aims: AirTarget[]
  /** Fire Power Edge Points added to each side's roll (with an air unit on either side). */
  edge: { attacker: number; zone: number }
}

/**
 * Step C for a warlord or pirate: "Warlords and pirates always get two dice as defenders; another,
 * if they have the most forces; and, another if they have the most L-stars." The attacker's dice
 * are the basic drill's: one, another for the most armies and navies, another for the most L-stars.
 */
export function planWarlordBattle(state: GameState, setup: WarlordBattleSetup, zone: NeutralZone, rules?: ComposedRules): WarlordBattlePlan {
  const air = warlordAir(state, rules)
  const attackerUnits = setup.attacking.armies + setup.attacking.navies + (air ? (setup.attacking.airUnits ?? 0) : 0)
  const zoneUnits = zoneForces(zone)
  const attackerLstars = state.powers[setup.attacker]?.supplies.lstars ?? 0
  const zoneLstars = zone.lstars
  let attackerDice = ATTACKER_BASE_DICE
  let defenderDice = DEFENDER_DICE
  const why = reasonList()
  const holder = zone.kind === 'pirate' ? 'pirate' : 'warlord'
  why.add(battleReason('attackerGets', { rule: { phrase: battleRuleName('positionDice') }, dice: diceValue(ATTACKER_BASE_DICE) }))
  why.add(warlordReason(`${holder}Gets`, { rule: WARLORDS_RULE.defence, dice: diceValue(DEFENDER_DICE) }))
  const extra = (what: 'whatFire' | 'whatUnits' | 'whatLstars', a: number, d: number, attackerDie: number, zoneDie: number) => {
    if (a > d) attackerDice += attackerDie
    if (d > a) defenderDice += zoneDie
    const values = { what: { phrase: warlordReason(what) }, n: a, more: Math.max(a, d), fewer: Math.min(a, d), dice: diceValue(a > d ? attackerDie : zoneDie) }
    why.add(warlordReason(a === d ? 'tie' : a > d ? 'attackerMore' : `${holder}More`, values))
  }
  // Air Units: "Warlords get an extra die if they have the most fire power points" (the attacker's die by the same count),
  // the points halved for a side without air units as in any air battle; Warlords version 1 compared them unhalved.
  const v1 = readsV1(state)
  const fire = air ? warlordFireBattle(setup.attacking, zone, air, !v1) : undefined
  if (fire) {
    why.add(warlordReason('fireGoes', { rule: AIR_RULE.warlords, n: air!.airFirePower }))
    for (const phrase of fire.reasonPhrases) why.add(phrase)
    extra('whatFire', fire.firePower.attacker, fire.firePower.zone, FIRE_POWER_DIE, WARLORD_FORCES_DIE)
  }
  else extra('whatUnits', attackerUnits, zoneUnits, FIRE_POWER_DIE, WARLORD_FORCES_DIE)
  extra('whatLstars', attackerLstars, zoneLstars, LSTAR_DIE, WARLORD_LSTAR_DIE)
  if (!air || !fire) return { attackerDice, defenderDice, attackerUnits, zoneUnits, attackerLstars, zoneLstars, ...why.reasons() }
  // A warlord's air units are at stake like its armies (Warlords version 1 never let them be hit).
  const stake = zoneAtStake(zone)
  const airPlan: WarlordAirPlan = {
    figures: air,
    attacking: { armies: setup.attacking.armies, navies: setup.attacking.navies, airUnits: setup.attacking.airUnits ?? 0 },
    zone: v1 ? { ...stake, airUnits: 0 } : stake,
    aims: [...(setup.attackerAims ?? [])],
    edge: fire.edge,
  }
  if (airPlan.zone.airUnits > 0) why.add(warlordReason(`${holder}KillPoints`, { rule: AIR_RULE.killPoints, n: air.airKillPoints, primary: AIR_RULE.primaryTarget }))
  return { attackerDice, defenderDice, attackerUnits, zoneUnits, attackerLstars, zoneLstars, ...why.reasons(), firePower: fire.firePower, air: airPlan }
}

/**
 * The exact odds of the planned battle (the basic drill's convolution: no simulation). With Air
 * Units each side's losses go by the other's dice total plus its Fire Power Edge Points, through
 * the same zoneLosses and marshallLosses attackWarlord applies, once per total (the two sides'
 * totals are independent). The zone's losses count its air units too; it is destroyed (taken) when
 * its armies or navies are all lost, as captureWarlordZone asks.
 */
export function warlordBattleOdds(plan: WarlordBattlePlan): ConventionalOdds {
  const basic = conventionalOdds({ attackerDice: plan.attackerDice, defenderDice: plan.defenderDice, attackerUnits: plan.attackerUnits, defenderUnits: plan.zoneUnits })
  const air = plan.air
  if (!air) return basic
  const attackerLosses = new Array<number>(plan.attackerUnits + 1).fill(0)
  diceSumDistribution(plan.defenderDice).forEach((p, total) => {
    const lost = marshallLosses(air.attacking, total + air.edge.zone, air.figures)
    attackerLosses[Math.min(plan.attackerUnits, lost.armies + lost.navies + lost.airUnits)]! += p
  })
  const defenderLosses = new Array<number>(plan.zoneUnits + air.zone.airUnits + 1).fill(0)
  let pDefenderDestroyed = 0
  diceSumDistribution(plan.attackerDice).forEach((p, total) => {
    const lost = zoneLosses(air.zone, air.aims, total + air.edge.attacker, air.figures)
    defenderLosses[lost.armies + lost.navies + lost.airUnits]! += p
    if (lost.armies + lost.navies === plan.zoneUnits) pDefenderDestroyed += p
  })
  const pAttackerDestroyed = attackerLosses[plan.attackerUnits] ?? 0
  const expected = (d: readonly number[]) => d.reduce((sum, q, k) => sum + q * k, 0)
  return {
    attackerLosses,
    defenderLosses,
    pDefenderDestroyed,
    pAttackerDestroyed,
    pOnlyDefenderDestroyed: pDefenderDestroyed * (1 - pAttackerDestroyed),
    pOnlyAttackerDestroyed: pAttackerDestroyed * (1 - pDefenderDestroyed),
    pMutualDestruction: pDefenderDestroyed * pAttackerDestroyed,
    pNeitherDestroyed: (1 - pDefenderDestroyed) * (1 - pAttackerDestroyed),
    expectedAttackerLosses: expected(attackerLosses),
    expectedDefenderLosses: expected(defenderLosses),
  }
}

/** What the dice as rolled remove on each side, by the plan (the desk shows it before Fight). */
export interface WarlordBattleLosses {
  /** The zone's armies or navies. */
  zone: number
  /** With Air Units: the warlord's air units. */
  zoneAirUnits?: number
  /** The attacker's units in all. */
  attacker: number
  /** With Air Units: the attacker's losses by kind (the Marshall's pick). */
  airLosses?: AirForces
}

/**
 * The losses of the dice as rolled: without Air Units by the basic 3 points a unit; with Air Units
 * by the Kill Points, each side's dice total plus its Fire Power Edge Points (zoneLosses and
 * marshallLosses, as attackWarlord applies them).
 */
export function warlordBattleLosses(plan: WarlordBattlePlan, attackerDice: readonly number[], defenderDice: readonly number[]): WarlordBattleLosses {
  const sum = (d: readonly number[]) => d.reduce((a, b) => a + b, 0)
  if (!plan.air) return { zone: unitsRemoved(attackerDice, plan.zoneUnits), attacker: unitsRemoved(defenderDice, plan.attackerUnits) }
  const { air } = plan
  const them = zoneLosses(air.zone, air.aims, sum(attackerDice) + air.edge.attacker, air.figures)
  const lost = marshallLosses(air.attacking, sum(defenderDice) + air.edge.zone, air.figures)
  return { zone: them.armies + them.navies, zoneAirUnits: them.airUnits, attacker: lost.armies + lost.navies + lost.airUnits, airLosses: lost }
}

/** `who`: the attacking power, or the Marshall rolling for the zone. */
function checkDice(rolled: unknown, expected: number, who: PowerId | 'marshall'): Result<never> | undefined {
  const power: PhraseValues = who === 'marshall' ? {} : { power: asPower(who) }
  if (!Array.isArray(rolled) || !rolled.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
    return warlordsRefusal('bad-dice', who === 'marshall' ? 'diceRangeMarshall' : 'diceRangePower', power, BATTLE_RULE.countLosses)
  }
  if (rolled.length !== expected) {
    return warlordsRefusal('dice-count', who === 'marshall' ? 'diceCountMarshall' : 'diceCountPower', { ...power, n: expected, count: rolled.length }, BATTLE_RULE.positionDice)
  }
  return undefined
}

/** Powers other than `attacker` holding resource cards in the zone: "those players may counterattack". */
export function cardHoldersIn(state: GameState, zone: string, attacker: PowerId): PowerId[] {
  return state.order.filter((id) => id !== attacker && (state.powers[id]?.companies ?? []).some((c) => c.territory === zone))
}

export function decideAttackWarlord(state: GameState, cmd: AttackWarlord, rules?: ComposedRules): Result<GameEvent[]> {
  const taker = activePower(state, cmd.attacker, 'attacking superpower', WARLORDS_RULE.attack)
  if (!taker.ok) return taker
  const attacker = taker.value
  const found = findZone(state, cmd.zone, WARLORDS_RULE.attack)
  if (!found.ok) return found
  const { zone } = found.value
  const over = guardGameOver(state) ?? guardStage(state, attacker.id)
  if (over) return over
  if (zone.occupiedBy !== undefined) {
    return warlordsRefusal('zone-occupied', zone.kind === 'pirate' ? 'capturedNoPirateNow' : 'capturedNoWarlordNow', { zone: zone.zone, power: asPower(zone.occupiedBy) }, WARLORDS_RULE.spoils)
  }
  if (isNukedZone(state, zone)) return warlordsRefusal('out-of-play', 'nukedMushroom', { zone: zone.zone }, WARLORDS_RULE.nuked)
  const units = zoneForces(zone)
  if (units === 0) {
    const flying = readsV1(state) ? 0 : (zone.airUnits ?? 0)
    const armies = zoneForce(zone) === 'armies'
    const key = flying > 0 ? (armies ? 'noArmiesLeftAir' : 'noNaviesLeftAir') : armies ? 'noArmiesLeft' : 'noNaviesLeft'
    return warlordsRefusal('zone-empty', key, { holder: holderPhrase(zone, true), n: flying }, WARLORDS_RULE.spoils, [
      warlordsRemedy('capturesZone', { power: asPower(attacker.id), zone: zone.zone }, { kind: 'captureWarlordZone', attacker: attacker.id, zone: zone.zone }),
    ])
  }
  // "Warlords and pirates always launch a nuclear first strike when attacked (if they have nukes)": before the battle.
  const strike = warlordFirstStrike(state, attacker.id, zone.zone)
  if (strike.fires) {
    const only = strike.candidates.length === 1 ? strike.candidates[0] : undefined
    const values = { holder: holderPhrase(zone, true), n: strike.nukes, power: asPower(attacker.id), targets: orPhrase(strike.candidates) }
    return warlordsRefusal('strike-due', 'strikeDue', values, WARLORDS_RULE.firstStrike, [
      ...(only
        ? [warlordsRemedy('firesAt', { holder: holderPhrase(zone), target: only }, { kind: 'warlordStrike' as const, attacker: attacker.id, zone: zone.zone, target: only, lstarDice: [] })]
        : []),
    ])
  }
  const air = warlordAir(state, rules)
  const flying = validForces(cmd.attacking) ? (cmd.attacking.airUnits ?? 0) : 0
  if (!validForces(cmd.attacking) || cmd.attacking.armies + cmd.attacking.navies + flying === 0) return warlordsRefusal('no-forces', air ? 'needAttackerAir' : 'needAttacker', {}, BATTLE_RULE.countLosses)
  if (flying > 0 && !air) return warlordsRefusal('no-forces', 'noAirAttack', {}, BATTLE_RULE.countLosses)
  const airHeld = attacker.forces.airUnits ?? 0
  if (cmd.attacking.armies > attacker.forces.armies || cmd.attacking.navies > attacker.forces.navies || flying > airHeld) {
    const held = { power: asPower(attacker.id), armies: countPhrase('armiesCount', attacker.forces.armies), navies: countPhrase('naviesCount', attacker.forces.navies) }
    if (!air) return warlordsRefusal('no-forces', 'attackNoMore', held, BATTLE_RULE.countLosses)
    return warlordsRefusal('no-forces', 'attackNoMoreAir', { ...held, airUnits: countPhrase('airUnitsCount', airHeld) }, BATTLE_RULE.countLosses)
  }
  if (!hasSupplySet(attacker)) {
    const { grain, oil, minerals } = attacker.supplies
    return warlordsRefusal('no-supplies', 'needSupplySet', { power: asPower(attacker.id), grain, oil, minerals }, BATTLE_RULE.suppliesStep)
  }
  let aims: AirTarget[] = []
  if (cmd.attackerAims !== undefined) {
    if (!air) return warlordsRefusal('bad-aims', 'noAirAims', {}, BATTLE_RULE.countLosses)
    const checked = checkAims(cmd.attackerAims, asPower(attacker.id))
    if (!checked.ok) return checked
    aims = checked.value
  }
  const plan = planWarlordBattle(state, { attacker: attacker.id, zone: zone.zone, attacking: cmd.attacking, attackerAims: aims }, zone, rules)
  const badDice = checkDice(cmd.attackerDice, plan.attackerDice, attacker.id) ?? checkDice(cmd.defenderDice, plan.defenderDice, 'marshall')
  if (badDice) return badDice
  const rolled = warlordBattleLosses(plan, cmd.attackerDice, cmd.defenderDice)
  const zoneLost = rolled.zone
  const zoneAirLost = rolled.zoneAirUnits ?? 0
  const count = rolled.attacker
  let lost: Forces = defaultLosses(count, cmd.attacking)
  if (air) {
    // "They always choose the highest value target in the attacker's forces": the Marshall's points (and edge), Air Units Kill Points.
    lost = rolled.airLosses!
    const chosen = cmd.attackerLosses
    if (chosen !== undefined && (chosen.armies !== lost.armies || chosen.navies !== lost.navies || (chosen.airUnits ?? 0) !== lost.airUnits)) {
      return warlordsRefusal('bad-losses', 'marshallTakesHighest', { lost: forcesPhrase(lost) }, AIR_RULE.warlords)
    }
  } else if (cmd.attackerLosses !== undefined) {
    const { min, max } = armiesBounds(count, cmd.attacking)
    const chosen: unknown = cmd.attackerLosses
    if (!validForces(chosen) || chosen.armies + chosen.navies !== count || chosen.armies < min || chosen.armies > max) {
      const values = { count, power: asPower(attacker.id), armies: cmd.attacking.armies, navies: cmd.attacking.navies }
      return warlordsRefusal('bad-losses', 'marshallRemoves', values, BATTLE_RULE.countLosses)
    }
    lost = chosen
  }
  const events: GameEvent[] = []
  // Step B: "The attacker must remove one set of supplies"; the warlord has no supplies to remove.
  for (const r of RESOURCES) events.push({ type: 'supplyChanged', power: attacker.id, row: r, from: attacker.supplies[r], to: attacker.supplies[r] - 1 })
  for (const force of ['armies', 'navies'] as const) {
    if (lost[force] > 0) events.push({ type: 'forcesChanged', power: attacker.id, force, from: attacker.forces[force], to: attacker.forces[force] - lost[force] })
  }
  if ((lost.airUnits ?? 0) > 0) events.push({ type: 'forcesChanged', power: attacker.id, force: 'airUnits', from: airHeld, to: airHeld - lost.airUnits! })
  const force = zoneForce(zone)
  // A guided game marks the cycle so the zone may build reinforcements in its Stage 6; a bookkeeping game has no cycles.
  const cycle = state.play?.cycle
  const zoneAir = zoneAirLost > 0 ? { airUnits: (zone.airUnits ?? 0) - zoneAirLost } : {}
  events.push(zonePatched(found.value, { [force]: units - zoneLost, ...zoneAir, ...(cycle !== undefined ? { attackedInCycle: cycle } : {}) }))
  if (state.war) {
    const odds = warlordBattleOdds(plan)
    events.push(warChanged(state.war, { record: addToRecord(state.war, attacker.id, { unitsDestroyed: zoneLost + zoneAirLost, expectedUnitsDestroyed: odds.expectedDefenderLosses }) }))
  }
  // Ally Counterattacks: the players with cards in the zone may counterattack (the turn's attack is made).
  events.push(...counterattacksFor(state, attacker.id, cardHoldersIn(state, zone.zone, attacker.id)))
  return ok(events)
}

