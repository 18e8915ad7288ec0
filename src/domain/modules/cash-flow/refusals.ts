import type { PhraseValue } from '../../kernel/phrase'
import { refusalsFrom } from '../../kernel/result'

/** Cash Flow's refusals in English (issue 29); translated in src/presentation/catalogs/refusals-cash-flow.ts. */
export const CASH_FLOW_REFUSALS = {
  // guards.ts
  noBankLoans: 'There are no bank loans in Cash Flow.',
  noPriceIndex: 'Cash Flow has no Price Index: prices are the asks the players post.',
  noCashCorrection: 'In Cash Flow money only changes hands: the total never changes after the start. Undo the mistake, or settle it with a direct trade.',
  gameOver: 'The final scoring round has been played: the game is over.',
  // deployment.ts
  deployWholeNumbers: 'Enter whole numbers of army moves, navies moved and bridgings.',
  nothingMoved: 'Nothing moved: enter the army moves, navies moved or bridgings to pay oil for.',
  tooFewNavies: '{power} has {n} navy; it cannot move {moved} (each navy pays once, however far it goes). | {power} has {n} navies; it cannot move {moved} (each navy pays once, however far it goes).',
  movesNeedOil: 'These moves need {oil} oil, {power} has {has}.',
  // setup.ts
  guidedOnly: 'Cash Flow is played guided, with no other variant or expansion.',
  // companies.ts
  notOwnCard: "That company is not among {power}'s cards: open one of its own closed cards.",
  alreadyOpen: '{company} is already open (face up).',
  // entropy.ts
  entropyTypeDie: 'Enter the type die (1 to 6), with any re-rolls before it.',
  entropyRollStands: 'A {die} names {resource}, which {power} owns: that roll stands, no re-roll.',
  entropyNoCompany: '{power} owns no {resource} company: re-roll the type die.',
  noEntropyToken: '{power} does not hold the entropy token this turn.',
  entropyProductionDie: 'Enter the production die (1 to 6).',
  entropyChooseCompany: 'Choose which {resource} company {power} discards: {choices}.',
  // turn.ts
  notCashFlow: 'This game is not played with the Cash Flow variant.',
  notPlaying: 'That superpower is not playing in this game.',
  notYourTurn: "It is {current}'s turn, not {power}'s.",
  entropyFirst: '{power} holds the entropy token: discard a company first.',
  selectActionFirst: 'Select the {action} action first: a turn is one action.',
  otherActionSelected: '{power} selected the {selected} action this turn; the {action} action waits for another turn.',
  entropyBeforeAction: '{power} holds the entropy token: discard a company before selecting an action.',
  chooseAction: 'Choose Production, Build, Market, Deployment, Attack or R&D.',
  actionTaken: '{power} already selected the {action} action this turn.',
  noActionYet: '{power} has not selected an action yet: a turn is one action (choose one, even if it does nothing).',
  actionProduction: 'Production',
  actionBuild: 'Build',
  actionMarket: 'Market',
  actionDeployment: 'Deployment',
  actionAttack: 'Attack',
  actionResearch: 'R&D',
  // trade.ts
  sayEachSide: 'Say what each side gives: money, units and companies.',
  tradeWholeMillions: 'Enter the money in whole millions, zero or more.',
  tradeResourcesOnly: 'Only grain, oil and minerals change hands in a direct trade.',
  tradeWholeUnits: 'Enter a whole number of {resource} units, zero or more.',
  cannotGive: "{power}'s supply center has {held} {resource}; it cannot give {units}.",
  companyOnce: 'Name each company once.',
  notHeld: '{power} does not hold that company.',
  outNoLoans: '{power} is out of the game: it neither lends nor borrows.',
  tradeWithOther: 'Choose another superpower to trade with than {power}.',
  nothingChanges: 'Nothing changes hands: add money, units or a company to one side.',
  tradeRowFull: "{power}'s {resource} row holds {from}; after the trade it would hold {to}, more than {max}.",
  // listings.ts
  chooseResource: 'Choose grain, oil or minerals.',
  noneListed: '{power} has no {resource} listed at {price}; {n} unit asked for. | {power} has no {resource} listed at {price}; {n} units asked for.',
  tooFewListed: '{power} has {listed} {resource} listed at {price}; {n} unit asked for. | {power} has {listed} {resource} listed at {price}; {n} units asked for.',
  rowFull: "{power}'s {resource} row holds {held}; {n} unit more would pass {max} (room for {room}). | {power}'s {resource} row holds {held}; {n} units more would pass {max} (room for {room}).",
  cannotList: "{power}'s supply center has {held} {resource}; it cannot list {units}.",
  listingLimit: '{power} has {n} unit on the market; at most {max} at any time, so {more} more can be listed. | {power} has {n} units on the market; at most {max} at any time, so {more} more can be listed.',
  samePrice: 'Those units are already at {price}: choose another price.',
  noWithdrawal: 'Units offered on the market stay there until bought ("deleting them from his supply center"); change their price instead. This game\'s setting: no withdrawals.',
  ownAsk: "That ask is {power}'s own: take units back with Withdraw instead.",
  // labor-demand.ts
  tooFewSets: '{power} has {grain} grain, {oil} oil and {minerals} minerals: {n} set (one of each) to delete, not {asked}. | {power} has {grain} grain, {oil} oil and {minerals} minerals: {n} sets (one of each) to delete, not {asked}.',
  noStackFilled: 'The labor market holds no stack of money; {n} set would pick up more than there is. | The labor market holds no stack of money; {n} sets would pick up more than there is.',
  tooFewStacks: 'The labor market holds {stacks} of money; {n} set would pick up more than there is. | The labor market holds {stacks} of money; {n} sets would pick up more than there is.',
  stacks: '{n} stack | {n} stacks',
  // production.ts
  tickTypes: "Tick the resource types to activate: one labor unit activates all of a type's companies.",
  activateWhich: 'Activate grain, oil or minerals.',
  tickedTwice: "{resource} is ticked twice: one labor unit activates all of {power}'s {type} companies at once.",
  typeGrain: 'grain',
  typeOil: 'oil',
  typeMinerals: 'mineral',
  excessPrice: "Give the excess a price from the market's columns, or let it be lost.",
  excessListed: 'The excess is listed as grain, oil or minerals.',
  // build.ts
  buildWhat: 'Enter how many armies, navies, nukes and L-stars to build.',
  buildKinds: 'Build armies, navies, nukes or L-stars.',
  buildWholeNumber: 'Enter a whole number of each unit to build.',
  buildHowMany: 'Enter how many armies, navies, nukes or L-stars to build.',
  // strike.ts and blockade.ts (helper ref-cf-a): one block, so a merge with the other helper's keys is a both-add.
  // strike.ts. "L-stars" and "nukes" stay plural in English for one, as they always have been
  // written; the count's two choices let the other languages say one properly.
  strikeNeedsAttack: 'Nukes fly during an Attack action; {power} has not selected one this turn.',
  screenDice: "Enter each screening power's L-star dice (none if nobody screens).",
  screenOnce: 'Each screening power screens once.',
  outNoScreen: '{power} is out of the game: its L-stars take no part.',
  screenDiceMost:
    '{power} has {n} L-stars: one die each at most ("L-stars may only fire once per strategic combat"). | {power} has {n} L-stars: one die each at most ("L-stars may only fire once per strategic combat").',
  nameImpact: 'Name where each nuke struck.',
  impactGround: 'Say whether each nuke struck land, a light blue sea or a dark blue sea.',
  countArmiesNuked: 'Count the armies destroyed in {territory} (no more than their owner has).',
  countNaviesNuked: 'Count the navies destroyed in {territory} (no more than their owner has).',
  seaNaviesOnly: 'At sea a nuke destroys navies only: "Resource cards within that territory are not discarded."',
  aboardAtSea: 'Armies aboard navies are lost with a nuke in a light blue sea, not on land.',
  countSilosNuked: "Count the silos destroyed in {territory} (no more than their owner's nukes).",
  chooseNukedCompanies: 'Choose the companies in the nuked territory.',
  companyElsewhere: '{company} is in {territory}, not {target}.',
  outNoLaunch: '{power} is out of the game: only a power still playing launches a nuke.',
  outNoStrike: '{power} is out of the game: nothing of it is left to strike.',
  blastIsAttackers: "A space blast is the attacker's: {attacker} is attacking this turn, not {power}.",
  launchAtAttacker: '{power} is not attacking this turn: it may launch only at the attacker, {attacker} (first strike or launch on warning).',
  countAboard: 'Count the armies aboard the navies lost in {territory}: up to {each} a navy, {most} at most.',
  launchFromSilos: '{power} has {n} nukes in its silos: launch 1 to {n}. | {power} has {n} nukes in its silos: launch 1 to {n}.',
  sayLaunchTarget: 'Say which power the nukes are launched at.',
  launchDicePerNuke: 'Roll one launch die for each of the {n} nukes (a 6 fails). | Roll one launch die for each of the {n} nukes (a 6 fails).',
  blastNoTerritory: 'A space blast strikes no territory.',
  nukesThrough:
    '{n} nuke got through ({failed} failed at launch, {screened} screened): say where it struck. | {n} nukes got through ({failed} failed at launch, {screened} screened): say where each struck.',
  clashInAttack: 'An L-star clash is made in an Attack action.',
  sayClashDefender: 'Say whose L-stars are attacked.',
  outNoLstars: '{power} is out of the game: it has no L-stars left to attack.',
  clashAttackerDice: '{power} has {n} L-stars: roll one die for each taking part (at least one). | {power} has {n} L-stars: roll one die for each taking part (at least one).',
  clashDefenderDice: '{power} rolls one die for each L-star it owns ({n}).',
  // blockade.ts
  blockadeWhen: 'A blockade is declared at the conclusion of a Deployment or Attack action; {power} selected the {action} action this turn.',
  sayWhoseBlockade: 'Say whose blockade is lifted: a power playing in this game.',
  ownBlockades: "{power} declares its own blockades, not {by}'s.",
  onlyOwnerLifts: "Only {by} lifts its blockades, unless an attack sinks its blockading navies: {by} has lost no navy to {power}'s Attack this turn.",
  territoryOrSiege: 'Name a territory to blockade, or a power whose home ports to besiege (one of them).',
  declareOrLift: 'Declare or lift: say which.',
  blockadeNeedsNavy: '{power} has no navy: a blockade needs "navies blocking all ports of that territory".',
  nameBlockaded: 'Name the territory blockaded.',
  blockadedTerritory: 'The territory’s name',
  noBlockadeToLift: '{power} has no blockade of {territory} to lift.',
  ownHomeTerritory: "{territory} is {power}'s own home territory: a power does not blockade itself.",
  alreadyBlockades: '{power} already blockades {territory}.',
  chooseBesieged: 'Choose the superpower whose home ports are blocked: one playing in this game.',
  noSiegeToLift: '{power} has no siege of {of} to lift.',
  besiegeOwn: '{power} cannot besiege its own home ports.',
  alreadyBesieges: "{power} already besieges {of}'s home ports.",
  // attack.ts, research.ts, setup.ts, production.ts, listings.ts, funds.ts, labor.ts and build.ts
  // (helper ref-cf-b): one block, so a merge with the other helper's keys is a both-add. Where the
  // English says a plural for one ("1 armies"), both choices are the same English: the count lets
  // the other languages say one properly.
  // attack.ts
  attackerNavyLosses: "Say how many of the attacker's {n} losses are navies (0 to {n}). | Say how many of the attacker's {n} losses are navies (0 to {n}).",
  defenderNavyLosses: "Say how many of the defender's {n} losses are navies (0 to {n}). | Say how many of the defender's {n} losses are navies (0 to {n}).",
  cannotLose: '{power} has {armies} armies and {navies} navies: it cannot lose {lostArmies} armies and {lostNavies} navies.',
  attackerSunkAboard:
    "The attacker's {n} navy sunk carried 0 to {most} armies (a navy carries up to {each}; {power} has {left} left). | The attacker's {n} navies sunk carried 0 to {most} armies (a navy carries up to {each}; {power} has {left} left).",
  defenderSunkAboard:
    "The defender's {n} navy sunk carried 0 to {most} armies (a navy carries up to {each}; {power} has {left} left). | The defender's {n} navies sunk carried 0 to {most} armies (a navy carries up to {each}; {power} has {left} left).",
  nameAttacked: 'Name the territory or sea attacked.',
  attackBorders: 'Say over how many borders the attack comes (one grain each).',
  attackDice: 'Enter one die (1 to 6) for each attacking unit and each defending unit.',
  targetFought: '{territory} was attacked this turn: its defenders have had their combat round ("an army or navy may only participate in one combat round per turn").',
  attackersFought:
    '{power} has {n} army or navy that have not fought this turn; a unit fights one combat round a turn. | {power} has {n} armies and navies that have not fought this turn; a unit fights one combat round a turn.',
  attackGrain: 'Attacking over {n} border takes {grain} grain; {power} has {has}. | Attacking over {n} borders takes {grain} grain; {power} has {has}.',
  sayDefender: 'Say whose units defend the target.',
  defenderUnits: '{power} has {n} armies and navies in all, not {dice}. | {power} has {n} armies and navies in all, not {dice}.',
  defendersFought:
    '{power} has {n} army or navy that have not fought this turn ({defended} defended already); a unit fights one combat round a turn. | {power} has {n} armies and navies that have not fought this turn ({defended} defended already); a unit fights one combat round a turn.',
  noTieGrain: '{power} has no grain to delete for the ties.',
  emptyNoGrain: 'An empty target has no defender to delete grain.',
  emptyNoLosses: 'An empty target is taken without a combat: nobody loses a unit.',
  occupyAfterCombat: 'Occupation follows a combat that eliminated the defender (or an empty target) this turn.',
  occupyUnits: 'Move 1 to {n} armies or navies in. | Move 1 to {n} armies or navies in.',
  occupyOil: 'Moving {n} in takes {oil} oil; {power} has {has}. | Moving {n} in takes {oil} oil; {power} has {has}.',
  nameOccupied: 'Name the territory occupied.',
  chooseNationalized: 'Choose the companies to nationalize.',
  othersCompanies: 'Choose companies other powers own.',
  noSuchCompany: '{power} has no such company.',
  nationalizeElsewhere: '{company} is in {territory}, not {named}.',
  neverOpened: '{company} has never been opened: only companies opened at some point may be nationalized.',
  // research.ts
  sayCard: 'Say what the card is: a company (resource, units, territory) or a tech card.',
  techCards: 'The tech cards are the nuke card, the L-star card and the Supremacy card.',
  techNukes: 'The nuke card',
  techLstars: 'The L-star card',
  techSupremacy: 'The Supremacy card',
  techCameUp: '{card} has already come up; the deck holds one.',
  techInFirstThird: '{card} is in the first third: cards {earliest} to {last} from the top. This is card {position}: check the card, or the count of each third.',
  techInMiddleThird: '{card} is in the middle third: cards {earliest} to {last} from the top. This is card {position}: check the card, or the count of each third.',
  techInLastThird: '{card} is in the last third: cards {earliest} to {last} from the top. This is card {position}: check the card, or the count of each third.',
  supremacyInRefill: 'The Supremacy card came up as refill card {i}: the game is over, no card is drawn after it.',
  deckHasOnly: 'The deck has only {n} card left; {typed} refill cards were typed. | The deck has only {n} cards left; {typed} refill cards were typed.',
  rowFullAfter: 'The face-up row is full after {n} refill card; {typed} were typed. | The face-up row is full after {n} refill cards; {typed} were typed.',
  drawMore: 'Draw {n} more card from the top of the deck to fill the face-up row. | Draw {n} more cards from the top of the deck to fill the face-up row.',
  clearedDrawMore:
    'The three face-up cards were all one resource and are discarded: draw {n} more card from the top of the deck to fill the face-up row. | The three face-up cards were all one resource and are discarded: draw {n} more cards from the top of the deck to fill the face-up row.',
  takeCard: 'Take a card from the top of the deck, or one of the {n} face-up cards. | Take a card from the top of the deck, or one of the {n} face-up cards.',
  deckEmpty: 'The resource deck is empty: take a face-up card instead.',
  faceUpKnown: 'A face-up card is already known: leave the card blank.',
  noRefill: 'A card drawn from the top of the deck leaves the face-up row as it is: no refill.',
  typeRefill: 'Type the cards drawn to refill the face-up row, in order.',
  keepOpenDiscard: 'Keep the card closed, open it, or discard it for its resources.',
  // setup.ts
  startCards: '{power} starts with {total} resource cards: {own} from its own stack and {neutral} neutral.',
  cardsDrawn: '{power} has {own} cards from its own stack and {neutral} neutral; it draws {drawsOwn} and {drawsNeutral}.',
  sameTerritory: '{first} and {second} both have a card in {territory}; the second card is set aside and replaced.',
  splitResources: "Split {power}'s {units} resource units between grain, oil and minerals.",
  rowOverStart: '{power} chose {chosen} {resource}; a supply center row holds {max}.',
  unitsAddUp: "{power}'s resource units add up to {total}; choose {units}.",
  startArmiesExact:
    '{power} places one army in each of its {homes} home territories and each neutral territory where it has a card ({away} away from home), then {extra} more: {least} armies, not {armies}.',
  startArmiesRange:
    '{power} places one army in each of its {homes} home territories and each neutral territory where it has a card ({away} away from home), then {extra} more: {least} to {most} armies, not {armies}.',
  startNavies: 'Enter how many navies {power} placed in the light blue seas next to its ports.',
  countThirds: 'Count the cards in each third of the deck (the tech card not counted).',
  enterFaceUp: 'Enter the {n} face-up cards next to the deck. | Enter the {n} face-up cards next to the deck.',
  faceUpAllOne: 'The three face-up cards are all {resource}: discard them and draw three new ones.',
  onlyNukeDealt: 'Only the nuke card can come up while the face-up row is dealt: the row comes off the top of the first third.',
  dealSetup: 'Deal the Cash Flow set-up: cards, resources, forces and the deck.',
  everyPowerOnce: 'Give every superpower in the game its cards, resources and forces, once.',
  whoEntropy: 'Say who starts with the entropy token.',
  // funds.ts and labor.ts, with what is paid for as a phrase inside the sentence: the money a
  // trade gives (trade.ts), units bought at an ask (listings.ts), an R&D card (research.ts), the
  // types activated (production.ts), the units built (build.ts)
  noCashNoLoans: '{power} has {cash}; {what} costs {cost}. There are no bank loans in Cash Flow: sell units on the market, or ask another player for a loan (a direct trade).',
  laborNoBox:
    'The labor market has no open box; {what} needs {n} unit of labor. Someone must satisfy labor demand (delete sets) first. | The labor market has no open box; {what} needs {n} units of labor. Someone must satisfy labor demand (delete sets) first.',
  laborOneBox:
    'The labor market has only {open} open box; {what} needs {n} unit of labor. Someone must satisfy labor demand (delete sets) first. | The labor market has only {open} open box; {what} needs {n} units of labor. Someone must satisfy labor demand (delete sets) first.',
  laborFewBoxes:
    'The labor market has only {open} open boxes; {what} needs {n} unit of labor. Someone must satisfy labor demand (delete sets) first. | The labor market has only {open} open boxes; {what} needs {n} units of labor. Someone must satisfy labor demand (delete sets) first.',
  laborFor: '{n} unit of labor for {what} | {n} units of labor for {what}',
  tradeGiven: 'the {money} {power} gives',
  unitsAtPrice: '{n} unit of {resource} at {price} | {n} units of {resource} at {price}',
  laborCard: 'an R&D card',
  laborActivating: 'activating {types}',
  laborBuilding: 'building {units}',
  /** Items in a row, "a, b, c" (commas only, as these sentences list them): `asList` nests it. */
  listItems: '{first}, {rest}',
  // listings.ts
  choosePriceColumn: "Choose one of the market's prices: {prices}.",
  // production.ts
  notPriceColumn: '{price} is not a column of the commodities market; choose one of {prices} ($M).',
  noProducing: '{power} has no open {type} company producing: nothing to activate.',
  noProducingIdle: '{power} has no open {type} company producing: nothing to activate ({idle}).',
  idleClosed: '{company}: closed',
  idleBlockade: '{company}: blockade',
  idleSiege: '{company}: siege',
  // build.ts
  noTechNukes: 'Nukes may not be built until the technology becomes available: the nuke card has not come up yet.',
  noTechLstars: 'L-stars may not be built until the technology becomes available: the L-star card has not come up yet.',
  roomArmies: '{power} has room for {n} more army (the box holds {pieces} of one colour), not {wanted}. | {power} has room for {n} more armies (the box holds {pieces} of one colour), not {wanted}.',
  roomNavies: '{power} has room for {n} more navy (the box holds {pieces} of one colour), not {wanted}. | {power} has room for {n} more navies (the box holds {pieces} of one colour), not {wanted}.',
  roomNukes: "{power} has room for {n} more nuke (the supply center's nuke row holds {max}), not {wanted}. | {power} has room for {n} more nukes (the supply center's nuke row holds {max}), not {wanted}.",
  roomLstars:
    "{power} has room for {n} more L-star (the supply center's L-star row holds {max}), not {wanted}. | {power} has room for {n} more L-stars (the supply center's L-star row holds {max}), not {wanted}.",
  countArmies: '{n} army | {n} armies',
  countNavies: '{n} navy | {n} navies',
  countNukes: '{n} nuke | {n} nukes',
  countLstars: '{n} L-star | {n} L-stars',
  buildNeedsOne: '{what} needs {minerals} minerals, {power} has {has}.',
  buildNeedMany: '{what} need {minerals} minerals, {power} has {has}.',
} as const

/** The phrase naming each action inside a sentence ("the Build action"). */
export const ACTION_KEYS = {
  production: 'actionProduction',
  build: 'actionBuild',
  market: 'actionMarket',
  deployment: 'actionDeployment',
  attack: 'actionAttack',
  research: 'actionResearch',
} as const

export const { refusal: cashFlowRefusal, remedy: cashFlowRemedy, phrase: cashFlowPhrase } = refusalsFrom('cashFlow', CASH_FLOW_REFUSALS)

/** An action's name as a value inside a sentence. */
export const asAction = (action: keyof typeof ACTION_KEYS) => ({ phrase: cashFlowPhrase(ACTION_KEYS[action]) })

/** Values in a row, "a, b, c", each written in the reader's language (at least one value). */
export function asList(items: readonly PhraseValue[]): PhraseValue {
  return items.reduceRight((rest, first) => ({ phrase: cashFlowPhrase('listItems', { first, rest }) }))
}
