import { breakableBlockades } from '@/presentation/cash-flow-actions-ui'
import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { cashOf } from '@/domain'
import type { CashFlowAction } from '@/domain/modules/cash-flow'
import { useGameStore } from '@/stores/game'
import { ACTION_FORMS } from '@/components/cash-flow/action-forms'
import ProductionAction from '@/components/cash-flow/actions/ProductionAction.vue'
import BuildAction from '@/components/cash-flow/actions/BuildAction.vue'
import DeploymentAction from '@/components/cash-flow/actions/DeploymentAction.vue'
import { cashFlowGame, cashFlowPower, cashFlowStart } from '../support/cash-flow'
import { send, useFreshGameStore, type GameStore } from './support'

/** The Production, Build and Deployment forms of a Cash Flow turn, and the blockade declaration. */
useFreshGameStore()

/** A Cash Flow game through the store, USA's first turn with `action` selected. */
async function atAction(action: CashFlowAction, resources?: { grain: number; oil: number; minerals: number }): Promise<GameStore> {
  const game = useGameStore()
  const powers = (['usa', 'ussr', 'europe'] as const).map((id, seat) => cashFlowPower(id, seat, id === 'usa' ? resources : undefined))
  const started = await game.start(cashFlowStart(['usa', 'ussr', 'europe'], { powers, entropyHolder: 'europe' }))
  if (!started.ok) throw new Error('the game did not start')
  await send(game, { kind: 'selectAction', power: 'usa', action })
  return game
}

describe('the action forms are registered for the Turn screen', () => {
  it('Production, Build and Deployment', () => {
    expect(ACTION_FORMS.production).toBe(ProductionAction)
    expect(ACTION_FORMS.build).toBe(BuildAction)
    expect(ACTION_FORMS.deployment).toBe(DeploymentAction)
  })
})

describe('ProductionAction', () => {
  it('ticks the types with their labor price and yield; produces through the rules', async () => {
    const game = await atAction('production')
    const w = mount(ProductionAction, { attachTo: document.body })
    const grain = w.get('[data-testid="produce-grain"]')
    expect(grain.text()).toContain('Grain · labor $25M')
    expect(grain.get('[data-testid="yield"]').text()).toBe('7 units: Grain 5 → 12')
    await grain.get('button').trigger('click')
    // The second type ticked pays the next box.
    expect(w.get('[data-testid="produce-oil"]').text()).toContain('Oil · labor $50M')
    expect(w.get('[data-testid="labor-total"]').text()).toBe('1 labor unit: $25M')
    expect(w.get('[data-testid="preview"]').text()).toContain('USA pays $25M')
    await w.get('[data-testid="confirm-produce"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa!.supplies.grain).toBe(12))
    expect(cashOf(game.state, 'usa')).toBe(2975)
  })

  it('offers the excess a price or loss; shows why a card is idle', async () => {
    const game = await atAction('production', { grain: 10, oil: 3, minerals: 2 })
    const w = mount(ProductionAction, { attachTo: document.body })
    await w.get('[data-testid="produce-grain"] button').trigger('click')
    expect(w.get('[data-testid="produce-grain"] [data-testid="yield"]').text()).toBe('7 units: Grain 10 → 12, 5 over the row (lost)')
    await w.get('[data-testid="excess-grain"]').setValue('150')
    expect(w.get('[data-testid="produce-grain"] [data-testid="yield"]').text()).toBe('7 units: Grain 10 → 12, 5 over the row (5 listed at $150M)')
    await w.get('[data-testid="confirm-produce"]').trigger('click')
    await vi.waitFor(() => expect(game.state.cashFlow!.listings).toEqual([{ seller: 'usa', resource: 'grain', price: 150, units: 5 }]))
  })

  it('greys a type with nothing producing and names the idle card', async () => {
    const game = await atAction('production')
    await send(game, { kind: 'removeCompany', power: 'usa', companyId: 'usa-5', reason: 'test' })
    const w = mount(ProductionAction, { attachTo: document.body })
    const minerals = w.get('[data-testid="produce-minerals"]')
    expect(minerals.get('[data-testid="yield"]').text()).toBe('nothing producing')
    expect(minerals.get('button').attributes('disabled')).toBeDefined()
  })
})

describe('BuildAction', () => {
  it('steppers with minerals each; nukes and L-stars wait for their cards; builds through the rules', async () => {
    const game = await atAction('build', { grain: 1, oil: 2, minerals: 12 })
    const w = mount(BuildAction, { attachTo: document.body })
    expect(w.get('[data-testid="build-nukes"]').text()).toContain('waits for the nuke card')
    expect(w.get('[data-testid="build-lstars"]').text()).toContain('waits for the L-star card')
    expect(w.get('[data-testid="build-nukes"] [aria-label="more Nukes"]').attributes('disabled')).toBeDefined()
    expect(w.get('[data-testid="build-navies"]').text()).toContain('2 minerals each')
    await w.get('[aria-label="more Armies"]').trigger('click')
    await w.get('[aria-label="more Navies"]').trigger('click')
    expect(w.get('[data-testid="build-summary"]').text()).toBe("Needs 3 minerals of USA's 12. 2 labor units: $75M")
    await w.get('[data-testid="confirm-build"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa!.forces).toMatchObject({ armies: 22, navies: 3 }))
    expect(game.state.powers.usa!.supplies.minerals).toBe(9)
  })

  it('shows the rules\' refusal for short minerals', async () => {
    await atAction('build')
    const w = mount(BuildAction, { attachTo: document.body })
    for (let i = 0; i < 3; i += 1) await w.get('[aria-label="more Navies"]').trigger('click')
    expect(w.get('[data-testid="preview"]').text()).toContain('3 navies need 6 minerals, USA has 5.')
    expect(w.get('[data-testid="confirm-build"]').attributes('disabled')).toBeDefined()
  })
})

describe('DeploymentAction', () => {
  it('counts the moves into oil and pays it; declares and lifts a blockade', async () => {
    const game = await atAction('deployment')
    const w = mount(DeploymentAction, { attachTo: document.body })
    await w.get('[aria-label="more Army moves"]').trigger('click')
    await w.get('[aria-label="more Navies moved"]').trigger('click')
    expect(w.get('[data-testid="deploy-oil"]').text()).toBe("2 oil of USA's 5")
    await w.get('[data-testid="confirm-deploy"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa!.supplies.oil).toBe(3))

    await w.get('[data-testid="blockade-territory"]').setValue('Alaska')
    expect(w.get('[data-testid="blockade-declaration"] [data-testid="preview"]').text()).toContain("Alaska is USA's own home territory")
    await w.get('[data-testid="blockade-territory"]').setValue('Iraq')
    await w.get('[data-testid="confirm-blockade"]').trigger('click')
    await vi.waitFor(() => expect(game.state.cashFlow!.blockades).toEqual([{ territory: 'Iraq', by: 'usa' }]))
    expect(w.get('[data-testid="own-blockades"]').text()).toContain('Blockade of Iraq')
    await w.get('[data-testid="lift-t-Iraq"]').trigger('click')
    await vi.waitFor(() => expect(game.state.cashFlow!.blockades).toEqual([]))
  })
})

describe('the blockade form: breaking a blockade whose navies the Attack sank (issue 26)', () => {
  it('lists another power\'s blockades once it lost navies this turn, with the command that breaks them', () => {
    const g = cashFlowGame(['usa', 'ussr', 'europe'], { entropyHolder: 'europe' })
    g.do({ kind: 'selectAction', power: 'usa', action: 'deployment' })
    g.do({ kind: 'declareBlockade', power: 'usa', territory: 'Iraq' })
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    g.do({ kind: 'selectAction', power: 'ussr', action: 'attack' })
    expect(breakableBlockades(g.state, 'ussr')).toEqual([])
    g.do({ kind: 'cashFlowAttack', power: 'ussr', defender: 'usa', target: 'Persian Gulf', borders: 1, defenderDeletesGrain: false, attackerDice: [5, 5], defenderDice: [1, 6], defenderNavyLosses: 1 })
    expect(breakableBlockades(g.state, 'ussr')).toEqual([{ key: 't-usa-Iraq', label: "USA's blockade of Iraq", by: 'usa', territory: 'Iraq' }])
    expect(breakableBlockades(g.state, 'usa')).toEqual([])
  })
})
