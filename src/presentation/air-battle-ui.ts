/**
 * Wording for the Air Units battle desk: each side's fire power, dice and edge, the exact odds,
 * what the dice as rolled destroy, and what a fought air battle or bombing run means on the board.
 * The numbers come from the rules core's air battle plan (air-units/air-plan.ts): nothing is
 * counted here. Pure: the components only display.
 */
import type { AirForces, AirTarget, BombingRun, FightAirBattle } from '../domain/modules/air-units/commands'
import type { AirBattlePlan, AirSide, AirSidePlan } from '../domain/modules/air-units/air-plan'
import type { AirOdds, SideLosses } from '../domain/modules/air-units/air-odds'
import { BOMBING_HIT_FROM } from '../domain/modules/air-units/data'
import { SUPERPOWERS } from '../domain/kernel/superpowers'
import type { GameEvent } from '../domain/kernel/events'
import type { PowerId } from '../domain/kernel/ids'
import { expected, percent } from './odds-text'

const name = (id: PowerId) => SUPERPOWERS[id].name
/** A side's name: a power's, or the militia of an empty zone. */
export const sideName = (id: PowerId | 'militia'): string => (id === 'militia' ? 'The militia' : name(id))
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export const TARGET_LABELS: Record<AirTarget, { one: string; many: string }> = {
  armies: { one: 'army', many: 'armies' },
  navies: { one: 'navy', many: 'navies' },
  airUnits: { one: 'air unit', many: 'air units' },
}

/** "2 armies and 1 air unit"; "nothing" when empty. */
export function forcesText(f: AirForces): string {
  const parts = (['armies', 'navies', 'airUnits'] as const).filter((k) => f[k] > 0).map((k) => plural(f[k], TARGET_LABELS[k].one, TARGET_LABELS[k].many))
  if (parts.length === 0) return 'nothing'
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`
}

/** The primary-target chips for a side's points: the kinds the other side has at stake. */
export function aimChoices(other: AirForces): { value: AirTarget; label: string }[] {
  return (['airUnits', 'armies', 'navies'] as const).filter((k) => other[k] > 0).map((k) => ({ value: k, label: TARGET_LABELS[k].one[0]!.toUpperCase() + TARGET_LABELS[k].one.slice(1) }))
}

/** The Marshall's choice against an empty zone: armies or navies first, where the attack has both. */
export function militiaAimChoices(attacking: AirForces): { value: AirTarget; label: string }[] {
  const choices = aimChoices({ ...attacking, airUnits: 0 })
  return choices.length > 1 ? choices : []
}

/** "Fire power 11 · 2 dice · +3 edge points" (with the rating before halving when it was halved); against the militia, its die only. */
export function sideFigures(s: AirSidePlan, vsMilitia = false): string {
  if (s.power === 'militia') return `The Marshall rolls ${plural(s.dice, 'die', 'dice')}; the militia loses nothing`
  if (vsMilitia) return 'Rolls no dice against the militia; fire power plays no part'
  const rating = s.firePower === s.rawFirePower ? `Fire power ${s.firePower}` : `Fire power ${s.firePower} (${s.rawFirePower} halved)`
  const edge = s.edge > 0 ? ` · +${plural(s.edge, 'edge point')}` : ''
  return `${rating} · ${plural(s.dice, 'die', 'dice')}${edge}`
}

/** The outcome lines under the charts (against the militia: only the attacker can lose units). */
export function airOddsSummary(odds: AirOdds, isMilitia = false): string[] {
  if (isMilitia) {
    return [`The attacker loses at least one unit to the militia: ${percent(1 - (odds.attacker.total[0] ?? 0))}.`, `Expected losses: attacker ${expected(odds.attacker.expected)}`]
  }
  return [
    `Defender destroyed: ${percent(odds.defender.pDestroyed)} (only the defender: ${percent(odds.pOnlyDefenderDestroyed)})`,
    `Attacker destroyed: ${percent(odds.attacker.pDestroyed)} (only the attacker: ${percent(odds.pOnlyAttackerDestroyed)})`,
    `Mutual destruction: ${percent(odds.pMutualDestruction)}`,
    `Expected losses: attacker ${expected(odds.attacker.expected)}, defender ${expected(odds.defender.expected)}`,
  ]
}

/** What one side's points do, once its dice are in: "USA scores 9 + 3 edge = 12 points: USSR loses 2 armies." */
export function pointsLine(plan: AirBattlePlan, roller: AirSide, diceTotal: number, losses: SideLosses, primary: AirTarget | undefined): string {
  const r = plan[roller]
  const other = plan[roller === 'attacker' ? 'defender' : 'attacker']
  const points = diceTotal + r.edge
  const scored = r.edge > 0 ? `${diceTotal} + ${r.edge} edge = ${points} points` : `${points} points`
  const lost = forcesText(losses.lost)
  const drowned = losses.drowned > 0 ? ` (and ${plural(losses.drowned, 'army', 'armies')} aboard sunk navies)` : ''
  if (lost === 'nothing' && primary !== undefined) {
    return `${sideName(r.power)} scores ${scored}: not enough for the primary target (${TARGET_LABELS[primary].one}), so nothing is destroyed.`
  }
  return `${sideName(r.power)} scores ${scored}: ${sideName(other.power)} loses ${lost}${drowned}.`
}

/** What a fought air battle means on the board, from its events: each power's losses, or the capture. */
export function airBattleResultLines(cmd: FightAirBattle, events: readonly GameEvent[]): string[] {
  const lost: Partial<Record<PowerId, AirForces>> = {}
  const gained: Partial<Record<PowerId, number>> = {}
  for (const e of events) {
    if (e.type !== 'forcesChanged' || !(e.force in TARGET_LABELS)) continue
    const kind = e.force as AirTarget
    if (e.to > e.from) gained[e.power] = (gained[e.power] ?? 0) + (e.to - e.from)
    else (lost[e.power] ??= { armies: 0, navies: 0, airUnits: 0 })[kind] += e.from - e.to
  }
  const lines: string[] = []
  const captured = gained[cmd.attacker]
  if (captured !== undefined) lines.push(`${sideName(cmd.defender)}'s air units are captured: ${name(cmd.attacker)} takes ${plural(captured, 'air unit')} in its own colour.`)
  for (const id of cmd.defender === 'militia' ? [cmd.attacker] : [cmd.defender, cmd.attacker]) {
    const l = lost[id]
    if (l && !(id === cmd.defender && captured !== undefined)) lines.push(`Remove ${forcesText(l)} of ${name(id)}.`)
  }
  if (lines.length === 0) lines.push('No units destroyed.')
  if (events.some((e) => e.type === 'supplyChanged')) lines.push('Supplies removed for the battle (Step B).')
  return lines
}

/** High altitude bombing: the hits the rules core counted ("Silo/Spaceport 4-6", "Factory 5-6"). */
export function bombingLine(aim: BombingRun['aim'], hits: number): string {
  const from = BOMBING_HIT_FROM[aim]
  const what = aim === 'factory' ? 'factory' : 'silo or spaceport'
  return `${plural(hits, 'hit')} (a ${what} is destroyed on ${from}-6): record it on the board; silos, spaceports and factories are not counted by this app.`
}
