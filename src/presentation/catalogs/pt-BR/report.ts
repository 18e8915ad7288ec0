import type { Translation } from '../../i18n/words'
import type { REPORT } from '../report'

export const report = {
  name: 'Superpotência',
  player: 'Jogador',
  cash: 'Dinheiro',
  grain: 'Grãos',
  oil: 'Petróleo',
  minerals: 'Minérios',
  companies: 'Empresas',
  armies: 'Exércitos',
  navies: 'Marinhas',
  nukes: 'Mísseis nucleares',
  lstars: 'L-Stars',
  loans: 'Empréstimos bancários',
  detente: 'Valor de Détente',
  eliminated: 'Fora do jogo',
  listed: 'Anunciado no mercado',
  round: 'Rodada {n}: {tech} (pontos)',
  points: 'Total de pontos',
  winner: 'Vencedor',
  inMillions: '{label} ($ mi)',
  yes: 'sim',
  no: 'não',
} satisfies Translation<typeof REPORT>
