import { describe, expect, it } from 'vitest'
import { CHAMPION_HIT_MAX, LSTAR_SCREEN_HIT_MAX, NUCLEAR_ROULETTE } from '@/domain/modules/battle/data'
import { aimDice, nukesThrough } from '@/domain/modules/battle/strategic-common'
import {
  aimedScreenOdds,
  assignScreen,
  conventionalDice,
  conventionalOdds,
  diceSumDistribution,
  lossDistribution,
  lstarClashOdds,
  militiaOdds,
  nuclearScreenOdds,
  nukeThroughChance,
  rouletteEndChance,
  unitsRemovedForPoints,
  type NukeScreen,
} from '@/domain/modules/battle/odds'

const EXACT = 1e-12
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

/** Every ordered roll of n six-sided dice, each once: 6^n arrays of faces. */
function allRolls(n: number): number[][] {
  let rolls: number[][] = [[]]
  for (let i = 0; i < n; i += 1) rolls = rolls.flatMap((r) => range(1, 6).map((face) => [...r, face]))
  return rolls
}

function expectClose(actual: readonly number[], expected: readonly number[]) {
  expect(actual).toHaveLength(expected.length)
  actual.forEach((p, i) => expect(Math.abs(p - expected[i]!)).toBeLessThan(EXACT))
}

describe('diceSumDistribution and lossDistribution against every roll', () => {
  it.each(range(0, 6))('%i dice: each total as often as the rolls give it', (n) => {
    const counts = new Array<number>(6 * n + 1).fill(0)
    for (const roll of allRolls(n)) counts[sum(roll)]! += 1
    const dist = diceSumDistribution(n)
    expectClose(dist, counts.map((c) => c / 6 ** n))
    expect(Math.abs(sum(dist) - 1)).toBeLessThan(EXACT)
  })

  it('0 dice total 0 for certain; a copy is returned each time', () => {
    expect(diceSumDistribution(0)).toEqual([1])
    const first = diceSumDistribution(2)
    first[7] = 99
    expect(diceSumDistribution(2)[7]).toBeCloseTo(6 / 36, 15)
  })

  it('every dice count 0–6 and 0–12 units present: min(floor(total / 3), units)', () => {
    for (const n of range(0, 6)) {
      const rolls = allRolls(n)
      for (const units of range(0, 12)) {
        const counts = new Array<number>(units + 1).fill(0)
        for (const roll of rolls) counts[Math.min(Math.floor(sum(roll) / 3), units)]! += 1
        const dist = lossDistribution(n, units)
        expectClose(dist, counts.map((c) => c / rolls.length))
        expect(Math.abs(sum(dist) - 1)).toBeLessThan(EXACT)
      }
    }
  })

  it('Step D example: a five and a three are eight points and remove two units', () => {
    expect(unitsRemovedForPoints(5 + 3, 5)).toBe(2)
    expect(unitsRemovedForPoints(5 + 3, 1)).toBe(1)
    expect(unitsRemovedForPoints(2, 3)).toBe(0)
    // Two dice, at least two units: 6, 7 or 8 points remove exactly two (5 + 6 + 5 rolls of 36).
    expect(lossDistribution(2, 4)[2]).toBeCloseTo(16 / 36, 15)
  })

  it('refuses a negative or fractional count', () => {
    expect(() => diceSumDistribution(-1)).toThrow(RangeError)
    expect(() => lossDistribution(2, 1.5)).toThrow(RangeError)
  })
})

describe('conventionalOdds against every pair of rolls', () => {
  const units = range(1, 12)
  for (const attackerDice of range(1, 3)) {
    for (const defenderDice of range(1, 4)) {
      it(`attacker ${attackerDice} dice, defender ${defenderDice} dice, 1–12 units each side`, () => {
        // Every ordered roll of both sides, grouped by the pair of totals it gives.
        const pairs = new Map<string, { a: number; d: number; count: number }>()
        const defenderRolls = allRolls(defenderDice)
        for (const ar of allRolls(attackerDice)) {
          for (const dr of defenderRolls) {
            const key = `${sum(ar)}/${sum(dr)}`
            const pair = pairs.get(key) ?? { a: sum(ar), d: sum(dr), count: 0 }
            pair.count += 1
            pairs.set(key, pair)
          }
        }
        const outcomes = 6 ** (attackerDice + defenderDice)
        for (const attackerUnits of units) {
          for (const defenderUnits of units) {
            const aLoss = new Array<number>(attackerUnits + 1).fill(0)
            const dLoss = new Array<number>(defenderUnits + 1).fill(0)
            const tally = { both: 0, onlyD: 0, onlyA: 0, neither: 0 }
            for (const { a, d, count } of pairs.values()) {
              const defenderLost = Math.min(Math.floor(a / 3), defenderUnits)
              const attackerLost = Math.min(Math.floor(d / 3), attackerUnits)
              dLoss[defenderLost]! += count
              aLoss[attackerLost]! += count
              const dGone = defenderLost === defenderUnits
              const aGone = attackerLost === attackerUnits
              if (dGone && aGone) tally.both += count
              else if (dGone) tally.onlyD += count
              else if (aGone) tally.onlyA += count
              else tally.neither += count
            }
            const odds = conventionalOdds({ attackerDice, defenderDice, attackerUnits, defenderUnits })
            expectClose(odds.attackerLosses, aLoss.map((c) => c / outcomes))
            expectClose(odds.defenderLosses, dLoss.map((c) => c / outcomes))
            expectClose(
              [odds.pMutualDestruction, odds.pOnlyDefenderDestroyed, odds.pOnlyAttackerDestroyed, odds.pNeitherDestroyed],
              [tally.both, tally.onlyD, tally.onlyA, tally.neither].map((c) => c / outcomes),
            )
            expectClose(
              [odds.pDefenderDestroyed, odds.pAttackerDestroyed],
              [(tally.both + tally.onlyD) / outcomes, (tally.both + tally.onlyA) / outcomes],
            )
            expectClose(
              [odds.expectedAttackerLosses, odds.expectedDefenderLosses],
              [sum(aLoss.map((c, k) => c * k)) / outcomes, sum(dLoss.map((c, k) => c * k)) / outcomes],
            )
            expect(Math.abs(odds.pMutualDestruction + odds.pOnlyDefenderDestroyed + odds.pOnlyAttackerDestroyed + odds.pNeitherDestroyed - 1)).toBeLessThan(EXACT)
          }
        }
      })
    }
  }

  it('the defender still rolls when wiped out: a lone army facing three attacker dice can still hurt', () => {
    const odds = conventionalOdds({ attackerDice: 3, defenderDice: 2, attackerUnits: 3, defenderUnits: 1 })
    expect(odds.pDefenderDestroyed).toBeCloseTo(1, 15)
    expect(odds.pMutualDestruction).toBeGreaterThan(0)
  })
})

describe('conventionalDice (Step C, Getting the Dice)', () => {
  const base = { attackerUnits: 3, defenderUnits: 3, attackerLstars: 0, defenderLstars: 0, defenderHasSupplies: true, defenderResists: false }

  it.each([
    ['a tie in forces and L-stars gives no extra die', {}, 1, 2],
    ['more attacking forces give the attacker the fire power die', { attackerUnits: 4 }, 2, 2],
    ['more defending forces give the defender the fire power die', { defenderUnits: 5 }, 1, 3],
    ['more L-stars give the L-star die', { attackerLstars: 2, defenderLstars: 1 }, 2, 2],
    ['a defender with no set of supplies starts with one die', { defenderHasSupplies: false }, 1, 1],
    ['a resisting defender starts with one die like the attacker', { defenderResists: true }, 1, 1],
    ['a resisting defender with more forces and L-stars has three dice', { defenderResists: true, defenderUnits: 4, defenderLstars: 1 }, 1, 3],
    ['the most an attacker can have is three dice', { attackerUnits: 9, attackerLstars: 1 }, 3, 2],
    ['the most a defender can have is four dice', { defenderUnits: 9, defenderLstars: 1 }, 1, 4],
  ])('%s', (_case, change, attacker, defender) => {
    const dice = conventionalDice({ ...base, ...change })
    expect([dice.attacker, dice.defender]).toEqual([attacker, defender])
    expect(dice.reasons).toHaveLength(4)
  })

  it('gives its reasons in plain words, citing the step', () => {
    const tie = conventionalDice(base).reasons
    expect(tie[0]).toBe('Stage 4, Battle Drill for Conventional Forces, Step C (Position Dice): the attacker gets 1 die.')
    expect(tie[1]).toContain('removes a set of supplies and gets 2 dice')
    expect(tie[2]).toBe('Stage 4, Battle Drill for Conventional Forces, Step C (Fire Power Die): both sides have 3 armies and navies in the battle, a tie: no extra die.')
    expect(tie[3]).toContain('Step C (L-star Die): both sides have 0 L-stars, a tie: no extra die.')
    const resisting = conventionalDice({ ...base, defenderResists: true, attackerUnits: 5, attackerLstars: 1 }).reasons
    expect(resisting[1]).toBe('Stage 4, Defensive Tactics, "Resist": the defender resists, removes no supplies and begins with 1 die.')
    expect(resisting[2]).toContain('the attacker has more armies and navies in the battle (5 against 3): the attacker gets 1 die more.')
    expect(resisting[3]).toContain('the attacker has more L-stars (1 against 0)')
    expect(conventionalDice({ ...base, defenderHasSupplies: false }).reasons[1]).toContain('Step B (Delete Supplies): the defender has no set of supplies to remove, so he gets 1 die.')
  })
})

describe('militiaOdds', () => {
  it.each(range(1, 12))('%i attacking units against one die of the Marshall', (units) => {
    const counts = new Array<number>(units + 1).fill(0)
    for (const [face] of allRolls(1)) counts[Math.min(Math.floor(face! / 3), units)]! += 1
    expectClose(militiaOdds(units), counts.map((c) => c / 6))
  })

  it('one die removes at most two units: 1–2 none, 3–5 one, 6 two', () => {
    expectClose(militiaOdds(4), [2 / 6, 3 / 6, 1 / 6, 0, 0])
  })
})

/**
 * Every die of every L-star, grouped by face class: an L-star that hits on 1..h has h hitting
 * faces and 6 − h missing ones, so each hit/miss pattern stands for the product of those counts.
 */
function bruteScreen(assignment: readonly NukeScreen[]): number[] {
  const shots = assignment.flatMap((s, nuke) => [
    ...Array.from({ length: s.defenderLstars }, () => ({ nuke, hits: LSTAR_SCREEN_HIT_MAX })),
    ...Array.from({ length: s.championLstars }, () => ({ nuke, hits: CHAMPION_HIT_MAX })),
  ])
  const through = new Array<number>(assignment.length + 1).fill(0)
  for (let pattern = 0; pattern < 2 ** shots.length; pattern += 1) {
    let rolls = 1
    const stopped = new Set<number>()
    shots.forEach((shot, i) => {
      if (pattern & (2 ** i)) {
        rolls *= shot.hits
        stopped.add(shot.nuke)
      } else rolls *= 6 - shot.hits
    })
    through[assignment.length - stopped.size]! += rolls
  }
  return through.map((c) => c / 6 ** shots.length)
}

/** Every way of sharing `count` L-stars among `nukes` nukes. */
function shares(count: number, nukes: number): number[][] {
  if (nukes === 1) return [[count]]
  return range(0, count).flatMap((first) => shares(count - first, nukes - 1).map((rest) => [first, ...rest]))
}

describe('nuclearScreenOdds (Strategic Step D, L-star Screen)', () => {
  for (const nukes of range(1, 6)) {
    it(`${nukes} nukes against 0–6 defender L-stars and 0–4 champion L-stars`, () => {
      for (const defenderLstars of range(0, 6)) {
        for (const championLstars of range(0, 4)) {
          const odds = nuclearScreenOdds({ nukes, defenderLstars, championLstars })
          const { assignment } = odds
          expect(assignment).toEqual(assignScreen(nukes, defenderLstars, championLstars))
          expect(sum(assignment.map((s) => s.defenderLstars))).toBe(defenderLstars)
          expect(sum(assignment.map((s) => s.championLstars))).toBe(championLstars)
          const spread = assignment.map((s) => s.defenderLstars)
          expect(Math.max(...spread) - Math.min(...spread)).toBeLessThanOrEqual(1)
          const expected = bruteScreen(assignment)
          expectClose(odds.through, expected)
          expect(Math.abs(sum(odds.through) - 1)).toBeLessThan(EXACT)
          expect(Math.abs(odds.pAtLeastOneThrough - (1 - expected[0]!))).toBeLessThan(EXACT)
          expect(Math.abs(odds.expectedThrough - sum(expected.map((p, k) => p * k)))).toBeLessThan(EXACT)
          // With fewer L-stars than nukes, nukes − L-stars get through for certain.
          const certain = Math.max(0, nukes - defenderLstars - championLstars)
          for (let k = 0; k < certain; k += 1) expect(odds.through[k]).toBe(0)
          // No other aim of the same L-stars lets fewer nukes through on average, or stops them all more often.
          let bestExpected = Infinity
          let bestNoneThrough = 0
          for (const d of shares(defenderLstars, nukes)) {
            for (const c of shares(championLstars, nukes)) {
              const chances = d.map((dl, i) => nukeThroughChance({ defenderLstars: dl, championLstars: c[i]! }))
              bestExpected = Math.min(bestExpected, sum(chances))
              bestNoneThrough = Math.max(bestNoneThrough, chances.reduce((p, q) => p * (1 - q), 1))
            }
          }
          expect(odds.expectedThrough - bestExpected).toBeLessThan(EXACT)
          expect(bestNoneThrough - odds.through[0]!).toBeLessThan(EXACT)
        }
      }
    })
  }

  it('matches every face of every die when there are at most 5 L-stars', () => {
    for (const nukes of range(1, 4)) {
      for (const defenderLstars of range(0, 3)) {
        for (const championLstars of range(0, 2)) {
          const assignment = assignScreen(nukes, defenderLstars, championLstars)
          const aims = assignment.flatMap((s, nuke) => [
            ...Array.from({ length: s.defenderLstars }, () => ({ nuke, hitMax: 5 })),
            ...Array.from({ length: s.championLstars }, () => ({ nuke, hitMax: 3 })),
          ])
          const counts = new Array<number>(nukes + 1).fill(0)
          const rolls = allRolls(aims.length)
          for (const roll of rolls) {
            const stopped = new Set(aims.filter((aim, i) => roll[i]! <= aim.hitMax).map((aim) => aim.nuke))
            counts[nukes - stopped.size]! += 1
          }
          expectClose(nuclearScreenOdds({ nukes, defenderLstars, championLstars }).through, counts.map((c) => c / rolls.length))
        }
      }
    }
  })

  it('rulebook: two L-stars against three nukes let at least one through', () => {
    const odds = nuclearScreenOdds({ nukes: 3, defenderLstars: 2, championLstars: 0 })
    expect(odds.assignment.map((s) => s.defenderLstars)).toEqual([1, 1, 0])
    expect(odds.through[0]).toBe(0)
    expect(odds.pAtLeastOneThrough).toBe(1)
    // "If he rolls a 4 and a 6, he destroys one nuke, but the other nuke will also hit": two through.
    expectClose(odds.through, [0, 25 / 36, 10 / 36, 1 / 36])
  })

  it('champions cover the nukes the defender left bare first', () => {
    expect(assignScreen(3, 1, 3)).toEqual([
      { defenderLstars: 1, championLstars: 0 },
      { defenderLstars: 0, championLstars: 2 },
      { defenderLstars: 0, championLstars: 1 },
    ])
    expect(nuclearScreenOdds({ nukes: 0, defenderLstars: 2, championLstars: 1 }).through).toEqual([1])
  })
})

describe('rouletteEndChance (Coup Final – Nuclear Roulette)', () => {
  it.each([
    [0, 0], [12, 0], [13, 1 / 6], [14, 2 / 6], [15, 3 / 6], [16, 4 / 6], [17, 5 / 6], [18, 1], [25, 1],
  ])('%i territories destroyed: the game ends with probability %f', (count, p) => {
    expect(rouletteEndChance(count)).toBeCloseTo(p, 15)
  })

  it('agrees with the faces of the table', () => {
    for (const [count, lowest] of Object.entries(NUCLEAR_ROULETTE)) {
      expect(rouletteEndChance(Number(count))).toBeCloseTo(allRolls(1).filter(([f]) => f! >= lowest).length / 6, 15)
    }
  })
})

describe('lstarClashOdds', () => {
  it('one die each, high wins, a tie costs both', () => {
    const count = { attacker: 0, defender: 0, tie: 0 }
    for (const [a, d] of allRolls(2)) {
      if (a! > d!) count.attacker += 1
      else if (d! > a!) count.defender += 1
      else count.tie += 1
    }
    const odds = lstarClashOdds()
    expectClose([odds.pAttackerWins, odds.pDefenderWins, odds.pTie], [count.attacker / 36, count.defender / 36, count.tie / 36])
  })
})

describe('aimedScreenOdds against every roll of the aimed dice', () => {
  it.each([
    ['3 nukes, 2 L-stars aimed at nukes 3 and 1', 3, [2, 0], []],
    ['2 nukes, 3 L-stars all at nuke 1', 2, [0, 0, 0], []],
    ['3 nukes, 1 L-star and 2 champion dice', 3, [1], [1, 2]],
    ['2 nukes, champions only', 2, [], [0, 0]],
  ] as const)('%s', (_case, nukes, defender, champions) => {
    const odds = aimedScreenOdds(nukes, { defender: [...defender], champions: [...champions] })
    const through = new Array<number>(nukes + 1).fill(0)
    const rolls = allRolls(defender.length + champions.length)
    for (const roll of rolls) {
      const n = nukesThrough(nukes, roll.slice(0, defender.length), roll.slice(defender.length), { defender: [...defender], champions: [...champions] }).filter(Boolean).length
      through[n]! += 1 / rolls.length
    }
    expectClose(odds.through, through)
  })

  it('the app\'s own aim gives the odds nuclearScreenOdds always gave', () => {
    const aim = aimDice(3, 2, 2)
    expectClose(aimedScreenOdds(3, aim).through, nuclearScreenOdds({ nukes: 3, defenderLstars: 2, championLstars: 2 }).through)
  })
})
