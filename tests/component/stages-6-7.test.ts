import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { cashOf } from '@/domain'
import { useGameStore } from '@/stores/game'
import StagePanel from '@/components/play/StagePanel.vue'
import SupplyPanel from '@/components/supply/SupplyPanel.vue'
import { standardStart } from '../support/games'
import { button, playToThroughStore, send, useFreshGameStore, type GameStore } from './support'

useFreshGameStore()

type Store = GameStore



async function startGuided(): Promise<Store> {
  const game = useGameStore()
  const started = await game.start({ ...standardStart(), guided: true })
  if (!started.ok) throw new Error('the game did not start')
  return game
}

async function click(w: ReturnType<typeof mount>, selector: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) await w.get(selector).trigger('click')
}

describe('Stage 6, Phase C', () => {
  it('builds 4 armies and 2 navies for 2 sets and $600M, previewed then confirmed', async () => {
    const game = await startGuided()
    await playToThroughStore(game, { stage: 6, bidders: ['usa'] })
    const before = { cash: cashOf(game.state, 'usa'), armies: game.state.powers.usa!.forces.armies, grain: game.state.powers.usa!.supplies.grain }
    const w = mount(StagePanel, { attachTo: document.body })
    const card = w.get('[data-testid="build-forces"]')
    await click(w, '[aria-label="more Armies"]', 4)
    await click(w, '[aria-label="more Navies"]', 2)
    const preview = card.get('[data-testid="preview"]').text()
    expect(preview).toContain('4 armies and 2 navies: 2 sets (2 grain, 2 oil, 2 minerals) and $600M')
    expect(preview).toContain('USA pays $600M')
    expect(preview).toContain(`Move USA's grain supply meter 2 spots left, to ${before.grain - 2}`)
    expect(preview).toContain('Place 4 USA armies in home territories')
    await card.get('[data-testid="confirm-build-forces"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa?.forces.armies).toBe(before.armies + 4))
    expect(cashOf(game.state, 'usa')).toBe(before.cash - 600)
    expect(game.state.powers.usa?.supplies.grain).toBe(before.grain - 2)
  })

  it('closes nukes, L-stars and research in cycle 1 with the rules core refusal and rule', async () => {
    const game = await startGuided()
    await playToThroughStore(game, { stage: 6, bidders: ['usa'] })
    const w = mount(StagePanel, { attachTo: document.body })
    const research = w.get('[data-testid="research"]')
    expect(research.get('[data-testid="research-closed"]').text()).toContain('No one may research and develop strategic weapons on the first turn; this is Cycle 1.')
    expect(research.text()).toContain('Basic rules, Stage 6, Phase E (Research and Development)')
    expect(research.get<HTMLButtonElement>('[data-testid="confirm-research"]').element.disabled).toBe(true)
    const weapons = w.get('[data-testid="build-weapons"]')
    expect(weapons.get('[data-testid="weapons-closed"]').text()).toContain('No one may build nukes or L-stars on the first turn')
    expect(weapons.get<HTMLButtonElement>('[aria-label="more Nukes"]').element.disabled).toBe(true)
    await button(research, 'L-star card').trigger('click')
    expect(research.get('[data-testid="lstar-reading"]').text()).toContain('every L-star, the first included')
  })

  it('says before it is recorded that the nuke card found without a mineral builds no nuke; the research is paid and complete', async () => {
    const game = await startGuided()
    await playToThroughStore(game, { cycle: 2, stage: 6, bidders: ['usa'] })
    await send(game, { kind: 'correctSupply', power: 'usa', row: 'minerals', value: 0, reason: 'test set-up' })
    const cash = cashOf(game.state, 'usa')
    const w = mount(StagePanel, { attachTo: document.body })
    const research = w.get('[data-testid="research"]')
    expect(research.get('[data-testid="nuke-short-reading"]').text()).toContain('USA has no mineral for the first nuke. Nuke card found without the mineral')
    await click(w, '[aria-label="more Cards turned"]', 1)
    await button(research, 'Found it').trigger('click')
    await vi.waitFor(() => expect(research.get('[data-testid="preview"]').text()).toContain('2 cards turned: $400M; no nuke built (USA has no mineral for the first nuke), the research is complete'))
    await research.get('[data-testid="confirm-research"]').trigger('click')
    await vi.waitFor(() => expect(game.state.play?.tech.usa).toEqual(['nukes']))
    expect(cashOf(game.state, 'usa')).toBe(cash - 400)
    expect(game.state.powers.usa?.supplies.nukes).toBe(0)
  })
})

async function toProspecting(game: Store): Promise<void> {
  await playToThroughStore(game, { stage: 7, bidders: ['usa'] })
  await send(game, { kind: 'passTurn', power: 'usa' })
  await send(game, { kind: 'advancePlay' })
  expect(game.state.play).toMatchObject({ stage: 7, phase: 'E' })
}

describe('Stage 7, Phase E and the company cards', () => {
  it('keeps a found card face down; it opens free the first time and costs $200M to reopen', async () => {
    const game = await startGuided()
    await toProspecting(game)
    const cash = cashOf(game.state, 'usa')
    const w = mount(StagePanel, { attachTo: document.body })
    expect(w.get('[data-testid="prospects-left"]').text()).toBe('3 of 3 attempts left this cycle')
    await button(w, 'Minerals').trigger('click')
    await click(w, '[aria-label="more Cards turned"]', 2)
    await button(w, 'Found: keep the card').trigger('click')
    await w.get('[data-testid="prospect-territory"]').setValue('India')
    expect(w.get('[data-testid="preview"]').text()).toContain('3 cards turned × $200M = $600M (the kept card included)')
    await w.get('[data-testid="confirm-prospect"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa?.companies).toHaveLength(7))
    const found = game.state.powers.usa!.companies[6]!
    expect(found).toMatchObject({ territory: 'India', resource: 'minerals', units: 2, isOpen: false, origin: 'independent' })
    expect(cashOf(game.state, 'usa')).toBe(cash - 600)
    await vi.waitFor(() => expect(w.get('[data-testid="prospect-done"]').text()).toContain('Open it any time (free the first time) from the Supply centers tab'))

    const s = mount(SupplyPanel, { attachTo: document.body })
    expect(s.get(`[data-testid="company-${found.id}"]`).text()).toContain('closed (face down)')
    const turnCard = async (label: string): Promise<string> => {
      await s.get(`[data-testid="company-actions-${found.id}"]`).trigger('click')
      await button(s, label).trigger('click')
      const text = s.get('[data-testid="preview"]').text()
      await s.get('[data-testid="confirm-company"]').trigger('click')
      return text
    }
    expect(await turnCard('Open (face up)')).toContain('opening it is free')
    await vi.waitFor(() => expect(game.state.powers.usa?.companies[6]?.isOpen).toBe(true))
    expect(cashOf(game.state, 'usa')).toBe(cash - 600)
    await vi.waitFor(() => expect(s.find('dialog[open]').exists()).toBe(false))
    expect(await turnCard('Close (face down)')).toContain('reopening it later costs $200M')
    await vi.waitFor(() => expect(game.state.powers.usa?.companies[6]?.isOpen).toBe(false))
    await vi.waitFor(() => expect(s.find('dialog[open]').exists()).toBe(false))
    const reopen = await turnCard('Open (face up)')
    expect(reopen).toContain('costs $200M')
    expect(reopen).toContain('USA pays $200M')
    await vi.waitFor(() => expect(game.state.powers.usa?.companies[6]?.isOpen).toBe(true))
    expect(cashOf(game.state, 'usa')).toBe(cash - 800)
  })

  it('refuses a company sale outside Stages 3 and 7 with the rule', async () => {
    const game = await startGuided()
    const first = game.state.powers.usa!.companies[0]!
    const s = mount(SupplyPanel, { attachTo: document.body })
    await s.get(`[data-testid="company-actions-${first.id}"]`).trigger('click')
    await button(s, 'Sell to another power').trigger('click')
    await s.get('[data-testid="pick-ussr"]').trigger('click')
    await button(s, '0').trigger('click')
    expect(s.get('[data-testid="refusal"]').text()).toContain('Companies are sold between players during Stages 3 and 7')
  })

  it('records a drop-ship order with the payment reading shown', async () => {
    const game = await startGuided()
    await playToThroughStore(game, { stage: 7, bidders: ['usa'] })
    await send(game, { kind: 'passTurn', power: 'usa' })
    const w = mount(StagePanel, { attachTo: document.body })
    await w.get('[data-testid="open-drop-ship"]').trigger('click')
    expect(w.get('[data-testid="drop-ship-reading"]').text()).toContain('The buyer pays the agreed price when the order is given in Stage 7')
    await w.get('[data-testid="pick-ussr"]').trigger('click')
    const pickers = w.findAll('[data-testid="pick-usa"]')
    await pickers[1]!.trigger('click')
    await button(w, 'Oil').trigger('click')
    await w.get('[aria-label="add $500M"]').trigger('click')
    await w.get('[data-testid="confirm-drop-ship"]').trigger('click')
    await vi.waitFor(() => expect(game.state.play?.dropShips).toHaveLength(1))
    expect(game.state.play?.dropShips[0]).toMatchObject({ seller: 'ussr', buyer: 'usa', resource: 'oil', units: 1, price: 500 })
  })
})

describe('Stage 6: selling a foreign territory, and building under siege', () => {
  it('sells India with its card and armies from the Stage 6 panel, on the seller\'s turn', async () => {
    const game = await startGuided()
    await send(game, { kind: 'addCompany', power: 'usa', company: { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 3, origin: 'independent' }, reason: 'captured earlier' })
    await playToThroughStore(game, { stage: 6, bidders: ['usa', 'ussr'] })
    const armies = game.state.powers.ussr!.forces.armies
    const w = mount(StagePanel, { attachTo: document.body })
    await w.get('[data-testid="open-territory-sale"]').trigger('click')
    const sheet = w.get('[data-testid="territory-sale"]')
    await sheet.findAll('[data-testid="pick-ussr"]')[1]!.trigger('click')
    await button(sheet, 'India').trigger('click')
    await sheet.get('[aria-label="add $500M"]').trigger('click')
    expect(sheet.get('[data-testid="preview"]').text()).toContain('USSR pays $500M')
    await sheet.get('[data-testid="confirm-territory-sale"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.ussr?.companies.at(-1)?.territory).toBe('India'))
    expect(game.state.powers.ussr?.forces.armies).toBe(armies + 1)
  })

  it('asks where new forces go while the power is under siege, and builds them at home', async () => {
    const game = await startGuided()
    await send(game, { kind: 'setSiege', power: 'usa', besieged: true })
    await playToThroughStore(game, { stage: 6, bidders: ['usa'] })
    const armies = game.state.powers.usa!.forces.armies
    const w = mount(StagePanel, { attachTo: document.body })
    const card = w.get('[data-testid="build-forces"]')
    await click(w, '[aria-label="more Armies"]', 1)
    expect(card.get('[data-testid="refusal"]').text()).toContain('under siege: say where the new forces go')
    await button(card, 'Foreign territories or seas').trigger('click')
    expect(card.get('[data-testid="refusal"]').text()).toContain('may not build new forces in its foreign territories or seas')
    await button(card, 'Home territories (and seas next to them)').trigger('click')
    await card.get('[data-testid="confirm-build-forces"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa?.forces.armies).toBe(armies + 1))
  })
})
