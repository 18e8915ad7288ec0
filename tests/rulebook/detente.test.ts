import { describe, expect, it } from 'vitest'
import { detenteLeaders, detenteStandings, detenteValue, type GameState, type PowerState } from '@/domain'
import { startedState } from '../support/games'
import { guidedGame } from '../support/guided'

/** USA's card and cash set by hand, the market moved: the row worked on paper below. */
function handWorkedState(): GameState {
  const base = startedState(['usa', 'ussr'])
  const usa = base.powers.usa!
  const companies = Array.from({ length: 5 }, (_, i) => ({ ...usa.companies[0]!, id: `c${i}` }))
  const worked: PowerState = { ...usa, supplies: { grain: 4, oil: 2, minerals: 0, nukes: 2, lstars: 1 }, forces: { armies: 10, navies: 3 }, loans: 3000, companies }
  // Grain stays at the $500M spot (index 12); oil falls to index 8 ($200M).
  return { ...base, powers: { ...base.powers, usa: worked }, accounts: { ...base.accounts, usa: 2350, bank: (base.accounts.bank ?? 0) + (base.accounts.usa ?? 0) - 2350 }, market: { ...base.market!, oil: 8 } }
}

describe('Detente valuation, worked by hand', () => {
  it('cash + 4 grain × $500M + 2 oil × $200M + 5 companies + 13 forces + 2 nukes + 1 L-star − $3,000M loans = $3,900M', () => {
    const v = detenteValue(handWorkedState(), handWorkedState().powers.usa!)
    const byKey = Object.fromEntries(v.lines.map((l) => [l.key, l.value]))
    expect(byKey).toEqual({ cash: 2350, grain: 2000, oil: 400, minerals: 0, companies: 500, forces: 650, nukes: 500, lstars: 500, loans: -3000 })
    expect(v.total).toBe(3900)
  })

  it('every line names what is counted, how many and at what value, loans as a negative amount (the forces line is the battle module\'s)', () => {
    const v = detenteValue(handWorkedState(), handWorkedState().powers.usa!)
    expect(v.lines.filter((l) => l.key !== 'forces')).toEqual([
      { key: 'cash', label: 'Cash', count: 1, each: 2350, value: 2350 },
      { key: 'grain', label: 'Grain', count: 4, each: 500, value: 2000 },
      { key: 'oil', label: 'Oil', count: 2, each: 200, value: 400 },
      { key: 'minerals', label: 'Minerals', count: 0, each: 500, value: 0 },
      { key: 'companies', label: 'Companies', count: 5, each: 100, value: 500 },
      { key: 'nukes', label: 'Nukes', count: 2, each: 250, value: 500 },
      { key: 'lstars', label: 'L-stars', count: 1, each: 500, value: 500 },
      { key: 'loans', label: 'Bank loans', count: 1, each: -3000, value: -3000 },
    ])
  })

  it('"Bank Loans: All bank loans must be deducted": interest in arrears is deducted with the principal', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'takeLoan', power: 'usa', amount: 2000 })
    const before = detenteValue(g.state, g.state.powers.usa!).total
    g.do({ kind: 'settleStage1', power: 'usa', payInterest: false })
    const v = detenteValue(g.state, g.state.powers.usa!)
    const byKey = Object.fromEntries(v.lines.map((l) => [l.key, l.value]))
    expect(byKey.loans).toBe(-2000)
    expect(byKey.arrears).toBe(-100)
    expect(v.lines.at(-1)).toEqual({ key: 'arrears', label: 'Interest in arrears', count: 1, each: -100, value: -100 })
    // Salaries were paid ($340M); the $100M of interest stayed in USA's cash but is owed.
    expect(v.total).toBe(before - 340 - 100)
  })

  it('a power at the start of a Standard Open is worth its $7,000M plus its cards, supplies and forces', () => {
    const state = startedState(['usa', 'ussr'])
    const ussr = state.powers.ussr!
    const v = detenteValue(state, ussr)
    const supplies = (ussr.supplies.grain + ussr.supplies.oil + ussr.supplies.minerals) * 500
    expect(v.total).toBe(7000 + supplies + ussr.companies.length * 100 + (ussr.forces.armies + ussr.forces.navies) * 50)
  })

  it('ranks the richest first and names every power tied at the top', () => {
    const state = handWorkedState()
    const standings = detenteStandings(state)
    expect(standings.map((s) => s.power)).toEqual(['ussr', 'usa'])
    expect(detenteLeaders(state)).toEqual(['ussr'])
    const twin = { ...state.powers.usa!, id: 'ussr' as const }
    const tied = { ...state, powers: { ...state.powers, ussr: twin }, accounts: { ...state.accounts, ussr: 2350 } }
    expect(detenteLeaders(tied)).toEqual(['usa', 'ussr'])
  })

  it('leaves out a power that is out of the game', () => {
    const state = startedState(['usa', 'ussr', 'europe'])
    const war = { nuked: [], occupiedHomes: {}, eliminated: ['europe' as const], capturedCenters: {}, record: {}, isCoupFinal: false }
    expect(detenteStandings({ ...state, war }).map((s) => s.power)).not.toContain('europe')
  })
})
