import type { WARLORDS_NAMES } from '../warlords-names'
import type { Translation } from '../../i18n/words'

export const warlordsNames = {
  holderWarlord: '{zone} (Warlord)',
  holderPirate: '{zone} (Pirat)',
  holderNamedWarlord: '{name} (Warlord von {zone})',
  holderNamedPirate: '{name} (Pirat von {zone})',
  warlord: 'Warlord',
  pirate: 'Pirat',
  warlordTitle: 'Warlord',
  pirateTitle: 'Pirat',
  fullHouse: 'Full House',
  lt6: 'LT6',
  nukes: '{n} Atomrakete | {n} Atomraketen',
  lstars: '{n} L-Star | {n} L-Stars',
  airUnits: '{n} Lufteinheit | {n} Lufteinheiten',
  armies: '{n} Armee | {n} Armeen',
  navies: '{n} Flotte | {n} Flotten',
  tanks: '{n} Panzer | {n} Panzer',
  units: '{n} Einheit | {n} Einheiten',
  dice: '{n} Würfel | {n} Würfel',
  list: '{rest} und {last}',
} satisfies Translation<typeof WARLORDS_NAMES>
