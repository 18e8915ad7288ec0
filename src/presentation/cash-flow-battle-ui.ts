/**
 * The Cash Flow battle desk's words (the Attack action: a conventional attack, a nuclear strike, an
 * L-star clash). Every number comes from the rules core (modules/cash-flow/battle-odds.ts: the
 * odds, the re-roll advice, the matched pairs, the launch and screen faces); this file only words
 * and shapes it for the components.
 */
import { SUPERPOWERS } from '../domain/kernel/superpowers'
import type { PowerId } from '../domain/kernel/ids'
import type { Company, PowerState } from '../domain/kernel/state'
import {
  BYSTANDER_SCREEN_MISS_FACES,
  LAUNCH_FAIL_FACES,
  SPACE_BLAST_SCREEN_MISS_FACES,
  TARGETED_SCREEN_MISS_FACES,
  launchSucceeds,
  lstarClashOdds,
  lstarRerolls,
  matchedBattleOdds,
  MAX_BATTLE_DICE,
  REROLL_AT_MOST,
  rerollAdvice,
  resolveLstarClash,
  resolveMatchedDice,
  screenHits,
  strikeOdds,
  type DicePair,
  type MatchedOdds,
  type MatchedResult,
  type Rerolls,
  type ScreenDice,
  type StrikeOdds,
} from '../domain/modules/cash-flow'
import type { OddsBar } from './battle-ui'
import { expected, percent } from './odds-text'

const name = (id: PowerId) => SUPERPOWERS[id].name
/** A power's name as the desk's labels say it ("Europe"); undefined reads as nobody. */
export function powerLabel(id: PowerId | undefined): string {
  return id ? name(id) : ''
}
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** The three kinds of attack the Attack action allows, for the desk's chips. */
export type AttackKind = 'conventional' | 'strike' | 'clash'
export const ATTACK_KINDS: readonly { value: AttackKind; label: string }[] = [
  { value: 'conventional', label: 'Conventional attack' },
  { value: 'strike', label: 'Nuclear strike' },
  { value: 'clash', label: 'L-star clash' },
]

/** A power's armies and navies, as the steppers' hints say them. */
export function forcesLine(p: PowerState): string {
  return `${name(p.id)}: ${plural(p.forces.armies, 'army', 'armies')}, ${plural(p.forces.navies, 'navy', 'navies')}`
}

/** Armies and navies of the attacker that may still fight (a unit fights one combat round a turn). */
export function freeUnits(p: PowerState, fought: number): number {
  return Math.max(0, p.forces.armies + p.forces.navies - fought)
}

/** "23 have not fought this turn" under the attacking stepper. */
export function attackerHint(p: PowerState, fought: number): string {
  const free = freeUnits(p, fought)
  return `${forcesLine(p)}; ${free} ${free === 1 ? 'has' : 'have'} not fought this turn.`
}

/** The L-star advantage in words: who re-rolls how many (lstarRerolls decides). */
export function rerollsOf(attacker: PowerState, defender: PowerState | undefined): Rerolls | undefined {
  return defender ? lstarRerolls(attacker.supplies.lstars, defender.supplies.lstars) : undefined
}

export function rerollLine(attacker: PowerState, defender: PowerState, rerolls: Rerolls | undefined): string {
  const a = attacker.supplies.lstars
  const d = defender.supplies.lstars
  if (!rerolls) return `L-stars ${name(attacker.id)} ${a}, ${name(defender.id)} ${d}: nobody re-rolls.`
  const who = rerolls.side === 'attacker' ? attacker.id : defender.id
  return `L-stars ${name(attacker.id)} ${a}, ${name(defender.id)} ${d}: ${name(who)} may re-roll ${plural(rerolls.count, 'die', 'dice')} (the advice and the odds re-roll its lowest dice showing ${REROLL_AT_MOST} or less).`
}

/** The exact odds before the roll, or undefined when there is nothing to fight (or too many dice to count). */
export function conventionalOdds(attackers: number, defenders: number, defenderWinsTies: boolean, rerolls: Rerolls | undefined): MatchedOdds | undefined {
  if (attackers < 1 || defenders < 1 || attackers > MAX_BATTLE_DICE || defenders > MAX_BATTLE_DICE) return undefined
  return matchedBattleOdds({ attackers, defenders, defenderWinsTies, ...(rerolls ? { rerolls } : {}) })
}

export function clashOdds(attackers: number, defenders: number): MatchedOdds | undefined {
  if (attackers < 1 || defenders < 1 || attackers > MAX_BATTLE_DICE || defenders > MAX_BATTLE_DICE) return undefined
  return lstarClashOdds(attackers, defenders)
}

/** P(k lost) for one side, k = 0..units, as the OddsBars chart takes it. */
export function sideBars(odds: MatchedOdds, side: 'attacker' | 'defender', units: number): OddsBar[] {
  const p = new Array<number>(units + 1).fill(0)
  for (const o of odds.outcomes) {
    const k = side === 'attacker' ? o.attackerLosses : o.defenderLosses
    p[Math.min(k, units)]! += o.probability
  }
  return p.map((q, k) => ({ label: `${k} lost`, p: q, text: percent(q) }))
}

/** The headline chances: the defender wiped out (occupation open), the attacker wiped out, expected losses. */
export function oddsLines(odds: MatchedOdds, attacker: PowerId, defender: PowerId, what = 'units'): string[] {
  return [
    `${name(defender)} wiped out: ${percent(odds.defenderEliminated)} (${name(attacker)} may then occupy).`,
    `${name(attacker)} wiped out: ${percent(odds.attackerEliminated)}.`,
    `Expected ${what} lost: ${name(attacker)} ${expected(odds.expectedAttackerLosses)}, ${name(defender)} ${expected(odds.expectedDefenderLosses)}.`,
  ]
}

/** The most likely (attacker losses, defender losses), most likely first. */
export function likelyLines(odds: MatchedOdds, attacker: PowerId, defender: PowerId, count = 3): string[] {
  return [...odds.outcomes]
    .sort((a, b) => b.probability - a.probability)
    .slice(0, count)
    .map((o) => `${percent(o.probability)}: ${name(attacker)} loses ${o.attackerLosses}, ${name(defender)} loses ${o.defenderLosses}`)
}

/** "Re-roll the 2 and the 1." for the side with the advantage, from rerollAdvice. */
export function adviceIndices(dice: readonly number[], count: number): number[] {
  return dice.every((f) => f >= 1 && f <= 6) ? rerollAdvice(dice, count) : []
}

export function adviceLine(dice: readonly number[], indices: readonly number[], count: number): string {
  if (indices.length === 0) return `Keep every die: none shows ${REROLL_AT_MOST} or less (${plural(count, 're-roll')} allowed).`
  const faces = indices.map((i) => `the ${dice[i]}`)
  const listed = faces.length === 1 ? faces[0]! : `${faces.slice(0, -1).join(', ')} and ${faces[faces.length - 1]}`
  return `Advice: re-roll ${listed}${indices.length < count ? ` (${count - indices.length} more allowed, but the rest show more than ${REROLL_AT_MOST})` : ''}.`
}

/** The dice after the re-rolls: the chosen dice (by index) replaced by the new faces, in order. */
export function afterRerolls(dice: readonly number[], chosen: readonly number[], faces: readonly number[]): number[] {
  const sorted = [...chosen].sort((a, b) => a - b)
  return dice.map((f, i) => {
    const k = sorted.indexOf(i)
    return k >= 0 ? (faces[k] ?? 0) : f
  })
}

const typed = (dice: readonly number[]) => dice.length > 0 && dice.every((f) => f >= 1 && f <= 6)

/** The combat round's matched dice (resolveMatchedDice), once every die is typed. */
export function matchedResult(attackerDice: readonly number[], defenderDice: readonly number[], defenderWinsTies: boolean): MatchedResult | undefined {
  return typed(attackerDice) && typed(defenderDice) ? resolveMatchedDice(attackerDice, defenderDice, defenderWinsTies) : undefined
}

export function clashResult(attackerDice: readonly number[], defenderDice: readonly number[]): MatchedResult | undefined {
  return typed(attackerDice) && typed(defenderDice) ? resolveLstarClash(attackerDice, defenderDice) : undefined
}

/** "6 v 5: USSR loses a unit", "3 v 3, a tie: USSR loses a unit" for each matched pair. */
export function pairLines(pairs: readonly DicePair[], attacker: PowerId, defender: PowerId, unit = 'a unit'): string[] {
  return pairs.map((p) => {
    const tie = p.attacker === p.defender ? ', a tie' : ''
    const who = p.loser === 'both' ? `${name(attacker)} and ${name(defender)} each lose` : `${name(p.loser === 'attacker' ? attacker : defender)} loses`
    return `${p.attacker} v ${p.defender}${tie}: ${who} ${unit}`
  })
}

/** The dice left unmatched (the larger side's lowest), said once. */
export function unmatchedLine(attackerDice: readonly number[], defenderDice: readonly number[], attacker: PowerId, defender: PowerId): string {
  const extra = attackerDice.length - defenderDice.length
  if (extra === 0) return ''
  const who = extra > 0 ? attacker : defender
  const n = Math.abs(extra)
  return `${name(who)}'s ${n === 1 ? 'lowest die is' : `${n} lowest dice are`} not matched: no effect.`
}

export function lossLine(result: MatchedResult, attacker: PowerId, defender: PowerId, what = 'armies or navies'): string {
  return `${name(attacker)} loses ${result.attackerLosses}, ${name(defender)} loses ${result.defenderLosses} ${what}.`
}

/** Companies of other powers in `territory` that have been open at some time (the nationalization list). */
export function nationalizable(powers: readonly PowerState[], taker: PowerId, territory: string): { owner: PowerId; company: Company }[] {
  const t = territory.trim().toLowerCase()
  if (t === '') return []
  return powers
    .filter((p) => p.id !== taker)
    .flatMap((p) => p.companies.filter((c) => c.territory.trim().toLowerCase() === t && (c.isOpen || c.wasOpen === true)).map((company) => ({ owner: p.id, company })))
}

/** Companies of any power in `territory` (a nuke that lands there discards them). */
export function companiesIn(powers: readonly PowerState[], territory: string): { owner: PowerId; company: Company }[] {
  const t = territory.trim().toLowerCase()
  if (t === '') return []
  return powers.flatMap((p) => p.companies.filter((c) => c.territory.trim().toLowerCase() === t).map((company) => ({ owner: p.id, company })))
}

// --- The strategic strike ---------------------------------------------------------------------

export const GROUND_CHOICES: readonly { value: 'land' | 'light-sea' | 'dark-sea'; label: string }[] = [
  { value: 'land', label: 'Land' },
  { value: 'light-sea', label: 'Light blue sea' },
  { value: 'dark-sea', label: 'Dark blue sea' },
]

export interface ScreenerPlan {
  power: PowerId
  lstars: number
  targeted: boolean
}

export function strikeChances(nukes: number, screeners: readonly ScreenerPlan[], spaceBlast: boolean): StrikeOdds | undefined {
  if (nukes < 1 || nukes > MAX_BATTLE_DICE) return undefined
  return strikeOdds({ nukes, screeners: screeners.map((s) => ({ lstars: s.lstars, targeted: s.targeted })), spaceBlast })
}

export function strikeBars(odds: StrikeOdds): OddsBar[] {
  return odds.landed.map((p, k) => ({ label: `${k} land`, p, text: percent(p) }))
}

export function strikeLines(odds: StrikeOdds, spaceBlast: boolean): string[] {
  return [
    spaceBlast ? `At least one gets through (every player's L-stars lost): ${percent(odds.anyLands)}.` : `At least one lands: ${percent(odds.anyLands)}.`,
    `Expected to get through: ${expected(odds.expectedLanded)}.`,
  ]
}

export interface StrikeTally {
  failed: number
  flying: number
  stopped: number
  landed: number
}

/** How many nukes failed, flew, were stopped and got through, once every die is typed (launchSucceeds, screenHits). */
export function strikeTally(launchDice: readonly number[], screens: readonly ScreenDice[], spaceBlast: boolean): StrikeTally | undefined {
  if (!typed(launchDice) || screens.some((s) => s.dice.some((f) => f < 1 || f > 6))) return undefined
  const flying = launchDice.filter((f) => launchSucceeds(f)).length
  const hits = screens.reduce((n, s) => n + s.dice.filter((f) => screenHits(f, s.targeted, spaceBlast)).length, 0)
  const landed = Math.max(0, flying - hits)
  return { failed: launchDice.length - flying, flying, stopped: Math.min(flying, hits), landed }
}

export function tallyLine(t: StrikeTally, spaceBlast: boolean): string {
  const head = `${t.failed === 0 ? 'No launch' : plural(t.failed, 'launch', 'launches')} failed (${faces(LAUNCH_FAIL_FACES)}), ${t.stopped} screened: `
  if (spaceBlast) return head + (t.landed > 0 ? `${t.landed} got through: every player's L-stars are lost.` : 'none got through.')
  return head + (t.landed > 0 ? `${t.landed} got through: where did each strike?` : 'none got through.')
}

/** "USSR (targeted): misses only on a 6" beside each screening power's dice. */
export function screenLabel(power: PowerId, targeted: boolean, spaceBlast: boolean): string {
  if (spaceBlast) return `${name(power)}'s L-star dice (space blast: miss on ${faces(SPACE_BLAST_SCREEN_MISS_FACES)})`
  return targeted ? `${name(power)}'s L-star dice (targeted: miss on ${faces(TARGETED_SCREEN_MISS_FACES)})` : `${name(power)}'s L-star dice (not targeted: miss on ${faces(BYSTANDER_SCREEN_MISS_FACES)})`
}

/** "4, 5 or 6" from a data table's faces. */
function faces(list: readonly number[]): string {
  return list.length === 1 ? `a ${list[0]}` : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`
}
