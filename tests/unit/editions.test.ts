import { describe, expect, it } from 'vitest'
import { CURRENT_RULES_EDITION, RULES_EDITIONS } from '@/domain'
import { decideUnder, editionOf, legacyReadings, moduleVersions } from '@/domain/editions'
import { BANK_V1 } from '@/domain/modules/bank/legacy'
import { SETUP_V1 } from '@/domain/modules/setup/legacy'
import { mustDecide, standardStart, startedState } from '../support/games'
import { emptyFold } from '@/domain/kernel/log'

describe('Rules editions (issue 12: import re-decides every entry under the rules of its edition)', () => {
  it('today’s edition is the last row, and it holds every module at the version the module declares', () => {
    // A module whose version goes up without a new row here fails this test.
    expect(CURRENT_RULES_EDITION).toBe(RULES_EDITIONS.length)
    expect(RULES_EDITIONS.at(-1)).toEqual(moduleVersions())
    expect(moduleVersions()).toMatchObject({ setup: 2, bank: 2 })
  })

  it('an entry written before editions were recorded is edition 1', () => {
    expect(editionOf({})).toBe(1)
    expect(editionOf({ rules: 2 })).toBe(2)
  })

  it('edition 1 is checked through the setup’s and the bank’s older readings; today’s needs none; an unknown edition cannot be checked', () => {
    expect(legacyReadings(1)).toEqual([SETUP_V1, BANK_V1])
    expect(legacyReadings(CURRENT_RULES_EDITION)).toEqual([])
    expect(legacyReadings(0)).toBeUndefined()
    expect(legacyReadings(CURRENT_RULES_EDITION + 1)).toBeUndefined()
  })

  it('the setup’s older reading writes armies and navies as two fields and leaves out what the old event did not hold, keeping today’s values', () => {
    const start = { ...standardStart(['usa', 'ussr'], 'g'), guided: true }
    const decided = mustDecide(emptyFold().state, start)
    const started = decided[0]
    if (started?.type !== 'gameStarted') throw new Error('no setup event')
    const oldSettings: Record<string, unknown> = { ...started.settings }
    for (const key of ['rotation', 'stageEnd', 'counterattackEarnsCounterattack']) delete oldSettings[key]
    const rest: Record<string, unknown> = { ...started }
    delete rest.ruleset
    const old = { ...rest, settings: oldSettings, powers: started.powers.map(({ forces, ...p }) => ({ ...p, ...forces })) }
    const aligned = decideUnder(1, emptyFold().state, start, [old as never, ...decided.slice(1)])
    expect(aligned).toEqual({ ok: true, value: [old, ...decided.slice(1)] })
    // Where the old event holds a setting, it must hold today's value: the reading copies presence, not values.
    const otherRotation = { ...old, settings: { ...oldSettings, rotation: 'pass-is-final' } }
    const kept = decideUnder(1, emptyFold().state, start, [otherRotation as never])
    expect(kept?.ok && kept.value[0]).toMatchObject({ settings: { rotation: started.settings.rotation } })
  })

  it('the bank’s older reading: a salary paid to another player, which version 2 refuses, was decided as a transfer with the salary reason', () => {
    const state = startedState(['china', 'europe'])
    const salary = { kind: 'transferMoney', from: 'china', to: 'europe', amount: 300, purpose: 'salary' } as const
    expect(decideUnder(1, state, salary, [])).toEqual({ ok: true, value: [{ type: 'moneyTransferred', from: 'china', to: 'europe', amount: 300, reason: 'salary' }] })
    expect(decideUnder(CURRENT_RULES_EDITION, state, salary, [])).toMatchObject({ ok: false, refusal: { code: 'salary-to-bank' } })
    // Whatever else version 1 refused, it still refuses: here, more than China has.
    expect(decideUnder(1, state, { ...salary, amount: 999_999 }, [])).toMatchObject({ ok: false, refusal: { code: 'insufficient-funds' } })
    // Salaries to the bank were decided as today.
    expect(decideUnder(1, state, { ...salary, to: 'bank' }, [])).toEqual(decideUnder(CURRENT_RULES_EDITION, state, { ...salary, to: 'bank' }, []))
  })
})
