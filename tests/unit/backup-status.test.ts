import { describe, expect, it } from 'vitest'
import { backupStatusLine } from '@/composables/use-backup-status'

const now = new Date(2026, 10, 23, 11, 0)
const at = (d: number, h: number, m: number) => new Date(2026, 10, d, h, m).toISOString()

describe('The backup status line', () => {
  it('counts the actions after the last backup from the game head and the backup’s head', () => {
    expect(backupStatusLine({ last: { savedAt: at(23, 10, 42), headSeq: 26 }, headSeq: 29 }, now)).toMatch(/^Last backup 10:42( AM)?, 3 actions ago$/)
    expect(backupStatusLine({ last: { savedAt: at(23, 10, 42), headSeq: 26 }, headSeq: 27 }, now)).toMatch(/, 1 action ago$/)
    expect(backupStatusLine({ last: { savedAt: at(23, 10, 42), headSeq: 26 }, headSeq: 26 }, now)).toMatch(/, nothing since$/)
  })

  it('names the day of a backup taken on another day', () => {
    expect(backupStatusLine({ last: { savedAt: at(22, 21, 5), headSeq: 2 }, headSeq: 4 }, now)).toMatch(/^Last backup Nov 22, 09:05 PM|^Last backup Nov 22, 21:05/)
  })

  it('says when there is no backup yet, and when it has not been read yet', () => {
    expect(backupStatusLine({ last: null, headSeq: 4 }, now)).toBe('No backup yet: the app keeps one every 25 actions or 10 minutes of play.')
    expect(backupStatusLine({ last: undefined, headSeq: 4 }, now)).toBe('Looking for the last backup…')
  })
})
