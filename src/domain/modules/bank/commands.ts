import type { Account, PowerId } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'

export type TransferPurpose = 'salary' | 'interest' | 'resource-trade' | 'player-loan' | 'deal' | 'other'

export interface TransferMoney {
  kind: 'transferMoney'
  from: Account
  to: Account
  amount: Millions
  purpose: TransferPurpose
  note?: string
}

export interface TakeLoan {
  kind: 'takeLoan'
  power: PowerId
  amount: Millions
}

export interface RepayLoan {
  kind: 'repayLoan'
  power: PowerId
  amount: Millions
}

declare module '../../kernel/registry' {
  interface CommandRegistry {
    transferMoney: TransferMoney
    takeLoan: TakeLoan
    repayLoan: RepayLoan
  }
}
