import type { RuleModule } from '../../kernel/module'
import { decideAddCompany, decideCorrectCash, decideCorrectForces, decideCorrectLoans, decideCorrectMarket, decideCorrectSupply, decideRemoveCompany } from './decide'

/** Corrections the table agrees on (not rules of play). */
export const correctionsModule: RuleModule = {
  id: 'corrections',
  title: 'the table’s corrections',
  deciders: {
    correctCash: decideCorrectCash,
    correctSupply: decideCorrectSupply,
    correctForces: decideCorrectForces,
    correctLoans: decideCorrectLoans,
    correctMarket: decideCorrectMarket,
    addCompany: decideAddCompany,
    removeCompany: decideRemoveCompany,
  },
}
