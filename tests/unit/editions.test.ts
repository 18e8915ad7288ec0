import { describe, expect, it } from 'vitest'
import { CURRENT_RULES_EDITION, RULES_EDITIONS } from '@/domain'
import { decideUnder, editionOf, legacyReadings, moduleVersions } from '@/domain/editions'
import { BANK_V1, BANK_V2 } from '@/domain/modules/bank/legacy'
import { BATTLE_V1 } from '@/domain/modules/battle/legacy'
import { AIR_V1 } from '@/domain/modules/air-units/legacy'
import { SETUP_V1 } from '@/domain/modules/setup/legacy'
import { PLAY_V1 } from '@/domain/modules/play/legacy'
import { CASH_FLOW_V1 } from '@/domain/modules/cash-flow/legacy'
import { WOS_V1 } from '@/domain/modules/war-of-supremacy/legacy'
import { wosGame, wosSetup } from '../support/war-of-supremacy'
import { mustDecide, standardStart, startedState } from '../support/games'
import { emptyFold } from '@/domain/kernel/log'
import { WARLORDS_V1 } from '@/domain/modules/warlords/legacy'

describe('Rules editions (issue 12: import re-decides every entry under the rules of its edition)', () => {
  it('today’s edition is the last row, and it holds every module at the version the module declares', () => {
    // A module whose version goes up without a new row here fails this test.
    expect(CURRENT_RULES_EDITION).toBe(RULES_EDITIONS.length)
    expect(RULES_EDITIONS.at(-1)).toEqual(moduleVersions())
    expect(moduleVersions()).toMatchObject({ setup: 2, bank: 3, battle: 2 })
  })

  it('an entry written before editions were recorded is edition 1', () => {
    expect(editionOf({})).toBe(1)
    expect(editionOf({ rules: 2 })).toBe(2)
  })

  it('edition 1 is checked through the setup’s, the bank’s, the order of play’s and the battle’s older readings (Cash Flow did not exist), editions 2 and 3 through those of the modules changed since, Cash Flow’s among them; today’s needs none; an unknown edition cannot be checked', () => {
    expect(legacyReadings(1)).toEqual([SETUP_V1, BANK_V1, PLAY_V1, BATTLE_V1])
    expect(legacyReadings(2)).toEqual([BANK_V2, PLAY_V1, BATTLE_V1, CASH_FLOW_V1, WOS_V1, AIR_V1, WARLORDS_V1])
    expect(legacyReadings(3)).toEqual([BANK_V2, BATTLE_V1, CASH_FLOW_V1, WOS_V1, AIR_V1, WARLORDS_V1])
    expect(legacyReadings(4)).toEqual([WARLORDS_V1])
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

  it('the bank’s older reading changes only a salary paid from one power to another: other payments and other commands are decided as today', () => {
    const state = startedState(['china', 'europe'])
    for (const command of [
      { kind: 'transferMoney', from: 'china', to: 'europe', amount: 300, purpose: 'deal' },
      { kind: 'transferMoney', from: 'bank', to: 'europe', amount: 300, purpose: 'salary' },
      { kind: 'takeLoan', power: 'china', amount: 1000 },
    ] as const) {
      expect(decideUnder(1, state, command, [])).toEqual(decideUnder(CURRENT_RULES_EDITION, state, command, []))
    }
  })

  it('War of Supremacy’s older reading (editions 2 and 3, where it joined at version 1): a defender’s own 0 v 21 took the Territory, and a card winning one Territory ended the attack on the other', () => {
    const own = wosGame(wosSetup(2))
    own.turn([[19, 0, 0]])
    own.turn([[1, 0, 0]])
    own.do({ kind: 'changeCreature', creature: own.wos.fields[0]!.defenders[0]!.id, change: { kind: 'modifier', form: 'wild', amount: 2 } })
    const resolve = { kind: 'resolveCombat', player: own.wos.turn.player, field: 'f1' } as const
    const then = decideUnder(3, own.state, resolve, [])
    const now = decideUnder(CURRENT_RULES_EDITION, own.state, resolve, [])
    expect(then?.ok && then.value[0]).toMatchObject({ to: { wonCount: 1 } })
    expect(now?.ok && now.value[0]).not.toMatchObject({ to: { wonCount: 1 } })
    const multi = wosGame(wosSetup(4, { variants: { multipleTerritories: true }, second: { forms: ['blade'], territory: 'Eastfold' } }))
    multi.attack('Knight', [0, 0, 4], 'f2')
    const claim = { kind: 'claimTerritory', player: 'p3', field: 'f1', how: 'ability' } as const
    const old = decideUnder(2, multi.state, claim, [])
    expect(old?.ok && old.value[0]).toMatchObject({ to: { turn: { step: 'draw' } } })
    expect(decideUnder(CURRENT_RULES_EDITION, multi.state, claim, [])).toMatchObject({ ok: true, value: [{ to: { turn: { step: 'combat' } } }] })
    // Other commands are decided as today.
    const spell = { kind: 'playSpell', player: 'p2' } as const
    expect(decideUnder(2, multi.state, spell, [])).toEqual(decideUnder(CURRENT_RULES_EDITION, multi.state, spell, []))
  })

  it('the setup’s older reading keeps what it cannot tell apart: a ruleset with modules, forces beyond armies and navies, and stored fields of the wrong shape', () => {
    const started = mustDecide(emptyFold().state, { ...standardStart(['usa', 'ussr'], 'g'), guided: true })[0]
    if (started?.type !== 'gameStarted') throw new Error('no setup event')
    const align = (event: object, old: object) => SETUP_V1.align!([event as never], [old as never])[0] as unknown as Record<string, unknown>
    // A ruleset with an optional module was never written by version 1: it is kept, so the file differs.
    const withModule = { ...started, ruleset: { ...started.ruleset!, modules: ['air-units'] } }
    const noRuleset: Record<string, unknown> = { ...started }
    delete noRuleset.ruleset
    expect(align(withModule, noRuleset).ruleset).toEqual(withModule.ruleset)
    expect(align(started, noRuleset)).not.toHaveProperty('ruleset')
    // Forces beyond armies and navies cannot be written as two fields: kept as the record.
    const air = { ...started, powers: started.powers.map((p) => ({ ...p, forces: { ...p.forces, air: 1 } })) }
    const oldPowers = started.powers.map(({ forces, ...p }) => ({ ...p, ...forces }))
    expect((align(air, { ...noRuleset, powers: oldPowers }).powers as object[])[0]).toHaveProperty('forces', { armies: 4, navies: 0, air: 1 })
    expect((align(started, { ...noRuleset, powers: oldPowers }).powers as object[])[0]).toMatchObject({ armies: 4, navies: 0 })
    // Stored powers or settings that are not records: today's shape and no later settings.
    expect((align(started, { ...noRuleset, powers: 'junk' }).powers as object[])[0]).toHaveProperty('forces')
    expect((align(started, { ...noRuleset, powers: [['usa']] }).powers as object[])[0]).toHaveProperty('forces')
    for (const settings of [null, ['rotation'], 'rotation']) {
      expect(align(started, { ...noRuleset, settings }).settings).not.toHaveProperty('rotation')
    }
    expect(align(started, { ...noRuleset, settings: { rotation: 'x' } }).settings).toHaveProperty('rotation', started.settings.rotation)
  })
})

