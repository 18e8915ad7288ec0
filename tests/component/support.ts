import { afterEach, beforeEach } from 'vitest'
import { enableAutoUnmount, type DOMWrapper, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { DEFAULT_SETTINGS, type GameSettings, type PowerId } from '@/domain'
import { openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { useRepositoryForTests } from '@/session/services'
import { useGameStore } from '@/stores/game'

/** A fresh database and Pinia for each test; mounted components unmount after it. */
export function useFreshGameStore(): void {
  let db: SupremacyDatabase | undefined
  let counter = 0
  enableAutoUnmount(afterEach)
  beforeEach(() => {
    counter += 1
    db = openDatabase(`game-panels-${counter}-${Date.now()}`)
    useRepositoryForTests(new GameRepository(db))
    setActivePinia(createPinia())
  })
  afterEach(() => {
    useRepositoryForTests(undefined)
    db?.close()
  })
}

/** Starts a 3-power Standard game through the store, as the new-game screen does. */
export async function startStandardGame(powers: PowerId[] = ['usa', 'ussr', 'europe'], gameId = 't1', settings: Partial<GameSettings> = {}) {
  const game = useGameStore()
  const started = await game.start({
    kind: 'startGame',
    gameId,
    title: 'Test',
    openMode: 'standard',
    settings: { ...DEFAULT_SETTINGS, ...settings },
    powers: powers.map((id, i) => ({ id, player: `Player ${i + 1}` })),
  })
  if (!started.ok) throw new Error('the game did not start')
  return game
}

type Findable = Pick<VueWrapper, 'findAll'> | Pick<DOMWrapper<Element>, 'findAll'>

/** The one button whose text (ignoring a leading ✓) is exactly `text`. */
export function button(w: Findable, text: string): DOMWrapper<HTMLButtonElement> {
  const found = w.findAll('button').filter((b) => b.text().replace(/^✓\s*/, '') === text)
  if (found.length !== 1) throw new Error(`expected one button "${text}", found ${found.length}`)
  return found[0] as DOMWrapper<HTMLButtonElement>
}
