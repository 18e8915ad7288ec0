import type { StartGame } from './modules/setup/commands'
import { decide, isKnownCommandKind } from './rules'
import type { GameEvent } from './kernel/events'
import { applyEntry } from './log'
import { decideRedo, decideUndo, emptyFold, EVENT_SCHEMA_VERSION, type EntryCommand, type Fold, type LogEntry } from './kernel/log'
import { ok, type Refusal, type Result } from './kernel/result'
import type { Phrase, PhraseValue, PhraseValues } from './kernel/phrase'
import { GAME_FILE_REFUSALS, gameFilePhrase, gameFileRefusal } from './game-file-refusals'
import { upcastEntry } from './upcast'
import { CURRENT_RULES_EDITION, decideUnder, editionOf } from './editions'
import { firstDifference } from './event-diff'
import type { OpenMode } from './modules/setup/slice'
import type { PowerId } from './kernel/ids'
import type { Ruleset } from './kernel/ruleset'
import { rulesetOfGame } from './modules/setup/ruleset'

/**
 * A game file: one saved game as JSON, to move it to another device or keep it safe. Import
 * trusts nothing in it: every entry is decided again by the rules and must give the same events.
 */
export const GAME_FILE_FORMAT = 'supremacy-companion-game'
export const GAME_FILE_VERSION = 1
/** Six hours of play is well under 5 MB; anything past this is not a game file. */
export const MAX_GAME_FILE_BYTES = 20 * 1024 * 1024
export const MAX_GAME_FILE_ENTRIES = 200_000
/** Deeper nesting than any real command or event; stops stack-busting files early. */
const MAX_DEPTH = 40
const MAX_TEXT = 10_000

/** What the home screen lists about the game; derived from entry 1 on import, never trusted. */
export interface GameFileHeader {
  title: string
  openMode: OpenMode
  /** The rules the game is played by. Absent from files written before it: read from the log. */
  ruleset: Ruleset
  powers: PowerId[]
  players: string[]
  createdAt: string
  updatedAt: string
  headSeq: number
}

export interface GameFile {
  format: typeof GAME_FILE_FORMAT
  fileVersion: number
  appVersion: string
  schemaVersion: number
  exportedAt: string
  game: GameFileHeader
  entries: LogEntry[]
}

/** A file that passed every check: entries already carry the new game's id. */
export interface CheckedGameFile {
  header: GameFileHeader
  entries: LogEntry[]
  fold: Fold
  appVersion: string
}

// Typed as a complete record, so a new event type fails to compile until listed here.
const EVENT_TYPES: Record<GameEvent['type'], true> = {
  gameStarted: true, moneyTransferred: true, marketMoved: true, supplyChanged: true, loanChanged: true,
  forcesChanged: true, companyAdded: true, companyRemoved: true, companyChanged: true, slicePatched: true,
  gameEnded: true, endTermsChanged: true,
}
/** The session writes times with Date.toISOString; the core checks the shape, never a clock. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** The names at the table in seating order: the superpowers' players, or the card game's players. */
export function setupPlayers(start: StartGame): string[] {
  const card = start.warOfSupremacy
  return card ? card.players.map((p) => p.trim()) : start.powers.map((p) => p.player.trim())
}

/** The header a saved game shows, from its setup entry and its newest entry. */
export function headerOf(entries: readonly LogEntry[]): GameFileHeader {
  const first = entries[0]
  const last = entries.at(-1)
  if (first === undefined || last === undefined || first.command.kind !== 'startGame') throw new Error('A game starts with its setup')
  const start = first.command
  const started = first.events.find((e) => e.type === 'gameStarted')
  if (started === undefined) throw new Error('A game starts with its setup')
  return {
    title: start.title.trim(),
    openMode: start.openMode,
    ruleset: rulesetOfGame(started),
    powers: start.powers.map((p) => p.id),
    players: setupPlayers(start),
    createdAt: first.at,
    updatedAt: last.at,
    headSeq: last.seq,
  }
}

export function buildGameFile(entries: readonly LogEntry[], appVersion: string, exportedAt: string): GameFile {
  return {
    format: GAME_FILE_FORMAT,
    fileVersion: GAME_FILE_VERSION,
    appVersion,
    schemaVersion: EVENT_SCHEMA_VERSION,
    exportedAt,
    game: headerOf(entries),
    entries: entries.map((e) => ({ ...e })),
  }
}

/** "cold-war-2026-11-22.supremacy.json": safe on every file system. */
export function gameFileName(title: string, exportedAt: string): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'game'
  return `${slug}-${exportedAt.slice(0, 10)}.supremacy.json`
}

export function sizeRefusal(bytes: number): Result<never> | undefined {
  if (bytes <= MAX_GAME_FILE_BYTES) return undefined
  const mb = Math.round(bytes / (1024 * 1024))
  return gameFileRefusal('file-too-large', 'tooLarge', { mb, max: MAX_GAME_FILE_BYTES / (1024 * 1024) })
}

type GameFileKey = keyof typeof GAME_FILE_REFUSALS

/** Why a chosen file the device could not read is refused (the session's refusal: a cloud file not downloaded). */
export const unreadableFilePhrase = (): Phrase => gameFilePhrase('unreadable')

/** A file refused as not a sound game file: the problem, then that nothing was imported. */
function bad(key: GameFileKey, values: PhraseValues = {}): Result<never> {
  return badPhrase(gameFilePhrase(key, values))
}

function badPhrase(problem: Phrase): Result<never> {
  return gameFileRefusal('bad-game-file', 'nothingImported', { problem: { phrase: problem } })
}

/** A refusal of the rules inside a sentence: its phrase where it has one, else its English. */
const refusalValue = (refusal: Refusal): PhraseValue => (refusal.phrase ? { phrase: refusal.phrase } : refusal.message)

/** Parses and checks a file's text; `gameId` is the id the imported game will get. */
export function checkGameFileText(text: string, gameId: string): Result<CheckedGameFile> {
  const tooBig = sizeRefusal(text.length)
  if (tooBig) return tooBig
  const notText = notAGameFile(text)
  if (notText) return badPhrase(notText)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return bad('notJson')
  }
  return checkGameFile(value, gameId)
}

/** What a file that is plainly something else is, in words, or undefined. */
function notAGameFile(text: string): Phrase | undefined {
  // A gzip file starts with bytes 1F 8B; read as text the second is not valid UTF-8.
  if (/^\u001f(\u008b|\ufffd)/.test(text)) return gameFilePhrase('gzip')
  if (/^\s*<(!doctype|html|head|body|\?xml)/i.test(text)) return gameFilePhrase('webPage')
  // Text files hold no NUL and no undecodable bytes; images, PDFs and archives are full of them.
  const head = text.slice(0, 4096)
  if (head.includes('\u0000') || (head.match(/\ufffd/g)?.length ?? 0) > 8) return gameFilePhrase('notText')
  return undefined
}

export function checkGameFile(value: unknown, gameId: string): Result<CheckedGameFile> {
  const hostile = hostileKeys(value)
  if (hostile) return badPhrase(hostile)
  if (!isRecord(value) || value.format !== GAME_FILE_FORMAT) return bad('notOurs')
  const { fileVersion, schemaVersion, appVersion, exportedAt, game, entries } = value
  if (!isCount(fileVersion) || fileVersion < 1) return bad('noFileVersion')
  if (!isCount(schemaVersion) || schemaVersion < 1) return bad('noSchemaVersion')
  if (fileVersion > GAME_FILE_VERSION || schemaVersion > EVENT_SCHEMA_VERSION) {
    return gameFileRefusal('newer-game-file', 'newerFile')
  }
  if (!isText(appVersion, 50) || !isText(exportedAt, 40)) return bad('noAppVersion')
  if (!isRecord(game) || !isText(game.title, 200)) return bad('noDescription')
  if (!Array.isArray(entries) || entries.length === 0) return bad('noLog')
  if (entries.length > MAX_GAME_FILE_ENTRIES) return bad('tooManyEntries', { n: entries.length })
  const checked: LogEntry[] = []
  const fold = emptyFold()
  const lookup = (seq: number) => checked[seq - 1]
  for (let i = 0; i < entries.length; i += 1) {
    const shaped = shapeEntry(entries[i], i + 1, schemaVersion, gameId)
    if (!shaped.ok) return shaped
    checked.push(shaped.value)
    const replayed = replay(fold, shaped.value, lookup)
    if (replayed) return replayed
  }
  return ok({ header: headerOf(checked), entries: checked, fold, appVersion })
}

/** Checks one entry's shape, upcasts it to the current schema and gives it the new game id. */
function shapeEntry(raw: unknown, seq: number, fileSchema: number, gameId: string): Result<LogEntry> {
  if (!isRecord(raw)) return bad('notAnEntry', { seq })
  if (raw.seq !== seq) return bad('outOfOrder', { seq })
  const v = raw.v
  if (!isCount(v) || v < 1 || v > fileSchema) return bad('noLogVersion', { seq })
  if (!isText(raw.at, 40) || !ISO_TIME.test(raw.at)) return bad('noTime', { seq })
  if (typeof raw.actor === 'string' && raw.actor.length > 200) return bad('actorTooLong', { seq, length: raw.actor.length })
  if (!isText(raw.actor, 200)) return bad('noActor', { seq })
  const command = raw.command
  if (!isRecord(command) || typeof command.kind !== 'string') return bad('noAction', { seq })
  if (command.kind !== 'undo' && command.kind !== 'redo' && !isKnownCommandKind(command.kind)) {
    return bad('unknownAction', { seq, kind: command.kind.slice(0, 40) })
  }
  if ((seq === 1) !== (command.kind === 'startGame')) return bad(seq === 1 ? 'notSetup' : 'secondGame', { seq })
  const rules = raw.rules
  if (rules !== undefined && (!isCount(rules) || rules < 1)) return bad('noEdition', { seq })
  if (isCount(rules) && rules > CURRENT_RULES_EDITION) {
    return gameFileRefusal('newer-game-file', 'newerRules', { seq })
  }
  if (!Array.isArray(raw.events)) return bad('noEvents', { seq })
  for (const event of raw.events as unknown[]) {
    if (!isRecord(event) || typeof event.type !== 'string') return bad('notAnEvent', { seq })
  }
  // Event types are checked in the current schema, so a v1 name in a v2 entry is refused.
  const entry = upcast({
    gameId, seq, v, at: raw.at, actor: raw.actor, command: command as unknown as EntryCommand, events: raw.events as GameEvent[],
    ...(isCount(rules) ? { rules } : {}),
  })
  for (const event of entry.events) {
    if (!Object.hasOwn(EVENT_TYPES, event.type)) return bad('unknownEvent', { seq, type: String(event.type).slice(0, 40) })
  }
  return ok(withGameId(entry, gameId))
}

/**
 * Entries written by an older log schema, brought to the current one (upcast.ts, which also puts
 * back the nulls old patches lost), at the current version.
 */
function upcast(entry: LogEntry): LogEntry {
  return { ...upcastEntry(entry), v: EVENT_SCHEMA_VERSION }
}

/** The setup entry names the game; an imported copy is a new game with its own id. */
function withGameId(entry: LogEntry, gameId: string): LogEntry {
  if (entry.command.kind !== 'startGame') return entry
  const command: StartGame = { ...entry.command, gameId }
  const events = entry.events.map((e) => (e.type === 'gameStarted' ? { ...e, gameId } : e))
  return { ...entry, command, events }
}

/**
 * Decides the entry again against the game so far, under the rules of its edition: it must give
 * exactly the stored events. Nothing is taken on trust, not even events that would leave a sound
 * game: soundness is not the rules (a sale paying $1M more is sound).
 */
function replay(fold: Fold, entry: LogEntry, lookup: (seq: number) => LogEntry | undefined): Result<never> | undefined {
  const cmd = entry.command
  const seq = entry.seq
  try {
    if (cmd.kind === 'undo' || cmd.kind === 'redo') {
      const decided = cmd.kind === 'undo' ? decideUndo(fold) : decideRedo(fold)
      if (!decided.ok || decided.value.target !== cmd.target || entry.events.length > 0) {
        return bad(cmd.kind === 'undo' ? 'strayUndo' : 'strayRedo', { seq })
      }
    } else {
      const edition = editionOf(entry)
      const decided = edition === CURRENT_RULES_EDITION ? decide(fold.state, cmd) : decideUnder(edition, fold.state, cmd, entry.events)
      if (decided === undefined) return bad('editionGone', { seq, edition })
      // An action of another game (an ending by Detente in a Cash Flow game): said as what it is.
      if (!decided.ok && decided.refusal.code === 'not-in-this-game') return bad('otherGame', { seq, refusal: refusalValue(decided.refusal) })
      if (!decided.ok) return bad('wouldBeRefused', { seq, kind: cmd.kind, refusal: refusalValue(decided.refusal) })
      if (!sameJson(decided.value, entry.events)) return bad('doesNotFollow', { seq, kind: cmd.kind, difference: firstDifference(decided.value, entry.events) })
    }
    applyEntry(fold, entry, lookup)
  } catch {
    return bad('cannotReplay', { seq })
  }
  return undefined
}

/** Equal as JSON: key order and keys holding `undefined` do not matter. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]))
  if (!isRecord(a) || !isRecord(b) || Array.isArray(b)) return false
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined)
  const ka = keys(a)
  const kb = keys(b)
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]))
}

/** Keys that could reach an object's prototype, or nesting deep enough to break a parser. */
function hostileKeys(root: unknown): Phrase | undefined {
  // Each item remembers the entry it is in (0: outside the entries), so a refusal can name it.
  const stack: [unknown, number, number][] = [[root, 0, 0]]
  const entries = isRecord(root) && Array.isArray(root.entries) ? (root.entries as unknown[]) : []
  while (stack.length > 0) {
    const [value, depth, seq] = stack.pop()!
    const inEntry = seq > 0
    if (typeof value === 'string' && value.length > MAX_TEXT) {
      // Thousands written as the English sentences always were ("120,000").
      const values = { seq, length: value.length.toLocaleString('en-US'), max: MAX_TEXT.toLocaleString('en-US') }
      return gameFilePhrase(inEntry ? 'entryTextTooLong' : 'fileTextTooLong', values)
    }
    if (typeof value !== 'object' || value === null) continue
    if (depth > MAX_DEPTH) return gameFilePhrase(inEntry ? 'entryTooDeep' : 'fileTooDeep', { seq })
    if (Array.isArray(value)) {
      const isEntries = value === entries
      value.forEach((item: unknown, i) => stack.push([item, depth + 1, isEntries ? i + 1 : seq]))
      continue
    }
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return gameFilePhrase(inEntry ? 'entryForbiddenKey' : 'fileForbiddenKey', { seq, key })
      stack.push([(value as Record<string, unknown>)[key], depth + 1, seq])
    }
  }
  return undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value)
}

function isText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max
}
