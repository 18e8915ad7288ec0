import type { WARLORDS_NAMES } from '../warlords-names'
import type { Translation } from '../../i18n/words'

export const warlordsNames = {
  holderWarlord: '{zone} (senhor da guerra)',
  holderPirate: '{zone} (pirata)',
  holderNamedWarlord: '{name} (senhor da guerra de {zone})',
  holderNamedPirate: '{name} (pirata de {zone})',
  warlord: 'senhor da guerra',
  pirate: 'pirata',
  warlordTitle: 'Senhor da guerra',
  pirateTitle: 'Pirata',
  fullHouse: 'Full House',
  lt6: 'LT6',
  nukes: '{n} míssil nuclear | {n} mísseis nucleares',
  lstars: '{n} L-Star | {n} L-Stars',
  airUnits: '{n} unidade aérea | {n} unidades aéreas',
  armies: '{n} exército | {n} exércitos',
  navies: '{n} marinha | {n} marinhas',
  tanks: '{n} tanque | {n} tanques',
  units: '{n} unidade | {n} unidades',
  dice: '{n} dado | {n} dados',
  list: '{rest} e {last}',
} satisfies Translation<typeof WARLORDS_NAMES>
