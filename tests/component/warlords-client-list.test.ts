import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { NEUTRAL_TERRITORIES, PIRATE_SEAS } from '@/domain'
import { useGameStore } from '@/stores/game'
import ClientListForm from '@/components/warlords/ClientListForm.vue'
import ClientListCard from '@/components/warlords/ClientListCard.vue'
import { standardStart } from '../support/games'
import { playToThroughStore, send, useFreshGameStore, type GameStore } from './support'

/** Warlords and Pirates, Sales Chart: the Client List form ("They must complete this form at the beginning of Stage 6") and its Stage 6 card. */
useFreshGameStore()

/** A guided USA, USSR, Europe Warlords game at Cycle 1's Stage 6, Phase C (the beginning of the stage), USA building. */
async function atStage6(): Promise<GameStore> {
  const game = useGameStore()
  const started = await game.start({ ...standardStart(['usa', 'ussr', 'europe']), guided: true, ruleset: { economy: 'price-index', sequence: 'guided', modules: ['warlords'] } })
  if (!started.ok) throw new Error('the game did not start')
  await send(game, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) })
  await playToThroughStore(game, { cycle: 1, stage: 6, bidders: ['usa'] })
  return game
}

const testid = (id: string) => `[data-testid="${id}"]`

describe('The Client List form', () => {
  it('adds lines (seller, weapon, buyer, how many), shows the rules\' refusal past three a player, and notes the list', async () => {
    const game = await atStage6()
    const w = mount(ClientListForm, { props: { fields: {} } })
    expect(w.get(testid('confirm-client-list')).text()).toBe('Note: nobody sells this turn')
    const line = async (seller: string, weapon: string, zone: string) => {
      await w.get(testid('client-seller')).setValue(seller)
      await w.get(testid('client-weapon')).setValue(weapon)
      await w.get(testid('client-zone')).setValue(zone)
      await w.get(testid('client-add')).trigger('click')
    }
    await line('usa', 'nukes', 'India')
    await line('usa', 'lstars', 'Tokyo Bay')
    await line('usa', 'nukes', 'Iran')
    await line('usa', 'nukes', 'Iran')
    expect(w.text()).toContain('USA: 1 nuke to Sivaji, the warlord of India')
    await vi.waitFor(() => expect(w.text()).toContain("USA's lines come to 4"))
    expect(w.get(testid('confirm-client-list')).attributes('disabled')).toBeDefined()
    await w.get('button[aria-label="Remove USA: 1 nuke to the warlord of Iran"]').trigger('click')
    await line('ussr', 'lstars', 'India')
    expect(w.get(testid('confirm-client-list')).text()).toBe('Note the Client List (4 lines)')
    await w.get(testid('confirm-client-list')).trigger('click')
    await vi.waitFor(() => expect(w.emitted('done')).toBeTruthy())
    expect(game.state.neutral!.clients!.lines.map((l) => `${l.power} ${l.count} ${l.weapon} ${l.zone}`)).toEqual(['usa 1 nukes India', 'usa 1 lstars Tokyo Bay', 'usa 1 nukes Iran', 'ussr 1 lstars India'])
  })

  it('opened again, starts from the list noted; the Stage 6 card lists the lines and what is left to sell', async () => {
    const game = await atStage6()
    const card = mount(ClientListCard)
    expect(card.text()).toContain('Not noted yet')
    await send(game, { kind: 'noteClientList', lines: [{ power: 'ussr', zone: 'India', weapon: 'nukes', count: 2 }] })
    const w = mount(ClientListForm, { props: { fields: {} } })
    expect(w.text()).toContain('USSR: 2 nukes to Sivaji, the warlord of India')
    await send(game, { kind: 'passTurn', power: 'usa' })
    await send(game, { kind: 'correctSupply', power: 'ussr', row: 'nukes', value: 2, reason: 'test' })
    await send(game, { kind: 'sellToWarlord', power: 'ussr', zone: 'India', weapon: 'nukes', count: 1 })
    await vi.waitFor(() => expect(card.text()).toContain('USSR: 2 nukes to Sivaji, the warlord of India1 left to sell'))
    // Phase F: the list may no longer be changed.
    expect(card.find(testid('open-client-list')).exists()).toBe(false)
  })
})
