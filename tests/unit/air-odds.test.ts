/**
 * The air battle's exact odds (air-units/air-odds.ts) against brute-force enumeration of every
 * dice outcome, losses counted by a naive one-unit-at-a-time reading of Kill Points written here.
 */
import { describe, expect, it } from 'vitest'
import { airBattleOdds, type AirBattlePlan, type AirForces, type AirSidePlan, type AirTarget } from '@/domain'

const EXACT = 1e-12
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

function allRolls(n: number): number[][] {
  let rolls: number[][] = [[]]
  for (let i = 0; i < n; i += 1) rolls = rolls.flatMap((r) => range(1, 6).map((face) => [...r, face]))
  return rolls
}

const KINDS: AirTarget[] = ['armies', 'navies', 'airUnits']

/** Kill Points read one unit at a time: the primary target or nothing, then each aimed kind while the points pay. */
function naiveLosses(stake: AirForces, aims: readonly AirTarget[], points: number, airKill: number, aboard: number, perNavy: number) {
  const cost = (k: AirTarget) => (k === 'airUnits' ? airKill : 3)
  const order = [...aims, ...KINDS.filter((k) => !aims.includes(k))].filter((k) => stake[k] > 0)
  const lost: AirForces = { armies: 0, navies: 0, airUnits: 0 }
  if (order.length > 0 && points >= cost(order[0]!)) {
    let left = points
    for (const k of order) {
      while (lost[k] < stake[k] && left >= cost(k)) {
        lost[k] += 1
        left -= cost(k)
      }
    }
  }
  const drowned = Math.max(0, Math.min(aboard - lost.armies, lost.navies * perNavy))
  return { ...lost, armies: lost.armies + drowned }
}

const side = (over: Partial<AirSidePlan>): AirSidePlan => ({
  power: 'usa',
  atStake: { armies: 0, navies: 0, airUnits: 0 },
  flyingAirUnits: 0,
  rawFirePower: 0,
  firePower: 0,
  dice: 1,
  lstars: 0,
  edge: 0,
  paysSupplies: true,
  aboard: 0,
  ...over,
})

type Setup = { name: string; plan: AirBattlePlan; aims: { attacker: AirTarget[]; defender: AirTarget[] } }
const setup = (name: string, attacker: Partial<AirSidePlan>, defender: Partial<AirSidePlan>, airUnitKillPoints: number, aims: Setup['aims']): Setup => ({
  name,
  plan: { option: 'ground', attacker: side(attacker), defender: side({ power: 'ussr', ...defender }), airUnitKillPoints, perNavy: 2, reasons: [], reasonPhrases: [] },
  aims,
})

const SETUPS: Setup[] = [
  // The variant's example: one air unit and two armies against two armies (FPR 7 against 1): 2 dice and 2 edge points.
  setup('FPR 7 against 1, edge 2, kill points 6', { atStake: { armies: 2, navies: 0, airUnits: 1 }, dice: 2, edge: 2 }, { atStake: { armies: 2, navies: 0, airUnits: 0 }, dice: 2 }, 6, {
    attacker: ['armies'],
    defender: ['airUnits', 'armies'],
  }),
  setup('the kill-points example, air unit first, kill points 8', { atStake: { armies: 6, navies: 0, airUnits: 1 }, dice: 3, edge: 1 }, { atStake: { armies: 3, navies: 0, airUnits: 1 }, dice: 2 }, 8, {
    attacker: ['airUnits', 'armies'],
    defender: ['armies'],
  }),
  setup('the defender halved nothing, edge on the defender, navies with convoys, kill points 6', { atStake: { armies: 3, navies: 2, airUnits: 0 }, dice: 1, aboard: 3 }, { atStake: { armies: 1, navies: 1, airUnits: 2 }, dice: 3, edge: 3, aboard: 1 }, 6, {
    attacker: ['navies', 'airUnits', 'armies'],
    defender: ['navies', 'armies'],
  }),
  setup('air-to-air, kill points 8, edge 1', { atStake: { armies: 0, navies: 0, airUnits: 3 }, dice: 2, edge: 1 }, { atStake: { armies: 0, navies: 0, airUnits: 2 }, dice: 2 }, 8, {
    attacker: ['airUnits'],
    defender: ['airUnits'],
  }),
]

describe('airBattleOdds against every dice outcome', () => {
  it.each(SETUPS.map((s) => [s.name, s] as const))('%s', (_, { plan, aims }) => {
    const aRolls = allRolls(plan.attacker.dice)
    const dRolls = allRolls(plan.defender.dice)
    const stakeA = plan.attacker.atStake
    const stakeD = plan.defender.atStake
    const totalA = sum(KINDS.map((k) => stakeA[k]))
    const totalD = sum(KINDS.map((k) => stakeD[k]))
    const byKind = (stake: AirForces) => Object.fromEntries(KINDS.map((k) => [k, new Array<number>(stake[k] + 1).fill(0)])) as Record<AirTarget, number[]>
    const countsA = byKind(stakeA)
    const countsD = byKind(stakeD)
    const outcome = { onlyA: 0, onlyD: 0, mutual: 0, neither: 0 }
    let expectedA = 0
    let expectedD = 0
    const n = aRolls.length * dRolls.length
    for (const a of aRolls) {
      const lostD = naiveLosses(stakeD, aims.attacker, sum(a) + plan.attacker.edge, plan.airUnitKillPoints, plan.defender.aboard, plan.perNavy)
      for (const d of dRolls) {
        const lostA = naiveLosses(stakeA, aims.defender, sum(d) + plan.defender.edge, plan.airUnitKillPoints, plan.attacker.aboard, plan.perNavy)
        for (const k of KINDS) {
          countsA[k][lostA[k]]! += 1
          countsD[k][lostD[k]]! += 1
        }
        const goneA = sum(KINDS.map((k) => lostA[k]))
        const goneD = sum(KINDS.map((k) => lostD[k]))
        expectedA += goneA / n
        expectedD += goneD / n
        const aDead = totalA > 0 && goneA === totalA
        const dDead = totalD > 0 && goneD === totalD
        if (aDead && dDead) outcome.mutual += 1 / n
        else if (aDead) outcome.onlyA += 1 / n
        else if (dDead) outcome.onlyD += 1 / n
        else outcome.neither += 1 / n
      }
    }
    const odds = airBattleOdds(plan, aims)
    for (const k of KINDS) {
      odds.attacker.byKind[k].forEach((p, i) => expect(Math.abs(p - countsA[k][i]! / n)).toBeLessThan(EXACT))
      odds.defender.byKind[k].forEach((p, i) => expect(Math.abs(p - countsD[k][i]! / n)).toBeLessThan(EXACT))
    }
    expect(Math.abs(odds.attacker.expected - expectedA)).toBeLessThan(1e-9)
    expect(Math.abs(odds.defender.expected - expectedD)).toBeLessThan(1e-9)
    expect(Math.abs(odds.pOnlyAttackerDestroyed - outcome.onlyA)).toBeLessThan(1e-9)
    expect(Math.abs(odds.pOnlyDefenderDestroyed - outcome.onlyD)).toBeLessThan(1e-9)
    expect(Math.abs(odds.pMutualDestruction - outcome.mutual)).toBeLessThan(1e-9)
    expect(Math.abs(odds.pNeitherDestroyed - outcome.neither)).toBeLessThan(1e-9)
    expect(Math.abs(sum(odds.attacker.total) - 1)).toBeLessThan(EXACT)
  })

  it('the edge is what moves the odds: the same dice without it destroy less', () => {
    const [first] = SETUPS
    const withEdge = airBattleOdds(first!.plan, first!.aims)
    const without = airBattleOdds({ ...first!.plan, attacker: { ...first!.plan.attacker, edge: 0 } }, first!.aims)
    expect(withEdge.defender.expected).toBeGreaterThan(without.defender.expected)
  })

  it('kill points 8 against 6: the air unit is harder to destroy', () => {
    const s = SETUPS[1]!
    const eight = airBattleOdds(s.plan, s.aims).defender.expectedByKind.airUnits
    const six = airBattleOdds({ ...s.plan, airUnitKillPoints: 6 }, s.aims).defender.expectedByKind.airUnits
    expect(six).toBeGreaterThan(eight)
  })

  it('a capture: the defender loses its air units for certain, the attacker nothing', () => {
    const plan: AirBattlePlan = { ...SETUPS[0]!.plan, attacker: side({ dice: 0 }), defender: side({ power: 'ussr', dice: 0, atStake: { armies: 0, navies: 0, airUnits: 2 } }), capture: { airUnits: 2, kept: 2, outOfPlay: 0 } }
    const odds = airBattleOdds(plan, { attacker: ['airUnits'], defender: ['armies'] })
    expect(odds.defender.byKind.airUnits).toEqual([0, 0, 1])
    expect([odds.pOnlyDefenderDestroyed, odds.attacker.pDestroyed, odds.attacker.expected]).toEqual([1, 0, 0])
  })
})
