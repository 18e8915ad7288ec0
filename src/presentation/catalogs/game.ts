import { defineCatalog } from '../i18n/words'

/** The game screen's frame, the same in every kind of game: the game bar, the tabs, the view's notices. */
export const GAME = {
  couldNotOpen: 'This game could not be opened',
  backToGames: 'Back to your games',
  opening: 'Opening the game…',
  staleTitle: 'Another tab changed this game.',
  staleHint: 'Reload to see the latest state before you go on.',
  reload: 'Reload',
  remoteTitle: 'Updated from another tab:',
  remoteActions: '{n} new action. | {n} new actions.',
  secretBid: 'Secret bid',
  gameOver: 'The game is over.',
  seeEnd: 'See the end screen',
  notYet: 'This screen is not in the app yet for this game: keep it at the table.',
  homeLabel: 'Supremacy Companion: your games',
  games: 'Games',
  whereCycle: 'Cycle {cycle} · Stage {stage}',
  whereBookkeeping: 'Bookkeeping',
  whereCashFlow: 'Cash Flow · Turn {turn}',
  whereWos: 'War of Supremacy · Turn {turn}',
  untitled: 'Untitled game',
  saving: 'Saving…',
  saved: 'Saved',
  undo: 'Undo',
  undoShort: 'Undo',
  redo: 'Redo',
  cash: 'Cash',
  bank: 'Bank',
  chooseToSee: 'Choose what to do to see what will happen.',
  whatWillHappen: 'What will happen',
  tabs: 'Game screens',
  tabBoard: 'Board',
  tabBoardShort: 'Board',
  tabStage: 'Stage',
  tabTurn: 'Turn',
  tabBank: 'Bank',
  tabMarket: 'Market',
  tabMarketShort: 'Market',
  tabMarkets: 'Markets',
  tabSupply: 'Supply centers',
  tabSupplyShort: 'Supply',
  tabStandings: 'Standings',
  tabStandingsShort: 'Ranks',
  tabLog: 'Log',
  tabLogShort: 'Log',
} as const

export const gameWords = defineCatalog('game', GAME)

/** The game bar's "⋯ Menu" and its own items (the theme, the screen, the files and the storage say their own words). */
export const MENU = {
  menu: 'Menu',
  gameMenu: 'Game menu',
  guide: 'First-run guide',
  install: 'Install the app',
} as const

export const menuWords = defineCatalog('menu', MENU)
