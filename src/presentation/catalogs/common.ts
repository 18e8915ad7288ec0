import { defineCatalog } from '../i18n/words'

/** Words many screens share: buttons, money, the app's name. */
export const COMMON = {
  appName: 'Supremacy Companion',
  money: '${amount}M',
  close: 'Close',
  cancel: 'Cancel',
  back: 'Back',
  next: 'Next',
  done: 'Done',
  delete: 'Delete',
  help: 'Help',
  language: 'Language',
  savedGames: 'No saved games | {n} saved game | {n} saved games',
  players: '{n} player | {n} players',
  languageIncomplete: '{name} (not finished: some screens in English)',
} as const

export const commonWords = defineCatalog('common', COMMON)
