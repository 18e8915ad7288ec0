import { afterAll, describe, expect, it } from 'vitest'
import { evolve, type GameState, type NuclearStrike, type PowerId } from '@/domain'
import { refusalText, remedyText } from '@/presentation/refusal-text'
import { showLocale } from '@/composables/i18n'
import { guidedGame, playTo } from '../support/guided'
import { refusedBy } from '../support/games'

// The nuclear strike's, First Strike's, Space Blast's and L-star Clash's refusals as phrases
// (issue 29): the rules tests hold their English; here the screens' German and Portuguese, with
// the nested table of Nuclear Roulette rolls and the unoccupied zone's own sentences.

const strike = (over: Partial<NuclearStrike> = {}): NuclearStrike => ({
  kind: 'nuclearStrike',
  attacker: 'usa',
  defender: 'ussr',
  targets: [{ zone: 'Kazakh', isSea: false }],
  defenderLstarDice: [],
  ...over,
})
const three = ['Kazakh', 'Kola', 'Siberia'].map((zone) => ({ zone, isSea: false }))

/** Cycle 2, Stage 4, Phase C, the USA's turn, `bidders` on the alert, 6 nukes each. */
function atWar(bidders: PowerId[] = ['usa']): GameState {
  const g = guidedGame(['usa', 'ussr', 'europe'])
  playTo(g, { cycle: 2, stage: 4, bidders })
  for (const id of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'correctSupply', power: id, row: 'nukes', value: 6, reason: 'test' })
  return g.state
}
function withNuked(state: GameState, count: number): GameState {
  const nuked = Array.from({ length: count }, (_, i) => `Wasteland ${i + 1}`)
  return evolve(state, { type: 'slicePatched', slice: 'war', from: { nuked: state.war!.nuked }, to: { nuked } })
}

describe('the strategic battles’ refusals in the reader’s language', () => {
  afterAll(() => showLocale('en', false))
  const twelve = withNuked(atWar(), 12)

  it('English: the screens say exactly the rules’ message and ways out', async () => {
    await showLocale('en', false)
    for (const refusal of [
      refusedBy(twelve, strike({ targets: three })),
      refusedBy(twelve, strike({ targets: three, rouletteDice: [1, 1] })),
      refusedBy(atWar(), strike({ attacker: 'ussr', defender: 'usa', firstStrike: true })),
      refusedBy(atWar(), strike({ defender: 'unoccupied', defenderLstarDice: [7] })),
      refusedBy(atWar(), { kind: 'spaceBlast', attacker: 'usa', nukes: 1, screenDice: [{ power: 'usa', dice: [] }] }),
    ]) {
      expect(refusal.phrase, refusal.message).toBeDefined()
      expect(refusalText(refusal)).toBe(refusal.message)
      expect(refusal.remedies.map(remedyText)).toEqual(refusal.remedies.map((r) => r.label))
    }
  })

  it('German: the table of rolls row by row, the way out of a first strike, the unoccupied zone', async () => {
    await showLocale('de', false)
    expect(refusalText(refusedBy(twelve, strike({ targets: three })))).toBe(
      'Dieser Schlag zerstört die Gebiete 13 bis 15: USA würfelt für jedes einen Würfel, der Reihe nach, bis einer das Spiel beendet (Gebiet 13: eine 6; Gebiet 14: 5 oder mehr; Gebiet 15: 4 oder mehr).',
    )
    const notOnAlert = refusedBy(atWar(), strike({ attacker: 'ussr', defender: 'usa', firstStrike: true }))
    expect(refusalText(notOnAlert)).toContain('hat nicht für Phase 4 geboten')
    expect(remedyText(notOnAlert.remedies[0]!)).toBe('Stattdessen Widerstand leisten, zurückziehen oder kapitulieren')
    expect(refusalText(refusedBy(atWar(), strike({ defender: 'unoccupied', defenderLstarDice: [7] })))).toBe(
      'Jeder Würfel zeigt 1 bis 6; gib die Würfel der unbesetzten Zone erneut ein.',
    )
  })

  it('Portuguese (Brazil): the dice counted, the co-defender named', async () => {
    await showLocale('pt-BR', false)
    expect(refusalText(refusedBy(twelve, strike({ targets: three, rouletteDice: [1, 1] })))).toBe(
      'EUA rola um dado por território a partir do 13º, parando quando um termina o jogo: 3 dados aqui, não 2 (território 13: um 6; território 14: 5 ou mais; território 15: 4 ou mais).',
    )
    expect(refusalText(refusedBy(atWar(), { kind: 'spaceBlast', attacker: 'usa', nukes: 1, screenDice: [{ power: 'usa', dice: [] }] }))).toBe(
      'EUA disparou os mísseis; os outros jogadores codefendem.',
    )
  })
})
