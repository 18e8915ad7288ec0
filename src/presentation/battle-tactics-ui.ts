/**
 * Wording for the defender's options in Step A of a conventional battle (Resist, Withdraw,
 * Surrender, First Strike) and for which Spoils of War rule applies. Pure: components only display.
 */
import type { NuclearStrike, SurrenderZone, WithdrawFromZone } from '../domain/modules/battle/commands'
import { spoilsRuleFor } from '../domain/modules/battle/homes'
import { SUPERPOWERS } from '../domain/kernel/superpowers'
import type { GameEvent } from '../domain/kernel/events'
import type { PowerId } from '../domain/kernel/ids'
import type { MoveInput } from '../domain/modules/play/commands'
import { moveCost } from '../domain/modules/play/costs'
import type { GameState } from '../domain/kernel/state'

const name = (id: PowerId) => SUPERPOWERS[id].name
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** "2 grain and 1 oil", or "nothing" for a free move (armies landing from a navy). */
export function moveCostText(move: MoveInput): string {
  const cost = moveCost(move)
  const parts = [cost.grain > 0 ? `${cost.grain} grain` : '', cost.oil > 0 ? `${cost.oil} oil` : ''].filter(Boolean)
  return parts.length > 0 ? parts.join(' and ') : 'nothing'
}

/** The four options, one line each, as the rulebook gives them. */
export function defenderOptionsIntro(defender: PowerId, attacker: PowerId): string[] {
  return [
    `Resist: ${name(defender)} removes no supplies and begins with 1 die (tick "Defender resists").`,
    `Withdraw: ${name(defender)} moves forces out at the standard moving costs; ${name(attacker)} may occupy the vacant zone and take the cards there.`,
    `Surrender: forces and cards in a foreign territory or sea pass to ${name(attacker)} (never in a home territory).`,
    `Nuclear first strike: ${name(defender)} fires first, if it bid for Stage 4; ${name(attacker)} may retaliate at once.`,
  ]
}

function cardsTaken(events: readonly GameEvent[], to: PowerId): string[] {
  return events.flatMap((e) => (e.type === 'companyAdded' && e.power === to ? [e.company.name] : []))
}

/** What a withdrawal did, for the table and the board. */
export function withdrawResultLines(cmd: WithdrawFromZone, events: readonly GameEvent[]): string[] {
  const lines = [`${name(cmd.defender)} withdraws from ${cmd.zone}, paying ${moveCostText(cmd.defenderMove)}: move its pieces to an adjacent zone it holds or that is vacant.`]
  if (cmd.occupy) {
    const cards = cardsTaken(events, cmd.attacker)
    lines.push(`${name(cmd.attacker)} occupies ${cmd.zone}, paying ${moveCostText(cmd.occupy.move)}${cards.length > 0 ? `, and takes ${plural(cards.length, 'resource card')}: ${cards.join(', ')}` : ''}.`)
    if (events.some((e) => e.type === 'slicePatched' && e.slice === 'war' && 'occupiedHomes' in e.to)) lines.push(`${cmd.zone} is a home territory: the Home territories card shows it held by ${name(cmd.attacker)}.`)
  } else {
    lines.push(`${name(cmd.attacker)} does not occupy ${cmd.zone}.`)
  }
  return lines
}

/** What a surrender did: the pieces stay on the board in the victor's colour. */
export function surrenderResultLines(cmd: SurrenderZone, events: readonly GameEvent[]): string[] {
  const forces = [cmd.armies > 0 ? plural(cmd.armies, 'army', 'armies') : '', cmd.navies > 0 ? plural(cmd.navies, 'navy', 'navies') : ''].filter(Boolean)
  const cards = cardsTaken(events, cmd.attacker)
  return [
    `${name(cmd.defender)} surrenders ${cmd.zone} to ${name(cmd.attacker)}.`,
    ...(forces.length > 0 ? [`Exchange ${forces.join(' and ')} there for ${name(cmd.attacker)}'s colour.`] : []),
    ...(cards.length > 0 ? [`${name(cmd.attacker)} takes ${plural(cards.length, 'resource card')}: ${cards.join(', ')}.`] : []),
  ]
}

/** The strike card's title and rule line for a first strike or a retaliation. */
export function strikeTacticHeading(strike: Pick<NuclearStrike, 'firstStrike' | 'retaliation' | 'attacker' | 'defender'>): string | undefined {
  if (strike.firstStrike) return `First strike: ${name(strike.attacker)} fires first at ${strike.defender === 'unoccupied' ? 'the attacker' : name(strike.defender)} (Stage 4, Tactics, "First Strike").`
  if (strike.retaliation) return `Retaliation: ${name(strike.attacker)} answers ${strike.defender === 'unoccupied' ? 'the first strike' : `${name(strike.defender)}'s first strike`} at once, then may go on with the battle.`
  return undefined
}

/** Why only one Spoils of War rule is offered for a power that lost every home territory. */
export function spoilsRuleNote(state: GameState, defeated: PowerId): string | undefined {
  const applies = spoilsRuleFor(state, defeated)
  if (applies.rule === 'capture') return `${name(defeated)}'s last home territory was captured by ${name(applies.captor)}: The Capture applies.`
  if (applies.rule === 'destruction') return `${name(defeated)}'s last home territory was nuked: The Destruction applies, and no one takes the spoils.`
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
