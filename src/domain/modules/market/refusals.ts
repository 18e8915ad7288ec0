import type { Resource } from '../../kernel/ids'
import type { Phrase } from '../../kernel/phrase'
import { refusalsFrom } from '../../kernel/result'

/** The market's refusals and ways out in English (issue 29); translated in src/presentation/catalogs/refusals-market.ts. */
export const MARKET_REFUSALS = {
  grainUnits: '{n} grain | {n} grain',
  oilUnits: '{n} oil | {n} oil',
  mineralsUnits: '{n} mineral | {n} minerals',
  notEnoughSupplies: '{power} has {held} in its supply center; it cannot sell {count}.',
  sellInstead: 'Sell {held} instead',
  chooseResource: 'Choose grain, oil or minerals.',
  samePower: 'Choose two different superpowers to trade.',
  badPrice: 'Enter the agreed price in whole millions (0 for a gift).',
  overflow: "{power}'s {resource} row holds {capacity}; it has {held}, so {lost} of {units} would be lost.",
  overflowMeterStays: "{power}'s {resource} row holds {capacity}; it has {held}, so {lost} of {units} would be lost. The market meter stays where it is, at the Bear Pit end.",
  overflowMeterToEnd:
    "{power}'s {resource} row holds {capacity}; it has {held}, so {lost} of {units} would be lost. The market meter still moves {n} spot, to the Bear Pit end. | {power}'s {resource} row holds {capacity}; it has {held}, so {lost} of {units} would be lost. The market meter still moves {n} spots, to the Bear Pit end.",
  overflowMeterMoves:
    "{power}'s {resource} row holds {capacity}; it has {held}, so {lost} of {units} would be lost. The market meter still moves {n} spot. | {power}'s {resource} row holds {capacity}; it has {held}, so {lost} of {units} would be lost. The market meter still moves {n} spots.",
  buyAnyway: 'Buy anyway ({lost} lost)',
  tradeAnyway: 'Trade anyway ({lost} lost)',
  buyInstead: 'Buy {kept} instead',
  tradeInstead: 'Trade {kept} instead',
} as const

export const { refusal: marketRefusal, remedy: marketRemedy, phrase: marketPhrase } = refusalsFrom('market', MARKET_REFUSALS)

/** "3 oil", "1 mineral": units of a resource, as a phrase inside another. */
export function unitsPhrase(n: number, resource: Resource): { phrase: Phrase } {
  return { phrase: marketPhrase(`${resource}Units`, { n }) }
}
