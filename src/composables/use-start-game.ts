import { ref } from 'vue'
import type { Refusal, StartGame } from '@/domain'
import { defaultGameTitle, distinctTitle } from './last-played'
import { newGameId } from '@/session/services'
import { useGameStore } from '@/stores/game'
import { useGamesStore } from '@/stores/games'
import { useRoute } from './use-route'

/**
 * Starting a game from a setup form, whichever game it is: a new id, a blank name made the date and
 * time, the save, the rules' refusal or a plain word when the device fails, then the game screen.
 */
export function useStartGame() {
  const game = useGameStore()
  const games = useGamesStore()
  const { go } = useRoute()
  const refusal = ref<Refusal | null>(null)
  const isStarting = ref(false)

  /** A blank name becomes the date and time, numbered if a saved game already has it. */
  async function untitledName(): Promise<string> {
    await games.refresh()
    return distinctTitle(defaultGameTitle(new Date()), games.games.map((g) => g.title))
  }

  /** Builds the setup command with a new game id and starts it. */
  async function startWith(build: (gameId: string) => StartGame): Promise<void> {
    isStarting.value = true
    refusal.value = null
    try {
      const built = build(newGameId())
      const command = built.title ? built : { ...built, title: await untitledName() }
      const result = await game.start(command)
      if (!result.ok) {
        refusal.value = result.refusal
        return
      }
      void go({ name: 'game', gameId: command.gameId })
    } catch (error) {
      // decide never throws for a rule; this is a bug or a broken device, said plainly.
      const detail = error instanceof Error ? ` (${error.message})` : ''
      refusal.value = { code: 'start-failed', message: `The game could not be started${detail}. Nothing was saved.`, remedies: [] }
    } finally {
      isStarting.value = false
    }
  }

  return { refusal, isStarting, startWith, dismissRefusal: () => (refusal.value = null) }
}
