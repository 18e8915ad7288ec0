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
import type { GameEvent } from '../domain/kernel/events'
import type { PowerId } from '../domain/kernel/ids'
import { expected, percent } from './odds-text'
import { formatList } from './i18n/numbers'
import { powerName as name } from './catalogs/powers'
import { airUnitsWords as w } from './catalogs/air-units'
import { battleDeskWords as bw } from './catalogs/battle-desk'

/** A side's name: a power's, or the militia of an empty zone. */
export const sideName = (id: PowerId | 'militia'): string => (id === 'militia' ? w('theMilitia') : name(id))

const TARGETS: readonly AirTarget[] = ['armies', 'navies', 'airUnits']
const AIM_KEYS = { armies: 'aimArmies', navies: 'aimNavies', airUnits: 'aimAirUnits' } as const
const TARGET_KEYS = { armies: 'targetArmies', navies: 'targetNavies', airUnits: 'targetAirUnits' } as const
/** "2 armies", "1 air unit". */
const counted = (n: number, kind: AirTarget) => w(kind, { n }, n)

/** "2 armies and 1 air unit"; "nothing" when empty. */
export function forcesText(f: AirForces): string {
  const parts = (['armies', 'navies', 'airUnits'] as const).filter((k) => f[k] > 0).map((k) => counted(f[k], k))
  return parts.length === 0 ? w('nothing') : formatList(parts)
}

/** The primary-target chips for a side's points: the kinds the other side has at stake. */
export function aimChoices(other: AirForces): { value: AirTarget; label: string }[] {
  return (['airUnits', 'armies', 'navies'] as const).filter((k) => other[k] > 0).map((k) => ({ value: k, label: w(AIM_KEYS[k]) }))
}

/** The Marshall's choice against an empty zone: armies or navies first, where the attack has both. */
export function militiaAimChoices(attacking: AirForces): { value: AirTarget; label: string }[] {
  const choices = aimChoices({ ...attacking, airUnits: 0 })
  return choices.length > 1 ? choices : []
}

/** "Fire power 11 · 2 dice · +3 edge points" (with the rating before halving when it was halved); against the militia, its die only. */
export function sideFigures(s: AirSidePlan, vsMilitia = false): string {
  const dice = w('dice', { n: s.dice }, s.dice)
  if (s.power === 'militia') return w('militiaRolls', { dice })
  if (vsMilitia) return w('noDiceVsMilitia')
  const rating = s.firePower === s.rawFirePower ? w('firePower', { n: s.firePower }) : w('firePowerHalved', { n: s.firePower, raw: s.rawFirePower })
  return s.edge > 0 ? w('figuresEdge', { rating, dice, edge: w('edgePoints', { n: s.edge }, s.edge) }) : w('figures', { rating, dice })
}

/** The outcome lines under the charts (against the militia: only the attacker can lose units). */
export function airOddsSummary(odds: AirOdds, isMilitia = false): string[] {
  if (isMilitia) {
    return [bw('verdictMilitia', { p: percent(1 - (odds.attacker.total[0] ?? 0)) }), w('expectedAttacker', { a: expected(odds.attacker.expected) })]
  }
  return [
    bw('defenderDestroyedOnly', { p: percent(odds.defender.pDestroyed), only: percent(odds.pOnlyDefenderDestroyed) }),
    bw('attackerDestroyedOnly', { p: percent(odds.attacker.pDestroyed), only: percent(odds.pOnlyAttackerDestroyed) }),
    bw('mutualDestruction', { p: percent(odds.pMutualDestruction) }),
    bw('expectedLosses', { a: expected(odds.attacker.expected), d: expected(odds.defender.expected) }),
  ]
}

/** What one side's points do, once its dice are in: "USA scores 9 + 3 edge = 12 points: USSR loses 2 armies." */
export function pointsLine(plan: AirBattlePlan, roller: AirSide, diceTotal: number, losses: SideLosses, primary: AirTarget | undefined): string {
  const r = plan[roller]
  const other = plan[roller === 'attacker' ? 'defender' : 'attacker']
  const points = diceTotal + r.edge
  const scored = r.edge > 0 ? w('scoredEdge', { dice: diceTotal, edge: r.edge, points }) : w('scored', { points })
  const nothing = TARGETS.every((k) => losses.lost[k] === 0)
  if (nothing && primary !== undefined) return w('scoresNothing', { side: sideName(r.power), scored, target: w(TARGET_KEYS[primary]) })
  const values = { side: sideName(r.power), scored, other: sideName(other.power), lost: forcesText(losses.lost) }
  return losses.drowned > 0 ? w('scoresLosesDrowned', { ...values, drowned: counted(losses.drowned, 'armies') }) : w('scoresLoses', values)
}

/** What a fought air battle means on the board, from its events: each power's losses, or the capture. */
export function airBattleResultLines(cmd: FightAirBattle, events: readonly GameEvent[]): string[] {
  const lost: Partial<Record<PowerId, AirForces>> = {}
  const gained: Partial<Record<PowerId, number>> = {}
  for (const e of events) {
    if (e.type !== 'forcesChanged' || !(TARGETS as readonly string[]).includes(e.force)) continue
    const kind = e.force as AirTarget
    if (e.to > e.from) gained[e.power] = (gained[e.power] ?? 0) + (e.to - e.from)
    else (lost[e.power] ??= { armies: 0, navies: 0, airUnits: 0 })[kind] += e.from - e.to
  }
  const lines: string[] = []
  const captured = gained[cmd.attacker]
  if (captured !== undefined) lines.push(w('airCaptured', { defender: sideName(cmd.defender), attacker: name(cmd.attacker), units: counted(captured, 'airUnits') }))
  for (const id of cmd.defender === 'militia' ? [cmd.attacker] : [cmd.defender, cmd.attacker]) {
    const l = lost[id]
    if (l && !(id === cmd.defender && captured !== undefined)) lines.push(w('removeOf', { forces: forcesText(l), power: name(id) }))
  }
  if (lines.length === 0) lines.push(w('noneDestroyed'))
  if (events.some((e) => e.type === 'supplyChanged')) lines.push(w('suppliesRemoved'))
  return lines
}

/** High altitude bombing: the hits the rules core counted ("Silo/Spaceport 4-6", "Factory 5-6"). */
export function bombingLine(aim: BombingRun['aim'], hits: number): string {
  return w(aim === 'factory' ? 'hitsFactory' : 'hitsSilo', { n: hits, from: BOMBING_HIT_FROM[aim] }, hits)
}
