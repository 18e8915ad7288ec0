import { afterEach, describe, expect, it } from 'vitest'
import { showLocale } from '@/composables/i18n'
import { describeEntry } from '@/presentation'
import { foldEntries, indexEntries, type Command, type LogEntry } from '@/domain'
import { entry, mustDecide, standardStart } from '../support/games'

afterEach(async () => {
  await showLocale('en', false)
  localStorage.clear()
})

/** The Warlords and Pirates and Air Units log lines are written from the catalogs when shown (issue 29). */
describe("the modules' log lines read in the reader's language", () => {
  const start = { ...standardStart(), ruleset: { economy: 'price-index' as const, sequence: 'bookkeeping' as const, modules: ['warlords', 'air-units'] } }
  const state = foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start))]).state
  const title = (command: Command, events: LogEntry['events'] = []) => describeEntry(entry(2, command, events), state.settings, indexEntries([])).title
  const sale: Command = { kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 2 }
  const reinforce: Command = { kind: 'reinforceWarlord', zone: 'Tokyo Bay', die: 1 }
  const gift: Command = { kind: 'sellAirUnits', seller: 'usa', buyer: 'ussr', count: 1, price: 0 }
  const fee: Command = { kind: 'payBlockadeFee', payer: 'usa', zone: 'Arabian Sea', territory: 'India', die: 4 }
  const paid: LogEntry['events'] = [{ type: 'moneyTransferred', from: 'usa', to: 'warlords:treasury', amount: 400, reason: 'deal' }]

  it('in German and Portuguese, the zones and the known names as printed', async () => {
    await showLocale('de')
    expect(title(sale)).toBe('USA verkaufte 2 Atomraketen an Sivaji (Warlord von India)')
    expect(title(reinforce)).toBe('Tokyo Bay (Pirat) baute Verstärkung: 1 Flotte')
    expect(title(gift)).toBe('USA verschenkte 1 Lufteinheit an UdSSR')
    expect(title(fee, paid)).toBe('USA zahlte 400\u00a0Mio.\u00a0$ an Sharjah (Pirat von Arabian Sea), um India zu blockieren (Würfel des Marshalls 4)')
    expect(describeEntry(entry(2, fee, paid), state.settings, indexEntries([])).details).toContain('400\u00a0Mio.\u00a0$: USA → die Warlords und Piraten')

    await showLocale('pt-BR')
    expect(title(sale)).toBe('EUA vendeu 2 mísseis nucleares para Sivaji (senhor da guerra de India)')
    expect(title(reinforce)).toBe('Tokyo Bay (pirata) construiu reforços: 1 marinha')
  })
})
