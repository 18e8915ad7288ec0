/**
 * The first-run guide's pages: what a group needs before its first tap, in plain words. Shown once
 * on this device's first launch (components/help/GuideSheet.vue) and again from the game menu or
 * Help. The long form of each page is in docs/basic-game.md.
 */
export interface GuidePage {
  readonly id: string
  readonly title: string
  readonly lines: readonly string[]
}

export const GUIDE_PAGES: readonly GuidePage[] = [
  {
    id: 'keeps',
    title: 'What the app keeps',
    lines: [
      'The money: the bank, every player\u2019s cash and loans.',
      'Each superpower\u2019s supply center: grain, oil, minerals, nukes and L-stars.',
      'The three market prices, and whose stage and turn it is.',
      'It checks each payment against the rules and says why when one is not allowed.',
    ],
  },
  {
    id: 'board',
    title: 'What stays on the board',
    lines: [
      'The map, the armies, navies and companies, the cards and the dice stay at the table.',
      'After each action the app says what to move on the board: a meter, a piece, a card.',
      'Battles: the app shows the dice each side gets and the odds; roll real dice or let the app roll.',
    ],
  },
  {
    id: 'button',
    title: 'The big button',
    lines: [
      'The button at the top is always what is due now, for whoever is due: \u201CPay USA\u2019s $340M\u201D, \u201CEnd USA\u2019s turn\u201D.',
      'Tap it and go on. When a step needs choices, its form opens with the amounts filled in.',
      'Pass, End turn and the tabs (Board, Bank, Market, Log\u2026) are there when the table wants them.',
    ],
  },
  {
    id: 'undo',
    title: 'Undo',
    lines: [
      'A wrong tap? Undo takes the last action back; Redo brings it back.',
      'The Log lists every action in plain words; Undo to here goes back further.',
    ],
  },
  {
    id: 'saving',
    title: 'Saving and backups',
    lines: [
      'Every action is saved on this device the moment it shows. Close the tab or lose the network: the game is still there.',
      'The app keeps backups of each game by itself. Game file, in the game\u2019s \u22EF Menu, exports a game or restores a backup.',
      'Install the app when it offers (after your first game starts): installed, its games are safe from the browser\u2019s clean-ups.',
    ],
  },
]
