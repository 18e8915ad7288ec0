import { defineCatalog } from '../i18n/words'

/** A Cash Flow game's banner: whose turn, and the big button's words for each action's form. */
export const CF_BANNER = {
  whoseTurn: 'Whose turn',
  turn: 'Turn {n}',
  toPlay: 'to play',
  // The big button before anything of the action is sent: "USA: produce".
  production: '{power}: produce',
  build: '{power}: build',
  market: '{power}: trade on the market',
  deployment: '{power}: deploy',
  attack: '{power}: attack',
  research: '{power}: draw R&D cards',
  endIdle: 'End the turn, nothing done',
  // The rules' due step, in words: the big button.
  dueEntropy: '{power}: roll for entropy',
  dueChoose: '{power}: choose an action',
  dueEnd: '{power}: end the {action} turn',
  actionForm: '{action} form',
} as const

export const cfBannerWords = defineCatalog('cfBanner', CF_BANNER)
