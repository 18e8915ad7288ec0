import { defineStore } from 'pinia'
import type { Result } from '@/domain'
import { storagePhrase } from '@/domain/storage-refusals'
import { storageErrorPhrase } from '@/persistence/errors'
import type { Phrase } from '@/domain/kernel/phrase'
import type { ExportedGameFile, ReadableFile } from '@/session/game-files'

/** A game saved from a file or a backup: enough to name it and open it. */
export interface SavedCopy {
  id: string
  title: string
}

export interface BackupSummary {
  id: number
  savedAt: string
  headSeq: number
}

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string }

/** A refusal's words (and the refusal tables behind them) load only when a file is refused: the Import button is on the home screen's first load. */
async function outcome(result: Result<{ id: string; title: string }>): Promise<Outcome<SavedCopy>> {
  if (result.ok) return { ok: true, value: { id: result.value.id, title: result.value.title } }
  const { refusalText } = await import('@/presentation/refusal-text')
  return { ok: false, message: refusalText(result.refusal) }
}

/** A storage failure's words in the reader's language (loaded with the failure, like a refusal's). */
async function failed(phrase: Phrase): Promise<{ ok: false; message: string }> {
  const { storageText } = await import('@/presentation/catalogs/refusals-storage')
  return { ok: false, message: storageText(phrase) }
}

/** Game files and rolling backups for the screens; every failure comes back as plain words. */
/** The file checks need the whole rules core: loaded on first use, so the home screen stays small. */
const files = () => import('@/session/game-files')
/** The repository brings Dexie: loaded on first use too (the home screen's Import button is on its first load). */
const repository = () => import('@/session/services').then((services) => services.getRepository())

export const useGameFilesStore = defineStore('game-files', () => {
  async function importFile(file: ReadableFile): Promise<Outcome<SavedCopy>> {
    const [{ importGameFile }, games] = await Promise.all([files(), repository()])
    return await outcome(await importGameFile(games, file))
  }

  async function exportFile(gameId: string): Promise<Outcome<ExportedGameFile>> {
    try {
      const [{ exportGame }, games] = await Promise.all([files(), repository()])
      return { ok: true, value: await exportGame(games, gameId) }
    } catch (error) {
      return await failed(storageErrorPhrase(error))
    }
  }

  async function backupsOf(gameId: string): Promise<Outcome<BackupSummary[]>> {
    try {
      const all = await (await repository()).listBackups(gameId)
      return { ok: true, value: all.map((b) => ({ id: b.id ?? 0, savedAt: b.savedAt, headSeq: b.headSeq })) }
    } catch (error) {
      return await failed(storageErrorPhrase(error))
    }
  }

  /** A backup goes through the same checks as any imported file, into a new saved game. */
  async function restoreBackup(id: number): Promise<Outcome<SavedCopy>> {
    try {
      const games = await repository()
      const backup = await games.getBackup(id)
      if (!backup) return await failed(storagePhrase('backupGone'))
      const { importGameText } = await files()
      return await outcome(await importGameText(games, backup.file, undefined, 'restore'))
    } catch (error) {
      return await failed(storageErrorPhrase(error, 'restore'))
    }
  }

  return { importFile, exportFile, backupsOf, restoreBackup }
})
