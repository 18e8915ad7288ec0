import { defineComponent, h } from 'vue'
import { SUPERPOWERS, formatMoney, type PowerId } from '@/domain'
import MarketTradeForm from '@/components/market/MarketTradeForm.vue'
import type { FormFields, ModuleScreens } from '@/components/screens/registry'
import { MARKET_TAX } from './module'

/** The house rule on the Stage screen: what a sale costs in tax, while selling is on. */
const MarketTaxCard = defineComponent({
  name: 'MarketTaxCard',
  setup: () => () => h('p', { class: 'card', 'data-testid': 'market-tax-card' }, `House rule: every sale to the market pays ${formatMoney(MARKET_TAX)} tax to the bank.`),
})

/** The sale's form with the tax said above it: the app's own form, wrapped, not edited. */
const TaxedSaleForm = defineComponent({
  name: 'TaxedSaleForm',
  props: { fields: { type: Object, required: true } },
  emits: ['done'],
  setup: (props, { emit }) => () => [
    h('p', { 'data-testid': 'market-tax-line' }, `Less ${formatMoney(MARKET_TAX)} market tax (house rule).`),
    h(MarketTradeForm, { fields: props.fields as FormFields, side: 'sell', onDone: () => emit('done') }),
  ],
})

/**
 * The house rule's screens, in its own folder: a card in the Stage screen's `stage-cards` place
 * while Stage 3's sales are on, and its own form for a sale (a later module's form for a kind wins).
 * No `module`: a house rule composed into the app applies to every game.
 */
export const MARKET_TAX_SCREENS: ModuleScreens = {
  forms: {
    sellToMarket: { component: TaxedSaleForm, title: (f) => `${SUPERPOWERS[f.power as PowerId]?.name ?? ''} sells (taxed)` },
  },
  places: {
    'stage-cards': [{ id: 'market-tax', component: MarketTaxCard, shows: (state) => state.play?.stage === 3 && state.play.step === 'phase' && state.play.phase === 'C' }],
  },
}
