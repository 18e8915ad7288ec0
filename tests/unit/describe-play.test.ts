import { describe, expect, it } from 'vitest'
import { describeEntry } from '@/presentation'
import { indexEntries, type Command, type LogEntry } from '@/domain'
import { entry, mustDecide, startedState } from '../support/games'

/** Log lines of Stages 5 to 7 and the company commands, in a bookkeeping game. */
describe('log lines for moves, builds, research, prospecting and companies', () => {
  const state = startedState()
  const line = (command: Command, at = state) => {
    const e: LogEntry = entry(2, command, mustDecide(at, command))
    return describeEntry(e, at.settings, indexEntries([e])).title
  }

  it.each<[Command, string]>([
    [{ kind: 'payMoveCost', power: 'usa', marchArmyTerritories: 2, airliftArmies: 1, convoySeas: 0, navySeas: 0 }, 'USA paid for a move: 2 grain and 2 oil'],
    [{ kind: 'buildForces', power: 'usa', armies: 4, navies: 2 }, 'USA built 4 armies and 2 navies (2 sets of supplies, $600M)'],
    [{ kind: 'buildWeapons', power: 'usa', nukes: 1, lstars: 1 }, 'USA built 1 nuke and 1 L-star ($1,500M)'],
    [{ kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 3, found: true }, 'USA found the nuke card after 3 cards and built its first nuke ($1,100M)'],
    [{ kind: 'research', power: 'usa', weapon: 'lstars', cardsTurned: 1, found: false }, 'USA turned 1 card looking for the L-star card and stopped ($200M)'],
    [{ kind: 'sellArms', seller: 'usa', buyer: 'ussr', armies: 2, navies: 0, nukes: 0, lstars: 0, price: 300 }, 'USA sold 2 armies to USSR for $300M'],
    [{ kind: 'prospect', power: 'europe', resource: 'oil', cardsTurned: 2, outcome: 'returned' }, 'Europe prospected for oil: the card went back to the deck (occupied or nuked territory) (2 cards, $400M)'],
    [{ kind: 'closeCompany', power: 'usa', companyId: 'usa-1' }, 'USA closed Bainbridge Grains'],
    [{ kind: 'transferCompany', from: 'usa', to: 'ussr', companyId: 'usa-1', reason: 'capture' }, 'USSR took Bainbridge Grains from USA (captured)'],
  ])('%o', (command, title) => expect(line(command)).toBe(title))

  it('a prospected card kept face down, then opened free', () => {
    const find: Command = { kind: 'prospect', power: 'usa', resource: 'minerals', cardsTurned: 4, outcome: 'found', card: { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 3, origin: 'independent' } }
    expect(line(find)).toBe('USA prospected for minerals and kept Mahabir Mines face down (4 cards, $800M)')
  })
})
