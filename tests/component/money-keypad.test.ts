import { afterAll, describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import MoneyKeypad from '@/components/base/MoneyKeypad.vue'
import { showLocale } from '@/composables/i18n'

function mountKeypad(initial: number | null = null) {
  const wrapper = mount(MoneyKeypad, {
    props: {
      modelValue: initial,
      'onUpdate:modelValue': (value: number | null) => wrapper.setProps({ modelValue: value }),
    },
  })
  const press = async (...labels: string[]) => {
    for (const label of labels) await wrapper.get(`button[aria-label="${label}"]`).trigger('click')
  }
  const unit = (text: '$M' | '$B') => wrapper.findAll('button[role="radio"]').find((b) => b.text() === text)!.trigger('click')
  const value = () => wrapper.props('modelValue')
  const shown = () => wrapper.get('[data-testid="keypad-value"]').text()
  return { wrapper, press, unit, value, shown }
}

describe('MoneyKeypad', () => {
  it('typing 4 5 0 gives $450M', async () => {
    const k = mountKeypad()
    await k.press('4', '5', '0')
    expect(k.value()).toBe(450)
    expect(k.shown()).toBe('$450M')
  })

  it('in $B, 1 . 5 gives $1,500M', async () => {
    const k = mountKeypad()
    await k.unit('$B')
    await k.press('1', 'decimal point', '5')
    expect(k.value()).toBe(1500)
    expect(k.shown()).toBe('$1,500M')
  })

  it('an amount filled in from outside is replaced by the next digit typed, then typing appends', async () => {
    const k = mountKeypad()
    await k.wrapper.setProps({ modelValue: 340 })
    expect(k.shown()).toBe('$340M')
    await k.press('1', '5', '0')
    expect(k.value()).toBe(150)
  })

  it('has no decimal point in $M', () => {
    const k = mountKeypad()
    expect(k.wrapper.get('button[aria-label="decimal point"]').attributes('disabled')).toBeDefined()
  })

  it('Playing Equipment: the notes are $1M, $5M, $25M, $50M, $100M, $500M and $1 billion; one of each adds up to $1,681M', async () => {
    const k = mountKeypad()
    const notes = k.wrapper.findAll('button[aria-label^="add "]').map((b) => b.attributes('aria-label'))
    expect(notes).toEqual(['add $1M', 'add $5M', 'add $25M', 'add $50M', 'add $100M', 'add $500M', 'add $1,000M'])
    await k.press(...notes.map(String))
    expect(k.value()).toBe(1 + 5 + 25 + 50 + 100 + 500 + 1000)
  })

  it('adding the $500M note twice gives $1,000M', async () => {
    const k = mountKeypad()
    await k.press('add $500M', 'add $500M')
    expect(k.value()).toBe(1000)
    expect(k.shown()).toBe('$1,000M')
  })

  it('adds notes to a typed amount', async () => {
    const k = mountKeypad()
    await k.press('2', '5', 'add $100M')
    expect(k.value()).toBe(125)
  })

  it('backspace removes the last digit, and the last one leaves no amount', async () => {
    const k = mountKeypad()
    await k.press('4', '5', '0', 'delete last digit')
    expect(k.value()).toBe(45)
    await k.press('delete last digit', 'delete last digit')
    expect(k.value()).toBeNull()
    expect(k.shown()).toBe('—')
  })

  it('switching units keeps the value', async () => {
    const k = mountKeypad()
    await k.press('1', '5', '0', '0')
    await k.unit('$B')
    expect(k.value()).toBe(1500)
    expect(k.wrapper.text()).toContain('1.5 $B')
    await k.press('2')
    expect(k.value()).toBe(1520)
    await k.unit('$M')
    expect(k.value()).toBe(1520)
    expect(k.wrapper.text()).toContain('1520 $M')
  })

  it('clear empties the amount', async () => {
    const k = mountKeypad(700)
    expect(k.shown()).toBe('$700M')
    await k.wrapper.findAll('button').find((b) => b.text() === 'Clear')!.trigger('click')
    expect(k.value()).toBeNull()
  })
})

describe('MoneyKeypad in German and Portuguese', () => {
  afterAll(() => showLocale('en', false))

  it('German: Mio. $ / Mrd. $, a decimal comma, the amount as money() writes it', async () => {
    await showLocale('de', false)
    const k = mountKeypad()
    const radios = k.wrapper.findAll('button[role="radio"]').map((b) => b.text())
    expect(radios).toEqual(['Mio.\u00a0$', 'Mrd.\u00a0$'])
    await k.wrapper.findAll('button[role="radio"]')[1]!.trigger('click')
    await k.press('1')
    await k.wrapper.findAll('button').find((b) => b.text() === ',')!.trigger('click')
    await k.press('5')
    expect(k.value()).toBe(1500)
    expect(k.wrapper.get('.typed').text()).toBe('1,5\u00a0Mrd.\u00a0$')
    expect(k.shown()).toBe('1.500\u00a0Mio.\u00a0$')
  })

  it('Portuguese (Brazil): $ mi / $ bi', async () => {
    await showLocale('pt-BR', false)
    const k = mountKeypad(700)
    expect(k.wrapper.findAll('button[role="radio"]').map((b) => b.text())).toEqual(['$\u00a0mi', '$\u00a0bi'])
    expect(k.wrapper.get('.typed').text()).toBe('$\u00a0700\u00a0mi')
  })
})
