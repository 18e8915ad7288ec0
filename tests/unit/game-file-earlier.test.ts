import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkGameFileText, type GameFile } from '@/domain/game-file'
import { foldEntries, upcastEntries } from '@/domain'

/**
 * Issue 12: game files exported by earlier versions of the app (games played by the test
 * support of the commits named in each file name: 553b7f0, where game files began, and 2d901ae,
 * just before issue 10 changed the rules), before entries recorded their rules edition. Each must
 * import with its whole history, every entry re-decided under edition 1, to the state its own
 * events fold to.
 */
const DIR = resolve(process.cwd(), 'tests/golden/earlier')
const files = readdirSync(DIR).filter((name) => name.endsWith('.json')).sort()

describe('Game files of earlier versions import (issue 12)', () => {
  it('there are files of both earlier versions, one holding a salary paid to another player (bank version 1)', () => {
    expect(files.filter((f) => f.startsWith('issue5-')).length).toBeGreaterThanOrEqual(4)
    expect(files.filter((f) => f.startsWith('issue9-')).length).toBeGreaterThanOrEqual(4)
    const salaries = files.filter((f) => (JSON.parse(readFileSync(resolve(DIR, f), 'utf8')) as GameFile).entries.some(
      (e) => e.command.kind === 'transferMoney' && e.command.purpose === 'salary' && e.command.to !== 'bank',
    ))
    expect(salaries.length).toBeGreaterThan(0)
  })

  it.each(files)('%s', (name) => {
    const text = readFileSync(resolve(DIR, name), 'utf8')
    const file = JSON.parse(text) as GameFile
    expect(file.entries.some((e) => 'rules' in e)).toBe(false)
    const checked = checkGameFileText(text, 'imported')
    if (!checked.ok) throw new Error(checked.refusal.message)
    expect(checked.value.entries).toHaveLength(file.entries.length)
    expect(checked.value.fold.state).toEqual({ ...foldEntries(upcastEntries(file.entries)).state, gameId: 'imported' })
  })
})
