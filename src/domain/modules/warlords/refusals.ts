import { refusalsFrom } from '../../kernel/result'
import type { Phrase, PhraseValue } from '../../kernel/phrase'
import type { WarlordWeapon } from './data'
import type { NeutralZone } from './state'

/**
 * The warlords' and pirates' refusals and ways out in English (issue 29); translated in
 * src/presentation/catalogs/refusals-warlords.ts. Zone and warlord names are printed names: values.
 */
export const WARLORD_REFUSALS = {
  // Who holds a zone, and the weapons counted ("Sivaji, the warlord of India", "3 nukes").
  holderWarlord: 'the warlord of {zone}',
  holderPirate: 'the pirate of {zone}',
  holderWarlordNamed: '{name}, the warlord of {zone}',
  holderPirateNamed: '{name}, the pirate of {zone}',
  holderWarlordCap: 'The warlord of {zone}',
  holderPirateCap: 'The pirate of {zone}',
  nukesCount: '{n} nuke | {n} nukes',
  lstarsCount: '{n} L-star | {n} L-stars',
  airUnitsCount: '{n} air unit | {n} air units',
  nukesWord: 'nukes',
  lstarsWord: 'L-stars',
  airUnitsWord: 'air units',
  // Setting up.
  noNeutralRecord: 'This game has no warlords and pirates record.',
  alreadyPlaced: 'The warlords and pirates are already placed ({n} zones); correct a zone instead.',
  placedBefore: "The warlords and pirates are placed before Cycle 1's Stage 1 is settled; {where}.",
  chooseMode: 'Choose Full House (six players) or LT6 (fewer than six).',
  allSixPlay: 'All six superpowers are in the game: set up Full House (LT6 is for fewer than six players).',
  setUpFullHouse: 'Set up Full House',
  listZones: 'List each zone with its die.',
  nameZone: 'Name each zone.',
  listedTwice: '{zone} is listed twice: one die per zone.',
  dieRange: '{zone}: the die shows 1 to 6.',
  seaNoTanks: '{zone} is a sea: tanks are rolled for territories only (pirates get no boomers at setup).',
  tankDieRange: '{zone}: the tank die shows 1 to 6.',
  zoneName: '{zone}: give a name of 1 to {max} characters, or none.',
  zonesMissing: 'Every Full House zone gets a warlord or pirate: roll for {zones} too.',
  zoneNuked: '{zone} was nuked: it is out of play.',
  notFullHouseZone: '{zone} is not a Full House zone: warlords go in the grey territories, pirates in {seas}.',
  bordersHome: '{zone} borders the home of {power}, a player in this game: no pirate may be placed there.',
  homeOfPlayer: '{zone} is a home territory of {power}, a power in this game.',
  notNeutralZone: '{zone} is neither a grey territory, the home of a power out of play, nor a light-blue sea.',
  // The Client List and the sales.
  clientLineShape: 'Each line of the Client List names a seller, a weapon, how many and a buyer.',
  chooseWeapon: 'Choose nukes or L-stars: the weapons of this game.',
  chooseWeaponAir: 'Choose nukes or L-stars or air units: the weapons of this game.',
  enterHowManySells: 'Enter how many {weapons} {power} sells, or leave the line out.',
  enterHowMany: 'Enter how many {weapons}.',
  noHolderIn: 'No warlord or pirate holds {zone}.',
  capturedNoWarlordSell: '{zone} was captured by {power}: no warlord there to sell to.',
  capturedNoPirateSell: '{zone} was captured by {power}: no pirate there to sell to.',
  capturedNoWarlordDeal: '{zone} was captured by {power}: no warlord there to deal with.',
  capturedNoPirateDeal: '{zone} was captured by {power}: no pirate there to deal with.',
  onlyWarlordsAir: 'Only warlords deal in air units, not {holder}.',
  booksOnly: 'This game keeps the books only: its sales to warlords and pirates are recorded without a Client List.',
  clientListWhen: 'The Client List is completed at the beginning of Stage 6, before the sales of Phase F; {where}.',
  notPlacedSetUp: 'The warlords and pirates are not placed yet: set up their zones first.',
  clientListShape: 'The Client List is a list of lines: a seller, a weapon, how many and a buyer.',
  listOverLimit: "Each player may sell up to {max} weapons per turn; {power}'s lines come to {total}. Take {over} off.",
  noClientList:
    'No Client List was noted at the beginning of this Stage 6, so no one sells weapons to warlords and pirates this turn ("They must complete this form at the beginning of Stage 6"). Note it at the start of the next Stage 6.',
  lineSold: '{power} sells only what it noted on the Client List at the beginning of Stage 6: its line of {weapons} is sold.',
  lineMissing: '{power} sells only what it noted on the Client List at the beginning of Stage 6: its Client List names no {weapons} for {holder}.',
  lineLeft: "{power}'s Client List has {left} left for {holder}, not {count}.",
  sellCounted: 'Sell {weapons}',
  cannotSellHas: '{power} has {weapons}; it cannot sell {count}.',
  salesLimit: 'Each player may sell up to {max} weapons per turn; {power} has sold {sold} this turn, so it may sell {left} more, not {count}.',
  holderFull: '{holder} owns {weapons}; the most it may own is {max}, so it buys {room} more, not {count}.',
  holderCannotSell: '{holder} owns {weapons}; it cannot sell {count}.',
  belowPrice: '{holder} accepts no less than {least} for {weapons} ({each} each), not {price}.',
  payAmount: 'Pay {amount}',
  noRoomAir: '{power} has {weapons}; there are {capacity} pieces of its colour, so there is room for {room}, not {count}.',
  noRoomRow: '{power} has {weapons}; the row holds {capacity}, so there is room for {room}, not {count}.',
  // Capturing, vacating, reinforcing, nuking a zone; the selling position.
  capturedAlready: '{zone} was captured by {power} already.',
  nukedMushroom: '{zone} has been nuked: a mushroom cloud marks it out of play.',
  stillHasArmies: '{holder} still has {n} army: the zone is taken when its forces are destroyed. | {holder} still has {n} armies: the zone is taken when its forces are destroyed.',
  stillHasNavies: '{holder} still has {n} navy: the zone is taken when its forces are destroyed. | {holder} still has {n} navies: the zone is taken when its forces are destroyed.',
  captureWhen: 'A zone is captured after its battle, in Stage 4; {where}.',
  notAttackedCapture: '{holder} was not attacked this turn: a zone is captured by the attack that destroys its forces.',
  notOccupierHeld: '{power} does not occupy {zone}: {holder} holds it.',
  notOccupierOccupied: '{power} does not occupy {zone}: {occupier} occupies it.',
  vacateWhen: 'A superpower moves its forces out of a zone in Stage 5; {where}.',
  capturedNoWarlordNow: '{zone} was captured by {power}: no warlord holds it now.',
  capturedNoPirateNow: '{zone} was captured by {power}: no pirate holds it now.',
  nukedAlready: '{zone} has been nuked already: a mushroom cloud marks it out of play.',
  fireAtLeastOne: 'Fire at least one nuke at {holder}.',
  meterShort: '{power} has {n} nuke on its meter and cannot fire {fire}. | {power} has {n} nukes on its meter and cannot fire {fire}.',
  rouletteSix: 'This strike destroys territory number {territories}: {power} rolls one die; a 6 ends the game.',
  rouletteOrMore: 'This strike destroys territory number {territories}: {power} rolls one die; {endsOn} or more ends the game.',
  rouletteNotDue: 'No Nuclear Roulette roll now: the roll is for the 13th to the 17th territory destroyed by nukes.',
  retaliatesOne: '{holder} was attacked with nukes and retaliates with its nuke at {targets}: record its strike first.',
  retaliatesAll: '{holder} was attacked with nukes and retaliates with all {n} of its nukes at {targets}: record its strike first.',
  firesAt: '{holder} fires at {target}',
  orJoin: '{a} or {b}',
  occupiedNoBuild: '{zone} is occupied by {power}: warlords and pirates may not build new forces in a zone occupied by a superpower.',
  nukedNoBuild: '{zone} has been nuked: nothing is built under a mushroom cloud.',
  reinforceWhen: 'Warlords and pirates build reinforcements during Stage 6; {where}.',
  notAttackedReinforce: '{holder} was not attacked this turn: it builds reinforcements "on that turn only".',
  reinforcedAlready: '{holder} has built its reinforcements this turn ("Roll one die once").',
  marshallDie: 'The Marshall rolls one die: 1 to 6.',
  sellingWhen: 'The selling position is rolled in Stage 3, once the player sequence is set; {where}.',
  rolledWarlordsFirst: 'The selling position was rolled this turn: {die}, the warlords and pirates sell first.',
  rolledPlayersFirst: 'The selling position was rolled this turn: {die}, the players sell first.',
  rolledNoDieWarlordsFirst: 'The selling position was rolled this turn: no die, the warlords and pirates sell first.',
  rolledNoDiePlayersFirst: 'The selling position was rolled this turn: no die, the players sell first.',
  rollSellingFirst: 'Roll for the selling position first: the warlords and pirates have resources to sell this turn.',
  notPlacedMarshall: 'The warlords and pirates are not placed yet: the Marshall sets them up first.',
  chooseHeldZone: 'Choose a territory held by a warlord or a sea held by a pirate.',
  // Blockades.
  noPirateHolds: 'No pirate holds {zone}: blockades are paid to the pirates of the seas.',
  notBorderNone: '{holder} cannot blockade {territory}: {sea} does not border it (it borders no light-blue sea).',
  notBorderSeas: '{holder} cannot blockade {territory}: {sea} does not border it (its light-blue seas: {seas}).',
  noOpponentResources: 'No opponent of {power} has resources in {territory}.',
  alreadyPaidBlockade: '{power} has already paid {holder} to blockade {territory} this turn.',
  nobodyPaid: 'Nobody has paid the pirate of {zone} to blockade {territory} this turn.',
  noneBlockaded: '{power} has no resources blockaded in {territory}.',
  alreadyLifted: '{power} has already lifted the blockade of {territory} this turn.',
  notYetBlockadedOne: "{territory} is not blockaded yet: the pirate of {seas} must be paid too. {power}'s resources there produce.",
  notYetBlockadedMany: "{territory} is not blockaded yet: the pirates of {seas} must be paid too. {power}'s resources there produce.",
  andJoin: '{a} and {b}',
  // The attack on a zone, the warlord's strike and the Stage 1 cards (defence.ts, warlord-strike.ts, stage1-cards.ts).
  armiesCount: '{n} army | {n} armies',
  naviesCount: '{n} navy | {n} navies',
  listThree: '{a}, {b} and {c}',
  nothingLost: 'nothing',
  diceRangePower: "Each die shows 1 to 6; enter {power}'s dice again.",
  diceRangeMarshall: "Each die shows 1 to 6; enter The Marshall's dice again.",
  diceCountPower: '{power} rolls {n} die in this battle, not {count}. | {power} rolls {n} dice in this battle, not {count}.',
  diceCountMarshall: 'The Marshall rolls {n} die in this battle, not {count}. | The Marshall rolls {n} dice in this battle, not {count}.',
  noArmiesLeft: '{holder} has no armies left: take the zone instead.',
  noNaviesLeft: '{holder} has no navies left: take the zone instead.',
  noArmiesLeftAir:
    '{holder} has no armies left: take the zone instead (its {n} air unit, with no army to defend them, are captured with it). | {holder} has no armies left: take the zone instead (its {n} air units, with no army to defend them, are captured with it).',
  noNaviesLeftAir:
    '{holder} has no navies left: take the zone instead (its {n} air unit, with no army to defend them, are captured with it). | {holder} has no navies left: take the zone instead (its {n} air units, with no army to defend them, are captured with it).',
  capturesZone: '{power} captures {zone}',
  strikeDue:
    '{holder} has {n} nuke and fires it at {power} before the battle: record the strike first ({targets}). | {holder} has {n} nukes and fires them all at {power} before the battle: record the strike first ({targets}).',
  needAttackerAir: 'A battle needs at least one attacking army, navy or air unit.',
  needAttacker: 'A battle needs at least one attacking army or navy.',
  noAirAttack: 'This game is played without Air Units: attack with armies and navies.',
  attackNoMoreAir: '{power} has {armies}, {navies} and {airUnits}: attack with no more than that.',
  attackNoMore: '{power} has {armies} and {navies}: attack with no more than that.',
  needSupplySet: '{power} needs one set of supplies (1 grain, 1 oil, 1 mineral) to attack; it has {grain} grain, {oil} oil, {minerals} minerals.',
  noAirAims: 'This game is played without Air Units: the dice remove armies and navies, with no primary target to name.',
  marshallTakesHighest: 'With Air Units the Marshall always takes the highest value targets: {lost}.',
  marshallRemoves: "The Marshall's dice remove {count} of {power}'s units (of {armies} armies and {navies} navies in the battle); choose that many.",
  retaliateWhen: 'A warlord retaliates in Stage 4; {where}.',
  noHolderThat: 'No warlord or pirate holds that zone.',
  holderNoNukes: '{holder} has no nukes.',
  outnumberedNukes:
    '{holder} is outnumbered by L-stars ({lstars} against its {n} nuke): it does not fire its nukes. | {holder} is outnumbered by L-stars ({lstars} against its {n} nukes): it does not fire its nukes.',
  outnumberedLstars: '{holder} is outnumbered by L-stars ({lstars} against its {held}): it does not fire its nukes.',
  noHomeToStrike: '{power} holds no home territory to strike.',
  firesAllAt: '{holder} fires all {n} nuke at {where}, producing {units} units. | {holder} fires all {n} nukes at {where}, producing {units} units.',
  retaliatesAllAt:
    '{holder} was attacked with nukes and retaliates with all {n} nuke at {where}, producing {units} units. | {holder} was attacked with nukes and retaliates with all {n} nukes at {where}, producing {units} units.',
  marshallPicks: '{territories} (the Marshall rolls a die: face n strikes the n-th)',
  reasonNotTarget: '{reason} Not {target}.',
  reasonNotThat: '{reason} Not that.',
  onlyQualifies: 'Only {territory} qualifies: the Marshall rolls no die for the target.',
  territoriesQualify: '{count} territories qualify ({territories}): the Marshall rolls one die, 1 to 6.',
  rollAgain: 'The die shows {die}; only faces 1 to {count} pick a territory ({territories}): the Marshall rolls again.',
  dieStrikes: 'The die shows {die}: the nukes strike {picked}, not {target}.',
  strikeTerritory: 'Strike {territory}',
  armiesWhole: "Give {power}'s armies in {territory} as a whole number; it has {armies} armies.",
  rouletteMarshallSix: 'This strike destroys territory number {territories}: the Marshall rolls one die for {holder}; a 6 ends the game.',
  rouletteMarshallOrMore: 'This strike destroys territory number {territories}: the Marshall rolls one die for {holder}; {endsOn} or more ends the game.',
  blockadePaidWhen: 'Pirates are paid to blockade a port in Stage {stage}; {where}.',
  blockadeLiftedWhen: 'A blockade is lifted in Stage {stage}; {where}.',
  salaryPaidWhen: "A warlord's unpaid salary is paid in Stage {stage}; {where}.",
  bidsMadeWhen: 'Bids for resource cards are made in Stage {stage}; {where}.',
  bidsClosedWhen: 'Bids for resource cards are closed in Stage {stage}; {where}.',
  dieFaces: 'A die shows 1 to {max}.',
  cardNotInZone: '{card} is in {territory}, which no warlord or pirate holds.',
  noCardHolder: 'No superpower holds that card.',
  ownCardSalary: "{card} is {power}'s own card: its owner pays its salary by settling Stage 1.",
  ownerNotSettled: "{power} has not settled Stage 1 yet: another power may pay {card}'s salary only if its owner leaves it unpaid.",
  salaryPaid: "{power} paid {card}'s salary this cycle.",
  bidsOpenCard: 'Bids for {card} are open: the warlord sells to the highest bidder. Close the bids instead.',
  closeBids: 'Close the bids',
  ownCardBid: "{card} is {power}'s own card: players bid for an opponent's card (this game's setting).",
  alreadySold: 'The warlord has already sold {card} to {power} this cycle.',
  bidOverBid: "A bid must be at least {step} more than {power}'s bid of {last}: {least} or more, not {amount}.",
  bidOverSalary: 'A bid must be at least {step} more than the {salary} salary: {least} or more, not {amount}.',
  bidAmount: 'Bid {amount}',
  noBidsFor: 'Nobody has bid for {card}.',
  bidsStillOpen: 'Bids are still open for {cards}: close them before Stage 1 ends.',
  weaponsWord: 'weapons',
} as const

export const { refusal: warlordsRefusal, remedy: warlordsRemedy, phrase: warlordsPhrase } = refusalsFrom('warlords', WARLORD_REFUSALS)
export type WarlordsKey = keyof typeof WARLORD_REFUSALS

const COUNT_KEYS = { nukes: 'nukesCount', lstars: 'lstarsCount', airUnits: 'airUnitsCount' } as const
const WORD_KEYS = { nukes: 'nukesWord', lstars: 'lstarsWord', airUnits: 'airUnitsWord' } as const

/** "3 nukes", "1 L-star" as a phrase. */
export const countedPhrase = (n: number, weapon: WarlordWeapon): PhraseValue => ({ phrase: warlordsPhrase(COUNT_KEYS[weapon], { n }) })
/** "nukes", "air units" as a phrase. */
export const weaponsPhrase = (weapon: WarlordWeapon): { phrase: Phrase } => ({ phrase: warlordsPhrase(WORD_KEYS[weapon]) })

/** "Sivaji, the warlord of India", "the pirate of Tokyo Bay" (capital: at a sentence's start) as a phrase. */
export function holderPhrase(zone: Pick<NeutralZone, 'zone' | 'kind' | 'name'>, capital = false): { phrase: Phrase } {
  const pirate = zone.kind === 'pirate'
  if (zone.name !== undefined) {
    const name = capital ? zone.name.charAt(0).toUpperCase() + zone.name.slice(1) : zone.name
    return { phrase: warlordsPhrase(pirate ? 'holderPirateNamed' : 'holderWarlordNamed', { name, zone: zone.zone }) }
  }
  const key = capital ? (pirate ? 'holderPirateCap' : 'holderWarlordCap') : pirate ? 'holderPirate' : 'holderWarlord'
  return { phrase: warlordsPhrase(key, { zone: zone.zone }) }
}

/** "Java Sea and South China Sea" as a phrase (seas' names as printed). */
export function andPhrase(items: readonly string[]): PhraseValue {
  if (items.length <= 1) return items[0] ?? ''
  return { phrase: warlordsPhrase('andJoin', { a: andPhrase(items.slice(0, -1)), b: items[items.length - 1]! }) }
}

/** "Kazakhstan or Iran or Turkey" as a phrase (the strike's candidates; territory names as printed). */
export function orPhrase(items: readonly string[]): PhraseValue {
  if (items.length <= 1) return items[0] ?? ''
  return { phrase: warlordsPhrase('orJoin', { a: orPhrase(items.slice(0, -1)), b: items[items.length - 1]! }) }
}

/** "1 air unit and 2 armies", zeros left out, "nothing" when all are zero: kernel/text.ts's forcesText as a phrase. */
export function forcesPhrase(forces: { airUnits?: number; armies: number; navies: number }): PhraseValue {
  const counts = [
    [forces.airUnits ?? 0, 'airUnitsCount'],
    [forces.armies, 'armiesCount'],
    [forces.navies, 'naviesCount'],
  ] as const
  const parts: PhraseValue[] = counts.filter(([n]) => n !== 0).map(([n, key]) => ({ phrase: warlordsPhrase(key, { n }) }))
  const [a, b, c] = parts
  if (a === undefined) return { phrase: warlordsPhrase('nothingLost') }
  if (b === undefined) return a
  if (c === undefined) return { phrase: warlordsPhrase('andJoin', { a, b }) }
  return { phrase: warlordsPhrase('listThree', { a, b, c }) }
}
