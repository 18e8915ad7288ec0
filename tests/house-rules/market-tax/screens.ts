import { SUPERPOWERS, type PowerId } from '@/domain'
import type { ModuleScreens } from '@/components/screens/registry'
import { MarketTaxCard } from './tax-card'
import { TaxedSaleForm } from './taxed-sale-form'

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
