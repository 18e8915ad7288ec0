/** The six superpowers, in the order the rulebook lists their home territories. */
export const POWER_IDS = ['south-america', 'africa', 'europe', 'china', 'usa', 'ussr'] as const
export type PowerId = (typeof POWER_IDS)[number]

export const RESOURCES = ['grain', 'oil', 'minerals'] as const
export type Resource = (typeof RESOURCES)[number]

/** The five rows of a supply-center card (Basic rules, "Playing Equipment"). */
export const SUPPLY_ROWS = ['grain', 'oil', 'minerals', 'nukes', 'lstars'] as const
export type SupplyRow = (typeof SUPPLY_ROWS)[number]

/**
 * An account a rule module adds beyond the superpowers (a warlord's treasury): `module:name`.
 * It is valid in a game only when one of the game's modules lists it (RuleModule.accounts).
 */
export type ModuleAccount = `${string}:${string}`

/** The accounts every game has: the bank and the superpowers (what the pickers offer). */
export type TableAccount = PowerId | 'bank'

/** Every holder of money. The bank is an account like the others and may go negative. */
export type Account = PowerId | 'bank' | ModuleAccount

export function isPowerId(value: unknown): value is PowerId {
  return typeof value === 'string' && (POWER_IDS as readonly string[]).includes(value)
}

export function isResource(value: unknown): value is Resource {
  return typeof value === 'string' && (RESOURCES as readonly string[]).includes(value)
}

export function isSupplyRow(value: unknown): value is SupplyRow {
  return typeof value === 'string' && (SUPPLY_ROWS as readonly string[]).includes(value)
}

/** The bank or a superpower: the accounts every game has. */
export function isAccount(value: unknown): value is TableAccount {
  return value === 'bank' || isPowerId(value)
}

export function isModuleAccount(value: unknown): value is ModuleAccount {
  return typeof value === 'string' && /^[a-z0-9-]+:[a-z0-9-]+$/.test(value)
}
