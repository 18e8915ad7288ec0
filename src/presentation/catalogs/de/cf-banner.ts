import type { CF_BANNER } from '../cf-banner'
import type { Translation } from '../../i18n/words'

export const cfBanner = {
  whoseTurn: 'Wer am Zug ist',
  turn: 'Zug {n}',
  toPlay: 'ist am Zug',
  production: '{power}: produzieren',
  build: '{power}: bauen',
  market: '{power}: am Markt handeln',
  deployment: '{power}: aufmarschieren',
  attack: '{power}: angreifen',
  research: '{power}: F&E-Karten ziehen',
  endIdle: 'Zug beenden, nichts getan',
  dueEntropy: '{power}: Entropie würfeln',
  dueChoose: '{power}: Aktion wählen',
  dueEnd: '{power}: Zug ({action}) beenden',
  actionForm: 'Formular {action}',
} satisfies Translation<typeof CF_BANNER>
