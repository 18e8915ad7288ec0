/** The six superpowers, in the order the rulebook lists their home territories. */
export const POWER_IDS = ['south-america', 'africa', 'europe', 'china', 'usa', 'ussr'] as const
export type PowerId = (typeof POWER_IDS)[number]

export const RESOURCES = ['grain', 'oil', 'minerals'] as const
export type Resource = (typeof RESOURCES)[number]

/** The five rows of a supply-center card (Basic rules, "Playing Equipment"). */
export const SUPPLY_ROWS = ['grain', 'oil', 'minerals', 'nukes', 'lstars'] as const
export type SupplyRow = (typeof SUPPLY_ROWS)[number]

/** Every holder of money. The bank is an account like the others and may go negative. */
export type Account = PowerId | 'bank'

export function isPowerId(value: unknown): value is PowerId {
  return typeof value === 'string' && (POWER_IDS as readonly string[]).includes(value)
}

export function isResource(value: unknown): value is Resource {
  return typeof value === 'string' && (RESOURCES as readonly string[]).includes(value)
}

export function isSupplyRow(value: unknown): value is SupplyRow {
  return typeof value === 'string' && (SUPPLY_ROWS as readonly string[]).includes(value)
}

export function isAccount(value: unknown): value is Account {
  return value === 'bank' || isPowerId(value)
}
