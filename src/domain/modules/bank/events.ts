import type { PowerId } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'

export interface LoanChanged {
  type: 'loanChanged'
  power: PowerId
  from: Millions
  to: Millions
}

declare module '../../kernel/registry' {
  interface EventRegistry {
    loanChanged: LoanChanged
  }
}
