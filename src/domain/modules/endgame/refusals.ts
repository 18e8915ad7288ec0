import { refusalsFrom } from '../../kernel/result'

/** The game's end: refusals and ways out in English (issue 29); translated in src/presentation/catalogs/refusals-endgame.ts. */
export const ENDGAME_REFUSALS = {
  endedByDetente: 'The game ended by Detente ({reason}); undo the ending to go on.',
  endedByDetenteInCycle: 'The game ended by Detente in cycle {cycle} ({reason}); undo the ending to go on.',
  afterAgreedCycles: 'after the agreed {n} cycle | after the agreed {n} cycles',
  afterCycles: 'after the agreed cycles',
  atAgreedTime: 'at the agreed time',
  byAgreement: 'by agreement',
  wonBySupremacy: 'The game is over: {power} won by Supremacy. Undo the last action to go on.',
  coupFinal: 'The game is over: Coup Final, nuclear winter, everyone lost. Undo the last action to go on.',
  sayWhyEnds: 'Say why the game ends: by agreement, after the agreed cycles or at the agreed time.',
  badEndTime: 'The time of the ending is not a valid clock time.',
  noCyclesAgreed: 'No number of cycles was agreed: end the game by agreement instead.',
  cyclesNotPlayed: 'The agreed {n} cycle is not played yet: this is cycle {cycle}. | The agreed {n} cycles are not played yet: this is cycle {cycle}.',
  noClockAgreed: 'No clock time was agreed: end the game by agreement instead.',
  timeNotCome: 'The agreed time has not come yet.',
  endByAgreement: 'End by agreement',
  endByAgreementNow: 'End by agreement now',
  sameTerms: 'These are already the agreed terms.',
  termsNotUnderstood: 'How the game ends is not understood.',
  chooseDetentePoint: 'Choose a Detente point: a number of cycles or a clock time.',
  detenteCycles: 'The Detente point needs a whole number of cycles from 1 to {max}.',
  badDetenteTime: 'The Detente time is not a valid clock time.',
  badHandicap: 'The handicap rank must be 1-Star to 5-Star General.',
} as const

export const { refusal: endgameRefusal, remedy: endgameRemedy, phrase: endgamePhrase } = refusalsFrom('endgame', ENDGAME_REFUSALS)
