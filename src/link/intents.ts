import { decide, eligibleBidders, rulesFor, type Command, type GameState, type Phrase, type Seat } from '@/domain'
import type { BidRound, BindingRecord, Intent } from './doc'
import { plainPhrase, said, type LinkSay, type LinkValue } from './sayings'

/** What the tablet does with an intent: refuse it (with words for the phone), keep a sealed bid, or queue a request. */
export type IntentDecision =
  | { kind: 'refuse'; message: string; say?: LinkSay; phrase?: Phrase }
  | { kind: 'seal'; seat: string; round: BidRound }
  | { kind: 'request'; seat: string; command: Command }

const refuse = (key: Parameters<typeof said>[0], values?: Record<string, LinkValue>): IntentDecision => ({ kind: 'refuse', ...said(key, values) })

function isRound(value: unknown): value is BidRound {
  const r = value as BidRound
  return typeof value === 'object' && value !== null && Number.isInteger(r.cycle) && Number.isInteger(r.stage)
}

function isSealedShape(value: unknown): boolean {
  const s = value as Record<string, unknown>
  return typeof value === 'object' && value !== null && ['epk', 'iv', 'ct'].every((k) => typeof s[k] === 'string')
}

/** Whether a doc value has an intent's shape; the rest is checked by `decideIntent`. */
export function isIntent(value: unknown): value is Intent {
  const i = value as Record<string, unknown>
  return typeof value === 'object' && value !== null && ['id', 'device', 'seat', 'at'].every((k) => typeof i[k] === 'string') && (i.kind === 'bid' || i.kind === 'request')
}

/** The round of blind bids open in `state`, if any. */
export function openRound(state: GameState): BidRound | undefined {
  const play = state.play
  return play?.step === 'bid' ? { cycle: play.cycle, stage: play.stage } : undefined
}

/** A seat as a saying's value: its name, and its id for a phone to write a superpower's name. */
function seatName(seats: readonly Seat[], id: string): LinkValue {
  return { seat: id.slice(0, 40), name: seats.find((s) => s.id === id)?.name ?? id.slice(0, 40) }
}

/**
 * The tablet's decision on an intent, pure: `verified` says whether its signature is the device's
 * own (checked before, with the bound public key). Refusals are worded for the player holding the
 * phone. Nothing here writes: a request waits for the banker's Accept, a bid for the reveal.
 */
export function decideIntent(intent: unknown, verified: boolean, binding: BindingRecord | undefined, state: GameState, seats: readonly Seat[]): IntentDecision {
  if (!isIntent(intent)) return refuse('notUnderstood')
  if (binding === undefined || binding.status === 'refused') return refuse('notJoined')
  if (!verified) return refuse('notSigned')
  if (binding.status === 'removed') return refuse('removed')
  const mine = seatName(seats, binding.seat)
  if (intent.seat !== binding.seat) return refuse('actsForOther', { mine, other: seatName(seats, intent.seat) })
  return intent.kind === 'bid' ? decideBid(intent, state, mine) : decideRequest(intent, state, seats, mine)
}

function decideBid(intent: Intent & { kind: 'bid' }, state: GameState, mine: LinkValue): IntentDecision {
  if (!isRound(intent.round) || !isSealedShape(intent.sealed)) return refuse('notUnderstood')
  const round = openRound(state)
  if (round === undefined) return refuse('bidsClosed')
  if (round.cycle !== intent.round.cycle || round.stage !== intent.round.stage) {
    return refuse('otherRound', { stage: intent.round.stage, cycle: intent.round.cycle, openStage: round.stage, openCycle: round.cycle })
  }
  const play = state.play!
  if (!(eligibleBidders(state, play) as string[]).includes(intent.seat)) return refuse('noCube', { mine })
  if (Object.hasOwn(play.bids, intent.seat)) return refuse('bidEntered', { mine })
  return { kind: 'seal', seat: intent.seat, round }
}

function decideRequest(intent: Intent & { kind: 'request' }, state: GameState, seats: readonly Seat[], mine: LinkValue): IntentDecision {
  const command = intent.command as unknown
  if (typeof command !== 'object' || command === null || typeof (command as Command).kind !== 'string') return refuse('notUnderstood')
  const actor = rulesFor(state.ruleset).actorOf(command as Command)
  if (actor === undefined) return refuse('notRequestable')
  if (actor !== intent.seat) return refuse('paysForOther', { mine, other: seatName(seats, actor) })
  const decided = decide(state, command as Command)
  if (!decided.ok) return { kind: 'refuse', message: decided.refusal.message, ...plainPhrase(decided.refusal.phrase) }
  return { kind: 'request', seat: intent.seat, command: JSON.parse(JSON.stringify(command)) as Command }
}
