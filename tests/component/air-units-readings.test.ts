import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { ref } from 'vue'
import { DEFAULT_SETTINGS, type AirBuildPrice, type AirFirePower, type AirKillPoints, type AirSpoils, type GameSettings } from '@/domain'
import { useGameStore } from '@/stores/game'
import AirUnitsSetupChoice from '@/components/air-units/AirUnitsSetupChoice.vue'
import BuildAirUnitsCard from '@/components/air-units/BuildAirUnitsCard.vue'
import SurrenderForm from '@/components/battle/SurrenderForm.vue'
import { standardStart } from '../support/games'
import { send, useFreshGameStore } from './support'

useFreshGameStore()

/** A bookkeeping USA–USSR game with Air Units and the given readings. */
async function airGame(settings: Partial<GameSettings> = {}) {
  const game = useGameStore()
  const start = standardStart(['usa', 'ussr'])
  const started = await game.start({ ...start, settings: { ...DEFAULT_SETTINGS, ...settings }, ruleset: { economy: 'price-index', sequence: 'bookkeeping', modules: ['air-units'] } })
  if (!started.ok) throw new Error('the game did not start')
  return game
}

describe('Air Units readings on screen', () => {
  it('the New game screen offers the odd air unit’s price and the spoils, each with the text’s reading as the default', async () => {
    const modules = ref(['air-units'])
    const w = mount(AirUnitsSetupChoice, {
      props: { modules: modules.value, firePower: 5 as AirFirePower, killPoints: 6 as AirKillPoints, buildPrice: 'perPair' as AirBuildPrice, spoils: 'all' as AirSpoils },
    })
    expect(w.text()).toContain('An odd air unit pays the pair’s $400M: the text’s price (default)')
    expect(w.text()).toContain('The victor of the spoils takes every air unit: the text (default)')
    const perUnit = w.findAll('button').find((b) => b.text().startsWith('$200M an air unit'))!
    await perUnit.trigger('click')
    expect(w.emitted('update:buildPrice')?.at(-1)).toEqual(['perUnit'])
    const twenty = w.findAll('button').find((b) => b.text().startsWith('At most 20'))!
    await twenty.trigger('click')
    expect(w.emitted('update:spoils')?.at(-1)).toEqual(['twenty'])
  })

  it('the build card states the game’s price: $400M for an odd one by default, $200M an air unit with the setting', async () => {
    await airGame()
    expect(mount(BuildAirUnitsCard, { props: { power: 'usa' } }).get('[data-testid="air-build-rule"]').text()).toContain('an odd one costs a whole set and $400M')
  })

  it('with the per-unit setting the build card says $200M each', async () => {
    await airGame({ airUnitBuildPrice: 'perUnit' })
    expect(mount(BuildAirUnitsCard, { props: { power: 'usa' } }).get('[data-testid="air-build-rule"]').text()).toContain('$200M each (setting)')
  })

  it('the surrender form counts the defender’s air units; the attacker takes them in its colour', async () => {
    const game = await airGame()
    await send(game, { kind: 'correctForces', power: 'ussr', forces: { airUnits: 3 }, reason: 'test' })
    const w = mount(SurrenderForm, { props: { attacker: 'usa', defender: 'ussr', zone: 'India' }, attachTo: document.body })
    expect(w.text()).toContain('USA takes at most 20 in all')
    await w.get('[aria-label="more Air units USSR surrenders"]').trigger('click')
    await w.get('[aria-label="more Air units USSR surrenders"]').trigger('click')
    const confirm = w.get<HTMLButtonElement>('[data-testid="confirm-surrender"]')
    await vi.waitFor(() => expect(confirm.element.disabled).toBe(false))
    await confirm.trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa!.forces.airUnits).toBe(2))
    expect(game.state.powers.ussr!.forces.airUnits).toBe(1)
  })
})
