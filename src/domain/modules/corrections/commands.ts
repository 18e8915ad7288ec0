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

/**
 * Sets a power's unit counts. The correction sheet names armies and navies (as every saved game
 * does); `forces` names any unit of the game's unit table (a variant's unit too), by id. Units
 * not named keep their count.
 */
export interface CorrectForces extends Correction {
  kind: 'correctForces'
  power: PowerId
  armies?: number
  navies?: number
  forces?: Readonly<Record<string, number>>
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
