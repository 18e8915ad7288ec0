import type { RuleModule } from '../../kernel/module'
import { isPowerId } from '../../kernel/ids'
import { bankSettings } from './settings'
import { decideRepayLoan, decideTakeLoan, decideTransfer } from './decide'
import { bankEvolvers, bankInverters } from './evolve'
import { BANK_V1, BANK_V2 } from './legacy'

/** The bank: payments, loans and their repayment. */
export const bankModule: RuleModule = {
  id: 'bank',
  title: 'the basic game’s bank (loans and payments)',
  // 2: salaries are paid to the bank, never to another player; 3: no loans to a power out of the game (see legacy.ts).
  version: 3,
  legacy: { 1: BANK_V1, 2: BANK_V2 },
  settings: bankSettings,
  deciders: {
    transferMoney: decideTransfer,
    takeLoan: decideTakeLoan,
    repayLoan: decideRepayLoan,
  },
  evolvers: bankEvolvers,
  inverters: bankInverters,
  // A payment a player makes from his own account (to another player, or the bank); the bank's are the banker's.
  actorOf: { transferMoney: (c) => (isPowerId(c.from) ? c.from : undefined) },
}
