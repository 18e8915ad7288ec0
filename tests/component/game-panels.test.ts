import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { formatMoney, stage1Bill } from '@/domain'
import BankPanel from '@/components/bank/BankPanel.vue'
import LogPanel from '@/components/log/LogPanel.vue'
import MarketPanel from '@/components/market/MarketPanel.vue'
import SupplyPanel from '@/components/supply/SupplyPanel.vue'
import { button, startStandardGame, useFreshGameStore } from './support'

useFreshGameStore()

describe('Market tab', () => {
  it('previews a sale from the rules core, then confirms it into the store', async () => {
    const game = await startStandardGame()
    const w = mount(MarketPanel, { attachTo: document.body })
    await w.get('[data-testid="pick-usa"]').trigger('click')
    await button(w, 'Sell to market').trigger('click')
    await button(w, 'Oil').trigger('click')
    expect(w.text()).toContain('USA holds 3 oil')
    await w.get('[aria-label="more Units"]').trigger('click')
    const preview = w.get('[data-testid="preview"]').text()
    expect(preview).toContain('USA receives $1,000M')
    expect(preview).toContain('Oil $500M → $400M')
    expect(preview).toContain('Move the oil market meter 2 spots left')
    expect(preview).toContain("Move USA's oil supply meter 2 spots left")
    expect(game.state.accounts.usa).toBe(7000)

    await w.get('[data-testid="confirm-trade"]').trigger('click')
    await vi.waitFor(() => expect(game.state.accounts.usa).toBe(8000))
    expect(game.state.market!.oil).toBe(10)
    expect(game.state.powers.usa?.supplies.oil).toBe(1)
    await vi.waitFor(() => expect(w.text()).toContain('Done: USA sold 2 oil to the market for $1,000M'))
    expect(w.get('[data-testid="meter-oil"] [aria-current="true"]').text()).toContain('▼ now')
    expect(w.get('[data-testid="meter-oil"] [data-testid="market-price"]').text()).toBe('$400M')
  })

  it('shows a supply-overflow refusal and buys anyway through its remedy', async () => {
    const game = await startStandardGame()
    const w = mount(MarketPanel, { attachTo: document.body })
    await w.get('[data-testid="pick-usa"]').trigger('click')
    await button(w, 'Buy from market').trigger('click')
    await button(w, 'Grain').trigger('click')
    for (let i = 1; i < 10; i += 1) await w.get('[aria-label="more Units"]').trigger('click')
    expect(w.get('[data-testid="refusal"]').text()).toContain('1 grain of 10 would be lost')
    expect(w.get<HTMLButtonElement>('[data-testid="confirm-trade"]').element.disabled).toBe(true)
    await button(w, 'Buy anyway (1 lost)').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa?.supplies.grain).toBe(12))
    expect(game.state.market!.grain).toBe(17)
  })
})

describe('Market tab: typing units and the overflow warning', () => {
  it('takes units typed into the field, and a row-full warning keeps the money and price preview of what "Buy anyway" commits', async () => {
    const game = await startStandardGame()
    const w = mount(MarketPanel, { attachTo: document.body })
    await w.get('[data-testid="pick-usa"]').trigger('click')
    await button(w, 'Buy from market').trigger('click')
    await button(w, 'Grain').trigger('click')
    await w.get('input[aria-label="Units"]').setValue('12')
    expect(w.get('[data-testid="confirm-trade"]').text()).toBe('Confirm: buy 12 grain')
    expect(w.get('[data-testid="refusal"]').text()).toContain('The market meter still moves 5 spots, to the Bear Pit end.')
    const preview = w.get('[data-testid="preview"]')
    expect(preview.get('[data-testid="preview-title"]').text()).toBe('If you buy anyway:')
    expect(preview.text()).toContain('USA pays $6,000M')
    expect(preview.text()).toContain('Grain $500M → $1,000M')
    await button(w, 'Buy anyway (3 lost)').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa?.supplies.grain).toBe(12))
    expect(game.state.accounts.usa).toBe(1000)
    expect(game.state.market!.grain).toBe(17)
  })

  it('keeps typed units within 1 to 12', async () => {
    await startStandardGame()
    const w = mount(MarketPanel, { attachTo: document.body })
    const field = w.get<HTMLInputElement>('input[aria-label="Units"]')
    await field.setValue('40')
    expect(field.element.value).toBe('12')
    await field.setValue('0')
    expect(field.element.value).toBe('1')
  })
})

describe('Bank tab', () => {
  it('shows why a payment is refused and takes the loan the refusal offers', async () => {
    const game = await startStandardGame()
    const w = mount(BankPanel, { attachTo: document.body })
    expect(w.get('[data-testid="bank-standing"]').text()).toBe('Bank has paid out $21,000M')
    await button(w.get('[data-testid="cash-card-usa"]'), 'Pay / Receive').trigger('click')
    await button(w, 'Salaries').trigger('click')
    // The owed amount is filled in; typed digits replace it, as on a calculator.
    for (const key of ['8', '0', '0', '0']) await w.get(`button[aria-label="${key}"]`).trigger('click')
    expect(w.get('[data-testid="refusal"]').text()).toContain('USA has $7,000M; this costs $8,000M.')
    expect(w.get<HTMLButtonElement>('[data-testid="confirm-pay"]').element.disabled).toBe(true)

    await button(w, 'Borrow $1,000M from the bank').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa?.loans).toBe(1000))
    expect(game.state.accounts.usa).toBe(8000)
    await vi.waitFor(() => expect(w.get('[data-testid="preview"]').text()).toContain('USA $8,000M → $0M'))
    await w.get('[data-testid="confirm-pay"]').trigger('click')
    await vi.waitFor(() => expect(game.state.accounts.usa).toBe(0))
    expect(w.find('[data-testid="confirm-pay"]').exists()).toBe(false)
  })

  it("choosing Salaries fills in what the power owes: the Stage 1 bill's company and force salaries", async () => {
    const game = await startStandardGame()
    const w = mount(BankPanel, { attachTo: document.body })
    await button(w.get('[data-testid="cash-card-usa"]'), 'Pay / Receive').trigger('click')
    await button(w, 'Salaries').trigger('click')
    const bill = stage1Bill(game.state, game.state.powers.usa!)
    const owed = bill.companySalaries + bill.forceSalaries
    expect(owed).toBeGreaterThan(0)
    expect(w.get('[data-testid="confirm-pay"]').text()).toBe(`Confirm ${formatMoney(owed)}`)
    await w.get('[data-testid="confirm-pay"]').trigger('click')
    await vi.waitFor(() => expect(game.state.accounts.usa).toBe(7000 - owed))
  })

  it('pays another player in 4 taps: Pay / Receive on the payer, the payee, a note for the amount, Confirm (a deal unless said otherwise)', async () => {
    const game = await startStandardGame()
    const w = mount(BankPanel, { attachTo: document.body })
    let taps = 0
    const tap = async (target: { trigger: (e: string) => Promise<void> }) => {
      taps += 1
      await target.trigger('click')
    }
    await tap(button(w.get('[data-testid="cash-card-usa"]'), 'Pay / Receive'))
    await tap(w.get('[role="radiogroup"][aria-label="Who receives"] [data-testid="pick-ussr"]'))
    await tap(w.get('button[aria-label="add $500M"]'))
    await tap(w.get('[data-testid="confirm-pay"]'))
    await vi.waitFor(() => expect(game.state.accounts.ussr).toBe(7500))
    expect(game.state.accounts.usa).toBe(6500)
    expect(game.entries.at(-1)?.command).toMatchObject({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 500, purpose: 'deal' })
    expect(taps).toBe(4)
  })

  it('refuses Salaries between two players in plain words, offering the bank instead', async () => {
    await startStandardGame()
    const w = mount(BankPanel, { attachTo: document.body })
    await button(w.get('[data-testid="cash-card-usa"]'), 'Pay / Receive').trigger('click')
    await w.get('[role="radiogroup"][aria-label="Who receives"] [data-testid="pick-ussr"]').trigger('click')
    await button(w, 'Salaries').trigger('click')
    expect(w.get('[data-testid="refusal"]').text()).toContain('Salaries are paid to the bank, not to another player.')
    expect(w.get<HTMLButtonElement>('[data-testid="confirm-pay"]').element.disabled).toBe(true)
  })

  it('borrows in $1,000M steps showing the interest after the change', async () => {
    const game = await startStandardGame()
    const w = mount(BankPanel, { attachTo: document.body })
    await button(w.get('[data-testid="cash-card-ussr"]'), 'Loans').trigger('click')
    await w.get('[aria-label="more Billions"]').trigger('click')
    const preview = w.get('[data-testid="preview"]').text()
    expect(preview).toContain('Bank loans $0M → $2,000M')
    expect(preview).toContain('Interest per turn $0M → $100M')
    await w.get('[data-testid="confirm-loan"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.ussr?.loans).toBe(2000))
    expect(w.get('[data-testid="cash-card-ussr"]').text()).toContain('$9,000M')
  })
})

describe('Log tab', () => {
  it('strikes through an undone entry and shows the undo', async () => {
    const game = await startStandardGame()
    await game.dispatch({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 })
    await game.undo()
    const w = mount(LogPanel, { attachTo: document.body })
    const undone = w.get('[data-testid="log-2"]')
    expect(undone.classes()).toContain('undone')
    expect(undone.get('s').text()).toBe('USA sold 2 oil to the market for $1,000M')
    expect(undone.text()).toContain('(undone)')
    expect(w.get('[data-testid="log-3"]').text()).toContain('Undid: USA sold 2 oil to the market for $1,000M')
    const order = w.findAll('li.entry').map((li) => li.attributes('data-testid'))
    expect(order).toEqual(['log-3', 'log-2', 'log-1'])
    expect(w.get('[data-testid="redo"]').text().replace(/\s+/g, ' ')).toBe('Redo ↷ USA sold 2 oil to the market for $1,000M')
  })

  it('tags corrections', async () => {
    const game = await startStandardGame()
    await game.dispatch({ kind: 'correctSupply', power: 'usa', row: 'nukes', value: 1, reason: 'built in Stage 6' })
    const w = mount(LogPanel, { attachTo: document.body })
    const entry = w.get('[data-testid="log-2"]')
    expect(entry.text()).toContain('Correction')
    expect(entry.text()).toContain('Reason: built in Stage 6')
  })
})

describe('Sheets', () => {
  it('trades between players without moving the market, a gift of 0 allowed', async () => {
    const game = await startStandardGame()
    const w = mount(MarketPanel, { attachTo: document.body })
    await button(w, 'Trade between players…').trigger('click')
    const sheet = w.get('dialog')
    expect(sheet.text()).toContain('The market meters do not move')
    await sheet.get('[data-testid="pick-usa"]').trigger('click')
    await sheet.findAll('[data-testid="pick-europe"]')[1]!.trigger('click')
    await button(sheet, 'Minerals').trigger('click')
    await sheet.get('button[aria-label="0"]').trigger('click')
    expect(sheet.get('[data-testid="preview"]').text()).toContain("Move Europe's minerals supply meter 1 spot right, to 4")
    await sheet.get('[data-testid="confirm-player-trade"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.europe?.supplies.minerals).toBe(4))
    expect(game.state.market!.minerals).toBe(12)
    expect(game.state.accounts.europe).toBe(7000)
  })

  it('saves a correction only with a reason, and the log marks it', async () => {
    const game = await startStandardGame()
    const w = mount(SupplyPanel, { attachTo: document.body })
    await button(w.get('[data-testid="supply-usa"]'), 'Correct…').trigger('click')
    await button(w.get('dialog'), 'Nukes').trigger('click')
    await w.get('[aria-label="more Nukes (0 to 12)"]').trigger('click')
    expect(w.get('[data-testid="preview"]').text()).toContain('Type the reason')
    expect(w.get<HTMLButtonElement>('[data-testid="confirm-correction"]').element.disabled).toBe(true)
    await w.get('[data-testid="reason"]').setValue('built in Stage 6')
    expect(w.get('[data-testid="preview"]').text()).toContain("Move USA's nukes supply meter 1 spot right, to 1")
    await w.get('[data-testid="confirm-correction"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa?.supplies.nukes).toBe(1))
    expect(game.entries.at(-1)?.command).toMatchObject({ kind: 'correctSupply', reason: 'built in Stage 6' })
  })
})
