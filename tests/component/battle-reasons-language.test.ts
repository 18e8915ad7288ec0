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

describe('why these dice and points, in an air battle', () => {
  it('read in English as the rules wrote them, and in German with the drill step translated and the variant section as printed', async () => {
    const { planAirBattle } = await import('@/domain')
    const { airGameAtWar } = await import('../support/air-units')
    const { phraseText } = await import('@/presentation/refusal-text')
    const result = planAirBattle(airGameAtWar().state, {
      attacker: 'usa', defender: 'ussr', option: 'ground',
      attacking: { armies: 2, navies: 0, airUnits: 1 }, defending: { armies: 2, navies: 0, airUnits: 0 },
    })
    if (!result.ok) throw new Error(result.refusal.message)
    const plan = result.value
    expect(plan.reasonPhrases.map(phraseText)).toEqual(plan.reasons)
    await showLocale('de', false)
    const german = plan.reasonPhrases.map(phraseText)
    expect(german).toContain('Air Units, Fire Power Rating Points (FPR): der Verteidiger hat keine Lufteinheiten gegen Lufteinheiten, also wird seine Feuerkraft halbiert, abgerundet: 2 → 1.')
    expect(german).toContain('Phase 4, Kampfablauf für konventionelle Streitkräfte, Schritt C (Positionswürfel): der Angreifer bekommt 1 Würfel.')
  })
})

describe('why these dice, against a warlord or a pirate', () => {
  it('read in English as the rules wrote them, and in German and Portuguese by the holder', async () => {
    const { planWarlordBattle } = await import('@/domain')
    const { warlordsAtWar } = await import('../support/warlords')
    const { phraseText } = await import('@/presentation/refusal-text')
    const state = warlordsAtWar().state
    const zone = (name: string) => state.neutral!.zones.find((z) => z.zone === name)!
    const greenland = planWarlordBattle(state, { attacker: 'usa', zone: 'Greenland', attacking: { armies: 2, navies: 0 } }, zone('Greenland'))
    const bay = planWarlordBattle(state, { attacker: 'usa', zone: 'Tokyo Bay', attacking: { armies: 2, navies: 2 } }, zone('Tokyo Bay'))
    for (const plan of [greenland, bay]) expect(plan.reasonPhrases.map(phraseText)).toEqual(plan.reasons)
    await showLocale('de', false)
    expect(greenland.reasonPhrases.map(phraseText)[1]).toMatch(/: der Warlord bekommt immer 2 Würfel \(er entfernt keine Rohstoffe\)\.$/)
    await showLocale('pt-BR', false)
    expect(bay.reasonPhrases.map(phraseText)[1]).toMatch(/: o pirata sempre recebe 2 dados \(não remove suprimentos\)\.$/)
  })
})
