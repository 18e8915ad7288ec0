// Warlords and Pirates' big button in the reader's language (issue 29): worded by the presentation
// from the step the rules name; in English it says exactly what the module's due.ts says.
import { afterEach, describe, expect, it } from 'vitest'
import { showLocale } from '@/composables/i18n'
import { NEUTRAL_TERRITORIES, PIRATE_SEAS, type Command, type GameState } from '@/domain'
import { warlordsDue } from '@/domain/modules/warlords/due'
import { bannerActions } from '@/presentation/banner-actions'
import { guidedGame, playTo } from '../support/guided'

afterEach(async () => {
  await showLocale('en', false)
  localStorage.clear()
})

const setUp: Command = { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone, i) => ({ zone, die: (i % 6) + 1 })) }
const MINES = { name: 'Mahabir Mines', territory: 'India', resource: 'minerals' as const, units: 3, origin: 'independent' as const }
const label = (state: GameState) => bannerActions(state).primary?.label

/** The states where each of the module's steps is due: set-up, a bid to close, the selling roll. */
function steps(): GameState[] {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, ['warlords'])
  const atSetUp = g.state
  g.do(setUp)
  g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: MINES })
  const mines = g.state.powers.ussr!.companies.find((c) => c.name === MINES.name)!.id
  g.do({ kind: 'bidForNeutralCard', power: 'usa', companyId: mines, amount: 150 })
  for (const id of g.state.order) g.do({ kind: 'settleStage1', power: id })
  const atBids = g.state
  const s = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, ['warlords'])
  s.do(setUp)
  s.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: MINES })
  s.do({ kind: 'settleStage1', power: 'ussr', unpaidCompanies: [s.state.powers.ussr!.companies.find((c) => c.name === MINES.name)!.id] })
  playTo(s, { stage: 3, bidders: ['usa'] })
  return [atSetUp, atBids, s.state]
}

describe("Warlords and Pirates' big button", () => {
  it('says in English what the rules say at each of the module steps', () => {
    for (const state of steps()) {
      expect(warlordsDue(state)).toBeDefined()
      expect(label(state)).toBe(warlordsDue(state)!.label)
    }
  })

  it('reads in German and Portuguese, the card keeping its printed name', async () => {
    const [atSetUp, atBids, atRoll] = steps()
    await showLocale('de', false)
    expect([label(atSetUp!), label(atBids!), label(atRoll!)]).toEqual(['Marshall: neutrale Zonen aufstellen', 'Gebote für Mahabir Mines schließen', 'Um die Verkaufsposition würfeln'])
    await showLocale('pt-BR', false)
    expect(label(atBids!)).toBe('Fechar os lances por Mahabir Mines')
  })
})
