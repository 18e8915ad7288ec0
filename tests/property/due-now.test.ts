import fc from 'fast-check'
import { describe, it } from 'vitest'
import { decide, dueNow, evolve, foldEntries, type Command, type GameState, type PowerId } from '@/domain'
import { commandsOf, guidedPrefix, PLAY_POINTS, powersArb, stageCommandsOf, stepsOf } from '../support/arbitraries'
import { mustDecide, standardStart } from '../support/games'
import { play } from '../support/play'

const RUNS = { numRuns: 120 }

/** The banner's primary command and its secondary commands, each accepted by the rules in `state`. */
function expectDueAccepted(state: GameState): void {
  const due = dueNow(state)
  if (!due) return
  for (const command of [...(due.command ? [due.command] : []), ...due.others]) {
    const result = decide(state, command)
    if (!result.ok) throw new Error(`${command.kind} refused in ${JSON.stringify(state.play)}: ${result.refusal.message}`)
  }
}

/** How a table would get past a due step that is not one tap (secret bids, dice, a turn's act). */
function resolveByHand(state: GameState, pick: number): Command | undefined {
  const due = dueNow(state)
  if (!due) return undefined
  if (due.command && pick % 4 !== 0) return due.command
  switch (due.kind) {
    case 'bid':
      return { kind: 'placeBid', power: due.waiting[0]!, bid: pick % 3 !== 0 }
    case 'roll':
      return { kind: 'setSequence', rolls: Object.fromEntries(due.powers.map((id, i) => [id, [6 - (i % 6), i + 1 > 6 ? 1 : 2]])) }
    case 'settle':
      return { kind: 'settleStage1', power: due.power, payInterest: false, unpaidCompanies: state.powers[due.power]!.companies.map((c) => c.id) }
    default:
      return due.others[pick % Math.max(1, due.others.length)] ?? due.command
  }
}

describe('The one primary action (dueNow)', () => {
  it('from random play of a whole guided game, the primary command and the secondary commands, when there are any, are accepted by decide', () => {
    const walk = fc.record({
      powers: powersArb,
      moves: fc.array(fc.record({ pick: fc.nat(11), random: commandsOf(fc.constantFrom<PowerId>('usa', 'ussr', 'europe', 'china', 'africa', 'south-america')) }), { minLength: 20, maxLength: 220 }),
    })
    fc.assert(
      fc.property(walk, ({ powers, moves }) => {
        const start = { ...standardStart(powers), guided: true }
        const empty = foldEntries([]).state
        let state = mustDecide(empty, start).reduce((s, e) => evolve(s, e), empty)
        for (const { pick, random } of moves) {
          expectDueAccepted(state)
          // Mostly the table does what is due; now and then anything at all (often refused).
          const command = pick < 9 ? resolveByHand(state, pick) : random
          if (!command) break
          const result = decide(state, command)
          if (result.ok) state = result.value.reduce((s, e) => evolve(s, e), state)
        }
        expectDueAccepted(state)
      }),
      RUNS,
    )
  })

  it('from the middle of a guided Stage 5, 6 or 7 with random actions, undo and redo, the primary and secondary commands are accepted', () => {
    const scenario = fc.record({ powers: powersArb, at: fc.constantFrom(...PLAY_POINTS), cycle: fc.constantFrom(1 as const, 2 as const) }).chain((start) => {
      const power = fc.constantFrom(...start.powers)
      const commands = fc.oneof({ weight: 3, arbitrary: stageCommandsOf(power, start.at.stage) }, { weight: 2, arbitrary: commandsOf(power) })
      return fc.record({ start: fc.constant(start), steps: fc.array(stepsOf(commands, 30), { minLength: 5, maxLength: 60 }) })
    })
    fc.assert(
      fc.property(scenario, ({ start: { powers, at, cycle }, steps }) => {
        const { observations } = play(powers, [...guidedPrefix(powers, at.stage, cycle, at.phase), ...steps], true)
        for (const o of observations) expectDueAccepted(o.after)
      }),
      RUNS,
    )
  })
})
