import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { currentTurn, eligibleBidders, NEUTRAL_TERRITORIES, PIRATE_SEAS, WARLORDS_TREASURY, type PowerId } from '@/domain'
import { useGameStore } from '@/stores/game'
import StagePanel from '@/components/play/StagePanel.vue'
import CompanyList from '@/components/supply/CompanyList.vue'
import { standardStart } from '../support/games'
import { button, send, useFreshGameStore, type GameStore } from './support'

/** The Warlords and Pirates economy screens: cards in warlord zones and their bids, pirate blockades, the Stage 3 selling position. */
useFreshGameStore()

type Store = GameStore
const MINES = { name: 'Mahabir Mines', territory: 'India', resource: 'minerals' as const, units: 3, origin: 'independent' as const }


/** A guided Warlords game at Cycle 1, Stage 1: zones set up, the USSR holding Mahabir Mines in Sivaji's India. */
async function stage1(modules = ['warlords']): Promise<Store> {
  const game = useGameStore()
  const started = await game.start({ ...standardStart(['usa', 'ussr', 'europe']), guided: true, ruleset: { economy: 'price-index', sequence: 'guided', modules } })
  if (!started.ok) throw new Error('the game did not start')
  await send(game, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) })
  await send(game, { kind: 'addCompany', power: 'ussr', reason: 'test', company: MINES })
  return game
}
const mines = (game: Store) => game.state.order.flatMap((id) => game.state.powers[id]!.companies).find((c) => c.name === MINES.name)!
const holder = (game: Store) => game.state.order.find((id) => game.state.powers[id]!.companies.some((c) => c.name === MINES.name))

/** Through the store to Stage 3, Phase C, with `bidders` buying the stage. */
async function toStage3(game: Store, bidders: PowerId[]): Promise<void> {
  for (let guard = 0; guard < 50; guard += 1) {
    const play = game.state.play!
    if (play.stage === 3 && play.step === 'bid') break
    if (play.stage === 1) {
      for (const id of game.state.order) if (!play.done.includes(id)) await send(game, { kind: 'settleStage1', power: id })
      await send(game, { kind: 'advancePlay' })
    } else if (play.stage === 2) {
      await send(game, { kind: 'collectProduction' })
      await send(game, { kind: 'advancePlay' })
    } else if (currentTurn(play) !== undefined) await send(game, { kind: 'passTurn', power: currentTurn(play)! })
    else await send(game, { kind: 'advancePlay' })
  }
  for (const id of eligibleBidders(game.state, game.state.play!)) await send(game, { kind: 'placeBid', power: id, bid: bidders.includes(id) })
  await send(game, { kind: 'revealBids' })
}

describe('Stage 1: the card "Cards in warlord zones"', () => {
  it('lists the card with its owner, warlord and salary; a bid starts at the least the rules accept; closing sells it to the bidder', async () => {
    const game = await stage1()
    const w = mount(StagePanel, { attachTo: document.body })
    const card = w.get(`[data-testid="zone-card-${mines(game).id}"]`)
    expect(card.text()).toContain('Mahabir Mines')
    expect(card.text()).toContain('USSR')
    expect(card.text()).toContain('Sivaji, the warlord of India')
    expect(card.get('[data-testid="zone-card-status"]').text()).toBe('$100M due when USSR settles Stage 1')
    // The bid: the owner is no bidder; the amount starts at $150M.
    const form = card.get(`[data-testid="bid-form-${mines(game).id}"]`)
    expect(form.find('[data-testid="pick-ussr"]').exists()).toBe(false)
    await form.get('[data-testid="pick-usa"]').trigger('click')
    expect(button(form, 'Bid $150M').attributes('disabled')).toBeUndefined()
    await button(form, 'Bid $150M').trigger('click')
    await vi.waitFor(() => expect(w.get('[data-testid="zone-card-bids"]').text()).toContain('USA bids $150M'))
    // The next bid starts $50M higher.
    await vi.waitFor(() => expect(w.find(`[data-testid="place-bid-${mines(game).id}"]`).text()).toBe('Bid $200M'))
    const before = game.state.accounts.usa!
    await w.get(`[data-testid="close-bids-${mines(game).id}"]`).trigger('click')
    await vi.waitFor(() => expect(holder(game)).toBe('usa'))
    expect(game.state.accounts.usa).toBe(before - 150)
    expect(game.state.accounts[WARLORDS_TREASURY]).toBe(150)
  })

  it('"Pay $100M and take it" for the other powers once the owner left it unpaid', async () => {
    const game = await stage1()
    const w = mount(StagePanel, { attachTo: document.body })
    const id = mines(game).id
    expect(w.find(`[data-testid="pay-for-${id}-usa"]`).exists()).toBe(false)
    await send(game, { kind: 'settleStage1', power: 'ussr', unpaidCompanies: [id] })
    await vi.waitFor(() => expect(w.get('[data-testid="zone-card-status"]').text()).toContain('Left unpaid by USSR'))
    expect(w.find(`[data-testid="pay-for-${id}-ussr"]`).exists()).toBe(false)
    await w.get(`[data-testid="pay-for-${id}-europe"]`).trigger('click')
    await vi.waitFor(() => expect(holder(game)).toBe('europe'))
  })

  it('is not shown without a card in a warlord zone', async () => {
    const game = await stage1()
    await send(game, { kind: 'removeCompany', power: 'ussr', reason: 'test', companyId: mines(game).id })
    const w = mount(StagePanel, { attachTo: document.body })
    expect(w.find('[data-testid="zone-cards"]').exists()).toBe(false)
    expect(w.find('[data-testid="blockades"]').exists()).toBe(true)
  })
})

describe('Stage 1: pirate blockades', () => {
  it('pays a pirate with the Marshall\'s die (fee previewed), shows the blockade and the idle reason; the owner lifts it with the super fee', async () => {
    const game = await stage1()
    const w = mount(StagePanel, { attachTo: document.body })
    await w.get('[data-testid="open-blockade"]').trigger('click')
    const sheet = w.get('dialog')
    await sheet.get('[data-testid="pick-usa"]').trigger('click')
    await sheet.get('[data-testid="blockade-pirate"]').setValue('Arabian Sea')
    // Territories: where an opponent of the USA holds cards (the rules' choices).
    const territories = sheet.findAll('[data-testid="blockade-territory"] option').map((o) => o.text())
    expect(territories).toContain('India')
    expect(territories).not.toContain('Alaska')
    await sheet.get('[data-testid="blockade-territory"]').setValue('India')
    await sheet.get('[aria-label="Die 1 shows 4"]').trigger('click')
    expect(sheet.get('[data-testid="blockade-fee"]').text()).toBe('Blockade Fee: 4 × $100M = $400M, to the bank')
    expect(sheet.get('[data-testid="preview"]').text()).toContain('USA pays $400M')
    await sheet.get('[data-testid="confirm-blockade"]').trigger('click')
    await vi.waitFor(() => expect(w.get('[data-testid="blockade-lines"]').text()).toContain('USA paid Sharjah, the pirate of Arabian Sea, $400M to blockade India'))
    // India is also on the Bay of Bengal: "Blockade Fees must be paid to each pirate", so it still produces, and the card says so.
    expect(w.get('[data-testid="blockade-lines"]').text()).toContain('India is not blockaded yet: its resources produce until the pirate of Bay of Bengal is paid too')
    const list = mount(CompanyList, { props: { power: 'ussr' } })
    expect(list.get(`[data-testid="company-${mines(game).id}"]`).text()).not.toContain('blockaded')
    await send(game, { kind: 'payBlockadeFee', payer: 'europe', zone: 'Bay of Bengal', territory: 'India', die: 1 })
    // The company list says why Mahabir Mines produces nothing (the module's reason).
    await vi.waitFor(() => expect(list.get(`[data-testid="company-${mines(game).id}"]`).text()).toContain('blockaded by the pirates of Arabian Sea and Bay of Bengal'))
    expect(w.get('[data-testid="blockade-lines"]').text()).not.toContain('not blockaded yet')
    // The owner lifts it: the fee again and $200M a point of his die.
    await w.get('[data-testid="open-lift"]').trigger('click')
    const lift = w.get('dialog')
    await lift.get('[data-testid="pick-ussr"]').trigger('click')
    await lift.get('[data-testid="lift-blockade"]').setValue('Arabian Sea|India')
    await lift.get('[aria-label="Die 1 shows 2"]').trigger('click')
    expect(lift.get('[data-testid="blockade-fee"]').text()).toBe('Super Fee: the Blockade Fee $400M again and 2 × $200M = $800M')
    const cash = game.state.accounts.ussr!
    await lift.get('[data-testid="confirm-blockade"]').trigger('click')
    await vi.waitFor(() => expect(game.state.accounts.ussr).toBe(cash - 800))
    await vi.waitFor(() => expect(list.get(`[data-testid="company-${mines(game).id}"]`).text()).not.toContain('blockaded'))
    // Lifted once: nothing more to lift this turn.
    await vi.waitFor(() => expect(w.find('[data-testid="open-lift"]').exists()).toBe(false))
  })
})

describe('Stage 3: the selling position', () => {
  it('in Phase C with the warlords\' sale due: the die, the result in words, what the warlords sold', async () => {
    const game = await stage1()
    await send(game, { kind: 'settleStage1', power: 'ussr', unpaidCompanies: [mines(game).id] })
    await toStage3(game, ['usa'])
    expect(game.state.play).toMatchObject({ stage: 3, phase: 'C' })
    const w = mount(StagePanel, { attachTo: document.body })
    const card = w.get('[data-testid="selling-position"]')
    expect(card.get('[data-testid="selling-cards"]').text()).toContain('Mahabir Mines (USSR, 3 minerals)')
    const meter = game.state.market!.minerals
    await card.get('[aria-label="Die 1 shows 5"]').trigger('click')
    expect(card.get('[data-testid="preview"]').text()).toContain('Die 5: the warlords and pirates sell first')
    await card.get('[data-testid="confirm-selling"]').trigger('click')
    await vi.waitFor(() => expect(w.get('[data-testid="selling-result"]').text()).toBe('Die 5: the warlords and pirates sell first'))
    expect(game.state.market!.minerals).toBe(Math.max(0, meter - 3))
    expect(w.get('[data-testid="selling-position"]').text()).toContain('The warlords and pirates sold')
    expect(w.get('[data-testid="selling-meters"]').text()).toBe('Minerals meter down 3 spots')
  })

  it('is not shown when the warlords have nothing to sell', async () => {
    const game = await stage1()
    await toStage3(game, ['usa'])
    const w = mount(StagePanel, { attachTo: document.body })
    expect(w.find('[data-testid="selling-position"]').exists()).toBe(false)
  })
})
