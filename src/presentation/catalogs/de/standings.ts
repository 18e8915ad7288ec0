import type { STANDINGS } from '../standings'
import type { Translation } from '../../i18n/words'

export const standings = {
  cash: 'Geld {amount}',
  loans: 'Bankkredite {amount}',
  arrears: 'Zinsen im Rückstand {amount}',
  line: '{n} {unit} × {each} = {value}',
  grain: 'Getreide | Getreide',
  oil: 'Öl | Öl',
  minerals: 'Mineral | Mineralien',
  companies: 'Unternehmen | Unternehmen',
  forces: 'Armee oder Flotte | Armeen und Flotten',
  nukes: 'Atomrakete | Atomraketen',
  lstars: 'L-Star | L-Stars',
  behind: '{amount} zurück',
  tied: 'Gleichauf an der Spitze',
  leader: 'Führt',
} satisfies Translation<typeof STANDINGS>
