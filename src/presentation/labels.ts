import type { Resource, SupplyRow } from '../domain/kernel/ids'

/** Names of resources and supply-center rows, as the rulebook and the board print them. */
export const RESOURCE_LABELS: Readonly<Record<Resource, string>> = { grain: 'Grain', oil: 'Oil', minerals: 'Minerals' }

export const SUPPLY_ROW_LABELS: Readonly<Record<SupplyRow, string>> = {
  lstars: 'L-stars',
  nukes: 'Nukes',
  minerals: 'Minerals',
  oil: 'Oil',
  grain: 'Grain',
}
