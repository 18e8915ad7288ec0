// Cash Flow's log reads in the reader's language (issue 29): the same stored entries, worded from
// the cfLog catalog when shown; territory names as printed.
import { afterEach, describe, expect, it } from 'vitest'
import { showLocale } from '@/composables/i18n'
import { describeEntry } from '@/presentation'
import { cashFlowBannerActions } from '@/presentation/cash-flow-banner-ui'
import { emptyCashFlowForm, emptyCashFlowPower, leaderTieChoices } from '@/presentation/cash-flow-setup-ui'
import { cashFlowProblems, cashFlowSteps } from '@/presentation/cash-flow-setup-steps'
import { cashFlowGame } from '../support/cash-flow'

afterEach(async () => {
  await showLocale('en', false)
  localStorage.clear()
})

describe('Cash Flow log, banner and set-up in German and Portuguese', () => {
  it('words the same entries in each language', async () => {
    const g = cashFlowGame(['usa', 'ussr'], { entropyHolder: 'usa' })
    g.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
    g.do({ kind: 'cashFlowAttack', power: 'usa', defender: 'ussr', target: 'Kazakh', borders: 1, defenderDeletesGrain: true, attackerDice: [6, 2], defenderDice: [5] })
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    g.do({ kind: 'selectAction', power: 'ussr', action: 'market' })
    g.do({ kind: 'endCashFlowTurn', power: 'ussr' })
    g.do({ kind: 'discardForEntropy', power: 'usa', typeDice: [1], productionDie: 6, companyId: 'usa-5' })
    const stored = JSON.stringify(g.entries)
    const lookup = (seq: number) => g.entries[seq - 1]
    const lines = () => g.entries.slice(1).map((e) => describeEntry(e, g.state.settings, lookup).title)

    await showLocale('de')
    expect(lines()).toEqual([
      'USA wählte die Aktion Angriff',
      'USA griff UdSSR in Kazakh an: 6 2 gegen 5 (bei Gleichstand gewinnt der Verteidiger)',
      'USA beendete den Zug',
      'UdSSR wählte die Aktion Markt',
      'UdSSR beendete den Zug',
      'Entropie: USA würfelte 1 für die Art und 6 für die Produktion, warf ein Unternehmen ab und gab den Marker weiter',
    ])
    await showLocale('pt-BR')
    expect(lines()).toEqual([
      'EUA escolheu a ação Ataque',
      'EUA atacou URSS em Kazakh: 6 2 contra 5 (o defensor vence empates)',
      'EUA encerrou a vez',
      'URSS escolheu a ação Mercado',
      'URSS encerrou a vez',
      'Entropia: EUA tirou 1 para o tipo e 6 para a produção, descartou uma empresa e passou o marcador',
    ])
    expect(JSON.stringify(g.entries)).toBe(stored)
  })

  it("words the banner's buttons once an action is chosen", async () => {
    const g = cashFlowGame(['usa', 'ussr'], { entropyHolder: 'usa' })
    const big = () => cashFlowBannerActions(g.state, g.entries.at(-1)).primary?.label
    expect(big()).toBe('USA: choose an action')
    await showLocale('de')
    expect(big()).toBe('USA: Aktion wählen')
    await showLocale('en', false)
    g.do({ kind: 'selectAction', power: 'usa', action: 'production' })
    const labels = () => {
      const a = cashFlowBannerActions(g.state, g.entries.at(-1))
      return [a.primary?.label, ...a.secondary.map((s) => s.label)]
    }
    expect(labels()).toEqual(['USA: produce', 'End the turn, nothing done'])
    await showLocale('de')
    expect(labels()).toEqual(['USA: produzieren', 'Zug beenden, nichts getan'])
    await showLocale('pt-BR')
    expect(labels()).toEqual(['EUA: produzir', 'Encerrar a vez sem fazer nada'])
  })

  it('names the labor market in the money lines', async () => {
    const g = cashFlowGame(['usa', 'ussr'], { entropyHolder: 'usa' })
    g.do({ kind: 'selectAction', power: 'usa', action: 'production' })
    g.do({ kind: 'produce', power: 'usa', resources: ['grain'] })
    const details = () => describeEntry(g.entries.at(-1)!, g.state.settings, (seq) => g.entries[seq - 1]).details.join(' / ')
    expect(details()).toContain('USA → the labor market')
    await showLocale('de')
    expect(details()).toContain('USA → der Arbeitsmarkt')
  })

  it("words the set-up's steps, what is missing and the readings", async () => {
    const powers = [{ id: 'usa' as const, cashFlow: emptyCashFlowPower() }]
    const form = emptyCashFlowForm()
    const read = () => [...cashFlowSteps(powers, form).map((s) => s.label), ...cashFlowProblems(powers, form), leaderTieChoices()[1]!.title]
    expect(read()).toEqual([
      'USA',
      'Deck and token',
      'USA: pick the 4 cards drawn from its own stack (0 picked).',
      'USA: type the territory of each neutral card.',
      'Roll for the entropy token, or say who holds it.',
      'Type the territory of each of the 3 face-up cards.',
      'Nobody scores them',
    ])
    await showLocale('de')
    expect(read()).toEqual([
      'USA',
      'Stapel und Marker',
      'USA: die 4 Karten vom eigenen Stapel wählen (0 gewählt).',
      'USA: das Gebiet jeder neutralen Karte eintippen.',
      'Um den Entropie-Marker würfeln oder sagen, wer ihn hat.',
      'Das Gebiet jeder der 3 offenen Karten eintippen.',
      'Niemand bekommt sie',
    ])
    await showLocale('pt-BR')
    expect(read().slice(1, 3)).toEqual(['Baralho e marcador', 'EUA: escolha as 4 cartas tiradas da própria pilha (0 escolhidas).'])
  })
})
