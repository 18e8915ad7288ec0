import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { inputMaxLength } from '@/domain'
import PlayerNameField from '@/components/setup/PlayerNameField.vue'

/**
 * Issue 27: a name field counts characters as a person does. Its maxlength (code units) never
 * cuts a name the rules accept, and past 40 characters it says so, exactly.
 */

const FAMILY = '👨‍👩‍👧‍👦' // one character, 11 code units
const FLAG = '🇯🇵'

function field(name: string) {
  return mount(PlayerNameField, { props: { modelValue: name, power: 'usa', powerName: 'USA', 'onUpdate:modelValue': () => undefined } })
}

describe('PlayerNameField: the name limit in characters', () => {
  it('eight family emoji (88 code units) fit: no count shown, and the input’s maxlength would not cut 40 of them', () => {
    const w = field(FAMILY.repeat(8))
    expect(w.find('[data-testid="player-usa-count"]').exists()).toBe(false)
    const max = Number(w.get('input').attributes('maxlength'))
    expect(max).toBe(inputMaxLength(40))
    expect(max).toBeGreaterThanOrEqual(FAMILY.repeat(40).length)
  })

  it('40 characters are allowed; 41 say how many there are and the limit, exactly', async () => {
    const w = field(FLAG.repeat(40))
    expect(w.find('[data-testid="player-usa-count"]').exists()).toBe(false)
    await w.setProps({ modelValue: `${FLAG.repeat(40)}e\u0301` })
    const count = w.get('[data-testid="player-usa-count"]')
    expect(count.text()).toBe('41 characters: at most 40 characters')
    expect(w.get('input').attributes('aria-describedby')).toBe(count.attributes('id'))
  })
})
