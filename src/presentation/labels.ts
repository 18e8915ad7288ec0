import type { Resource, SupplyRow } from '../domain/kernel/ids'
import { supplyWords } from './catalogs/supply'

/**
 * Names of resources and supply-center rows in the reader's language. Getters, so a screen that
 * reads `RESOURCE_LABELS.oil` again after the language changes gets the new word.
 */
export const RESOURCE_LABELS: Readonly<Record<Resource, string>> = {
  get grain() {
    return supplyWords('grain')
  },
  get oil() {
    return supplyWords('oil')
  },
  get minerals() {
    return supplyWords('minerals')
  },
}

export const SUPPLY_ROW_LABELS: Readonly<Record<SupplyRow, string>> = {
  get lstars() {
    return supplyWords('lstars')
  },
  get nukes() {
    return supplyWords('nukes')
  },
  get minerals() {
    return supplyWords('minerals')
  },
  get oil() {
    return supplyWords('oil')
  },
  get grain() {
    return supplyWords('grain')
  },
}
