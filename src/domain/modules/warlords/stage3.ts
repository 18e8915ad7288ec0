import { indexAfterSale, marketOf } from '../market/price-index'
import { requirePlay } from '../play/guards'
import { wherePhrase } from '../play/refusals'
import { warlordsRefusal } from './refusals'
import type { PlayState } from '../play/state'
import type { Command } from '../../kernel/commands'
import type { GameEvent } from '../../kernel/events'
import { RESOURCES, type PowerId, type Resource } from '../../kernel/ids'
import { patchSlice } from '../../kernel/patch'
import { ok, type Result } from '../../kernel/result'
import type { Company, GameState } from '../../kernel/state'
import type { RollSellingPosition } from './economy-commands'
import { WARLORDS_RULE, WARLORDS_SELL_FIRST_FROM } from './data'
import { requireDie, zoneHolding } from './stage1-cards'
import { readsV1 } from './legacy'
import type { NeutralState, SellingPosition } from './state'

const RULE = WARLORDS_RULE.sellingPosition

/** This cycle's roll; one of an earlier cycle counts as none. */
export function sellingThisCycle(state: GameState): SellingPosition | undefined {
  const s = state.neutral?.selling
  return s && state.play && s.cycle === state.play.cycle ? s : undefined
}

/**
 * "If no one paid the salary of a company located in a zone occupied by a warlord or pirate, then
 * the warlord or pirate sells the resources to the market": the production units of each open card
 * in a zone that its owner left unpaid this cycle and nobody took, per resource.
 */
export function warlordsForSale(state: GameState): Record<Resource, number> {
  const units: Record<Resource, number> = { grain: 0, oil: 0, minerals: 0 }
  for (const { company } of warlordsSaleCards(state)) units[company.resource] += company.units
  return units
}

/** The cards whose resources the warlords sell this cycle (see warlordsForSale), with their owners. */
export function warlordsSaleCards(state: GameState): { owner: PowerId; company: Company }[] {
  const play = state.play
  if (!play) return []
  return state.order.flatMap((id) =>
    (state.powers[id]?.companies ?? []).filter((c) => c.isOpen && zoneHolding(state, c.territory) && (play.unpaid[id] ?? []).includes(c.id)).map((company) => ({ owner: id, company })),
  )
}

/**
 * Adjust Market Meters: "move the appropriate market meter down one spot, for every production
 * unit that appears on the resource card" (the market helper's sale move). Reading: no money
 * changes hands; the text names only the meter. `market` is the meters as they stand then.
 */
function warlordsSell(state: GameState, market: Record<Resource, number>): GameEvent[] {
  const units = warlordsForSale(state)
  return RESOURCES.filter((r) => units[r] > 0).map((r) => ({ type: 'marketMoved', resource: r, from: market[r], to: indexAfterSale(market[r], units[r]) }))
}

const inPhaseC = (play: Pick<PlayState, 'stage' | 'step' | 'phase'>) => play.stage === 3 && play.step === 'phase' && play.phase === 'C'

const hasSale = (state: GameState) => RESOURCES.some((r) => warlordsForSale(state)[r] > 0)

/**
 * Roll for Selling Position: "After you have determined which player is first, second etc., roll
 * one die once. If it is a 1, 2, 3 or 4, the players sell first. A roll of 5 or 6, means that the
 * warlords and pirates sell first." On 5-6 they sell at once; on 1-4 when the players' market
 * sales (Phase C) end.
 */
export function decideRollSellingPosition(state: GameState, cmd: RollSellingPosition): Result<GameEvent[]> {
  const found = requirePlay(state)
  if (!found.ok) return found
  const play = found.value
  if (play.stage !== 3 || play.step !== 'phase' || play.phase !== 'C') {
    return warlordsRefusal('wrong-stage', 'sellingWhen', { where: wherePhrase(play) }, RULE)
  }
  const bad = requireDie(cmd.die, RULE)
  if (bad) return bad
  const rolled = sellingThisCycle(state)
  if (rolled) {
    if (rolled.die === undefined) return warlordsRefusal('position-rolled', rolled.warlordsFirst ? 'rolledNoDieWarlordsFirst' : 'rolledNoDiePlayersFirst', {}, RULE)
    return warlordsRefusal('position-rolled', rolled.warlordsFirst ? 'rolledWarlordsFirst' : 'rolledPlayersFirst', { die: rolled.die }, RULE)
  }
  const warlordsFirst = cmd.die >= WARLORDS_SELL_FIRST_FROM
  const selling: SellingPosition = { cycle: play.cycle, die: cmd.die, warlordsFirst, sold: warlordsFirst }
  return ok([...(warlordsFirst ? warlordsSell(state, marketOf(state)) : []), patchSlice('neutral', state.neutral as NeutralState, { selling })])
}

/** Stage 3, Phase C, not rolled yet this cycle, and the warlords have something to sell: the roll is due. */
export function sellingRollDue(state: GameState): boolean {
  const play = state.play
  return play !== undefined && inPhaseC(play) && !sellingThisCycle(state) && hasSale(state)
}

/** Stage 3, Phase C: no market sale before the roll, when the warlords have something to sell. */
export function guardSellingPosition(state: GameState, command: Command): Result<never> | undefined {
  if (command.kind !== 'sellToMarket' || !sellingRollDue(state)) return undefined
  return warlordsRefusal('position-not-rolled', 'rollSellingFirst', {}, RULE)
}

/** Stage 3 before its phases: the Blind Bid or the Player Sequence. */
const beforePhases = (play: Pick<PlayState, 'stage' | 'step'>) => play.stage === 3 && (play.step === 'bid' || play.step === 'sequence')

/**
 * On a roll of 1-4, the warlords sell after the players: when a command ends Phase C (the last
 * pass, or the Marshall's "next"), their sale follows it, from the meters as that command left them.
 * When nobody plays Stage 3 (the bids end it before Phase C), "the warlord or pirate sells the
 * resources to the market during Stage 3" all the same: with no player selling, no roll is needed.
 */
export function followSellingPosition(state: GameState, _command: Command, events: GameEvent[]): GameEvent[] {
  const play = state.play
  const selling = sellingThisCycle(state)
  if (!play || selling?.sold) return events
  const unplayed = !selling && beforePhases(play) && !readsV1(state)
  if (!unplayed && !(selling && inPhaseC(play))) return events
  let after: PlayState = play
  const market: Record<Resource, number> = { ...marketOf(state) }
  for (const e of events) {
    if (e.type === 'slicePatched' && e.slice === 'play') after = { ...after, ...(e.to as Partial<PlayState>) }
    if (e.type === 'marketMoved') market[e.resource] = e.to
  }
  if (selling) {
    if (inPhaseC(after)) return events
    return [...events, ...warlordsSell(state, market), patchSlice('neutral', state.neutral as NeutralState, { selling: { ...selling, sold: true } })]
  }
  // Still bidding or rolling for the sequence, or on to Phase C (the roll comes there): not yet.
  if (beforePhases(after) || inPhaseC(after) || !hasSale(state)) return events
  const sold: SellingPosition = { cycle: play.cycle, warlordsFirst: true, sold: true }
  return [...events, ...warlordsSell(state, market), patchSlice('neutral', state.neutral as NeutralState, { selling: sold })]
}
