import { describe, expect, it, vi } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { currentTurn, type PowerId } from '@/domain'
import { useGameStore } from '@/stores/game'
import StagePanel from '@/components/play/StagePanel.vue'
import BattleDesk from '@/components/battle/BattleDesk.vue'
import { standardStart } from '../support/games'
import { button, chooseBattleKind, playToThroughStore, startStandardGame, send, useFreshGameStore, type GameStore } from './support'

useFreshGameStore()

type Store = GameStore


/** A guided USA–USSR game at cycle 2, Stage 4, Phase C, on USA's turn; `bidders` chose to play the attack stage. */
async function toStage4(bidders: PowerId[]): Promise<Store> {
  const game = useGameStore()
  const started = await game.start({ ...standardStart(['usa', 'ussr']), guided: true })
  if (!started.ok) throw new Error('the game did not start')
  await playToThroughStore(game, { cycle: 2, stage: 4, bidders })
  expect(currentTurn(game.state.play!)).toBe('usa')
  return game
}

async function step(w: VueWrapper, label: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await w.get(`[aria-label="more ${label}"]`).trigger('click')
}

async function attackOn(w: VueWrapper, zone: string): Promise<void> {
  await button(w, 'USSR').trigger('click')
  await w.get('[data-testid="battle-target"]').setValue(zone)
}

describe("Conventional battle, Step A: the defender's options", () => {
  it('withdraws from Kola at 2 grain; USA occupies for 1 grain, takes the card there and holds the home territory', async () => {
    const game = await toStage4(['usa'])
    const before = { usa: game.state.powers.usa!.supplies.grain, ussr: game.state.powers.ussr!.supplies.grain }
    const w = mount(StagePanel, { attachTo: document.body })
    await attackOn(w, 'Kola')
    expect(w.get('[data-testid="defender-tactics"]').text()).toContain("Defender's options (Step A)")
    await button(w, 'Withdraw').trigger('click')
    await step(w, 'USSR withdraws: army-territories marched', 2)
    expect(w.get('[data-testid="withdraw-form"]').text()).toContain('Costs 2 grain.')
    await w.get('[data-testid="withdraw-occupy"]').setValue(true)
    await step(w, 'USA occupies: army-territories marched', 1)
    const confirm = w.get<HTMLButtonElement>('[data-testid="confirm-withdraw"]')
    await vi.waitFor(() => expect(confirm.element.disabled).toBe(false))
    await confirm.trigger('click')
    await vi.waitFor(() => expect(game.state.war?.occupiedHomes.Kola).toBe('usa'))
    expect(game.state.powers.ussr?.supplies.grain).toBe(before.ussr - 2)
    expect(game.state.powers.usa?.supplies.grain).toBe(before.usa - 1)
    expect(game.state.powers.usa?.companies.some((c) => c.territory === 'Kola')).toBe(true)
    await vi.waitFor(() => expect(w.find('[data-testid="tactic-result"]').exists()).toBe(true))
    expect(w.get('[data-testid="tactic-result"]').text()).toContain('USA occupies Kola, paying 1 grain, and takes 1 resource card')
    expect(w.get('[data-testid="tactic-result-reminder"]').text()).toContain('USSR may now counterattack once')
  })

  it('refuses to surrender a home territory, in plain words, and changes nothing', async () => {
    const game = await toStage4(['usa'])
    const before = game.state
    const w = mount(StagePanel, { attachTo: document.body })
    await attackOn(w, 'Kola')
    await button(w, 'Surrender').trigger('click')
    await step(w, 'Armies USSR surrenders', 1)
    await vi.waitFor(() => expect(w.get('[data-testid="surrender-form"]').text()).toContain('Kola is a home territory of USSR'))
    expect(w.get<HTMLButtonElement>('[data-testid="confirm-surrender"]').element.disabled).toBe(true)
    expect(game.state).toBe(before)
  })

  it('a first strike is refused when the defender did not bid for Stage 4', async () => {
    const game = await toStage4(['usa'])
    await send(game, { kind: 'correctSupply', power: 'ussr', row: 'nukes', value: 1, reason: 'test' })
    const w = mount(StagePanel, { attachTo: document.body })
    await attackOn(w, 'Kazakh')
    await button(w, 'Nuclear first strike').trigger('click')
    await w.get('[data-testid="nuke-zone-0"]').setValue('Alaska')
    await vi.waitFor(() => expect(w.get('[data-testid="strike-first"]').text()).toContain('USSR did not bid for Stage 4'))
    expect(w.get<HTMLButtonElement>('[data-testid="confirm-strike"]').element.disabled).toBe(true)
  })

  it('USSR fires first, USA retaliates, and neither strike grants a counterattack', async () => {
    const game = await toStage4(['usa', 'ussr'])
    await send(game, { kind: 'correctSupply', power: 'ussr', row: 'nukes', value: 1, reason: 'test' })
    await send(game, { kind: 'correctSupply', power: 'usa', row: 'nukes', value: 1, reason: 'test' })
    const w = mount(StagePanel, { attachTo: document.body })
    await attackOn(w, 'Kazakh')
    await button(w, 'Nuclear first strike').trigger('click')
    expect(w.get('[data-testid="strike-tactic"]').text()).toContain('First strike: USSR fires first at USA')
    await w.get('[data-testid="nuke-zone-0"]').setValue('Alaska')
    const fire = () => w.get<HTMLButtonElement>('[data-testid="confirm-strike"]')
    await vi.waitFor(() => expect(fire().element.disabled).toBe(false))
    await fire().trigger('click')
    await vi.waitFor(() => expect(game.state.war?.nuked).toEqual(['Alaska']))
    expect(game.state.play?.firstStrike).toEqual({ by: 'ussr', against: 'usa' })
    await vi.waitFor(() => expect(w.find('[data-testid="retaliate"]').exists()).toBe(true))
    await w.get('[data-testid="retaliate"]').trigger('click')
    expect(w.get('[data-testid="strike-tactic"]').text()).toContain("Retaliation: USA answers USSR's first strike")
    await w.get('[data-testid="nuke-zone-0"]').setValue('Siberia')
    await vi.waitFor(() => expect(fire().element.disabled).toBe(false))
    await fire().trigger('click')
    await vi.waitFor(() => expect(game.state.war?.nuked).toEqual(['Alaska', 'Siberia']))
    expect(game.state.play?.counterattacks).toEqual([])
    await vi.waitFor(() => expect(w.find('[data-testid="strike-exchange-done"]').exists()).toBe(true))
    expect(w.find('[data-testid="confirm-battle"]').exists()).toBe(true)
  })
})

describe('Home territories: only the Spoils of War rule that applies is offered', () => {
  const ussrHomes = ['Buryatsk', 'Kazakh', 'Kola', 'Russia', 'Siberia', 'Yakutsk']

  it('the last home nuked: only The Destruction; the last home captured: only The Capture', async () => {
    const game = await startStandardGame(['usa', 'ussr'])
    await send(game, { kind: 'correctSupply', power: 'usa', row: 'nukes', value: 2, reason: 'test' })
    await send(game, { kind: 'nuclearStrike', attacker: 'usa', defender: 'ussr', targets: [{ zone: 'Russia', isSea: false }], defenderLstarDice: [] })
    for (const territory of ussrHomes.filter((t) => t !== 'Russia' && t !== 'Kola')) await send(game, { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory })
    await send(game, { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory: 'Kola' })
    const w = mount(BattleDesk)
    await chooseBattleKind(w, 'Home territories')
    const card = () => w.get('[data-testid="homes-ussr"]')
    expect(card().find('[data-testid="claim-ussr"]').exists()).toBe(true)
    expect(card().find('[data-testid="destroy-ussr"]').exists()).toBe(false)
    expect(card().get('[data-testid="spoils-rule"]').text()).toBe("USSR's last home territory was captured by USA: The Capture applies.")

    // "If the defender decides to nuke the last home territory that has just been captured": The Destruction.
    await send(game, { kind: 'nuclearStrike', attacker: 'usa', defender: 'unoccupied', targets: [{ zone: 'Kola', isSea: false }], defenderLstarDice: [] })
    await vi.waitFor(() => expect(card().find('[data-testid="claim-ussr"]').exists()).toBe(false))
    expect(card().find('[data-testid="destroy-ussr"]').exists()).toBe(true)
    expect(card().get('[data-testid="spoils-rule"]').text()).toContain('The Destruction applies')
  })
})
