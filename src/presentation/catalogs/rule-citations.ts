import { defineCatalog } from '../i18n/words'
import { RULE } from '../../domain/kernel/rule-references'

/**
 * Where a rule lives in the basic rules, as the rules core cites it (a refusal's `rule`): the English
 * is exactly the rules' own string, so a citation is found by it and said in the reader's language.
 * The variants' and the card game's sections stay as printed (their texts are English only).
 */
export const RULE_CITATIONS = {
  // The kernel's table of rule places, by the same keys.
  ...RULE,
  randomOpenForces: 'Basic rules, Random Open, "Place Armies and Navies" and "Bonus Armies and Navies"',
  payLoans: 'Basic rules, Stage 1, Phase B (Pay Bank Loans)',
  paySalaries: 'Basic rules, Stage 1, Phase A (Pay Salaries)',
  defaultOnLoans: 'Basic rules, Other Rules of Play, "Default on Loans"',
  production: 'Basic rules, Stage 2 (Transfer Production Units)',
  rotatingSales: 'Basic rules, Stage 3, Phase C (Rotating Sales)',
  rotatingBuys: 'Basic rules, Stage 7, Phase C (Rotating Buys)',
  orderOfPlay: 'Basic rules, The Order of Play',
  blindBid: 'Basic rules, Starting the Game, "Blind Bid"',
  sequence: 'Basic rules, Starting the Game, "Determine Player Sequence"',
  attackPhase: 'Basic rules, Stage 4, Phase C (Attack with Forces and Weapons)',
  rotatingAttacks: 'Basic rules, Stage 4, Phase C, "Rotating Attacks"',
  counterattack: 'Basic rules, Stage 4, Phase C, "Rotating Attacks" (Step F: Defender May Counterattack)',
  militiaBasic: 'Basic rules, Stage 4, Offensive Tactics, "The Militia"',
  blockade: 'Basic rules, Stage 4, Tactics, "Blockade"',
  siege: 'Basic rules, Stage 4, Tactics, "Siege"',
  reinforcementMoves: 'Basic rules, Stage 4: Occupying a Captured Territory or Sea, Step E – Move Reinforcements, Amphibious Assault, Airborne Assault ("He must pay the standard moving costs")',
  move: 'Basic rules, Stage 5, Phase C (How to Move Armies, How to Move Navies, Table of Standard Moving Costs)',
  buildForces: 'Basic rules, Stage 6, Phase C (How to Build Armies and Navies)',
  buildWeapons: 'Basic rules, Stage 6, Phase D (How to Build Nukes, How to Build L-stars)',
  research: 'Basic rules, Stage 6, Phase E (Research and Development)',
  armsBazaar: 'Basic rules, Stage 6, Phase F (Arms Bazaar); Other Rules of Play, "Buying and Selling Weapons"',
  buyOrProspect: 'Basic rules, Stage 7, Note ("He may not do both") and Starting the Game, "Double Seven"',
  dropShip: 'Basic rules, Stage 7, Phase D ("Drop Ship Surplus Resources")',
  prospect: 'Basic rules, Stage 7, Phase E (Prospect for Resources)',
  closing: 'Basic rules, Other Rules of Play, "Closing"',
  reopening: 'Basic rules, Other Rules of Play, "Closing" and "Re-opening Costs"',
  companySale: 'Basic rules, Other Rules of Play, "Buying and Selling"',
  companyTransfer: 'Basic rules, Stage 4 (Spoils of War, Surrender) and Other Rules of Play, "Squatter\'s Rights"',
  territorySale: 'Basic rules, Other Rules of Play, "Buying and Selling Territories"',
  topBrassCapture: 'Joining the Top Brass ("The Winner captures his opponent\'s territories"); Stage 4, Occupying a Captured Territory or Sea',
  handicap: 'Joining the Top Brass, "Handicap – Optional"',
  spoils: 'Spoils of War ("After the defender has had an opportunity to counterattack, the following rules apply")',
  capture: 'Spoils of War, "The Capture"',
  destruction: 'Spoils of War, "The Destruction"',
  liberation: 'Stage 4, Battle Drill for Conventional Forces, Step F (the note on liberating a home territory)',
  strategicTarget: '"How to Use Strategic Forces (nukes and L-stars)" and Step A (Identify Ground Zero)',
  launch: 'Stage 4, Battle Drill for Strategic Forces, Step C (Launch Nukes)',
  aim: 'Stage 4, Battle Drill for Strategic Forces, Step D: "The defender must decide which nukes he will attempt to destroy"',
  screenCards: 'Step D (L-star Screen): "Everything within that territory is destroyed including armies and/or companies"',
  surrender: 'Stage 4, Defensive Tactics, "Surrender"',
  withdraw: 'Stage 4, Defensive Tactics, "Withdraw" (moving costs: Stage 5, Table of Standard Moving Costs)',
  spaceBlast: 'Stage 4, Offensive Tactics, "Space Blast"',
  firstStrike: 'Stage 4, Tactics, "First Strike"',
  coupFinalWinning: 'Winning the Game, "Coup Final – Nuclear Roulette"',
  detente: 'Winning the Game, "Detente"',
  detenteValuation: 'Winning the Game, "Detente" (valuation)',
  supremacy: 'Winning the Game, "Supremacy"',
  bankruptcy: 'Winning the Game, "Supremacy" ("This occurs when one player has bankrupted, captured or destroyed all of his opponents"); Spoils of War, "The Destruction"',
} as const

export const ruleCitationWords = defineCatalog('ruleCitations', RULE_CITATIONS)
