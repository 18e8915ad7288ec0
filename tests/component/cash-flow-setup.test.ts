import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { decide, EMPTY_STATE, type PowerId } from '@/domain'
import { openDatabase, type SupremacyDatabase } from '@/persistence/database'
import { GameRepository } from '@/persistence/game-repository'
import { useRepositoryForTests } from '@/session/services'
import { useGameStore } from '@/stores/game'
import NewGameView from '@/views/NewGameView.vue'
import { cardsLeft, cashFlowSetupOf, deckAtStart, defaultArmies, emptyCashFlowForm, seatFromDie, splitThirds, thirdsAfterRow, thirdsOf } from '@/presentation/cash-flow-setup-ui'
import { nextCardOdds } from '@/domain/modules/cash-flow'
import { deckLines } from '@/presentation/cash-flow-scoring-ui'
import { drawOwnCards } from '@/presentation/cash-flow-setup-steps'
import { visit } from '../support/router'

vi.mock('@/session/services', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/session/services')>()),
  newGameId: () => 'cf-under-test',
}))

let db: SupremacyDatabase
let wrapper: VueWrapper | undefined
let counter = 0

beforeEach(async () => {
  counter += 1
  db = openDatabase(`cash-flow-setup-${counter}`)
  useRepositoryForTests(new GameRepository(db))
  setActivePinia(createPinia())
  await visit('#/new')
})

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  useRepositoryForTests(undefined)
  db.close()
})

const reason = (w: VueWrapper) => w.get('[data-testid="start-reason"]').text()
const startButton = (w: VueWrapper) => w.get<HTMLButtonElement>('[data-testid="start-game"]')

async function choose(w: VueWrapper, players: Partial<Record<PowerId, string>>): Promise<void> {
  for (const [id, name] of Object.entries(players)) {
    await w.get(`[data-testid="power-${id}"]`).trigger('click')
    await w.get(`[data-testid="player-${id}"]`).setValue(name)
  }
}

/** The power's step, or the deck's. */
async function step(w: VueWrapper, key: PowerId | 'deck'): Promise<void> {
  await w.get(`[data-testid="cf-step-${key}"]`).trigger('click')
}

/** On the power's step: picks the first four own cards and types the two neutral cards' territories. */
async function deal(w: VueWrapper, id: PowerId, territories: [string, string]): Promise<void> {
  await step(w, id)
  const card = w.get(`[data-testid="cash-flow-${id}"]`)
  const chips = card.findAll('.own .chips button')
  for (const chip of chips.slice(0, 4)) await chip.trigger('click')
  await card.get('input[aria-label="Neutral card 1 territory"]').setValue(territories[0])
  await card.get('input[aria-label="Neutral card 2 territory"]').setValue(territories[1])
}

describe('the Cash Flow setup on the new-game screen', () => {
  it('replaces Standard / Random Open and the basic settings, says what is missing, shows the rules’ refusal by Start, then starts a Cash Flow game', async () => {
    wrapper = mount(NewGameView, { attachTo: document.body })
    const w = wrapper
    const store = useGameStore()
    const startSpy = vi.spyOn(store, 'start')
    await choose(w, { usa: 'Ann', ussr: 'Boris' })
    expect(w.find('[data-testid="open-random"]').exists()).toBe(true)

    await w.get('[data-testid="economy-cash-flow"]').setValue(true)
    expect(w.text()).toContain('No bank loans')
    expect(w.find('[data-testid="open-random"]').exists()).toBe(false)
    expect(w.find('[data-testid="play-bookkeeping"]').exists()).toBe(false)
    expect(w.find('[data-testid="variant-warlords"]').exists()).toBe(false)
    expect(w.find('[data-testid="cash-flow-setup"]').exists()).toBe(true)
    expect(reason(w)).toBe('USA: pick the 4 cards drawn from its own stack (0 picked). (and 5 more)')
    expect(startButton(w).element.disabled).toBe(true)

    // Two neutral cards in one territory: complete on the form, refused by the rules in their words.
    await deal(w, 'ussr', ['India', 'Iran'])
    await deal(w, 'usa', ['India', 'Egypt'])
    // The 15 units: the default 5/5/5; moving one from oil to grain keeps 15, and + stops at 15.
    const usa = w.get('[data-testid="cash-flow-usa"]')
    expect(usa.get<HTMLButtonElement>('button[aria-label="more Grain"]').element.disabled).toBe(true)
    await usa.get('button[aria-label="fewer Oil"]').trigger('click')
    await usa.get('button[aria-label="more Grain"]').trigger('click')
    expect(usa.text()).toContain('15 of 15')
    // Armies by default: 4 homes + 2 carded neutral territories + 15.
    expect(usa.text()).toContain('then 15 more: 21.')
    expect(reason(w)).toContain('Roll for the entropy token, or say who holds it.')

    await step(w, 'deck')
    await w.get('[data-testid="roll-entropy"]').trigger('click')
    const face = w.get('[data-testid="cash-flow-setup"]').get('.deck')
    await face.get('input[aria-label="Face-up card 1 territory"]').setValue('Greece')
    await face.get('select[aria-label="Face-up card 2 resource"]').setValue('oil')
    await face.get('input[aria-label="Face-up card 2 territory"]').setValue('Pakistan')
    await face.get('input[aria-label="Face-up card 3 territory"]').setValue('Poland')
    // 60 cards less six for each of two players, in three piles of 16; the row's 3 come off the first.
    expect(face.findAll('input[type="number"], input[inputmode="numeric"]').map((i) => (i.element as HTMLInputElement).value)).toEqual(['48', '13', '16', '16'])
    expect(face.get('[data-testid="cf-deck-counts"]').text()).toBe('Deck at the first turn: 48 cards (companies in thirds of 13, 16, 16, and the tech cards)')

    expect(reason(w)).toBe('USA and USSR both have a card in India; the second card is set aside and replaced.')
    expect(startButton(w).element.disabled).toBe(true)

    await step(w, 'ussr')
    await w.get('[data-testid="cash-flow-ussr"]').get('input[aria-label="Neutral card 1 territory"]').setValue('Burma')
    expect(reason(w)).toBe('Ready: 2 superpowers, Cash Flow.')
    await step(w, 'deck')
    await w.get('[data-testid="cf-ties-none"]').setValue(true)
    await startButton(w).trigger('click')
    await vi.waitFor(() => expect(location.hash).toBe('#/game/cf-under-test'))

    const command = startSpy.mock.calls[0]![0]
    expect(command.ruleset).toEqual({ economy: 'cash-flow', sequence: 'guided', modules: [] })
    expect(command.settings).toMatchObject({ cashFlowLeaderTies: 'none', cashFlowEntropyIgnored: 'first-turn' })
    // The deck as it stands once the row is dealt off the first pile (issue 26).
    expect(command.cashFlow?.thirds).toEqual([13, 16, 16])
    expect(command.cashFlow).not.toHaveProperty('techDealt')
    expect(command.cashFlow?.powers[0]).toMatchObject({ id: 'usa', resources: { grain: 6, oil: 4, minerals: 5 }, armies: 21, navies: 0 })
    expect(command.cashFlow?.powers[0]?.companies.map((c) => c.origin)).toEqual(['usa', 'usa', 'usa', 'usa', 'independent', 'independent'])
    expect(['usa', 'ussr']).toContain(command.cashFlow?.entropyHolder)
    expect(decide(EMPTY_STATE, command).ok).toBe(true)
    expect(store.state.cashFlow?.turn).toMatchObject({ power: 'usa', number: 1 })
    expect(store.state.accounts.usa).toBe(3000)
  })
})

describe('the Cash Flow setup, guided one power at a time', () => {
  it('steps through each power then the deck; Deal for me draws four own cards; Next missing opens the step of the first missing item and focuses it; the last step rolls the token', async () => {
    wrapper = mount(NewGameView, { attachTo: document.body })
    const w = wrapper
    await choose(w, { usa: 'Ann', ussr: 'Boris', europe: 'Eve' })
    await w.get('[data-testid="economy-cash-flow"]').setValue(true)
    const where = () => w.get('[data-testid="cf-step-where"]').text()
    expect(w.findAll('nav.steps button').map((b) => b.text())).toEqual(['1 USA', '2 USSR', '3 Europe', '4 Deck and token'])
    expect(where()).toBe('Step 1 of 4: USA · 2 to do')
    // One power at a time.
    expect(w.find('[data-testid="cash-flow-ussr"]').exists()).toBe(false)

    await w.get('[data-testid="cf-deal-usa"]').trigger('click')
    const own = () => w.get('[data-testid="cash-flow-usa"]').findAll('.chips button[aria-checked="true"]')
    expect(own()).toHaveLength(4)
    expect(reason(w)).toBe('USA: type the territory of each neutral card. (and 6 more)')
    // Next missing: USA's first neutral card, focused.
    await w.get('[data-testid="next-missing"]').trigger('click')
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('cf-neutral-usa-0'))
    const usa = w.get('[data-testid="cash-flow-usa"]')
    await usa.get('input[aria-label="Neutral card 1 territory"]').setValue('India')
    await usa.get('input[aria-label="Neutral card 2 territory"]').setValue('Egypt')
    expect(where()).toBe('Step 1 of 4: USA · done')
    await w.get('[data-testid="cf-step-next"]').trigger('click')
    expect(where()).toBe('Step 2 of 4: USSR · 2 to do')
    // Europe's step is ahead, but Next missing goes back to what USSR lacks first.
    await w.get('[data-testid="cf-step-europe"]').trigger('click')
    await w.get('[data-testid="next-missing"]').trigger('click')
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('cf-deal-ussr'))
    expect(where()).toBe('Step 2 of 4: USSR · 2 to do')
    await w.get('[data-testid="cf-deal-ussr"]').trigger('click')
    await w.get('[data-testid="cash-flow-ussr"]').get('input[aria-label="Neutral card 1 territory"]').setValue('Iran')
    await w.get('[data-testid="cash-flow-ussr"]').get('input[aria-label="Neutral card 2 territory"]').setValue('Burma')
    await w.get('[data-testid="cf-step-next"]').trigger('click')
    await w.get('[data-testid="cf-deal-europe"]').trigger('click')
    await w.get('[data-testid="cash-flow-europe"]').get('input[aria-label="Neutral card 1 territory"]').setValue('Greece')
    await w.get('[data-testid="cash-flow-europe"]').get('input[aria-label="Neutral card 2 territory"]').setValue('Turkey')
    expect(reason(w)).toBe('Roll for the entropy token, or say who holds it. (and 1 more)')
    // The last step: the app has rolled for the token; the face-up row is what is left.
    await w.get('[data-testid="cf-step-next"]').trigger('click')
    expect(w.findAll('[role="radiogroup"][aria-label="Who holds the entropy token"] [aria-checked="true"]')).toHaveLength(1)
    expect(reason(w)).toBe('Type the territory of each of the 3 face-up cards.')
    await w.get('[data-testid="next-missing"]').trigger('click')
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('cf-face-up-0'))
    const deck = w.get('[data-testid="cash-flow-setup"]').get('.deck')
    await deck.get('input[aria-label="Face-up card 1 territory"]').setValue('Poland')
    await deck.get('select[aria-label="Face-up card 2 resource"]').setValue('oil')
    await deck.get('input[aria-label="Face-up card 2 territory"]').setValue('Pakistan')
    await deck.get('input[aria-label="Face-up card 3 territory"]').setValue('Arabia')
    expect(w.findAll('nav.steps button').map((b) => b.text())).toEqual(['✓ USA', '✓ USSR', '✓ Europe', '✓ Deck and token'])
    expect(w.find('[data-testid="next-missing"]').exists()).toBe(false)
    expect(reason(w)).toBe('Ready: 3 superpowers, Cash Flow.')
  })
})

describe('the Cash Flow setup arithmetic', () => {
  it('deals four different cards of the six, a die per card, re-rolled on a card drawn already', () => {
    const faces = [3, 3, 6, 1, 3, 2]
    expect(drawOwnCards(6, () => faces.shift()!)).toEqual([2, 5, 0, 1])
    const seen = new Set<string>()
    for (let i = 0; i < 200; i += 1) {
      const drawn = drawOwnCards(6, () => 1 + Math.floor(Math.random() * 6))
      expect(new Set(drawn).size).toBe(4)
      seen.add([...drawn].sort().join())
    }
    // Every one of the 15 hands of four turns up.
    expect(seen.size).toBe(15)
  })

  it('splits the deck into thirds as equal as possible, the remainder on the first piles', () => {
    expect(splitThirds(42)).toEqual([14, 14, 14])
    expect(splitThirds(43)).toEqual([15, 14, 14])
    expect(splitThirds(44)).toEqual([15, 15, 14])
    expect(cardsLeft(emptyCashFlowForm(), 6)).toBe(24)
    expect(cardsLeft({ ...emptyCashFlowForm(), cardsLeft: 50 }, 6)).toBe(50)
  })

  it('"Three cards are drawn from the top of the deck and placed in a row": the thirds sent are the deck once the row is dealt off the first pile (issue 26: 3 players, 42 cards, not 45)', () => {
    const form = emptyCashFlowForm()
    // 60 company cards less 18 dealt: piles of 14, the row's 3 off the first: 11, 14, 14 and the 3 tech cards.
    expect(thirdsOf(form, 3)).toEqual([11, 14, 14])
    expect(deckAtStart(form, 3)).toBe(42)
    expect(thirdsAfterRow([2, 5, 5])).toEqual([0, 5, 5])
    // The nuke card dealt into the row is scored at once and leaves the deck.
    expect(deckAtStart({ ...form, nukeInRow: true }, 3)).toBe(41)
    expect(cashFlowSetupOf([], { ...form, nukeInRow: true }).techDealt).toEqual(['nukes'])
    // The deck's odds then say the nuke card must be the 12th card (11 companies above it), not "1 in 4".
    const cf = { deck: { thirds: thirdsOf(form, 3), drawn: 11 }, tech: [] }
    expect(nextCardOdds(cf)).toMatchObject({ position: 12, techChance: 1 })
    expect(deckLines(cf)[1]).toBe('The next card must be the nuke card (the last of its third).')
  })

  it('counts one army per home and carded neutral territory (a card in a home territory, or a second card in one, adds none), then 15', () => {
    const card = (territory: string) => ({ resource: 'grain' as const, units: 1, territory, name: '' })
    expect(defaultArmies('usa', [card('India'), card('Egypt')]).total).toBe(21)
    expect(defaultArmies('usa', [card('India'), card(' india ')]).total).toBe(20)
    expect(defaultArmies('usa', [card('Alaska'), card('')]).total).toBe(19)
  })

  it('reads a die as a seat only when it names one (a re-roll otherwise)', () => {
    expect(seatFromDie(3, 3)).toBe(2)
    expect(seatFromDie(4, 3)).toBeUndefined()
  })
})
