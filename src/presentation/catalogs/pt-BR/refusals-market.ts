import type { MARKET_REFUSALS } from '../../../domain/modules/market/refusals'
import type { Translation } from '../../i18n/words'

export const refusalsMarket = {
  grainUnits: '{n} unidade de grãos | {n} unidades de grãos',
  oilUnits: '{n} unidade de petróleo | {n} unidades de petróleo',
  mineralsUnits: '{n} unidade de minérios | {n} unidades de minérios',
  notEnoughSupplies: '{power} tem {held} no centro de suprimentos; não pode vender {count}.',
  sellInstead: 'Vender {held}',
  chooseResource: 'Escolha grãos, petróleo ou minérios.',
  samePower: 'Escolha duas superpotências diferentes para negociar.',
  badPrice: 'Digite o preço combinado em milhões inteiros (0 para um presente).',
  overflow: 'A fileira de {resource} de {power} comporta {capacity}; já tem {held}, então {lost} de {units} seriam perdidas.',
  overflowMeterStays:
    'A fileira de {resource} de {power} comporta {capacity}; já tem {held}, então {lost} de {units} seriam perdidas. O marcador do mercado fica onde está, na ponta do Bear Pit.',
  overflowMeterToEnd:
    'A fileira de {resource} de {power} comporta {capacity}; já tem {held}, então {lost} de {units} seriam perdidas. O marcador do mercado ainda anda {n} casa, até a ponta do Bear Pit. | A fileira de {resource} de {power} comporta {capacity}; já tem {held}, então {lost} de {units} seriam perdidas. O marcador do mercado ainda anda {n} casas, até a ponta do Bear Pit.',
  overflowMeterMoves:
    'A fileira de {resource} de {power} comporta {capacity}; já tem {held}, então {lost} de {units} seriam perdidas. O marcador do mercado ainda anda {n} casa. | A fileira de {resource} de {power} comporta {capacity}; já tem {held}, então {lost} de {units} seriam perdidas. O marcador do mercado ainda anda {n} casas.',
  buyAnyway: 'Comprar mesmo assim ({lost} perdidas)',
  tradeAnyway: 'Negociar mesmo assim ({lost} perdidas)',
  buyInstead: 'Comprar só {kept}',
  tradeInstead: 'Negociar só {kept}',
} satisfies Translation<typeof MARKET_REFUSALS>
