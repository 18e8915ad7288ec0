import type { MARKET_REFUSALS } from '../../../domain/modules/market/refusals'
import type { Translation } from '../../i18n/words'

export const refusalsMarket = {
  grainUnits: '{n} Getreide | {n} Getreide',
  oilUnits: '{n} Öl | {n} Öl',
  mineralsUnits: '{n} Mineral | {n} Mineralien',
  notEnoughSupplies: '{power} hat {held} im Versorgungszentrum und kann nicht {count} verkaufen.',
  sellInstead: 'Stattdessen {held} verkaufen',
  chooseResource: 'Wähle Getreide, Öl oder Mineralien.',
  samePower: 'Wähle zwei verschiedene Supermächte für den Handel.',
  badPrice: 'Gib den vereinbarten Preis in ganzen Millionen ein (0 für ein Geschenk).',
  overflow: 'Die {resource}-Reihe von {power} fasst {capacity}; sie hat {held}, also gingen {lost} von {units} verloren.',
  overflowMeterStays: 'Die {resource}-Reihe von {power} fasst {capacity}; sie hat {held}, also gingen {lost} von {units} verloren. Die Marktanzeige bleibt, wo sie ist, am Ende beim Bear Pit.',
  overflowMeterToEnd:
    'Die {resource}-Reihe von {power} fasst {capacity}; sie hat {held}, also gingen {lost} von {units} verloren. Die Marktanzeige rückt trotzdem {n} Feld weiter, bis ans Ende beim Bear Pit. | Die {resource}-Reihe von {power} fasst {capacity}; sie hat {held}, also gingen {lost} von {units} verloren. Die Marktanzeige rückt trotzdem {n} Felder weiter, bis ans Ende beim Bear Pit.',
  overflowMeterMoves:
    'Die {resource}-Reihe von {power} fasst {capacity}; sie hat {held}, also gingen {lost} von {units} verloren. Die Marktanzeige rückt trotzdem {n} Feld weiter. | Die {resource}-Reihe von {power} fasst {capacity}; sie hat {held}, also gingen {lost} von {units} verloren. Die Marktanzeige rückt trotzdem {n} Felder weiter.',
  buyAnyway: 'Trotzdem kaufen ({lost} verloren)',
  tradeAnyway: 'Trotzdem handeln ({lost} verloren)',
  buyInstead: 'Stattdessen {kept} kaufen',
  tradeInstead: 'Stattdessen {kept} handeln',
} satisfies Translation<typeof MARKET_REFUSALS>
