import type { CF_BANNER } from '../cf-banner'
import type { Translation } from '../../i18n/words'

export const cfBanner = {
  whoseTurn: 'De quem é a vez',
  turn: 'Vez {n}',
  toPlay: 'joga',
  production: '{power}: produzir',
  build: '{power}: construir',
  market: '{power}: negociar no mercado',
  deployment: '{power}: mobilizar',
  attack: '{power}: atacar',
  research: '{power}: comprar cartas de P&D',
  endIdle: 'Encerrar a vez sem fazer nada',
  dueEntropy: '{power}: rolar a entropia',
  dueChoose: '{power}: escolher uma ação',
  dueEnd: '{power}: encerrar a vez ({action})',
  actionForm: 'Formulário de {action}',
} satisfies Translation<typeof CF_BANNER>
