import * as Y from 'yjs'
import type { Command, Fold, Phrase, Seat } from '@/domain'
import type { Sealed } from './keys'
import type { LinkSay } from './sayings'
import type { Signed } from './signed'

/**
 * The Y.Doc of one game's room. The tablet writes the first four maps, each value a record signed
 * by its writer key; phones write `joins` and `intents`, each signed by the phone's device key.
 * Anyone in the room can write anywhere (a CRDT has no owners), so every reader checks signatures
 * and the tablet puts back its own records when a phone overwrites them (host.ts).
 */
export interface LinkMaps {
  /** 'meta', 'head', 'base', 'bids': one record each. */
  table: Y.Map<Signed>
  /** The published entries after the base and the older undo/redo targets, by seq. */
  log: Y.Map<Signed>
  /** Device id to the tablet's word on it (bound to a seat, refused, removed). */
  bindings: Y.Map<Signed>
  /** Intent id to the tablet's reply. */
  replies: Y.Map<Signed>
  /** Device id to the phone's signed request to join a seat. */
  joins: Y.Map<Signed>
  /** Intent id to the phone's signed intent. */
  intents: Y.Map<Signed>
}

export function linkMaps(doc: Y.Doc): LinkMaps {
  return {
    table: doc.getMap<Signed>('table'),
    log: doc.getMap<Signed>('log'),
    bindings: doc.getMap<Signed>('bindings'),
    replies: doc.getMap<Signed>('replies'),
    joins: doc.getMap<Signed>('joins'),
    intents: doc.getMap<Signed>('intents'),
  }
}

/** The slot a record is signed for: moving a signed record to another key breaks its signature. */
export const slot = {
  meta: 'table:meta',
  head: 'table:head',
  base: 'table:base',
  bids: 'table:bids',
  entry: (seq: number) => `log:${seq}`,
  binding: (device: string) => `binding:${device}`,
  reply: (intent: string) => `reply:${intent}`,
  join: (device: string) => `join:${device}`,
  intent: (id: string) => `intent:${id}`,
}

/** The table's public facts: the key phones seal bids to, and the seats they may pick. */
export interface MetaRecord {
  v: 1
  seal: string
  seats: Seat[]
}

/**
 * What a phone folds: the base fold at `base`, then entries base+1..head, reading the older
 * entries `targets` for their undo and redo lines. Nothing newer than `head` is in the doc.
 */
export interface HeadRecord {
  base: number
  head: number
  targets: number[]
}

export interface BaseRecord {
  seq: number
  fold: Fold
}

/** The round of blind bids now open. */
export interface BidRound {
  cycle: number
  stage: number
}

/** Which seats have bid this round: sealed on a phone, or entered on the tablet. Never the values. */
export interface BidsRecord {
  round: BidRound | null
  sealed: string[]
  entered: string[]
}

export type BindingStatus = 'bound' | 'refused' | 'removed'

/** The tablet's word on a device: bound to `seat`, refused (with why), or removed by the banker. */
export interface BindingRecord {
  device: string
  publicKey: string
  seat: string
  name: string
  status: BindingStatus
  message: string
  /** The message as a saying a phone words in its reader's language (absent from older tablets). */
  say?: LinkSay
}

export interface JoinRequest {
  device: string
  publicKey: string
  seat: string
  name: string
  at: string
}

export interface BidIntent {
  id: string
  device: string
  seat: string
  kind: 'bid'
  at: string
  round: BidRound
  sealed: Sealed
}

export interface RequestIntent {
  id: string
  device: string
  seat: string
  kind: 'request'
  at: string
  command: Command
}

export type Intent = BidIntent | RequestIntent

export type ReplyStatus = 'sealed' | 'accepted' | 'declined' | 'refused' | 'pending'

/** The tablet's answer to an intent; `pending` while a request waits for the banker. */
export interface Reply {
  intentId: string
  status: ReplyStatus
  message: string
  /** The message as a saying a phone words in its reader's language (absent from older tablets). */
  say?: LinkSay
  /** A rules refusal's phrase (plain JSON), worded on the phone like any refusal. */
  phrase?: Phrase
}

/** What a sealed bid holds once opened: bound to its seat and round, so a copied seal is refused. */
export interface SealedBid {
  bid: boolean
  seat: string
  round: BidRound
}
