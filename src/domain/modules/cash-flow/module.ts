import type { RuleModule } from '../../kernel/module'
import './slice'
import './codes'
import './commands'
import { cashFlowSettings } from './settings'
import { decideStartCashFlow } from './setup'
import { guardCorrections, guardGameOver } from './guards'
import { LABOR_MARKET } from './state'
import { decideEndTurn, decideSelectAction } from './turn'
import { decideDiscardForEntropy } from './entropy'
import { cashFlowDue } from './due'
import { decideCashFlowAttack, decideNationalize, decideOccupy } from './attack'
import { decideLstarClash, decideStrategicStrike } from './strike'
import { decideAdjustListing, decideBuyListed, decideListUnits, decideWithdrawListing } from './listings'
import { decideSatisfyLaborDemand } from './labor-demand'
import { decideDirectTrade } from './trade'
import { decideProduce } from './production'
import { decideBuildWithLabor } from './build'
import { decideDeploy } from './deployment'
import { blockadesFallWithNavies, decideDeclareBlockade } from './blockade'
import { CASH_FLOW_V1 } from './legacy'
import { decideDrawResearchCard } from './research'
import { decideOpenCompanyCashFlow } from './companies'

/**
 * The Cash Flow variant (variant-cash-flow.txt v1.2): a whole economy of its own, composed in place
 * of the basic game's market, bank, order of play, battle and endgame (rules.ts, ECONOMY_MODULES).
 * Its setup, both markets, the entropy token, the turn's one action, the deck and the scoring rounds.
 */
export const cashFlowModule: RuleModule = {
  id: 'cash-flow',
  title: 'the Cash Flow variant',
  // 2: blockades fall with their navies, defenders fight once a turn, a power out of the game
  //    loses its blockades and L-stars and its turn passes on (issue 26; see legacy.ts).
  version: 2,
  legacy: { 1: CASH_FLOW_V1 },
  requires: ['supply', 'corrections'],
  slices: ['cashFlow'],
  settings: cashFlowSettings,
  accounts: () => [{ id: LABOR_MARKET, name: 'the labor market' }],
  deciders: {
    startGame: decideStartCashFlow,
    selectAction: decideSelectAction,
    endCashFlowTurn: decideEndTurn,
    discardForEntropy: decideDiscardForEntropy,
    cashFlowAttack: decideCashFlowAttack,
    occupy: decideOccupy,
    nationalize: decideNationalize,
    strategicStrike: decideStrategicStrike,
    clashLstars: decideLstarClash,
    listUnits: decideListUnits,
    adjustListing: decideAdjustListing,
    withdrawListing: decideWithdrawListing,
    buyListed: decideBuyListed,
    satisfyLaborDemand: decideSatisfyLaborDemand,
    directTrade: decideDirectTrade,
    produce: decideProduce,
    buildWithLabor: decideBuildWithLabor,
    deploy: decideDeploy,
    declareBlockade: decideDeclareBlockade,
    drawResearchCard: decideDrawResearchCard,
    // The basic game's command (the Supply centers' card sheet), decided by the variant's reading.
    openCompany: decideOpenCompanyCashFlow,
  },
  guard: (state, command) => guardGameOver(state, command) ?? guardCorrections(state, command),
  follow: (state, _command, events) => blockadesFallWithNavies(state, events),
  // The banner's big button: the entropy discard's screen, the action to choose, the turn to end.
  due: cashFlowDue,
  // The variant's payments and sales between powers: a direct trade (cash, units, companies) and
  // buying listed units, each the acting power's. Its only simultaneous choice (the fifteen units at
  // set-up) is made inside startGame, so it keeps no secret in the log.
  actorOf: { directTrade: (c) => c.power, buyListed: (c) => c.power },
}
