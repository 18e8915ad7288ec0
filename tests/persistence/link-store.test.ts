import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { LinkRepository } from '@/persistence/link-repository'
import { useLinkRepositoryForTests } from '@/session/services'
import { GameSession } from '@/session/game-session'
import { exportGame, gameFileTextInPages } from '@/session/game-files'
import { forgetLink, inviteOf, loadLink, newLink, saveLink } from '@/link'
import { sign, verify } from '@/link/keys'
import { standardStart } from '../support/games'

const opened: SupremacyDatabase[] = []
afterEach(() => {
  useLinkRepositoryForTests(undefined)
  for (const db of opened.splice(0)) db.close()
})

function fresh() {
  const db = openDatabase(`links-${Math.random()}`)
  opened.push(db)
  useLinkRepositoryForTests(new LinkRepository(db))
  return { db, repository: new GameRepository(db) }
}

describe('The links table', () => {
  it('keeps a link’s keys as CryptoKeys that still sign, the private half not extractable; forgets it', async () => {
    fresh()
    const link = await newLink('g1')
    await saveLink({ ...link, on: true })
    const loaded = await loadLink('g1')
    expect(loaded?.on).toBe(true)
    expect(loaded?.writer.privateKey.extractable).toBe(false)
    const sig = await sign(loaded!.writer.privateKey, 'x')
    expect(await verify(link.writer.publicKey, 'x', sig)).toBe(true)
    expect(await inviteOf(loaded!)).toEqual(await inviteOf(link))
    await forgetLink('g1')
    expect(await loadLink('g1')).toBeUndefined()
  })

  it('is never part of a game file or a backup, and goes with its game when the game is deleted', async () => {
    const { db, repository } = fresh()
    const started = await GameSession.start({ repository }, standardStart())
    expect(started.ok).toBe(true)
    const link = await newLink('g1')
    await saveLink(link)
    const file = await exportGame(repository, 'g1')
    const paged = await gameFileTextInPages(repository, 'g1', new Date(), () => Promise.resolve())
    const everything = JSON.stringify([file, paged, await repository.load('g1')])
    expect(everything).not.toContain(link.room)
    expect(everything).not.toContain(link.key)
    await repository.delete('g1')
    expect(await db.links.count()).toBe(0)
  })
})
