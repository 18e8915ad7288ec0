import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CASH_FLOW_STARTING_CASH, LABOR_MARKET, type NukeImpact, type ScreenDice } from '@/domain/modules/cash-flow'
import type { Command, GameState, PowerId } from '@/domain'
import type { Step } from '../support/arbitraries'
import { expectRefusalsInertAndUndoExact } from '../support/play'
import { moneyInCirculation, playCashFlow } from '../support/cash-flow'

/**
 * Cash Flow battles over random turns (issue 15): whoever's turn it is picks the Attack action (or
 * another), fights with random dice, occupies, launches nukes, clashes L-stars, ends the turn;
 * undo and redo in between. Money never moves in a battle, rows stay 0..12, forces never go below
 * zero, a refused command changes nothing and undo restores exactly.
 */
const POWERS: PowerId[] = ['usa', 'ussr', 'europe']
// 'usa' stands for the power whose turn it is (byTurn); the others act out of turn.
const power = fc.constantFrom<PowerId>('usa', 'usa', 'usa', 'ussr', 'europe')
const die = fc.integer({ min: 1, max: 6 })
const dice = (max: number) => fc.array(die, { minLength: 0, maxLength: max })

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('selectAction' as const), power, action: fc.constantFrom('attack' as const, 'attack' as const, 'market' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('endCashFlowTurn' as const), power }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('discardForEntropy' as const), power, typeDice: fc.array(die, { minLength: 1, maxLength: 3 }), productionDie: die, companyId: fc.constantFrom(undefined, 'usa-5', 'ussr-5', 'europe-5') }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('cashFlowAttack' as const),
      power,
      defender: power,
      target: fc.constantFrom('Kazakh', 'Iberia', 'Iraq'),
      borders: fc.integer({ min: 0, max: 3 }),
      defenderDeletesGrain: fc.boolean(),
      attackerDice: dice(8),
      defenderDice: dice(6),
      attackerNavyLosses: fc.constantFrom(undefined, 0, 1),
      defenderNavyLosses: fc.constantFrom(undefined, 0, 1),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('occupy' as const), power, target: fc.constantFrom('Kazakh', 'Iberia', 'Iraq'), units: fc.integer({ min: 0, max: 6 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('strategicStrike' as const),
      power,
      target: power,
      launched: fc.integer({ min: 1, max: 2 }),
      launchDice: dice(2),
      screens: fc.constantFrom<ScreenDice[][]>([], [{ power: 'ussr', targeted: true, dice: [2] }]),
      spaceBlast: fc.boolean(),
      impacts: fc.constantFrom<NukeImpact[][]>([], [{ target: 'Kola', ground: 'land', losses: { ussr: 2 } }], [{ target: 'North Sea', ground: 'light-sea', losses: { europe: 1 } }]),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clashLstars' as const), power, defender: power, attackerDice: dice(2), defenderDice: dice(2) }) },
)

const steps: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof({ weight: 8, arbitrary: command.map((c) => ({ tap: 'command' as const, command: c })) }, { weight: 2, arbitrary: fc.constant({ tap: 'undo' as const }) }, { weight: 1, arbitrary: fc.constant({ tap: 'redo' as const }) }),
  { minLength: 25, maxLength: 60 },
)

/**
 * Shapes a random command as a player at the table would fill it in: mostly the power whose turn
 * it is acts ('usa' stands for it; another power's try stays in, to be refused), a clash rolls one
 * die per L-star the defender has, occupation names a target the turn opened, a strike rolls one
 * launch die per nuke and says where each nuke that flew struck. The rules still decide everything.
 */
function byTurn(state: GameState, command: Command): Command {
  const turn = state.cashFlow!.turn.power
  if (!('power' in command) || command.power !== 'usa') return command
  const other = POWERS.find((p) => p !== turn)!
  const c = { ...command, power: turn, ...('defender' in command && command.defender === turn ? { defender: other } : {}), ...('target' in command && command.target === turn ? { target: other } : {}) } as Command
  if (c.kind === 'clashLstars') return { ...c, defenderDice: Array.from({ length: state.powers[c.defender]?.supplies.lstars ?? 0 }, (_, i) => c.defenderDice[i] ?? 3) }
  if (c.kind === 'occupy') return { ...c, target: state.cashFlow!.turn.occupiable?.[0] ?? c.target }
  if (c.kind === 'strategicStrike') {
    const launchDice = Array.from({ length: c.launched }, (_, i) => c.launchDice[i] ?? 6)
    const landed = launchDice.filter((d) => d !== 6).length
    return { ...c, launchDice, screens: [], impacts: c.spaceBlast ? [] : Array.from({ length: landed }, () => c.impacts[0] ?? { target: 'Mid Atlantic', ground: 'dark-sea' as const }) }
  }
  return c
}

/** Nukes and L-stars to fight with, by the table's corrections (Cash Flow starts with none). */
const ARMED: Step[] = POWERS.flatMap((p): Step[] => [
  { tap: 'command', command: { kind: 'correctSupply', power: p, row: 'nukes', value: 3, reason: 'built before' } },
  { tap: 'command', command: { kind: 'correctSupply', power: p, row: 'lstars', value: 2, reason: 'built before' } },
])

describe('Cash Flow battles over random turns', () => {
  it('money in circulation never changes, rows stay 0..12, forces stay >= 0, refusals inert, undo exact', () => {
    const accepted = new Set<string>()
    fc.assert(
      fc.property(steps, (s) => {
        const { observations } = playCashFlow(POWERS, [...ARMED, ...s], { entropyHolder: 'europe' }, {}, byTurn)
        for (const o of observations) if (o.accepted && o.step.tap === 'command') accepted.add(o.step.command.kind)
        for (const o of observations) {
          expect(moneyInCirculation(o.after)).toBe(POWERS.length * CASH_FLOW_STARTING_CASH)
          expect(o.after.accounts[LABOR_MARKET] ?? 0).toBe(0)
          for (const id of POWERS) {
            const p = o.after.powers[id]!
            for (const value of Object.values(p.supplies)) expect(value >= 0 && value <= 12).toBe(true)
            expect(p.forces.armies).toBeGreaterThanOrEqual(0)
            expect(p.forces.navies).toBeGreaterThanOrEqual(0)
          }
        }
        expectRefusalsInertAndUndoExact(observations)
      }),
      // A fixed seed: which commands random play reaches must not vary from run to run.
      { numRuns: 60, seed: 1 },
    )
    // Random play reaches every kind of battle, so the invariants are checked over them.
    expect([...accepted].sort()).toEqual(expect.arrayContaining(['cashFlowAttack', 'clashLstars', 'occupy', 'strategicStrike']))
  }, 60_000)
})
