import { describe, expect, it, vi } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { DEFAULT_SETTINGS, type AirBuildPrice, type AirFirePower, type AirKillPoints, type AirSpoils, type GameSettings } from '@/domain'
import { useGameStore } from '@/stores/game'
import AirBattleCard from '@/components/air-units/AirBattleCard.vue'
import AirUnitsSetupChoice from '@/components/air-units/AirUnitsSetupChoice.vue'
import { standardStart } from '../support/games'
import { send, useFreshGameStore } from './support'

useFreshGameStore()

/** A bookkeeping USA–USSR game with Air Units; USA holds 4 armies, 1 navy and 2 air units. */
async function airGame(settings: Partial<GameSettings> = {}) {
  const game = useGameStore()
  const started = await game.start({ ...standardStart(['usa', 'ussr']), settings: { ...DEFAULT_SETTINGS, ...settings }, ruleset: { economy: 'price-index', sequence: 'bookkeeping', modules: ['air-units'] } })
  if (!started.ok) throw new Error('the game did not start')
  await send(game, { kind: 'correctForces', power: 'usa', armies: 4, navies: 1, forces: { airUnits: 2 }, reason: 'test' })
  return game
}

const radio = (w: VueWrapper, group: string, name: string) => w.get(`[role="radiogroup"][aria-label="${group}"]`).findAll('button').find((b) => b.text().replace(/^✓\s*/, '') === name)!
const more = async (w: VueWrapper, label: string, times = 1) => {
  for (let i = 0; i < times; i++) await w.get(`[aria-label="more ${label}"]`).trigger('click')
}

describe('the air battle card against an empty zone (the militia)', () => {
  it('offers the militia as defender: no defending counts, no attacker dice, the Marshall’s one die; Fight removes the armies only', async () => {
    const game = await airGame()
    const w = mount(AirBattleCard, { attachTo: document.body })
    await radio(w, 'Defender', 'Militia (empty zone)').trigger('click')
    expect(w.find('[aria-label="Defending armies"]').exists()).toBe(false)
    expect(w.find('[data-testid="air-battle-resists"]').exists()).toBe(false)
    expect(w.get('[data-testid="air-militia-rule"]').text()).toContain('the Marshall rolls one die')
    await w.get('[data-testid="air-battle-target"]').setValue('Greenland')
    await more(w, 'Attacking air units', 2)
    // Air units alone: refused in this game's reading, in the desk's words.
    await vi.waitFor(() => expect(w.get('[data-testid="air-battle-hint"]').text()).toContain('Air units alone cannot take an empty zone in this game'))
    await more(w, 'Attacking armies', 2)
    await vi.waitFor(() => expect(w.find('[data-testid="air-battle-plan"]').exists()).toBe(true))
    expect(w.get('[data-testid="air-attacker-figures"]').text()).toBe('Rolls no dice against the militia; fire power plays no part')
    expect(w.get('[data-testid="air-defender-figures"]').text()).toBe('The Marshall rolls 1 die; the militia loses nothing')
    expect(w.find('[data-testid="air-dice-attacker"]').exists()).toBe(false)
    expect(w.find('[data-testid="air-odds-defender"]').exists()).toBe(false)
    expect(w.get('[data-testid="air-odds-summary"]').text()).toContain('The attacker loses at least one unit to the militia: 66.7%')
    await w.get('[data-testid="air-dice-defender"]').get('[aria-label="Die 1 shows 6"]').trigger('click')
    await vi.waitFor(() => expect(w.get('[data-testid="air-battle-verdict"]').text()).toBe('The militia scores 6 points: USA loses 2 armies.'))
    const fight = w.get<HTMLButtonElement>('[data-testid="confirm-air-battle"]')
    await vi.waitFor(() => expect(fight.element.disabled).toBe(false))
    await fight.trigger('click')
    await vi.waitFor(() => expect(w.get('[data-testid="air-battle-result"]').text()).toContain('Remove 2 armies of USA.'))
    expect(game.state.powers.usa!.forces).toMatchObject({ armies: 2, airUnits: 2 })
  })

  it('with armies and navies the Marshall’s choice is offered (never the air units, even when it can take them); amphibious takes it away', async () => {
    await airGame({ airUnitMilitia: 'alone' })
    const w = mount(AirBattleCard, { attachTo: document.body })
    await radio(w, 'Defender', 'Militia (empty zone)').trigger('click')
    await more(w, 'Attacking air units')
    await more(w, 'Attacking armies')
    await more(w, 'Attacking navies')
    await vi.waitFor(() => expect(w.find('[role="radiogroup"][aria-label="The Marshall removes first"]').exists()).toBe(true))
    expect(w.get('[role="radiogroup"][aria-label="The Marshall removes first"]').text()).not.toContain('Air unit')
    await w.get('[data-testid="air-battle-amphibious"]').setValue(true)
    await vi.waitFor(() => expect(w.find('[role="radiogroup"][aria-label="The Marshall removes first"]').exists()).toBe(false))
    expect(w.get('[data-testid="air-militia-rule"]').text()).toContain('armies first (amphibious)')
  })

  it('with the setting "alone", air units may attack it by themselves: a 6 takes one', async () => {
    const game = await airGame({ airUnitMilitia: 'alone' })
    const w = mount(AirBattleCard, { attachTo: document.body })
    await radio(w, 'Defender', 'Militia (empty zone)').trigger('click')
    await w.get('[data-testid="air-battle-target"]').setValue('Greenland')
    await more(w, 'Attacking air units', 2)
    await vi.waitFor(() => expect(w.find('[data-testid="air-battle-plan"]').exists()).toBe(true))
    await w.get('[data-testid="air-dice-defender"]').get('[aria-label="Die 1 shows 6"]').trigger('click')
    await vi.waitFor(() => expect(w.get('[data-testid="air-battle-verdict"]').text()).toBe('The militia scores 6 points: USA loses 1 air unit.'))
    const fight = w.get<HTMLButtonElement>('[data-testid="confirm-air-battle"]')
    await vi.waitFor(() => expect(fight.element.disabled).toBe(false))
    await fight.trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa!.forces.airUnits).toBe(1))
  })
})

describe('the New game screen', () => {
  it('offers the militia reading, beside an army or navy by default', async () => {
    const w = mount(AirUnitsSetupChoice, {
      props: { modules: ['air-units'], firePower: 5 as AirFirePower, killPoints: 6 as AirKillPoints, buildPrice: 'perPair' as AirBuildPrice, spoils: 'all' as AirSpoils, militia: 'withArmies' },
    })
    const group = w.get('[role="radiogroup"][aria-label="Air units against an empty zone’s militia"]')
    expect(group.text()).toContain('✓ Beside an army or navy; the militia removes only armies and navies, as the text names (default)')
    await group.findAll('button').find((b) => b.text().startsWith('Alone too'))!.trigger('click')
    expect(w.emitted('update:militia')?.at(-1)).toEqual(['alone'])
  })
})
