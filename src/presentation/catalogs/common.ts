import { defineCatalog } from '../i18n/words'
import { formatInteger } from '../i18n/numbers'

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

/**
 * Money in the reader's language: "$1,500M", "1.500 Mio. $", "$ 1.500 mi"; a minus sign before a
 * debt. (The rules' refusals still use the domain's English formatMoney until they are translated.)
 */
export function money(amount: number): string {
  const text = commonWords('money', { amount: formatInteger(Math.abs(amount)) })
  return amount < 0 ? `−${text}` : text
}
