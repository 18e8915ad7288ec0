import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, foldEntries } from '@/domain'
import { refusedBy, standardStart } from '../support/games'

/**
 * The order of play's readings, chosen at setup (play/settings.ts): the refusals of a bad
 * reading and what a good one stores, which the mutation run on settings.ts found untested
 * (issue 10). Each goes through a startGame command; refusals are checked by code and words.
 */

const start = (settings: Record<string, unknown>) => standardStart(['usa', 'ussr'], 'g1', { ...DEFAULT_SETTINGS, ...settings })
const refusal = (settings: Record<string, unknown>) => {
  const r = refusedBy(foldEntries([]).state, start(settings))
  return [r.code, r.message]
}

describe('a reading the order of play does not know is refused at setup', () => {
  // Protects L75: the rotation check (it was never run), its code and its words.
  it('rotation', () => {
    expect(refusal({ rotation: 'sometimes' })).toEqual([
      'bad-settings',
      'Rotating turns must be “until-all-pass-in-turn” or “pass-is-final” (end when every power passes in turn, or a pass is final), not “sometimes” (setting “rotation”).',
    ])
  })

  // Protects L26 (the code, the words, the " or " between readings) and L76 (the name "Double Seven").
  it('Double Seven', () => {
    expect(refusal({ doubleSeven: 'three' })).toEqual(['bad-settings', 'Double Seven must be “two-cubes-left” or “one-stage-only” (two cubes left at Stage 7, or one stage only played), not “three” (setting “doubleSeven”).'])
  })

  // Protects L78 (the name) and L79 (a bad buying reading stops the setup, and is not stored).
  it('buying at Stage 7', () => {
    expect(refusal({ stage7Buying: 'sometimes' })).toEqual(['bad-settings', 'Buying at Stage 7 must be “market-only” or “any-purchase” (market buys only, or any purchase), not “sometimes” (setting “stage7Buying”).'])
  })

  // Protects L80 (the name).
  it('the end of a stage', () => {
    expect(refusal({ stageEnd: 'later' })).toEqual(['bad-settings', 'The end of a stage must be “pause” or “auto” (wait for the Marshall’s next, or go on at once), not “later” (setting “stageEnd”).'])
  })
})
