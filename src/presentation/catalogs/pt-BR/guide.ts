import type { GUIDE } from '../guide'
import type { Translation } from '../../i18n/words'

export const guide = {
  welcome: 'Boas-vindas',
  stepOf: 'Passo {step} de {total}',
  skip: 'Pular',
  toHelp: 'Ajuda: cada tipo de jogo',
  startPlaying: 'Vamos jogar',

  keepsTitle: 'O que o app controla',
  keeps1: 'O dinheiro: o banco, o caixa e os empréstimos de cada jogador.',
  keeps2: 'O centro de suprimentos de cada superpotência: grãos, petróleo, minérios, mísseis nucleares e L-Stars.',
  keeps3: 'Os três preços do mercado, e de quem é a fase e a vez.',
  keeps4: 'Ele confere cada pagamento com as regras e diz por que, quando um não é permitido.',

  boardTitle: 'O que fica no tabuleiro',
  board1: 'O mapa, os exércitos, as marinhas e as empresas, as cartas e os dados ficam na mesa.',
  board2: 'Depois de cada ação o app diz o que mover no tabuleiro: um marcador, uma peça, uma carta.',
  board3: 'Batalhas: o app mostra os dados de cada lado e as chances; role dados de verdade ou deixe o app rolar.',

  buttonTitle: 'O botão grande',
  button1: 'O botão no alto é sempre o que está pendente agora, para quem estiver na vez: “Pagar {amount} de EUA”, “Encerrar a vez de EUA”.',
  button2: 'Toque nele e siga em frente. Quando um passo pede escolhas, o formulário abre com os valores já preenchidos.',
  button3: 'Passar, Encerrar a vez e as abas (Tabuleiro, Banco, Mercado, Registro…) estão lá quando a mesa precisar.',

  undoTitle: 'Desfazer',
  undo1: 'Tocou errado? Desfazer volta a última ação; Refazer traz ela de volta.',
  undo2: 'O Registro lista cada ação em palavras simples; Desfazer até aqui volta mais.',

  savingTitle: 'Salvamento e backups',
  saving1: 'Cada ação é salva neste aparelho no instante em que aparece. Feche a aba ou perca a rede: o jogo continua lá.',
  saving2: 'O app faz backups de cada jogo sozinho. Arquivo do jogo, no ⋯ Menu do jogo, exporta um jogo ou restaura um backup.',
  saving3: 'Instale o app quando ele oferecer (depois que seu primeiro jogo começar): instalado, os jogos dele ficam a salvo das limpezas do navegador.',
} satisfies Translation<typeof GUIDE>
