import { describe, expect, it } from 'vitest'
import { formatMoney, formatMoneyShort, isMillions, moneyInputText, parseMoneyInput } from '@/domain'

describe('formatMoney: one formatter for messages and screens', () => {
  it.each([
    [450, '$450M'],
    [1500, '$1,500M'],
    [0, '$0M'],
    [-200, '−$200M'],
    [21000, '$21,000M'],
  ])('%i is %s', (amount, text) => expect(formatMoney(amount)).toBe(text))

  it.each([
    [1500, '$1.5B'],
    [1000, '$1B'],
    [500, '$500M'],
    [1250, '$1.25B'],
    [-7000, '−$7B'],
    // Only trailing zeros of the fraction go: a zero inside it stays.
    [1050, '$1.05B'],
    [10500, '$10.5B'],
  ])('short form of %i is %s', (amount, text) => expect(formatMoneyShort(amount)).toBe(text))
})

describe('keypad text to millions', () => {
  it.each([
    ['450', 'M', 450],
    ['1.5', 'B', 1500],
    ['2', 'B', 2000],
    ['0.025', 'B', 25],
    ['.5', 'B', 500],
    ['7', 'M', 7],
  ] as const)('%s in $%s is %i', (text, unit, value) => expect(parseMoneyInput(text, unit)).toBe(value))

  it.each([
    ['', 'M'],
    ['1.5', 'M'],
    ['1.0005', 'B'],
    ['abc', 'M'],
    ['.', 'B'],
    ['99999999999999999999', 'M'],
    // The keypad has digits and one point: a sign, an exponent or a letter anywhere is not an amount.
    ['-5', 'M'],
    ['-1.5', 'B'],
    ['1e3', 'M'],
    ['5x', 'M'],
    ['0x10', 'B'],
  ] as const)('%s in $%s is not an amount', (text, unit) => expect(parseMoneyInput(text, unit)).toBeUndefined())

  it.each([
    [1500, '1.5'],
    [1050, '1.05'],
    [2000, '2'],
    [25, '0.025'],
  ])('%i is shown in $B as %s, without trailing zeros', (amount, text) => expect(moneyInputText(amount, 'B')).toBe(text))

  it('round-trips through the text shown for each unit', () => {
    for (const amount of [1, 25, 999, 1000, 1500, 12345]) {
      expect(parseMoneyInput(moneyInputText(amount, 'B'), 'B')).toBe(amount)
      expect(parseMoneyInput(moneyInputText(amount, 'M'), 'M')).toBe(amount)
    }
  })

  it('money is a safe integer of millions', () => {
    expect(isMillions(450)).toBe(true)
    expect(isMillions(4.5)).toBe(false)
    expect(isMillions(Number.MAX_SAFE_INTEGER + 1)).toBe(false)
  })
})
