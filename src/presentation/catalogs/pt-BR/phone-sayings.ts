import type { Translation } from '../../i18n/words'
import type { PHONE_SAYINGS } from '../phone-sayings'

export const phoneSayings = {
  notUnderstood: 'O tablet não entendeu o que este celular enviou. Atualize o app neste celular.',
  notJoined: 'Este celular ainda não tem lugar nesta mesa. Escolha seu lugar primeiro.',
  notSigned: 'Esta mensagem não está assinada pelo celular que ela indica, então o tablet a ignorou.',
  removed: 'O banqueiro removeu este celular da mesa.',
  actsForOther: 'Este celular joga como {mine}; não pode agir por {other}.',
  bidsClosed: 'Nenhum lance é devido agora: os lances desta fase estão encerrados.',
  otherRound: 'Este lance era para a Fase {stage} do ciclo {cycle}; os lances abertos agora são da Fase {openStage} do ciclo {openCycle}. Dê o lance de novo.',
  noCube: '{mine} não tem cubo para dar lance nesta fase.',
  bidEntered: 'O lance de {mine} já foi registrado no tablet.',
  notRequestable: 'Pelo celular você pode pedir um pagamento ou uma venda; o banqueiro registra todo o resto no tablet.',
  paysForOther: 'Este celular joga como {mine}; não pode pagar nem vender por {other}.',
  revealedWithout: 'Os lances foram revelados no tablet sem o lance deste celular.',
  bidSealed: 'Seu lance está selado. O tablet o abre quando o banqueiro revelar os lances.',
  sentToBanker: 'Enviado ao banqueiro. Aguardando Aceitar.',
  seatLost: 'Este celular não ocupa mais esse lugar.',
  accepted: 'O banqueiro aceitou.',
  declined: 'O banqueiro recusou.',
  declinedWhy: 'O banqueiro recusou: {reason}',
  bidUnopened: 'Não foi possível abrir seu lance selado. Dê o lance de novo.',
  bidRevealed: 'Seu lance foi revelado.',
  noSuchSeat: 'Não há lugar “{seat}” neste jogo. Escolha um destes: {seats}.',
  seatTaken: '{seat} já está em outro celular ({holder}). O banqueiro pode remover esse celular primeiro.',
  joined: 'Este celular joga como {seat}.',
} satisfies Translation<typeof PHONE_SAYINGS>
