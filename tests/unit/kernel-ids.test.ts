import { describe, expect, it } from 'vitest'
import { isModuleAccount } from '@/domain'

/** Which values name a module's account, `module:name` (src/domain/kernel/ids.ts). */
describe('kernel ids: a module account', () => {
  it('is text of the form module:name, in lower case letters, digits and hyphens', () => {
    expect(isModuleAccount('warlords:treasury')).toBe(true)
    expect(isModuleAccount('air-units:fund-2')).toBe(true)
  })

  it('a superpower, the bank or other text without the colon form is not one', () => {
    expect(isModuleAccount('usa')).toBe(false)
    expect(isModuleAccount('bank')).toBe(false)
    expect(isModuleAccount('')).toBe(false)
  })

  it('the whole text must have the form: nothing before the module or after the name', () => {
    expect(isModuleAccount('Warlords:treasury')).toBe(false)
    expect(isModuleAccount('the warlords:treasury')).toBe(false)
    expect(isModuleAccount('warlords:treasury!')).toBe(false)
    expect(isModuleAccount('warlords:treasury usa')).toBe(false)
  })

  it('a value that is not text is not one, even when it reads as one (a damaged game file)', () => {
    expect(isModuleAccount(['warlords:treasury'])).toBe(false)
    expect(isModuleAccount({ toString: () => 'warlords:treasury' })).toBe(false)
    expect(isModuleAccount(42)).toBe(false)
    expect(isModuleAccount(undefined)).toBe(false)
  })
})
