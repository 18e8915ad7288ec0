import { buildGameFile, checkGameFileText, gameFileName, sizeRefusal, unreadableFilePhrase, type GameFile } from '@/domain/game-file'
import { refusePhrase, upcastEntries, type LogEntry, type Result } from '@/domain'
import type { GameRecord } from '@/persistence/database'
import { GameNotFoundError, storageErrorPhrase, type StorageTask } from '@/persistence/errors'
import type { GameRepository } from '@/persistence/game-repository'
import { APP_VERSION } from './game-session'
import { newGameId } from './services'

export interface ExportedGameFile {
  file: GameFile
  text: string
  name: string
}

/** What a file chooser gives: the size is known before a byte is read. */
export interface ReadableFile {
  size: number
  text(): Promise<string>
}

export function gameFileOf(entries: readonly LogEntry[], now: Date = new Date()): ExportedGameFile {
  const file = buildGameFile(entries, APP_VERSION, now.toISOString())
  return { file, text: JSON.stringify(file), name: gameFileName(file.game.title, file.exportedAt) }
}

/** Entries per read when a backup writes a long game's file: a short read, a short stringify. */
export const FILE_PAGE = 250

/** A pause that lets taps and frames go first: the browser's next idle moment, else the next task. */
export function idleMoment(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1_000 })
    else setTimeout(resolve, 0)
  })
}

/**
 * What one backup leaves the next: the JSON of the full pages read, by their first seq, and the
 * setup line the file's header is made from. Entries are never rewritten, so a full page's text
 * stays right, and the next backup of the game reads only what was added since.
 */
export interface FilePages {
  setup?: LogEntry
  full: Map<number, { json: string; last: LogEntry }>
}

/**
 * The game file's text exactly as `gameFileOf(log, now).text` gives it, read from storage a page
 * of entries at a time with a pause between pages: a 10,000-entry game's backup is 4 MB of JSON,
 * and read and written in one go it held the screen and storage for a tenth of a second, a tap
 * made meanwhile waiting behind it (issue 27). Entries are never rewritten, so pages read apart
 * make one log; the file ends at the newest entry read.
 */
export async function gameFileTextInPages(
  repository: GameRepository,
  gameId: string,
  now: Date,
  pause: () => Promise<void> = idleMoment,
  pages: FilePages = { full: new Map() },
): Promise<{ text: string; headSeq: number }> {
  const parts: string[] = []
  let last: LogEntry | undefined
  for (let from = 1; ; from += FILE_PAGE) {
    const known = pages.full.get(from)
    if (known !== undefined) {
      parts.push(known.json)
      last = known.last
      continue
    }
    if (parts.length > 0) await pause()
    const page = upcastEntries(await repository.entriesBetween(gameId, from, from + FILE_PAGE - 1))
    pages.setup ??= page[0]
    last = page.at(-1) ?? last
    // Each page as JSON.stringify writes it inside the whole array: its brackets dropped.
    const json = JSON.stringify(page).slice(1, -1)
    if (page.length > 0) parts.push(json)
    if (page.length < FILE_PAGE) break
    pages.full.set(from, { json, last: page.at(-1)! })
  }
  // A game deleted meanwhile, or a page left over from before: nothing to back up.
  if (pages.setup === undefined || last === undefined) throw new GameNotFoundError(gameId)
  // The file with no entries ends `"entries":[]}` (entries is its last field): the pages go in there.
  const shell = JSON.stringify({ ...gameFileOf([pages.setup, last], now).file, entries: [] })
  return { text: `${shell.slice(0, -2)}${parts.join(',')}]}`, headSeq: last.seq }
}

/** The saved game as a file, read from storage (not from the screen) so it is what was saved. */
export async function exportGame(repository: GameRepository, gameId: string, now?: Date): Promise<ExportedGameFile> {
  const log = await repository.log(gameId)
  if (log.length === 0) throw new GameNotFoundError(gameId)
  // The file says it holds the current schema, so older stored entries go out upcast.
  return gameFileOf(upcastEntries(log), now)
}

/**
 * Checks a game file's text in full, then saves it as a new game in one transaction. Nothing
 * is written unless every entry replays to exactly the events the file holds. `task` words a
 * failed save: a file imported, or a backup restored.
 */
export async function importGameText(
  repository: GameRepository,
  text: string,
  gameId: string = newGameId(),
  task: Extract<StorageTask, 'import' | 'restore'> = 'import',
): Promise<Result<GameRecord>> {
  const checked = checkGameFileText(text, gameId)
  if (!checked.ok) return checked
  const { header, entries, fold } = checked.value
  const record: GameRecord = {
    id: gameId,
    title: header.title,
    openMode: header.openMode,
    ruleset: header.ruleset,
    powers: header.powers,
    players: header.players,
    createdAt: header.createdAt,
    updatedAt: header.updatedAt,
    headSeq: header.headSeq,
    appVersion: checked.value.appVersion,
    ...(fold.state.play ? { progress: { cycle: fold.state.play.cycle, stage: fold.state.play.stage } } : {}),
  }
  try {
    await repository.importGame(record, entries, fold)
  } catch (error) {
    return refusePhrase('storage-failed', storageErrorPhrase(error, task))
  }
  return { ok: true, value: record }
}

/** A chosen file: refused by size before it is read, so a huge file never fills memory. */
export async function importGameFile(repository: GameRepository, file: ReadableFile, gameId?: string): Promise<Result<GameRecord>> {
  const tooBig = sizeRefusal(file.size)
  if (tooBig) return tooBig
  let text: string
  try {
    text = await file.text()
  } catch {
    return refusePhrase('unreadable-file', unreadableFilePhrase())
  }
  return importGameText(repository, text, gameId)
}
