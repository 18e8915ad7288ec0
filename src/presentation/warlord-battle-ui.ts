/**
 * The battle desk's wording for an attack on a warlord or pirate (Warlords and Pirates, Stage 4 and
 * Stage 6): view models only. The rules core decides (warlords/defence.ts, warlord-strike.ts,
 * capture.ts, reinforce.ts); these lines say what it decided, in plain words.
 */
import type { GameEvent } from '../domain/kernel/events'
import type { PowerId } from '../domain/kernel/ids'
import type { GameState } from '../domain/kernel/state'
import { SUPERPOWERS } from '../domain/kernel/superpowers'
import { armiesBounds } from '../domain/modules/battle/loss-choice'
import { nukesThrough } from '../domain/modules/battle/strategic-common'
import type { AttackWarlord } from '../domain/modules/warlords/commands'
import type { WarlordBattlePlan } from '../domain/modules/warlords/defence'
import { holderName } from '../domain/modules/warlords/sales'
import { heldZones } from '../domain/modules/warlords/zones'
import type { NeutralZone } from '../domain/modules/warlords/state'
import type { WarlordFirstStrike } from '../domain/modules/warlords/warlord-strike'
import { lossesIn } from './battle-ui'
import { decide } from '../domain/rules'

const name = (id: PowerId) => SUPERPOWERS[id].name
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const dice = (n: number) => plural(n, 'die', 'dice')

/** "armies" for a warlord, "navies" for a pirate. */
export function zoneForceWord(zone: Pick<NeutralZone, 'kind'>): 'armies' | 'navies' {
  return zone.kind === 'pirate' ? 'navies' : 'armies'
}

/** A zone's armies (warlord) or navies (pirate). */
export function zoneUnits(zone: NeutralZone): number {
  return zone.kind === 'pirate' ? (zone.navies ?? 0) : (zone.armies ?? 0)
}

function forcesText(n: number, zone: Pick<NeutralZone, 'kind'>): string {
  return zone.kind === 'pirate' ? plural(n, 'navy', 'navies') : plural(n, 'army', 'armies')
}

/** "Sivaji, the warlord of India" with a capital, for the start of a sentence. */
export function holderTitle(zone: NeutralZone): string {
  return capital(holderName(zone))
}

/**
 * The zones the desk offers: every zone a warlord or pirate still holds in play (the rules' list: a
 * captured zone is a power's, a nuked one is out of play), zone first so the list reads like the
 * board: "Greenland (Gunbjorn)", "India (Sivaji)".
 */
export function warlordZoneChoices(state: GameState): { value: string; label: string }[] {
  return heldZones(state).map((z) => ({ value: z.zone, label: z.name ? `${z.zone} (${z.name})` : `${z.zone} (${z.kind})` }))
}

/** What the zone holds, on one line: "3 armies, 2 nukes, 1 L-star". */
export function zoneSummary(zone: NeutralZone): string {
  const parts = [forcesText(zoneUnits(zone), zone)]
  if (zone.tanks > 0) parts.push(plural(zone.tanks, 'tank', 'tanks'))
  parts.push(plural(zone.nukes, 'nuke', 'nukes'), plural(zone.lstars, 'L-star', 'L-stars'))
  if ((zone.airUnits ?? 0) > 0) parts.push(plural(zone.airUnits ?? 0, 'air unit', 'air units'))
  return parts.join(', ')
}

/**
 * The first strike, said plainly before the battle: "Gunbjorn, the warlord of Greenland fires 2
 * nukes at USA's Midwest U.S.A. (its home territory producing the most, 6 units)". Ties name the
 * territories and the Marshall's die.
 */
export function strikeHeadline(zone: NeutralZone, attacker: PowerId, strike: WarlordFirstStrike): string {
  const nukes = plural(strike.nukes, 'nuke', 'nukes')
  const [first] = strike.candidates
  const most = first !== undefined ? strike.production[first] : 0
  // After the attacker's nukes it is the retaliation ("they always retaliate with all of their nukes"), not a first strike.
  const fires = strike.retaliation ? `${holderTitle(zone)} was attacked with nukes and retaliates: it fires` : `${holderTitle(zone)} fires`
  if (strike.candidates.length === 1) {
    return `${fires} ${nukes} at ${name(attacker)}'s ${first} (its home territory producing the most, ${plural(most ?? 0, 'unit', 'units')})${strike.retaliation ? '' : ' before the battle'}.`
  }
  return `${fires} ${nukes} at one of ${name(attacker)}'s home territories producing the most (${plural(most ?? 0, 'unit', 'units')} each): ${strike.candidates.join(', ')}; the Marshall rolls a die: face 1 strikes ${strike.candidates[0]}, face 2 ${strike.candidates[1]}${strike.candidates.length > 2 ? ', and so on' : ''}; a higher face is rolled again.`
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
  if (through === 0) return `${name(attacker)}'s L-stars stop every nuke: ${target} is spared.`
  const stopped = nukes - through
  const screen = lstarDice.length === 0 ? `${name(attacker)} has no L-stars to screen them` : `${name(attacker)}'s L-stars stop ${plural(stopped, 'nuke', 'nukes')}`
  const army = armies > 0 ? `, with ${name(attacker)}'s ${plural(armies, 'army', 'armies')} there` : ''
  return `${screen}; ${plural(through, 'nuke gets', 'nukes get')} through: ${target} is destroyed, every resource card in it${army}.`
}

/** Each side's dice on one line: "USA rolls 2 dice; the Marshall rolls 3 dice for Sivaji, the warlord of India." */
export function warlordDiceLine(plan: WarlordBattlePlan, attacker: PowerId, zone: NeutralZone): string {
  return `${name(attacker)} rolls ${dice(plan.attackerDice)}; the Marshall rolls ${dice(plan.defenderDice)} for ${holderName(zone)}.`
}

/** The losses the dice as rolled cause, before Fight (with Air Units, the Marshall's pick by kill points, by kind). */
export function warlordLossLine(attacker: PowerId, zone: NeutralZone, zoneLost: number, attackerLost: number, airLosses?: { armies: number; navies: number; airUnits: number }, zoneAirLost = 0): string {
  const zoneParts = [zoneLost > 0 ? `${forcesText(zoneLost, zone)} of ${zoneUnits(zone)}` : '', zoneAirLost > 0 ? `${plural(zoneAirLost, 'air unit', 'air units')} of ${zone.airUnits ?? 0}` : ''].filter(Boolean)
  const them = zoneParts.length > 0 ? `${holderTitle(zone)} loses ${zoneParts.join(' and ')}` : `${holderTitle(zone)} loses nothing`
  const kinds = airLosses
    ? [plural(airLosses.airUnits, 'air unit', 'air units'), plural(airLosses.armies, 'army', 'armies'), plural(airLosses.navies, 'navy', 'navies')].filter((t) => !t.startsWith('0 ')).join(', ')
    : ''
  const us = attackerLost > 0 ? `${name(attacker)} loses ${kinds ? `${kinds} (the Marshall takes the highest value first)` : plural(attackerLost, 'unit', 'units')}` : `${name(attacker)} loses nothing`
  return `${them}; ${us}.`
}

/** After the battle: the losses on both sides and what may follow (capture, counterattacks). */
export function warlordBattleResultLines(cmd: AttackWarlord, events: readonly GameEvent[], before: NeutralZone, after: NeutralZone | undefined): string[] {
  const left = after ? zoneUnits(after) : 0
  const zoneLost = zoneUnits(before) - left
  const lost = lossesIn(events, cmd.attacker)
  // Air units lost (Air Units in the game): read from the same events.
  const air = events.reduce((n, e) => (e.type === 'forcesChanged' && e.power === cmd.attacker && e.force === 'airUnits' ? n + e.from - e.to : n), 0)
  const ours = [air > 0 ? plural(air, 'air unit', 'air units') : '', lost.armies > 0 ? plural(lost.armies, 'army', 'armies') : '', lost.navies > 0 ? plural(lost.navies, 'navy', 'navies') : ''].filter(Boolean).join(' and ')
  const airLost = (before.airUnits ?? 0) - (after?.airUnits ?? 0)
  const theirs = [zoneLost > 0 ? forcesText(zoneLost, before) : '', airLost > 0 ? plural(airLost, 'air unit', 'air units') : ''].filter(Boolean).join(' and ')
  const lines = [
    theirs ? `${holderTitle(before)} loses ${theirs}: ${forcesText(left, before)}${(after?.airUnits ?? 0) > 0 ? ` and ${plural(after?.airUnits ?? 0, 'air unit', 'air units')}` : ''} left. Remove the black pieces.` : `${holderTitle(before)} loses nothing.`,
    ours ? `Remove ${ours} of ${name(cmd.attacker)}'s.` : `${name(cmd.attacker)} loses nothing.`,
    `${name(cmd.attacker)} paid one set of supplies (1 grain, 1 oil, 1 mineral).`,
  ]
  lines.push(left === 0 ? `${before.zone} has no ${zoneForceWord(before)} left: ${name(cmd.attacker)} may capture it, with the other players' cards there.` : `${holderTitle(before)} still holds ${before.zone}; it may build reinforcements in Stage 6.`)
  return lines
}

/** The players with cards in the zone who may counterattack now (the banner calls them in turn). */
export function warlordCounterattackLine(holders: readonly PowerId[]): string | undefined {
  if (holders.length === 0) return undefined
  const who = holders.map(name).join(', ')
  return `${who} ${holders.length === 1 ? 'holds' : 'hold'} cards in the zone and may counterattack (Ally Counterattacks; the order by die if several): the banner calls them.`
}

/** After a capture: the cards that changed hands. */
export function captureLines(before: GameState, after: GameState, captor: PowerId, zone: string): string[] {
  const had = new Set((before.powers[captor]?.companies ?? []).map((c) => c.id))
  const taken = (after.powers[captor]?.companies ?? []).filter((c) => !had.has(c.id))
  const lines = [
    `${name(captor)} captured ${zone}: place ${name(captor)}'s pieces there.`,
    taken.length > 0 ? `${name(captor)} takes ${taken.map((c) => c.name).join(', ')} from the other players.` : 'No other player held a card there.',
  ]
  // The warlord's air units, left with no army to defend them, change colour (the rules core caps them at 20 pieces).
  const flew = before.neutral?.zones.find((z) => z.zone === zone)?.airUnits ?? 0
  const gained = (after.powers[captor]?.forces.airUnits ?? 0) - (before.powers[captor]?.forces.airUnits ?? 0)
  if (flew > 0 && (after.neutral?.zones.find((z) => z.zone === zone)?.airUnits ?? 0) === 0) {
    const out = flew - gained
    lines.push(`${name(captor)} captures the warlord's ${plural(flew, 'air unit', 'air units')}${gained > 0 ? `: place ${gained} of ${name(captor)}'s own` : ''}${out > 0 ? `; ${out} go out of play (20 pieces a colour)` : ''}.`)
  }
  return lines
}

/** The attacker's primary target in a warlord's zone with air units ("identify which army or air unit they will attempt to destroy first"). */
export type WarlordAim = 'forces' | 'airUnits'
export const WARLORD_AIMS: readonly { value: WarlordAim; label: string }[] = [
  { value: 'forces', label: 'Its armies first' },
  { value: 'airUnits', label: 'Its air units first' },
]

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
    .map((z) => ({ zone: z.zone, title: holderTitle(z), now: `${forcesText(zoneUnits(z), z)} now`, force: zoneForceWord(z) }))
}

/** "Sivaji builds 4 armies." */
export function reinforcementLine(row: ReinforcementRow, die: number): string {
  return `${row.title} builds ${row.force === 'navies' ? plural(die, 'navy', 'navies') : plural(die, 'army', 'armies')}: place them in ${row.zone}.`
}

/** After the first strike (or the retaliation) is recorded: what it did, as the rules' screen counts it. */
export function strikeResultLines(nukes: number, cmd: { target: string; lstarDice: readonly number[]; armies?: number }, retaliation = false): string[] {
  const through = nukesThrough(nukes, cmd.lstarDice, []).filter(Boolean).length
  const next = retaliation ? '' : ' Now the battle.'
  if (through === 0) return [`The L-stars stopped every nuke: ${cmd.target} is spared. The warlord's or pirate's nukes are spent.${next}`]
  return [
    `The ${retaliation ? 'retaliation' : 'first strike'} destroyed ${cmd.target}: take every resource card there off the board${(cmd.armies ?? 0) > 0 ? `, and ${plural(cmd.armies ?? 0, 'army', 'armies')}` : ''}.`,
    `The nukes fired are gone from the warlords' and pirates' supply center.${next}`,
  ]
}

/** The step's title and button: a first strike before the battle, or the retaliation after a nuke. */
export function strikeStepWords(retaliation: boolean): { step: string; record: string } {
  return retaliation ? { step: 'Retaliation, after the nukes' , record: 'Record the retaliation' } : { step: 'First strike, before the battle', record: 'Record the first strike' }
}

/** How the attacker goes at the zone: a battle or nukes (the card's choice; the rules check each). */
export const WARLORD_ATTACK_MODES = [
  { value: 'battle', label: 'Armies and navies' },
  { value: 'nukes', label: 'Nukes' },
] as const

/**
 * The nukes as the Marshall's L-star dice stand (a 1 to 5 stops one), before Fire: what gets
 * through and what it destroys in the zone.
 */
export function nukeZoneOutcomeLine(nukes: number, lstarDice: readonly number[], zone: NeutralZone): string {
  const through = nukesThrough(nukes, lstarDice, []).filter(Boolean).length
  if (through === 0) return `The Marshall's L-star dice stop every nuke: ${zone.zone} is spared. ${holderTitle(zone)} retaliates all the same if it has nukes.`
  const stopped = nukes - through
  const screen = lstarDice.length === 0 ? `${holderTitle(zone)} has no L-stars to screen them` : `The Marshall's L-star dice stop ${stopped === 0 ? 'none' : plural(stopped, 'nuke', 'nukes')}`
  const cloud = zone.kind === 'warlord' ? ` ${zone.zone} takes a mushroom cloud: out of play.` : ''
  return `${screen}; ${plural(through, 'nuke gets', 'nukes get')} through: every ${zoneForceWord(zone) === 'navies' ? 'navy' : 'army'} and resource card in ${zone.zone} is destroyed.${cloud}`
}

/** After nukeWarlordZone: what the nukes did, read from the zone before and after. */
export function nukeZoneResultLines(cmd: { attacker: PowerId; nukes: number }, before: NeutralZone, after: NeutralZone | undefined, clouded: boolean): string[] {
  const left = after ? zoneUnits(after) : 0
  const hit = zoneUnits(before) > left || clouded
  const lines = [`${name(cmd.attacker)} fired ${plural(cmd.nukes, 'nuke', 'nukes')} at ${before.zone}.`]
  lines.push(hit ? `They got through: remove every piece and resource card in ${before.zone}${clouded ? '; place a mushroom cloud there' : ''}.` : `${holderTitle(before)}'s L-stars stopped them all.`)
  if (after?.retaliationDue === cmd.attacker) lines.push(`${holderTitle(before)} retaliates with all its nukes: record it below.`)
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
