import { afterEach, describe, expect, it } from 'vitest'
import { showLocale } from '@/composables/i18n'
import { describeChanges, describeEntry, PURPOSE_NAMES, shownCountLabel } from '@/presentation'
import { compareStates, foldEntries, indexEntries } from '@/domain'
import { entry, mustDecide, standardStart } from '../support/games'

afterEach(async () => {
  await showLocale('en', false)
  localStorage.clear()
})

describe("a game's log reads in the reader's language (issue 29)", () => {
  const start = entry(1, standardStart(), mustDecide(foldEntries([]).state, standardStart()))
  const state = foldEntries([start]).state
  const sell = { kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 } as const
  const sold = entry(2, sell, mustDecide(state, sell))
  const fix = { kind: 'correctSupply', power: 'ussr', row: 'lstars', value: 1, reason: 'miscounted' } as const
  const fixed = entry(3, fix, mustDecide(state, fix))
  const undo = entry(4, { kind: 'undo', target: 2 }, [])
  const lookup = indexEntries([start, sold, fixed, undo])
  const stored = JSON.stringify([sold, fixed, undo])

  it('the same stored entries read in German and in Portuguese, running-text nouns keeping their capitals', async () => {
    await showLocale('de')
    const d = describeEntry(sold, state.settings, lookup)
    expect(d.title).toBe('USA verkaufte 2 Öl für 1.000\u00a0Mio.\u00a0$ an den Markt')
    expect(d.details).toContain('Öl-Markt 500\u00a0Mio.\u00a0$ → 400\u00a0Mio.\u00a0$: Anzeige 2 Felder nach links')
    expect(d.details).toContain('USA Öl 3 → 1')
    expect(d.details).toContain('1.000\u00a0Mio.\u00a0$: die Bank → USA')
    expect(describeEntry(fixed, state.settings, lookup)).toMatchObject({ title: 'Korrektur: L-Stars von UdSSR auf 1 gesetzt', details: expect.arrayContaining(['Grund: miscounted']) })
    expect(describeEntry(undo, state.settings, lookup).title).toBe('Rückgängig: USA verkaufte 2 Öl für 1.000\u00a0Mio.\u00a0$ an den Markt')
    expect(PURPOSE_NAMES.loan).toBe('Bankkredit')
    expect(shownCountLabel(2, 4)).toBe('2 von 4 Zeilen')
    const [cash] = describeChanges(compareStates(foldEntries([start, sold]).state, state))
    expect(cash).toEqual({ heading: 'Geld', lines: ['USA: 8.000\u00a0Mio.\u00a0$ → 7.000\u00a0Mio.\u00a0$ (−1.000\u00a0Mio.\u00a0$)'] })

    await showLocale('pt-BR')
    expect(describeEntry(sold, state.settings, lookup).title).toBe('EUA vendeu 2 petróleo ao mercado por $\u00a01.000\u00a0mi')
    expect(JSON.stringify([sold, fixed, undo])).toBe(stored)
  })
})
