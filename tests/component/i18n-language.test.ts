import { afterEach, describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { nextTick } from 'vue'
import { currentLocale, preferredLocale, showLocale } from '@/composables/i18n'
import { homeWords } from '@/presentation/catalogs/home'
import { commonWords, money } from '@/presentation/catalogs/common'
import { bannerWords } from '@/presentation/catalogs/banner'
import LanguagePicker from '@/components/base/LanguagePicker.vue'
import { RESOURCE_LABELS, SUPPLY_ROW_LABELS } from '@/presentation/labels'
import { percent, expected } from '@/presentation/odds-text'

afterEach(async () => {
  await showLocale('en', false)
  localStorage.clear()
})

describe('the screens in the reader\'s language (issue 29)', () => {
  it('switches every word and number at once, sets the page language, and keeps the choice on this device', async () => {
    expect(homeWords('yourGames')).toBe('Your games')
    expect(money(1500)).toBe('$1,500M')
    await showLocale('de')
    expect(homeWords('yourGames')).toBe('Eure Spiele')
    expect(money(1500)).toBe('1.500\u00a0Mio.\u00a0$')
    expect(money(-200)).toBe('−200\u00a0Mio.\u00a0$')
    expect(document.documentElement.lang).toBe('de')
    // Tables indexed by id read the new language too, and still list every entry.
    expect(RESOURCE_LABELS.oil).toBe('Öl')
    expect(Object.values(SUPPLY_ROW_LABELS)).toEqual(['L-Stars', 'Atomraketen', 'Mineralien', 'Öl', 'Getreide'])
    expect(localStorage.getItem('supremacy.locale')).toBe('de')
    expect(preferredLocale()).toBe('de')
    await showLocale('pt-BR')
    expect(commonWords('players', { n: 1 }, 1)).toBe('1 jogador')
    expect(commonWords('players', { n: 0 }, 0)).toBe('0 jogador')
    expect(money(1500)).toBe('$\u00a01.500\u00a0mi')
  })

  it('writes chances and expectations the language\'s way, and again after a change of language', async () => {
    expect([percent(2 / 3), expected(2.333)]).toEqual(['66.7%', '2.33'])
    await showLocale('de')
    expect([percent(2 / 3), expected(2.333), percent(0.0001)]).toEqual(['66,7\u00a0%', '2,33', '<0,1\u00a0%'])
    await showLocale('en', false)
    expect(percent(2 / 3)).toBe('66.7%')
  })

  it('leaves the values a caller passes as they were (vue-i18n writes the count into the ones it is given)', () => {
    const values = { power: 'USA' }
    expect(bannerWords('attack', values)).toBe('USA: attack')
    expect(commonWords('players', values, 1)).toBe('1 player')
    expect(commonWords('players', values, 2)).toBe('2 players')
    expect(values).toEqual({ power: 'USA' })
  })

  it('the pseudo-locale wraps every message and keeps its values', async () => {
    await showLocale('en-XA')
    expect(bannerWords('bidsToGo', { n: 2 })).toMatch(/^⟦Séçrét bíds: 2 tö gö·+( ·+)*⟧$/)
  })

  it('the picker shows the language\'s code, lists each language by its own name, and a choice re-renders the screen', async () => {
    const wrapper = mount({ components: { LanguagePicker }, template: '<div><LanguagePicker /><h1>{{ title() }}</h1></div>', setup: () => ({ title: () => homeWords('yourGames') }) })
    expect(wrapper.get('[data-testid="language-picker"]').text()).toContain('EN')
    const options = wrapper.findAll('option').map((o) => o.text())
    expect(options[0]).toBe('English')
    expect(options.some((o) => o.startsWith('Deutsch'))).toBe(true)
    expect(options.some((o) => o.startsWith('Português (Brasil)'))).toBe(true)
    await wrapper.get('select').setValue('de')
    await vi.waitFor(() => expect(currentLocale.value).toBe('de'))
    await nextTick()
    expect(wrapper.get('h1').text()).toBe('Eure Spiele')
    expect(wrapper.get('[data-testid="language-picker"]').text()).toContain('DE')
    wrapper.unmount()
  })
})
