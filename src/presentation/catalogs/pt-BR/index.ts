import common from './common'

/** Every area's words in this language, loaded as one chunk when it is chosen. */
export default { common }
