import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import { currentTurn, type DueForm } from '@/domain'
import { useGameStore } from '@/stores/game'
import { useActionForm } from '@/composables/use-action-form'
import { composeScreens, SCREENS, type ModuleScreens } from '@/components/screens/registry'
import { APP_SCREENS } from '@/components/screens/app-screens'
import ActionFormHost from '@/components/screens/ActionFormHost.vue'
import StagePanel from '@/components/play/StagePanel.vue'
import { MARKET_TAX_SCREENS } from '../house-rules/market-tax/screens'
import { standardStart } from '../support/games'
import { playToThroughStore, useFreshGameStore } from './support'

useFreshGameStore()

/** A guided 3-power game in Stage 3, Phase C (USA and USSR bid), through the store. */
async function atStage3Sales() {
  const game = useGameStore()
  const started = await game.start({ ...standardStart(), guided: true })
  if (!started.ok) throw new Error('the game did not start')
  await playToThroughStore(game, { stage: 3, bidders: ['usa', 'ussr'] })
  return game
}

/** The game view's two hosts (the Stage screen and the form sheet) under a composition of screens. */
const Hosts = defineComponent({ setup: () => () => [h(StagePanel), h(ActionFormHost)] })
const mountWith = (screens: readonly ModuleScreens[]) => mount(Hosts, { attachTo: document.body, global: { provide: { [SCREENS as symbol]: composeScreens(screens) } } })

describe('Screens that modules plug into (issue 25)', () => {
  it("a house rule's screens, from its own folder: a card in the Stage screen's place and its own form for a sale, with no host edited", async () => {
    const game = await atStage3Sales()
    const power = currentTurn(game.state.play!)!
    const w = mountWith([...APP_SCREENS, MARKET_TAX_SCREENS])
    expect(w.find('[data-testid="market-tax-card"]').exists()).toBe(true)
    useActionForm().open({ kind: 'sellToMarket', fields: { power } })
    await flushPromises()
    const sheet = w.get('[data-testid="action-sheet"]')
    expect(sheet.text()).toContain('sells (taxed)')
    expect(sheet.find('[data-testid="market-tax-line"]').exists()).toBe(true)
  })

  it('without the house rule, the same hosts show the app\'s own sale form and no tax card', async () => {
    const game = await atStage3Sales()
    const w = mountWith(APP_SCREENS)
    expect(w.find('[data-testid="market-tax-card"]').exists()).toBe(false)
    useActionForm().open({ kind: 'sellToMarket', fields: { power: currentTurn(game.state.play!)! } })
    await flushPromises()
    expect(w.get('[data-testid="action-sheet"]').find('[data-testid="trade-form"]').exists()).toBe(true)
    expect(w.find('[data-testid="market-tax-line"]').exists()).toBe(false)
  })

  it("the sale's form, opened pre-filled: the sale is saved, the sheet closes, and the turn has moved on", async () => {
    const game = await atStage3Sales()
    const power = currentTurn(game.state.play!)!
    const w = mountWith(APP_SCREENS)
    const form: DueForm = { kind: 'sellToMarket', fields: { power } }
    useActionForm().open(form)
    await flushPromises()
    const sheet = w.get('[data-testid="action-sheet"]')
    await sheet.get('[role="radio"]').trigger('click')
    await sheet.get('[data-testid="confirm-trade"]').trigger('click')
    await vi.waitFor(() => expect(game.lastDone?.command).toMatchObject({ kind: 'sellToMarket', power, units: 1 }))
    await flushPromises()
    expect(w.find('[data-testid="action-sheet"]').exists()).toBe(false)
    expect(currentTurn(game.state.play!)).not.toBe(power)
  })

  it('a command kind with no form in this game says so in the sheet, never a blank sheet', async () => {
    await atStage3Sales()
    const w = mountWith(APP_SCREENS)
    useActionForm().open({ kind: 'rollSellingPosition', fields: {} })
    await flushPromises()
    expect(w.get('[data-testid="form-missing"]').text()).toContain('kept at the table')
  })
})

describe('Every form the big button can open has a screen', () => {
  it('the order of play, the battles, the market and Warlords and Pirates: each command kind a due names', async () => {
    const { EMPTY_STATE, STAGE_INFO } = await import('@/domain')
    const state = { ...EMPTY_STATE, ruleset: { economy: 'price-index' as const, sequence: 'guided' as const, modules: ['warlords', 'air-units'] } }
    const acts = Object.values(STAGE_INFO).flatMap((s) => s.phases.flatMap((p) => (p.act ? [p.act] : [])))
    const kinds = [...acts, 'settleStage1', 'placeBid', 'rollSequenceDie', 'fightBattle', 'setUpNeutralZones', 'rollSellingPosition', 'closeNeutralCardBids'] as const
    const screens = composeScreens(APP_SCREENS)
    expect(kinds.filter((k) => screens.form(state, k) === undefined)).toEqual([])
  })

  it('War of Supremacy: the attack and the next cards (its due.ts names them); not in a Supremacy game', async () => {
    const { EMPTY_STATE } = await import('@/domain')
    const { WAR_OF_SUPREMACY } = await import('@/domain/modules/war-of-supremacy')
    const screens = composeScreens(APP_SCREENS)
    const wos = { ...EMPTY_STATE, ruleset: { ...WAR_OF_SUPREMACY, modules: [] } }
    expect((['turnCombatForm', 'playCreature'] as const).filter((k) => screens.form(wos, k) === undefined)).toEqual([])
    const supremacy = { ...EMPTY_STATE, ruleset: { economy: 'price-index' as const, sequence: 'guided' as const, modules: [] } }
    expect(screens.form(supremacy, 'playCreature')).toBeUndefined()
  })
})
