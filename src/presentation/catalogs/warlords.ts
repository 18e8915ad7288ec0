import { defineCatalog } from '../i18n/words'

/**
 * Warlords and Pirates' screens: the Marshall's setup card, the warlords' supply center, their
 * market, the Client List, a zone's row actions, and the module's form titles and place labels.
 */
export const WARLORDS = {
  // The module's forms and places
  setUpTitle: 'Set up the neutral zones',
  sellingTitle: "The warlords' selling position",
  bidsTitle: 'Neutral cards: the bids',
  clientListTitle: 'Client List',
  marketButton: "Warlords' market…",
  battleKind: 'Warlord / pirate',
  // The big button's words for what the module has due
  dueClientList: 'Note the Client List',
  dueSetUp: 'Marshall: set up the neutral zones',
  dueCloseBids: 'Close the bids for {card}',
  dueSellingRoll: 'Roll for the selling position',
  // The Marshall's setup card
  setupHeading: "Neutral zones: the Marshall's setup",
  setupRule:
    "One die per zone: that many armies for a warlord, navies for a pirate. Full House: the grey territories and eight seas. LT6 may add the homes of powers out of play and seas that border no player's home. Warlords and Pirates, Setting Up.",
  setupLabel: 'Setup',
  modeFullHouse: 'Full House (six players)',
  modeLt6: 'LT6 (fewer than six)',
  rollTanks: 'Roll tank dice for territories (Main Battle Tanks: one tank for every six points)',
  lt6Extra: 'LT6: more zones the Marshall may place',
  kindInParens: '({kind})',
  rollAll: 'Roll all for me',
  zonesRolled: '{n} zones rolled. | {n} zones rolled.',
  zonesMissing: '{missing} of {n} zones still to roll or type. | {missing} of {n} zones still to roll or type.',
  zoneRoll: '{kind}: {roll}',
  rollOrType: 'Roll or type the die.',
  forcesAndTanks: '{forces}, {tanks}',
  dieOf: '{zone}, die',
  dieShows: '{zone} die shows {f}',
  tankDieOf: '{zone}, tank die',
  tankDieShows: '{zone} tank die shows {f}',
  tanks: 'Tanks',
  nameOfWarlord: 'Name of the warlord of {zone} (optional)',
  nameOfPirate: 'Name of the pirate of {zone} (optional)',
  namePlaceholder: 'Name (optional)',
  setupEmpty: 'Roll or type a die for every zone.',
  confirmSetup: 'Confirm the setup',
  placedCount: '{warlords} warlords and {pirates} pirates placed',
  blackPieces: 'Black pieces on the board: {armies} armies, {navies} navies',
  blackPiecesTanks: 'Black pieces on the board: {armies} armies, {navies} navies, {tanks} tanks',
  // The supply center
  centerHeading: 'Warlords and pirates',
  warlordsCaption: 'Warlords',
  piratesCaption: 'Pirates',
  colWarlord: 'Warlord',
  colPirate: 'Pirate',
  colArmies: 'Armies',
  colNavies: 'Navies',
  colTanks: 'Tanks',
  colNukes: 'Nukes',
  colLstars: 'L-stars',
  colAirUnits: 'Air units',
  treasury: 'Treasury {amount}',
  treasuryOwed: 'Treasury {amount} (spent beyond what they received; they always pay)',
  marketNote: 'Stage 6: sell nukes and L-stars to a warlord or pirate, or buy theirs.',
  doneReinforcing: 'Done reinforcing',
  reinforceZone: 'Reinforce a zone…',
  // A zone's row
  occupiedBy: 'Occupied by {power}',
  leaveZone: '{power}: leave {zone}',
  reinforceDie: 'Reinforce (die)',
  marshallDieFor: "The Marshall's die for {zone}",
  build: 'Build {n}',
  buildNoDie: 'Build',
  // The market
  marketTitle: "Warlords' market",
  marketRule:
    "Each player may sell up to three weapons per turn to warlords and pirates, at the list's buying price; they sell theirs for no less than the list's selling price. Warlords and Pirates, Stage 6.",
  marketSidesLabel: 'Sell to a warlord or pirate, or buy theirs',
  sellWeapons: 'Sell weapons',
  buyWeapons: 'Buy weapons',
  seller: 'Seller',
  buyer: 'Buyer',
  sellTo: 'Sell to',
  buyFrom: 'Buy from',
  chooseHolder: 'Choose the warlord or pirate',
  weapon: 'Weapon',
  weaponNukes: 'Nukes',
  weaponLstars: 'L-stars',
  weaponAirUnits: 'Air units',
  howMany: 'How many',
  priceAgreed: 'Price agreed, for all of them',
  atLeast: "At least {amount} (the list's selling price).",
  payLeast: 'Pay {amount}',
  marketEmpty: 'Choose the power, the warlord or pirate, the weapon and how many.',
  confirmSale: 'Confirm the sale',
  confirmPurchase: 'Confirm the purchase',
  paysEach: "The warlord or pirate pays {each} each (the list's buying price).",
  paysTotal: "The warlord or pirate pays {total} ({each} each, the list's buying price).",
  holderGets: '{holder} gets {weapons} (the treasury pays {amount})',
  holderGives: '{holder} gives {weapons} (the treasury receives {amount})',
  zoneNamedWarlord: '{name} ({zone}, warlord)',
  zoneNamedPirate: '{name} ({zone}, pirate)',
  zoneWarlord: '{zone} (warlord)',
  zonePirate: '{zone} (pirate)',
  // The Client List
  clientRule:
    'Note what each player will sell to the warlords and pirates at the end of this stage, and to whom: up to {n} weapons a player. Only these lines may be sold. Sales Chart, Client List.',
  choose: 'Choose',
  addLine: 'Add the line',
  theClientList: 'The Client List',
  removeLine: 'Remove {line}',
  remove: 'Remove',
  noLines: 'No lines: nobody sells to the warlords and pirates this turn.',
  clientLine: '{power}: {weapons} to {holder}',
  noteNobody: 'Note: nobody sells this turn',
  noteLines: 'Note the Client List ({n} line) | Note the Client List ({n} lines)',
  sold: 'sold',
  toSell: 'to sell',
  leftToSell: '{n} left to sell',
  notNoted: 'Not noted yet: each player notes what it will sell to the warlords and pirates, and to whom.',
  noneNoted: 'No Client List was noted this turn: nobody sells to the warlords and pirates.',
  notedNobody: 'Noted: nobody sells to the warlords and pirates this turn.',
  notedLines: 'Noted: at the end of Stage 6 each player sells what its lines name.',
  changeList: 'Change the Client List…',
  noteList: 'Note the Client List…',
} as const

export const warlordsWords = defineCatalog('warlords', WARLORDS)

/** A chip's choice whose label is read in the reader's language each time it is shown. */
export function warlordsChoice<V extends string>(value: V, key: keyof typeof WARLORDS): { readonly value: V; readonly label: string } {
  return {
    value,
    get label() {
      return warlordsWords(key)
    },
  }
}
