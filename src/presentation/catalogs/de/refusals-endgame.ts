import type { ENDGAME_REFUSALS } from '../../../domain/modules/endgame/refusals'
import type { Translation } from '../../i18n/words'

export const refusalsEndgame = {
  endedByDetente: 'Das Spiel endete durch Détente ({reason}); mach das Ende rückgängig, um weiterzuspielen.',
  endedByDetenteInCycle: 'Das Spiel endete in Zyklus {cycle} durch Détente ({reason}); mach das Ende rückgängig, um weiterzuspielen.',
  afterAgreedCycles: 'nach dem vereinbarten {n} Zyklus | nach den vereinbarten {n} Zyklen',
  afterCycles: 'nach den vereinbarten Zyklen',
  atAgreedTime: 'zur vereinbarten Zeit',
  byAgreement: 'nach Absprache',
  wonBySupremacy: 'Das Spiel ist vorbei: {power} hat durch Vorherrschaft gewonnen. Mach die letzte Aktion rückgängig, um weiterzuspielen.',
  coupFinal: 'Das Spiel ist vorbei: Coup Final, nuklearer Winter, alle haben verloren. Mach die letzte Aktion rückgängig, um weiterzuspielen.',
  sayWhyEnds: 'Sag, warum das Spiel endet: nach Absprache, nach den vereinbarten Zyklen oder zur vereinbarten Zeit.',
  badEndTime: 'Die Uhrzeit des Endes ist keine gültige Uhrzeit.',
  noCyclesAgreed: 'Es wurde keine Zahl von Zyklen vereinbart: Beende das Spiel stattdessen nach Absprache.',
  cyclesNotPlayed: 'Der vereinbarte {n} Zyklus ist noch nicht gespielt: Dies ist Zyklus {cycle}. | Die vereinbarten {n} Zyklen sind noch nicht gespielt: Dies ist Zyklus {cycle}.',
  noClockAgreed: 'Es wurde keine Uhrzeit vereinbart: Beende das Spiel stattdessen nach Absprache.',
  timeNotCome: 'Die vereinbarte Zeit ist noch nicht gekommen.',
  endByAgreement: 'Nach Absprache beenden',
  endByAgreementNow: 'Jetzt nach Absprache beenden',
  sameTerms: 'Das sind schon die vereinbarten Bedingungen.',
  termsNotUnderstood: 'Wie das Spiel endet, ist nicht verständlich.',
  chooseDetentePoint: 'Wähle einen Détente-Punkt: eine Zahl von Zyklen oder eine Uhrzeit.',
  detenteCycles: 'Der Détente-Punkt braucht eine ganze Zahl von Zyklen von 1 bis {max}.',
  badDetenteTime: 'Die Détente-Zeit ist keine gültige Uhrzeit.',
  badHandicap: 'Der Handicap-Rang muss 1-Sterne- bis 5-Sterne-General sein.',
} satisfies Translation<typeof ENDGAME_REFUSALS>
