/** The end-of-game report in the reader's language (issue 29): the CSV's headings and cells, and the print window's headings. */
import { afterEach, describe, expect, it } from 'vitest'
import { showLocale } from '@/composables/i18n'
import { reportCsv } from '@/presentation/game-report'
import { reportPageHtml } from '@/components/files/file-output'
import { startedState } from '../support/games'

afterEach(async () => {
  await showLocale('en', false)
  localStorage.clear()
})

describe('the end-of-game report in the reader’s language', () => {
  it('writes the CSV headings, the powers and yes / no in German, and the print window without the money unit', async () => {
    const state = startedState(['usa', 'ussr'])
    await showLocale('de')
    const lines = reportCsv(state).split('\r\n')
    expect(lines[0]).toBe('Supermacht,Spieler,Geld (Mio. $),Getreide,Öl,Mineralien,Unternehmen,Armeen,Flotten,Atomraketen,L-Stars,Bankkredite (Mio. $),Détente-Wert (Mio. $),Aus dem Spiel')
    expect(lines[2]).toMatch(/^UdSSR,/)
    expect(lines[2]).toMatch(/,nein$/)
    const page = reportPageHtml(state, new Date('2026-11-28T20:00:00Z'))
    expect(page).toContain('<th>Geld</th>')
    expect(page).toContain('<th>Détente-Wert</th>')
  })
})
