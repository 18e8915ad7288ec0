import type { BANK_REFUSALS } from '../../../domain/modules/bank/refusals'
import type { Translation } from '../../i18n/words'

export const refusalsBank = {
  cannotAfford: '{power} tem {cash}; isto custa {cost}.',
  cannotAffordBorrow: '{power} tem {cash}; isto custa {cost}. Pedir emprestado ao banco?',
  accountCannotAfford: '{account} tem {cash}; isto custa {cost}.',
  payArrearsFirst: 'Pagar primeiro os juros em atraso',
  sellArrearsFirst: 'Vender recursos ao mercado (os atrasados são pagos primeiro) ou pedir um empréstimo a outro jogador',
  borrowAmount: 'Pegar {amount} emprestado do banco',
  sellOrAskLoan: 'Vender recursos ao mercado ou pedir um empréstimo a outro jogador',
  sameAccount: 'Quem paga e quem recebe são o mesmo; escolha duas contas diferentes.',
  choosePurpose: 'Escolha para que é o pagamento.',
  salaryToBank: 'O soldo é pago ao banco, não a outro jogador. Escolha o banco como quem recebe, ou chame o pagamento de {from} para {to} de acordo.',
  payBankInstead: 'Pagar ao banco',
  callItDeal: 'Chamar de acordo',
  badNote: 'Digite a nota ou deixe-a vazia.',
  theNote: 'A nota',
  loanStepTaken: 'Empréstimos bancários são feitos em bilhões inteiros: {step}, {twoSteps} e assim por diante.',
  loanStepRepaid: 'Empréstimos bancários são pagos em bilhões inteiros: {step}, {twoSteps} e assim por diante.',
  outOfGame: '{power} está fora do jogo: o banco só empresta a potências que ainda jogam.',
  repayMoreThanOwed: '{power} deve {owed} ao banco; não pode pagar {amount}.',
  repayAmount: 'Pagar {amount}',
  cannotAffordRepay: '{power} tem {cash}; pagar custa {cost}.',
  repaySmaller: 'Pagar um número menor de bilhões inteiros ou vender recursos primeiro',
} satisfies Translation<typeof BANK_REFUSALS>
