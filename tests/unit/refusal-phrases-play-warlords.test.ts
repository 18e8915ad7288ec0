import { afterAll, describe, expect, it } from 'vitest'
import { refusalText, remedyText } from '@/presentation/refusal-text'
import { showLocale } from '@/composables/i18n'
import { refusedBy, startedState } from '../support/games'

// The Arms Bazaar and building weapons refuse as data (issue 29): English as ever, German and
// Portuguese from the same phrase, with counted nouns nested in the sentence.
const sellNukes = { kind: 'sellArms', seller: 'usa', buyer: 'ussr', armies: 0, navies: 0, nukes: 2, lstars: 0, price: 0 } as const

describe('play refusals converted on ref-wp', () => {
  afterAll(() => showLocale('en', false))

  it('English: the screens say the rules’ message', async () => {
    await showLocale('en', false)
    const refusal = refusedBy(startedState(), sellNukes)
    expect(refusal.message).toBe('USA has 0 nukes; it cannot sell 2.')
    expect(refusalText(refusal)).toBe(refusal.message)
  })

  it('German and Portuguese: the counted weapon in the reader’s words', async () => {
    await showLocale('de', false)
    expect(refusalText(refusedBy(startedState(), sellNukes))).toBe('USA hat 0 Atomraketen; es kann nicht 2 verkaufen.')
    await showLocale('pt-BR', false)
    expect(refusalText(refusedBy(startedState(), sellNukes))).toBe('EUA tem 0 míssil nuclear; não pode vender 2.') // Portuguese counts 0 as one (CLDR)
    const counts = refusedBy(startedState(), { ...sellNukes, nukes: -1 })
    expect(refusalText(counts)).toBe('Digite números inteiros de exércitos, marinhas, mísseis nucleares e L-Stars, de 0 a 999.')
    expect(counts.remedies.map(remedyText)).toEqual([])
  })
})
