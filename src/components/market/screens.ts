import { SUPERPOWERS, type PowerId } from '@/domain'
import type { FormFields, ModuleScreens } from '@/components/screens/registry'
import MarketTradeForm from './MarketTradeForm.vue'

const who = (fields: FormFields): string => SUPERPOWERS[fields.power as PowerId]?.name ?? ''

/** The Price Index market's forms: a sale (Stage 3) and a purchase (Stage 7) on the power's turn. */
export const MARKET_SCREENS: ModuleScreens = {
  module: 'market',
  forms: {
    sellToMarket: { component: MarketTradeForm, props: { side: 'sell' }, title: (f) => `${who(f)} sells to the market` },
    buyFromMarket: { component: MarketTradeForm, props: { side: 'buy' }, title: (f) => `${who(f)} buys from the market` },
  },
}
