import type { RuleModule } from '../../kernel/module'
import { bankSettings } from './settings'
import { decideRepayLoan, decideTakeLoan, decideTransfer } from './decide'
import { bankEvolvers, bankInverters } from './evolve'

/** The bank: payments, loans and their repayment. */
export const bankModule: RuleModule = {
  id: 'bank',
  settings: bankSettings,
  deciders: {
    transferMoney: decideTransfer,
    takeLoan: decideTakeLoan,
    repayLoan: decideRepayLoan,
  },
  evolvers: bankEvolvers,
  inverters: bankInverters,
}
