import type { STANDINGS } from '../standings'
import type { Translation } from '../../i18n/words'

export const standings = {
  cash: 'Dinheiro {amount}',
  loans: 'Empréstimos bancários {amount}',
  arrears: 'Juros em atraso {amount}',
  line: '{n} {unit} × {each} = {value}',
  grain: 'grão | grãos',
  oil: 'petróleo | petróleo',
  minerals: 'minério | minérios',
  companies: 'empresa | empresas',
  forces: 'exército ou marinha | exércitos e marinhas',
  nukes: 'míssil nuclear | mísseis nucleares',
  lstars: 'L-Star | L-Stars',
  behind: '{amount} atrás',
  tied: 'Empatado na liderança',
  leader: 'Líder',
} satisfies Translation<typeof STANDINGS>
