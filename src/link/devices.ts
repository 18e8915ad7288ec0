import type { Seat } from '@/domain'
import type { BindingRecord, JoinRequest } from './doc'
import { said, type LinkValue } from './sayings'

/** A device as the tablet's sheet lists it. */
export interface LinkedDevice {
  id: string
  seat: string
  name: string
  connected: boolean
  removed: boolean
}

/** A seat as a saying's value: its name, and its id for a phone to write a superpower's name. */
function seatName(seats: readonly Seat[], id: string): LinkValue {
  return { seat: id, name: seats.find((s) => s.id === id)?.name ?? id }
}

/** Whether a doc value is a join request's shape (the signature is checked by the caller). */
export function isJoinRequest(value: unknown): value is JoinRequest {
  const j = value as JoinRequest
  return typeof value === 'object' && value !== null && ['device', 'publicKey', 'seat', 'name', 'at'].every((k) => typeof (j as unknown as Record<string, unknown>)[k] === 'string')
}

/**
 * The tablet's word on a verified join request: first come, first served per seat. A seat on
 * another phone is refused with the words why; a phone the banker removed stays removed (it can
 * join again only as a new device); a bound phone may move to a free seat.
 */
export function decideJoin(request: JoinRequest, bindings: ReadonlyMap<string, BindingRecord>, seats: readonly Seat[]): BindingRecord {
  const name = request.name.trim().slice(0, 40) || 'A phone'
  const base = { device: request.device, publicKey: request.publicKey, seat: request.seat, name }
  const current = bindings.get(request.device)
  if (current?.status === 'removed') return current
  if (!seats.some((s) => s.id === request.seat)) {
    return { ...base, status: 'refused', ...said('noSuchSeat', { seat: request.seat.slice(0, 40), seats: seats.map((s) => s.name).join(', ') }) }
  }
  const holder = [...bindings.values()].find((b) => b.status === 'bound' && b.seat === request.seat && b.device !== request.device)
  if (holder) {
    const words = said('seatTaken', { seat: seatName(seats, request.seat), holder: holder.name })
    // A phone already at a seat keeps it when it cannot move.
    return current?.status === 'bound' ? { ...current, ...words } : { ...base, status: 'refused', ...words }
  }
  return { ...base, status: 'bound', ...said('joined', { seat: seatName(seats, request.seat) }) }
}

/** The banker removes a device: it no longer sees its seat's requests through, nor acts for it. */
export function removed(binding: BindingRecord): BindingRecord {
  return { ...binding, status: 'removed', ...said('removed') }
}

export function listDevices(bindings: ReadonlyMap<string, BindingRecord>, connected: ReadonlySet<string>): LinkedDevice[] {
  return [...bindings.values()]
    .filter((b) => b.status !== 'refused')
    .map((b) => ({ id: b.device, seat: b.seat, name: b.name, connected: connected.has(b.device), removed: b.status === 'removed' }))
}
