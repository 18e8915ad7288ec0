import type * as Y from 'yjs'
import './codes'
import { refusePhrase, type Command, type Refusal } from '@/domain'
import type { BatchResult, DispatchResult } from '@/session/game-session'
import { linkMaps, slot, type BindingRecord, type BidsRecord, type HeadRecord, type LinkMaps, type MetaRecord, type Reply } from './doc'
import { listDevices, removed, type LinkedDevice } from './devices'
import { drained } from './drained'
import { openRound } from './intents'
import { publicKeyText } from './keys'
import { Mirror } from './mirror'
import type { HostPort } from './port'
import { Publisher } from './publish'
import { PhoneInbox, type PendingRequest, type SealedBidIn } from './host-inbox'
import { plainPhrase, said } from './sayings'
import { signRecord, type Signed } from './signed'
import { seatsOf } from './seats'
import { openSealedBids } from './reveal'

/** The tablet's keys for one game's room, and the devices it let in before (from the `links` table). */
export interface HostKeys {
  writer: CryptoKeyPair
  seal: CryptoKeyPair
  devices?: readonly BindingRecord[]
}

export interface HostOptions {
  /** Stores the devices after each change (the app passes the `links` table's save). */
  saveDevices?(devices: BindingRecord[]): Promise<void> | void
  /** A failure of the link's own work (never of a tap): the sheet may say so. */
  onError?(error: unknown): void
}

/** The tablet's own refusal, said as a phrase of LINK_SAYINGS so its sheet words it in the reader's language. */
function refusal(key: 'requestGone' | 'seatGoneAsked' | 'noBidsOpen'): { ok: false; refusal: Refusal } {
  return refusePhrase('link-refused', { area: 'linkSayings', key, values: {} }) as { ok: false; refusal: Refusal }
}

/**
 * The tablet's side of the table link. It publishes after the session commits (never before,
 * never blocking a tap), reads the phones' joins and intents, and decides them with the pure
 * functions of devices.ts and intents.ts. Only the banker's Accept and Reveal write the log, and
 * through the session like any tap.
 */
export class TableHost {
  private readonly maps: LinkMaps
  private readonly mirror = new Mirror()
  private readonly inbox: PhoneInbox
  private readonly listeners = new Set<() => void>()
  private readonly connected = new Set<string>()
  private readonly offs: (() => void)[] = []
  private work: Promise<unknown> = Promise.resolve()
  private closed = false
  private phonesDirty = false
  private readonly signedEntries = new Map<number, Signed>()
  private lastRecord: Record<string, string> = {}

  private constructor(
    private readonly doc: Y.Doc,
    private readonly port: HostPort,
    private readonly keys: HostKeys,
    private readonly publisher: Publisher,
    private readonly options: HostOptions,
    private readonly sealKey: string,
  ) {
    this.maps = linkMaps(doc)
    this.inbox = new PhoneInbox(this.maps, keys.writer, this.mirror, () => port.fold().state)
  }

  static async open(doc: Y.Doc, port: HostPort, keys: HostKeys, options: HostOptions = {}): Promise<TableHost> {
    let publisher = Publisher.at(port.fold())
    if (publisher === undefined) {
      await port.loadAll()
      publisher = Publisher.fromLog(port.entries(), port.lookup)
    }
    const host = new TableHost(doc, port, keys, publisher, options, await publicKeyText(keys.seal.publicKey))
    await host.inbox.restore(keys.devices ?? [])
    const onUpdate = (_update: Uint8Array, origin: unknown) => {
      if (origin !== host) host.phonesChanged()
    }
    doc.on('update', onUpdate)
    host.offs.push(() => doc.off('update', onUpdate))
    host.offs.push(port.subscribe(() => void host.schedule(() => host.publish())))
    await host.schedule(() => host.publish())
    host.phonesChanged()
    await host.work
    return host
  }

  /** The devices let in or removed, for the banker's sheet. */
  devices(): LinkedDevice[] {
    return listDevices(this.inbox.bindings, this.connected)
  }

  /** Requests waiting for the banker's Accept or Decline, oldest first. */
  requests(): PendingRequest[] {
    return this.inbox.pendingRequests()
  }

  /** Seats whose phone bid is sealed for the round open now. */
  bidsIn(): string[] {
    const round = openRound(this.port.fold().state)
    return round ? this.inbox.sealedFor(round).map((s) => s.seat) : []
  }

  /** The devices present in the room now (the transport's awareness says which). */
  setConnected(deviceIds: Iterable<string>): void {
    this.connected.clear()
    for (const id of deviceIds) this.connected.add(id)
    this.notify()
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  remove(deviceId: string): Promise<void> {
    return this.schedule(async () => {
      const binding = this.inbox.bindings.get(deviceId)
      if (binding === undefined) return
      await this.inbox.bind(removed(binding))
      this.inbox.dropSealedOf(binding.seat, deviceId)
      await this.saveDevices()
      await this.publish()
    })
  }

  /** Dispatches a waiting request through the session, and replies with what the rules said. */
  accept(intentId: string): Promise<DispatchResult> {
    return this.schedule(async () => {
      const request = this.inbox.takeRequest(intentId)
      if (request === undefined) return refusal('requestGone')
      const binding = this.inbox.bindings.get(request.device)
      if (binding?.status !== 'bound' || binding.seat !== request.seat) {
        await this.inbox.reply({ intentId, status: 'refused', ...said('seatLost') })
        this.reconcile()
        return refusal('seatGoneAsked')
      }
      const result = await this.port.dispatch(request.command)
      await this.inbox.reply(result.ok ? { intentId, status: 'accepted', ...said('accepted') } : { intentId, status: 'refused', message: result.refusal.message, ...plainPhrase(result.refusal.phrase) })
      await this.publish()
      return result
    })
  }

  decline(intentId: string, reason?: string): Promise<void> {
    return this.schedule(async () => {
      if (this.inbox.takeRequest(intentId) === undefined) return
      const words = reason?.trim() ? said('declinedWhy', { reason: reason.trim() }) : said('declined')
      await this.inbox.reply({ intentId, status: 'declined', ...words })
      this.reconcile()
    })
  }

  /**
   * Opens the phones' sealed bids of the round open now and dispatches one placeBid each (seats
   * whose bid was entered on the tablet keep it) and revealBids, in one batch: all or nothing.
   */
  revealWithPhoneBids(): Promise<BatchResult> {
    return this.schedule(async () => {
      const state = this.port.fold().state
      const round = openRound(state)
      if (round === undefined) return refusal('noBidsOpen')
      const opened = await openSealedBids(state, round, this.inbox.sealedFor(round), this.keys.seal.privateKey)
      for (const bad of opened.unopened) await this.inbox.reply({ intentId: bad.intentId, status: 'refused', ...said('bidUnopened') })
      const result = await this.port.dispatchAll([...opened.commands, { kind: 'revealBids' }])
      if (result.ok) {
        for (const bid of opened.used) await this.inbox.reply({ intentId: bid.intentId, status: 'accepted', ...said('bidRevealed') })
        this.inbox.clearSealed()
      }
      await this.publish()
      return result
    })
  }

  /** Resolves once the queued work (signing, verifying, deciding) has run out: for tests and a clean close. */
  idle(): Promise<void> {
    return drained(() => this.work)
  }

  close(): void {
    this.closed = true
    for (const off of this.offs.splice(0)) off()
    this.listeners.clear()
  }

  private phonesChanged(): void {
    if (this.phonesDirty || this.closed) return
    this.phonesDirty = true
    void this.schedule(async () => {
      this.phonesDirty = false
      const changed = await this.inbox.read()
      if (changed.devices) await this.saveDevices()
      await this.publishBids()
      this.reconcile()
    })
  }

  /** Runs `task` after every task before it: the doc and the inbox change one task at a time. */
  private schedule<R>(task: () => Promise<R>): Promise<R> {
    const run = this.work.then(task)
    this.work = run.then(
      () => this.notify(),
      (error: unknown) => this.options.onError?.(error),
    )
    return run
  }

  private async saveDevices(): Promise<void> {
    await this.options.saveDevices?.([...this.inbox.bindings.values()])
  }

  /** Signs a table record when it changed since last signed (signatures are random, so only then). */
  private async tableRecord(key: 'head' | 'base' | 'bids' | 'meta', recordSlot: string, value: unknown, text = JSON.stringify(value)): Promise<void> {
    if (this.lastRecord[key] === text && this.mirror.get('table', key)) return
    this.mirror.set('table', key, await signRecord(this.keys.writer.privateKey, recordSlot, value))
    this.lastRecord[key] = text
  }

  /** Publishes what the session committed since, up to the newest seq that keeps no secret. */
  private async publish(): Promise<void> {
    if (this.closed) return
    this.publisher.advance(this.port.entries(), this.port.lookup)
    const pub = this.publisher.publication(this.port.lookup)
    const log = new Map<string, Signed>()
    for (const entry of [...pub.targets, ...pub.entries]) {
      const signed = this.signedEntries.get(entry.seq) ?? (await signRecord(this.keys.writer.privateKey, slot.entry(entry.seq), entry))
      this.signedEntries.set(entry.seq, signed)
      log.set(String(entry.seq), signed)
    }
    for (const seq of this.signedEntries.keys()) if (!log.has(String(seq))) this.signedEntries.delete(seq)
    this.mirror.replace('log', log)
    const head: HeadRecord = { base: pub.base.headSeq, head: pub.head.headSeq, targets: pub.targets.map((e) => e.seq) }
    // A base is the fold at its seq, so its seq tells whether it changed (no whole-game JSON per tap).
    await this.tableRecord('base', slot.base, { seq: pub.base.headSeq, fold: pub.base }, `seq ${pub.base.headSeq}`)
    await this.tableRecord('head', slot.head, head)
    const meta: MetaRecord = { v: 1, seal: this.sealKey, seats: seatsOf(pub.head.state) }
    await this.tableRecord('meta', slot.meta, meta)
    await this.publishBids()
    this.reconcile()
  }

  /** Who has bid this round, never how: sealed on a phone, or entered on the tablet. */
  private async publishBids(): Promise<void> {
    const state = this.port.fold().state
    const round = openRound(state) ?? null
    for (const late of this.inbox.dropStale(round)) await this.inbox.reply(late)
    const bids: BidsRecord = { round, sealed: round ? this.inbox.sealedFor(round).map((s) => s.seat) : [], entered: round ? Object.keys(state.play?.bids ?? {}) : [] }
    await this.tableRecord('bids', slot.bids, bids)
  }

  private reconcile(): void {
    if (!this.closed) this.mirror.reconcile(this.doc, this.maps, this)
  }

  private notify(): void {
    for (const listener of this.listeners) listener()
  }
}

export type { PendingRequest, SealedBidIn, Reply, Command }
