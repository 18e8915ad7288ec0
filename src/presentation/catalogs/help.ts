import { defineCatalog } from '../i18n/words'

/**
 * The Help screen (components/help/HelpSheet.vue): how to run each kind of game, one topic each
 * (`<topic>Title` and its numbered steps or points). The long forms live in docs/. Amounts
 * are values, so each language writes them its own way (`money()`).
 */
export const HELP = {
  intro: 'How to run each kind of game. The pieces stay on the board; the app keeps the money, the supplies, the prices and whose turn it is.',
  guideAgain: 'Show the first-run guide',

  basicTitle: 'A game of Supremacy (guided)',
  basic1: 'New game: tap the superpowers at the table (2 to 6) and type each player\u2019s name. Keep Standard Open and Guided, and tap Start game.',
  basic2: 'The Board shows every power\u2019s cash, supplies, loans and forces and the three market prices. Tap a power or a price to act.',
  basic3: 'The big button at the top is always what is due now: tap it. A step with choices opens its form with the amounts filled in.',
  basic4: 'Stage 1 pays salaries and loan interest, one tap per power. A power short of money borrows, or chooses what goes unpaid.',
  basic5: 'Stage 2 moves production to the supply centers in one tap.',
  basic6: 'Stages 3 to 7: each power bids in secret by passing the tablet; the bids show together, the bidders roll for the order, then each turn sells, moves, attacks, builds or researches. Pass or End turn ends a turn.',
  basic7: 'The Stage tab says where the game is and what comes next; Why shows the rule.',
  basic8: 'Standings ranks the powers by Detente value. The game ends by Detente (any time, from Standings), Supremacy or Coup Final.',

  bookkeepingTitle: 'Bookkeeping only',
  bookkeeping1: 'Choose Bookkeeping only under Order of play on New game: the app keeps the books and the table keeps the order of play.',
  bookkeeping2: 'Bank: Pay / receive moves money between a power and the bank or between two players; Loans borrows or repays {loan} at a time.',
  bookkeeping3: 'Market: pick the power, Sell or Buy, the resource and the units; the screen shows the money and the new price before you confirm.',
  bookkeeping4: 'Supply centers: each power\u2019s card; Correct fixes a number to match the table, with a reason.',
  bookkeeping5: 'Battle\u2026 opens the battle desk at any time.',

  battlesTitle: 'Battles',
  battles1: 'The battle desk says how many dice each side gets and shows the odds of every outcome before anyone rolls.',
  battles2: 'Roll with the app, or type the real dice. The desk removes the losses and says what to move on the board.',
  battles3: 'Defender\u2019s options come first: withdraw, surrender or a nuclear first strike. Nuclear strikes, L-star clashes and space blasts use the same desk.',

  airUnitsTitle: 'Variant: Air Units',
  airUnits1: 'Switch Air Units on under Variants on New game.',
  airUnits2: 'Air units show on the Board and the supply centers. Stage 1 bills {salary} each; Stage 6 builds two for one set of supplies and {price}.',
  airUnits3: 'The battle desk adds Air battle (ground attack or air-to-air, with fire power ratings) and Bombing run.',
  airUnits4: 'The readings where the variant is unclear are chosen at setup and shown on the desk.',

  warlordsTitle: 'Expansion: Warlords and Pirates',
  warlords1: 'Switch Warlords and Pirates on under Variants on New game.',
  warlords2: 'Before Stage 1 of the first cycle the Marshall sets up the neutral zones: one die per zone for its armies or navies.',
  warlords3: 'The app keeps the warlords\u2019 and pirates\u2019 supply center and treasury, the cards in their zones, blockades, their sales and their defence.',
  warlords4: 'In Stage 6 the banner asks for the Client List; weapons are sold to the warlords at the end of Stage 6.',

  cashFlowTitle: 'Variant: Cash Flow',
  cashFlow1: 'On New game choose the economy Cash Flow variant, then the powers and players.',
  cashFlow2: 'For each power tap the four cards it drew and type its two neutral cards, split its fifteen resource units and check its forces. Start game says what is missing until the deal is right.',
  cashFlow3: 'On the Turn tab the entropy holder enters the two dice; then the player taps one of six actions: Production, Build, Market, Deployment, Attack or R&D.',
  cashFlow4: 'The big button is always the next step. Markets shows every ask and the labor market; Standings shows each scoring round.',

  warOfSupremacyTitle: 'War of Supremacy (the card game)',
  warOfSupremacy1: 'On New game answer Which game? with War of Supremacy and type the players\u2019 names in seating order (2 to 5).',
  warOfSupremacy2: 'Tap each player\u2019s die (or Roll for first player), the first combat form and the Territory card\u2019s name; then Start game.',
  warOfSupremacy3: 'The big button plays the turn: the attack (a creature\u2019s name and scores typed once, then one tap the next time), resolve combat, pick up, end the turn.',
  warOfSupremacy4: 'The Board shows the defence score, the attack\u2019s total and who wins; a Territory won turns the next combat form and Territory.',

  safetyTitle: 'Saving, backups and game files',
  safety1: 'Every action is saved on this device before it shows as done. Reload or go offline: the game is still there. Resume on the home screen opens it.',
  safety2: 'Undo takes back the last action; the Log\u2019s Undo to here goes back further.',
  safety3: 'The app keeps backups of each game. Game file (in the game\u2019s \u22EF Menu) exports, shares or prints a game and restores a backup; Import a game file on the home screen brings one back.',
  safety4: 'Install the app (from the offer after your first game starts, or the browser\u2019s menu): an installed app\u2019s games are kept safe from the browser\u2019s clean-ups.',
} as const

export const helpWords = defineCatalog('help', HELP)
