import { decide, eligibleBidders, rulesFor, type Command, type GameState, type Seat } from '@/domain'
import type { BidRound, BindingRecord, Intent } from './doc'

/** What the tablet does with an intent: refuse it (with words for the phone), keep a sealed bid, or queue a request. */
export type IntentDecision =
  | { kind: 'refuse'; message: string }
  | { kind: 'seal'; seat: string; round: BidRound }
  | { kind: 'request'; seat: string; command: Command }

const NOT_UNDERSTOOD = 'The tablet did not understand what this phone sent. Update the app on this phone.'

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

function seatName(seats: readonly Seat[], id: string): string {
  return seats.find((s) => s.id === id)?.name ?? id.slice(0, 40)
}

/**
 * The tablet's decision on an intent, pure: `verified` says whether its signature is the device's
 * own (checked before, with the bound public key). Refusals are worded for the player holding the
 * phone. Nothing here writes: a request waits for the banker's Accept, a bid for the reveal.
 */
export function decideIntent(intent: unknown, verified: boolean, binding: BindingRecord | undefined, state: GameState, seats: readonly Seat[]): IntentDecision {
  if (!isIntent(intent)) return { kind: 'refuse', message: NOT_UNDERSTOOD }
  if (binding === undefined || binding.status === 'refused') return { kind: 'refuse', message: 'This phone has not joined a seat at this table. Pick your seat first.' }
  if (!verified) return { kind: 'refuse', message: 'This message is not signed by the phone it names, so the tablet ignored it.' }
  if (binding.status === 'removed') return { kind: 'refuse', message: 'The banker removed this phone from the table.' }
  const mine = seatName(seats, binding.seat)
  if (intent.seat !== binding.seat) return { kind: 'refuse', message: `This phone is joined as ${mine}; it cannot act for ${seatName(seats, intent.seat)}.` }
  return intent.kind === 'bid' ? decideBid(intent, state, mine) : decideRequest(intent, state, seats, mine)
}

function decideBid(intent: Intent & { kind: 'bid' }, state: GameState, mine: string): IntentDecision {
  if (!isRound(intent.round) || !isSealedShape(intent.sealed)) return { kind: 'refuse', message: NOT_UNDERSTOOD }
  const round = openRound(state)
  if (round === undefined) return { kind: 'refuse', message: 'No bid is due now: the bids of this stage are closed.' }
  if (round.cycle !== intent.round.cycle || round.stage !== intent.round.stage) {
    return { kind: 'refuse', message: `This bid was for Stage ${intent.round.stage} of cycle ${intent.round.cycle}; the bids open now are for Stage ${round.stage} of cycle ${round.cycle}. Bid again.` }
  }
  const play = state.play!
  if (!(eligibleBidders(state, play) as string[]).includes(intent.seat)) return { kind: 'refuse', message: `${mine} has no cube to bid with this stage.` }
  if (Object.hasOwn(play.bids, intent.seat)) return { kind: 'refuse', message: `${mine}’s bid was already entered on the tablet.` }
  return { kind: 'seal', seat: intent.seat, round }
}

function decideRequest(intent: Intent & { kind: 'request' }, state: GameState, seats: readonly Seat[], mine: string): IntentDecision {
  const command = intent.command as unknown
  if (typeof command !== 'object' || command === null || typeof (command as Command).kind !== 'string') return { kind: 'refuse', message: NOT_UNDERSTOOD }
  const actor = rulesFor(state.ruleset).actorOf(command as Command)
  if (actor === undefined) return { kind: 'refuse', message: 'From a phone you can ask for a payment or a sale; the banker enters everything else on the tablet.' }
  if (actor !== intent.seat) return { kind: 'refuse', message: `This phone is joined as ${mine}; it cannot pay or sell for ${seatName(seats, actor)}.` }
  const decided = decide(state, command as Command)
  if (!decided.ok) return { kind: 'refuse', message: decided.refusal.message }
  return { kind: 'request', seat: intent.seat, command: JSON.parse(JSON.stringify(command)) as Command }
}
