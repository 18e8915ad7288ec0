import common from './common'
import { home, stages } from './home'
import { powers } from './powers'
import { supply } from './supply'
import { banner } from './banner'
import { play } from './play'

/** Every area's words in this language, loaded as one chunk when it is chosen. */
export default { common, home, stages, powers, supply, banner, play }
