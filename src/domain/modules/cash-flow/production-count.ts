import type { PowerId, Resource } from '../../kernel/ids'

import { SUPERPOWERS } from '../../kernel/superpowers'
import type { Company, GameState } from '../../kernel/state'

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Whether an enemy of `owner` has declared a blockade of `territory`. */
export function isBlockaded(state: GameState, owner: PowerId, territory: string): boolean {
  return (state.cashFlow?.blockades ?? []).some((b) => b.by !== owner && same(b.territory, territory))
}

/** Whether an enemy has declared a siege of `power`'s home ports. */
export function isBesieged(state: GameState, power: PowerId): boolean {
  return (state.cashFlow?.sieges ?? []).some((s) => s.power === power && s.by !== power)
}

export function isHomeTerritory(power: PowerId, territory: string): boolean {
  return SUPERPOWERS[power].homeTerritories.some((h) => same(h, territory))
}

/**
 * Why a company of `owner` yields nothing now, or undefined: closed; a blockade of its foreign
 * territory; a siege of the owner's home ports (companies outside the home country).
 */
export function whyIdle(state: GameState, owner: PowerId, company: Company): 'closed' | 'blockade' | 'siege' | undefined {
  if (!company.isOpen) return 'closed'
  const home = isHomeTerritory(owner, company.territory)
  if (!home && isBlockaded(state, owner, company.territory)) return 'blockade'
  if (!home && isBesieged(state, owner)) return 'siege'
  return undefined
}

/** A power's production of each resource from its open companies that are not blockaded or besieged. */
export function openProduction(state: GameState, power: PowerId): Record<Resource, number> {
  const counts = { grain: 0, oil: 0, minerals: 0 } as Record<Resource, number>
  for (const c of state.powers[power]?.companies ?? []) {
    if (whyIdle(state, power, c) === undefined) counts[c.resource] += c.units
  }
  return counts
}
