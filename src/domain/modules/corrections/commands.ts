import type { CommandKind } from '../../kernel/registry'
import type { PowerId, Resource, SupplyRow } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import type { CompanyInput } from '../setup/commands'

interface Correction {
  /** Why the numbers were wrong; shown in the log. Required. */
  reason: string
}

export interface CorrectCash extends Correction {
  kind: 'correctCash'
  power: PowerId
  cash: Millions
}

export interface CorrectSupply extends Correction {
  kind: 'correctSupply'
  power: PowerId
  row: SupplyRow
  value: number
}

export interface CorrectForces extends Correction {
  kind: 'correctForces'
  power: PowerId
  armies: number
  navies: number
}

export interface CorrectLoans extends Correction {
  kind: 'correctLoans'
  power: PowerId
  loans: Millions
}

export interface CorrectMarket extends Correction {
  kind: 'correctMarket'
  resource: Resource
  index: number
}

export interface AddCompany extends Correction {
  kind: 'addCompany'
  power: PowerId
  company: CompanyInput
}

export interface RemoveCompany extends Correction {
  kind: 'removeCompany'
  power: PowerId
  companyId: string
}

export const CORRECTION_KINDS: readonly CommandKind[] = [
  'correctCash',
  'correctSupply',
  'correctForces',
  'correctLoans',
  'correctMarket',
  'addCompany',
  'removeCompany',
]

declare module '../../kernel/registry' {
  interface CommandRegistry {
    correctCash: CorrectCash
    correctSupply: CorrectSupply
    correctForces: CorrectForces
    correctLoans: CorrectLoans
    correctMarket: CorrectMarket
    addCompany: AddCompany
    removeCompany: RemoveCompany
  }
}
