import type { Command, GameState } from '@/domain'
import { slot, type BidRound, type BindingRecord, type LinkMaps, type Reply } from './doc'
import { decideJoin, isJoinRequest } from './devices'
import { decideIntent, isIntent } from './intents'
import { deviceIdOf, verifyKeyFrom, type Sealed } from './keys'
import type { Mirror } from './mirror'
import { seatsOf } from './seats'
import { said } from './sayings'
import { isSigned, openRecord, signRecord } from './signed'

export interface PendingRequest {
  id: string
  seat: string
  device: string
  deviceName: string
  command: Command
}

export interface SealedBidIn {
  intentId: string
  seat: string
  device: string
  round: BidRound
  sealed: Sealed
}

const FINAL = new Set(['accepted', 'declined', 'refused'])

/**
 * The tablet's reading of what phones wrote: join requests and intents, each decided once (by
 * id: a phone rewriting its own intent after the fact is not heard again), with the bindings,
 * waiting requests and sealed bids that follow. Replies and bindings go into the mirror, signed.
 */
export class PhoneInbox {
  readonly bindings = new Map<string, BindingRecord>()
  private readonly answeredJoins = new Map<string, string>()
  private readonly handled = new Set<string>()
  private readonly pending = new Map<string, PendingRequest>()
  private readonly sealed = new Map<string, SealedBidIn>()

  constructor(
    private readonly maps: LinkMaps,
    private readonly writer: CryptoKeyPair,
    private readonly mirror: Mirror,
    private readonly state: () => GameState,
  ) {}

  async restore(devices: readonly BindingRecord[]): Promise<void> {
    for (const binding of devices) await this.bind(binding)
  }

  async bind(binding: BindingRecord): Promise<void> {
    this.bindings.set(binding.device, binding)
    this.mirror.set('bindings', binding.device, await signRecord(this.writer.privateKey, slot.binding(binding.device), binding))
  }

  async reply(reply: Reply): Promise<void> {
    this.mirror.set('replies', reply.intentId, await signRecord(this.writer.privateKey, slot.reply(reply.intentId), reply))
  }

  pendingRequests(): PendingRequest[] {
    return [...this.pending.values()]
  }

  takeRequest(id: string): PendingRequest | undefined {
    const request = this.pending.get(id)
    this.pending.delete(id)
    return request
  }

  sealedFor(round: BidRound): SealedBidIn[] {
    return [...this.sealed.values()].filter((s) => s.round.cycle === round.cycle && s.round.stage === round.stage)
  }

  clearSealed(): void {
    this.sealed.clear()
  }

  dropSealedOf(seat: string, device: string): void {
    if (this.sealed.get(seat)?.device === device) this.sealed.delete(seat)
  }

  /** Sealed bids of a round no longer open (revealed on the tablet without them): their replies. */
  dropStale(round: BidRound | null): Reply[] {
    const stale = [...this.sealed.values()].filter((s) => round === null || s.round.cycle !== round.cycle || s.round.stage !== round.stage)
    for (const s of stale) this.sealed.delete(s.seat)
    return stale.map((s) => ({ intentId: s.intentId, status: 'refused', ...said('revealedWithout') }))
  }

  /** Reads new joins and intents; says whether the devices changed (to save them). */
  async read(): Promise<{ devices: boolean }> {
    let devices = await this.adoptBindings()
    for (const [device, value] of this.maps.joins) {
      if (!isSigned(value) || this.answeredJoins.get(device) === value.sig) continue
      this.answeredJoins.set(device, value.sig)
      const request = await this.verifiedJoin(device, value)
      if (request === undefined) continue
      const binding = decideJoin(request, this.bindings, seatsOf(this.state()))
      if (JSON.stringify(binding) === JSON.stringify(this.bindings.get(device))) continue
      await this.bind(binding)
      devices = true
    }
    for (const [id, value] of this.maps.intents) {
      if (this.handled.has(id)) continue
      this.handled.add(id)
      await this.hear(id, value)
    }
    return { devices }
  }

  private async verifiedJoin(device: string, value: unknown) {
    let data: unknown
    try {
      data = JSON.parse((value as { data: string }).data)
    } catch {
      return undefined
    }
    if (!isJoinRequest(data) || data.device !== device || (await deviceIdOf(data.publicKey).catch(() => '')) !== device) return undefined
    const key = await verifyKeyFrom(data.publicKey)
    return key && (await openRecord(key, slot.join(device), value)) !== undefined ? data : undefined
  }

  /** A tablet reloaded with phones in the room: its own signed bindings there are taken back. */
  private async adoptBindings(): Promise<boolean> {
    let adopted = false
    for (const [device, value] of this.maps.bindings) {
      if (this.bindings.has(device)) continue
      const binding = (await openRecord(this.writer.publicKey, slot.binding(device), value)) as BindingRecord | undefined
      if (binding?.device !== device) continue
      this.bindings.set(device, binding)
      this.mirror.set('bindings', device, value)
      adopted = true
    }
    return adopted
  }

  private async hear(id: string, value: unknown): Promise<void> {
    // Answered before this tablet reloaded: its signed final reply stands (an accepted payment is not asked again).
    const earlier = (await openRecord(this.writer.publicKey, slot.reply(id), this.maps.replies.get(id))) as Reply | undefined
    if (earlier !== undefined && FINAL.has(earlier.status) && earlier.intentId === id) {
      this.mirror.set('replies', id, this.maps.replies.get(id)!)
      return
    }
    let intent: unknown
    try {
      intent = isSigned(value) ? JSON.parse(value.data) : undefined
    } catch {
      intent = undefined
    }
    const shaped = isIntent(intent) && intent.id === id ? intent : undefined
    const binding = shaped && this.bindings.get(shaped.device)
    const key = binding && (await verifyKeyFrom(binding.publicKey))
    const verified = key !== undefined && (await openRecord(key, slot.intent(id), value)) !== undefined
    const state = this.state()
    const decision = decideIntent(shaped ?? intent, verified, binding, state, seatsOf(state))
    if (decision.kind === 'refuse') return this.reply({ intentId: id, status: 'refused', message: decision.message, ...(decision.say ? { say: decision.say } : {}), ...(decision.phrase ? { phrase: decision.phrase } : {}) })
    if (decision.kind === 'seal' && shaped?.kind === 'bid') {
      this.sealed.set(decision.seat, { intentId: id, seat: decision.seat, device: shaped.device, round: decision.round, sealed: shaped.sealed })
      return this.reply({ intentId: id, status: 'sealed', ...said('bidSealed') })
    }
    if (decision.kind === 'request' && binding) {
      this.pending.set(id, { id, seat: decision.seat, device: binding.device, deviceName: binding.name, command: decision.command })
      return this.reply({ intentId: id, status: 'pending', ...said('sentToBanker') })
    }
  }
}
