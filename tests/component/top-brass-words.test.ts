// Top Brass in the reader's language (issue 29): the rules name the schedule's line (`case`) and the
// figures; the end screen words them. In English the words are exactly the rules' own.
import { afterEach, describe, expect, it } from 'vitest'
import { showLocale } from '@/composables/i18n'
import { handicapResult, rankFromFigures, TOP_BRASS_READINGS, type StarRank, type TopBrassFigures } from '@/domain'
import { endScreenWords as ew } from '@/presentation/catalogs/end-screen'
import { handicapText, READING_KEYS, whyText } from '@/presentation/endgame-ui'

afterEach(async () => {
  await showLocale('en', false)
  localStorage.clear()
})

const figures = (captured: number, nukesFired: number, destroyedByNukes: number, lostToNukes: number): TopBrassFigures => ({ captured, nukesFired, destroyedByNukes, lostToNukes })
// Every line of the schedule, and a nuke fired once and many times.
const GRID = [figures(3, 0, 0, 0), figures(3, 0, 0, 2), figures(2, 1, 0, 0), figures(2, 3, 0, 0), figures(3, 1, 1, 0), figures(2, 2, 2, 0), figures(1, 2, 3, 0), figures(0, 1, 2, 0), figures(0, 0, 0, 0)]

describe('Top Brass words', () => {
  it('say in English what the rules say: the reason, the reading, the handicap met and not', () => {
    const cases = new Set<string>()
    for (const f of GRID) {
      const rank = rankFromFigures(f)
      cases.add(rank.case)
      expect(whyText(rank)).toBe(rank.why)
      if (rank.readingCase) expect(ew(READING_KEYS[rank.readingCase])).toBe(TOP_BRASS_READINGS[rank.readingCase])
      for (const agreed of [1, 3, 5] as StarRank[]) {
        const h = handicapResult(rank, agreed)!
        expect(handicapText(rank, h)).toBe(h.text)
      }
    }
    expect(cases.size).toBe(8)
  })

  it('read in German with the figures, the rank kept as printed', async () => {
    await showLocale('de', false)
    const rank = rankFromFigures(figures(2, 3, 0, 0))
    expect(whyText(rank)).toBe('2 erobert, aber 3 Atomraketen abgefeuert (keine hat ein Gebiet zerstört).')
    expect(handicapText(rank, handicapResult(rank, 4)!)).toBe('Handicap nicht erfüllt: der Tisch hat 4-Star General vereinbart, und der Sieger ist 3-Star General. Nach dem Handicap ist das kein Sieg; der Tisch entscheidet.')
    await showLocale('pt-BR', false)
    expect(whyText(rankFromFigures(figures(0, 1, 2, 0)))).toBe('Destruiu 2 com mísseis nucleares e não capturou nenhum.')
  })
})
