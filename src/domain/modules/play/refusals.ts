import type { Phrase } from '../../kernel/phrase'
import { refusalsFrom } from '../../kernel/result'
import type { PlayState } from './state'

/**
 * The order of play's refusals in English (issue 29); translated in
 * src/presentation/catalogs/refusals-play.ts. Converted so far: the turn guards and Stage 1;
 * the other stages still refuse in English (their refusals carry no phrase).
 */
export const PLAY_REFUSALS = {
  stage1: 'Pay Salaries and Loans to Bank',
  stage2: 'Transfer Production Units',
  stage3: 'Sell Resources',
  stage4: 'Attack',
  stage5: 'Move Forces',
  stage6: 'Build Forces and Weapons',
  stage7: 'Buy or Prospect for Resources',
  atPhase: 'the game is at Stage {stage} ({name}), Phase {phase}',
  atBid: 'the game is at Stage {stage} ({name}), the Blind Bid',
  atSequence: 'the game is at Stage {stage} ({name}), the Player Sequence roll',
  atEnd: 'the game is at Stage {stage} ({name}), its end',
  notGuided: 'This game keeps the books only; the order of play is not tracked.',
  noTurnNow: 'No one has a turn now: {where}.',
  notYourTurn: "It is {current}'s turn, not {power}'s (player sequence).",
  armies: 'armies',
  navies: 'navies',
  sayDisband: 'Say how many units of each kind are disbanded.',
  noSuchUnit: 'This game has no units called {unit} to disband.',
  cannotDisband: '{power} has {have} {units}; it cannot disband {count}.',
  onlyOpenUnpaid: 'Only open companies of this power can go unpaid.',
  principalSteps: 'Principal is paid back in whole billions ({step} steps).',
  owesBank: '{power} owes the bank {owed}.',
  sayInterest: 'Say whether the interest is paid.',
  notPlaying: 'That superpower is not playing in this game.',
  stage1Only: 'Salaries and loans are paid in Stage 1; {where}.',
  alreadySettled: '{power} has already settled Stage 1 this cycle.',
  borrowForStage1: 'Borrow {loan} from the bank',
  borrowForStage1Interest: 'Borrow {loan} from the bank (its {interest} interest is due in this Stage 1 too)',
  chooseUnpaid: 'Or choose what goes unpaid: companies produce nothing in Stage 2, unpaid forces leave the board, unpaid interest puts the power in default',
  stage1Short: '{power} has {cash}; Stage 1 costs {cost}.',
  noArrears: '{power} owes no interest in arrears.',
  arrearsShort: '{power} has {cash}; the interest in arrears is {arrears}. Sales to the market go to the bank until it is cleared.',
  choosePlayingPower: 'Choose a superpower playing in this game.',
  notPlayingNamed: '{power} is not playing in this game.',
  badPrice: 'Enter the agreed price in whole millions (0 for a gift).',
  movesPaidWhen: 'Moves are paid for in Stage {stage}, Phase {phase}; {where}.',
  forcesBuiltWhen: 'Armies and navies are built in Stage {stage}, Phase {phase}; {where}.',
  weaponsBuiltWhen: 'Nukes and L-stars are built in Stage {stage}, Phase {phase}; {where}.',
  researchWhen: 'Research is done in Stage {stage}, Phase {phase}; {where}.',
  prospectWhen: 'Prospecting is done in Stage {stage}, Phase {phase}; {where}.',
  dropShipWhen: 'Drop-ship orders are given in Stage {stage}, Phase {phase}; {where}.',
  weaponsSoldWhen: 'Weapons are sold between players in Stage {stage}, Phase {phase}; {where}.',
  noWeaponsFirstCycle: 'No one may build nukes or L-stars on the first turn; this is Cycle 1. From Cycle 2 on it is allowed.',
  noResearchFirstCycle: 'No one may research and develop strategic weapons on the first turn; this is Cycle 1. From Cycle 2 on it is allowed.',
  stage2Only: 'Production is transferred in Stage 2; {where}.',
  alreadyCollected: 'Production has already been transferred this cycle.',
  moveCostsNothing: 'This move costs nothing: enter the army-territories marched, the armies flown, or the seas crossed. Armies landing from a navy move free.',
  endTurnFreeLanding: 'End the turn without paying (a free landing)',
  moveFewer: 'Move fewer forces, or a shorter way',
  passNoMoreMoves: 'Pass: no more moves this stage',
  noForcesToMove: '{power} is out of the game: it has no forces to move.',
  notRolling: 'The player sequence is rolled after the bids are revealed; {where}.',
  dieFaces: 'A die shows 1 to 6.',
  noDiceYet: 'No die has been rolled yet: there is nothing to roll again.',
  boughtOneStageOnly: '{power} bought resources this stage: "He may not do both." Only a power that plays no other stage this cycle (Stage 7 note) may buy and prospect.',
  boughtDoubleSeven: '{power} bought resources this stage: "He may not do both." Only a power that bid with two cubes left (Double Seven) may buy and prospect.',
  noAttemptsLeft: '{power} has used its {attempts} prospecting attempts this cycle.',
  prospectLater: 'Prospect again next cycle, or buy from the market or the other players',
  announceResource: 'Announce the resource sought: grain, oil or minerals.',
  cardsTurned: 'Enter the cards turned over, the kept one included: 1 to {max} (the whole deck).',
  sayOutcome: 'Say whether the card was found, returned to the deck, or the search was stopped.',
  describeKept: 'Describe the card kept: territory, units and company.',
  wrongResource: 'The search was for {sought}; the card kept must be a {sought} company, not {found}.',
  recordReturned: 'Record it as returned to the deck',
  dropShipGuidedOnly: 'Drop-ship orders are delivered by the guided order of play in Stage 2; this game keeps the books only. When the units arrive, record them as a trade between players.',
  twoPowers: 'Choose two different superpowers.',
  chooseResource: 'Choose grain, oil or minerals.',
  unitsOrdered: 'Enter the units ordered, 1 to {max}.',
  besieged: '{power} is under siege: it may not buy or sell resources.',
  bidsWhen: 'Bids are made at the start of Stages 3 to 7; {where}.',
  noCubes: '{power} has no cubes left this cycle, so it cannot play this stage.',
  thatPowerNoCubes: 'That power has no cubes left this cycle, so it cannot play this stage.',
  badBid: 'A bid is a cube in the hand, or none.',
  noBidsToReveal: 'There are no bids to reveal: {where}.',
  bidsMissing: 'Still waiting for the secret bid of {powers}.',
  rollOneDie: 'Roll one die for {power}; a die shows 1 to 6.',
  tied: '{first} and {second} are tied; they roll again.',
  chooseSuperpower: 'Choose a superpower.',
  counterattacksPending: '{powers} may still counterattack: the turn moves on once each counterattack is used or declined.',
  declinesCounterattack: '{power} declines its counterattack',
  attackMade: '{power} has made its attack this turn: end the turn, and the next player in sequence attacks.',
  endTheTurn: 'End the turn',
  revealBidsFirst: 'Reveal the bids first (every power with a cube bids yes or no).',
  rollSequenceFirst: 'Roll for the player sequence first.',
  stage1Unfinished: 'Stage 1 is not finished: {powers} must still pay salaries and loans.',
  transferFirst: 'Transfer the production units first (Stage 2).',
  turnsGoing: 'Rotating turns are still going: {powers} may still act, or pass.',
  notAmongCards: "That company is not among {power}'s cards.",
  alreadyClosed: '{company} is already closed (face down).',
  alreadyOpen: '{company} is already open (face up).',
  reopenWhen: 'A company may be reopened at any time except during Stage 2; {where}.',
  notToBank: 'Companies may not be sold to the bank.',
  companySaleWhen: 'Companies are sold between players during Stages 3 and 7; {where}.',
  sayTransferReason: 'Say why the card changes hands: capture, squatting or surrender.',
  territorySaleWhen: 'Players may sell foreign territories during Stage 6 only; {where}.',
  typeTerritorySold: 'Type the name of the foreign territory sold.',
  territoryName: 'The territory’s name',
  territoryNuked: '{territory} was nuked: it is out of play and cannot be sold.',
  ownHome: '{territory} is a home territory of {power}; only foreign territories may be sold.',
  homeNotHeld: '{territory} is a home territory of {owner}, and {power} does not occupy it (record its capture first).',
  armiesInTerritory: "Enter {power}'s armies in {territory}: at least one, since a territory is sold by the power occupying it.",
  armiesInAll: '{power} has {armies} armies in all; it cannot hand over {count}.',
  sellWhen: 'Selling to the market is Stage 3, Phase C; {where}.',
  buyWhen: 'Buying from the market is Stage 7, Phase C; {where}.',
  tradeWhen: 'Players trade resources in Stage 3 or 7, Phase D; {where}.',
  repayWhen: 'Principal is paid back during Stage 1; {where}.',
  besiegedNoMarket: '{power} is under siege: it may not trade with the market until a home port is freed.',
  defaultNoPurchases: '{power} is in default ({arrears} interest in arrears): no market purchases until it is paid.',
  defaultNoBorrowing: '{power} is in default: it may not borrow from the bank until its {arrears} of interest in arrears is paid.',
  payArrears: 'Pay the interest in arrears',
  borrowFromPlayer: 'Or borrow from another player (any terms)',
} as const

/** A sentence of this table, for helpers shared with other modules that still pass English. */
export type PlayKey = keyof typeof PLAY_REFUSALS

export const { refusal: playRefusal, remedy: playRemedy, phrase: playPhrase } = refusalsFrom('play', PLAY_REFUSALS)

const STAGE_KEYS = ['stage1', 'stage2', 'stage3', 'stage4', 'stage5', 'stage6', 'stage7'] as const

/** "the game is at Stage 3 (Sell Resources), Phase C" (whereWeAre) as a phrase. */
export function wherePhrase(play: PlayState): { phrase: Phrase } {
  const values = { stage: play.stage, name: { phrase: playPhrase(STAGE_KEYS[play.stage - 1]!) } }
  if (play.step === 'bid') return { phrase: playPhrase('atBid', values) }
  if (play.step === 'sequence') return { phrase: playPhrase('atSequence', values) }
  if (play.step === 'over') return { phrase: playPhrase('atEnd', values) }
  return { phrase: playPhrase('atPhase', { ...values, phase: play.phase }) }
}
