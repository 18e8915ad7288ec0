/**
 * The Cash Flow battle desk's words (the Attack action: a conventional attack, a nuclear strike, an
 * L-star clash). Every number comes from the rules core (modules/cash-flow/battle-odds.ts: the
 * odds, the re-roll advice, the matched pairs, the launch and screen faces); this file only words
 * and shapes it for the components.
 */
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
import { cfBattleWords as w } from './catalogs/cf-battle'
import { powerName } from './catalogs/powers'
import { formatList } from './i18n/numbers'

const name = (id: PowerId) => powerName(id)
/** A power's name as the desk's labels say it ("Europe"); undefined reads as nobody. */
export function powerLabel(id: PowerId | undefined): string {
  return id ? name(id) : ''
}

/** The three kinds of attack the Attack action allows, for the desk's chips. */
export type AttackKind = 'conventional' | 'strike' | 'clash'
export function attackKinds(): { value: AttackKind; label: string }[] {
  return (['conventional', 'strike', 'clash'] as const).map((value) => ({ value, label: w(value) }))
}

/** A power's armies and navies, as the steppers' hints say them. */
export function forcesLine(p: PowerState): string {
  const { armies, navies } = p.forces
  return w('forcesLine', { power: name(p.id), armies: w('armies', { n: armies }, armies), navies: w('navies', { n: navies }, navies) })
}

/** Armies and navies of the attacker that may still fight (a unit fights one combat round a turn). */
export function freeUnits(p: PowerState, fought: number): number {
  return Math.max(0, p.forces.armies + p.forces.navies - fought)
}

/** "23 have not fought this turn" under the attacking stepper. */
export function attackerHint(p: PowerState, fought: number): string {
  const free = freeUnits(p, fought)
  return w('attackerHint', { forces: forcesLine(p), n: free }, free)
}

/** The L-star advantage in words: who re-rolls how many (lstarRerolls decides). */
export function rerollsOf(attacker: PowerState, defender: PowerState | undefined): Rerolls | undefined {
  return defender ? lstarRerolls(attacker.supplies.lstars, defender.supplies.lstars) : undefined
}

export function rerollLine(attacker: PowerState, defender: PowerState, rerolls: Rerolls | undefined): string {
  const a = attacker.supplies.lstars
  const d = defender.supplies.lstars
  const sides = { attacker: name(attacker.id), a, defender: name(defender.id), d }
  if (!rerolls) return w('nobodyRerolls', sides)
  const who = rerolls.side === 'attacker' ? attacker.id : defender.id
  return w('mayReroll', { ...sides, who: name(who), n: rerolls.count, most: REROLL_AT_MOST }, rerolls.count)
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
  return p.map((q, k) => ({ label: w('lostBar', { k }, k), p: q, text: percent(q) }))
}

/** The headline chances: the defender wiped out (occupation open), the attacker wiped out, expected losses. */
export function oddsLines(odds: MatchedOdds, attacker: PowerId, defender: PowerId, what: 'units' | 'lstars' = 'units'): string[] {
  const sides = { attacker: name(attacker), defender: name(defender) }
  return [
    w('defenderWiped', { ...sides, p: percent(odds.defenderEliminated) }),
    w('attackerWiped', { ...sides, p: percent(odds.attackerEliminated) }),
    w(what === 'units' ? 'expectedUnits' : 'expectedLstars', { ...sides, a: expected(odds.expectedAttackerLosses), d: expected(odds.expectedDefenderLosses) }),
  ]
}

/** The most likely (attacker losses, defender losses), most likely first. */
export function likelyLines(odds: MatchedOdds, attacker: PowerId, defender: PowerId, count = 3): string[] {
  return [...odds.outcomes]
    .sort((a, b) => b.probability - a.probability)
    .slice(0, count)
    .map((o) => w('likely', { p: percent(o.probability), attacker: name(attacker), a: o.attackerLosses, defender: name(defender), d: o.defenderLosses }))
}

/** "Re-roll the 2 and the 1." for the side with the advantage, from rerollAdvice. */
export function adviceIndices(dice: readonly number[], count: number): number[] {
  return dice.every((f) => f >= 1 && f <= 6) ? rerollAdvice(dice, count) : []
}

export function adviceLine(dice: readonly number[], indices: readonly number[], count: number): string {
  if (indices.length === 0) return w('keepEvery', { most: REROLL_AT_MOST, n: count }, count)
  const listed = formatList(indices.map((i) => w('theFace', { face: dice[i]! })))
  return indices.length < count ? w('adviceMore', { faces: listed, more: count - indices.length, most: REROLL_AT_MOST }) : w('advice', { faces: listed })
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
export function pairLines(pairs: readonly DicePair[], attacker: PowerId, defender: PowerId, unit: 'unit' | 'lstar' = 'unit'): string[] {
  return pairs.map((p) => {
    const tie = p.attacker === p.defender ? 'Tie' : ''
    const both = p.loser === 'both'
    const key = `pair${tie}${both ? 'Both' : 'Loses'}${unit === 'lstar' ? 'Lstar' : ''}` as const
    return w(key, { a: p.attacker, d: p.defender, attacker: name(attacker), defender: name(defender), loser: both ? '' : name(p.loser === 'attacker' ? attacker : defender) })
  })
}

/** The dice left unmatched (the larger side's lowest), said once. */
export function unmatchedLine(attackerDice: readonly number[], defenderDice: readonly number[], attacker: PowerId, defender: PowerId): string {
  const extra = attackerDice.length - defenderDice.length
  if (extra === 0) return ''
  const who = extra > 0 ? attacker : defender
  const n = Math.abs(extra)
  return w('unmatched', { power: name(who), n }, n)
}

export function lossLine(result: MatchedResult, attacker: PowerId, defender: PowerId, what: 'units' | 'lstars' = 'units'): string {
  return w(what === 'units' ? 'lossUnits' : 'lossLstars', { attacker: name(attacker), a: result.attackerLosses, defender: name(defender), d: result.defenderLosses })
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

export function groundChoices(): { value: 'land' | 'light-sea' | 'dark-sea'; label: string }[] {
  return [
    { value: 'land', label: w('groundLand') },
    { value: 'light-sea', label: w('groundLight') },
    { value: 'dark-sea', label: w('groundDark') },
  ]
}

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
  return odds.landed.map((p, k) => ({ label: w('landBar', { k }, k), p, text: percent(p) }))
}

export function strikeLines(odds: StrikeOdds, spaceBlast: boolean): string[] {
  return [
    w(spaceBlast ? 'anyThroughBlast' : 'anyLands', { p: percent(odds.anyLands) }),
    w('expectedThrough', { e: expected(odds.expectedLanded) }),
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

/** `done`: the strike is saved, so the line no longer asks where each nuke struck. */
export function tallyLine(t: StrikeTally, spaceBlast: boolean, done = false): string {
  const figures = { failed: w('launchesFailed', { n: t.failed }, t.failed), faces: faces(LAUNCH_FAIL_FACES), stopped: t.stopped, landed: t.landed }
  if (t.landed === 0) return w('tallyNone', figures)
  return w(spaceBlast ? 'tallyBlast' : done ? 'tallyDone' : 'tallyAsk', figures)
}

/** "USSR (targeted): misses only on a 6" beside each screening power's dice. */
export function screenLabel(power: PowerId, targeted: boolean, spaceBlast: boolean): string {
  if (spaceBlast) return w('screenBlast', { power: name(power), faces: faces(SPACE_BLAST_SCREEN_MISS_FACES) })
  return targeted ? w('screenTargeted', { power: name(power), faces: faces(TARGETED_SCREEN_MISS_FACES) }) : w('screenBystander', { power: name(power), faces: faces(BYSTANDER_SCREEN_MISS_FACES) })
}

/** "4, 5 or 6" from a data table's faces. */
function faces(list: readonly number[]): string {
  return list.length === 1 ? w('faceOne', { face: list[0]! }) : w('facesMany', { first: list.slice(0, -1).join(', '), last: list[list.length - 1]! })
}
