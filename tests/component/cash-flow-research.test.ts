import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import type { CashFlowSetup } from '@/domain/modules/cash-flow'
import { useGameStore } from '@/stores/game'
import ResearchAction from '@/components/cash-flow/actions/ResearchAction.vue'
import ScoresPanel from '@/components/cash-flow/ScoresPanel.vue'
import { ACTION_FORMS } from '@/components/cash-flow/action-forms'
import { cashFlowStart } from '../support/cash-flow'
import { button, send, useFreshGameStore } from './support'

useFreshGameStore()

/** A Cash Flow game through the store, USA's turn with R&D selected. */
async function atResearch(setup: Partial<CashFlowSetup> = {}) {
  const game = useGameStore()
  const started = await game.start(cashFlowStart(['usa', 'ussr', 'europe'], setup))
  if (!started.ok) throw new Error(started.refusal.message)
  await send(game, { kind: 'selectAction', power: 'usa', action: 'research' })
  return game
}

async function typeCompany(w: VueWrapper, testid: string, resource: string, territory: string): Promise<void> {
  const entry = w.get(`[data-testid="${testid}"]`)
  await button(entry, resource).trigger('click')
  await entry.get(`[data-testid="${testid}-territory"]`).setValue(territory)
}

const preview = (w: VueWrapper) => w.get('[data-testid="preview"]').text()

describe('Cash Flow R&D form', () => {
  it('is the R&D action form on the Turn screen', () => {
    expect(ACTION_FORMS.research).toBe(ResearchAction)
  })

  it('shows the labor price and the deck; draws a company from the deck and opens it', async () => {
    const game = await atResearch()
    const w = mount(ResearchAction)
    expect(w.get('[data-testid="research-labor"]').text()).toBe('Labor for the next card: $25M (box 1 of 36).')
    expect(w.get('[data-testid="research-deck-0"]').text()).toBe('The deck is in its first third (cards 1 to 15); the next card is card 1, 45 cards left.')
    expect(w.get('[data-testid="research-deck-1"]').text()).toBe('Chance the next card is the nuke card: 1 in 15 (7%).')
    expect(w.get<HTMLButtonElement>('[data-testid="research-confirm"]').element.disabled).toBe(true)
    await w.get('[data-testid="research-from-deck"]').trigger('click')
    await typeCompany(w, 'research-card', 'Oil', 'Peru')
    await w.get('[data-testid="research-decision-open"]').setValue(true)
    expect(preview(w)).toContain('Open: Peru oil (2 oil, Peru).')
    await vi.waitFor(() => expect(w.get<HTMLButtonElement>('[data-testid="research-confirm"]').element.disabled).toBe(false))
    await w.get('[data-testid="research-confirm"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa!.companies).toHaveLength(7))
    await flushPromises()
    expect(game.state.powers.usa!.companies.at(-1)).toMatchObject({ id: 'cf-1', territory: 'Peru', resource: 'oil', units: 2, isOpen: true })
    expect(game.state.accounts.usa).toBe(2975)
    // The form starts again for the next card, at the next box's price.
    expect(w.get('[data-testid="research-labor"]').text()).toBe('Labor for the next card: $50M (box 2 of 36).')
  })

  it('a tech card typed outside its third shows the rules\' refusal in plain words', async () => {
    await atResearch()
    const w = mount(ResearchAction)
    await w.get('[data-testid="research-from-deck"]').trigger('click')
    await button(w.get('[data-testid="research-card"]'), "It's the L-star card").trigger('click')
    expect(w.text()).toContain('The L-star card: a scoring round now; then L-stars may be built by everyone.')
    expect(preview(w)).toContain('The L-star card is in the middle third: cards 13 to 30 from the top. This is card 1')
    expect(w.get<HTMLButtonElement>('[data-testid="research-confirm"]').element.disabled).toBe(true)
  })

  it('takes a face-up card, discards it for its units, and types the refill', async () => {
    const game = await atResearch()
    const w = mount(ResearchAction)
    await w.get('[data-testid="research-face-up-1"]').trigger('click')
    await w.get('[data-testid="research-decision-discard"]').setValue(true)
    expect(w.text()).toContain('Discard for +2 oil')
    // The refill card not typed yet: nothing to send.
    expect(w.get<HTMLButtonElement>('[data-testid="research-confirm"]').element.disabled).toBe(true)
    await w.get('[data-testid="research-refill-remove"]').trigger('click')
    expect(preview(w)).toContain('Draw 1 more card from the top of the deck to fill the face-up row.')
    await w.get('[data-testid="research-refill-add"]').trigger('click')
    await typeCompany(w, 'research-refill-0', 'Grain', 'Kenya')
    await vi.waitFor(() => expect(w.get<HTMLButtonElement>('[data-testid="research-confirm"]').element.disabled).toBe(false))
    await w.get('[data-testid="research-confirm"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa!.supplies.oil).toBe(7))
    expect(game.state.cashFlow!.faceUp.map((c) => ('company' in c ? c.company.territory : c.tech))).toEqual(['Greece', 'Kenya', 'Poland'])
  })
})

describe('Cash Flow scores (Standings)', () => {
  it('before any round: totals at 0 and what a round would score now', async () => {
    await atResearch()
    const w = mount(ScoresPanel)
    expect(w.get('[data-testid="scores-totals"]').text()).toContain('0 points')
    const now = w.get('[data-testid="scores-now"]').text()
    expect(now).toContain('$3,000M → 3 points')
    expect(now).toContain('Most grain, oil (7, 8): +4')
  })

  it('each round with its arithmetic, and the winner at the end', async () => {
    const game = await atResearch({ thirds: [0, 0, 0] })
    for (const tech of ['nukes', 'lstars', 'supremacy'] as const) await send(game, { kind: 'drawResearchCard', power: 'usa', from: 'deck', card: { tech }, decision: 'closed' })
    const w = mount(ScoresPanel)
    const first = w.get('[data-testid="scores-round-0"]').text()
    expect(first).toContain('Round 1: the nuke card, turn 1')
    expect(first).toContain('$2,975M → 2 points')
    expect(first).toContain('Most grain, minerals (7, 3): +4')
    expect(first).toContain('No cloud')
    expect(w.get('[data-testid="scores-round-2"]').text()).toContain('Round 3: the Supremacy card (final), turn 1')
    expect(w.get('[data-testid="scores-winner"]').text()).toBe('USSR wins with 21 points.')
    expect(w.find('[data-testid="scores-now"]').exists()).toBe(false)
    expect(w.get('[data-testid="scores-totals"]').text()).toMatch(/USSR.*21 points.*Winner/)
    // Each cell names its column, for the phone's stacked cards (the column heads are hidden there).
    expect(w.findAll('[data-testid="scores-round-0"] td').map((td) => td.attributes('data-label'))).toEqual(
      expect.arrayContaining(['Treasury', 'Production leads', 'Nuke clouds', 'Points']),
    )
  })
})
