import type * as Y from 'yjs'
import type { Command, Fold, LogEntry, Seat } from '@/domain'
import { randomId } from './b64'
import { drained } from './drained'
import { linkMaps, slot, type BidsRecord, type BindingRecord, type Intent, type LinkMaps, type MetaRecord, type Reply } from './doc'
import { openRound } from './intents'
import type { RoomInvite } from './invite'
import { deviceIdOf, newSigningKeys, publicKeyText, seal, verifyKeyFrom } from './keys'
import { readPublished, RecordReader, type PublishedLog } from './read'
import { signRecord } from './signed'

/** A phone's own key pair and the id derived from it; kept on the phone so a reload returns to its seat. */
export interface DeviceKeys {
  id: string
  publicKey: string
  pair: CryptoKeyPair
}

export async function newDeviceKeys(): Promise<DeviceKeys> {
  const pair = await newSigningKeys()
  const publicKey = await publicKeyText(pair.publicKey)
  return { id: await deviceIdOf(publicKey), publicKey, pair }
}

export type JoinStatus = { status: 'none' } | { status: 'waiting'; seat: string } | { status: 'bound' | 'refused' | 'removed'; seat: string; message: string; say?: unknown }

/** What a phone asked that the tablet did not take, in words for the player. */
export type Problem = { problem: string }

/**
 * A phone's side of the table link: shows only what verifies against the invite's writer key
 * (folded read-only from the published log), and writes signed join requests and intents the
 * tablet decides. A phone never writes anything the tablet's records are made of.
 */
export class TableGuest {
  private readonly maps: LinkMaps
  private published: PublishedLog | undefined
  private meta: MetaRecord | undefined
  private bids: BidsRecord | undefined
  private binding: BindingRecord | undefined
  private asked: string | undefined
  private answers: Reply[] = []
  private readonly listeners = new Set<() => void>()
  private work: Promise<void> = Promise.resolve()
  private dirty = false
  private readonly off: () => void

  private constructor(
    private readonly doc: Y.Doc,
    private readonly writer: RecordReader,
    private readonly own: RecordReader,
    private readonly device: DeviceKeys,
  ) {
    this.maps = linkMaps(doc)
    const onUpdate = () => this.changed()
    doc.on('update', onUpdate)
    this.off = () => doc.off('update', onUpdate)
  }

  static async open(doc: Y.Doc, invite: RoomInvite, device: DeviceKeys): Promise<TableGuest> {
    const writer = await verifyKeyFrom(invite.writer)
    const own = await verifyKeyFrom(device.publicKey)
    if (writer === undefined || own === undefined) throw new Error('The invitation’s key is damaged. Scan the code on the banker’s tablet again.')
    const guest = new TableGuest(doc, new RecordReader(writer), new RecordReader(own), device)
    guest.changed()
    await guest.work
    return guest
  }

  /** The game as the tablet published it (verified, read-only); undefined until a whole one arrived. */
  fold(): Fold | undefined {
    return this.published?.fold
  }

  /** The published entries after the tablet's newest base, oldest first. */
  entries(): readonly LogEntry[] {
    return this.published?.entries ?? []
  }

  seats(): Seat[] {
    return this.meta?.seats ?? []
  }

  seat(): string | undefined {
    return this.binding?.status === 'bound' ? this.binding.seat : undefined
  }

  joinStatus(): JoinStatus {
    if (this.binding !== undefined && (this.asked === undefined || this.binding.seat === this.asked || this.binding.status !== 'refused')) {
      return { status: this.binding.status, seat: this.binding.seat, message: this.binding.message, say: this.binding.say }
    }
    return this.asked === undefined ? { status: 'none' } : { status: 'waiting', seat: this.asked }
  }

  /** Who has bid this round (sealed on a phone, or entered on the tablet), never how. */
  bidsIn(): BidsRecord | undefined {
    return this.bids
  }

  /** The tablet's replies to this phone's intents. */
  replies(): readonly Reply[] {
    return this.answers
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Resolves once the queued work (signing, verifying, deciding) has run out: for tests and a clean close. */
  idle(): Promise<void> {
    return drained(() => this.work)
  }

  close(): void {
    this.off()
    this.listeners.clear()
  }

  async join(seat: string, deviceName: string): Promise<void> {
    const request = { device: this.device.id, publicKey: this.device.publicKey, seat, name: deviceName.trim().slice(0, 40), at: new Date().toISOString() }
    this.maps.joins.set(this.device.id, await signRecord(this.device.pair.privateKey, slot.join(this.device.id), request))
    this.asked = seat
    this.notify()
  }

  /** Seals a yes or no to the tablet's seal key and sends it; the tablet opens it only at the reveal. */
  async bid(yes: boolean): Promise<{ id: string } | Problem> {
    const seat = this.seat()
    const round = this.published && openRound(this.published.fold.state)
    if (seat === undefined) return { problem: 'Join your seat first.' }
    if (round === undefined || this.meta === undefined) return { problem: 'No bid is due now.' }
    const sealed = await seal(this.meta.seal, { bid: yes, seat, round })
    return this.send({ id: randomId(12), device: this.device.id, seat, kind: 'bid', at: new Date().toISOString(), round, sealed })
  }

  /** Asks the banker for a payment or a sale (a command the rules declare requestable). */
  async request(command: Command): Promise<{ id: string } | Problem> {
    const seat = this.seat()
    if (seat === undefined) return { problem: 'Join your seat first.' }
    // A plain copy (a screen may hand over a reactive object); what cannot be one is not sent.
    let plain: unknown
    try {
      plain = JSON.parse(JSON.stringify(command) ?? 'null')
    } catch {
      plain = undefined
    }
    if (typeof plain !== 'object' || plain === null) return { problem: 'This request is not complete.' }
    return this.send({ id: randomId(12), device: this.device.id, seat, kind: 'request', at: new Date().toISOString(), command: plain as Command })
  }

  private async send(intent: Intent): Promise<{ id: string }> {
    this.maps.intents.set(intent.id, await signRecord(this.device.pair.privateKey, slot.intent(intent.id), intent))
    return { id: intent.id }
  }

  private changed(): void {
    if (this.dirty) return
    this.dirty = true
    this.work = this.work
      .then(async () => {
        this.dirty = false
        await this.refresh()
        this.notify()
      })
      .catch(() => undefined)
  }

  private async refresh(): Promise<void> {
    const published = await readPublished(this.maps, this.writer)
    // Never back: a phone replaying an older signed head into the doc does not move this one.
    if (published && published.fold.headSeq >= (this.published?.fold.headSeq ?? -1)) this.published = published
    this.meta = ((await this.writer.open(slot.meta, this.maps.table.get('meta'))) as MetaRecord | undefined) ?? this.meta
    this.bids = ((await this.writer.open(slot.bids, this.maps.table.get('bids'))) as BidsRecord | undefined) ?? this.bids
    const binding = (await this.writer.open(slot.binding(this.device.id), this.maps.bindings.get(this.device.id))) as BindingRecord | undefined
    if (binding?.device === this.device.id) this.binding = binding
    const answers: Reply[] = []
    for (const [id, value] of this.maps.intents) {
      if ((await this.own.open(slot.intent(id), value)) === undefined) continue
      const reply = (await this.writer.open(slot.reply(id), this.maps.replies.get(id))) as Reply | undefined
      if (reply?.intentId === id) answers.push(reply)
    }
    this.answers = answers
  }

  private notify(): void {
    for (const listener of this.listeners) listener()
  }
}
