import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { decide, EMPTY_STATE } from '@/domain'
import { openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { GameSession } from '@/session/game-session'
import { useRepositoryForTests } from '@/session/services'
import { useGameStore } from '@/stores/game'
import NewGameView from '@/views/NewGameView.vue'
import HomeView from '@/views/HomeView.vue'
import { wosSetup, wosStart } from '../support/war-of-supremacy'
import { visit } from '../support/router'

const dice = vi.hoisted(() => ({ queue: [] as number[] }))
vi.mock('@/session/dice', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/session/dice')>()),
  rollDie: () => dice.queue.shift() ?? 1,
}))
vi.mock('@/session/services', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/session/services')>()),
  newGameId: () => 'wos-under-test',
}))

let db: SupremacyDatabase
let repository: GameRepository
let wrapper: VueWrapper | undefined
let counter = 0

beforeEach(async () => {
  counter += 1
  db = openDatabase(`wos-setup-${counter}`)
  repository = new GameRepository(db)
  useRepositoryForTests(repository)
  setActivePinia(createPinia())
  await visit('#/new')
  dice.queue = []
})

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  useRepositoryForTests(undefined)
  db.close()
})

const reason = (w: VueWrapper) => w.get('[data-testid="start-reason"]').text()
const startButton = (w: VueWrapper) => w.get<HTMLButtonElement>('[data-testid="start-game"]')
const variant = (w: VueWrapper, v: string) => w.get<HTMLInputElement>(`[data-testid="wos-variant-${v}"]`)

/** The New game screen with War of Supremacy chosen and these players seated. */
async function wosScreen(names: string[]): Promise<VueWrapper> {
  wrapper = mount(NewGameView, { attachTo: document.body })
  const w = wrapper
  await w.get('[data-testid="game-war-of-supremacy"]').setValue(true)
  for (let i = 2; i < names.length; i += 1) await w.get('[data-testid="wos-add-player"]').trigger('click')
  for (const [i, name] of names.entries()) await w.get(`[data-testid="wos-player-${i + 1}"]`).setValue(name)
  return w
}

/** Taps the die face for the i-th roller of a round. */
async function die(w: VueWrapper, round: number, i: number, face: number): Promise<void> {
  const chips = w.get(`[data-testid="wos-round-${round}"]`).findAll('.die')[i]!
  await chips.findAll('button').find((b) => b.text().replace(/^✓\s*/, '') === String(face))!.trigger('click')
}

describe('the War of Supremacy setup on the New game screen', () => {
  it('asks which game first; War of Supremacy hides every Supremacy choice and back again', async () => {
    wrapper = mount(NewGameView, { attachTo: document.body })
    const w = wrapper
    expect(w.find('[data-testid="power-usa"]').exists()).toBe(true)
    await w.get('[data-testid="game-war-of-supremacy"]').setValue(true)
    expect(w.find('[data-testid="wos-setup"]').exists()).toBe(true)
    for (const gone of ['power-usa', 'economy-cash-flow', 'open-random', 'variant-air-units']) expect(w.find(`[data-testid="${gone}"]`).exists()).toBe(false)
    await w.get('[data-testid="game-supremacy"]').setValue(true)
    expect(w.find('[data-testid="wos-setup"]').exists()).toBe(false)
    expect(w.find('[data-testid="power-usa"]').exists()).toBe(true)
  })

  it('lists the problems in plain words and keeps Start disabled until the form is complete', async () => {
    const w = await wosScreen([])
    expect(startButton(w).element.disabled).toBe(true)
    expect(reason(w)).toBe('Type the name of the player in seat 1. (and 3 more)')
    await w.get('[data-testid="wos-player-1"]').setValue('Ana')
    await w.get('[data-testid="wos-player-2"]').setValue('ana')
    expect(reason(w)).toBe('Seats 1 and 2 are both called ana: give each player a different name. (and 2 more)')
    await w.get('[data-testid="wos-player-2"]').setValue('Ben')
    expect(reason(w)).toBe('Roll a die for every player to see who goes first. (and 1 more)')
    await die(w, 1, 0, 5)
    await die(w, 1, 1, 2)
    expect(reason(w)).toBe('Choose the first combat form card turned: Wild, Magic, Blade or a combination.')
    await w.get('[data-testid="wos-field-1-magic"]').trigger('click')
    expect(startButton(w).element.disabled).toBe(false)
    expect(reason(w)).toBe('Ready: War of Supremacy, 2 players, Ana first, 3 Territories to win.')
  })

  it('offers Multiple Territories with 4-5 players and the Team Game with exactly 4, saying who partners whom; the Territories to win live', async () => {
    const w = await wosScreen(['Ana', 'Ben', 'Cy'])
    expect(w.get('[data-testid="wos-to-win"]').text()).toContain('3 Territories to win with 3 players')
    expect(variant(w, 'multipleTerritories').element.disabled).toBe(true)
    expect(variant(w, 'teamGame').element.disabled).toBe(true)
    expect(w.text()).toContain('For exactly 4 players.')
    await w.get('[data-testid="wos-add-player"]').trigger('click')
    await w.get('[data-testid="wos-player-4"]').setValue('Dee')
    expect(w.get('[data-testid="wos-to-win"]').text()).toContain('2 Territories to win with 4 players')
    expect(w.get('[data-testid="wos-teams"]').text()).toBe('Partners: Ana (seat 1) and Cy (seat 3) against Ben (seat 2) and Dee (seat 4).')
    await variant(w, 'teamGame').setValue(true)
    expect(w.get('[data-testid="wos-to-win"]').text()).toContain('3 Territories to win with 4 players (per team)')
    await variant(w, 'multipleTerritories').setValue(true)
    expect(w.get('[data-testid="wos-to-win"]').text()).toContain('4 Territories')
    expect(w.find('[data-testid="wos-field-2"]').exists()).toBe(true)
    // A fifth seat: no Team Game (and its Territory off the count); Multiple Territories stays.
    await w.get('[data-testid="wos-add-player"]').trigger('click')
    expect(variant(w, 'teamGame').element.disabled).toBe(true)
    expect(variant(w, 'teamGame').element.checked).toBe(false)
    expect(w.get('[data-testid="wos-to-win"]').text()).toContain('3 Territories to win with 5 players')
    expect(w.get<HTMLButtonElement>('[data-testid="wos-add-player"]').element.disabled).toBe(true)
  })

  it('removes a seat, keeping the others in their order with their dice, down to two', async () => {
    const w = await wosScreen(['Ana', 'Ben', 'Cy'])
    for (const [i, face] of [2, 5, 3].entries()) await die(w, 1, i, face)
    expect(w.get('[data-testid="wos-first-line"]').text()).toBe('✓ Ben goes first.')
    await w.get('button[aria-label="Remove seat 2 (Ben)"]').trigger('click')
    expect([1, 2].map((n) => w.get<HTMLInputElement>(`[data-testid="wos-player-${n}"]`).element.value)).toEqual(['Ana', 'Cy'])
    expect(w.get('[data-testid="wos-first-line"]').text()).toBe('✓ Cy goes first.')
    expect(w.get<HTMLButtonElement>('button[aria-label="Remove seat 1 (Ana)"]').element.disabled).toBe(true)
  })

  it('has the players tied on the highest roll roll again, by the app’s dice or typed, and shows who goes first', async () => {
    const w = await wosScreen(['Ana', 'Ben', 'Cy'])
    dice.queue = [6, 2, 6, 4, 4]
    await w.get('[data-testid="wos-roll-first"]').trigger('click')
    expect(w.get('[data-testid="wos-first-line"]').text()).toBe('Ana and Cy tied on 6: they roll again.')
    expect(w.get('[data-testid="wos-roll-first"]').text()).toContain('Roll again for the tied')
    await w.get('[data-testid="wos-roll-first"]').trigger('click')
    expect(w.get('[data-testid="wos-first-line"]').text()).toBe('Ana and Cy tied on 4: they roll again.')
    // The third round typed: Cy rolls higher.
    await die(w, 3, 0, 2)
    await die(w, 3, 1, 5)
    expect(w.get('[data-testid="wos-first-line"]').text()).toBe('✓ Cy goes first.')
    // Changing a die of the first round drops the rerolls that hung on it.
    await die(w, 1, 1, 3)
    expect(w.find('[data-testid="wos-round-2"]').exists()).toBe(true)
    await die(w, 1, 0, 5)
    expect(w.find('[data-testid="wos-round-2"]').exists()).toBe(false)
    expect(w.get('[data-testid="wos-first-line"]').text()).toBe('✓ Cy goes first.')
  })

  it('builds the command the rules accept and starts the game, with Multiple Territories’ second Territory', async () => {
    const w = await wosScreen(['Ana', 'Ben', 'Cy', 'Dee'])
    const store = useGameStore()
    const startSpy = vi.spyOn(store, 'start')
    await variant(w, 'multipleTerritories').setValue(true)
    await variant(w, 'legendaryStart').setValue(true)
    expect(w.text()).toContain('Give each player one Legendary creature at random')
    for (const [i, face] of [3, 6, 1, 2].entries()) await die(w, 1, i, face)
    await w.get('[data-testid="wos-field-1-wild"]').trigger('click')
    await w.get('[data-testid="wos-field-1-blade"]').trigger('click')
    await w.get('[data-testid="wos-field-1-name"]').setValue('Northreach')
    expect(reason(w)).toBe('Multiple Territories: choose the second Territory’s combat form.')
    await w.get('[data-testid="wos-field-2-magic"]').trigger('click')
    await w.get('[data-testid="game-title"]').setValue('Card night')
    expect(reason(w)).toBe('Ready: War of Supremacy, 4 players, Ben first, 3 Territories to win.')
    await startButton(w).trigger('click')
    await vi.waitFor(() => expect(location.hash).toBe('#/game/wos-under-test'))
    const command = startSpy.mock.calls[0]![0]
    expect(command.warOfSupremacy).toEqual({
      players: ['Ana', 'Ben', 'Cy', 'Dee'],
      variants: { multipleTerritories: true, legendaryStart: true },
      firstRolls: [[3, 6, 1, 2]],
      forms: ['wild', 'blade'],
      territory: 'Northreach',
      second: { forms: ['magic'], territory: '' },
      readings: { summonFromHandIsPlayed: true, cancelledMinusKills: true },
    })
    expect(decide(EMPTY_STATE, command).ok).toBe(true)
    expect(store.state.warOfSupremacy?.turn.player).toBe('p2')
    const saved = await repository.list()
    expect(saved.map((g) => [g.title, g.ruleset?.economy, g.powers, g.players])).toEqual([['Card night', 'war-of-supremacy', [], ['Ana', 'Ben', 'Cy', 'Dee']]])
  })

  it('shows the rules’ own refusal when they refuse the start', async () => {
    const w = await wosScreen(['Ana', 'Ben'])
    await die(w, 1, 0, 4)
    await die(w, 1, 1, 1)
    await w.get('[data-testid="wos-field-1-wild"]').trigger('click')
    // A name longer than the rules keep (the field's own limit is bypassed by a paste of code).
    await w.get('[data-testid="wos-player-2"]').setValue('B'.repeat(31))
    await flushPromises()
    expect(reason(w)).toBe('The name of the player in seat 2 is 31 characters long: keep it to at most 30 characters.')
    expect(startButton(w).element.disabled).toBe(true)
  })
})

describe('a War of Supremacy game on the Home screen', () => {
  it('says War of Supremacy and lists the players by seat, no superpower badges', async () => {
    const started = await GameSession.start({ repository }, { ...wosStart(wosSetup(3)), title: 'Cards' })
    expect(started.ok).toBe(true)
    await visit('#/')
    wrapper = mount(HomeView, { attachTo: document.body })
    await vi.waitFor(() => expect(wrapper!.findAll('[data-testid="saved-game"]')).toHaveLength(1))
    const card = wrapper.get('[data-testid="saved-game"]')
    expect(card.get('[data-testid="saved-game-kind"]').text()).toBe('War of Supremacy')
    expect(card.text()).not.toContain('Standard Open')
    expect(card.findAll('ol[aria-label="Players by seat"] li').map((li) => li.text())).toEqual(['Seat 1Ana', 'Seat 2Ben', 'Seat 3Cy'])
    expect(card.find('.badge').exists()).toBe(false)
  })
  it('the cards and the readings: the Introductory Set Up listed and its single first form, the decks counted, a reading switched', async () => {
    const w = await wosScreen(['Ana', 'Ben', 'Cy'])
    const store = useGameStore()
    const startSpy = vi.spyOn(store, 'start')
    for (const [i, face] of [6, 2, 1].entries()) await die(w, 1, i, face)
    await w.get('[data-testid="wos-introductory"]').setValue(true)
    expect(w.get('[data-testid="wos-introductory-lines"]').text()).toContain('Ancients, Arcane, Guard, Sylvan')
    expect(w.text()).toContain('Add the Mercenary spells Boomerang, Counterspell, Switch.')
    await w.get('[data-testid="wos-field-1-wild"]').trigger('click')
    await w.get('[data-testid="wos-field-1-magic"]').trigger('click')
    expect(reason(w)).toBe('Introductory Set Up: the first combat form is Wild, Magic or Blade alone, not a combination.')
    await w.get('[data-testid="wos-field-1-magic"]').trigger('click')
    await w.get('[data-testid="wos-deck-creature"]').setValue('14')
    expect(reason(w)).toBe('Count both decks, or leave both empty.')
    await w.get('[data-testid="wos-deck-spell"]').setValue('30')
    expect(reason(w)).toBe('The creature deck needs at least 15 cards to deal 5 to each of the 3 players.')
    await w.get('[data-testid="wos-deck-creature"]').setValue('60')
    await w.get('[data-testid="wos-reading-cancelledMinusKills"]').setValue(false)
    expect(w.text()).toContain('Only a minus still on the creature kills at 0')
    await startButton(w).trigger('click')
    await vi.waitFor(() => expect(startSpy).toHaveBeenCalled())
    expect(startSpy.mock.calls[0]![0].warOfSupremacy).toMatchObject({
      forms: ['wild'],
      introductory: true,
      decks: { creature: 60, spell: 30 },
      readings: { summonFromHandIsPlayed: true, cancelledMinusKills: false },
    })
    await vi.waitFor(() => expect(store.state.warOfSupremacy?.decks).toEqual({ creature: 45, spell: 21 }))
  })
})
