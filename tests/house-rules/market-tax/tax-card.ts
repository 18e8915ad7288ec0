import { defineComponent, h } from 'vue'
import { formatMoney } from '@/domain'
import { MARKET_TAX } from './module'

/** The house rule on the Stage screen: what a sale costs in tax, while selling is on. */
export const MarketTaxCard = defineComponent({
  name: 'MarketTaxCard',
  setup: () => () => h('p', { class: 'card', 'data-testid': 'market-tax-card' }, `House rule: every sale to the market pays ${formatMoney(MARKET_TAX)} tax to the bank.`),
})

