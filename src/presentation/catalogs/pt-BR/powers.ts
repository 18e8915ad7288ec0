import type { POWERS } from '../powers'
import type { Translation } from '../../i18n/words'

export const powers = {
  'south-america': 'América do Sul',
  africa: 'África',
  europe: 'Europa',
  china: 'China',
  usa: 'EUA',
  ussr: 'URSS',
} satisfies Translation<typeof POWERS>
