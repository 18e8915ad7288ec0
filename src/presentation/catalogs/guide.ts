import { defineCatalog } from '../i18n/words'

/** The first-run guide (components/help/GuideSheet.vue): its frame and its five pages. */
export const GUIDE = {
  welcome: 'Welcome',
  stepOf: 'Step {step} of {total}',
  skip: 'Skip',
  toHelp: 'Help: each kind of game',
  startPlaying: 'Start playing',

  keepsTitle: 'What the app keeps',
  keeps1: 'The money: the bank, every player\u2019s cash and loans.',
  keeps2: 'Each superpower\u2019s supply center: grain, oil, minerals, nukes and L-stars.',
  keeps3: 'The three market prices, and whose stage and turn it is.',
  keeps4: 'It checks each payment against the rules and says why when one is not allowed.',

  boardTitle: 'What stays on the board',
  board1: 'The map, the armies, navies and companies, the cards and the dice stay at the table.',
  board2: 'After each action the app says what to move on the board: a meter, a piece, a card.',
  board3: 'Battles: the app shows the dice each side gets and the odds; roll real dice or let the app roll.',

  buttonTitle: 'The big button',
  button1: 'The button at the top is always what is due now, for whoever is due: \u201CPay USA\u2019s {amount}\u201D, \u201CEnd USA\u2019s turn\u201D.',
  button2: 'Tap it and go on. When a step needs choices, its form opens with the amounts filled in.',
  button3: 'Pass, End turn and the tabs (Board, Bank, Market, Log\u2026) are there when the table wants them.',

  undoTitle: 'Undo',
  undo1: 'A wrong tap? Undo takes the last action back; Redo brings it back.',
  undo2: 'The Log lists every action in plain words; Undo to here goes back further.',

  savingTitle: 'Saving and backups',
  saving1: 'Every action is saved on this device the moment it shows. Close the tab or lose the network: the game is still there.',
  saving2: 'The app keeps backups of each game by itself. Game file, in the game\u2019s \u22EF Menu, exports a game or restores a backup.',
  saving3: 'Install the app when it offers (after your first game starts): installed, its games are safe from the browser\u2019s clean-ups.',
} as const

export const guideWords = defineCatalog('guide', GUIDE)
