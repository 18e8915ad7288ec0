/**
 * The reasons an air battle's plan gives the table, word for word (shared/rules/variant-air-units.txt):
 * each sentence is what the battle desk shows under the odds, so a wrong rule reading, a missing step
 * or a number from the wrong side shows up here. The expected plans are tests/golden/air-battle-plans.json,
 * read against the variant line by line when written (2026-11-28); a change of wording or of a rule
 * reading is a change to that file, made on purpose.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { planAirBattle, type AirBattlePlan, type FightAirBattle, type GameState } from '@/domain'
import { airGameAtWar as atWar } from '../support/air-units'

const war = atWar()

const battle = (over: Partial<FightAirBattle> = {}): FightAirBattle => ({
  kind: 'fightAirBattle', attacker: 'usa', defender: 'ussr', target: 'Kazakh', option: 'ground',
  attacking: { armies: 2, navies: 0, airUnits: 1 }, defending: { armies: 2, navies: 0, airUnits: 0 },
  attackerAims: ['armies', 'navies', 'airUnits'], defenderAims: ['airUnits', 'armies', 'navies'],
  attackerDice: [], defenderDice: [],
  ...over,
})
function plan(over: Partial<FightAirBattle> = {}, s: GameState = war.state): AirBattlePlan {
  const r = planAirBattle(s, battle(over))
  if (!r.ok) throw new Error(r.refusal.message)
  return r.value
}
function withSupply(row: 'grain' | 'oil' | 'minerals' | 'lstars', power: 'usa' | 'ussr', value: number, g = atWar()) {
  g.do({ kind: 'correctSupply', power, row, value, reason: 'test' })
  return g.state
}


const p = (name: string, get: () => AirBattlePlan) => ({ name, get })
const CASES = [
  p('an air unit and two armies against two armies', () => plan()),
  p('air-to-air, armies on both sides left out', () => plan({ option: 'airToAir', attacking: { armies: 3, navies: 1, airUnits: 2 }, defending: { armies: 1, navies: 0, airUnits: 3 } })),
  p('cargo on both sides', () => plan({ attacking: { armies: 0, navies: 0, airUnits: 2 }, attackerCargo: 1, defending: { armies: 1, navies: 0, airUnits: 2 }, defenderCargo: 1 })),
  p('convoyed armies on both sides', () => plan({ attacking: { armies: 3, navies: 1, airUnits: 1 }, convoyedArmies: 2, defending: { armies: 2, navies: 1, airUnits: 0 }, defenderConvoyedArmies: 1 })),
  p('a defender out of oil with armies', () => plan({ defending: { armies: 2, navies: 0, airUnits: 2 } }, withSupply('oil', 'ussr', 0))),
  p('a capture past the 20 pieces', () => plan({ defending: { armies: 0, navies: 0, airUnits: 3 } }, (() => {
    const g = atWar()
    g.do({ kind: 'correctForces', power: 'usa', armies: 6, navies: 2, forces: { airUnits: 19 }, reason: 'test' })
    return withSupply('oil', 'ussr', 0, g)
  })())),
  p('a defender that resists', () => plan({ defenderResists: true })),
  p('a defender out of oil that resists', () => plan({ defenderResists: true, defending: { armies: 2, navies: 0, airUnits: 1 } }, withSupply('oil', 'ussr', 0))),
  p('a defender without a set of supplies', () => plan({}, withSupply('grain', 'ussr', 0))),
  p('equal fire power', () => plan({ attacking: { armies: 0, navies: 0, airUnits: 1 }, defending: { armies: 0, navies: 0, airUnits: 1 } })),
  p('the attacker with more L-stars', () => plan({}, withSupply('lstars', 'usa', 2))),
  p('the defender with more L-stars', () => plan({}, withSupply('lstars', 'ussr', 3))),
  p('the defender with the edge', () => plan({ attacking: { armies: 1, navies: 0, airUnits: 0 }, defending: { armies: 1, navies: 0, airUnits: 3 } })),
  p('tanks and helicopters', () => plan({ attackerMiniatures: { tanks: 1 }, defenderMiniatures: { helicopters: 2 } })),
]


const GOLDEN = JSON.parse(readFileSync(resolve(process.cwd(), 'tests/golden/air-battle-plans.json'), 'utf8')) as Record<string, Partial<AirBattlePlan>>

describe('an air battle plan, as the battle desk shows it', () => {
  it('covers every case of the golden file', () => {
    expect(CASES.map((c) => c.name).sort()).toEqual(Object.keys(GOLDEN).sort())
  })
  it.each(CASES.map((c) => [c.name, c.get] as const))('%s: sides, dice, edge and reasons', (name, get) => {
    const v = get()
    expect({ attacker: v.attacker, defender: v.defender, capture: v.capture, reasons: v.reasons }).toEqual(GOLDEN[name])
  })
  it('an amphibious assault puts its armies aboard the navies only where the game reads them so (setting amphibiousArmies)', () => {
    const aboard = atWar({ amphibiousArmies: 'aboard' }).state
    const assault = { assault: 'amphibious' as const, attacking: { armies: 3, navies: 1, airUnits: 1 } }
    expect(plan(assault).attacker.aboard).toBe(0)
    expect(plan(assault, aboard).attacker.aboard).toBe(3)
    expect(plan({ ...assault, option: 'airToAir', defending: { armies: 0, navies: 0, airUnits: 1 } }, aboard).attacker.aboard).toBe(0)
  })
})
