import { refusalsFrom } from './result'

/**
 * The kernel's refusals in English (issue 29): one template per sentence, in the catalogs' syntax
 * (`{value}`, `one | many` chosen by `n`); presentation translates the same keys
 * (src/presentation/catalogs/refusals-kernel.ts). Names for `{what}` are phrases too.
 */
export const KERNEL_REFUSALS = {
  notStarted: 'No game has been started yet.',
  unknownPower: 'That superpower is not part of this game.',
  notPlaying: '{power} is not playing in this game.',
  unknownAccount: 'Choose who pays and who receives.',
  wholeUnits: 'Enter a whole number of units greater than zero.',
  wholeSets: 'Enter a whole number of sets greater than zero.',
  wholeMillions: 'Enter an amount in whole millions greater than zero.',
  reasonRequired: 'Say why the numbers are being corrected; the reason goes in the log.',
  tooLong: '{what} is {length} characters long: keep it to at most {n} character. | {what} is {length} characters long: keep it to at most {n} characters.',
  tooManyMarks:
    '{what} holds too many accents or joined symbols: keep it to at most {n} character, each a letter with a few accents or one emoji. | {what} holds too many accents or joined symbols: keep it to at most {n} characters, each a letter with a few accents or one emoji.',
  theReason: 'The reason',
  nothingToUndo: 'There is nothing to undo: only the game setup is in the log.',
  nothingToRedo: 'There is nothing to redo.',
  setupStays: 'The game setup (line 1) cannot be undone. To change the setup, start a new game.',
  notInEffect: 'Line {line} is not an action in effect (already undone, or an undo or redo line), so there is nothing to undo there.',
} as const

export const { refusal: kernelRefusal, phrase: kernelPhrase } = refusalsFrom('kernel', KERNEL_REFUSALS)
