/**
 * The odds of an attack on a warlord with Air Units (warlordBattleOdds) against brute-force
 * enumeration of every dice outcome: each side's losses by a naive one-unit-at-a-time reading of
 * the Kill Points written here, its dice total plus its Fire Power Edge Points (the Marshall's
 * highest value first: air units, then armies, then navies; the attacker's aims at the zone's
 * armies and air units; nothing unless the primary falls). The zone is destroyed when its armies
 * are (a warlord's air units are then captured with the zone).
 */
import { describe, expect, it } from 'vitest'
import { warlordBattleOdds, type WarlordBattlePlan } from '@/domain'

const EXACT = 1e-12
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

function allTotals(n: number): number[] {
  let rolls: number[] = [0]
  for (let i = 0; i < n; i += 1) rolls = rolls.flatMap((t) => range(1, 6).map((face) => t + face))
  return rolls
}

type Stake = { armies: number; navies: number; airUnits: number }
type Kind = keyof Stake
function naiveLosses(stake: Stake, order: readonly Kind[], points: number, airKill: number): Stake {
  const kinds = order.filter((k) => stake[k] > 0)
  const cost = (k: Kind) => (k === 'airUnits' ? airKill : 3)
  const lost = { armies: 0, navies: 0, airUnits: 0 }
  if (kinds.length === 0 || points < cost(kinds[0]!)) return lost
  let left = points
  for (const k of kinds) {
    for (let i = 0; i < stake[k] && left >= cost(k); i += 1) {
      lost[k] += 1
      left -= cost(k)
    }
  }
  return lost
}
const count = (l: Stake) => l.armies + l.navies + l.airUnits

interface Extra {
  zoneAir?: number
  aims?: Kind[]
  edge?: { attacker: number; zone: number }
}

function plan(attackerDice: number, defenderDice: number, attacking: Stake, zoneUnits: number, airKillPoints: number, extra: Extra = {}): WarlordBattlePlan {
  return {
    attackerDice,
    defenderDice,
    attackerUnits: attacking.armies + attacking.navies + attacking.airUnits,
    zoneUnits,
    attackerLstars: 0,
    zoneLstars: 0,
    reasons: [],
    reasonPhrases: [],
    firePower: { attacker: 0, zone: 0 },
    air: {
      figures: { airFirePower: 5, airKillPoints },
      attacking,
      zone: { armies: zoneUnits, navies: 0, airUnits: extra.zoneAir ?? 0 },
      aims: extra.aims ?? [],
      edge: extra.edge ?? { attacker: 0, zone: 0 },
    },
  }
}

const CASES: { name: string; plan: WarlordBattlePlan }[] = [
  { name: 'two air units and an army against 3 armies, 6 kill points', plan: plan(2, 3, { armies: 1, navies: 0, airUnits: 2 }, 3, 6) },
  { name: 'one air unit, two armies, a navy against 4 armies, 8 kill points', plan: plan(2, 4, { armies: 2, navies: 1, airUnits: 1 }, 4, 8) },
  { name: 'armies and navies only, 8 kill points', plan: plan(3, 2, { armies: 2, navies: 2, airUnits: 0 }, 2, 8) },
  { name: 'three air units against 5 armies, 8 kill points', plan: plan(1, 4, { armies: 0, navies: 0, airUnits: 3 }, 5, 8) },
  { name: 'three air units against 3 armies, 4 edge points to the attacker', plan: plan(2, 2, { armies: 0, navies: 0, airUnits: 3 }, 3, 6, { edge: { attacker: 4, zone: 0 } }) },
  { name: 'two armies against 2 armies and 2 air units aimed at first, the warlord\'s 2 edge points', plan: plan(1, 4, { armies: 2, navies: 0, airUnits: 0 }, 2, 6, { zoneAir: 2, aims: ['airUnits'], edge: { attacker: 0, zone: 2 } }) },
  { name: 'an air unit against 3 armies and an air unit, the armies first, 8 kill points', plan: plan(2, 3, { armies: 0, navies: 0, airUnits: 1 }, 3, 8, { zoneAir: 1, edge: { attacker: 1, zone: 0 } }) },
]

describe('warlordBattleOdds with Air Units, against every dice outcome', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const p = c.plan
      const stake = p.air!.attacking
      const att = new Array<number>(p.attackerUnits + 1).fill(0)
      const air = p.air!
      const zone = new Array<number>(p.zoneUnits + air.zone.airUnits + 1).fill(0)
      let mutual = 0
      let onlyZone = 0
      let onlyAttacker = 0
      const aTotals = allTotals(p.attackerDice)
      const dTotals = allTotals(p.defenderDice)
      const weight = 1 / (aTotals.length * dTotals.length)
      for (const a of aTotals) {
        for (const d of dTotals) {
          const zLost = naiveLosses(air.zone, [...air.aims, 'armies', 'navies', 'airUnits'], a + air.edge.attacker, air.figures.airKillPoints)
          const al = count(naiveLosses(stake, ['airUnits', 'armies', 'navies'], d + air.edge.zone, air.figures.airKillPoints))
          zone[count(zLost)]! += weight
          att[al]! += weight
          const zDone = zLost.armies === p.zoneUnits
          const aDone = al === p.attackerUnits
          if (zDone && aDone) mutual += weight
          else if (zDone) onlyZone += weight
          else if (aDone) onlyAttacker += weight
        }
      }
      const odds = warlordBattleOdds(p)
      expect(odds.attackerLosses).toHaveLength(att.length)
      odds.attackerLosses.forEach((q, k) => expect(q).toBeCloseTo(att[k]!, 12))
      odds.defenderLosses.forEach((q, k) => expect(q).toBeCloseTo(zone[k]!, 12))
      expect(Math.abs(odds.pMutualDestruction - mutual)).toBeLessThan(EXACT)
      expect(Math.abs(odds.pOnlyDefenderDestroyed - onlyZone)).toBeLessThan(EXACT)
      expect(Math.abs(odds.pOnlyAttackerDestroyed - onlyAttacker)).toBeLessThan(EXACT)
      expect(Math.abs(odds.expectedAttackerLosses - sum(att.map((q, k) => q * k)))).toBeLessThan(EXACT)
      expect(Math.abs(odds.expectedDefenderLosses - sum(zone.map((q, k) => q * k)))).toBeLessThan(EXACT)
      expect(Math.abs(sum(odds.attackerLosses) - 1)).toBeLessThan(EXACT)
      expect(Math.abs(sum(odds.defenderLosses) - 1)).toBeLessThan(EXACT)
    })
  }
  it('differs from the basic 3-points-a-unit count when an air unit is at stake', () => {
    const p = plan(1, 3, { armies: 1, navies: 0, airUnits: 1 }, 2, 8)
    const basic: WarlordBattlePlan = { ...p, air: undefined }
    expect(warlordBattleOdds(p).attackerLosses).not.toEqual(warlordBattleOdds(basic).attackerLosses)
  })
})
