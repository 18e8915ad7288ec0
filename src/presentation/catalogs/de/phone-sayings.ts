import type { Translation } from '../../i18n/words'
import type { PHONE_SAYINGS } from '../phone-sayings'

export const phoneSayings = {
  notUnderstood: 'Das Tablet hat nicht verstanden, was dieses Handy gesendet hat. Aktualisiere die App auf diesem Handy.',
  notJoined: 'Dieses Handy hat an diesem Tisch noch keinen Platz. Wähle zuerst deinen Platz.',
  notSigned: 'Diese Nachricht ist nicht vom genannten Handy signiert, darum hat das Tablet sie ignoriert.',
  removed: 'Die Bank hat dieses Handy vom Tisch entfernt.',
  actsForOther: 'Dieses Handy spielt als {mine}; es kann nicht für {other} handeln.',
  bidsClosed: 'Gerade ist kein Gebot fällig: Die Gebote dieser Phase sind geschlossen.',
  otherRound: 'Dieses Gebot war für Phase {stage} in Zyklus {cycle}; offen sind jetzt die Gebote für Phase {openStage} in Zyklus {openCycle}. Biete erneut.',
  noCube: '{mine} hat in dieser Phase keinen Marker zum Bieten.',
  bidEntered: 'Das Gebot von {mine} wurde schon am Tablet eingetragen.',
  notRequestable: 'Vom Handy aus kannst du um eine Zahlung oder einen Verkauf bitten; alles andere trägt die Bank am Tablet ein.',
  paysForOther: 'Dieses Handy spielt als {mine}; es kann nicht für {other} zahlen oder verkaufen.',
  revealedWithout: 'Die Gebote wurden am Tablet ohne das Gebot dieses Handys aufgedeckt.',
  bidSealed: 'Dein Gebot ist versiegelt. Das Tablet öffnet es, wenn die Bank die Gebote aufdeckt.',
  sentToBanker: 'An die Bank gesendet. Wartet auf Annehmen.',
  seatLost: 'Dieses Handy hat diesen Platz nicht mehr.',
  accepted: 'Die Bank hat angenommen.',
  declined: 'Die Bank hat abgelehnt.',
  declinedWhy: 'Die Bank hat abgelehnt: {reason}',
  bidUnopened: 'Dein versiegeltes Gebot ließ sich nicht öffnen. Biete erneut.',
  bidRevealed: 'Dein Gebot wurde aufgedeckt.',
  noSuchSeat: 'In diesem Spiel gibt es keinen Platz „{seat}“. Wähle einen von: {seats}.',
  seatTaken: '{seat} spielt schon auf einem anderen Handy ({holder}). Die Bank kann dieses Handy zuerst entfernen.',
  joined: 'Dieses Handy spielt als {seat}.',
} satisfies Translation<typeof PHONE_SAYINGS>
