// The battle desk's "why these dice" in the reader's language (issue 29): the rules keep each reason
// as a phrase beside its English line; the desk words it, naming the drill's step alone.
import { afterEach, describe, expect, it } from 'vitest'
import { showLocale } from '@/composables/i18n'
import { planBattle } from '@/domain/modules/battle/plan'
import { whyLines } from '@/presentation/battle-desk-ui'
import type { DeskBattle } from '@/presentation/battle-ui'
import { startedState } from '../support/games'

afterEach(async () => {
  await showLocale('en', false)
  localStorage.clear()
})

const DRILL = 'Stage 4, Battle Drill for Conventional Forces, '
const battle = (over: Partial<DeskBattle> = {}): DeskBattle => ({ attacker: 'usa', defender: 'ussr', attacking: { armies: 3, navies: 0 }, defending: { armies: 2, navies: 0 }, convoyedArmies: 0, defenderResists: false, ...over })
// Each case of Step C: more units on either side or a tie, resisting, the militia's one die.
const BATTLES = [battle(), battle({ attacking: { armies: 1, navies: 0 } }), battle({ attacking: { armies: 2, navies: 0 } }), battle({ defenderResists: true }), battle({ defender: 'militia', defending: { armies: 0, navies: 0 } })]

describe('why these dice', () => {
  it('say in English what the rules say, the drill named once in the heading', () => {
    const state = startedState()
    for (const b of BATTLES) {
      const plan = planBattle(state, b)
      expect(plan.reasonPhrases).toHaveLength(plan.reasons.length)
      expect(whyLines(plan.reasonPhrases)).toEqual(plan.reasons.map((r) => (r.startsWith(DRILL) ? r.slice(DRILL.length) : r)))
    }
  })

  it('read in German and Portuguese with the counts', async () => {
    const plan = planBattle(startedState(), battle())
    await showLocale('de', false)
    expect(whyLines(plan.reasonPhrases)).toEqual([
      'Schritt C (Positionswürfel): der Angreifer bekommt 1 Würfel.',
      'Schritt C (Positionswürfel): der Verteidiger entfernt einen Satz Rohstoffe und bekommt 2 Würfel.',
      'Schritt C (Feuerkraftwürfel): der Angreifer hat mehr Armeen und Flotten im Kampf (3 gegen 2): der Angreifer bekommt 1 Würfel mehr.',
      'Schritt C (L-Star-Würfel): beide Seiten haben 0 L-Stars, Gleichstand: kein Extrawürfel.',
    ])
    await showLocale('pt-BR', false)
    expect(whyLines(planBattle(startedState(), battle({ defenderResists: true })).reasonPhrases)[1]).toBe('Fase 4, Táticas defensivas, "Resistir": o defensor resiste, não remove suprimentos e começa com 1 dado.')
  })
})
