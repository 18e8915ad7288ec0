/**
 * The Help screen: how to run each kind of game, in plain words, from the README and docs/ (the
 * long forms live there: docs/basic-game.md, docs/air-units.md, docs/warlords-and-pirates.md,
 * docs/cash-flow.md, docs/war-of-supremacy.md, docs/game-files.md).
 */
export interface HelpTopic {
  readonly id: string
  readonly title: string
  /** Steps in order (a numbered list) or, with `bullets`, points in any order. */
  readonly steps: readonly string[]
  readonly bullets?: boolean
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'basic',
    title: 'A game of Supremacy (guided)',
    steps: [
      'New game: tap the superpowers at the table (2 to 6) and type each player\u2019s name. Keep Standard Open and Guided, and tap Start game.',
      'The Board shows every power\u2019s cash, supplies, loans and forces and the three market prices. Tap a power or a price to act.',
      'The big button at the top is always what is due now: tap it. A step with choices opens its form with the amounts filled in.',
      'Stage 1 pays salaries and loan interest, one tap per power. A power short of money borrows, or chooses what goes unpaid.',
      'Stage 2 moves production to the supply centers in one tap.',
      'Stages 3 to 7: each power bids in secret by passing the tablet; the bids show together, the bidders roll for the order, then each turn sells, moves, attacks, builds or researches. Pass or End turn ends a turn.',
      'The Stage tab says where the game is and what comes next; Why shows the rule.',
      'Standings ranks the powers by Detente value. The game ends by Detente (any time, from Standings), Supremacy or Coup Final.',
    ],
  },
  {
    id: 'bookkeeping',
    title: 'Bookkeeping only',
    bullets: true,
    steps: [
      'Choose Bookkeeping only under Order of play on New game: the app keeps the books and the table keeps the order of play.',
      'Bank: Pay / receive moves money between a power and the bank or between two players; Loans borrows or repays $1,000M at a time.',
      'Market: pick the power, Sell or Buy, the resource and the units; the screen shows the money and the new price before you confirm.',
      'Supply centers: each power\u2019s card; Correct fixes a number to match the table, with a reason.',
      'Battle\u2026 opens the battle desk at any time.',
    ],
  },
  {
    id: 'battles',
    title: 'Battles',
    bullets: true,
    steps: [
      'The battle desk says how many dice each side gets and shows the odds of every outcome before anyone rolls.',
      'Roll with the app, or type the real dice. The desk removes the losses and says what to move on the board.',
      'Defender\u2019s options come first: withdraw, surrender or a nuclear first strike. Nuclear strikes, L-star clashes and space blasts use the same desk.',
    ],
  },
  {
    id: 'air-units',
    title: 'Variant: Air Units',
    bullets: true,
    steps: [
      'Switch Air Units on under Variants on New game.',
      'Air units show on the Board and the supply centers. Stage 1 bills $10M each; Stage 6 builds two for one set of supplies and $400M.',
      'The battle desk adds Air battle (ground attack or air-to-air, with fire power ratings) and Bombing run.',
      'The readings where the variant is unclear are chosen at setup and shown on the desk.',
    ],
  },
  {
    id: 'warlords',
    title: 'Expansion: Warlords and Pirates',
    bullets: true,
    steps: [
      'Switch Warlords and Pirates on under Variants on New game.',
      'Before Stage 1 of the first cycle the Marshall sets up the neutral zones: one die per zone for its armies or navies.',
      'The app keeps the warlords\u2019 and pirates\u2019 supply center and treasury, the cards in their zones, blockades, their sales and their defence.',
      'In Stage 6 the banner asks for the Client List; weapons are sold to the warlords at the end of Stage 6.',
    ],
  },
  {
    id: 'cash-flow',
    title: 'Variant: Cash Flow',
    steps: [
      'On New game choose the economy Cash Flow variant, then the powers and players.',
      'For each power tap the four cards it drew and type its two neutral cards, split its fifteen resource units and check its forces. Start game says what is missing until the deal is right.',
      'On the Turn tab the entropy holder enters the two dice; then the player taps one of six actions: Production, Build, Market, Deployment, Attack or R&D.',
      'The big button is always the next step. Markets shows every ask and the labor market; Standings shows each scoring round.',
    ],
  },
  {
    id: 'war-of-supremacy',
    title: 'War of Supremacy (the card game)',
    steps: [
      'On New game answer Which game? with War of Supremacy and type the players\u2019 names in seating order (2 to 5).',
      'Tap each player\u2019s die (or Roll for first player), the first combat form and the Territory card\u2019s name; then Start game.',
      'The big button plays the turn: the attack (a creature\u2019s name and scores typed once, then one tap the next time), resolve combat, pick up, end the turn.',
      'The Board shows the defence score, the attack\u2019s total and who wins; a Territory won turns the next combat form and Territory.',
    ],
  },
  {
    id: 'safety',
    title: 'Saving, backups and game files',
    bullets: true,
    steps: [
      'Every action is saved on this device before it shows as done. Reload or go offline: the game is still there. Resume on the home screen opens it.',
      'Undo takes back the last action; the Log\u2019s Undo to here goes back further.',
      'The app keeps backups of each game. Game file (in the game\u2019s \u22EF Menu) exports, shares or prints a game and restores a backup; Import a game file on the home screen brings one back.',
      'Install the app (from the offer after your first game starts, or the browser\u2019s menu): an installed app\u2019s games are kept safe from the browser\u2019s clean-ups.',
    ],
  },
]
