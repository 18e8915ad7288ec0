import { describe, expect, it } from 'vitest'
import { decide, type FightBattle } from '@/domain'
import { apply, startedState } from '../support/games'

const battle = (over: Partial<FightBattle> = {}): FightBattle => ({
  kind: 'fightBattle',
  attacker: 'usa',
  defender: 'ussr',
  target: 'Kazakh',
  attacking: { armies: 2, navies: 1 },
  defending: { armies: 1, navies: 1 },
  attackerDice: [5, 3],
  defenderDice: [2, 1],
  ...over,
})

function withNavies() {
  let state = startedState(['usa', 'ussr'])
  state = apply(state, { kind: 'correctForces', power: 'usa', armies: 4, navies: 2, reason: 'test' })
  return apply(state, { kind: 'correctForces', power: 'ussr', armies: 4, navies: 2, reason: 'test' })
}

describe('Rulebook: which units the points remove (Step D)', () => {
  it('"he may remove one of the defender\'s armies or navies": the roller chooses, armies first by default', () => {
    const state = withNavies()
    const chosen = apply(state, battle({ attackerDice: [2, 1], defenderLosses: { armies: 0, navies: 1 }, defenderDice: [1, 1] }))
    expect(chosen.powers.ussr).toMatchObject({ forces: { armies: 4, navies: 2 - 1 } })
    const byDefault = apply(state, battle({ attackerDice: [2, 1], defenderDice: [2, 1] }))
    expect(byDefault.powers.ussr).toMatchObject({ forces: { armies: 4 - 1, navies: 2 } })
    expect(byDefault.powers.usa).toMatchObject({ forces: { armies: 4 - 1, navies: 2 } })
  })

  it('The Militia: "If it is an amphibious assault, the Marshall always removes the armies"', () => {
    const state = withNavies()
    const militia = battle({ defender: 'militia', assault: 'amphibious', attackerDice: [], defenderDice: [3] })
    const refused = decide(state, { ...militia, attackerLosses: { armies: 0, navies: 1 } })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.refusal.message).toContain('the Marshall always removes the armies')
    expect(apply(state, militia).powers.usa).toMatchObject({ forces: { armies: 4 - 1, navies: 2 } })
    // Outside an amphibious assault the attacker may give up a navy instead.
    expect(apply(state, { ...militia, assault: undefined, attackerLosses: { armies: 0, navies: 1 } }).powers.usa).toMatchObject({ forces: { armies: 4, navies: 1 } })
  })
})
