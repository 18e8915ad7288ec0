import type { RuleModule } from '../../kernel/module'
import { decideRepayLoan, decideTakeLoan, decideTransfer } from './decide'
import { bankEvolvers, bankInverters } from './evolve'

/** The bank: payments, loans and their repayment. */
export const bankModule: RuleModule = {
  id: 'bank',
  deciders: {
    transferMoney: decideTransfer,
    takeLoan: decideTakeLoan,
    repayLoan: decideRepayLoan,
  },
  evolvers: bankEvolvers,
  inverters: bankInverters,
}
