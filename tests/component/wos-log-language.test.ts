// War of Supremacy's log reads in the reader's language (issue 29): the same stored entries, worded
// from the wosLog catalog when shown; the players' names and Wild / Magic / Blade as typed and printed.
import { afterEach, describe, expect, it } from 'vitest'
import { showLocale } from '@/composables/i18n'
import { indexEntries } from '@/domain/kernel/log'
import { describeEntry } from '@/presentation/describe'
import { wosGame, wosSetup } from '../support/war-of-supremacy'

afterEach(async () => {
  await showLocale('en', false)
  localStorage.clear()
})

describe('War of Supremacy log lines in German and Portuguese', () => {
  it('words the same entries in each language', async () => {
    const game = wosGame(wosSetup(3, { firstRolls: [[2, 5, 3]] }))
    game.attack('Imp', [1, 0, 0])
    game.do({ kind: 'changeCreature', creature: game.wos.turn.attackers[0]!.id, change: { kind: 'damage', amount: 1 } })
    game.attack('Titan', [20, 0, 0])
    game.resolve()
    const stored = JSON.stringify(game.entries)
    const lines = () => {
      const lookup = indexEntries(game.entries)
      return game.entries.map((e) => describeEntry(e, game.state.settings, lookup).title)
    }
    await showLocale('de')
    expect(lines()).toEqual([
      'Spiel gestartet (War of Supremacy) mit Ana, Ben, Cy; Ben beginnt',
      'Ben griff mit Imp an (Wild 1, Magic 0, Blade 0)',
      'Imp: 1 Schaden; Imp gestorben (0 oder weniger nach einem negativen Modifikator)',
      'Ben griff mit Titan an (Wild 20, Magic 0, Blade 0)',
      'Kampf: Ben 20 gegen kein Verteidiger 0, Ben gewann; Ben nahm Northreach',
    ])
    await showLocale('pt-BR')
    expect(lines().at(-1)).toBe('Combate: Ben 20 x sem defensor 0, Ben venceu; Ben tomou Northreach')
    expect(JSON.stringify(game.entries)).toBe(stored)
  })
})
