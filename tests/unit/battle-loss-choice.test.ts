import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { armiesBounds, defaultLosses, drownedArmies, isForcedArmiesFirst } from '@/domain/modules/battle/loss-choice'
import { drownedLine, lossPicks, luckText, warRecordRows, type DeskBattle } from '@/presentation/battle-ui'
import { EMPTY_RECORD } from '@/domain'
import { apply, startedState } from '../support/games'

const desk = (over: Partial<DeskBattle> = {}): DeskBattle => ({
  attacker: 'usa',
  defender: 'ussr',
  attacking: { armies: 2, navies: 1 },
  defending: { armies: 1, navies: 2 },
  convoyedArmies: 0,
  defenderResists: false,
  ...over,
})

describe('loss choice', () => {
  it('defaults to armies first, then navies', () => {
    expect(defaultLosses(2, { armies: 1, navies: 3 })).toEqual({ armies: 1, navies: 1 })
    expect(defaultLosses(2, { armies: 5, navies: 3 })).toEqual({ armies: 2, navies: 0 })
  })

  it('bounds the armies so neither kind exceeds what was in the battle and the losses add up', () => {
    expect(armiesBounds(2, { armies: 1, navies: 3 })).toEqual({ min: 0, max: 1 })
    expect(armiesBounds(3, { armies: 2, navies: 1 })).toEqual({ min: 2, max: 2 })
    fc.assert(
      fc.property(fc.nat(10), fc.nat(10), fc.nat(12), (armies, navies, count) => {
        const present = { armies, navies }
        const n = Math.min(count, armies + navies)
        const { min, max } = armiesBounds(n, present)
        const d = defaultLosses(n, present)
        expect(min).toBeLessThanOrEqual(max)
        expect(d.armies).toBe(max)
        expect(d.armies + d.navies).toBe(n)
        for (let a = min; a <= max; a += 1) {
          expect(a).toBeLessThanOrEqual(armies)
          expect(n - a).toBeLessThanOrEqual(navies)
          expect(n - a).toBeGreaterThanOrEqual(0)
        }
      }),
    )
  })

  it('forces armies first only for the attacker in an amphibious assault on the militia', () => {
    expect(isForcedArmiesFirst('militia', 'attacker', 'amphibious')).toBe(true)
    expect(isForcedArmiesFirst('militia', 'attacker', undefined)).toBe(false)
    expect(isForcedArmiesFirst('ussr', 'attacker', 'amphibious')).toBe(false)
  })

  it('drowns the armies aboard a sunk navy, up to four a navy', () => {
    expect(drownedArmies({ armies: 3, navies: 1 }, { armies: 0, navies: 1 }, 'amphibious', 0)).toBe(3)
    expect(drownedArmies({ armies: 6, navies: 1 }, { armies: 0, navies: 1 }, 'amphibious', 0)).toBe(4)
    expect(drownedArmies({ armies: 3, navies: 2 }, { armies: 1, navies: 1 }, undefined, 2)).toBe(1)
    expect(drownedArmies({ armies: 3, navies: 2 }, { armies: 1, navies: 0 }, undefined, 2)).toBe(0)
  })
})

describe('lossPicks', () => {
  it('offers each side a choice only when it had both kinds and does not lose everything', () => {
    // 5 + 3 = 8 points remove 2 of USSR's 3 units; 2 + 1 = 3 points remove 1 of USA's.
    const picks = lossPicks(desk(), [5, 3], [2, 1])
    expect(picks.map((p) => [p.side, p.count, p.min, p.max, p.isChoosable])).toEqual([
      ['defender', 2, 0, 1, true],
      ['attacker', 1, 0, 1, true],
    ])
    expect(picks[0]!.heading).toBe('USSR loses 2 units: USA chooses which.')
    expect(picks[0]!.fallback).toEqual({ armies: 1, navies: 1 })
    expect(picks[1]!.heading).toBe('USA loses 1 unit: USSR chooses which.')
    // Only armies: nothing to choose. Everything lost: nothing to choose. No points: no pick.
    expect(lossPicks(desk({ defending: { armies: 3, navies: 0 } }), [5, 3], [1, 1]).map((p) => [p.side, p.isChoosable])).toEqual([['defender', false]])
    expect(lossPicks(desk({ defending: { armies: 1, navies: 1 } }), [6, 6], [1, 1])[0]!.isChoosable).toBe(false)
  })

  it('lets the Marshall choose nothing in an amphibious assault on the militia, and says why', () => {
    const [pick] = lossPicks(desk({ defender: 'militia', assault: 'amphibious' }), [], [3])
    expect(pick).toMatchObject({ side: 'attacker', count: 1, isChoosable: false, fallback: { armies: 1, navies: 0 } })
    expect(pick!.heading).toBe('USA loses 1 unit: the Marshall chooses which.')
    expect(pick!.note).toContain('always removes the armies')
    expect(lossPicks(desk({ defender: 'militia' }), [], [3])[0]!.isChoosable).toBe(true)
  })

  it('says how many armies go down with a sunk navy', () => {
    const b = desk({ attacking: { armies: 3, navies: 1 }, assault: 'amphibious' })
    expect(drownedLine(b, { armies: 0, navies: 1 })).toBe(
      'A navy sunk while convoying loses its armies: 3 more armies go down, so USA loses 3 armies and 1 navy in all.',
    )
    expect(drownedLine(b, { armies: 1, navies: 0 })).toBeUndefined()
  })
})

describe('war record wording', () => {
  it('puts luck in plain words with the difference from the odds', () => {
    expect(luckText(EMPTY_RECORD)).toBe('Luck: no battle dice yet.')
    expect(luckText({ ...EMPTY_RECORD, unitsDestroyed: 7, expectedUnitsDestroyed: 5.3 })).toBe('Luck: destroyed 7 units, 5.3 expected (+1.7: luckier than the odds).')
    expect(luckText({ ...EMPTY_RECORD, unitsDestroyed: 1, expectedUnitsDestroyed: 1.44 })).toBe('Luck: destroyed 1 unit, 1.4 expected (−0.4: unluckier than the odds).')
    expect(luckText({ ...EMPTY_RECORD, unitsDestroyed: 2, expectedUnitsDestroyed: 2.01 })).toBe('Luck: destroyed 2 units, 2.0 expected (as the odds expected).')
  })

  it('lists every power in player order with its figures, after a battle too', () => {
    let state = startedState(['usa', 'ussr'])
    expect(warRecordRows(state).map((r) => [r.power, r.figures.map((f) => f.value), r.luck])).toEqual([
      ['usa', [0, 0, 0, 0], 'Luck: no battle dice yet.'],
      ['ussr', [0, 0, 0, 0], 'Luck: no battle dice yet.'],
    ])
    state = apply(state, { kind: 'fightBattle', attacker: 'usa', defender: 'ussr', target: 'Poland', attacking: { armies: 3, navies: 0 }, defending: { armies: 2, navies: 0 }, attackerDice: [5, 3], defenderDice: [2, 2] })
    const [usa, ussr] = warRecordRows(state)
    expect(usa!.figures.find((f) => f.label === 'Enemy units destroyed')?.value).toBe(2)
    expect(usa!.luck).toMatch(/^Luck: destroyed 2 units, \d\.\d expected \(\+\d\.\d: luckier than the odds\)\.$/)
    expect(ussr!.luck).toMatch(/^Luck: destroyed 1 unit, /)
    expect(usa!.isOut).toBe(false)
  })
})
