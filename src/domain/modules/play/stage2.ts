import { rowCapacity } from '../battle/homes'
import { SUPERPOWERS } from '../../kernel/superpowers'
import type { GameEvent } from '../../kernel/events'
import { RESOURCES, type PowerId, type Resource } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import type { ComposedRules } from '../../kernel/module'
import type { Company, GameState } from '../../kernel/state'
import type { CollectProduction } from './commands'
import { requirePlay } from './guards'
import { playRefusal, wherePhrase } from './refusals'
import { playChanged } from './patch'
import type { PlayState } from './state'

const PRODUCTION = 'Basic rules, Stage 2 (Transfer Production Units)'

export type WhyIdle = 'closed' | 'unpaid' | 'blockaded' | 'siege'

/** Why a company produces nothing this cycle, or undefined when it produces. */
export function whyIdle(play: PlayState, owner: PowerId, company: Company): WhyIdle | undefined {
  if (!company.isOpen) return 'closed'
  if (play.unpaid[owner]?.includes(company.id)) return 'unpaid'
  if (play.blockaded[owner]?.includes(company.territory)) return 'blockaded'
  const isHome = SUPERPOWERS[owner].homeTerritories.includes(company.territory)
  if (!isHome && play.besieged.includes(owner)) return 'siege'
  return undefined
}

export type Production = Record<Resource, number>

/**
 * Units each power's producing companies yield this cycle, before drop-ship orders. With `rules`,
 * a module may also keep a card idle (RuleModule.idle: a pirate's blockade, say).
 */
export function productionOf(state: GameState, play: PlayState, owner: PowerId, rules?: ComposedRules): Production {
  const units: Production = { grain: 0, oil: 0, minerals: 0 }
  for (const c of state.powers[owner]?.companies ?? []) if (!whyIdle(play, owner, c) && !rules?.idle(state, owner, c)) units[c.resource] += c.units
  return units
}

/**
 * Stage 2 for every power in one tap. Drop-ship orders from Stage 7 are shipped from the
 * seller's production to the buyer, unless the seller left company salaries unpaid or is
 * under siege.
 */
export function decideCollectProduction(state: GameState, _cmd: CollectProduction, rules: ComposedRules): Result<GameEvent[]> {
  const found = requirePlay(state)
  if (!found.ok) return found
  const play = found.value
  if (play.stage !== 2) return playRefusal('wrong-stage', 'stage2Only', { where: wherePhrase(play) }, PRODUCTION)
  if (play.done.length > 0) return playRefusal('already-collected', 'alreadyCollected', {}, PRODUCTION)
  const gains = new Map<PowerId, Production>(state.order.map((id) => [id, productionOf(state, play, id, rules)]))
  for (const order of play.dropShips) {
    const seller = gains.get(order.seller)
    const buyer = gains.get(order.buyer)
    if (!seller || !buyer || play.shortOnSalaries.includes(order.seller)) continue
    // Siege: "he may not sell or buy resources from the market or the other players".
    if (play.besieged.includes(order.seller)) continue
    const shipped = Math.min(order.units, seller[order.resource])
    seller[order.resource] -= shipped
    buyer[order.resource] += shipped
  }
  const events: GameEvent[] = []
  for (const id of state.order) {
    const power = state.powers[id]
    const gain = gains.get(id)
    if (!power || !gain) continue
    for (const r of RESOURCES) {
      if (gain[r] === 0) continue
      const from = power.supplies[r]
      const to = Math.min(rowCapacity(state, id), from + gain[r])
      const lost = from + gain[r] - to
      events.push({ type: 'supplyChanged', power: id, row: r, from, to, ...(lost > 0 ? { lost } : {}) })
    }
  }
  events.push(playChanged(play, { done: [...state.order], dropShips: [] }))
  return ok(events)
}
