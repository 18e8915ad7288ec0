/** War of Supremacy's public face for the presentation layer and the tests. */
export * from './data'
export type * from './state'
export type * from './commands'
export { WAR_OF_SUPREMACY, territoriesToWin, startingHand, firstPlayer, dealtFrom } from './setup'
export { readingsOf } from './table'
export { formScore, bestScore, sideScore, isKilled, isWeakened, liveCombat, combatWinner, winsOutright, type LiveCombat } from './scores'
export { claimableField, defenceTurnsNeeded, drawFor, sides, teamOf, wonBy, seatName, findSeat, findField, type Draw } from './table'
export { deckOutOutcome } from './territory'
