import type { HELP } from '../help'
import type { Translation } from '../../i18n/words'

export const help = {
  intro: 'Como conduzir cada tipo de jogo. As peças ficam no tabuleiro; o app cuida do dinheiro, dos suprimentos, dos preços e de quem é a vez.',
  guideAgain: 'Mostrar o guia inicial',

  basicTitle: 'Uma partida de Supremacy (guiada)',
  basic1: 'Novo jogo: toque nas superpotências presentes na mesa (2 a 6) e digite o nome de cada jogador. Mantenha Abertura padrão e Guiado e toque em Iniciar jogo.',
  basic2: 'O Tabuleiro mostra o caixa, os suprimentos, os empréstimos e as forças de cada potência e os três preços do mercado. Toque numa potência ou num preço para agir.',
  basic3: 'O botão grande no alto é sempre o que está pendente agora: toque nele. Um passo com escolhas abre seu formulário com os valores já preenchidos.',
  basic4: 'A Fase 1 paga o soldo e os juros dos empréstimos, um toque por potência. Uma potência sem dinheiro suficiente pega um empréstimo ou escolhe o que fica sem pagar.',
  basic5: 'A Fase 2 leva a produção aos centros de suprimentos com um toque.',
  basic6: 'Fases 3 a 7: cada potência dá um lance secreto passando o tablet de mão em mão; os lances aparecem juntos, quem deu lance rola os dados para a ordem e, na sua vez, cada um vende, move, ataca, constrói ou pesquisa. Passar ou Encerrar a vez encerra uma vez.',
  basic7: 'A aba Fase diz em que ponto o jogo está e o que vem a seguir; Por quê mostra a regra.',
  basic8: 'A Classificação ordena as potências pelo valor de Détente. O jogo termina por Détente (a qualquer momento, pela Classificação), Supremacia ou Coup Final.',

  bookkeepingTitle: 'Só contabilidade',
  bookkeeping1: 'Em Novo jogo, escolha Só contabilidade em Ordem de jogo: o app cuida das contas e a mesa cuida da ordem de jogo.',
  bookkeeping2: 'Banco: Pagar / receber move dinheiro entre uma potência e o banco ou entre dois jogadores; Empréstimos pega ou quita {loan} de cada vez.',
  bookkeeping3: 'Mercado: escolha a potência, Vender ou Comprar, o recurso e as unidades; a tela mostra o dinheiro e o novo preço antes de você confirmar.',
  bookkeeping4: 'Centros de suprimentos: a ficha de cada potência; Corrigir ajusta um número ao que está na mesa, com um motivo.',
  bookkeeping5: 'Batalha… abre a mesa de batalha a qualquer momento.',

  battlesTitle: 'Batalhas',
  battles1: 'A mesa de batalha diz quantos dados cada lado recebe e mostra as chances de cada resultado antes de alguém rolar.',
  battles2: 'Role com o app ou digite os dados de verdade. A mesa tira as perdas e diz o que mover no tabuleiro.',
  battles3: 'As opções do defensor vêm primeiro: recuar, render-se ou um primeiro ataque nuclear. Ataques nucleares, combates de L-Stars e explosões no espaço usam a mesma mesa.',

  airUnitsTitle: 'Variante: Air Units',
  airUnits1: 'Ative Air Units em Variantes, no Novo jogo.',
  airUnits2: 'As unidades aéreas aparecem no Tabuleiro e nos centros de suprimentos. A Fase 1 cobra {salary} por unidade; a Fase 6 constrói duas por um conjunto de suprimentos e {price}.',
  airUnits3: 'A mesa de batalha ganha Batalha aérea (ataque ao solo ou ar contra ar, com poder de fogo) e Bombardeio.',
  airUnits4: 'Onde a variante não é clara, a leitura é escolhida na preparação e mostrada na mesa.',

  warlordsTitle: 'Expansão: Warlords and Pirates',
  warlords1: 'Ative Warlords and Pirates em Variantes, no Novo jogo.',
  warlords2: 'Antes da Fase 1 do primeiro ciclo, o Marshall prepara as zonas neutras: um dado por zona para os exércitos ou marinhas dela.',
  warlords3: 'O app cuida do centro de suprimentos e do tesouro dos warlords e piratas, das cartas nas zonas deles, dos bloqueios, das vendas e da defesa deles.',
  warlords4: 'Na Fase 6 o banner pede a Client List; as armas são vendidas aos warlords no fim da Fase 6.',

  cashFlowTitle: 'Variante: Cash Flow',
  cashFlow1: 'Em Novo jogo, escolha a Variante Cash Flow em Economia e depois as potências e os jogadores.',
  cashFlow2: 'Para cada potência, toque nas quatro cartas que ela tirou e digite suas duas cartas neutras, divida suas quinze unidades de recursos e confira suas forças. Iniciar jogo diz o que falta até a distribuição ficar certa.',
  cashFlow3: 'Na aba Vez, quem tem a entropia digita os dois dados; depois o jogador toca numa das seis ações: Produção, Construção, Mercado, Mobilização, Ataque ou P&D.',
  cashFlow4: 'O botão grande é sempre o próximo passo. Mercados mostra cada oferta e o mercado de trabalho; Classificação mostra cada rodada de pontuação.',

  warOfSupremacyTitle: 'War of Supremacy (o jogo de cartas)',
  warOfSupremacy1: 'Em Novo jogo, escolha War of Supremacy em “Qual jogo?” e digite os nomes dos jogadores na ordem em que estão sentados (2 a 5).',
  warOfSupremacy2: 'Toque no dado de cada jogador (ou em Sortear o primeiro jogador), na primeira forma de combate e no nome da carta de Território; depois em Iniciar jogo.',
  warOfSupremacy3: 'O botão grande joga a vez: o ataque (nome e valores de uma criatura digitados uma vez, depois um toque da próxima vez), resolver o combate, comprar cartas, encerrar a vez.',
  warOfSupremacy4: 'O Tabuleiro mostra o valor de defesa, o total do ataque e quem vence; um Território conquistado revela a próxima forma de combate e o próximo Território.',

  safetyTitle: 'Salvamento, backups e arquivos do jogo',
  safety1: 'Cada ação é salva neste aparelho antes de aparecer como feita. Recarregue ou fique offline: o jogo continua lá. Continuar, na tela inicial, abre o jogo.',
  safety2: 'Desfazer volta a última ação; Desfazer até aqui, no Registro, volta mais.',
  safety3: 'O app faz backups de cada jogo. Arquivo do jogo (no ⋯ Menu do jogo) exporta, compartilha ou imprime um jogo e restaura um backup; Importar arquivo do jogo, na tela inicial, traz um de volta.',
  safety4: 'Instale o app (pela oferta depois que seu primeiro jogo começar, ou pelo menu do navegador): os jogos de um app instalado ficam a salvo das limpezas do navegador.',
} satisfies Translation<typeof HELP>
