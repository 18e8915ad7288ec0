import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { useRepositoryForTests } from '@/session/services'
import ImportGameButton from '@/components/files/ImportGameButton.vue'

const goldenText = readFileSync(resolve(process.cwd(), 'tests/golden/game-file-v1.json'), 'utf8')

let db: SupremacyDatabase
let counter = 0

beforeEach(() => {
  counter += 1
  db = openDatabase(`import-button-${counter}-${Math.random()}`)
  useRepositoryForTests(new GameRepository(db))
  setActivePinia(createPinia())
})

afterEach(() => {
  useRepositoryForTests(undefined)
  db.close()
})

/** Chooses `file` in the hidden input, as the browser does after the file picker closes. */
async function choose(wrapper: ReturnType<typeof mount>, file: File): Promise<void> {
  const input = wrapper.get('[data-testid="import-file"]').element as HTMLInputElement
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  await wrapper.get('[data-testid="import-file"]').trigger('change')
}

/** Checking a file decides every entry again: seconds on a busy two-core machine, so wait longer than waitFor's 1 s. */
const WAIT = { timeout: 10_000 }

describe('ImportGameButton', () => {
  it('a damaged file gets a plain message and nothing is saved', async () => {
    const wrapper = mount(ImportGameButton)
    // A force count edited after the battle was saved: its old value no longer follows.
    const file = JSON.parse(goldenText) as { entries: { command: { kind: string }; events: { type: string; from?: number }[] }[] }
    const moved = file.entries.find((e) => e.command.kind === 'fightBattle')!.events.find((e) => e.type === 'forcesChanged')!
    moved.from = (moved.from ?? 0) + 5
    const damaged = JSON.stringify(file)
    await choose(wrapper, new File([damaged], 'golden.json', { type: 'application/json' }))
    await vi.waitFor(() => expect(wrapper.find('[data-testid="import-problem"]').exists()).toBe(true), WAIT)
    expect(wrapper.get('[data-testid="import-problem"]').text()).toMatch(
      /^Entry \d+ \(\w+\) does not follow from the rules: .+: the file was changed or damaged\. Nothing was imported\.$/,
    )
    expect(await db.games.count()).toBe(0)
    expect(await db.entries.count()).toBe(0)
    expect(wrapper.emitted('imported')).toBeUndefined()
  })

  it('a file that is not JSON is refused the same way', async () => {
    const wrapper = mount(ImportGameButton)
    await choose(wrapper, new File(['not a game'], 'notes.json'))
    await vi.waitFor(() => expect(wrapper.find('[data-testid="import-problem"]').exists()).toBe(true), WAIT)
    expect(wrapper.get('[data-testid="import-problem"]').text()).toContain('its text is not complete JSON')
    expect(await db.games.count()).toBe(0)
  })

  it('a good file becomes a new saved game, offered to open', async () => {
    const wrapper = mount(ImportGameButton)
    await choose(wrapper, new File([goldenText], 'golden.json'))
    await vi.waitFor(() => expect(wrapper.find('[data-testid="import-done"]').exists()).toBe(true))
    expect(wrapper.get('[data-testid="import-done"]').text()).toContain('Imported “Golden game” as a new game.')
    const games = await db.games.toArray()
    expect(games.map((g) => g.title)).toEqual(['Golden game'])
    expect(games[0]!.id).not.toBe('golden-1')
    expect(await db.entries.count()).toBe(47)
    await wrapper.get('[data-testid="import-done"] button').trigger('click')
    expect(wrapper.emitted('open')).toEqual([[games[0]!.id]])
  })
})
