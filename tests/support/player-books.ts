/**
 * Games for the phone view's tests and screenshots (issue 28), built by commands through the
 * rules as a table would play them: a basic game in the middle of Stage 1 with loans, a Cash Flow
 * game a few turns in, a War of Supremacy game in combat. Each returns the folded state and its log.
 */
import { cashFlowGame } from './cash-flow'
import { guidedGame } from './guided'
import { wosGame } from './war-of-supremacy'

/**
 * Cycle 1, Stage 1 of a guided USA, USSR, Europe and China game: the USA borrowed $2,000M and
 * closed a company, the USSR has paid its bill; the USA, Europe and China still owe theirs.
 */
export function basicMidStage1(modules: string[] = []) {
  const g = guidedGame(['usa', 'ussr', 'europe', 'china'], undefined, {}, modules)
  g.do({ kind: 'takeLoan', power: 'usa', amount: 2000 })
  const closed = g.state.powers.usa!.companies.find((c) => c.isOpen)!
  g.do({ kind: 'closeCompany', power: 'usa', companyId: closed.id })
  g.do({ kind: 'settleStage1', power: 'ussr' })
  return g
}

/** A Cash Flow game: the USA listed 2 grain at $100M, the USSR produced; Europe's turn, holding the entropy token. */
export function cashFlowMidGame() {
  const g = cashFlowGame(['usa', 'ussr', 'europe'])
  g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
  g.do({ kind: 'listUnits', power: 'usa', resource: 'grain', units: 2, price: 100 })
  g.do({ kind: 'endCashFlowTurn', power: 'usa' })
  g.do({ kind: 'selectAction', power: 'ussr', action: 'production' })
  g.do({ kind: 'produce', power: 'ussr', resources: ['grain', 'oil'] })
  g.do({ kind: 'endCashFlowTurn', power: 'ussr' })
  return g
}

/** A three-player War of Supremacy game: Ana took Northreach's fight and defends it; Ben attacks it with a creature. */
export function wosInCombat() {
  const g = wosGame()
  g.attack('Stone Troll', [5, 3, 2])
  g.resolve()
  g.finishTurn()
  g.attack('Storm Drake', [4, 6, 1])
  return g
}
