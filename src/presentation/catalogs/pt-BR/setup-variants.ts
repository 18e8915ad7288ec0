import type { SETUP_VARIANTS } from '../setup-variants'
import type { Translation } from '../../i18n/words'

export const setupVariants = {
  variants: 'Variantes',
  airUnits: 'Air Units',
  airUnitsText:
    'Soldo de $ 10 mi cada, construídas de duas em duas por conjunto de suprimentos e $ 400 mi na Fase 6, 2 de petróleo por território sobrevoado, $ 100 mi cada na Détente; batalhas com unidades aéreas usam Poder de Fogo, Edge Points, Kill Points e um alvo principal.',
  firePowerLabel: 'Poder de Fogo de uma unidade aérea',
  firePower5: '5: o texto e seu exemplo (padrão)',
  firePower4: '4: a tabela da variante',
  killPointsLabel: 'Kill points que destroem uma unidade aérea',
  killPoints6: '6: o texto (padrão)',
  killPoints8: '8: o que o exemplo do texto soma',
  buildPriceLabel: 'Preço de uma unidade aérea avulsa (o texto cobra $ 400 mi por duas)',
  buildPerPair: 'Uma unidade aérea avulsa paga os $ 400 mi do par: o preço do texto (padrão)',
  buildPerUnit: '$ 200 mi por unidade aérea (uma avulsa ainda usa um conjunto inteiro)',
  spoilsLabel: 'Unidades aéreas tomadas nos Espólios de Guerra',
  spoilsAll: 'O vencedor dos espólios leva todas as unidades aéreas: o texto (padrão)',
  spoilsTwenty: 'No máximo 20, como numa construção ou venda (o resto sai do jogo)',
  militiaLabel: 'Unidades aéreas contra a milícia de uma zona vazia',
  militiaWithArmies: 'Junto a um exército ou marinha; a milícia só remove exércitos e marinhas, como diz o texto (padrão)',
  militiaAlone: 'Também sozinhas; os pontos da milícia abatem uma unidade aérea pelos seus kill points quando não resta exército nem marinha',
  killPointsNote: 'O texto da variante dá 6 kill points a uma unidade aérea, mas seu exemplo (um 12 destrói a unidade aérea e um exército, um 7 não destrói nada) só fecha com 8.',
  airLeftOut:
    'Fora do app: as peças da variante vindas de outras expansões (bombas de nêutrons, satélites assassinos, níveis de tecnologia, Fortuna, sabotadores, silos, espaçoportos, fábricas). Tanques e helicópteros contam na mesa de batalha só pelo poder de fogo. O bombardeio de grande altitude fica como registro da rolagem e do que destruiria.',
  warlords: 'Warlords and Pirates',
  warlordsText:
    'O Marshall coloca um senhor da guerra em cada território cinza e um pirata nos mares listados (Full House ou LT6) antes do Ciclo 1; na Fase 6 os jogadores vendem a eles mísseis nucleares e L-Stars (três por vez) e compram os deles, e o app cuida do centro de suprimentos e do tesouro deles.',
  outnumberedLabel: 'Um senhor da guerra mantém seus mísseis nucleares quando superado em L-Stars: L-Stars de quem contra o quê',
  outnumberedNukes: 'As L-Stars do atacante contra os mísseis nucleares do senhor da guerra (padrão)',
  outnumberedLstars: 'Contra as L-Stars do senhor da guerra',
  ownerBidsLabel: 'O dono de uma carta pode dar lance na própria carta na zona de um senhor da guerra?',
  ownerBidsNo: 'Não: os jogadores dão lance na carta de um adversário (padrão)',
  ownerBidsYes: 'Sim: o dono pode cobrir os lances',
} satisfies Translation<typeof SETUP_VARIANTS>
