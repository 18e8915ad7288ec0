import type { Resource } from '../../kernel/ids'

export interface MarketMoved {
  type: 'marketMoved'
  resource: Resource
  from: number
  to: number
}

declare module '../../kernel/registry' {
  interface EventRegistry {
    marketMoved: MarketMoved
  }
}
