import { describe, expect, it, vi } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import BattleDesk from '@/components/battle/BattleDesk.vue'
import { button, chooseBattleKind, startStandardGame, send, useFreshGameStore, type GameStore } from './support'

useFreshGameStore()

type Store = GameStore


async function step(w: VueWrapper, label: string, times: number, way: 'more' | 'fewer' = 'more'): Promise<void> {
  for (let i = 0; i < times; i += 1) await w.get(`[aria-label="${way} ${label}"]`).trigger('click')
}

async function typeDice(w: VueWrapper, side: string, faces: number[]): Promise<void> {
  const box = w.get(`[data-testid="${side}"]`)
  for (const [i, f] of faces.entries()) await box.get(`[aria-label="Die ${i + 1} shows ${f}"]`).trigger('click')
}

/** A bookkeeping USA–USSR game where both sides have armies and navies (amphibious armies read as `amphibiousArmies`). */
async function armedGame(amphibiousArmies: 'landed' | 'aboard' = 'landed'): Promise<Store> {
  const game = await startStandardGame(['usa', 'ussr'], 't1', { amphibiousArmies })
  await send(game, { kind: 'correctForces', power: 'usa', armies: 4, navies: 2, reason: 'test' })
  await send(game, { kind: 'correctForces', power: 'ussr', armies: 4, navies: 2, reason: 'test' })
  return game
}

/** USA attacks the Baltic with 3 armies and 1 navy (2 dice: fire power) against 1 USSR army and 2 navies (2 dice). */
async function mixedBattle(w: VueWrapper): Promise<void> {
  await button(w, 'USSR').trigger('click')
  await w.get('[data-testid="battle-target"]').setValue('Baltic Sea')
  await step(w, 'Attacking armies', 3)
  await step(w, 'Attacking navies', 1)
  await step(w, 'Defending armies', 1)
  await step(w, 'Defending navies', 2)
}

const value = (w: VueWrapper, side: string, label: string) => w.get(`[data-testid="losses-${side}"] [aria-label="${label}"] [data-testid="stepper-value"]`).text()

describe('Battle desk: choosing which units are lost', () => {
  it('shows no picker until the dice are in, then defaults to armies first and records the table\'s choice', async () => {
    const game = await armedGame()
    const w = mount(BattleDesk, { attachTo: document.body })
    await mixedBattle(w)
    expect(w.find('[data-testid="loss-picker"]').exists()).toBe(false)
    // 5 + 3 = 8 points: USSR loses 2 of its 3 units; 2 + 1 = 3 points: USA loses 1 of its 4.
    await typeDice(w, 'dice-attacker', [5, 3])
    await typeDice(w, 'dice-defender', [2, 1])
    expect(w.get('[data-testid="losses-defender"] legend').text()).toBe('USSR loses 2 units: USA chooses which.')
    expect(value(w, 'defender', 'Defending armies lost')).toBe('1')
    expect(value(w, 'defender', 'Defending navies lost')).toBe('1')
    // Armies cannot exceed the 1 army there; taking both navies leaves the army.
    expect(w.get<HTMLButtonElement>('[aria-label="more Defending armies lost"]').element.disabled).toBe(true)
    await step(w, 'Defending navies lost', 1)
    expect(value(w, 'defender', 'Defending armies lost')).toBe('0')
    expect(value(w, 'defender', 'Defending navies lost')).toBe('2')
    expect(w.get<HTMLButtonElement>('[aria-label="more Defending navies lost"]').element.disabled).toBe(true)
    // USSR sinks USA's navy instead of an army.
    await step(w, 'Attacking navies lost', 1)
    expect(value(w, 'attacker', 'Attacking armies lost')).toBe('0')
    const confirm = w.get<HTMLButtonElement>('[data-testid="confirm-battle"]')
    await vi.waitFor(() => expect(confirm.element.disabled).toBe(false))
    await confirm.trigger('click')
    await vi.waitFor(() => expect(game.state.powers.ussr).toMatchObject({ forces: { armies: 4, navies: 0 } }))
    expect(game.state.powers.usa).toMatchObject({ forces: { armies: 4, navies: 1 } })
    await vi.waitFor(() => expect(w.get('[data-testid="battle-result"]').text()).toContain('Remove 2 USSR units (2 navies).'))
  })

  it('starts again from the default when the dice change, and hides the picker when only one kind is there', async () => {
    await armedGame()
    const w = mount(BattleDesk, { attachTo: document.body })
    await mixedBattle(w)
    await typeDice(w, 'dice-attacker', [5, 3])
    await typeDice(w, 'dice-defender', [1, 1])
    await step(w, 'Defending navies lost', 1)
    expect(value(w, 'defender', 'Defending navies lost')).toBe('2')
    await typeDice(w, 'dice-attacker', [3, 1])
    expect(w.get('[data-testid="losses-defender"] legend').text()).toBe('USSR loses 1 unit: USA chooses which.')
    expect(value(w, 'defender', 'Defending armies lost')).toBe('1')
    // No attacker losses (2 points), and USSR with armies only: nothing to choose.
    expect(w.find('[data-testid="losses-attacker"]').exists()).toBe(false)
    await step(w, 'Defending navies', 2, 'fewer')
    await step(w, 'Defending armies', 1)
    expect(w.find('[data-testid="loss-picker"]').exists()).toBe(false)
  })

  it('warns that a sunk navy takes its convoyed armies down with it (reading "aboard")', async () => {
    await armedGame('aboard')
    const w = mount(BattleDesk, { attachTo: document.body })
    await mixedBattle(w)
    await button(w, 'Amphibious').trigger('click')
    await typeDice(w, 'dice-attacker', [1, 1])
    await typeDice(w, 'dice-defender', [2, 1])
    expect(w.find('[data-testid="drowned-attacker"]').exists()).toBe(false)
    await step(w, 'Attacking navies lost', 1)
    expect(w.get('[data-testid="drowned-attacker"]').text()).toBe(
      'A navy sunk while convoying loses its armies: 3 more armies go down, so USA loses 3 armies and 1 navy in all.',
    )
    // The odds show both ways of taking the losses, and the reading is on screen.
    expect(w.get('[data-testid="odds-case-1"]').text()).toContain('If navies are sunk first')
    expect(w.get('[data-testid="amphibious-reading"]').text()).toContain('a sunk navy drowns the armies it carries')
  })

  it('reading "landed" (the default): no army drowns with a sunk navy in an amphibious assault, one set of odds', async () => {
    await armedGame()
    const w = mount(BattleDesk, { attachTo: document.body })
    await mixedBattle(w)
    await button(w, 'Amphibious').trigger('click')
    expect(w.get('[data-testid="amphibious-reading"]').text()).toContain('a sunk navy does not drown them')
    expect(w.find('[data-testid="odds-case-0"]').exists()).toBe(false)
    await typeDice(w, 'dice-attacker', [1, 1])
    await typeDice(w, 'dice-defender', [2, 1])
    await step(w, 'Attacking navies lost', 1)
    expect(w.find('[data-testid="drowned-attacker"]').exists()).toBe(false)
  })

  it("Step D: a defender's navy sunk while convoying takes its armies down, and the desk says so", async () => {
    await armedGame()
    const w = mount(BattleDesk, { attachTo: document.body })
    await mixedBattle(w)
    await step(w, "Defender's convoyed armies", 1)
    expect(w.get('[data-testid="odds-case-1"]').text()).toContain('If navies are sunk first')
    await typeDice(w, 'dice-attacker', [3, 1])
    await typeDice(w, 'dice-defender', [1, 1])
    await step(w, 'Defending navies lost', 1)
    expect(w.get('[data-testid="drowned-defender"]').text()).toBe(
      'A navy sunk while convoying loses its armies: 1 more army goes down, so USSR loses 1 army and 1 navy in all.',
    )
  })

  it('lets no one choose in an amphibious assault on the militia', async () => {
    await armedGame()
    const w = mount(BattleDesk, { attachTo: document.body })
    await button(w, 'Militia (empty zone)').trigger('click')
    await w.get('[data-testid="battle-target"]').setValue('Iceland')
    await step(w, 'Attacking armies', 2)
    await step(w, 'Attacking navies', 1)
    await button(w, 'Amphibious').trigger('click')
    await typeDice(w, 'dice-defender', [3])
    const picker = w.get('[data-testid="losses-attacker"]')
    expect(picker.text()).toContain('the Marshall always removes the armies')
    expect(picker.find('[aria-label="Attacking armies lost"]').exists()).toBe(false)
  })
})

describe('War record card', () => {
  it('lists each power with its figures and its luck, updated after a battle', async () => {
    const game = await startStandardGame(['usa', 'ussr'])
    const w = mount(BattleDesk, { attachTo: document.body })
    await chooseBattleKind(w, 'War record')
    const usa = () => w.get('[data-testid="war-record-usa"]')
    expect(usa().text()).toContain('USA')
    expect(usa().text()).toContain('Nukes fired0')
    expect(usa().get('[data-testid="war-record-luck"]').text()).toBe('Luck: no battle dice yet.')
    await send(game, { kind: 'fightBattle', attacker: 'usa', defender: 'ussr', target: 'Poland', attacking: { armies: 3, navies: 0 }, defending: { armies: 2, navies: 0 }, attackerDice: [5, 3], defenderDice: [2, 2] })
    await vi.waitFor(() => expect(usa().text()).toContain('Enemy units destroyed2'))
    expect(usa().get('[data-testid="war-record-luck"]').text()).toMatch(/^Luck: destroyed 2 units, \d\.\d expected \(\+\d\.\d: luckier than the odds\)\.$/)
    expect(w.get('[data-testid="war-record-ussr"] [data-testid="war-record-luck"]').text()).toMatch(/^Luck: destroyed 1 unit, /)
  })
})
