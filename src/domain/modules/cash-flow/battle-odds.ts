/**
 * The Cash Flow variant's battle mathematics (shared/rules/variant-cash-flow.txt, "Attack"): the
 * matched dice of a conventional combat and of an L-star clash, the L-star advantage's re-rolls,
 * and the strategic drill's launch and screen. Pure functions, no state, no randomness: the
 * resolvers take dice the players (or the app's dice) rolled; the odds are exact, computed by
 * dynamic programming, and checked against brute-force enumeration of every dice outcome in
 * tests/unit/cash-flow-battle-odds.test.ts.
 */
import { DIE_FACES } from '../market/data'
import {
  BYSTANDER_SCREEN_MISS_FACES,
  CONVENTIONAL_TIE_LOSER,
  DICE_PER_UNIT,
  LAUNCH_FAIL_FACES,
  LSTAR_CLASH_TIE_LOSER,
  MAX_BATTLE_DICE,
  REROLL_AT_MOST,
  REROLLS_PER_LSTAR_SUPERIORITY,
  SPACE_BLAST_SCREEN_MISS_FACES,
  TARGETED_SCREEN_MISS_FACES,
  type TieLoser,
} from './battle-data'

export type Side = 'attacker' | 'defender'

export interface DicePair {
  readonly attacker: number
  readonly defender: number
  readonly loser: TieLoser
}

export interface MatchedResult {
  readonly attackerLosses: number
  readonly defenderLosses: number
  /** Highest against highest, then the next: only min(attacker dice, defender dice) pairs. */
  readonly pairs: readonly DicePair[]
}

function requireCount(name: string, value: number, max = MAX_BATTLE_DICE): void {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${name} must be a whole number from 0 to ${max}, not ${value}.`)
  }
}

function requireFaces(name: string, dice: readonly number[]): void {
  if (!Array.isArray(dice)) throw new RangeError(`${name} must be a list of die faces.`)
  requireCount(`The number of ${name}`, dice.length)
  for (const face of dice) {
    if (!Number.isInteger(face) || face < 1 || face > DIE_FACES) {
      throw new RangeError(`Each of the ${name} must show a face from 1 to ${DIE_FACES}, not ${face}.`)
    }
  }
}

function descending(dice: readonly number[]): number[] {
  return [...dice].sort((a, b) => b - a)
}

function resolveMatched(attackerDice: readonly number[], defenderDice: readonly number[], tie: TieLoser): MatchedResult {
  requireFaces('attacker dice', attackerDice)
  requireFaces('defender dice', defenderDice)
  const attacker = descending(attackerDice)
  const defender = descending(defenderDice)
  const pairs: DicePair[] = []
  let attackerLosses = 0
  let defenderLosses = 0
  for (let i = 0; i < Math.min(attacker.length, defender.length); i += 1) {
    const a = attacker[i]!
    const d = defender[i]!
    const loser: TieLoser = a > d ? 'defender' : a < d ? 'attacker' : tie
    if (loser !== 'defender') attackerLosses += 1
    if (loser !== 'attacker') defenderLosses += 1
    pairs.push({ attacker: a, defender: d, loser })
  }
  return { attackerLosses, defenderLosses, pairs }
}

/** Which side loses a tied pair in a conventional combat ("Defender's Option", "Combat"). */
export function conventionalTieLoser(defenderWinsTies: boolean): TieLoser {
  return CONVENTIONAL_TIE_LOSER[defenderWinsTies ? 'defenderDeletedGrain' : 'noGrain']
}

/**
 * Combat: both sides' dice sorted high to low and matched pair by pair; the lower die loses a
 * unit; a tie goes to the attacker unless the defender deleted a grain unit (`defenderWinsTies`).
 * Throws a RangeError on a face outside 1..6: the rules module validates the dice before.
 */
export function resolveMatchedDice(attackerDice: readonly number[], defenderDice: readonly number[], defenderWinsTies: boolean): MatchedResult {
  return resolveMatched(attackerDice, defenderDice, conventionalTieLoser(defenderWinsTies))
}

/** L-Star Clash: matched like a combat, the low die loses an L-star, a tie loses one each. */
export function resolveLstarClash(attackerDice: readonly number[], defenderDice: readonly number[]): MatchedResult {
  return resolveMatched(attackerDice, defenderDice, LSTAR_CLASH_TIE_LOSER)
}

export interface Rerolls {
  readonly side: Side
  readonly count: number
}

/**
 * L-Star Advantage: the side with more L-stars re-rolls as many dice as its superiority; equal
 * L-stars give nobody a re-roll (undefined).
 */
export function lstarRerolls(attackerLstars: number, defenderLstars: number): Rerolls | undefined {
  requireCount('The attacker\'s L-stars', attackerLstars, Number.MAX_SAFE_INTEGER)
  requireCount('The defender\'s L-stars', defenderLstars, Number.MAX_SAFE_INTEGER)
  if (attackerLstars === defenderLstars) return undefined
  const side: Side = attackerLstars > defenderLstars ? 'attacker' : 'defender'
  return { side, count: Math.abs(attackerLstars - defenderLstars) * REROLLS_PER_LSTAR_SUPERIORITY }
}

/**
 * The re-roll policy, one function for the odds and for the desk's advice ("re-roll these"):
 * the indices (into `dice`, as rolled) of the dice to re-roll: the lowest dice showing
 * REROLL_AT_MOST or less, at most `count` of them, lowest first. It does not look at the enemy's
 * dice, so the odds shown before the roll are the odds of following the advice.
 */
export function rerollAdvice(dice: readonly number[], count: number): number[] {
  requireFaces('dice', dice)
  requireCount('The number of re-rolls', count, Number.MAX_SAFE_INTEGER)
  return dice
    .map((face, index) => ({ face, index }))
    .filter((d) => d.face <= REROLL_AT_MOST)
    .sort((a, b) => a.face - b.face || a.index - b.index)
    .slice(0, count)
    .map((d) => d.index)
}

// ---------------------------------------------------------------------------------------------
// Exact odds of matched dice.
//
// Each side's sorted dice are described as a chain over the faces from 6 down to 1: at stage i
// (after the faces 6 .. 7 - i are placed) a side is in one of a few states, each knowing how many
// of its dice show those faces ("placed"). Pair k (k-th highest against k-th highest) is decided
// once either side has placed its k-th die: if both placed it at the current face it is a tie;
// if only one did, the other's k-th die is lower, so the one that placed it wins. The DP carries,
// for each pair of states, the distribution of the pairs decided so far, and never lists the
// 6^n rolls: 30 v 30 is about 31 x 31 states x 31 scores per face.
// ---------------------------------------------------------------------------------------------

interface Chain {
  /** placed[stage][state]: this side's dice showing a face above 6 - stage (capped at the pairs). */
  readonly placed: readonly (readonly number[])[]
  /** The probability of each state at stage 0. */
  readonly start: readonly number[]
  /** steps[stage][state] = [next state, probability, next state, probability, ...] to stage + 1. */
  readonly steps: readonly (readonly (readonly number[])[])[]
}

const binomialRows = new Map<number, number[][]>()

/** P(c successes of n) for c = 0..n, each with probability p; rows cached per p. */
function binomial(n: number, p: number): readonly number[] {
  let rows = binomialRows.get(p)
  if (rows === undefined) {
    rows = [[1]]
    binomialRows.set(p, rows)
  }
  for (let k = rows.length; k <= n; k += 1) {
    const previous = rows[k - 1]!
    const next = new Array<number>(k + 1).fill(0)
    previous.forEach((q, c) => {
      next[c]! += q * (1 - p)
      next[c + 1]! += q * p
    })
    rows.push(next)
  }
  return rows[n]!
}

/** n independent dice: at face f each die not yet placed shows f with probability 1/f. */
function plainChain(n: number, pairs: number): Chain {
  const size = Math.min(n, pairs) + 1
  const placed: number[][] = []
  const steps: number[][][] = []
  for (let stage = 0; stage <= DIE_FACES; stage += 1) placed.push(Array.from({ length: size }, (_, a) => a))
  for (let stage = 0; stage < DIE_FACES; stage += 1) {
    const face = DIE_FACES - stage
    steps.push(
      Array.from({ length: size }, (_, a) => {
        // Dice beyond the last pair never meet an enemy die: the state stays at the cap.
        if (a >= pairs) return [a, 1]
        const out: number[] = []
        binomial(n - a, 1 / face).forEach((p, c) => {
          if (p > 0) out.push(Math.min(a + c, pairs), p)
        })
        return out
      }),
    )
  }
  return { placed, start: [1, ...new Array<number>(size - 1).fill(0)], steps }
}

/** Builds a chain from weighted paths: states keyed per stage, steps normalised by mass. */
class ChainBuilder {
  private readonly keys: Map<string, number>[] = []
  private readonly placedOf: number[][] = []
  private readonly mass: number[][] = []
  private readonly edges: Map<number, number>[][] = []

  constructor() {
    for (let stage = 0; stage <= DIE_FACES; stage += 1) {
      this.keys.push(new Map())
      this.placedOf.push([])
      this.mass.push([])
      this.edges.push([])
    }
  }

  state(stage: number, key: string, placed: number): number {
    const known = this.keys[stage]!.get(key)
    if (known !== undefined) return known
    const index = this.placedOf[stage]!.length
    this.keys[stage]!.set(key, index)
    this.placedOf[stage]!.push(placed)
    this.mass[stage]!.push(0)
    this.edges[stage]!.push(new Map())
    return index
  }

  addStart(state: number, mass: number): void {
    this.mass[0]![state]! += mass
  }

  addEdge(stage: number, from: number, to: number, mass: number): void {
    const out = this.edges[stage]![from]!
    out.set(to, (out.get(to) ?? 0) + mass)
  }

  build(): Chain {
    const steps = this.edges.slice(0, DIE_FACES).map((stageEdges) =>
      stageEdges.map((out) => {
        let total = 0
        out.forEach((m) => (total += m))
        const flat: number[] = []
        out.forEach((m, to) => {
          if (m > 0) flat.push(to, m / total)
        })
        return flat
      }),
    )
    const startTotal = this.mass[0]!.reduce((s, m) => s + m, 0)
    return { placed: this.placedOf, start: this.mass[0]!.map((m) => m / startTotal), steps }
  }
}

/** Every way n dice fall on the faces 1..faces, as [count of face 1 .. count of face `faces`]. */
function multinomial(n: number, faces: number, visit: (counts: number[], p: number) => void): void {
  const counts = new Array<number>(faces).fill(0)
  const walk = (face: number, left: number, p: number): void => {
    if (face === 1) {
      counts[0] = left
      visit(counts, p)
      return
    }
    binomial(left, 1 / face).forEach((q, c) => {
      if (q === 0) return
      counts[face - 1] = c
      walk(face - 1, left - c, p * q)
    })
  }
  if (faces === 0) visit(counts, n === 0 ? 1 : 0)
  else walk(faces, n, 1)
}

/**
 * n dice of which the lowest showing REROLL_AT_MOST or less are re-rolled, at most `count`
 * (rerollAdvice). The dice above the threshold ("high") are, given how many there are in the
 * end, independent and uniform over the high faces whether kept or re-rolled, and independent of
 * the low ones; so the chain walks the high faces by the placed count and the low faces with the
 * exact distribution of the low dice for each high count.
 */
function rerollChain(n: number, count: number): Chain {
  const low = Math.max(0, Math.min(REROLL_AT_MOST, DIE_FACES))
  const highFaces = DIE_FACES - low
  const pLow = low / DIE_FACES
  const radix = n + 1
  const unit = Array.from({ length: low }, (_, g) => radix ** g)
  const encode = (counts: readonly number[]): number => counts.reduce((key, c, g) => key + c * unit[g]!, 0)
  // lowOf[high] = Map(low dice key -> P(high, low dice)).
  const lowOf = Array.from({ length: n + 1 }, () => new Map<number, number>())
  binomial(n, pLow).forEach((pL, originalLow) => {
    if (pL === 0) return
    const rerolled = Math.min(count, originalLow)
    // The original low dice left once the advice (the same function the desk shows) picks its
    // dice up. The high dice never appear: the advice only picks dice at REROLL_AT_MOST or less.
    let kept = new Map<number, number>()
    multinomial(originalLow, low, (counts, p) => {
      const dice = counts.flatMap((c, g) => new Array<number>(c).fill(g + 1))
      const picked = rerollAdvice(dice, count)
      // The chain's shape (the same number picked from every roll) is what the advice promises.
      if (picked.length !== rerolled) throw new Error('The re-roll advice must pick min(count, dice at the threshold or less) dice.')
      const left = [...counts]
      for (const index of picked) left[dice[index]! - 1]! -= 1
      const key = encode(left)
      kept.set(key, (kept.get(key) ?? 0) + p)
    })
    // Add the re-rolled dice that land low one at a time: `fresh` of them give `kept`.
    const pHighFresh = binomial(rerolled, 1 - pLow)
    for (let freshLow = 0; freshLow <= rerolled; freshLow += 1) {
      const freshHigh = rerolled - freshLow
      const high = n - originalLow + freshHigh
      const weight = pL * pHighFresh[freshHigh]!
      const into = lowOf[high]!
      kept.forEach((p, key) => into.set(key, (into.get(key) ?? 0) + weight * p))
      if (freshLow === rerolled) break
      const next = new Map<number, number>()
      kept.forEach((p, key) => {
        for (let g = 0; g < low; g += 1) next.set(key + unit[g]!, (next.get(key + unit[g]!) ?? 0) + p / low)
      })
      kept = next
    }
  })
  const builder = new ChainBuilder()
  const decode = (key: number): number[] => unit.map((_, g) => Math.floor(key / unit[g]!) % radix)
  lowOf.forEach((dist, high) => {
    let pHigh = 0
    dist.forEach((p) => (pHigh += p))
    if (pHigh === 0) return
    // The high faces: `high` dice uniform over them, walked from 6 down. Given the counts on the
    // faces walked so far, how likely each `high` is depends on their total only (the multinomial
    // coefficients that tell the counts apart do not involve `high`), so the states are the
    // placed count alone: the chain stays small.
    builder.addStart(builder.state(0, 'placed 0', 0), pHigh)
    let current = new Map<number, number>([[0, pHigh]])
    for (let stage = 0; stage < highFaces; stage += 1) {
      const facesLeft = highFaces - stage
      const next = new Map<number, number>()
      current.forEach((m, placed) => {
        const from = builder.state(stage, `placed ${placed}`, placed)
        binomial(high - placed, 1 / facesLeft).forEach((q, c) => {
          if (q === 0) return
          const to = builder.state(stage + 1, `placed ${placed + c}`, placed + c)
          builder.addEdge(stage, from, to, m * q)
          next.set(placed + c, (next.get(placed + c) ?? 0) + m * q)
        })
      })
      current = next
    }
    // The low faces: each low outcome is a path of its own; the states merge on shared prefixes,
    // and just before the last face (where every die left shows 1) on the placed count alone.
    dist.forEach((p, key) => {
      const counts = decode(key)
      let from = builder.state(highFaces, `placed ${high}`, high)
      let placed = high
      let prefix = `${high}|`
      for (let stage = highFaces; stage < DIE_FACES; stage += 1) {
        const face = DIE_FACES - stage
        placed += counts[face - 1]!
        prefix += `${counts[face - 1]},`
        const key2 = stage + 1 >= DIE_FACES - 1 ? `placed ${placed}` : prefix
        const to = builder.state(stage + 1, key2, placed)
        builder.addEdge(stage, from, to, p)
        from = to
      }
    })
  })
  return builder.build()
}

/** Scores of a matched fight: index x * stride + y, x and y as described in matchedScores. */
function runMatched(attacker: Chain, defender: Chain, pairs: number, tie: TieLoser): Float64Array {
  const stride = tie === 'both' ? pairs + 1 : 1
  const size = (pairs + 1) * stride
  let nA = attacker.placed[0]!.length
  let nD = defender.placed[0]!.length
  let current = new Float64Array(nA * nD * size)
  let live = new Uint8Array(nA * nD)
  attacker.start.forEach((pa, sa) => {
    defender.start.forEach((pd, sd) => {
      if (pa * pd === 0) return
      current[(sa * nD + sd) * size] = pa * pd
      live[sa * nD + sd] = 1
    })
  })
  // Positions (lo, hi] newly decided at a face: the shift of the score index they cause.
  const shiftFor = (oldMax: number, a: number, d: number): number => {
    const lo = Math.min(oldMax, pairs)
    const aN = Math.min(a, pairs)
    const dN = Math.min(d, pairs)
    const ties = Math.max(0, Math.min(aN, dN) - lo)
    const attackerWins = Math.max(0, aN - Math.max(dN, lo))
    const defenderWins = Math.max(0, dN - Math.max(aN, lo))
    if (tie === 'both') return attackerWins * stride + defenderWins
    return attackerWins + (tie === 'defender' ? ties : 0)
  }
  for (let stage = 0; stage < DIE_FACES; stage += 1) {
    const placedA = attacker.placed[stage]!
    const placedD = defender.placed[stage]!
    const nextA = attacker.placed[stage + 1]!
    const nextD = defender.placed[stage + 1]!
    const nA2 = nextA.length
    const nD2 = nextD.length
    const stepsA = attacker.steps[stage]!
    const stepsD = defender.steps[stage]!
    // Whoever leads moves last, so the old lead (the last decided position) is still known.
    // attackerLast: (attacker old, defender new); defenderLast: (attacker new, defender old).
    const attackerLast = new Float64Array(nA * nD2 * size)
    const attackerLastLive = new Uint8Array(nA * nD2)
    const defenderLast = new Float64Array(nA2 * nD * size)
    const defenderLastLive = new Uint8Array(nA2 * nD)
    for (let sa = 0; sa < nA; sa += 1) {
      for (let sd = 0; sd < nD; sd += 1) {
        if (live[sa * nD + sd] === 0) continue
        const base = (sa * nD + sd) * size
        // Scores above the pairs decided so far are still zero: the loops stop there.
        const used = Math.min(Math.max(placedA[sa]!, placedD[sd]!), pairs) * stride + 1
        if (placedA[sa]! > placedD[sd]!) {
          const out = stepsD[sd]!
          for (let t = 0; t < out.length; t += 2) {
            const to = out[t]!
            const p = out[t + 1]!
            const target = (sa * nD2 + to) * size
            for (let w = 0; w < used; w += 1) attackerLast[target + w]! += current[base + w]! * p
            attackerLastLive[sa * nD2 + to] = 1
          }
        } else {
          const out = stepsA[sa]!
          for (let t = 0; t < out.length; t += 2) {
            const to = out[t]!
            const p = out[t + 1]!
            const target = (to * nD + sd) * size
            for (let w = 0; w < used; w += 1) defenderLast[target + w]! += current[base + w]! * p
            defenderLastLive[to * nD + sd] = 1
          }
        }
      }
    }
    const next = new Float64Array(nA2 * nD2 * size)
    const nextLive = new Uint8Array(nA2 * nD2)
    // Second half: the side that leads closes the face; the shift is the pairs it decides.
    for (let sa = 0; sa < nA; sa += 1) {
      for (let sd2 = 0; sd2 < nD2; sd2 += 1) {
        if (attackerLastLive[sa * nD2 + sd2] === 0) continue
        const out = stepsA[sa]!
        const used = Math.min(placedA[sa]!, pairs) * stride + 1
        const base = (sa * nD2 + sd2) * size
        for (let t = 0; t < out.length; t += 2) {
          const to = out[t]!
          const p = out[t + 1]!
          const target = (to * nD2 + sd2) * size + shiftFor(placedA[sa]!, nextA[to]!, nextD[sd2]!)
          const end = Math.min(used, (to * nD2 + sd2 + 1) * size - target)
          for (let w = 0; w < end; w += 1) next[target + w]! += attackerLast[base + w]! * p
          nextLive[to * nD2 + sd2] = 1
        }
      }
    }
    for (let sa2 = 0; sa2 < nA2; sa2 += 1) {
      for (let sd = 0; sd < nD; sd += 1) {
        if (defenderLastLive[sa2 * nD + sd] === 0) continue
        const out = stepsD[sd]!
        const used = Math.min(placedD[sd]!, pairs) * stride + 1
        const base = (sa2 * nD + sd) * size
        for (let t = 0; t < out.length; t += 2) {
          const to = out[t]!
          const p = out[t + 1]!
          const target = (sa2 * nD2 + to) * size + shiftFor(placedD[sd]!, nextA[sa2]!, nextD[to]!)
          const end = Math.min(used, (sa2 * nD2 + to + 1) * size - target)
          for (let w = 0; w < end; w += 1) next[target + w]! += defenderLast[base + w]! * p
          nextLive[sa2 * nD2 + to] = 1
        }
      }
    }
    current = next
    live = nextLive
    nA = nA2
    nD = nD2
  }
  const scores = new Float64Array(size)
  for (let s = 0; s < nA * nD; s += 1) {
    if (live[s] === 0) continue
    for (let w = 0; w < size; w += 1) scores[w]! += current[s * size + w]!
  }
  return scores
}

export interface LossOutcome {
  readonly attackerLosses: number
  readonly defenderLosses: number
  readonly probability: number
}

export interface MatchedOdds {
  /** Every possible (attacker losses, defender losses), most attacker losses first; sums to 1. */
  readonly outcomes: readonly LossOutcome[]
  readonly expectedAttackerLosses: number
  readonly expectedDefenderLosses: number
  /** P(no defending unit left): the attacker may then occupy ("Occupation"). */
  readonly defenderEliminated: number
  /** P(no attacking unit left). */
  readonly attackerEliminated: number
}

function matchedOdds(attackers: number, defenders: number, tie: TieLoser, rerolls?: Rerolls): MatchedOdds {
  requireCount('The attacker\'s dice', attackers * DICE_PER_UNIT)
  requireCount('The defender\'s dice', defenders * DICE_PER_UNIT)
  const attackerDice = attackers * DICE_PER_UNIT
  const defenderDice = defenders * DICE_PER_UNIT
  if (rerolls !== undefined) {
    if (rerolls.side !== 'attacker' && rerolls.side !== 'defender') throw new RangeError(`Re-rolls belong to the attacker or the defender, not ${String(rerolls.side)}.`)
    requireCount('The number of re-rolls', rerolls.count, Number.MAX_SAFE_INTEGER)
  }
  const pairs = Math.min(attackerDice, defenderDice)
  const rerollsOf = (side: Side, dice: number): number => (rerolls?.side === side ? Math.min(rerolls.count, dice) : 0)
  const chainFor = (side: Side, dice: number): Chain => {
    const count = rerollsOf(side, dice)
    return count > 0 && REROLL_AT_MOST >= 1 ? rerollChain(dice, count) : plainChain(dice, pairs)
  }
  const scores = pairs === 0 ? new Float64Array([1]) : runMatched(chainFor('attacker', attackerDice), chainFor('defender', defenderDice), pairs, tie)
  const byLosses = new Map<string, LossOutcome>()
  const stride = tie === 'both' ? pairs + 1 : 1
  scores.forEach((p, index) => {
    if (p === 0) return
    let attackerLosses: number
    let defenderLosses: number
    if (tie === 'both') {
      const attackerWins = Math.floor(index / stride)
      const defenderWins = index % stride
      const ties = pairs - attackerWins - defenderWins
      attackerLosses = defenderWins + ties
      defenderLosses = attackerWins + ties
    } else {
      defenderLosses = index
      attackerLosses = pairs - index
    }
    const key = `${attackerLosses}:${defenderLosses}`
    const known = byLosses.get(key)
    byLosses.set(key, { attackerLosses, defenderLosses, probability: (known?.probability ?? 0) + p })
  })
  const outcomes = [...byLosses.values()].sort((a, b) => b.attackerLosses - a.attackerLosses || a.defenderLosses - b.defenderLosses)
  const sum = (f: (o: LossOutcome) => number): number => outcomes.reduce((s, o) => s + f(o) * o.probability, 0)
  return {
    outcomes,
    expectedAttackerLosses: sum((o) => o.attackerLosses),
    expectedDefenderLosses: sum((o) => o.defenderLosses),
    defenderEliminated: sum((o) => (o.defenderLosses >= defenders ? 1 : 0)),
    attackerEliminated: sum((o) => (o.attackerLosses >= attackers ? 1 : 0)),
  }
}

export interface MatchedBattle {
  /** Armies and navies attacking (embarked armies do not roll). */
  readonly attackers: number
  /** Armies or navies in the target. */
  readonly defenders: number
  /** The defender deleted a grain unit for this target ("Defender's Option"). */
  readonly defenderWinsTies: boolean
  /** The L-star advantage (lstarRerolls), followed as rerollAdvice says. */
  readonly rerolls?: Rerolls
}

/**
 * Exact odds of one combat round (the variant's attack has one round per target: "an army or
 * navy may only participate in one combat round per turn"), before the dice are rolled.
 */
export function matchedBattleOdds(battle: MatchedBattle): MatchedOdds {
  return matchedOdds(battle.attackers, battle.defenders, conventionalTieLoser(battle.defenderWinsTies), battle.rerolls)
}

/** Exact odds of an L-star clash: `attackers` L-stars taking part against the defender's all. */
export function lstarClashOdds(attackerLstars: number, defenderLstars: number): MatchedOdds {
  return matchedOdds(attackerLstars, defenderLstars, LSTAR_CLASH_TIE_LOSER)
}

// ---------------------------------------------------------------------------------------------
// The strategic drill.
// ---------------------------------------------------------------------------------------------

/** Launch: a nuke's launch fails on a 6. */
export function launchSucceeds(face: number): boolean {
  requireFaces('launch dice', [face])
  return !LAUNCH_FAIL_FACES.includes(face)
}

/**
 * L-Star Screen: the targeted power's L-star misses only on a 6; a power not targeted misses on
 * 4, 5 or 6, and against a space blast everyone misses on 4, 5 or 6.
 */
export function screenHits(face: number, targeted: boolean, spaceBlast = false): boolean {
  requireFaces('screen dice', [face])
  const misses = spaceBlast ? SPACE_BLAST_SCREEN_MISS_FACES : targeted ? TARGETED_SCREEN_MISS_FACES : BYSTANDER_SCREEN_MISS_FACES
  return !misses.includes(face)
}

function faceChance(test: (face: number) => boolean): number {
  let hits = 0
  for (let face = 1; face <= DIE_FACES; face += 1) if (test(face)) hits += 1
  return hits / DIE_FACES
}

export interface Screener {
  /** L-stars this power fires (each once per strategic combat). */
  readonly lstars: number
  /** This power is the one the nukes are launched at. */
  readonly targeted: boolean
}

export interface Strike {
  /** Nukes launched at the target (or at space, for a space blast). */
  readonly nukes: number
  readonly screeners: readonly Screener[]
  readonly spaceBlast?: boolean
}

export interface StrikeOdds {
  /** landed[k] = P(k nukes land), k = 0..nukes. */
  readonly landed: readonly number[]
  readonly expectedLanded: number
  /** P(at least one lands): for a space blast, every L-star of every player is lost. */
  readonly anyLands: number
}

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0)
  a.forEach((p, i) => b.forEach((q, j) => (out[i + j]! += p * q)))
  return out
}

/**
 * Exact odds of one strike: each launch fails on a 6, then every screener's L-star hit removes
 * one nuke that is still coming, never below none.
 */
export function strikeOdds(strike: Strike): StrikeOdds {
  requireCount('The number of nukes', strike.nukes)
  const spaceBlast = strike.spaceBlast === true
  const flying = binomial(strike.nukes, faceChance(launchSucceeds))
  let hits: number[] = [1]
  for (const screener of strike.screeners) {
    requireCount('A screener\'s L-stars', screener.lstars)
    hits = convolve(hits, binomial(screener.lstars, faceChance((face) => screenHits(face, screener.targeted, spaceBlast))))
  }
  const landed = new Array<number>(strike.nukes + 1).fill(0)
  flying.forEach((p, f) => hits.forEach((q, h) => (landed[Math.max(0, f - h)]! += p * q)))
  return {
    landed,
    expectedLanded: landed.reduce((s, p, k) => s + p * k, 0),
    anyLands: 1 - landed[0]!,
  }
}
