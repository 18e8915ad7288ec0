import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { useGameStore } from '@/stores/game'
import MarketsPanel from '@/components/cash-flow/MarketsPanel.vue'
import MarketAction from '@/components/cash-flow/actions/MarketAction.vue'
import { ACTION_FORMS } from '@/components/cash-flow/action-forms'
import { cashFlowStart } from '../support/cash-flow'
import { button, send, useFreshGameStore, type GameStore } from './support'

/** The Cash Flow Markets tab and the Market action's forms (issue 15). */
useFreshGameStore()

/** A Cash Flow game (USA, USSR, Europe; $3,000M and 5/5/5 units each) with USA's Market action selected. */
async function marketTurn(settings: Record<string, unknown> = {}): Promise<GameStore> {
  const game = useGameStore()
  const started = await game.start(cashFlowStart(['usa', 'ussr', 'europe'], { entropyHolder: 'usa' }, settings))
  if (!started.ok) throw new Error('the game did not start')
  await send(game, { kind: 'selectAction', power: 'usa', action: 'market' })
  return game
}

/** USSR's asks posted on its turn, then USA's turn with the Market action again (USA holds the entropy token and discards first). */
async function withUssrAsks(game: GameStore): Promise<void> {
  await send(game, { kind: 'endCashFlowTurn', power: 'usa' })
  await send(game, { kind: 'selectAction', power: 'ussr', action: 'market' })
  await send(game, { kind: 'listUnits', power: 'ussr', resource: 'oil', units: 2, price: 300 })
  await send(game, { kind: 'listUnits', power: 'ussr', resource: 'oil', units: 1, price: 150 })
  await send(game, { kind: 'endCashFlowTurn', power: 'ussr' })
  await send(game, { kind: 'selectAction', power: 'europe', action: 'market' })
  await send(game, { kind: 'endCashFlowTurn', power: 'europe' })
  const card = game.state.powers.usa!.companies.find((c) => c.resource === 'grain')!
  if (game.state.cashFlow!.turn.entropyDue) await send(game, { kind: 'discardForEntropy', power: 'usa', typeDice: [5], productionDie: 6, companyId: card.id })
  await send(game, { kind: 'selectAction', power: 'usa', action: 'market' })
}

describe('Markets panel', () => {
  it('shows each resource\'s asks cheapest first with the seller\'s code, the 36 labor boxes and the next unit of labor', async () => {
    const game = await marketTurn()
    await withUssrAsks(game)
    const w = mount(MarketsPanel, { attachTo: document.body })
    const oil = w.get('[data-testid="asks-oil"]')
    const rows = oil.findAll('tbody tr').map((r) => r.text())
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatch(/\$150M.*USSR.*1/)
    expect(rows[1]).toMatch(/\$300M.*USSR.*2/)
    expect(oil.text()).toContain('3 units for sale, from $150M')
    expect(w.get('[data-testid="asks-grain"]').text()).toContain('No asks')
    expect(w.findAll('[data-testid="labor-boxes"] li')).toHaveLength(36)
    expect(w.get('[data-testid="next-labor"]').text()).toBe('Next unit of labor: $25M')
    expect(w.get('[data-testid="labor-money"]').text()).toBe('Money on the labor market: $0M (0 stacks)')
    expect(w.find('[data-testid="market-action"]').exists()).toBe(true)
  })

  it('without the Market action selected, no forms: a pointer to the Turn tab', async () => {
    const game = useGameStore()
    await game.start(cashFlowStart(['usa', 'ussr']))
    const w = mount(MarketsPanel, { attachTo: document.body })
    expect(w.find('[data-testid="market-action"]').exists()).toBe(false)
    expect(w.text()).toContain('select it on the Turn tab')
  })
})

describe('Market action forms', () => {
  it('is the Turn panel\'s form for the Market action', () => {
    expect(ACTION_FORMS.market).toBe(MarketAction)
  })

  it('lists units: resource, units, price; the preview says what moves; confirm puts the ask on the market', async () => {
    const game = await marketTurn()
    const w = mount(MarketAction, { attachTo: document.body })
    await button(w, 'List units').trigger('click')
    await button(w, 'Grain').trigger('click')
    await w.get('[aria-label="more Units"]').trigger('click')
    expect(w.get('[data-testid="confirm-market"]').attributes('disabled')).toBeDefined()
    await button(w, '$100M').trigger('click')
    expect(w.get('[data-testid="preview"]').text()).toContain('Put 2 USA discs on the grain market at $100M')
    await w.get('[data-testid="confirm-market"]').trigger('click')
    await vi.waitFor(() => expect(game.state.cashFlow!.listings).toEqual([{ seller: 'usa', resource: 'grain', price: 100, units: 2 }]))
    expect(game.state.powers.usa!.supplies.grain).toBe(3)
  })

  it('buys any ask, cheapest shown first; a refusal is shown in plain words', async () => {
    const game = await marketTurn()
    await withUssrAsks(game)
    const w = mount(MarketAction, { attachTo: document.body })
    const asks = w.findAll('[role="radiogroup"][aria-label="Ask (cheapest first)"] button').map((b) => b.text())
    expect(asks).toEqual(['Oil: USSR, 1 unit at $150M', 'Oil: USSR, 2 units at $300M'])
    await button(w, 'Oil: USSR, 2 units at $300M').trigger('click')
    await w.get('[aria-label="more Units"]').trigger('click')
    expect(w.get('[data-testid="preview"]').text()).toContain('USA pays $600M')
    await w.get('[data-testid="confirm-market"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa!.supplies.oil).toBe(7))
    expect((game.state.accounts as Record<string, number>).ussr).toBe(3600)
    // Satisfy labor demand with no money on the labor market: refused, with the reason.
    await button(w, 'Satisfy labor demand').trigger('click')
    expect(w.get('[data-testid="preview"]').text()).toContain('The labor market holds no stack of money')
    expect(w.get('[data-testid="confirm-market"]').attributes('disabled')).toBeDefined()
  })

  it('says the game\'s readings, and offers Withdraw only where the game allows it (issue 26)', async () => {
    await marketTurn()
    const w = mount(MarketAction, { attachTo: document.body })
    expect(w.get('[data-testid="market-readings"]').text()).toBe('This game: Units offered stay on the market until bought (change their price instead). A loan (money alone) may also be made outside this action.')
    expect(w.findAll('button').filter((b) => b.text().includes('Withdraw'))).toHaveLength(0)
  })

  it('with no ask to buy, says so and offers no Units stepper', async () => {
    await marketTurn({ cashFlowWithdraw: 'to-row' })
    const w = mount(MarketAction, { attachTo: document.body })
    expect(w.get('[data-testid="no-asks"]').text()).toBe('No other power has units for sale.')
    expect(w.find('[aria-label="more Units"]').exists()).toBe(false)
    expect(w.get('[data-testid="confirm-market"]').attributes('disabled')).toBeDefined()
    await button(w, 'Withdraw').trigger('click')
    expect(w.get('[data-testid="no-asks"]').text()).toBe('You have no units on the market.')
    expect(w.find('[aria-label="more Units"]').exists()).toBe(false)
  })

  it('the direct trade sheet: partner, what each side gives, the preview, confirm', async () => {
    const game = await marketTurn()
    const w = mount(MarketAction, { attachTo: document.body })
    await button(w, 'Direct trade').trigger('click')
    const sheet = w.get('[data-testid="direct-trade"]')
    await sheet.get('[data-testid="pick-europe"]').trigger('click')
    expect(sheet.get('[data-testid="pick-usa"]').attributes('disabled')).toBeDefined()
    const gives = sheet.get('[data-testid="trade-gives"]')
    await gives.get('[aria-label="more Grain"]').trigger('click')
    await gives.get('[aria-label="more Grain"]').trigger('click')
    const gets = sheet.get('[data-testid="trade-gets"]')
    const card = game.state.powers.europe!.companies[0]!
    await button(gets, `${card.name} (${card.territory}, ${card.units} ${card.resource}, open)`).trigger('click')
    expect(sheet.get('[data-testid="preview"]').text()).toContain(`Give USA the card ${card.name}`)
    await sheet.get('[data-testid="confirm-direct-trade"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa!.supplies.grain).toBe(3))
    expect(game.state.powers.europe!.supplies.grain).toBe(7)
    expect(game.state.powers.usa!.companies.some((c) => c.id === card.id)).toBe(true)
  })
})
