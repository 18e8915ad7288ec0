import type { POWERS } from '../powers'
import type { Translation } from '../../i18n/words'

export const powers = {
  'south-america': 'Südamerika',
  africa: 'Afrika',
  europe: 'Europa',
  china: 'China',
  usa: 'USA',
  ussr: 'UdSSR',
} satisfies Translation<typeof POWERS>
