/**
 * Exact odds of Stage 4 battles (basic rules v3.0, "STAGE 4 – ATTACK"), computed by convolution:
 * no simulation, no randomness. Checked against brute-force enumeration of every dice outcome in
 * tests/unit/battle-odds.test.ts.
 */
import { DIE_FACES } from '../market/data'
import { reasonList, type Reasons } from '../../kernel/reasons'
import { battleReason, battleRuleName, diceValue } from './reasons'
import {
  ATTACKER_BASE_DICE,
  CHAMPION_HIT_MAX,
  COUP_FINAL_AT,
  DEFENDER_BASE_DICE,
  DEFENDER_WITHOUT_SUPPLIES_DICE,
  FIRE_POWER_DIE,
  LSTAR_DIE,
  LSTAR_SCREEN_HIT_MAX,
  MILITIA_DICE,
  NUCLEAR_ROULETTE,
  POINTS_PER_LOSS,
  ROULETTE_STARTS_AFTER,
} from './data'

function requireCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of 0 or more, not ${value}.`)
}

const sumCache: number[][] = [[1]]

/** P(total = t) for t = 0..6n, for n six-sided dice (index t); 0 dice give a total of 0. */
export function diceSumDistribution(n: number): number[] {
  requireCount('The number of dice', n)
  for (let k = sumCache.length; k <= n; k += 1) {
    const previous = sumCache[k - 1] ?? [1]
    const next = new Array<number>(previous.length + DIE_FACES).fill(0)
    previous.forEach((p, total) => {
      for (let face = 1; face <= DIE_FACES; face += 1) next[total + face]! += p / DIE_FACES
    })
    sumCache.push(next)
  }
  return [...(sumCache[n] ?? [1])]
}

/** Step D: one unit removed per full 3 points, never more units than were there. */
export function unitsRemovedForPoints(points: number, unitsPresent: number): number {
  return Math.min(Math.floor(points / POINTS_PER_LOSS), unitsPresent)
}

/**
 * P(k units lost), k = 0..unitsPresent: one unit removed per full 3 points, never more than were
 * there. `lostWith` turns the units the points remove into the units lost in all (armies that
 * drown with a sunk navy go too); by default the two are the same.
 */
export function lossDistribution(dice: number, unitsPresent: number, lostWith: (removed: number) => number = (removed) => removed): number[] {
  requireCount('The number of units', unitsPresent)
  const losses = new Array<number>(unitsPresent + 1).fill(0)
  diceSumDistribution(dice).forEach((p, total) => {
    losses[Math.min(unitsPresent, lostWith(unitsRemovedForPoints(total, unitsPresent)))]! += p
  })
  return losses
}

function expectation(distribution: readonly number[]): number {
  return distribution.reduce((sum, p, k) => sum + p * k, 0)
}

export interface ConventionalOdds {
  /** P(the attacker loses k units), k = 0..attackerUnits. */
  attackerLosses: number[]
  /** P(the defender loses k units), k = 0..defenderUnits. */
  defenderLosses: number[]
  /** P(every defending unit is removed), mutual destruction included. */
  pDefenderDestroyed: number
  /** P(every attacking unit is removed), mutual destruction included. */
  pAttackerDestroyed: number
  /** Step D, "Only the Defender is Destroyed". */
  pOnlyDefenderDestroyed: number
  /** Step D, "Only the Attacker is Destroyed". */
  pOnlyAttackerDestroyed: number
  /** Step D, "Mutual Destruction". */
  pMutualDestruction: number
  pNeitherDestroyed: number
  expectedAttackerLosses: number
  expectedDefenderLosses: number
}

/**
 * Step D: both sides roll independently; "The defender may still roll his dice, even if all of
 * his forces have been destroyed in the attack."
 */
export function conventionalOdds(input: {
  attackerDice: number
  defenderDice: number
  attackerUnits: number
  defenderUnits: number
  /** The attacker's units lost in all when the defender's points remove so many (see lossDistribution). */
  attackerLostWith?: (removed: number) => number
  /** The defender's units lost in all when the attacker's points remove so many. */
  defenderLostWith?: (removed: number) => number
}): ConventionalOdds {
  const defenderLosses = lossDistribution(input.attackerDice, input.defenderUnits, input.defenderLostWith)
  const attackerLosses = lossDistribution(input.defenderDice, input.attackerUnits, input.attackerLostWith)
  const pDefenderDestroyed = defenderLosses[input.defenderUnits] ?? 0
  const pAttackerDestroyed = attackerLosses[input.attackerUnits] ?? 0
  const pMutualDestruction = pDefenderDestroyed * pAttackerDestroyed
  return {
    attackerLosses,
    defenderLosses,
    pDefenderDestroyed,
    pAttackerDestroyed,
    pOnlyDefenderDestroyed: pDefenderDestroyed * (1 - pAttackerDestroyed),
    pOnlyAttackerDestroyed: pAttackerDestroyed * (1 - pDefenderDestroyed),
    pMutualDestruction,
    pNeitherDestroyed: (1 - pDefenderDestroyed) * (1 - pAttackerDestroyed),
    expectedAttackerLosses: expectation(attackerLosses),
    expectedDefenderLosses: expectation(defenderLosses),
  }
}


/**
 * Step C, Getting the Dice. Units are the armies and navies counted for fire power (the caller
 * leaves out convoyed armies except in an amphibious assault). A resisting defender removed no
 * supplies and begins with one die ("Resist").
 */
export function conventionalDice(input: {
  attackerUnits: number
  defenderUnits: number
  attackerLstars: number
  defenderLstars: number
  defenderHasSupplies: boolean
  defenderResists: boolean
}): { attacker: number; defender: number } & Reasons {
  let attacker = ATTACKER_BASE_DICE
  let defender = DEFENDER_BASE_DICE
  const why = reasonList()
  why.add(battleReason('attackerGets', { rule: { phrase: battleRuleName('positionDice') }, dice: diceValue(ATTACKER_BASE_DICE) }))
  if (input.defenderResists) {
    defender = DEFENDER_WITHOUT_SUPPLIES_DICE
    why.add(battleReason('defenderResists', { rule: { phrase: battleRuleName('resist') }, dice: diceValue(defender) }))
  } else if (!input.defenderHasSupplies) {
    defender = DEFENDER_WITHOUT_SUPPLIES_DICE
    why.add(battleReason('defenderNoSupplies', { rule: { phrase: battleRuleName('suppliesStep') }, dice: diceValue(defender) }))
  } else {
    why.add(battleReason('defenderRemoves', { rule: { phrase: battleRuleName('positionDice') }, dice: diceValue(defender) }))
  }
  const extra = (rule: 'firePowerDie' | 'lstarDie', what: 'units' | 'lstars', a: number, d: number, die: number) => {
    if (a > d) attacker += die
    if (d > a) defender += die
    const values = { rule: { phrase: battleRuleName(rule) }, n: a, more: Math.max(a, d), fewer: Math.min(a, d), dice: diceValue(die) }
    why.add(battleReason(a === d ? `${what}Tie` : a > d ? `${what}Attacker` : `${what}Defender`, values))
  }
  extra('firePowerDie', 'units', input.attackerUnits, input.defenderUnits, FIRE_POWER_DIE)
  extra('lstarDie', 'lstars', input.attackerLstars, input.defenderLstars, LSTAR_DIE)
  return { attacker, defender, ...why.reasons() }
}

/** The Militia: the Marshall rolls one die; P(the attacker loses k units), k = 0..attackerUnits. */
export function militiaOdds(attackerUnits: number): number[] {
  return lossDistribution(MILITIA_DICE, attackerUnits)
}

/** The L-stars aimed at one nuke. */
export interface NukeScreen {
  defenderLstars: number
  championLstars: number
}

/**
 * How the screen is aimed (each L-star rolls one die, once, at one nuke):
 * 1. the defender's L-stars (1–5 hits) are spread as evenly as possible, one per nuke in turn from
 *    the first nuke, so nukes − L-stars get through for certain when there are fewer L-stars;
 * 2. then each champion L-star (1–3 hits) in turn goes to the nuke most likely to get through so
 *    far, i.e. with the fewest and weakest L-stars on it (the first such nuke on a tie).
 * For every case the rules allow (1–6 nukes, 0–6 defender and 0–4 champion L-stars) this aim both
 * minimises the expected number of nukes through and maximises the chance none gets through
 * (checked against every other aim in tests/unit/battle-odds.test.ts).
 */
export function assignScreen(nukes: number, defenderLstars: number, championLstars: number): NukeScreen[] {
  requireCount('The number of nukes', nukes)
  requireCount("The number of the defender's L-stars", defenderLstars)
  requireCount("The number of the champions' L-stars", championLstars)
  const screen = Array.from({ length: nukes }, (_, i) => ({
    defenderLstars: Math.floor(defenderLstars / nukes) + (i < defenderLstars % nukes ? 1 : 0),
    championLstars: 0,
  }))
  for (let c = 0; c < championLstars && nukes > 0; c += 1) {
    let weakest = screen[0]!
    for (const s of screen) if (nukeThroughChance(s) > nukeThroughChance(weakest)) weakest = s
    weakest.championLstars += 1
  }
  return screen
}

/** P(one nuke gets through) given the L-stars aimed at it: every one of them must miss. */
export function nukeThroughChance(screen: NukeScreen): number {
  const defenderMiss = (DIE_FACES - LSTAR_SCREEN_HIT_MAX) / DIE_FACES
  const championMiss = (DIE_FACES - CHAMPION_HIT_MAX) / DIE_FACES
  return defenderMiss ** screen.defenderLstars * championMiss ** screen.championLstars
}

export interface ScreenOdds {
  assignment: NukeScreen[]
  /** P(nuke i gets through), in the order of the assignment. */
  perNuke: number[]
  /** P(k nukes get through), k = 0..nukes. */
  through: number[]
  pAtLeastOneThrough: number
  expectedThrough: number
}

/** Strategic Step D, L-star Screen, aimed by assignScreen; nukes get through independently. */
export function nuclearScreenOdds(input: { nukes: number; defenderLstars: number; championLstars: number }): ScreenOdds {
  return screenOdds(assignScreen(input.nukes, input.defenderLstars, input.championLstars))
}

/** Step D as the table aimed it: `aim` gives the nuke (index from 0) each defender and each champion die is aimed at. */
export function aimedScreenOdds(nukes: number, aim: { defender: readonly number[]; champions: readonly number[] }): ScreenOdds {
  requireCount('The number of nukes', nukes)
  const assignment = Array.from({ length: nukes }, (_, i) => ({
    defenderLstars: aim.defender.filter((n) => n === i).length,
    championLstars: aim.champions.filter((n) => n === i).length,
  }))
  return screenOdds(assignment)
}

/** The screen's odds for L-stars assigned so: nukes get through independently. */
function screenOdds(assignment: NukeScreen[]): ScreenOdds {
  const perNuke = assignment.map(nukeThroughChance)
  let through = [1]
  for (const p of perNuke) {
    const next = new Array<number>(through.length + 1).fill(0)
    through.forEach((q, k) => {
      next[k]! += q * (1 - p)
      next[k + 1]! += q * p
    })
    through = next
  }
  return {
    assignment,
    perNuke,
    through,
    pAtLeastOneThrough: 1 - (through[0] ?? 0),
    expectedThrough: perNuke.reduce((sum, p) => sum + p, 0),
  }
}

/** Nuclear Roulette: P(the game ends) when the given territory count has just been reached. */
export function rouletteEndChance(territoriesDestroyed: number): number {
  requireCount('The number of territories destroyed', territoriesDestroyed)
  if (territoriesDestroyed <= ROULETTE_STARTS_AFTER) return 0
  if (territoriesDestroyed >= COUP_FINAL_AT) return 1
  const lowest = NUCLEAR_ROULETTE[territoriesDestroyed as keyof typeof NUCLEAR_ROULETTE]
  return (DIE_FACES + 1 - lowest) / DIE_FACES
}

/** L-star Clash: one die each, the high number wins, a tie costs both one L-star. */
export function lstarClashOdds(): { pAttackerWins: number; pDefenderWins: number; pTie: number } {
  const pTie = 1 / DIE_FACES
  const pAttackerWins = (1 - pTie) / 2
  return { pAttackerWins, pDefenderWins: pAttackerWins, pTie }
}
