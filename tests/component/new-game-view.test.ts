import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { decide, EMPTY_STATE, type PowerId } from '@/domain'
import { openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { GameSession } from '@/session/game-session'
import { standardStart } from '../support/games'
import { useRepositoryForTests } from '@/session/services'
import { useGameStore } from '@/stores/game'
import NewGameView from '@/views/NewGameView.vue'
import { visit } from '../support/router'

vi.mock('@/session/services', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/session/services')>()),
  newGameId: () => 'game-under-test',
}))

let db: SupremacyDatabase
let repository: GameRepository
let wrapper: VueWrapper | undefined
let counter = 0

beforeEach(async () => {
  counter += 1
  db = openDatabase(`new-game-view-${counter}`)
  repository = new GameRepository(db)
  useRepositoryForTests(repository)
  setActivePinia(createPinia())
  await visit('#/new')
})

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  useRepositoryForTests(undefined)
  db.close()
})

function mountView() {
  wrapper = mount(NewGameView, { attachTo: document.body })
  return wrapper
}

const startButton = (w: VueWrapper) => w.get('[data-testid="start-game"]')
const reason = (w: VueWrapper) => w.get('[data-testid="start-reason"]').text()

async function choose(w: VueWrapper, players: Partial<Record<PowerId, string>>): Promise<void> {
  for (const [id, name] of Object.entries(players)) {
    await w.get(`[data-testid="power-${id}"]`).trigger('click')
    await w.get(`[data-testid="player-${id}"]`).setValue(name)
  }
}

function buttonByText(w: Pick<VueWrapper, 'findAll'>, text: string) {
  const found = w.findAll('button').filter((b) => b.text() === text)
  if (found.length === 0) throw new Error(`no button "${text}"`)
  return found
}

describe('NewGameView', () => {
  it('says why Start is disabled until two powers have players', async () => {
    const w = mountView()
    expect(startButton(w).attributes('disabled')).toBeDefined()
    expect(reason(w)).toBe('Tap the superpowers that play (2 to 6).')

    await w.get('[data-testid="power-usa"]').trigger('click')
    expect(w.get('[data-testid="power-usa"]').attributes('aria-pressed')).toBe('true')
    expect(w.get('[data-testid="power-usa"]').text()).toContain('Playing')
    expect(reason(w)).toContain('Choose at least 2 superpowers; 1 chosen.')

    await w.get('[data-testid="power-ussr"]').trigger('click')
    expect(reason(w)).toBe('Type the name of the player commanding USA. (and 1 more)')
    expect(startButton(w).attributes('disabled')).toBeDefined()
  })

  it('choosing three powers and names enables Start, which starts a valid Standard Open game', async () => {
    const w = mountView()
    const store = useGameStore()
    const startSpy = vi.spyOn(store, 'start')

    await choose(w, { usa: 'Ann', ussr: 'Boris', china: 'Chen' })
    await w.get('[data-testid="game-title"]').setValue('Friday night')
    expect(startButton(w).attributes('disabled')).toBeUndefined()
    expect(reason(w)).toBe('Ready: 3 superpowers, Standard Open.')

    await startButton(w).trigger('click')
    // Guided is the default: the game opens on its Stage tab.
    await vi.waitFor(() => expect(location.hash).toBe('#/game/game-under-test')) // the game view lands on its first tab

    expect(startSpy).toHaveBeenCalledTimes(1)
    const command = startSpy.mock.calls[0]![0]
    expect(command).toMatchObject({
      kind: 'startGame',
      gameId: 'game-under-test',
      title: 'Friday night',
      openMode: 'standard',
      guided: true,
      settings: { interestPerBillion: 50 },
      powers: [
        { id: 'usa', player: 'Ann' },
        { id: 'ussr', player: 'Boris' },
        { id: 'china', player: 'Chen' },
      ],
    })
    expect(decide(EMPTY_STATE, command).ok).toBe(true)
    expect(store.isOpen).toBe(true)
    expect(store.state.accounts.usa).toBe(7000)
    const saved = await repository.list()
    expect(saved.map((g) => [g.id, g.title, g.players])).toEqual([['game-under-test', 'Friday night', ['Ann', 'Boris', 'Chen']]])
  })

  it('names an untitled game by date and time, numbered when a saved game already has that name', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 23, 14, 5))
    try {
      const earlier = await GameSession.start({ repository }, { ...standardStart(['usa', 'ussr'], 'earlier'), title: 'Game of Nov 23, 14:05' })
      expect(earlier.ok).toBe(true)
      const w = mountView()
      await choose(w, { usa: 'Ann', ussr: 'Boris' })
      await startButton(w).trigger('click')
      await vi.waitFor(() => expect(location.hash).toMatch(/^#\/game\//))
      expect((await repository.list()).map((g) => g.title).sort()).toEqual(['Game of Nov 23, 14:05', 'Game of Nov 23, 14:05 (2)'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('passes the $100M interest choice into the settings', async () => {
    const w = mountView()
    const store = useGameStore()
    const startSpy = vi.spyOn(store, 'start')
    await choose(w, { europe: 'Eva', africa: 'Ade' })
    buttonByText(w, '$100M')[0]!.element.click()
    await flushPromises()
    await startButton(w).trigger('click')
    await vi.waitFor(() => expect(startSpy).toHaveBeenCalledTimes(1))
    expect((startSpy.mock.calls[0]![0]).settings.interestPerBillion).toBe(100)
    // The start ends by opening the game: wait for it, so it does not land in the next test.
    await vi.waitFor(() => expect(location.hash).toMatch(/^#\/game\//))
  })

  it('shows a refusal and stays on the screen when the rules refuse the setup', async () => {
    const w = mountView()
    await choose(w, { usa: 'Ann', ussr: 'Boris' })
    await buttonByText(w, 'Custom')[0]!.trigger('click')
    await w.get('input[aria-label="Custom interest in $M"]').setValue('5000')
    await startButton(w).trigger('click')
    await vi.waitFor(() => expect(w.find('[data-testid="refusal"]').exists()).toBe(true))
    expect(w.get('[data-testid="refusal"]').text()).toContain('Loan interest must be $0M to $1,000M per $1,000M borrowed, in whole millions, not 5000')
    expect(location.hash).toBe('#/new')
    expect(await repository.list()).toEqual([])
  })

  it('starts a Random Open game from dice, kept cards, a dealt card and the bonus split', async () => {
    const w = mountView()
    const store = useGameStore()
    const startSpy = vi.spyOn(store, 'start')
    await choose(w, { usa: 'Ann', china: 'Chen' })
    await w.get('[data-testid="open-random"]').setValue(true)
    expect(reason(w)).toContain('Roll or type both dice for grain, oil, minerals.')

    await w.get('[data-testid="roll-all"]').trigger('click')
    await w.get('select[aria-label="Grain, die 1"]').setValue('4')
    await w.get('select[aria-label="Grain, die 2"]').setValue('2')
    expect(w.get('[data-testid="dice-grain"]').text()).toContain('spot 6 → $100M')

    for (const id of ['usa', 'china']) {
      const card = w.get(`[data-testid="random-${id}"]`)
      const boxes = card.findAll('input[type="checkbox"]')
      for (const box of boxes.slice(0, 3)) await box.setValue(true)
      for (let i = 0; i < 9; i += 1) await card.get('button[aria-label="more Oil"]').trigger('click')
      expect(card.text()).toContain('9 of 9 placed')
    }
    const usa = w.get('[data-testid="random-usa"]')
    await buttonByText(usa, '+ Add a dealt card')[0]!.trigger('click')
    await usa.get('input[aria-label="Card 1 territory"]').setValue('India')
    expect(usa.text()).toContain('Independent card')

    expect(reason(w)).toBe('Ready: 2 superpowers, Random Open.')
    await w.get('[data-testid="play-bookkeeping"]').setValue(true)
    await startButton(w).trigger('click')
    await vi.waitFor(() => expect(location.hash).toBe('#/game/game-under-test')) // the game view lands on its first tab

    const command = startSpy.mock.calls[0]![0]
    expect(command.openMode).toBe('random')
    expect(command.guided).toBe(false)
    expect(store.state.play).toBeUndefined()
    expect(command.marketDice?.grain).toEqual([4, 2])
    expect(command.powers[0]).toMatchObject({ id: 'usa', bonusResources: { grain: 0, oil: 9, minerals: 0 }, armies: 14, navies: 0 })
    expect(command.powers[0]!.companies).toHaveLength(4)
    expect(store.state.market!.grain).toBe(6)
    expect(store.state.powers.usa?.supplies.oil).toBe(12)
  })
})
