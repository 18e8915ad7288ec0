import type { Translation } from '../../i18n/words'
import type { PHONES } from '../phones'

export const phones = {
  inboxTitle: 'Pedidos dos celulares',
  noneWaiting: 'Nenhum aguardando.',
  asks: '{name} pede: {request}',
  accept: 'Aceitar',
  decline: 'Recusar',
  notRecorded: 'Não registrado: {message}',
  whichSeat: 'Qual é o seu lugar?',
  yourName: 'Seu nome (opcional, o banqueiro vê)',
  askingTablet: 'Perguntando ao tablet…',
  onAnotherPhone: 'em outro celular',
  offline: 'Offline',
  live: 'Conectado',
  lookingForTablet: 'Procurando o tablet…',
  connecting: 'Conectando…',
  playersPhone: 'Celular dos jogadores',
} satisfies Translation<typeof PHONES>
