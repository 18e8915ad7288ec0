import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { defineComponent, h, ref } from 'vue'
import { NEUTRAL_TERRITORIES, PIRATE_SEAS, WARLORDS_TREASURY, type Command, type PowerId } from '@/domain'
import { useGameStore } from '@/stores/game'
import NeutralZonesCard from '@/components/warlords/NeutralZonesCard.vue'
import WarlordsSetupChoice from '@/components/warlords/WarlordsSetupChoice.vue'
import SupplyPanel from '@/components/supply/SupplyPanel.vue'
import StagePanel from '@/components/play/StagePanel.vue'
import { standardStart } from '../support/games'
import { button, playToThroughStore, send, useFreshGameStore, type GameStore } from './support'

/** The Warlords and Pirates screens: the setup switch, the Marshall's setup card, the supply center and the market sheet. */
useFreshGameStore()

type Store = GameStore

async function startWarlords(powers: PowerId[] = ['usa', 'ussr', 'europe'], guided = false, modules = ['warlords']): Promise<Store> {
  const game = useGameStore()
  const started = await game.start({ ...standardStart(powers), ...(guided ? { guided: true } : {}), ruleset: { economy: 'price-index', sequence: guided ? 'guided' : 'bookkeeping', modules } })
  if (!started.ok) throw new Error('the game did not start')
  return game
}


/** tests/support/guided.ts `playTo`, through the store: to Stage 6 with USA the only bidder, then its turn passed (Phase F). */
async function toBazaar(game: Store): Promise<void> {
  await playToThroughStore(game, { stage: 6, bidders: ['usa'] })
  await send(game, { kind: 'passTurn', power: 'usa' })
}

const fullHouse = (): Command => ({ kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) })

describe('Warlords and Pirates at setup', () => {
  it('the switch under Variants adds and removes the module', async () => {
    const modules = ref<string[]>(['air-units'])
    const outnumbered = ref<'nukes' | 'lstars'>('nukes')
    const ownerBids = ref(false)
    const Host = defineComponent(() => () =>
      h(WarlordsSetupChoice, {
        modules: modules.value,
        'onUpdate:modules': (v: string[]) => (modules.value = v),
        outnumbered: outnumbered.value,
        'onUpdate:outnumbered': (v: 'nukes' | 'lstars') => (outnumbered.value = v),
        ownerBids: ownerBids.value,
        'onUpdate:ownerBids': (v: boolean) => (ownerBids.value = v),
      }),
    )
    const w = mount(Host)
    expect(w.text()).not.toContain('outnumbered by L-stars')
    await w.get('[data-testid="variant-warlords"]').setValue(true)
    expect(modules.value).toEqual(['air-units', 'warlords'])
    // Issue 26: the two readings groups differ on, shown once the variant is on.
    await w.findAll('button').find((b) => b.text().includes('Against the warlord’s L-stars'))!.trigger('click')
    expect(outnumbered.value).toBe('lstars')
    await w.findAll('button').find((b) => b.text().includes('the owner may outbid them'))!.trigger('click')
    expect(ownerBids.value).toBe(true)
    await w.get('[data-testid="variant-warlords"]').setValue(false)
    expect(modules.value).toEqual(['air-units'])
  })
})

describe("The Marshall's setup card", () => {
  it('lists the zones the rules allow, waits for every die, then sets the zones up', async () => {
    const game = await startWarlords(['usa', 'ussr', 'europe', 'china', 'africa', 'south-america'])
    const w = mount(NeutralZonesCard, { attachTo: document.body })
    // Six players: Full House, and no LT6 extras.
    expect(w.get('[role="radio"][aria-checked="true"]').text()).toContain('Full House')
    expect(w.findAll('[data-testid^="zone-"]')).toHaveLength(32)
    expect(w.find('[data-testid^="include-"]').exists()).toBe(false)
    expect(w.get('[data-testid="confirm-neutral-zones"]').attributes('disabled')).toBeDefined()
    // Until every die is in, the card waits rather than show the rules' refusal.
    expect(w.get('[data-testid="preview"]').text()).toBe('Roll or type a die for every zone.')
    await w.get('[data-testid="neutral-roll-all"]').trigger('click')
    expect(w.get('[data-testid="preview"]').text()).toContain('24 warlords and 8 pirates placed')
    await w.get('[data-testid="confirm-neutral-zones"]').trigger('click')
    await vi.waitFor(() => expect(game.state.neutral?.zones).toHaveLength(32))
    expect(game.state.neutral?.mode).toBe('fullHouse')
    expect(game.state.neutral?.zones.every((z) => (z.armies ?? z.navies ?? 0) >= 1)).toBe(true)
  })

  it('LT6 offers the homes of powers out of play and free seas, never a sea next to a player', async () => {
    const game = await startWarlords(['usa', 'ussr'])
    const w = mount(NeutralZonesCard, { attachTo: document.body })
    expect(w.find('[data-testid="include-Caribbean Sea"]').exists()).toBe(false)
    await w.get('[data-testid="include-Rio de Plata"]').setValue(true)
    expect(w.findAll('[data-testid^="zone-"]')).toHaveLength(33)
    // Typed dice: Rio de Plata's die is typed, the rest rolled; a typed name is kept.
    await w.get('[data-testid="neutral-roll-all"]').trigger('click')
    await w.get('[aria-label="Rio de Plata die shows 4"]').trigger('click')
    await w.get('[aria-label="Name of the pirate of Rio de Plata (optional)"]').setValue('Drake')
    await w.get('[data-testid="confirm-neutral-zones"]').trigger('click')
    await vi.waitFor(() => expect(game.state.neutral?.zones).toHaveLength(33))
    expect(game.state.neutral?.zones.find((z) => z.zone === 'Rio de Plata')).toMatchObject({ kind: 'pirate', name: 'Drake', navies: 4 })
    expect(game.state.neutral?.mode).toBe('lt6')
  })

  it('tank dice for territories give one tank per six points', async () => {
    const game = await startWarlords(['usa', 'ussr'])
    const w = mount(NeutralZonesCard, { attachTo: document.body })
    await w.get('[data-testid="neutral-tanks"]').setValue(true)
    await w.get('[data-testid="neutral-roll-all"]').trigger('click')
    await w.get('[aria-label="Greenland tank die shows 6"]').trigger('click')
    await w.get('[aria-label="India tank die shows 5"]').trigger('click')
    expect(w.find('[aria-label="Arabian Sea tank die shows 6"]').exists()).toBe(false)
    await w.get('[data-testid="confirm-neutral-zones"]').trigger('click')
    await vi.waitFor(() => expect(game.state.neutral?.zones).toHaveLength(32))
    const zone = (name: string) => game.state.neutral!.zones.find((z) => z.zone === name)!
    expect(zone('Greenland').tanks).toBe(1)
    expect(zone('India').tanks).toBe(0)
  })

  it('is on the Stage tab of a guided game before Cycle 1 Stage 1 is settled, and goes once the zones are set up', async () => {
    const game = await startWarlords(['usa', 'ussr'], true)
    const w = mount(StagePanel, { attachTo: document.body })
    expect(w.find('[data-testid="neutral-zones-card"]').exists()).toBe(true)
    await send(game, fullHouse())
    await vi.waitFor(() => expect(w.find('[data-testid="neutral-zones-card"]').exists()).toBe(false))
  })

  it('leaves the Stage tab once a power has settled Stage 1 (the rules take the setup only before)', async () => {
    const game = await startWarlords(['usa', 'ussr'], true)
    const w = mount(StagePanel, { attachTo: document.body })
    expect(w.find('[data-testid="neutral-zones-card"]').exists()).toBe(true)
    await send(game, { kind: 'settleStage1', power: 'usa' })
    await vi.waitFor(() => expect(w.find('[data-testid="neutral-zones-card"]').exists()).toBe(false))
  })

  it('is not shown in a game without the module', async () => {
    await startWarlords(['usa', 'ussr'], false, [])
    const w = mount(SupplyPanel, { attachTo: document.body })
    expect(w.find('[data-testid="neutral-zones-card"]').exists()).toBe(false)
    expect(w.find('[data-testid="neutral-supply"]').exists()).toBe(false)
  })
})

describe("The warlords' and pirates' supply center and market", () => {
  it('shows each zone and the treasury; a sale is refused without the nuke, then sold at the buying price', async () => {
    const game = await startWarlords()
    await send(game, fullHouse())
    const w = mount(SupplyPanel, { attachTo: document.body })
    const center = w.get('[data-testid="neutral-supply"]')
    expect(center.get('[data-testid="neutral-India"]').text()).toContain('Sivaji')
    expect(center.get('[data-testid="neutral-treasury"]').text()).toBe('Treasury $0M')
    await button(center, "Warlords' market…").trigger('click')
    const sheet = w.get('dialog')
    await sheet.get('[data-testid="pick-usa"]').trigger('click')
    await sheet.get('[data-testid="market-zone"]').setValue('India')
    expect(sheet.get('[data-testid="preview"]').text()).toContain('USA has 0 nukes; it cannot sell 1.')
    expect(sheet.get('[data-testid="confirm-warlords-market"]').attributes('disabled')).toBeDefined()
    await send(game, { kind: 'correctSupply', power: 'usa', row: 'nukes', value: 1, reason: 'test' })
    await vi.waitFor(() => expect(sheet.get('[data-testid="preview"]').text()).toContain('USA receives $1,000M'))
    expect(sheet.get('[data-testid="preview"]').text()).toContain('Sivaji, the warlord of India gets 1 nuke')
    await sheet.get('[data-testid="confirm-warlords-market"]').trigger('click')
    await vi.waitFor(() => expect(game.state.accounts[WARLORDS_TREASURY]).toBe(-1000))
    expect(game.state.neutral?.zones.find((z) => z.zone === 'India')?.nukes).toBe(1)
    await vi.waitFor(() => expect(w.get('[data-testid="neutral-treasury"]').text()).toContain('Treasury −$1,000M'))
    expect(w.get('[data-testid="neutral-India"] [data-col="nukes"]').text()).toBe('1')
  })

  it('buys a warlord’s nuke for at least the selling price; less is refused with the least price offered', async () => {
    const game = await startWarlords()
    await send(game, fullHouse())
    await send(game, { kind: 'correctSupply', power: 'usa', row: 'nukes', value: 1, reason: 'test' })
    await send(game, { kind: 'sellToWarlord', power: 'usa', zone: 'India', weapon: 'nukes', count: 1 })
    const w = mount(SupplyPanel, { attachTo: document.body })
    await button(w, "Warlords' market…").trigger('click')
    const sheet = w.get('dialog')
    await button(sheet, 'Buy weapons').trigger('click')
    await sheet.get('[data-testid="pick-ussr"]').trigger('click')
    await sheet.get('[data-testid="market-zone"]').setValue('India')
    await sheet.get('button[aria-label="1"]').trigger('click')
    expect(sheet.get('[data-testid="preview"]').text()).toContain('accepts no less than $2,000M')
    await sheet.get('[data-testid="market-least"]').trigger('click')
    expect(sheet.get('[data-testid="preview"]').text()).toContain('USSR pays $2,000M')
    await sheet.get('[data-testid="confirm-warlords-market"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.ussr?.supplies.nukes).toBe(1))
    expect(game.state.accounts[WARLORDS_TREASURY]).toBe(1000)
  })

  it('a guided game opens the market in Stage 6, Phase F, and not from the Supply centers tab', async () => {
    const game = await startWarlords(['usa', 'ussr'], true)
    await send(game, fullHouse())
    const s = mount(SupplyPanel, { attachTo: document.body })
    expect(s.find('[data-testid="open-warlords-market"]').exists()).toBe(false)
    await toBazaar(game)
    expect(game.state.play).toMatchObject({ stage: 6, phase: 'F' })
    const w = mount(StagePanel, { attachTo: document.body })
    await button(w, "Warlords' market…").trigger('click')
    expect(w.get('dialog').text()).toContain('Each player may sell up to three weapons per turn')
  })
})
