import type { Command } from '../domain/kernel/commands'
import type { PowerId, Resource } from '../domain/kernel/ids'
import type { GameState } from '../domain/kernel/state'
import { rulesFor } from '../domain/rules'

/**
 * What a phone may ask the banker for, and the command each request is. Each kind has the
 * commands that carry it in the rule sets (the basic game's payment and resource sale, Cash Flow's
 * Direct Trade); the game's rules say which they accept from a phone (`actorOf`), so no base is
 * named here and a new rule set adds its builder to the list.
 */
export type PhoneRequestKind = 'pay' | 'sell'

export interface PhoneRequestFields {
  to: string
  /** Millions: the payment, or the sale's price. */
  amount: number
  note?: string
  resource?: Resource
  units?: number
}

type Builder = (seat: PowerId, f: PhoneRequestFields) => Command

const BUILDERS: Record<PhoneRequestKind, readonly Builder[]> = {
  pay: [
    (seat, f) => ({ kind: 'transferMoney', from: seat, to: f.to as PowerId, amount: f.amount, purpose: 'deal', ...(f.note ? { note: f.note } : {}) }),
    (seat, f) => ({ kind: 'directTrade', power: seat, partner: f.to as PowerId, gives: { cash: f.amount }, gets: {} }),
  ],
  sell: [
    (seat, f) => ({ kind: 'tradeResources', seller: seat, buyer: f.to as PowerId, resource: f.resource ?? 'grain', units: f.units ?? 1, price: f.amount }),
    (seat, f) => ({ kind: 'directTrade', power: seat, partner: f.to as PowerId, gives: { resources: { [f.resource ?? 'grain']: f.units ?? 1 } }, gets: { cash: f.amount } }),
  ],
}

const SAMPLE: PhoneRequestFields = { to: '', amount: 1, resource: 'grain', units: 1 }

/** The first of a kind's commands this game's rules take from `seat`'s phone, if any. */
function builderFor(state: GameState, seat: string, kind: PhoneRequestKind): Builder | undefined {
  const rules = rulesFor(state.ruleset)
  return BUILDERS[kind].find((build) => rules.actorOf(build(seat as PowerId, SAMPLE)) === seat)
}

/** The requests `seat`'s phone may send in this game. */
export function phoneRequestKinds(state: GameState, seat: string): PhoneRequestKind[] {
  return (Object.keys(BUILDERS) as PhoneRequestKind[]).filter((kind) => builderFor(state, seat, kind) !== undefined)
}

/** The command a phone's request asks for; undefined when this game takes no such request. */
export function phoneRequest(state: GameState, seat: string, kind: PhoneRequestKind, fields: PhoneRequestFields): Command | undefined {
  return builderFor(state, seat, kind)?.(seat as PowerId, fields)
}
