import type { HOME, STAGES } from '../home'
import type { Translation } from '../../i18n/words'

export const home = {
  yourGames: 'Seus jogos',
  newGame: '+ Novo jogo',
  empty:
    'Este tablet cuida do banco, dos preços do mercado e do centro de suprimentos de cada jogador na sua partida de Supremacy, offline. Toque em {newGame}, escolha as superpotências na mesa e digite os nomes dos jogadores para começar.',
  newGameName: 'Novo jogo',
  waitingForTab: 'Aguardando a outra aba deste app fechar…',
  loading: 'Carregando jogos salvos…',
  deleteTitled: 'Excluir “{title}”',
  deleteGame: 'Excluir jogo',
  deleteMessage: 'Excluir este jogo? Todo o registro dele será apagado deste aparelho.',
  cardGame: 'War of Supremacy',
  randomOpen: 'Abertura aleatória',
  standardOpen: 'Abertura padrão',
  playersBySeat: 'Jogadores por lugar',
  seat: 'Lugar',
  powersAndPlayers: 'Superpotências e jogadores',
  lastPlayed: 'Jogado por último {when}',
  justNow: 'agora mesmo',
  unknownTime: 'desconhecido',
  resume: 'Continuar',
  defaultTitle: 'Jogo de {day}, {time}',
  progress: 'Ciclo {cycle} · Fase {stage} ({name})',
  progressNoName: 'Ciclo {cycle} · Fase {stage}',
} satisfies Translation<typeof HOME>

export const stages = {
  s1: 'Pagar soldo e empréstimos ao banco',
  s2: 'Transferir unidades de produção',
  s3: 'Vender recursos',
  s4: 'Atacar',
  s5: 'Mover forças',
  s6: 'Construir forças e armas',
  s7: 'Comprar ou prospectar recursos',
} satisfies Translation<typeof STAGES>
