import type { ENDGAME_REFUSALS } from '../../../domain/modules/endgame/refusals'
import type { Translation } from '../../i18n/words'

export const refusalsEndgame = {
  endedByDetente: 'O jogo terminou por Détente ({reason}); desfaça o fim para continuar.',
  endedByDetenteInCycle: 'O jogo terminou por Détente no ciclo {cycle} ({reason}); desfaça o fim para continuar.',
  afterAgreedCycles: 'depois do {n} ciclo combinado | depois dos {n} ciclos combinados',
  afterCycles: 'depois dos ciclos combinados',
  atAgreedTime: 'na hora combinada',
  byAgreement: 'por acordo',
  wonBySupremacy: 'O jogo acabou: {power} venceu por Supremacia. Desfaça a última ação para continuar.',
  coupFinal: 'O jogo acabou: Coup Final, inverno nuclear, todos perderam. Desfaça a última ação para continuar.',
  sayWhyEnds: 'Diga por que o jogo termina: por acordo, depois dos ciclos combinados ou na hora combinada.',
  badEndTime: 'A hora do fim não é uma hora válida.',
  noCyclesAgreed: 'Nenhum número de ciclos foi combinado: termine o jogo por acordo.',
  cyclesNotPlayed: 'O {n} ciclo combinado ainda não foi jogado: este é o ciclo {cycle}. | Os {n} ciclos combinados ainda não foram jogados: este é o ciclo {cycle}.',
  noClockAgreed: 'Nenhuma hora foi combinada: termine o jogo por acordo.',
  timeNotCome: 'A hora combinada ainda não chegou.',
  endByAgreement: 'Terminar por acordo',
  endByAgreementNow: 'Terminar por acordo agora',
  sameTerms: 'Essas já são as condições combinadas.',
  termsNotUnderstood: 'Não dá para entender como o jogo termina.',
  chooseDetentePoint: 'Escolha um ponto de Détente: um número de ciclos ou uma hora.',
  detenteCycles: 'O ponto de Détente precisa de um número inteiro de ciclos de 1 a {max}.',
  badDetenteTime: 'A hora da Détente não é uma hora válida.',
  badHandicap: 'O posto de handicap deve ser de General de 1 a 5 estrelas.',
} satisfies Translation<typeof ENDGAME_REFUSALS>
