import type { Translation } from '../../i18n/words'
import type { PHONE_VIEWS } from '../phone-views'

export const phoneViews = {
  lookingForTablet: 'Procurando o tablet do banqueiro… Deixe a folha "Celulares dos jogadores" aberta no tablet, com a sala ligada, e os dois aparelhos on-line.',
  seatViewNote: 'A visão de celular deste lugar, só leitura.',
  backToGame: 'Voltar ao jogo',
  couldNotOpen: 'Não foi possível abrir este jogo',
  opening: 'Abrindo o jogo…',
  linksLabel: "Visões de celular dos jogadores",
  linksLead: "O que o celular de cada jogador mostra:",
  seatLink: "Visão de celular de {name}",
  playersPhones: "Celulares dos jogadores",
  connected: "{n} conectados",
} satisfies Translation<typeof PHONE_VIEWS>
