import type { CF_SCORES } from '../cf-scores'
import type { Translation } from '../../i18n/words'

export const cfScores = {
  scores: 'Pontuação',
  totalsAfter: 'Totais após {n} de 3 rodadas',
  winner: 'Vencedor',
  leading: 'Na frente',
  ifScoredNow: 'Se uma rodada fosse pontuada agora',
  showCharts: 'Mostrar gráficos',
  treasury: 'Tesouro',
  productionLeads: 'Liderança de produção',
  nukeClouds: 'Nuvens nucleares',
  power: 'Potência',
  points: 'Pontos',
} satisfies Translation<typeof CF_SCORES>
