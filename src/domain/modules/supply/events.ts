import type { PowerId, SupplyRow } from '../../kernel/ids'
import type { Company } from '../../kernel/state'

export interface SupplyChanged {
  type: 'supplyChanged'
  power: PowerId
  row: SupplyRow
  from: number
  to: number
  /** Units that did not fit in the row and left the game (Stage 2, "surplus units are lost"). */
  lost?: number
}

export interface ForcesChanged {
  type: 'forcesChanged'
  power: PowerId
  /** A unit id of the unit table ('armies', 'navies', or a variant's unit). */
  force: string
  from: number
  to: number
}

/** `index` is the card's position in the power's list, so undo puts it back where it was. */
export interface CompanyAdded {
  type: 'companyAdded'
  power: PowerId
  company: Company
  index: number
}

export interface CompanyRemoved {
  type: 'companyRemoved'
  power: PowerId
  company: Company
  index: number
}

/** A card turned face down or up (closed or reopened), at the same position. */
export interface CompanyChanged {
  type: 'companyChanged'
  power: PowerId
  from: Company
  to: Company
}

declare module '../../kernel/registry' {
  interface EventRegistry {
    supplyChanged: SupplyChanged
    forcesChanged: ForcesChanged
    companyAdded: CompanyAdded
    companyRemoved: CompanyRemoved
    companyChanged: CompanyChanged
  }
}
