import { describe, expect, it, vi } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { SUPERPOWERS, isEliminated, nuclearScreenOdds } from '@/domain'
import { percent } from '@/presentation/battle-ui'
import BattleDesk from '@/components/battle/BattleDesk.vue'
import { button, chooseBattleKind, startStandardGame, useFreshGameStore } from './support'

useFreshGameStore()

async function capture(w: VueWrapper, territory: string): Promise<void> {
  const form = w.get('[data-testid="capture-form"]')
  await form.get('[data-testid="pick-usa"]').trigger('click')
  await button(form, `${territory} (${SUPERPOWERS.ussr.name})`).trigger('click')
  await form.get('[data-testid="record-capture"]').trigger('click')
  await vi.waitFor(() => expect(w.get('[data-testid="homes-ussr"]').text()).toContain(`${territory}: occupied by ${SUPERPOWERS.usa.name}`))
}

describe('Home territories and the spoils of war (a bookkeeping game)', () => {
  it('records the capture of every home territory, then the victor claims the spoils and the cash moves', async () => {
    const game = await startStandardGame(['usa', 'ussr'])
    const usaCash = game.state.accounts.usa ?? 0
    const ussrCash = game.state.accounts.ussr ?? 0
    expect(ussrCash).toBeGreaterThan(0)
    const w = mount(BattleDesk)
    await chooseBattleKind(w, 'Home territories')
    const homes = SUPERPOWERS.ussr.homeTerritories
    for (const t of homes.slice(0, -1)) await capture(w, t)
    expect(w.find('[data-testid="spoils-ussr"]').exists()).toBe(false)

    await capture(w, homes[homes.length - 1]!)
    const prompt = w.get('[data-testid="spoils-ussr"]')
    expect(prompt.text()).toContain(`Claim the spoils: ${SUPERPOWERS.usa.name} takes ${SUPERPOWERS.ussr.name}'s cash, supplies, weapons, cards and forces; its debts are forgotten.`)
    expect(prompt.text()).toMatch(/Cash: \$[\d,]+M to /)

    await prompt.get('[data-testid="claim-ussr"]').trigger('click')
    await prompt.get('[data-testid="confirm"]').trigger('click')
    await vi.waitFor(() => expect(game.state.accounts.usa).toBe(usaCash + ussrCash))
    expect(game.state.accounts.ussr ?? 0).toBe(0)
    expect(isEliminated(game.state, 'ussr')).toBe(true)
    await vi.waitFor(() => expect(w.get('[data-testid="homes-ussr"]').text()).toContain('Out of the game'))
    expect(w.get('[data-testid="supremacy"]').text()).toBe(`Supremacy: ${SUPERPOWERS.usa.name} wins the game.`)
  })

  it('a liberated home territory keeps the power in the game', async () => {
    const game = await startStandardGame(['usa', 'ussr'])
    const w = mount(BattleDesk)
    await chooseBattleKind(w, 'Home territories')
    const first = SUPERPOWERS.ussr.homeTerritories[0]!
    await capture(w, first)
    await w.get(`[aria-label="Liberate ${first}"]`).trigger('click')
    await vi.waitFor(() => expect(w.get('[data-testid="homes-ussr"]').text()).toContain(`${first}: held`))
    expect(game.state.war?.occupiedHomes[first]).toBeUndefined()
  })
})

describe('Space Blast (a bookkeeping game)', () => {
  it('shows the screen odds; a nuke through destroys every L-star, the attacker too', async () => {
    const game = await startStandardGame(['usa', 'ussr'])
    for (const command of [
      { kind: 'correctSupply', power: 'usa', row: 'nukes', value: 1, reason: 'test' },
      { kind: 'correctSupply', power: 'usa', row: 'lstars', value: 1, reason: 'test' },
      { kind: 'correctSupply', power: 'ussr', row: 'lstars', value: 1, reason: 'test' },
    ] as const) expect((await game.dispatch({ ...command })).ok).toBe(true)
    const w = mount(BattleDesk)
    await chooseBattleKind(w, 'Space Blast')
    const desk = w.get('[data-testid="blast-desk"]')
    expect(desk.text()).toContain(`At least one nuke through: ${percent(nuclearScreenOdds({ nukes: 1, defenderLstars: 1, championLstars: 0 }).pAtLeastOneThrough)}`)
    await desk.get('[data-testid="blast-ussr"]').get('[aria-label="Die 1 shows 6"]').trigger('click')
    const fire = desk.get<HTMLButtonElement>('[data-testid="confirm-blast"]')
    await vi.waitFor(() => expect(fire.element.disabled).toBe(false))
    await fire.trigger('click')
    await vi.waitFor(() => expect(game.state.powers.ussr?.supplies.lstars).toBe(0))
    expect(game.state.powers.usa?.supplies).toMatchObject({ lstars: 0, nukes: 0 })
    await vi.waitFor(() => expect(w.get('[data-testid="blast-result"]').text()).toContain('A nuke got through: every L-star in the game is destroyed.'))
  })
})
