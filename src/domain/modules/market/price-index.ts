import type { GameState } from '../../kernel/state'
import type { Resource } from '../../kernel/ids'
import type { GameSettings } from '../../kernel/settings'
import type { Millions } from '../../kernel/money'

export function lastIndex(settings: GameSettings): number {
  return settings.priceIndex.length - 1
}

export function priceAt(settings: GameSettings, index: number): Millions {
  return settings.priceIndex[index] ?? 0
}

/** Selling moves the meter one spot left per unit, stopping at the Bull Pen (index 0). */
export function indexAfterSale(index: number, units: number): number {
  return Math.max(0, index - units)
}

/** Buying moves the meter one spot right per unit, stopping at the Bear Pit. */
export function indexAfterPurchase(settings: GameSettings, index: number, units: number): number {
  return Math.min(lastIndex(settings), index + units)
}

const NO_MARKET: Readonly<Record<Resource, number>> = { grain: 0, oil: 0, minerals: 0 }

/** The Price Index meters; a game without them (Cash Flow: players post their own asks) reads the left end. */
export function marketOf(state: GameState): Readonly<Record<Resource, number>> {
  return state.market ?? NO_MARKET
}

/** One resource's meter position (see marketOf). */
export function marketIndex(state: GameState, resource: Resource): number {
  return marketOf(state)[resource]
}

export function marketPrice(state: GameState, resource: Resource): Millions {
  return priceAt(state.settings, marketIndex(state, resource))
}
