/**
 * What the strategic battles (battle/strategic.ts, battle/space.ts) share: dice checks, the aim
 * of the L-star screen, the game-over guard and the counterattacks they grant.
 */
import { BATTLE_RULE, CHAMPION_HIT_MAX, LSTAR_SCREEN_HIT_MAX } from './data'
import { DIE_FACES } from '../market/data'
import { SUPERPOWERS } from '../../kernel/superpowers'
import { isPowerId, type PowerId } from '../../kernel/ids'
import type { Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { battleRefusal } from './refusals'
import type { GameState, PowerState } from '../../kernel/state'
import { assignScreen } from './odds'

export const name = (id: PowerId) => SUPERPOWERS[id].name
export const LAUNCH_RULE = 'Stage 4, Battle Drill for Strategic Forces, Step C (Launch Nukes)'
export const COUP_FINAL_RULE = 'The End of the Game, "Coup Final – Nuclear Roulette"'

export function isDie(d: unknown): d is number {
  return typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= DIE_FACES
}

/** The power `id` when it is in this game. */
export function powerIn(state: GameState, id: unknown): PowerState | undefined {
  return isPowerId(id) ? state.powers[id] : undefined
}

/** Whose dice a check names: a power, or the unoccupied zone struck (no power's, so none of its own words). */
export type DiceHolder = PowerId | 'unoccupied'

/** What is wrong with L-star dice: not dice at all, or more than one per L-star. */
export function lstarDiceFault(dice: unknown, lstars: number): 'bad-dice' | 'dice-count' | undefined {
  if (!Array.isArray(dice) || !dice.every(isDie)) return 'bad-dice'
  return dice.length > lstars ? 'dice-count' : undefined
}

/** L-star dice of a power or the unoccupied zone: 1 to 6 each, one per L-star at most; refused as a phrase. */
export function checkLstarDiceOf(dice: unknown, lstars: number, who: DiceHolder, rule: string): Result<never> | undefined {
  const fault = lstarDiceFault(dice, lstars)
  if (fault === 'bad-dice') return who === 'unoccupied' ? battleRefusal('bad-dice', 'lstarDiceBadZone', {}, rule) : battleRefusal('bad-dice', 'lstarDiceBad', { power: asPower(who) }, rule)
  if (fault === 'dice-count') {
    const values = { n: lstars, given: (dice as unknown[]).length }
    return who === 'unoccupied' ? battleRefusal('dice-count', 'lstarDiceCountZone', values, rule) : battleRefusal('dice-count', 'lstarDiceCount', { ...values, power: asPower(who) }, rule)
  }
  return undefined
}

/** Coup Final ended the game for everyone: no more battles. */
export function guardGameOver(state: GameState): Result<never> | undefined {
  return state.war?.isCoupFinal ? battleRefusal('game-over', 'coupFinalOver', {}, COUP_FINAL_RULE) : undefined
}

/**
 * Where each die is aimed, as `assignScreen` aims the L-stars (nuke indices, from 0):
 * the defender's die j at nuke j mod n (round the nukes from the first, which gives each nuke the
 * count assignScreen gives it); then each champion die in turn at the nuke to which assignScreen
 * adds its next champion L-star (the nuke most likely to get through so far).
 */
export function aimDice(nukes: number, defenderDice: number, championDice: number): { defender: number[]; champions: number[] } {
  if (nukes <= 0) return { defender: [], champions: [] }
  const defender = Array.from({ length: defenderDice }, (_, j) => j % nukes)
  const champions: number[] = []
  let before = assignScreen(nukes, defenderDice, 0)
  for (let c = 1; c <= championDice; c += 1) {
    const after = assignScreen(nukes, defenderDice, c)
    champions.push(Math.max(0, after.findIndex((s, i) => s.championLstars > before[i]!.championLstars)))
    before = after
  }
  return { defender, champions }
}

/** Where each die is aimed (nuke indices, from 0), as the table chose or as aimDice aims them. */
export interface Aim {
  defender: number[]
  champions: number[]
}

/** Which nukes get through: a nuke is stopped when any die aimed at it hits (defender 1–5, champion 1–3). */
export function nukesThrough(nukes: number, defenderDice: readonly number[], championDice: readonly number[], chosen?: Aim): boolean[] {
  const aim = chosen ?? aimDice(nukes, defenderDice.length, championDice.length)
  const stopped = new Array<boolean>(Math.max(0, nukes)).fill(false)
  defenderDice.forEach((d, j) => {
    if (d <= LSTAR_SCREEN_HIT_MAX) stopped[aim.defender[j]!] = true
  })
  championDice.forEach((d, c) => {
    if (d <= CHAMPION_HIT_MAX) stopped[aim.champions[c]!] = true
  })
  return stopped.map((s) => !s)
}

const AIM_RULE = 'Stage 4, Battle Drill for Strategic Forces, Step D: "The defender must decide which nukes he will attempt to destroy"'

/** An aim as given: one nuke index per die, each a nuke of this strike; undefined when not given. */
export function checkAim(aim: unknown, dice: number, nukes: number, who: DiceHolder): Result<never> | number[] | undefined {
  if (aim === undefined) return undefined
  const zone = who === 'unoccupied'
  if (!Array.isArray(aim) || aim.length !== dice) {
    if (!Array.isArray(aim)) return zone ? battleRefusal('bad-aim', 'aimCountZoneNone', { n: dice }, AIM_RULE) : battleRefusal('bad-aim', 'aimCountNone', { n: dice, power: asPower(who) }, AIM_RULE)
    return zone ? battleRefusal('bad-aim', 'aimCountZone', { n: dice, given: aim.length }, AIM_RULE) : battleRefusal('bad-aim', 'aimCount', { n: dice, given: aim.length, power: asPower(who) }, AIM_RULE)
  }
  // Any nuke of the strike: the screen defends against the nuclear attack as a whole ("which nukes he will attempt to destroy").
  if (!aim.every((i) => Number.isInteger(i) && (i as number) >= 0 && (i as number) < nukes)) {
    return zone ? battleRefusal('bad-aim', 'aimRangeZone', { nukes }, AIM_RULE) : battleRefusal('bad-aim', 'aimRange', { nukes, power: asPower(who) }, AIM_RULE)
  }
  return aim as number[]
}

/** The whole aim: the table's where given, else aimDice's (today's order), die by die. */
export function resolveAim(nukes: number, defenderAim: number[] | undefined, championDice: number, championAims: (number[] | undefined)[], championCounts: number[], defenderDice: number): Aim {
  const auto = aimDice(nukes, defenderDice, championDice)
  const champions: number[] = []
  let at = 0
  championCounts.forEach((count, c) => {
    const given = championAims[c]
    for (let j = 0; j < count; j += 1) champions.push(given ? given[j]! : auto.champions[at + j]!)
    at += count
  })
  return { defender: defenderAim ?? auto.defender, champions }
}

/** Champions' dice, checked: powers in the game other than the two sides, once each, dice ≤ L-stars. */
export function checkChampions(state: GameState, champions: unknown, sides: readonly PowerId[]): Result<never> | number[] {
  if (champions === undefined) return []
  if (!Array.isArray(champions)) return battleRefusal('bad-champions', 'listChampions', {}, BATTLE_RULE.champions)
  const seen = new Set<PowerId>()
  const dice: number[] = []
  for (const c of champions as unknown[]) {
    const entry = typeof c === 'object' && c !== null ? (c as { power?: unknown; dice?: unknown }) : {}
    const p = powerIn(state, entry.power)
    if (!p) return battleRefusal('unknown-power', 'chooseChampion', {}, BATTLE_RULE.champions)
    if (sides.includes(p.id)) return battleRefusal('bad-champions', 'championIsSide', { power: asPower(p.id) }, BATTLE_RULE.champions)
    if (seen.has(p.id)) return battleRefusal('bad-champions', 'championTwice', { power: asPower(p.id) }, BATTLE_RULE.champions)
    seen.add(p.id)
    const bad = checkLstarDiceOf(entry.dice, p.supplies.lstars, p.id, BATTLE_RULE.champions)
    if (bad) return bad
    dice.push(...(entry.dice as number[]))
  }
  return dice
}
