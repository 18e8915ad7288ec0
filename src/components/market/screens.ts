import { isPowerId } from '@/domain'
import { marketWords } from '@/presentation/catalogs/market'
import { powerName } from '@/presentation/catalogs/powers'
import type { FormFields, ModuleScreens } from '@/components/screens/registry'
import MarketTradeForm from './MarketTradeForm.vue'

const who = (fields: FormFields): string => (isPowerId(fields.power) ? powerName(fields.power) : '')

/** The Price Index market's forms: a sale (Stage 3) and a purchase (Stage 7) on the power's turn. */
export const MARKET_SCREENS: ModuleScreens = {
  module: 'market',
  forms: {
    sellToMarket: { component: MarketTradeForm, props: { side: 'sell' }, title: (f) => marketWords('sellsTitle', { power: who(f) }) },
    buyFromMarket: { component: MarketTradeForm, props: { side: 'buy' }, title: (f) => marketWords('buysTitle', { power: who(f) }) },
  },
}
