import type { INSTALL } from '../install'
import type { Translation } from '../../i18n/words'

export const install = {
  label: 'App installieren',
  title: 'Die App auf diesem Gerät installieren',
  why: 'Installiert öffnet sie sich wie eine App, läuft offline, und ihre Spiele sind vor dem Aufräumen des Browsers sicher.',
  install: 'Installieren',
  later: 'Nicht jetzt',
  iosShare: 'Tippt in der Leiste des Browsers auf Teilen (das Quadrat mit dem Pfeil).',
  iosAdd: 'Tippt auf Zum Home-Bildschirm, dann auf Hinzufügen.',
  iosDone: 'Verstanden',
} satisfies Translation<typeof INSTALL>
