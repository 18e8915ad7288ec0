import type { RuleModule } from '../../kernel/module'
import { marketSettings } from './settings'
import { decideBuy, decideSell, decideTrade } from './decide'
import { marketEvolvers, marketInverters } from './evolve'

/** The Price Index market: selling, buying, and trades between players. */
export const marketModule: RuleModule = {
  id: 'market',
  title: 'the basic game’s Price Index market',
  settings: marketSettings,
  deciders: {
    sellToMarket: decideSell,
    buyFromMarket: decideBuy,
    tradeResources: decideTrade,
  },
  evolvers: marketEvolvers,
  inverters: marketInverters,
  // Resources sold between powers: the seller asks.
  actorOf: { tradeResources: (c) => c.seller },
}
