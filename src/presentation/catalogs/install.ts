import { defineCatalog } from '../i18n/words'

/** The install offer on the game screen (components/help/InstallOffer.vue). */
export const INSTALL = {
  label: 'Install the app',
  title: 'Install the app on this device',
  why: 'Installed, it opens like an app, works offline and its games are safe from the browser\u2019s clean-ups.',
  install: 'Install',
  later: 'Not now',
  iosShare: 'Tap Share (the square with an arrow) in the browser\u2019s bar.',
  iosAdd: 'Tap Add to Home Screen, then Add.',
  iosDone: 'Got it',
} as const

export const installWords = defineCatalog('install', INSTALL)
