import Dexie, { type EntityTable } from 'dexie'
import type { Fold, LogEntry, OpenMode, PowerId, Ruleset } from '@/domain'
import { DATABASE_NAME } from './schema'

// The name lives in schema.ts, where the home screen's Dexie-free reader finds it too.
export { DATABASE_NAME }

/** A guided game's cycle and stage. */
export interface GameProgress {
  cycle: number
  stage: number
}

/** A saved game's header row: what the home screen lists, and the head the tabs agree on. */
export interface GameRecord {
  id: string
  title: string
  openMode: OpenMode
  /**
   * The rules the game is played by. Absent from games saved before it was stored here (not
   * indexed, so no schema change): the basic game, as `rulesetOfGame` reads the game's first event.
   */
  ruleset?: Ruleset
  powers: PowerId[]
  players: string[]
  createdAt: string
  updatedAt: string
  /**
   * Where a guided game stands after its newest entry, for the home screen's card. Absent in a
   * bookkeeping game and in games not played since it was stored (not indexed: no schema change).
   */
  progress?: GameProgress
  /** The seq of the newest entry; every append checks it so two tabs cannot fork a game. */
  headSeq: number
  appVersion: string
}

/** The fold after entry `seq`: a cache to load long games fast, never the truth. */
export interface SnapshotRecord {
  gameId: string
  seq: number
  fold: Fold
  /** The STATE_VERSION of `fold.state`; absent in snapshots written before versions (1). */
  stateVersion?: number
}

/** A rolling automatic backup: a whole game file, kept so a damaged game can be restored. */
export interface BackupRecord {
  id?: number
  gameId: string
  title: string
  savedAt: string
  headSeq: number
  /** The game file's JSON, checked like any imported file when restored. */
  file: string
}

/** When a backup was taken and the head it holds: what the backup schedule counts from. */
export interface BackupMark {
  savedAt: string
  headSeq: number
}

/** A device the tablet let join (or refused, or removed), as it signed it into the room. */
export interface LinkDeviceRecord {
  device: string
  publicKey: string
  seat: string
  name: string
  status: 'bound' | 'refused' | 'removed'
  message: string
}

/**
 * A game's table link on this tablet (players' phones, src/link): the room and its key, the writer
 * and seal key pairs (CryptoKey objects stored by structured clone, private halves not
 * extractable), whether the banker has it on, and the devices let in. Never part of a game file or
 * a backup: a game's key stays on the tablet that made it.
 */
export interface LinkRecord {
  gameId: string
  room: string
  key: string
  writer: CryptoKeyPair
  seal: CryptoKeyPair
  on: boolean
  devices: LinkDeviceRecord[]
  /** The signaling servers the room is announced on, when the banker changed them. */
  signaling?: string[]
}

export type SupremacyDatabase = Dexie & {
  games: EntityTable<GameRecord, 'id'>
  entries: Dexie.Table<LogEntry, [string, number]>
  snapshots: Dexie.Table<SnapshotRecord, [string, number]>
  backups: EntityTable<BackupRecord, 'id'>
  links: EntityTable<LinkRecord, 'gameId'>
}

/**
 * What the app hears about its connection from other tabs. `blocked`: this tab's upgrade waits for
 * an older tab that keeps the database open (an app from before it closed on a version change, or
 * a hung tab); the upgrade goes on by itself once that tab lets go, and `opened` says so.
 * `replaced`: a newer app in another tab upgraded the database, so this tab closed its connection.
 */
export interface DatabaseWatch {
  blocked?(): void
  opened?(): void
  replaced?(): void
}

export function openDatabase(name: string = DATABASE_NAME, watch: DatabaseWatch = {}): SupremacyDatabase {
  const db = new Dexie(name, { chromeTransactionDurability: 'strict' }) as SupremacyDatabase
  db.version(1).stores({
    games: 'id, updatedAt',
    entries: '[gameId+seq], gameId',
    snapshots: '[gameId+seq], gameId',
  })
  // Version 1 stays declared so databases saved by earlier versions upgrade in place.
  db.version(2).stores({ backups: '++id, gameId' })
  db.version(3).stores({ links: 'gameId' })
  // A new version here moves DATABASE_VERSION (schema.ts) with it: the home screen's reader reads
  // only a database at that version and leaves any other (an upgrade) to Dexie.
  // A newer version of the app in another tab wants to upgrade: let it, and stop writing here.
  // (Dexie's own handler closes too, but leaves the database to reopen on the next use, at this
  // tab's older version: refused, or worse, an older schema's writes. Closed for good instead.)
  db.on('versionchange', () => {
    db.close()
    watch.replaced?.()
    return false
  })
  // An older tab did not let go: Dexie keeps the open waiting (every read and write with it) and
  // only warns in the console, so the home screen would say "Loading" for ever. Say it at once.
  db.on('blocked', () => watch.blocked?.())
  db.on('ready', () => watch.opened?.())
  return db
}
