import type { Translation } from '../../i18n/words'
import type { REPORT } from '../report'

export const report = {
  name: 'Supermacht',
  player: 'Spieler',
  cash: 'Geld',
  grain: 'Getreide',
  oil: 'Öl',
  minerals: 'Mineralien',
  companies: 'Unternehmen',
  armies: 'Armeen',
  navies: 'Flotten',
  nukes: 'Atomraketen',
  lstars: 'L-Stars',
  loans: 'Bankkredite',
  detente: 'Détente-Wert',
  eliminated: 'Aus dem Spiel',
  listed: 'Am Markt angeboten',
  round: 'Runde {n}: {tech} (Punkte)',
  points: 'Punkte gesamt',
  winner: 'Sieger',
  inMillions: '{label} (Mio. $)',
  yes: 'ja',
  no: 'nein',
} satisfies Translation<typeof REPORT>
