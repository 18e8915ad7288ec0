/**
 * The battle desk's wording for an attack on a warlord or pirate (Warlords and Pirates, Stage 4 and
 * Stage 6): view models only. The rules core decides (warlords/defence.ts, warlord-strike.ts,
 * capture.ts, reinforce.ts); these lines say what it decided, in plain words.
 */
import type { GameEvent } from '../domain/kernel/events'
import type { PowerId } from '../domain/kernel/ids'
import type { GameState } from '../domain/kernel/state'
import { armiesBounds } from '../domain/modules/battle/loss-choice'
import { nukesThrough } from '../domain/modules/battle/strategic-common'
import type { AttackWarlord } from '../domain/modules/warlords/commands'
import type { WarlordBattlePlan } from '../domain/modules/warlords/defence'
import { heldZones } from '../domain/modules/warlords/zones'
import type { NeutralZone } from '../domain/modules/warlords/state'
import type { WarlordFirstStrike } from '../domain/modules/warlords/warlord-strike'
import { lossesIn } from './battle-ui'
import { decide } from '../domain/rules'
import { powerName as name } from './catalogs/powers'
import { andChain, capital, holderText, warlordsNames, weaponCount, zoneForces } from './catalogs/warlords-names'
import { warlordBattleWords as w, type WARLORD_BATTLE } from './catalogs/warlord-battle'

type Counted = 'nukes' | 'lstars' | 'airUnits' | 'armies' | 'navies' | 'tanks' | 'units' | 'dice'
const count = (n: number, what: Counted) => warlordsNames(what, { n }, n)

/** "armies" for a warlord, "navies" for a pirate. */
export function zoneForceWord(zone: Pick<NeutralZone, 'kind'>): 'armies' | 'navies' {
  return zone.kind === 'pirate' ? 'navies' : 'armies'
}

/** A zone's armies (warlord) or navies (pirate). */
export function zoneUnits(zone: NeutralZone): number {
  return zone.kind === 'pirate' ? (zone.navies ?? 0) : (zone.armies ?? 0)
}

function forcesText(n: number, zone: Pick<NeutralZone, 'kind'>): string {
  return zoneForces(n, zone.kind)
}

/** "Sivaji, the warlord of India" with a capital, for the start of a sentence. */
export function holderTitle(zone: NeutralZone): string {
  return capital(holderText(zone))
}

/**
 * The zones the desk offers: every zone a warlord or pirate still holds in play (the rules' list: a
 * captured zone is a power's, a nuked one is out of play), zone first so the list reads like the
 * board: "Greenland (Gunbjorn)", "India (Sivaji)".
 */
export function warlordZoneChoices(state: GameState): { value: string; label: string }[] {
  return heldZones(state).map((z) => ({ value: z.zone, label: z.name ? w('zoneChoiceNamed', { zone: z.zone, name: z.name }) : w('zoneChoice', { zone: z.zone, kind: warlordsNames(z.kind) }) }))
}

/** What the zone holds, on one line: "3 armies, 2 nukes, 1 L-star". */
export function zoneSummary(zone: NeutralZone): string {
  const parts = [forcesText(zoneUnits(zone), zone)]
  if (zone.tanks > 0) parts.push(count(zone.tanks, 'tanks'))
  parts.push(count(zone.nukes, 'nukes'), count(zone.lstars, 'lstars'))
  if ((zone.airUnits ?? 0) > 0) parts.push(count(zone.airUnits ?? 0, 'airUnits'))
  return parts.join(', ')
}

/**
 * The first strike, said plainly before the battle: "Gunbjorn, the warlord of Greenland fires 2
 * nukes at USA's Midwest U.S.A. (its home territory producing the most, 6 units)". Ties name the
 * territories and the Marshall's die.
 */
export function strikeHeadline(zone: NeutralZone, attacker: PowerId, strike: WarlordFirstStrike): string {
  const [first] = strike.candidates
  const most = first !== undefined ? strike.production[first] : 0
  const values = { holder: holderTitle(zone), nukes: count(strike.nukes, 'nukes'), power: name(attacker), units: count(most ?? 0, 'units') }
  // After the attacker's nukes it is the retaliation ("they always retaliate with all of their nukes"), not a first strike.
  if (strike.candidates.length === 1) return w(strike.retaliation ? 'strikeOneRetaliation' : 'strikeOne', { ...values, target: first ?? '' })
  const more = strike.candidates.length > 2
  const key = strike.retaliation ? (more ? 'strikeTieMoreRetaliation' : 'strikeTieRetaliation') : more ? 'strikeTieMore' : 'strikeTie'
  return w(key, { ...values, targets: strike.candidates.join(', '), first: strike.candidates[0] ?? '', second: strike.candidates[1] ?? '' })
}

/** The target the Marshall's tie die picks (face n: the n-th), or undefined while no die or too high a face. */
export function pickedTarget(strike: WarlordFirstStrike, die: number | undefined): string | undefined {
  if (strike.candidates.length === 1) return strike.candidates[0]
  return die !== undefined && die >= 1 ? strike.candidates[die - 1] : undefined
}

/**
 * What the L-star dice as typed do to the nukes (the rules' screen: a 1 to 5 stops a nuke), and
 * what a nuke getting through destroys.
 */
export function strikeOutcomeLine(nukes: number, lstarDice: readonly number[], target: string, armies: number, attacker: PowerId): string {
  const through = nukesThrough(nukes, lstarDice, []).filter(Boolean).length
  if (through === 0) return w('lstarsStopAll', { power: name(attacker), target })
  const values = { power: name(attacker), stopped: count(nukes - through, 'nukes'), n: through, target, armies: count(armies, 'armies') }
  const screened = lstarDice.length === 0 ? (armies > 0 ? 'throughNoScreenArmies' : 'throughNoScreen') : armies > 0 ? 'throughScreenArmies' : 'throughScreen'
  return w(screened, values, through)
}

/** Each side's dice on one line: "USA rolls 2 dice; the Marshall rolls 3 dice for Sivaji, the warlord of India." */
export function warlordDiceLine(plan: WarlordBattlePlan, attacker: PowerId, zone: NeutralZone): string {
  return w('diceLine', { power: name(attacker), a: count(plan.attackerDice, 'dice'), d: count(plan.defenderDice, 'dice'), holder: holderText(zone) })
}

/** The losses the dice as rolled cause, before Fight (with Air Units, the Marshall's pick by kill points, by kind). */
export function warlordLossLine(attacker: PowerId, zone: NeutralZone, zoneLost: number, attackerLost: number, airLosses?: { armies: number; navies: number; airUnits: number }, zoneAirLost = 0): string {
  const zoneParts = [
    zoneLost > 0 ? w('lostOf', { lost: forcesText(zoneLost, zone), total: zoneUnits(zone) }) : '',
    zoneAirLost > 0 ? w('lostOf', { lost: count(zoneAirLost, 'airUnits'), total: zone.airUnits ?? 0 }) : '',
  ].filter(Boolean)
  const holder = holderTitle(zone)
  const them = zoneParts.length > 0 ? w('zoneLoses', { holder, what: andChain(zoneParts) }) : w('zoneLosesNothing', { holder })
  const kinds = airLosses
    ? ([[airLosses.airUnits, 'airUnits'], [airLosses.armies, 'armies'], [airLosses.navies, 'navies']] as const)
        .filter(([n]) => n > 0)
        .map(([n, what]) => count(n, what))
        .join(', ')
    : ''
  const power = name(attacker)
  const us = attackerLost === 0 ? w('powerLosesNothing', { power }) : kinds ? w('powerLosesKinds', { power, what: kinds }) : w('powerLoses', { power, what: count(attackerLost, 'units') })
  return w('clauses', { first: them, then: us })
}

/** After the battle: the losses on both sides and what may follow (capture, counterattacks). */
export function warlordBattleResultLines(cmd: AttackWarlord, events: readonly GameEvent[], before: NeutralZone, after: NeutralZone | undefined): string[] {
  const left = after ? zoneUnits(after) : 0
  const zoneLost = zoneUnits(before) - left
  const lost = lossesIn(events, cmd.attacker)
  // Air units lost (Air Units in the game): read from the same events.
  const air = events.reduce((n, e) => (e.type === 'forcesChanged' && e.power === cmd.attacker && e.force === 'airUnits' ? n + e.from - e.to : n), 0)
  const ours = andChain([air > 0 ? count(air, 'airUnits') : '', lost.armies > 0 ? count(lost.armies, 'armies') : '', lost.navies > 0 ? count(lost.navies, 'navies') : ''].filter(Boolean))
  const airLost = (before.airUnits ?? 0) - (after?.airUnits ?? 0)
  const theirs = andChain([zoneLost > 0 ? forcesText(zoneLost, before) : '', airLost > 0 ? count(airLost, 'airUnits') : ''].filter(Boolean))
  const holder = holderTitle(before)
  const power = name(cmd.attacker)
  const airLeft = after?.airUnits ?? 0
  const leftText = andChain([forcesText(left, before), airLeft > 0 ? count(airLeft, 'airUnits') : ''].filter(Boolean))
  const lines = [
    theirs ? w('resultZoneLoses', { holder, lost: theirs, left: leftText }) : w('resultZoneNothing', { holder }),
    ours ? w('resultRemove', { what: ours, power }) : w('resultPowerNothing', { power }),
    w('resultSupplies', { power }),
  ]
  lines.push(left === 0 ? w(zoneForceWord(before) === 'navies' ? 'resultNoNaviesLeft' : 'resultNoArmiesLeft', { zone: before.zone, power }) : w('resultStillHolds', { holder, zone: before.zone }))
  return lines
}

/** The players with cards in the zone who may counterattack now (the banner calls them in turn). */
export function warlordCounterattackLine(holders: readonly PowerId[]): string | undefined {
  if (holders.length === 0) return undefined
  return w('counterattack', { powers: holders.map(name).join(', ') }, holders.length)
}

/** After a capture: the cards that changed hands. */
export function captureLines(before: GameState, after: GameState, captor: PowerId, zone: string): string[] {
  const had = new Set((before.powers[captor]?.companies ?? []).map((c) => c.id))
  const taken = (after.powers[captor]?.companies ?? []).filter((c) => !had.has(c.id))
  const power = name(captor)
  const lines = [w('captured', { power, zone }), taken.length > 0 ? w('capturedCards', { power, cards: taken.map((c) => c.name).join(', ') }) : w('capturedNoCards')]
  // The warlord's air units, left with no army to defend them, change colour (the rules core caps them at 20 pieces).
  const flew = before.neutral?.zones.find((z) => z.zone === zone)?.airUnits ?? 0
  const gained = (after.powers[captor]?.forces.airUnits ?? 0) - (before.powers[captor]?.forces.airUnits ?? 0)
  if (flew > 0 && (after.neutral?.zones.find((z) => z.zone === zone)?.airUnits ?? 0) === 0) {
    const out = flew - gained
    const key = gained > 0 ? (out > 0 ? 'capturedAirPlaceOut' : 'capturedAirPlace') : out > 0 ? 'capturedAirOut' : 'capturedAir'
    lines.push(w(key, { power, air: count(flew, 'airUnits'), n: gained, out }))
  }
  return lines
}

/** The attacker's primary target in a warlord's zone with air units ("identify which army or air unit they will attempt to destroy first"). */
export type WarlordAim = 'forces' | 'airUnits'
export const WARLORD_AIMS: readonly { value: WarlordAim; label: string }[] = [choice('forces', 'aimForces'), choice('airUnits', 'aimAirUnits')]

/** A chip whose label is read in the reader's language each time it shows. */
function choice<V extends string>(value: V, key: keyof typeof WARLORD_BATTLE): { readonly value: V; readonly label: string } {
  return {
    value,
    get label() {
      return w(key)
    },
  }
}

/** One row of the Stage 6 reinforcements card. */
export interface ReinforcementRow {
  zone: string
  title: string
  /** "3 armies now". */
  now: string
  force: 'armies' | 'navies'
}

/**
 * The zones attacked (or vacated by their occupier) this cycle and still held by their warlord or
 * pirate, not yet reinforced: the rows the card offers (the rules check each roll again).
 */
export function reinforcementRows(state: GameState): ReinforcementRow[] {
  const cycle = state.play?.cycle
  if (cycle === undefined) return []
  return (state.neutral?.zones ?? [])
    // The rules decide who may roll (attacked or vacated this cycle, held, not yet reinforced).
    .filter((z) => decide(state, { kind: 'reinforceWarlord', zone: z.zone, die: 1 }).ok)
    .map((z) => ({ zone: z.zone, title: holderTitle(z), now: w('forcesNow', { forces: forcesText(zoneUnits(z), z) }), force: zoneForceWord(z) }))
}

/** "Sivaji builds 4 armies." */
export function reinforcementLine(row: ReinforcementRow, die: number): string {
  return w('builds', { holder: row.title, forces: count(die, row.force), zone: row.zone })
}

/** After the first strike (or the retaliation) is recorded: what it did, as the rules' screen counts it. */
export function strikeResultLines(nukes: number, cmd: { target: string; lstarDice: readonly number[]; armies?: number }, retaliation = false): string[] {
  const through = nukesThrough(nukes, cmd.lstarDice, []).filter(Boolean).length
  const target = cmd.target
  if (through === 0) return [w(retaliation ? 'retaliationSpared' : 'strikeSpared', { target })]
  const armies = cmd.armies ?? 0
  const destroyed = retaliation ? (armies > 0 ? 'retaliationDestroyedArmies' : 'retaliationDestroyed') : armies > 0 ? 'strikeDestroyedArmies' : 'strikeDestroyed'
  return [w(destroyed, { target, armies: count(armies, 'armies') }), w(retaliation ? 'nukesGoneRetaliation' : 'nukesGone')]
}

/** The step's title and button: a first strike before the battle, or the retaliation after a nuke. */
export function strikeStepWords(retaliation: boolean): { step: string; record: string } {
  return retaliation ? { step: w('stepRetaliation'), record: w('recordRetaliation') } : { step: w('stepStrike'), record: w('recordStrike') }
}

/** How the attacker goes at the zone: a battle or nukes (the card's choice; the rules check each). */
export const WARLORD_ATTACK_MODES = [choice('battle', 'modeBattle'), choice('nukes', 'modeNukes')] as const

/**
 * The nukes as the Marshall's L-star dice stand (a 1 to 5 stops one), before Fire: what gets
 * through and what it destroys in the zone.
 */
export function nukeZoneOutcomeLine(nukes: number, lstarDice: readonly number[], zone: NeutralZone): string {
  const through = nukesThrough(nukes, lstarDice, []).filter(Boolean).length
  const holder = holderTitle(zone)
  if (through === 0) return w('zoneSpared', { zone: zone.zone, holder })
  const stopped = nukes - through
  const pirate = zone.kind === 'pirate'
  const key = lstarDice.length === 0 ? (pirate ? 'zoneNoScreenPirate' : 'zoneNoScreenWarlord') : pirate ? 'zoneScreenPirate' : 'zoneScreenWarlord'
  return w(key, { holder, stopped: stopped === 0 ? w('none') : count(stopped, 'nukes'), n: through, zone: zone.zone }, through)
}

/** After nukeWarlordZone: what the nukes did, read from the zone before and after. */
export function nukeZoneResultLines(cmd: { attacker: PowerId; nukes: number }, before: NeutralZone, after: NeutralZone | undefined, clouded: boolean): string[] {
  const left = after ? zoneUnits(after) : 0
  const hit = zoneUnits(before) > left || clouded
  const lines = [w('firedAt', { power: name(cmd.attacker), nukes: weaponCount(cmd.nukes, 'nukes'), zone: before.zone })]
  lines.push(hit ? w(clouded ? 'gotThroughCloud' : 'gotThrough', { zone: before.zone }) : w('stoppedAll', { holder: holderTitle(before) }))
  if (after?.retaliationDue === cmd.attacker) lines.push(w('retaliatesBelow', { holder: holderTitle(before) }))
  return lines
}

/**
 * Step D's choice among the attacker's losses (the roller, here the Marshall, picks armies or
 * navies): the armies the `count` losses may include, or undefined when there is no choice.
 */
export function attackerLossChoice(count: number, attacking: { armies: number; navies: number }): { min: number; max: number } | undefined {
  const bounds = armiesBounds(count, attacking)
  return bounds.min < bounds.max ? bounds : undefined
}

/**
 * The zones `power` may capture now, as the rules say (a preview of captureWarlordZone for each
 * emptied zone): derived from the game, so the card offers "Capture <zone>" after a reload too.
 */
export function capturesDue(state: GameState, power: PowerId | null | undefined): string[] {
  if (!power) return []
  return (state.neutral?.zones ?? [])
    .filter((z) => z.occupiedBy === undefined && zoneUnits(z) === 0)
    .filter((z) => decide(state, { kind: 'captureWarlordZone', attacker: power, zone: z.zone }).ok)
    .map((z) => z.zone)
}

/**
 * What a supply center row offers for its zone: the occupier's "Leave" (the rules decide when),
 * and "Reinforce" in a bookkeeping game (no turns to say when: the Marshall's word), never under
 * occupation or a mushroom cloud.
 */
export function zoneRowActions(state: GameState, zone: string): { occupier?: PowerId; reinforce: boolean } {
  const z = state.neutral?.zones.find((x) => x.zone === zone)
  if (!z) return { reinforce: false }
  if (z.occupiedBy !== undefined) return { occupier: z.occupiedBy, reinforce: false }
  // A guided game reinforces from Stage 6's card; a bookkeeping game on the Marshall's word, as the rules accept.
  return { reinforce: !state.play && decide(state, { kind: 'reinforceWarlord', zone, die: 1 }).ok }
}
