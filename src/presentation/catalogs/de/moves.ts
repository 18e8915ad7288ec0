import type { MOVES } from '../moves'
import type { Translation } from '../../i18n/words'

export const moves = {
  receives: '{power} erhält {amount}',
  pays: '{power} zahlt {amount}',
  priceChange: '{resource} {from} → {to}',
  holds: '{power} hat {n} {resource}',
  marketStays: 'Die Marktanzeige für {resource} bleibt, wo sie ist (Ende des Preisindex)',
  marketLeft: 'Die Marktanzeige für {resource} {n} Feld nach links setzen, auf {price} | Die Marktanzeige für {resource} {n} Felder nach links setzen, auf {price}',
  marketRight: 'Die Marktanzeige für {resource} {n} Feld nach rechts setzen, auf {price} | Die Marktanzeige für {resource} {n} Felder nach rechts setzen, auf {price}',
  supplyStays: 'Die Versorgungsanzeige {row} von {power} bleibt auf {to}',
  supplyStaysLost: 'Die Versorgungsanzeige {row} von {power} bleibt auf {to}; {lost} verloren (die Reihe ist voll)',
  supplyLeft: 'Die Versorgungsanzeige {row} von {power} {n} Feld nach links setzen, auf {to} | Die Versorgungsanzeige {row} von {power} {n} Felder nach links setzen, auf {to}',
  supplyRight: 'Die Versorgungsanzeige {row} von {power} {n} Feld nach rechts setzen, auf {to} | Die Versorgungsanzeige {row} von {power} {n} Felder nach rechts setzen, auf {to}',
  supplyLeftLost: 'Die Versorgungsanzeige {row} von {power} {n} Feld nach links setzen, auf {to}; {lost} verloren (die Reihe ist voll) | Die Versorgungsanzeige {row} von {power} {n} Felder nach links setzen, auf {to}; {lost} verloren (die Reihe ist voll)',
  supplyRightLost: 'Die Versorgungsanzeige {row} von {power} {n} Feld nach rechts setzen, auf {to}; {lost} verloren (die Reihe ist voll) | Die Versorgungsanzeige {row} von {power} {n} Felder nach rechts setzen, auf {to}; {lost} verloren (die Reihe ist voll)',
  loanMeter: 'Die Kreditanzeige von {power} auf {amount} setzen (Zinsen {interest} je Zug)',
  forces: '{power} {force}: {from} → {to}',
  giveCard: '{power} die Karte {name} geben ({territory}, {n} {resource})',
  takeCard: '{power} die Karte {name} abnehmen',
  turnUp: 'Die Karte {name} von {power} aufdecken (offen)',
  turnDown: 'Die Karte {name} von {power} verdecken (geschlossen)',
  grain: 'Getreide',
  oil: 'Öl',
  minerals: 'Mineralien',
  nukes: 'Atomraketen',
  lstars: 'L-Stars',
} satisfies Translation<typeof MOVES>
