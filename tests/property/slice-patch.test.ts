import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evolve, foldEntries, revert, type GameEvent, type GameState, type PowerId } from '@/domain'
import { warChanged } from '@/domain/modules/battle/patch'
import { initialWar, type WarPatch, type WarState } from '@/domain/modules/battle/war-state'
import { commandsOf, guidedPrefix, PLAY_POINTS, powersArb, stageCommandsOf, stepArb, stepsOf } from '../support/arbitraries'
import { entry, mustDecide, standardStart } from '../support/games'
import { play } from '../support/play'

/** As stored: IndexedDB and game files keep JSON, which drops undefined and keeps null. */
const stored = (events: readonly GameEvent[]): GameEvent[] => JSON.parse(JSON.stringify(events)) as GameEvent[]

/** Applies then reverts `events` as stored: the state before, key for key (no undefined left behind). */
function expectExactUndo(before: GameState, events: readonly GameEvent[]): void {
  const kept = stored(events)
  const after = kept.reduce(evolve, before)
  expect(revert(after, kept)).toStrictEqual(before)
}

describe('Undo is exact with slicePatched', () => {
  it('every accepted action of random play, its events stored as JSON, reverts to the state before it', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 50 }), fc.boolean(), (powers, steps, guided) => {
        const { entries, observations } = play(powers, steps, guided)
        let seq = 1
        for (const o of observations) {
          if (!o.accepted) continue
          seq += 1
          const events = entries[seq - 1]!.events
          if (events.length > 0) expectExactUndo(o.before, events)
        }
      }),
      { numRuns: 100 },
    )
  })

  it('in guided play of Stages 5 to 7, where the play slice moves most', () => {
    const arb = fc
      .record({ powers: powersArb, at: fc.constantFrom(...PLAY_POINTS), cycle: fc.constantFrom(1 as const, 2 as const) })
      .chain((start) => {
        const power = fc.constantFrom(...start.powers)
        const commands = fc.oneof({ weight: 3, arbitrary: stageCommandsOf(power, start.at.stage) }, { weight: 2, arbitrary: commandsOf(power) })
        return fc.record({ start: fc.constant(start), steps: fc.array(stepsOf(commands, 20), { maxLength: 30 }) })
      })
    fc.assert(
      fc.property(arb, ({ start, steps }) => {
        const prefix = guidedPrefix(start.powers, start.at.stage, start.cycle, start.at.phase)
        const { entries, observations } = play(start.powers, [...prefix, ...steps], true)
        let seq = 1
        for (const o of observations) {
          if (!o.accepted) continue
          seq += 1
          const events = entries[seq - 1]!.events
          if (events.some((e) => e.type === 'slicePatched')) expectExactUndo(o.before, events)
        }
      }),
      { numRuns: 40 },
    )
  })

  it('a random war patch, fields set, changed or cleared (an optional field absent before or after), undoes exactly', () => {
    const power = fc.constantFrom<PowerId>('usa', 'ussr', 'europe')
    const homeLoss = fc.option(fc.dictionary(power, fc.constantFrom({ how: 'nuked' as const }, { how: 'captured' as const, by: 'usa' as PowerId })), { nil: undefined })
    const warArb = fc.record({ nuked: fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }), isCoupFinal: fc.boolean(), lastHomeLoss: homeLoss, eliminated: fc.uniqueArray(power, { maxLength: 2 }) })
    const patchArb = fc.record({ nuked: fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }), isCoupFinal: fc.boolean(), lastHomeLoss: homeLoss, eliminated: fc.uniqueArray(power, { maxLength: 2 }) }, { requiredKeys: [] })
    const start = { ...standardStart(['usa', 'ussr', 'europe']), guided: true }
    const base = foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start))]).state
    fc.assert(
      fc.property(warArb, patchArb, (fields, changes) => {
        // Plain objects, as a folded game holds (fast-check's dictionaries have no prototype).
        const war = JSON.parse(JSON.stringify({ ...initialWar(), ...fields })) as WarState
        const before: GameState = { ...base, war }
        const patch = JSON.parse(JSON.stringify(changes)) as WarPatch
        const event = warChanged(war, patch)
        expect(event).toMatchObject({ type: 'slicePatched', slice: 'war' })
        expectExactUndo(before, [event])
      }),
      { numRuns: 300 },
    )
  })
})
