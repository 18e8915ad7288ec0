import { refusalsFrom } from '../../kernel/result'

/** The bank's refusals and ways out in English (issue 29); translated in src/presentation/catalogs/refusals-bank.ts. */
export const BANK_REFUSALS = {
  cannotAfford: '{power} has {cash}; this costs {cost}.',
  cannotAffordBorrow: '{power} has {cash}; this costs {cost}. Borrow from the bank?',
  accountCannotAfford: '{account} has {cash}; this costs {cost}.',
  payArrearsFirst: 'Pay the interest in arrears first',
  sellArrearsFirst: 'Sell resources to the market (the arrears are paid first), or ask another player for a loan',
  borrowAmount: 'Borrow {amount} from the bank',
  sellOrAskLoan: 'Sell resources to the market, or ask another player for a loan',
  sameAccount: 'Payer and receiver are the same; choose two different accounts.',
  choosePurpose: 'Choose what the payment is for.',
  salaryToBank: 'Salaries are paid to the bank, not to another player. Choose the Bank as who receives, or call a payment from {from} to {to} a deal.',
  payBankInstead: 'Pay the bank instead',
  callItDeal: 'Call it a deal',
  badNote: 'Type the note, or leave it empty.',
  theNote: 'The note',
  loanStepTaken: 'Bank loans are taken in whole billions: {step}, {twoSteps}, and so on.',
  loanStepRepaid: 'Bank loans are repaid in whole billions: {step}, {twoSteps}, and so on.',
  outOfGame: '{power} is out of the game: the bank lends only to powers still playing.',
  repayMoreThanOwed: '{power} owes the bank {owed}; it cannot repay {amount}.',
  repayAmount: 'Repay {amount}',
  cannotAffordRepay: '{power} has {cash}; repaying costs {cost}.',
  repaySmaller: 'Repay a smaller whole number of billions, or sell resources first',
} as const

export const { refusal: bankRefusal, remedy: bankRemedy, phrase: bankPhrase } = refusalsFrom('bank', BANK_REFUSALS)
