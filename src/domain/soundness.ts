import { RESOURCES, SUPPLY_ROWS } from './kernel/ids'
import type { GameState } from './kernel/state'
import { marketIndex } from './modules/market/price-index'

/** Far above any real game; a number past it can only come from a damaged or forged log. */
const MAX_COUNT = 100_000
const MAX_MONEY = 1_000_000_000

const isCount = (n: unknown, max = MAX_COUNT): boolean => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= max

/** Every unit count is a whole number in range, armies and navies always among them. */
function isSoundForces(forces: unknown): boolean {
  if (typeof forces !== 'object' || forces === null || Array.isArray(forces)) return false
  const counts = forces as Record<string, unknown>
  return isCount(counts.armies) && isCount(counts.navies) && Object.values(counts).every((n) => isCount(n))
}

/**
 * The game holds only values a game can hold: whole numbers in range, money summing to zero, the
 * market on its track, every card well formed. Used where events come from outside the rules
 * (an imported file decided by an older version of them), never as a substitute for deciding.
 */
export function isSoundState(state: GameState): boolean {
  let total = 0
  for (const amount of Object.values(state.accounts)) {
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || Math.abs(amount) > MAX_MONEY) return false
    total += amount
  }
  if (total !== 0) return false
  const track = state.settings.priceIndex.length
  if (state.market !== undefined && !RESOURCES.every((r) => isCount(marketIndex(state, r)) && marketIndex(state, r) < track)) return false
  return state.order.every((id) => {
    const p = state.powers[id]
    if (!p) return false
    if (!SUPPLY_ROWS.every((row) => isCount(p.supplies[row]))) return false
    if (!isSoundForces(p.forces) || !isCount(p.loans, MAX_MONEY)) return false
    return (
      Array.isArray(p.companies) &&
      p.companies.every(
        (c) =>
          typeof c === 'object' && c !== null && typeof c.id === 'string' && typeof c.name === 'string' && typeof c.territory === 'string' && RESOURCES.includes(c.resource) && isCount(c.units) && typeof c.isOpen === 'boolean',
      )
    )
  })
}
