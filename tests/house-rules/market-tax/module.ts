import type { RuleModule } from '@/domain'

/** House rule of a test group: every sale to the market pays a $10M tax to the bank. */
export const MARKET_TAX = 10

/**
 * A rule module kept in its own folder outside src/: it adds a follow-up to another module's
 * command (a sale) and a refusal of its own, with no edit to the kernel or to any module.
 */
export const marketTaxModule: RuleModule = {
  id: 'house-market-tax',
  requires: ['market', 'bank'],
  guard(state, command) {
    if (command.kind !== 'sellToMarket') return undefined
    // The tax is paid from the proceeds, so a sale too small to pay it is refused.
    const price = state.settings.priceIndex[state.market![command.resource]] ?? 0
    if (price * command.units >= MARKET_TAX) return undefined
    return { ok: false, refusal: { code: 'house-tax-too-small', message: `This sale brings less than the $${MARKET_TAX}M market tax.`, rule: 'House rule: market tax', remedies: [] } }
  },
  follow(_state, command, events) {
    if (command.kind !== 'sellToMarket') return events
    return [...events, { type: 'moneyTransferred', from: command.power, to: 'bank', amount: MARKET_TAX, reason: 'other', note: 'Market tax (house rule)' }]
  },
}

/** The module's own refusal code, added to the kernel's registry from this folder. */
export type MarketTaxRefusal = 'house-tax-too-small'

declare module '@/domain/kernel/registry' {
  interface RefusalCodeRegistry {
    'house-tax-too-small': true
  }
}
