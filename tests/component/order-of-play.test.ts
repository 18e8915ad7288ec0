import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { Command } from '@/domain'
import { useGameStore } from '@/stores/game'
import PlayBanner from '@/components/play/PlayBanner.vue'
import StagePanel from '@/components/play/StagePanel.vue'
import { standardStart } from '../support/games'
import { button, useFreshGameStore } from './support'

useFreshGameStore()

/** Text as read aloud: the colour chips (aria-hidden codes beside each name) left out. */
function readable(w: { element: Element }): string {
  const copy = w.element.cloneNode(true) as Element
  copy.querySelectorAll('[aria-hidden="true"]').forEach((e) => e.remove())
  return (copy.textContent ?? '').replace(/\s+/g, ' ')
}

async function startGuided() {
  const game = useGameStore()
  const started = await game.start({ ...standardStart(), guided: true })
  if (!started.ok) throw new Error('the game did not start')
  return game
}

async function play(game: ReturnType<typeof useGameStore>, commands: Command[]): Promise<void> {
  for (const command of commands) {
    const result = await game.dispatch(command)
    if (!result.ok) throw new Error(result.refusal.message)
  }
}

const TO_STAGE_3: Command[] = [
  { kind: 'settleStage1', power: 'usa' },
  { kind: 'settleStage1', power: 'ussr' },
  { kind: 'settleStage1', power: 'europe' },
  { kind: 'advancePlay' },
  { kind: 'collectProduction' },
  { kind: 'advancePlay' },
]

describe('Stage 1 shortfall', () => {
  it('lets a power that cannot pay leave companies unpaid and disband armies, with a live bill', async () => {
    const game = await startGuided()
    await play(game, [{ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 6800, purpose: 'deal' }])
    const w = mount(StagePanel, { attachTo: document.body })
    const card = w.get('[data-testid="stage1-usa"]')
    expect(card.text()).toContain('Pay $340M')
    expect(card.get('[data-testid="refusal"]').text()).toContain('USA has $200M; Stage 1 costs $340M.')
    expect(card.text()).toContain('Borrow $1,000M from the bank')
    expect(card.get<HTMLButtonElement>('[data-testid="pay-stage1-usa"]').element.disabled).toBe(true)

    await button(card, 'Choose what goes unpaid…').trigger('click')
    const [first, second, third] = game.state.powers.usa!.companies
    for (const c of [first!, second!, third!]) await w.get(`[data-testid="unpaid-${c.id}"]`).trigger('click')
    await w.get('[aria-label="more Armies to disband"]').trigger('click')
    await w.get('[aria-label="more Armies to disband"]').trigger('click')
    const bill = w.get('[data-testid="shortfall-bill"]').text()
    expect(bill).toContain('3 companies × $50M = $150M')
    expect(bill).toContain('2 armies and 0 navies × $10M = $20M')
    expect(bill).toContain('Total $170M')
    expect(w.text()).toContain('Remove 2 armies from the board')

    await w.get('[data-testid="confirm-stage1"]').trigger('click')
    await vi.waitFor(() => expect(game.state.accounts.usa).toBe(30))
    expect(game.state.powers.usa?.forces.armies).toBe(2)
    expect(game.state.play?.unpaid.usa).toEqual([first!.id, second!.id, third!.id])
    expect(game.state.play?.done).toEqual(['usa'])
    await vi.waitFor(() => expect(w.get('[data-testid="stage1-usa"]').text()).toContain('✓ Paid'))
    expect(w.get('[data-testid="stage1-usa"]').text()).toContain('3 companies unpaid: no production in Stage 2.')
  })

  it('puts a power that leaves interest unpaid in default, and clears it with Pay arrears', async () => {
    const game = await startGuided()
    await play(game, [{ kind: 'takeLoan', power: 'usa', amount: 2000 }])
    const w = mount(StagePanel, { attachTo: document.body })
    await button(w.get('[data-testid="stage1-usa"]'), 'Repay principal…').trigger('click')
    await w.get('[data-testid="leave-interest"]').setValue(true)
    expect(w.text()).toContain('no bank loans and no market purchases')
    expect(w.get('[data-testid="shortfall-bill"]').text()).toContain('Interest left unpaid $100M')
    await w.get('[data-testid="confirm-stage1"]').trigger('click')
    await vi.waitFor(() => expect(game.state.play?.arrears.usa).toBe(100))
    await vi.waitFor(() => expect(w.get('[data-testid="arrears-usa"]').text()).toContain('in default: $100M interest in arrears.'))
    await button(w.get('[data-testid="arrears-usa"]'), 'Pay arrears $100M').trigger('click')
    await vi.waitFor(() => expect(game.state.play?.arrears.usa).toBeUndefined())
  })
})

describe('Blind bid, passing the tablet', () => {
  it('shows a curtain, a private choice, a hand-over that hides it, and every bid only at the reveal', async () => {
    const game = await startGuided()
    await play(game, TO_STAGE_3)
    const w = mount(StagePanel, { attachTo: document.body })
    expect(readable(w.get('[data-testid="bid-curtain"]'))).toContain('Hand the tablet to USA (Player 1)')
    await button(w, 'I am Player 1').trigger('click')
    expect(w.get('[data-testid="bid-choice"]').text()).toContain('Play Stage 3 (Sell Resources)?')
    expect(w.get('[data-testid="bid-yes"]').text()).toContain('uses one cube, 2 left')
    await w.get('[data-testid="bid-yes"]').trigger('click')
    await vi.waitFor(() => expect(readable(w.get('[data-testid="bid-curtain"]'))).toContain('Hand the tablet to USSR (Player 2)'))
    const handOver = w.text()
    expect(handOver).toContain('Bid recorded.')
    expect(handOver).toContain('Bids in: 1 of 3')
    expect(handOver).not.toMatch(/plays|sits out|Yes|No\b/)

    await button(w, 'I am Player 2').trigger('click')
    await w.get('[data-testid="bid-no"]').trigger('click')
    await vi.waitFor(() => expect(readable(w)).toContain('Hand the tablet to Europe (Player 3)'))
    await button(w, 'I am Player 3').trigger('click')
    await w.get('[data-testid="bid-yes"]').trigger('click')
    await vi.waitFor(() => expect(w.find('[data-testid="bid-reveal"]').exists()).toBe(true))
    expect(w.text()).not.toMatch(/plays|sits out/)

    await w.get('[data-testid="reveal-bids"]').trigger('click')
    await vi.waitFor(() => expect(game.state.play?.step).toBe('sequence'))
    await vi.waitFor(() => expect(w.find('[data-testid="revealed-bids"]').exists()).toBe(true))
    const revealed = readable(w.get('[data-testid="revealed-bids"]'))
    expect(revealed).toContain('USA✓ plays')
    expect(revealed).toContain('USSR✗ sits out')
    expect(revealed).toContain('Europe✓ plays')
  })

  it('rolls for the sequence with typed dice, re-rolls only the tied, then sets the order', async () => {
    const game = await startGuided()
    await play(game, [...TO_STAGE_3, ...(['usa', 'ussr', 'europe'] as const).map((power): Command => ({ kind: 'placeBid', power, bid: power !== 'europe' })), { kind: 'revealBids' }])
    const w = mount(StagePanel, { attachTo: document.body })
    const tap = async (power: string, face: string, dice: number[]) => {
      await button(w.get(`[data-testid="roll-${power}"]`), face).trigger('click')
      await vi.waitFor(() => expect(game.state.play?.sequenceRolls?.[power as 'usa']).toEqual(dice))
    }
    await tap('usa', '4', [4])
    await tap('ussr', '4', [4])
    await vi.waitFor(() => expect(w.text()).toContain('USA and USSR are tied: only they roll again.'))
    await button(w.get('[data-testid="roll-usa"]'), '2').trigger('click')
    await vi.waitFor(() => expect(w.get('[data-testid="roll-usa"]').text()).toContain('Waiting for the others.'))
    await tap('ussr', '5', [4, 5])
    await w.get('[data-testid="set-order"]').trigger('click')
    await vi.waitFor(() => expect(game.state.play?.sequence).toEqual(['ussr', 'usa']))
    expect(game.state.play?.step).toBe('phase')
    expect(game.state.play?.sequenceRolls).toBeUndefined()
  })

  it('keeps each sequence die as it is entered: a reload before "Set order" still shows it, and undo takes back exactly that die', async () => {
    const game = await startGuided()
    await play(game, [...TO_STAGE_3, ...(['usa', 'ussr', 'europe'] as const).map((power): Command => ({ kind: 'placeBid', power, bid: power !== 'europe' })), { kind: 'revealBids' }])
    const w = mount(StagePanel, { attachTo: document.body })
    await button(w.get('[data-testid="roll-usa"]'), '6').trigger('click')
    await vi.waitFor(() => expect(w.get('[aria-label="USA rolled"]').text()).toBe('6'))
    w.unmount()
    // A reload: a new store opens the game from IndexedDB.
    setActivePinia(createPinia())
    const reloaded = useGameStore()
    expect(await reloaded.open('g1')).toBe(true)
    expect(reloaded.state.play?.sequenceRolls).toEqual({ usa: [6] })
    const again = mount(StagePanel, { attachTo: document.body })
    expect(again.get('[aria-label="USA rolled"]').text()).toBe('6')
    expect(again.get('[data-testid="roll-usa"]').text()).toContain('Waiting for the others.')
    await reloaded.undo()
    await vi.waitFor(() => expect(reloaded.state.play?.sequenceRolls ?? {}).toEqual({}))
  })
})

describe('Stage 5 moving costs', () => {
  it('previews a move from the rules core and pays it from the supply center', async () => {
    const game = await startGuided()
    const noBids = (yes: string[]): Command[] => [...(['usa', 'ussr', 'europe'] as const).map((power): Command => ({ kind: 'placeBid', power, bid: yes.includes(power) })), { kind: 'revealBids' }]
    // Nobody plays Stage 3: it is over, and the Marshall's "next" opens Stage 5.
    await play(game, [...TO_STAGE_3, ...noBids([]), { kind: 'advancePlay' }, ...noBids(['usa'])])
    expect(game.state.play).toMatchObject({ stage: 5, phase: 'C' })
    const w = mount(StagePanel, { attachTo: document.body })
    for (let i = 0; i < 3; i += 1) await w.get('[aria-label="more Army-territories marched"]').trigger('click')
    expect(w.get('[data-testid="preview"]').text()).toContain("Move USA's grain supply meter 3 spots left, to 5")
    await w.get('[data-testid="pay-move"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa?.supplies.grain).toBe(5))
  })
})

describe('The order-of-play banner', () => {
  it('says where the game is; its primary button pays the power due (no "next" while someone must pay); Pass is secondary', async () => {
    const game = await startGuided()
    const w = mount(PlayBanner, { attachTo: document.body })
    expect(w.get('[data-testid="play-where"]').text()).toBe('Cycle 1 · Stage 1 · Pay Salaries and Loans to Bank')
    expect(w.text()).toContain('No attacks in the first cycle: Stage 4 is skipped.')
    expect(w.find('[data-testid="advance-play"]').exists()).toBe(false)
    const primary = w.get('[data-primary="true"]')
    expect(primary.text()).toBe("Pay USA's $340M")
    const cash = game.state.accounts.usa!
    await primary.trigger('click')
    await vi.waitFor(() => expect(game.state.accounts.usa).toBe(cash - 340))
    expect(game.refusal).toBeNull()
    await game.undo()
    await play(game, [...TO_STAGE_3, ...(['usa', 'ussr', 'europe'] as const).map((power): Command => ({ kind: 'placeBid', power, bid: power === 'usa' })), { kind: 'revealBids' }])
    await vi.waitFor(() => expect(w.get('[data-testid="play-turn"]').text()).toContain('USA'))
    expect(w.get('[data-testid="play-next"]').text()).toContain('USA: sell one resource to the market, or pass')
    await w.get('[data-testid="pass-turn"]').trigger('click')
    await vi.waitFor(() => expect(game.state.play?.phase).toBe('D'))
  })

  it('is absent from a bookkeeping-only game', async () => {
    const game = useGameStore()
    await game.start(standardStart())
    const w = mount(PlayBanner)
    expect(w.find('[data-testid="play-banner"]').exists()).toBe(false)
  })
})
