import { describe, expect, it, vi } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import type { PowerId } from '@/domain'
import GameView from '@/views/GameView.vue'
import { useGameStore } from '@/stores/game'
import { economyOf, gameTabs, placeTab, shownTab } from '@/presentation/game-tabs'
import { describeEntry } from '@/presentation/describe'
import { cashFlowGame, cashFlowStart } from '../support/cash-flow'
import { button, send, useFreshGameStore, type GameStore } from './support'

useFreshGameStore()

/** A 3-power Cash Flow game (USA, USSR, Europe; Europe holds the entropy token) through the store. */
async function startCashFlow(): Promise<GameStore> {
  const game = useGameStore()
  const started = await game.start(cashFlowStart(['usa', 'ussr', 'europe']))
  if (!started.ok) throw new Error('the Cash Flow game did not start')
  return game
}

async function open(tab: 'board' | 'turn' | 'markets' | 'standings' | 'stage' | 'supply'): Promise<VueWrapper> {
  const w = mount(GameView, { props: { gameId: 'cf-test', tab }, attachTo: document.body })
  await vi.waitFor(() => expect(w.find('[role="tablist"]').exists()).toBe(true))
  return w
}

/** USA's and USSR's turns: each selects an action and ends; Europe's turn opens with the token. */
async function toEuropesTurn(game: GameStore): Promise<void> {
  for (const power of ['usa', 'ussr'] as PowerId[]) {
    await send(game, { kind: 'selectAction', power, action: 'market' })
    await send(game, { kind: 'endCashFlowTurn', power })
  }
}

describe('the Cash Flow game screen', () => {
  it('shows the Cash Flow tabs (no Bank, no Price Index market, no Stage), and the Board’s whole economy', async () => {
    await startCashFlow()
    const w = await open('board')
    expect(w.findAll('[role="tab"]').map((t) => t.attributes('aria-label') ?? t.text())).toEqual(['◫Board', '▶Turn', '⇅Markets', 'Supply centers', 'Standings', '☰Log'])
    const board = w.get('[data-testid="cash-flow-board"]')
    expect(board.get('[data-testid="board-turn"]').text()).toContain('Turn 1')
    expect(board.get('[data-testid="board-turn"]').text()).toContain('chooses an action')
    expect(board.get('[data-testid="board-entropy"]').text()).toContain('Europe')
    expect(board.get('[data-testid="board-labor"]').text()).toContain('$25M')
    expect(board.get('[data-testid="board-tech"]').text()).toContain('None yet')
    // The test table's thirds of 14 companies (as the deck stands once the row is dealt) and the 3 tech cards.
    expect(board.get('[data-testid="board-deck"]').text()).toContain('45 cards in the deck')
    expect(board.get('[data-testid="board-face-up"]').text()).toContain('Greece')
    expect(board.get('[data-testid="board-cash-usa"]').text()).toBe('$3,000M')
    // USA's open production: Bainbridge 3 + Kain 2 + Cairo 2 grain, Clark 3 + Hurren 2 oil, Mahabir 3 minerals.
    expect(board.get('[data-testid="board-power-usa"]').text()).toContain('Open production753')
    expect(board.get('[data-testid="board-score-usa"]').text()).toBe('Score 0')
    // The bar says where the game is in its own terms; no nuked counter of the basic game.
    expect(w.get('[data-testid="bar-where"]').text()).toBe('Cash Flow · Turn 1')
    expect(w.find('[data-testid="nuked-counter"]').exists()).toBe(false)
    // A Board tap on the turn opens the Turn tab.
    await board.get('[data-testid="board-turn"]').trigger('click')
    await vi.waitFor(() => expect(location.hash).toBe('#/game/cf-test/turn'))
  })

  it('the banner opens the turn in place: the six actions, then the chosen one’s form in the same sheet; the Turn tab keeps the choice, the form and End, which asks once more', async () => {
    const game = await startCashFlow()
    const w = await open('board')
    const primary = () => w.get('[data-testid="play-banner"]').get('[data-primary="true"]')
    expect(primary().text()).toBe('USA: choose an action')
    const before = location.hash
    await primary().trigger('click')
    // In place: no tab switch; the sheet holds the six actions.
    const sheet = () => w.get('[data-testid="action-sheet"]')
    await vi.waitFor(() => expect(w.find('[data-testid="action-sheet"]').exists()).toBe(true))
    expect(location.hash).toBe(before)
    expect(sheet().get('h2').text()).toBe('USA: choose an action')
    expect(sheet().findAll('.action').map((b) => b.get('.name').text())).toEqual(['Production', 'Build', 'Market', 'Deployment', 'Attack', 'R&D'])
    await sheet().get('[data-testid="action-deployment"]').trigger('click')
    // The same sheet goes on to the Deployment form.
    await vi.waitFor(() => expect(sheet().find('[data-testid="deployment-action"]').exists()).toBe(true))
    expect(game.state.cashFlow?.turn.action).toBe('deployment')
    expect(sheet().get('h2').text()).toBe('USA: Deployment')
    expect(sheet().get('[data-testid="confirm-deploy"]').classes()).toContain('form-confirm')
    // Nothing of the Deployment sent yet: the banner leads to its form, not past it.
    expect(primary().text()).toBe('USA: deploy')
    await sheet().get('button[aria-label="Close"]').trigger('click')
    await vi.waitFor(() => expect(w.find('[data-testid="action-sheet"]').exists()).toBe(false))

    // The Turn tab, for those who go there: the chosen action's form and End.
    await w.setProps({ tab: 'turn' })
    const panel = w.get('[data-testid="turn-panel"]')
    expect(panel.text()).toContain('Turn 1')
    expect(w.find('[data-testid="action-chosen"]').exists()).toBe(true)
    expect(panel.find('[data-testid="deployment-action"]').exists()).toBe(true)
    // The End button asks once more before ending a turn whose action sent nothing.
    await w.get('[data-testid="end-cash-flow-turn"]').trigger('click')
    expect(w.get('[data-testid="end-turn-idle"]').text()).toBe('Nothing was sent for the Deployment action this turn. End the turn anyway?')
    expect(game.state.cashFlow?.turn.power).toBe('usa')
    expect(w.get('[data-testid="end-cash-flow-turn"]').text()).toBe('Yes, end the turn')
    await w.get('[data-testid="end-cash-flow-turn"]').trigger('click')
    await vi.waitFor(() => expect(game.state.cashFlow?.turn).toMatchObject({ power: 'ussr', number: 2 }))
    expect(w.get('[data-testid="turn-panel"]').text()).toContain('USSR')
    expect(w.find('[data-testid="action-market"]').exists()).toBe(true)
  })

  it('once something of the action is sent, the sheet closes and the banner ends the turn in one tap (the form a smaller tap away); undoing it brings the form back first', async () => {
    const game = await startCashFlow()
    await send(game, { kind: 'selectAction', power: 'usa', action: 'production' })
    const w = await open('turn')
    const banner = () => w.get('[data-testid="play-banner"]').get('[data-primary="true"]').text()
    expect(banner()).toBe('USA: produce')
    await send(game, { kind: 'produce', power: 'usa', resources: ['grain'] })
    await vi.waitFor(() => expect(banner()).toBe('USA: end the Production turn'))
    expect(w.get('[data-testid="banner-action-form"]').text()).toBe('Production form')
    expect(w.get('[data-testid="end-cash-flow-turn"]').text()).toBe('End the turn')
    await game.undo()
    await vi.waitFor(() => expect(banner()).toBe('USA: produce'))
    // The big button opens the Production form in place; its confirm sends, and the sheet closes.
    await w.get('[data-testid="play-banner"]').get('[data-primary="true"]').trigger('click')
    const sheet = () => w.get('[data-testid="action-sheet"]')
    await vi.waitFor(() => expect(w.find('[data-testid="action-sheet"]').exists()).toBe(true))
    expect(game.state.cashFlow?.turn).toMatchObject({ power: 'usa', action: 'production' })
    await sheet().get('[data-testid="produce-grain"] button').trigger('click')
    await vi.waitFor(() => expect(sheet().get<HTMLButtonElement>('[data-testid="confirm-produce"]').element.disabled).toBe(false))
    await sheet().get('[data-testid="confirm-produce"]').trigger('click')
    await vi.waitFor(() => expect(w.find('[data-testid="action-sheet"]').exists()).toBe(false))
    expect(game.state.powers.usa?.supplies.grain).toBe(12)
    await vi.waitFor(() => expect(banner()).toBe('USA: end the Production turn'))
    await w.get('[data-testid="play-banner"]').get('[data-primary="true"]').trigger('click')
    await vi.waitFor(() => expect(game.state.cashFlow?.turn.power).toBe('ussr'))
  })

  it('the entropy discard: typed dice, a 6 lets the holder choose among the candidates, and the token passes to the right', async () => {
    const game = await startCashFlow()
    await toEuropesTurn(game)
    const w = await open('turn')
    const form = w.get('[data-testid="entropy-discard"]')
    expect(w.find('[data-testid="action-market"]').exists()).toBe(false)
    const confirm = () => w.get<HTMLButtonElement>('[data-testid="confirm-entropy"]')
    expect(confirm().element.disabled).toBe(true)

    await form.get('[data-testid="entropy-type"]').get('[aria-label="Die 1 shows 5"]').trigger('click')
    await form.get('[data-testid="entropy-production"]').get('[aria-label="Die 1 shows 6"]').trigger('click')
    // Grain, and a 6: Europe chooses between its two grain companies.
    const choice = w.get('[data-testid="entropy-choice"]')
    expect(choice.text()).toContain('Gauthier Grains')
    expect(choice.text()).toContain('Huber Grain Co.')
    expect(confirm().element.disabled).toBe(true)
    expect(w.get('[data-testid="preview"]').text()).toContain('Choose which grain company Europe discards')
    await button(choice, 'Huber Grain Co. · Eastern Europe · Grain 2').trigger('click')
    expect(confirm().element.disabled).toBe(false)
    await confirm().trigger('click')

    await vi.waitFor(() => expect(game.state.cashFlow?.turn.entropyDue).toBe(false))
    expect(game.state.powers.europe?.companies.map((c) => c.name)).not.toContain('Huber Grain Co.')
    // "passes the entropy token to the player on his right": Europe sits after USSR.
    expect(game.state.cashFlow?.entropyHolder).toBe('ussr')
    await vi.waitFor(() => expect(w.find('[data-testid="action-research"]').exists()).toBe(true))
  })

  it('a re-roll of a type the holder owns is refused in plain words', async () => {
    const game = await startCashFlow()
    await toEuropesTurn(game)
    const w = await open('turn')
    const form = w.get('[data-testid="entropy-discard"]')
    await form.get('[data-testid="entropy-type"]').get('[aria-label="Die 1 shows 3"]').trigger('click')
    await form.get('[data-testid="entropy-reroll"]').trigger('click')
    expect(form.get('[data-testid="entropy-rerolls"]').text()).toContain('3 (oil, none owned)')
    await form.get('[data-testid="entropy-type"]').get('[aria-label="Die 1 shows 1"]').trigger('click')
    await form.get('[data-testid="entropy-production"]').get('[aria-label="Die 1 shows 2"]').trigger('click')
    expect(w.get('[data-testid="preview"]').text()).toContain('A 3 names oil, which Europe owns: that roll stands, no re-roll.')
    expect(w.get<HTMLButtonElement>('[data-testid="confirm-entropy"]').element.disabled).toBe(true)
  })

  it('a tab the economy lacks opens its counterpart (Stage is the Turn); Markets and Standings show the variant\'s screens', async () => {
    await startCashFlow()
    const w = await open('stage')
    expect(w.get('[role="tab"][aria-selected="true"]').text()).toContain('Turn')
    await w.setProps({ tab: 'standings' })
    expect(w.find('[data-testid="cash-flow-scores"]').exists()).toBe(true)
    await w.setProps({ tab: 'markets' })
    expect(w.find('[data-testid="panel-not-yet"]').exists()).toBe(false)
    expect(w.text()).toContain('Next unit of labor')
  })
})

describe('the basic screens in a Cash Flow game', () => {
  it('the Supply centers show no bank loans or interest, offer no cash or loan correction (refused: they would create money), and no basic battle desk', async () => {
    await startCashFlow()
    const w = await open('supply')
    await vi.waitFor(() => expect(w.find('[data-testid="supply-usa"]').exists()).toBe(true))
    expect(w.text()).not.toContain('Bank loans')
    expect(w.text()).not.toContain('Interest')
    expect(w.find('[data-testid="open-battle"]').exists()).toBe(false)
    await button(w.get('[data-testid="supply-usa"]'), 'Correct…').trigger('click')
    await vi.waitFor(() => expect(document.body.textContent).toContain('What is wrong'))
    const chips = [...document.querySelectorAll('[role="radiogroup"][aria-label="What is wrong"] button')].map((b) => b.textContent?.trim())
    expect(chips).not.toContain('Cash')
    expect(chips).not.toContain('Bank loans')
    expect(chips).toContain('Grain')
  })
})

describe('game tabs by economy', () => {
  it('keeps the basic game’s tabs and places, and maps Cash Flow’s', () => {
    expect(economyOf(undefined)).toBe('price-index')
    expect(gameTabs('price-index', true).map((t) => t.id)).toEqual(['board', 'stage', 'bank', 'market', 'supply', 'standings', 'log'])
    expect(gameTabs('price-index', false).map((t) => t.id)).toEqual(['board', 'bank', 'market', 'supply', 'standings', 'log'])
    expect(gameTabs('cash-flow', true).map((t) => t.id)).toEqual(['board', 'turn', 'markets', 'supply', 'standings', 'log'])
    expect(placeTab('price-index', 'stage')).toBe('stage')
    expect(placeTab('cash-flow', 'stage')).toBe('turn')
    expect(placeTab('cash-flow', 'market')).toBe('markets')
    expect(shownTab('price-index', 'stage')).toBe('stage')
    expect(shownTab('price-index', 'turn')).toBe('board')
    expect(shownTab('cash-flow', 'bank')).toBe('board')
    expect(shownTab('cash-flow', 'market')).toBe('markets')
  })
})

describe('the Cash Flow turn in the log', () => {
  // The wording is main's cash-flow-text.ts (the history helper's); checked here through the turn the shell drives.
  it('words the start, the action chosen, the turn ended and the entropy discard', () => {
    const g = cashFlowGame(['usa', 'ussr', 'europe'])
    for (const power of ['usa', 'ussr'] as const) {
      g.do({ kind: 'selectAction', power, action: 'market' })
      g.do({ kind: 'endCashFlowTurn', power })
    }
    g.do({ kind: 'discardForEntropy', power: 'europe', typeDice: [5], productionDie: 3 })
    const titles = g.entries.map((e) => describeEntry(e, g.state.settings, (seq) => g.entries[seq - 1]).title)
    expect(titles[0]).toBe('Game started (the Cash Flow variant) with USA (usa player), USSR (ussr player), Europe (europe player)')
    expect(titles.slice(1, 3)).toEqual(['USA chose the Market action', 'USA ended the turn'])
    expect(titles.at(-1)).toContain('Entropy: Europe rolled 5 for the type and 3 for the production')
  })

  it('words an R&D draw of a tech card as the scoring round it is, not "kept it closed"', () => {
    const g = cashFlowGame(['usa', 'ussr', 'europe'])
    g.do({ kind: 'selectAction', power: 'usa', action: 'research' })
    g.do({ kind: 'drawResearchCard', power: 'usa', from: 'deck', card: { tech: 'nukes' }, decision: 'closed' })
    const title = describeEntry(g.entries.at(-1)!, g.state.settings, (seq) => g.entries[seq - 1]).title
    expect(title).toBe('R&D: USA drew the nuke card from the deck: a scoring round')
  })
})
