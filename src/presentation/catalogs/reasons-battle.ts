import { defineCatalog } from '../i18n/words'
import { BATTLE_REASONS } from '../../domain/modules/battle/reasons'
import { BATTLE_RULE } from '../../domain/modules/battle/data'

/** Why each side of a battle rolls what it rolls (the rules' own English tables), and the rules' sections they name. */
export const battleReasonWords = defineCatalog('reasonsBattle', BATTLE_REASONS)
export const battleRuleWords = defineCatalog('rulesBattle', BATTLE_RULE)

/** The drill's steps as the battle desk's "why" names them, under the drill's own heading. */
export const BATTLE_STEPS = {
  suppliesStep: 'Step B (Delete Supplies)',
  positionDice: 'Step C (Position Dice)',
  firePowerDie: 'Step C (Fire Power Die)',
  lstarDie: 'Step C (L-star Die)',
  countLosses: 'Step D (Roll the Dice and Count the Losses)',
} as const
export const battleStepWords = defineCatalog('battleSteps', BATTLE_STEPS)
