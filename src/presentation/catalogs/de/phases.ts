import type { Translation } from '../../i18n/words'
import type { PHASES } from '../phases'

export const phases = {
  p1A: 'Sold und Bankkredite zahlen',
  p2A: 'Produktion übertragen',
  p3C: 'Rohstoffe an den Markt verkaufen',
  p3D: 'Rohstoffe an andere Spieler verkaufen',
  p4C: 'Mit Streitkräften und Waffen angreifen',
  p5C: 'Armeen und Flotten bewegen',
  p6C: 'Konventionelle Streitkräfte und strategische Waffen bauen und aufstellen, Forschung',
  p6F: 'Waffenbasar',
  p7C: 'Rohstoffe vom Markt kaufen',
  p7D: 'Rohstoffe von anderen Spielern kaufen',
  p7E: 'Nach Rohstoffen prospektieren',
} satisfies Translation<typeof PHASES>
