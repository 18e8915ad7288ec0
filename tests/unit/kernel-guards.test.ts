import { describe, expect, it } from 'vitest'
import { BASIC_MODULES, composeRules, decide, EMPTY_STATE, type Command, type RuleModule } from '@/domain'
import { accountName } from '@/domain/kernel/guards'
import { refusedBy, startedState } from '../support/games'

/** The checks the deciders share (src/domain/kernel/guards.ts), through the commands that use them. */

describe('kernel guards: no command before the game starts', () => {
  it('a payment with no game started is refused (not-started), saying so', () => {
    const refused = decide(EMPTY_STATE, { kind: 'transferMoney', from: 'usa', to: 'bank', amount: 100, purpose: 'other' })
    expect(refused).toStrictEqual({ ok: false, refusal: { code: 'not-started', message: 'No game has been started yet.', remedies: [] } })
  })
})

describe('kernel guards: which superpower', () => {
  it('input check: a loan to a power that does not exist is refused (unknown-power), saying so', () => {
    expect(refusedBy(startedState(), { kind: 'takeLoan', power: 'atlantis', amount: 1000 })).toEqual({
      code: 'unknown-power',
      message: 'That superpower is not part of this game.',
      remedies: [],
    })
  })

  it('input check: a loan to a power not playing in this game is refused (unknown-power), naming it', () => {
    expect(refusedBy(startedState(['usa', 'ussr']), { kind: 'takeLoan', power: 'china', amount: 1000 })).toEqual({
      code: 'unknown-power',
      message: 'China is not playing in this game.',
      remedies: [],
    })
  })
})

describe('kernel guards: which account', () => {
  const treasury: RuleModule = { id: 'test-warlords', accounts: () => [{ id: 'warlords:treasury', name: "the warlords' treasury" }] }
  const withTreasury = composeRules([...BASIC_MODULES, treasury])
  const pay = (to: string): Command => ({ kind: 'transferMoney', from: 'usa', to: to as 'bank', amount: 100, purpose: 'deal' })

  it('input check: a payment to an account that does not exist is refused (unknown-account), asking who pays and who receives', () => {
    expect(refusedBy(startedState(), pay('nobody'))).toEqual({ code: 'unknown-account', message: 'Choose who pays and who receives.', remedies: [] })
  })

  it('input check: a module account is valid only when a module lists that very account, not just any', () => {
    const refused = withTreasury.decide(startedState(), pay('warlords:armory'))
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.refusal.code).toBe('unknown-account')
    expect(withTreasury.decide(startedState(), pay('warlords:treasury')).ok).toBe(true)
  })
})

describe('kernel guards: account names in messages', () => {
  const known = [
    { id: 'warlords:treasury', name: "the warlords' treasury" },
    { id: 'warlords:armory', name: "the warlords' armory" },
  ] as const

  it('the bank is "the bank" and a superpower is called by its name', () => {
    expect(accountName('bank')).toBe('the bank')
    expect(accountName('usa')).toBe('USA')
    expect(accountName('ussr', known)).toBe('USSR')
  })

  it("a module's account is called by the name its module gives that account", () => {
    expect(accountName('warlords:armory', known)).toBe("the warlords' armory")
    expect(accountName('warlords:treasury', known)).toBe("the warlords' treasury")
  })

  it('an account no module names is shown as its id', () => {
    expect(accountName('warlords:stash', known)).toBe('warlords:stash')
    expect(accountName('warlords:stash')).toBe('warlords:stash')
  })
})

describe('kernel guards: the reason a correction gives', () => {
  const fix = { kind: 'correctCash', power: 'usa', cash: 100 } as const
  const REQUIRED = { code: 'reason-required', message: 'Say why the numbers are being corrected; the reason goes in the log.', remedies: [] }

  it('input check: a reason that is missing or not text is refused (reason-required), never a crash', () => {
    expect(refusedBy(startedState(), { ...fix })).toEqual(REQUIRED)
    expect(refusedBy(startedState(), { ...fix, reason: 42 })).toEqual(REQUIRED)
    expect(refusedBy(startedState(), { ...fix, reason: ['miscount'] })).toEqual(REQUIRED)
  })

  it('input check: a reason of 201 characters is refused (reason-too-long); 200 are accepted', () => {
    expect(refusedBy(startedState(), { ...fix, reason: 'x'.repeat(201) })).toEqual({
      code: 'reason-too-long',
      message: 'The reason is 201 characters long: keep it to at most 200 characters.',
      remedies: [],
    })
    expect(decide(startedState(), { ...fix, reason: 'x'.repeat(200) }).ok).toBe(true)
  })
})
