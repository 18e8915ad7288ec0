import { describe, expect, it } from 'vitest'
import { describeEntry } from '@/presentation'
import { foldEntries, indexEntries, NEUTRAL_TERRITORIES, PIRATE_SEAS, type Command, type GameState, type LogEntry } from '@/domain'
import { entry, mustDecide, standardStart } from '../support/games'

/** Log lines of the Warlords and Pirates commands (presentation/warlords-text.ts), in a bookkeeping game. */
describe('log lines for the warlords and pirates', () => {
  const start = { ...standardStart(), ruleset: { economy: 'price-index' as const, sequence: 'bookkeeping' as const, modules: ['warlords'] } }
  const base = foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start))]).state
  const setUp: Command = { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) }
  const line = (command: Command, at: GameState) => {
    const e: LogEntry = entry(2, command, mustDecide(at, command))
    return describeEntry(e, at.settings, indexEntries([e])).title
  }
  const placed = foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start)), entry(2, setUp, mustDecide(base, setUp)), entry(3, { kind: 'correctSupply', power: 'usa', row: 'nukes', value: 3, reason: 't' }, [{ type: 'supplyChanged', power: 'usa', row: 'nukes', from: 0, to: 3 }])]).state

  it('the setup', () => expect(line(setUp, base)).toBe('The Marshall placed the warlords and pirates (Full House, 32 zones)'))

  it('a sale to a named warlord and to a pirate', () => {
    expect(line({ kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 2 }, placed)).toBe('USA sold 2 nukes to Sivaji, the warlord of India')
    expect(line({ kind: 'sellToWarlord', power: 'usa', zone: 'Tokyo Bay', weapon: 'nukes', count: 1 }, placed)).toBe('USA sold 1 nuke to the pirate of Tokyo Bay')
  })

  it('the battle slice: an attack, a first strike, a capture, reinforcements', () => {
    const at = (command: Command) => describeEntry(entry(2, command, []), placed.settings, indexEntries([])).title
    expect(at({ kind: 'attackWarlord', attacker: 'usa', zone: 'India', attacking: { armies: 4, navies: 0 }, attackerDice: [6, 2], defenderDice: [3, 3, 1] })).toBe("USA attacked Sivaji, the warlord of India (6+2 against the Marshall's 3+3+1)")
    expect(at({ kind: 'warlordStrike', attacker: 'usa', zone: 'India', target: 'Western U.S.A.', die: 2, lstarDice: [1, 6] })).toBe("First strike: Sivaji, the warlord of India fired its nukes at USA's Western U.S.A., the Marshall's die 2 (L-stars 1+6)")
    expect(at({ kind: 'captureWarlordZone', attacker: 'usa', zone: 'Tokyo Bay' })).toBe('USA captured Tokyo Bay from the pirate of Tokyo Bay')
    expect(at({ kind: 'reinforceWarlord', zone: 'Tokyo Bay', die: 1 })).toBe('The pirate of Tokyo Bay built reinforcements: 1 navy')
  })

  it('a nuclear strike on a zone, and a zone vacated', () => {
    const at = (command: Command) => describeEntry(entry(2, command, []), placed.settings, indexEntries([])).title
    expect(at({ kind: 'nukeWarlordZone', attacker: 'usa', zone: 'India', nukes: 2, lstarDice: [5, 6] })).toBe("USA fired 2 nukes at Sivaji, the warlord of India (the Marshall's L-stars 5+6)")
    expect(at({ kind: 'vacateWarlordZone', power: 'usa', zone: 'Tokyo Bay' })).toBe('USA left Tokyo Bay: the pirate of Tokyo Bay may build there again')
  })

  it('the Stage 1 economy: blockade fees, the super fee, bids and the selling roll read in words, not as codes', () => {
    const money = (from: 'usa' | 'ussr', amount: number) => ({ type: 'moneyTransferred' as const, from, to: 'bank' as const, amount, reason: 'deal' as const })
    const at = (command: Command, events: LogEntry['events'] = []) => describeEntry(entry(2, command, events), placed.settings, indexEntries([])).title
    expect(at({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Arabian Sea', territory: 'India', die: 4 }, [money('usa', 400)])).toBe("USA paid $400M to Sharjah, the pirate of Arabian Sea, to blockade India (the Marshall's die 4)")
    expect(at({ kind: 'liftBlockade', power: 'ussr', zone: 'Arabian Sea', territory: 'India', die: 2 }, [money('ussr', 800)])).toBe("USSR paid the Super Fee, $800M, to lift the blockade of India (USSR's die 2)")
    expect(at({ kind: 'bidForNeutralCard', power: 'usa', companyId: 'c1', amount: 150 })).toBe("USA bid $150M for a card in a warlord's zone")
    expect(at({ kind: 'closeNeutralCardBids', companyId: 'c1' }, [money('usa', 150)])).toBe("The warlord sold a card in a warlord's zone to the highest bidder, USA, for $150M")
    expect(at({ kind: 'rollSellingPosition', die: 5 })).toBe('Stage 3: the selling position rolled, die 5')
  })
})
