import { afterEach, beforeEach } from 'vitest'
import { enableAutoUnmount, type DOMWrapper, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { currentTurn, DEFAULT_SETTINGS, eligibleBidders, type Command, type GameSettings, type PowerId } from '@/domain'
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

/** Chooses a kind of battle desk from the desk's "More…" list (BattleKinds), by its label. */
export async function chooseBattleKind(w: Pick<VueWrapper, 'get'>, label: string): Promise<void> {
  const select = w.get<HTMLSelectElement>('select[data-testid="battle-kind"]')
  const option = select.findAll('option').find((o) => o.text().replace(/^✓\s*/, '') === label)
  if (!option) throw new Error(`no battle kind "${label}"`)
  await select.setValue(option.element.value)
}

/** The one button whose text (ignoring a leading ✓) is exactly `text`. */
export function button(w: Findable, text: string): DOMWrapper<HTMLButtonElement> {
  const found = w.findAll('button').filter((b) => b.text().replace(/^✓\s*/, '') === text)
  if (found.length !== 1) throw new Error(`expected one button "${text}", found ${found.length}`)
  return found[0] as DOMWrapper<HTMLButtonElement>
}

export type GameStore = ReturnType<typeof useGameStore>

/** Sends a command through the store as a screen does; a refusal fails the test with its message. */
export async function send(game: GameStore, command: Command): Promise<void> {
  const result = await game.dispatch(command)
  if (!result.ok) throw new Error(result.refusal.message)
}

/**
 * tests/support/guided.ts `playTo`, through the store: to the blind bid of `stage` in `cycle`
 * (default 1), every turn passed on the way, then `bidders` buy it (rolling 6, 5... for the sequence).
 */
export async function playToThroughStore(game: GameStore, target: { cycle?: number; stage: number; bidders: PowerId[] }): Promise<void> {
  const cycle = target.cycle ?? 1
  for (let guard = 0; guard < 200; guard += 1) {
    const play = game.state.play!
    if (play.cycle === cycle && play.stage === target.stage && play.step === 'bid') break
    if (play.stage === 1) {
      for (const id of game.state.order) if (!play.done.includes(id)) await send(game, { kind: 'settleStage1', power: id })
      await send(game, { kind: 'advancePlay' })
    } else if (play.stage === 2) {
      await send(game, { kind: 'collectProduction' })
      await send(game, { kind: 'advancePlay' })
    } else if (play.step === 'bid') {
      for (const id of eligibleBidders(game.state, play)) await send(game, { kind: 'placeBid', power: id, bid: false })
      await send(game, { kind: 'revealBids' })
    } else if (currentTurn(play) !== undefined) {
      await send(game, { kind: 'passTurn', power: currentTurn(play)! })
    } else {
      await send(game, { kind: 'advancePlay' })
    }
  }
  for (const id of eligibleBidders(game.state, game.state.play!)) await send(game, { kind: 'placeBid', power: id, bid: target.bidders.includes(id) })
  await send(game, { kind: 'revealBids' })
  if (target.bidders.length > 1) await send(game, { kind: 'setSequence', rolls: Object.fromEntries(target.bidders.map((id, i) => [id, [6 - i]])) })
}
