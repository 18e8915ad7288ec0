import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cloneFold, decide, emptyFold, foldEntries, lastIndex, targetsAtOrBefore, undoneSeqs, type Fold, LOAN_STEP, powersInOrder, rowCapacity, SUPPLY_ROWS, totalMoney, type Command, type GameState } from '@/domain'
import { commandArb, commandsOf, guidedPrefix, PLAY_POINTS, powersArb, stageCommandsOf, stepArb, stepsOf } from '../support/arbitraries'
import { startedState } from '../support/games'
import { play } from '../support/play'

const RUNS = { numRuns: 150 }

function expectInRange(state: GameState): void {
  for (const r of ['grain', 'oil', 'minerals'] as const) {
    expect(state.market![r]).toBeGreaterThanOrEqual(0)
    expect(state.market![r]).toBeLessThanOrEqual(lastIndex(state.settings))
  }
  for (const p of powersInOrder(state)) {
    for (const row of SUPPLY_ROWS) {
      expect(p.supplies[row]).toBeGreaterThanOrEqual(0)
      expect(p.supplies[row]).toBeLessThanOrEqual(rowCapacity(state, p.id))
    }
    expect(p.loans % LOAN_STEP).toBe(0)
    expect(p.loans).toBeGreaterThanOrEqual(0)
    expect(p.forces.armies).toBeGreaterThanOrEqual(0)
    expect(state.accounts[p.id]).toBeGreaterThanOrEqual(0)
    expect(Number.isSafeInteger(state.accounts[p.id])).toBe(true)
  }
}

describe('Invariants over random play', () => {
  it('all accounts, the bank included, always sum to zero', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 60 }), fc.boolean(), (powers, steps, guided) => {
        const { observations } = play(powers, steps, guided)
        for (const o of observations) expect(totalMoney(o.after)).toBe(0)
      }),
      RUNS,
    )
  })

  it('market meters, supply rows, loans, forces and cash stay in range', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 60 }), fc.boolean(), (powers, steps, guided) => {
        for (const o of play(powers, steps, guided).observations) expectInRange(o.after)
      }),
      RUNS,
    )
  })

  it('a refused command or tap changes nothing', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 60 }), fc.boolean(), (powers, steps, guided) => {
        for (const o of play(powers, steps, guided).observations) if (!o.accepted) expect(o.after).toBe(o.before)
      }),
      RUNS,
    )
  })

  it('undo restores exactly the state before the undone action; redo restores the state after it', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 60 }), fc.boolean(), (powers, steps, guided) => {
        const { observations } = play(powers, steps, guided)
        const history: GameState[] = []
        const redoable: GameState[] = []
        for (const o of observations) {
          if (!o.accepted) continue
          if (o.step.tap === 'command') {
            history.push(o.before)
            redoable.length = 0
          } else if (o.step.tap === 'undo') {
            expect(o.after).toEqual(history.pop())
            redoable.push(o.before)
          } else {
            expect(o.after).toEqual(redoable.pop())
            history.push(o.before)
          }
        }
      }),
      RUNS,
    )
  })

  it('a snapshot taken anywhere, saved as JSON, then the rest of the log, equals the full replay', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 60 }), fc.nat(), fc.boolean(), (powers, steps, cut, guided) => {
        const { entries, fold, lookup } = play(powers, steps, guided)
        const at = cut % entries.length
        const snapshot = JSON.parse(JSON.stringify(foldEntries(entries.slice(0, at + 1), emptyFold(), lookup))) as ReturnType<typeof cloneFold>
        const resumed = foldEntries(entries.slice(at + 1), snapshot, lookup)
        expect(resumed).toEqual(fold)
        expect(foldEntries(entries)).toEqual(fold)
      }),
      RUNS,
    )
  })

  it('opening from a snapshot reads only the entries after it and the older targets their undo and redo lines name, and folds to the full replay', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 60 }), fc.nat(), fc.boolean(), (powers, steps, cut, guided) => {
        const { entries, fold } = play(powers, steps, guided)
        const at = cut % entries.length
        const snapshot = JSON.parse(JSON.stringify(foldEntries(entries.slice(0, at + 1)))) as Fold
        const tail = entries.slice(at + 1)
        // What GameSession.open reads: the tail, and the targets at or before the snapshot.
        const read = new Map([...tail, ...targetsAtOrBefore(tail, snapshot.headSeq).map((seq) => entries[seq - 1]!)].map((e) => [e.seq, e]))
        expect([...read.keys()].every((seq) => seq > snapshot.headSeq || tail.some((e) => (e.command.kind === 'undo' || e.command.kind === 'redo') && e.command.target === seq))).toBe(true)
        expect(foldEntries(tail, snapshot, (seq) => read.get(seq))).toEqual(fold)
      }),
      RUNS,
    )
  })

  it('the applied stack is the lines in effect in log order, so its top is the newest (what the screens read instead of scanning the log)', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 60 }), fc.boolean(), (powers, steps, guided) => {
        const { entries, fold } = play(powers, steps, guided)
        const undone = undoneSeqs(entries)
        const inEffect = entries.filter((e) => e.command.kind !== 'undo' && e.command.kind !== 'redo' && !undone.has(e.seq)).map((e) => e.seq)
        expect(fold.applied).toEqual(inEffect)
      }),
      RUNS,
    )
  })

  it('the state survives a JSON round trip (what IndexedDB and game files store)', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 40 }), fc.boolean(), (powers, steps, guided) => {
        const { fold } = play(powers, steps, guided)
        expect(JSON.parse(JSON.stringify(fold.state))).toEqual(fold.state)
      }),
      RUNS,
    )
  })
})

describe('Invariants from the middle of a guided Stage 5, 6 or 7, any phase', () => {
  /** Every power bids; random steps then name only the game's powers, so turns are often right. */
  const scenario = fc
    .record({ powers: powersArb, at: fc.constantFrom(...PLAY_POINTS), cycle: fc.constantFrom(1 as const, 2 as const) })
    .chain((start) => {
      const power = fc.constantFrom(...start.powers)
      const commands = fc.oneof({ weight: 3, arbitrary: stageCommandsOf(power, start.at.stage) }, { weight: 2, arbitrary: commandsOf(power) })
      return fc.record({ start: fc.constant(start), steps: fc.array(stepsOf(commands, 30), { minLength: 5, maxLength: 60 }), extra: commands })
    })

  it('money sums to zero, rows stay within rowCapacity (12, more with captured supply centers), refusals change nothing, undo is exact, decide never throws', () => {
    fc.assert(
      fc.property(scenario, ({ start: { powers, at, cycle }, steps, extra }) => {
        const prefix = guidedPrefix(powers, at.stage, cycle, at.phase)
        const { observations, fold } = play(powers, [...prefix, ...steps], true)
        const reached = observations[prefix.length - 1]!.after.play!
        expect({ stage: reached.stage, phase: reached.phase, cycle: reached.cycle }).toEqual({ ...at, cycle })
        const history: GameState[] = []
        const redoable: GameState[] = []
        for (const o of observations) {
          expect(totalMoney(o.after)).toBe(0)
          expectInRange(o.after)
          if (!o.accepted) {
            expect(o.after).toBe(o.before)
            continue
          }
          if (o.step.tap === 'command') {
            history.push(o.before)
            redoable.length = 0
          } else if (o.step.tap === 'undo') {
            expect(o.after).toEqual(history.pop())
            redoable.push(o.before)
          } else {
            expect(o.after).toEqual(redoable.pop())
            history.push(o.before)
          }
        }
        expect(() => decide(fold.state, extra)).not.toThrow()
      }),
      RUNS,
    )
  }, 30_000)
})

describe('decide never throws', () => {
  it('for any well-formed command in any state', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 20 }), commandArb, fc.boolean(), (powers, steps, command, guided) => {
        const { fold } = play(powers, steps, guided)
        expect(() => decide(fold.state, command)).not.toThrow()
      }),
      RUNS,
    )
  })

  it('for arbitrary junk shaped like a command (a hostile game file)', () => {
    const state = startedState()
    const kinds = fc.constantFrom('startGame', 'transferMoney', 'takeLoan', 'repayLoan', 'sellToMarket', 'buyFromMarket', 'tradeResources', 'correctCash', 'correctSupply', 'correctForces', 'correctLoans', 'correctMarket', 'addCompany', 'removeCompany', 'placeBid', 'revealBids', 'setSequence', 'passTurn', 'endTurn', 'advancePlay', 'settleStage1', 'payArrears', 'collectProduction', 'payMoveCost', 'buildForces', 'buildWeapons', 'research', 'sellArms', 'prospect', 'orderDropShip', 'closeCompany', 'openCompany', 'sellCompany', 'transferCompany', 'setBlockade', 'setSiege', 'fightBattle', 'nuclearStrike', 'spaceBlast', 'lstarClash', 'captureTerritory', 'liberateTerritory', 'claimSpoils', 'destroyPower', 'declareBankrupt', 'captureNeutralTerritory', 'surrenderZone', 'declineCounterattack', 'toString', '__proto__', 'constructor')
    const junk = fc.record({ kind: kinds }).chain((base) =>
      fc.dictionary(fc.constantFrom('power', 'resource', 'units', 'amount', 'from', 'to', 'seller', 'buyer', 'price', 'reason', 'row', 'value', 'cash', 'company', 'powers', 'settings', 'marketDice', 'purpose', 'index', 'armies', 'navies', 'loans', 'gameId', 'title', 'openMode', 'bid', 'rolls', 'unpaidCompanies', 'disbandArmies', 'disbandNavies', 'payInterest', 'repayPrincipal', 'guided', 'marchArmyTerritories', 'airliftArmies', 'convoySeas', 'navySeas', 'nukes', 'lstars', 'weapon', 'cardsTurned', 'found', 'delivery', 'outcome', 'card', 'companyId', 'territory', 'blockaded', 'besieged', 'attacker', 'defender', 'target', 'attacking', 'defending', 'attackerDice', 'defenderDice', 'defenderLosses', 'attackerLosses', 'assault', 'convoyedArmies', 'defenderResists', 'targets', 'defenderLstarDice', 'champions', 'rouletteDie', 'screenDice', 'attackerDie', 'defenderDie', 'victor', 'defeated', 'zone', 'companyIds'), fc.anything()).map((rest) => ({ ...rest, ...base })),
    )
    const guided = play(['usa', 'ussr'], [], true).fold.state
    fc.assert(
      fc.property(junk, (command) => {
        expect(() => decide(state, command as unknown as Command)).not.toThrow()
        expect(() => decide(guided, command as unknown as Command)).not.toThrow()
        expect(() => decide(emptyFold().state, command as unknown as Command)).not.toThrow()
      }),
      { numRuns: 2000 },
    )
    expect(() => decide(state, null as unknown as Command)).not.toThrow()
  })
})
