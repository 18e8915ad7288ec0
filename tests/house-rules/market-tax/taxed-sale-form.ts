import { defineComponent, h } from 'vue'
import { formatMoney } from '@/domain'
import MarketTradeForm from '@/components/market/MarketTradeForm.vue'
import type { FormFields } from '@/components/screens/registry'
import { MARKET_TAX } from './module'

/** The sale's form with the tax said above it: the app's own form, wrapped, not edited. */
export const TaxedSaleForm = defineComponent({
  name: 'TaxedSaleForm',
  props: { fields: { type: Object, required: true } },
  emits: ['done'],
  setup: (props, { emit }) => () => [
    h('p', { 'data-testid': 'market-tax-line' }, `Less ${formatMoney(MARKET_TAX)} market tax (house rule).`),
    h(MarketTradeForm, { fields: props.fields as FormFields, side: 'sell', onDone: () => emit('done') }),
  ],
})

