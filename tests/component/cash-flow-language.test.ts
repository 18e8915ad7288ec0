import { afterEach, describe, expect, it } from 'vitest'
import { showLocale } from '@/composables/i18n'
import { actionChoices, productionDieText, typeDiceText, typeDieRule } from '@/presentation/cash-flow-turn-ui'
import { adviceLine, pairLines, screenLabel, tallyLine, unmatchedLine } from '@/presentation/cash-flow-battle-ui'
import { deploymentHint } from '@/presentation/cash-flow-actions-ui'

afterEach(async () => {
  await showLocale('en', false)
  localStorage.clear()
})

/** Cash Flow's turn, actions and battle desk are worded from the catalogs (issue 29): the English as it was, German and Portuguese. */
describe("Cash Flow's turn and battle desk in the reader's language", () => {
  const tally = { failed: 1, flying: 1, stopped: 0, landed: 1 }
  const pairs = [{ attacker: 3, defender: 3, loser: 'defender' as const }]

  it('in English, word for word as before', () => {
    expect(actionChoices().map((c) => c.name)).toEqual(['Production', 'Build', 'Market', 'Deployment', 'Attack', 'R&D'])
    expect(typeDieRule()).toBe('1 or 2: minerals · 3 or 4: oil · 5 or 6: grain')
    expect(typeDiceText([3])).toBe('A 3: a oil company.')
    expect(productionDieText(6)).toBe('A 6: the holder chooses which company of that type to discard.')
    expect(adviceLine([2, 1, 5], [0, 1], 2)).toBe('Advice: re-roll the 2 and the 1.')
    expect(adviceLine([5, 6], [], 1)).toBe('Keep every die: none shows 3 or less (1 re-roll allowed).')
    expect(pairLines(pairs, 'usa', 'ussr', 'lstar')).toEqual(['3 v 3, a tie: USSR loses an L-star'])
    expect(unmatchedLine([6, 5, 4], [3], 'usa', 'ussr')).toBe("USA's 2 lowest dice are not matched: no effect.")
    expect(tallyLine(tally, false)).toBe('1 launch failed (a 6), 0 screened: 1 got through: where did each strike?')
    expect(tallyLine(tally, false, true)).toBe('1 launch failed (a 6), 0 screened: 1 got through.')
    expect(tallyLine({ ...tally, failed: 0, landed: 0 }, true)).toBe('No launch failed (a 6), 0 screened: none got through.')
    expect(deploymentHint('naviesMoved')).toBe('1 oil per navy, however far it goes')
  })

  it('in German and Portuguese', async () => {
    await showLocale('de')
    expect(actionChoices().map((c) => c.name)).toEqual(['Produktion', 'Bauen', 'Markt', 'Aufmarsch', 'Angriff', 'F&E'])
    expect(typeDieRule()).toBe('1 oder 2: Mineralien · 3 oder 4: Öl · 5 oder 6: Getreide')
    expect(adviceLine([2, 1, 5], [0, 1], 2)).toBe('Rat: würfle die 2 und die 1 neu.')
    expect(pairLines(pairs, 'usa', 'ussr', 'lstar')).toEqual(['3 gegen 3, Gleichstand: UdSSR verliert einen L-Star'])
    expect(tallyLine(tally, false, true)).toBe('1 Start gescheitert (bei einer 6), 0 abgefangen; durchgekommen: 1.')
    expect(screenLabel('ussr', true, false)).toBe('L-Star-Würfel von UdSSR (Ziel: Fehlschuss bei einer 6)')

    await showLocale('pt-BR')
    expect(actionChoices().map((c) => c.name)).toEqual(['Produção', 'Construção', 'Mercado', 'Mobilização', 'Ataque', 'P&D'])
    expect(typeDiceText([5])).toBe('Um 5: uma empresa de grãos.')
    expect(unmatchedLine([6, 5, 4], [3], 'usa', 'ussr')).toBe('Os 2 menores dados de EUA ficam sem par: sem efeito.')
    expect(tallyLine(tally, false)).toBe('1 lançamento falhou (um 6), 0 interceptados; passaram: 1. Onde cada um caiu?')
  })
})
