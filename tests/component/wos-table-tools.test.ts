import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import type { WosSetup } from '@/domain/modules/war-of-supremacy'
import GameView from '@/views/GameView.vue'
import WosTableTools from '@/components/war-of-supremacy/WosTableTools.vue'
import { useGameStore } from '@/stores/game'
import { wosSetup, wosStart } from '../support/war-of-supremacy'
import { useFreshGameStore, type GameStore } from './support'

useFreshGameStore()

/** Issue 26: the die in play, the decks counted, spells by name, a summon from the hand. */
async function startWos(setup: WosSetup = wosSetup()): Promise<GameStore> {
  const game = useGameStore()
  const started = await game.start(wosStart(setup))
  if (!started.ok) throw new Error('the War of Supremacy game did not start')
  return game
}

async function open(): Promise<VueWrapper> {
  const w = mount(GameView, { props: { gameId: 'wos-test', tab: 'board' }, attachTo: document.body })
  await vi.waitFor(() => expect(w.find('[role="tablist"]').exists()).toBe(true))
  return w
}

async function sent(game: GameStore, command: unknown): Promise<void> {
  await vi.waitFor(() => expect(game.entries.at(-1)?.command).toEqual(command))
  await flushPromises()
}

const primary = (w: VueWrapper) => w.get('[data-testid="play-banner"]').get('[data-primary="true"]')

describe('War of Supremacy at the table (issue 26)', () => {
  it('rolls the table’s die for a card that asks for one, saving nothing', async () => {
    const game = await startWos()
    const faces = [5, 5, 2]
    const w = mount(WosTableTools, { props: { roll: () => faces.shift()! } })
    expect(w.get('[data-testid="wos-die-face"]').text()).toBe('–')
    await w.get('[data-testid="wos-roll-die"]').trigger('click')
    expect(w.get('[data-testid="wos-die-face"]').text()).toBe('5')
    expect(w.get('[data-testid="wos-die-face"]').attributes('aria-label')).toBe('The die shows 5.')
    await w.get('[data-testid="wos-roll-die"]').trigger('click')
    await w.get('[data-testid="wos-roll-die"]').trigger('click')
    expect(w.get('[data-testid="wos-die-face"]').text()).toBe('2')
    expect(game.entries).toHaveLength(1)
    expect(w.find('[data-testid="wos-deck-left-creature"]').exists()).toBe(false)
  })

  it('keeps the decks: the pick-up asks which decks, a deck recounted, and Deck Runs Out prompted at 0', async () => {
    const game = await startWos(wosSetup(3, { decks: { creature: 17, spell: 14 } }))
    const w = await open()
    expect(w.get('[data-testid="wos-deck-left-creature"]').text()).toMatch(/Creature deck\s*2\s*left/)
    expect(w.get('[data-testid="wos-deck-left-spell"]').text()).toMatch(/Spell deck\s*5\s*left/)
    await game.dispatch({ kind: 'resolveCombat', player: 'p1', field: 'f1' })
    await flushPromises()
    expect(primary(w).text()).toBe('Ana picks up 3')
    await primary(w).trigger('click')
    // Three cards, the creature deck holds 2: at least one from the spell deck.
    await vi.waitFor(() => expect(w.find('[data-testid="pick-up-form"]').exists()).toBe(true))
    expect(w.get('[data-testid="pick-up-split"]').text()).toBe('2 from the creature deck (2 left), 1 from the spell deck (5 left).')
    await w.get('[data-testid="pick-up-form"]').trigger('submit')
    await sent(game, { kind: 'pickUpCards', player: 'p1', spells: 1 })
    expect(w.get('[data-testid="wos-deck-left-creature"]').text()).toMatch(/0\s*ran out/)
    expect(primary(w).text()).toBe('The creature deck ran out: end the game')
    await w.get('[data-testid="wos-recount-spell"]').trigger('click')
    await w.get('[data-testid="wos-recount-input-spell"]').setValue('3')
    await w.get('[data-testid="wos-recount-save-spell"]').trigger('click')
    await sent(game, { kind: 'countDeck', deck: 'spell', cards: 3 })
    expect(w.get('[data-testid="wos-deck-left-spell"]').text()).toMatch(/3\s*left/)
  })

  it('casts a spell by name (a name cast before is one tap), and summons a creature from the hand', async () => {
    const game = await startWos()
    const w = await open()
    await w.get('[data-testid="spell-p3"]').trigger('click')
    await w.get('[data-testid="spell-name"]').setValue('Fire Blast')
    expect(w.get('[data-testid="send-spell"]').text()).toBe('Cast Fire Blast')
    await w.get('[data-testid="spell-form"]').trigger('submit')
    await sent(game, { kind: 'playSpell', player: 'p3', name: 'Fire Blast' })
    await w.get('[data-testid="spell-p2"]').trigger('click')
    await w.get('[data-testid="spell-form"]').findAll('button').find((b) => b.text() === 'Fire Blast')!.trigger('click')
    await w.get('[data-testid="spell-form"]').trigger('submit')
    await sent(game, { kind: 'playSpell', player: 'p2', name: 'Fire Blast' })
    expect(w.get('[data-testid="hand-p2"]').text()).toBe('7 in hand')
    // A creature summoned from Ana's own hand: one card fewer, and the game's reading said.
    await w.get('[data-testid="attack-f1"]').trigger('click')
    await w.get('[data-testid="creature-name"]').setValue('Sprite')
    await w.get('[data-testid="creature-form"]').findAll('button').find((b) => b.text() === 'Summoned from the hand')!.trigger('click')
    expect(w.get('[data-testid="summon-hand-note"]').text()).toBe('Summoned from the hand: one card fewer there, and it counts as a card played for the draw (this game’s reading).')
    await w.get('[data-testid="creature-form"]').trigger('submit')
    await sent(game, { kind: 'playCreature', player: 'p1', field: 'f1', name: 'Sprite', scores: { wild: 0, magic: 0, blade: 0 }, fromHand: false, summonFromHand: true })
    expect(w.get('[data-testid="hand-p1"]').text()).toBe('7 in hand')
  })
})
