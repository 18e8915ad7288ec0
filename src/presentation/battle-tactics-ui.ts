/**
 * Wording for the defender's options in Step A of a conventional battle (Resist, Withdraw,
 * Surrender, First Strike) and for which Spoils of War rule applies. Pure: components only display.
 */
import type { NuclearStrike, SurrenderZone, WithdrawFromZone } from '../domain/modules/battle/commands'
import { spoilsRuleFor } from '../domain/modules/battle/homes'
import { powerName } from './catalogs/powers'
import { battleTacticWords as w } from './catalogs/battle-tactics'
import type { GameEvent } from '../domain/kernel/events'
import type { PowerId } from '../domain/kernel/ids'
import type { MoveInput } from '../domain/modules/play/commands'
import { moveCost } from '../domain/modules/play/costs'
import type { GameState } from '../domain/kernel/state'

const name = (id: PowerId) => powerName(id)

/** "2 grain and 1 oil", or "nothing" for a free move (armies landing from a navy). */
export function moveCostText(move: MoveInput): string {
  const cost = moveCost(move)
  const grain = w('grain', { n: cost.grain })
  const oil = w('oil', { n: cost.oil })
  if (cost.grain > 0 && cost.oil > 0) return w('costBoth', { grain, oil })
  return cost.grain > 0 ? grain : cost.oil > 0 ? oil : w('costNothing')
}

/** The four options, one line each, as the rulebook gives them. */
export function defenderOptionsIntro(defender: PowerId, attacker: PowerId): string[] {
  const values = { defender: name(defender), attacker: name(attacker) }
  return [w('optionResist', values), w('optionWithdraw', values), w('optionSurrender', values), w('optionFirstStrike', values)]
}

function cardsTaken(events: readonly GameEvent[], to: PowerId): string[] {
  return events.flatMap((e) => (e.type === 'companyAdded' && e.power === to ? [e.company.name] : []))
}

/** What a withdrawal did, for the table and the board. */
export function withdrawResultLines(cmd: WithdrawFromZone, events: readonly GameEvent[]): string[] {
  const lines = [w('withdrew', { defender: name(cmd.defender), zone: cmd.zone, cost: moveCostText(cmd.defenderMove) })]
  const attacker = name(cmd.attacker)
  if (cmd.occupy) {
    const cards = cardsTaken(events, cmd.attacker)
    const cost = moveCostText(cmd.occupy.move)
    lines.push(cards.length > 0 ? w('occupiedTaking', { attacker, zone: cmd.zone, cost, cards: w('resourceCards', { n: cards.length }, cards.length), names: cards.join(', ') }) : w('occupied', { attacker, zone: cmd.zone, cost }))
    if (events.some((e) => e.type === 'slicePatched' && e.slice === 'war' && 'occupiedHomes' in e.to)) lines.push(w('occupiedHome', { zone: cmd.zone, attacker }))
  } else {
    lines.push(w('notOccupied', { attacker, zone: cmd.zone }))
  }
  return lines
}

/** What a surrender did: the pieces stay on the board in the victor's colour. */
export function surrenderResultLines(cmd: SurrenderZone, events: readonly GameEvent[]): string[] {
  const armies = w('armies', { n: cmd.armies }, cmd.armies)
  const navies = w('navies', { n: cmd.navies }, cmd.navies)
  const forces = cmd.armies > 0 && cmd.navies > 0 ? w('forcesBoth', { armies, navies }) : cmd.armies > 0 ? armies : cmd.navies > 0 ? navies : ''
  const cards = cardsTaken(events, cmd.attacker)
  const attacker = name(cmd.attacker)
  return [
    w('surrendered', { defender: name(cmd.defender), zone: cmd.zone, attacker }),
    ...(forces ? [w('exchange', { forces, attacker })] : []),
    ...(cards.length > 0 ? [w('takesCards', { attacker, cards: w('resourceCards', { n: cards.length }, cards.length), names: cards.join(', ') })] : []),
  ]
}

/** The strike card's title and rule line for a first strike or a retaliation. */
export function strikeTacticHeading(strike: Pick<NuclearStrike, 'firstStrike' | 'retaliation' | 'attacker' | 'defender'>): string | undefined {
  const attacker = name(strike.attacker)
  const defender = strike.defender === 'unoccupied' ? undefined : name(strike.defender)
  if (strike.firstStrike) return defender ? w('firstStrikeHeading', { attacker, defender }) : w('firstStrikeAtAttacker', { attacker })
  if (strike.retaliation) return defender ? w('retaliationHeading', { attacker, defender }) : w('retaliationNoDefender', { attacker })
  return undefined
}

/** Why only one Spoils of War rule is offered for a power that lost every home territory. */
export function spoilsRuleNote(state: GameState, defeated: PowerId): string | undefined {
  const applies = spoilsRuleFor(state, defeated)
  if (applies.rule === 'capture') return w('spoilsCapture', { defeated: name(defeated), captor: name(applies.captor) })
  if (applies.rule === 'destruction') return w('spoilsDestruction', { defeated: name(defeated) })
  return undefined
}

/**
 * The defender's resource cards in `zone` (case and spaces ignored), and the zone spelled as on
 * the cards, so the rules core (which compares names exactly) sees the same territory.
 */
export function zoneCards(state: GameState, power: PowerId, zone: string): { zone: string; cards: { id: string; name: string }[] } {
  const typed = zone.trim()
  const cards = (state.powers[power]?.companies ?? []).filter((c) => c.territory.trim().toLowerCase() === typed.toLowerCase())
  return { zone: cards[0]?.territory ?? typed, cards: cards.map((c) => ({ id: c.id, name: c.name })) }
}
