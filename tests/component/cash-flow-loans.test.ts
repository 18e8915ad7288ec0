import { describe, expect, it, vi } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { useGameStore } from '@/stores/game'
import MarketsPanel from '@/components/cash-flow/MarketsPanel.vue'
import TurnPanel from '@/components/cash-flow/TurnPanel.vue'
import { cashFlowStart } from '../support/cash-flow'
import { send, useFreshGameStore, type GameStore } from './support'

/**
 * A loan between players outside the Market action (issue 26; setting `cashFlowLoans`): "If a
 * player wishes to borrow money, he must convince another player to lend it to him".
 */
useFreshGameStore()

/** A Cash Flow game (USA, USSR, Europe; $3,000M each) with USA's Build action selected. */
async function buildTurn(settings: Record<string, unknown> = {}): Promise<GameStore> {
  const game = useGameStore()
  const started = await game.start(cashFlowStart(['usa', 'ussr', 'europe'], { entropyHolder: 'usa' }, settings))
  if (!started.ok) throw new Error('the game did not start')
  await send(game, { kind: 'selectAction', power: 'usa', action: 'build' })
  return game
}

async function lend(w: VueWrapper, from: string, to: string, digits: string[]): Promise<void> {
  const form = w.get('[data-testid="loan-form"]')
  await form.get(`[role="radiogroup"][aria-label^="Money from"] [data-testid="pick-${from}"]`).trigger('click')
  await form.get(`[role="radiogroup"][aria-label="Money to"] [data-testid="pick-${to}"]`).trigger('click')
  for (const d of digits) await form.get(`button[aria-label="${d}"]`).trigger('click')
}

describe('a loan outside the Market action', () => {
  it('by default (any time), the Turn tab’s "Borrow or lend money" records money alone from USSR to USA during USA’s Build action', async () => {
    const game = await buildTurn()
    const w = mount(TurnPanel, { attachTo: document.body })
    expect(w.get('[data-testid="turn-loan"] summary').text()).toBe('Borrow or lend money')
    await lend(w, 'ussr', 'usa', ['5', '0', '0'])
    await vi.waitFor(() => expect(w.get('[data-testid="loan-form"]').text()).toContain('USA receives $500M'))
    const confirm = w.get<HTMLButtonElement>('[data-testid="confirm-loan"]')
    await vi.waitFor(() => expect(confirm.element.disabled).toBe(false))
    await confirm.trigger('click')
    await vi.waitFor(() => expect(game.state.accounts.usa).toBe(3500))
    expect(game.state.accounts.ussr).toBe(2500)
    // The turn is still USA's Build action.
    expect(game.state.cashFlow!.turn).toMatchObject({ power: 'usa', action: 'build' })
  })

  it('the Markets tab offers it too outside the Market action, and a payer short of money is refused in plain words', async () => {
    await buildTurn()
    const w = mount(MarketsPanel, { attachTo: document.body })
    expect(w.get('[data-testid="loans-rule"]').text()).toContain('at any moment of play (this game’s reading)')
    await lend(w, 'europe', 'ussr', ['9', '0', '0', '0'])
    await vi.waitFor(() => expect(w.get('[data-testid="loan-form"]').text()).toMatch(/Europe.*\$3,000M/))
    expect(w.get<HTMLButtonElement>('[data-testid="confirm-loan"]').element.disabled).toBe(true)
  })

  it('with the reading "market-action" there is no form: the words say loans are made in the Market action', async () => {
    await buildTurn({ cashFlowLoans: 'market-action' })
    const turn = mount(TurnPanel, { attachTo: document.body })
    expect(turn.find('[data-testid="turn-loan"]').exists()).toBe(false)
    const markets = mount(MarketsPanel, { attachTo: document.body })
    expect(markets.find('[data-testid="loan-form"]').exists()).toBe(false)
    expect(markets.get('[data-testid="loans-rule"]').text()).toBe('Loans are Direct Trades in the Market action of the player whose turn it is (this game’s reading, chosen at setup): not outside it.')
  })

  it('in the Market action the Direct trade makes loans: the Turn tab does not repeat the form', async () => {
    const game = await buildTurn()
    await send(game, { kind: 'endCashFlowTurn', power: 'usa' })
    await send(game, { kind: 'selectAction', power: 'ussr', action: 'market' })
    const w = mount(TurnPanel, { attachTo: document.body })
    expect(w.find('[data-testid="turn-loan"]').exists()).toBe(false)
  })
})
