import type { CF_SCORES } from '../cf-scores'
import type { Translation } from '../../i18n/words'

export const cfScores = {
  scores: 'Punkte',
  totalsAfter: 'Summen nach {n} von 3 Runden',
  winner: 'Sieger',
  leading: 'Vorn',
  ifScoredNow: 'Wenn jetzt gewertet würde',
  showCharts: 'Diagramme zeigen',
  treasury: 'Kasse',
  productionLeads: 'Produktionsführung',
  nukeClouds: 'Atompilze',
  power: 'Macht',
  points: 'Punkte',
} satisfies Translation<typeof CF_SCORES>
