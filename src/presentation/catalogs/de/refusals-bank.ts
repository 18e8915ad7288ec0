import type { BANK_REFUSALS } from '../../../domain/modules/bank/refusals'
import type { Translation } from '../../i18n/words'

export const refusalsBank = {
  cannotAfford: '{power} hat {cash}; das kostet {cost}.',
  cannotAffordBorrow: '{power} hat {cash}; das kostet {cost}. Bei der Bank leihen?',
  accountCannotAfford: '{account} hat {cash}; das kostet {cost}.',
  payArrearsFirst: 'Zuerst die Zinsen im Rückstand zahlen',
  sellArrearsFirst: 'Rohstoffe an den Markt verkaufen (zuerst wird der Rückstand bezahlt) oder einen anderen Spieler um einen Kredit bitten',
  borrowAmount: '{amount} bei der Bank leihen',
  sellOrAskLoan: 'Rohstoffe an den Markt verkaufen oder einen anderen Spieler um einen Kredit bitten',
  sameAccount: 'Zahler und Empfänger sind gleich; wähle zwei verschiedene Konten.',
  choosePurpose: 'Wähle, wofür die Zahlung ist.',
  salaryToBank: 'Sold geht an die Bank, nicht an einen anderen Spieler. Wähle die Bank als Empfänger oder verbuche die Zahlung von {from} an {to} als Abmachung.',
  payBankInstead: 'Stattdessen an die Bank zahlen',
  callItDeal: 'Als Abmachung verbuchen',
  badNote: 'Gib die Notiz ein oder lass sie leer.',
  theNote: 'Die Notiz',
  loanStepTaken: 'Bankkredite gibt es nur in ganzen Milliarden: {step}, {twoSteps} und so weiter.',
  loanStepRepaid: 'Bankkredite werden in ganzen Milliarden getilgt: {step}, {twoSteps} und so weiter.',
  outOfGame: '{power} ist aus dem Spiel: Die Bank leiht nur Mächten, die noch spielen.',
  repayMoreThanOwed: '{power} schuldet der Bank {owed} und kann nicht {amount} tilgen.',
  repayAmount: '{amount} tilgen',
  cannotAffordRepay: '{power} hat {cash}; die Tilgung kostet {cost}.',
  repaySmaller: 'Weniger ganze Milliarden tilgen oder zuerst Rohstoffe verkaufen',
} satisfies Translation<typeof BANK_REFUSALS>
