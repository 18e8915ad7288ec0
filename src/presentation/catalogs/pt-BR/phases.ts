import type { Translation } from '../../i18n/words'
import type { PHASES } from '../phases'

export const phases = {
  p1A: 'Pagar soldo e empréstimos bancários',
  p2A: 'Transferir unidades de produção',
  p3C: 'Vender recursos ao mercado',
  p3D: 'Vender recursos aos outros jogadores',
  p4C: 'Atacar com forças e armas',
  p5C: 'Mover exércitos e marinhas',
  p6C: 'Construir e posicionar forças convencionais e armas estratégicas, pesquisa',
  p6F: 'Bazar de armas',
  p7C: 'Comprar recursos do mercado',
  p7D: 'Comprar recursos dos outros jogadores',
  p7E: 'Prospectar recursos',
} satisfies Translation<typeof PHASES>
