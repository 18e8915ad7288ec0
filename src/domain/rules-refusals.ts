import { refusalsFrom } from './kernel/result'

/**
 * The composed rules' own refusals in English (issue 29): an action or setting this game's rules do
 * not have, rules this app lacks. Translated in src/presentation/catalogs/refusals-rules.ts.
 */
export const RULES_REFUSALS = {
  notUnderstood: 'That action is not understood.',
  notInThisGame: 'This game has no “{kind}” action: it belongs to {module}, which is not part of this game’s rules.',
  notInCashFlow: 'A Cash Flow game has no “{kind}” action: it belongs to {module}, which is not part of this game’s rules.',
  notInWos: 'A War of Supremacy game has no “{kind}” action: it belongs to {module}, which is not part of this game’s rules.',
  unknownSetting: 'The game settings hold “{key}”, a setting this app does not have.',
  settingsMissing: 'The game settings are missing.',
  unknownEconomy: 'This game is played with an economy this version of the app does not have ({economy}). Update the app to play it.',
  unknownModules: 'This game is played with rules this version of the app does not have ({modules}). Update the app to play it.',
} as const

export const { refusal: rulesRefusal } = refusalsFrom('rules', RULES_REFUSALS)
