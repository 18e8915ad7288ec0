import { defineCatalog } from '../i18n/words'

/** The shared controls' own words: dialogs, the update prompt, the theme, the keypad and steppers. */
export const BASE = {
  updateReady: 'A new version of Supremacy Companion is ready.',
  updateWaiting: 'Updating as soon as the current action is saved…',
  updating: 'Updating…',
  updateNow: 'Update now',
  later: 'Later',
  offlineReady: 'Works offline',
  offlineHint: 'This device keeps the app and your games without a connection. Tap to hide.',
  confirm: 'Confirm',
  ok: 'OK',
  amount: 'Amount',
  unit: 'Unit',
  decimalPoint: 'decimal point',
  deleteDigit: 'delete last digit',
  addNote: 'Add a note',
  addAmount: 'add {amount}',
  clear: 'Clear',
  fewer: 'fewer {label}',
  more: 'more {label}',
  theme: 'Theme: {mode}',
  themeSwitch: 'Theme: {mode}. Switch to {next}',
  themeSystem: 'System',
  themeLight: 'Light',
  themeDark: 'Dark',
} as const

export const baseWords = defineCatalog('base', BASE)
