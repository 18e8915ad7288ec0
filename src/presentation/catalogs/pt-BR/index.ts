import common from './common'
import { home, stages } from './home'
import { powers } from './powers'
import { supply } from './supply'
import { banner } from './banner'
import { newGame } from './new-game'
import { setupSettings } from './setup-settings'
import { randomOpen } from './random-open'
import { setupVariants } from './setup-variants'

/** Every area's words in this language, loaded as one chunk when it is chosen. */
export default { common, home, stages, powers, supply, banner, newGame, setupSettings, randomOpen, setupVariants }
