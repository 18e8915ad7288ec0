import type { PowerId, Resource } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'

export interface SellToMarket {
  kind: 'sellToMarket'
  power: PowerId
  resource: Resource
  units: number
}

export interface BuyFromMarket {
  kind: 'buyFromMarket'
  power: PowerId
  resource: Resource
  units: number
  /** The player has seen that units beyond the 12-spot row are lost, and buys anyway. */
  acceptLoss?: boolean
}

/** Resources sold between players: money and supplies move, the market does not. */
export interface TradeResources {
  kind: 'tradeResources'
  seller: PowerId
  buyer: PowerId
  resource: Resource
  units: number
  price: Millions
  /** The players have seen that units beyond the buyer's full row are lost, and trade anyway. */
  acceptLoss?: boolean
}

declare module '../../kernel/registry' {
  interface CommandRegistry {
    sellToMarket: SellToMarket
    buyFromMarket: BuyFromMarket
    tradeResources: TradeResources
  }
}
