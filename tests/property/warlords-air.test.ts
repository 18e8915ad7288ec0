import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyEntry,
  decide,
  decideRedo,
  decideUndo,
  dueNow,
  emptyFold,
  NEUTRAL_TERRITORIES,
  PIRATE_SEAS,
  planWarlordBattle,
  priceRow,
  rulesFor,
  warlordFirstStrike,
  type Command,
  type Fold,
  type GameState,
  type LogEntry,
  type PowerId,
} from '@/domain'
import { commandsOf, guidedPrefix, powersArb, type Step } from '../support/arbitraries'
import { entry, mustDecide, standardStart } from '../support/games'
import { expectRefusalsInertAndUndoExact } from '../support/play'
import { whenRunComplete } from '../support/reach'

/**
 * Warlords and Pirates with Air Units, over random guided games (issue 14, "a random game with both
 * optional modules on keeps accounts summing to zero and never gives a warlord or pirate more than
 * its maximum holdings"). The game starts at Cycle 1's Stage 6, Phase F (the zones set up, weapons
 * and air units sold to India); from there the table mostly does what is due (the banner's
 * command, a bid, a roll) and now and then a warlord command by the power whose turn it is:
 * sales, bids, blockades, attacks, nukes on zones, strikes, captures, vacating, reinforcements.
 */
const RUNS = { numRuns: 40 }
const TIMEOUT = 60_000
const BOTH = ['air-units', 'warlords']
const ZONES = ['India', 'Iran', 'Greenland', 'Tokyo Bay', 'Arabian Sea']
const MAXIMUM = { nukes: priceRow('nukes').maximum, lstars: priceRow('lstars').maximum, airUnits: priceRow('airUnits').maximum }

/**
 * A step: a command or undo/redo as in support/play; `due`, what the table does when the banner
 * asks (resolved on the state of the moment); `turn`, a command by whoever's turn it is (its power,
 * a strike's target and die, the occupier leaving, filled in on the state of the moment).
 */
type Move = Step | { tap: 'due'; pick: number } | { tap: 'turn'; command: Command; pick: number } | { tap: 'act'; by: Partial<Record<number, Command>>; pick: number }

const setUp: Command = { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone, i) => ({ zone, die: (i % 3) + 1 })) }

/** Cards in India and Iran for each power; forces, nukes and L-stars to fight with; then to Stage 6, Phase F and sales. */
function prefix(powers: PowerId[]): Command[] {
  const before: Command[] = [
    setUp,
    ...powers.flatMap((power, i): Command[] => [
      { kind: 'addCompany', power, reason: 'dealt', company: { name: `Mine ${i}`, territory: 'India', resource: 'minerals', units: 2, origin: 'independent' } },
      { kind: 'addCompany', power, reason: 'dealt', company: { name: `Well ${i}`, territory: 'Iran', resource: 'oil', units: 3, origin: 'independent' } },
    ]),
  ]
  const armed: Command[] = powers.flatMap((power): Command[] => [
    { kind: 'correctForces', power, armies: 8, navies: 3, forces: { airUnits: 4 }, reason: 'built before' },
    { kind: 'correctSupply', power, row: 'nukes', value: 6, reason: 'built before' },
    { kind: 'correctSupply', power, row: 'lstars', value: 2, reason: 'built before' },
  ])
  const sales: Command[] = [
    { kind: 'sellToWarlord', power: powers[0]!, zone: 'India', weapon: 'nukes', count: 2 },
    { kind: 'sellToWarlord', power: powers[0]!, zone: 'India', weapon: 'airUnits', count: 1 },
    { kind: 'sellToWarlord', power: powers[1]!, zone: 'India', weapon: 'lstars', count: 1 },
    { kind: 'sellToWarlord', power: powers[1]!, zone: 'Tokyo Bay', weapon: 'nukes', count: 1 },
  ]
  const toPhaseF = guidedPrefix(powers, 6, 1, 'F').map((s) => (s as { command: Command }).command)
  return [...before, ...armed, ...toPhaseF, ...sales]
}

/** One warlord command per stage, so the table acts on the stage it is in (Stages 2 and 7 have none). */
function actsOf(powers: readonly PowerId[], cards: string[]): fc.Arbitrary<Move> {
  const power = fc.constantFrom(...powers)
  const zone = fc.constantFrom(...ZONES)
  const die = fc.integer({ min: 1, max: 6 })
  const dice = (min: number, max: number) => fc.array(die, { minLength: min, maxLength: max })
  const weapon = fc.constantFrom('nukes' as const, 'lstars' as const, 'airUnits' as const)
  const card = fc.constantFrom(...cards)
  const stage1 = fc.oneof(
    fc.record({ kind: fc.constant('bidForNeutralCard' as const), power, companyId: card, amount: fc.constantFrom(150, 200, 300) }),
    fc.record({ kind: fc.constant('closeNeutralCardBids' as const), companyId: card }),
    fc.record({ kind: fc.constant('payForNeutralCard' as const), power, companyId: card }),
    fc.record({ kind: fc.constant('payBlockadeFee' as const), payer: power, zone: fc.constantFrom('Arabian Sea', 'Bay of Bengal'), territory: fc.constantFrom('India', 'Iran'), die }),
    fc.record({ kind: fc.constant('liftBlockade' as const), power, zone: fc.constantFrom('Arabian Sea', 'Bay of Bengal'), territory: fc.constantFrom('India', 'Iran'), die }),
  )
  const stage4 = fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('attackWarlord' as const), attacker: power, zone, attacking: fc.record({ armies: fc.integer({ min: 1, max: 5 }), navies: fc.integer({ min: 0, max: 2 }), airUnits: fc.integer({ min: 0, max: 2 }) }), attackerDice: dice(1, 3), defenderDice: dice(2, 4) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('nukeWarlordZone' as const), attacker: power, zone, nukes: fc.integer({ min: 1, max: 3 }), lstarDice: dice(0, 2) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('warlordStrike' as const), attacker: power, zone: fc.constantFrom('India', 'Tokyo Bay'), target: fc.constant(''), lstarDice: dice(0, 2) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('captureWarlordZone' as const), attacker: power, zone }) },
  )
  const stage6 = fc.oneof(
    fc.record({ kind: fc.constant('reinforceWarlord' as const), zone, die }),
    fc.record({ kind: fc.constant('sellToWarlord' as const), power, zone, weapon, count: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ kind: fc.constant('buyFromWarlord' as const), power, zone, weapon, count: fc.constant(1), price: fc.constantFrom(800, 2000, 4000) }),
  )
  return fc
    .record({
      1: stage1,
      3: fc.record({ kind: fc.constant('rollSellingPosition' as const), die }),
      4: stage4,
      5: fc.record({ kind: fc.constant('vacateWarlordZone' as const), power, zone }),
      6: stage6,
      pick: fc.nat(5),
    })
    .map(({ pick, ...by }) => ({ tap: 'act' as const, by, pick }))
}

function warlordCommandsOf(powers: readonly PowerId[], cards: string[]): fc.Arbitrary<Command> {
  const power = fc.constantFrom(...powers)
  const zone = fc.constantFrom(...ZONES)
  const die = fc.integer({ min: 1, max: 6 })
  const dice = (min: number, max: number) => fc.array(die, { minLength: min, maxLength: max })
  const weapon = fc.constantFrom('nukes' as const, 'lstars' as const, 'airUnits' as const)
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('attackWarlord' as const), attacker: power, zone, attacking: fc.record({ armies: fc.integer({ min: 0, max: 5 }), navies: fc.integer({ min: 0, max: 2 }) }), attackerDice: dice(1, 3), defenderDice: dice(2, 4) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('nukeWarlordZone' as const), attacker: power, zone, nukes: fc.integer({ min: 1, max: 3 }), lstarDice: dice(0, 2) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('warlordStrike' as const), attacker: power, zone: fc.constantFrom('India', 'Tokyo Bay'), target: fc.constant(''), lstarDice: dice(0, 2) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('captureWarlordZone' as const), attacker: power, zone }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('vacateWarlordZone' as const), power, zone }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('reinforceWarlord' as const), zone, die }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('sellToWarlord' as const), power, zone, weapon, count: fc.integer({ min: 1, max: 3 }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('buyFromWarlord' as const), power, zone, weapon, count: fc.constant(1), price: fc.constantFrom(800, 2000, 4000) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('bidForNeutralCard' as const), power, companyId: fc.constantFrom(...cards), amount: fc.constantFrom(150, 200, 300) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('closeNeutralCardBids' as const), companyId: fc.constantFrom(...cards) }) },
    // Iran is on the Arabian Sea alone, so one fee blockades it and random play reaches the lift; India needs both pirates (issue 26).
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('payBlockadeFee' as const), payer: power, zone: fc.constantFrom('Arabian Sea', 'Arabian Sea', 'Bay of Bengal'), territory: fc.constantFrom('India', 'Iran', 'Iran'), die }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('liftBlockade' as const), power, zone: fc.constantFrom('Arabian Sea', 'Arabian Sea', 'Bay of Bengal'), territory: fc.constantFrom('India', 'Iran', 'Iran'), die }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('rollSellingPosition' as const), die }) },
    { weight: 1, arbitrary: commandsOf(power) },
  )
}

/** The state's power whose turn it is (or who must end it), if any. */
function turnOf(state: GameState): PowerId | undefined {
  const due = dueNow(state)
  return due && (due.kind === 'turn' || due.kind === 'end-turn') ? due.power : undefined
}

/** What the table sends for `move` now, or undefined when there is nothing to send. */
function resolve(state: GameState, move: Move): Step | undefined {
  if (move.tap === 'undo' || move.tap === 'redo' || move.tap === 'command') return move
  // A warlord act waits for the stage's phase: before it (bids, rolls) the table does what is due.
  if (move.tap === 'due' || (move.tap === 'act' && state.play?.step !== 'phase')) {
    const pick = move.pick
    const due = dueNow(state)
    if (!due) return undefined
    let command: Command | undefined
    switch (due.kind) {
      case 'bid':
        command = { kind: 'placeBid', power: due.waiting[0]!, bid: pick % 2 === 0 }
        break
      case 'roll':
        command = { kind: 'setSequence', rolls: Object.fromEntries(due.powers.map((id, i) => [id, [6 - (i % 6), (i % 5) + 1]])) }
        break
      case 'settle':
        // Now and then a power leaves its India card unpaid, so the warlord's cards change hands.
        command = pick % 3 === 0 ? { kind: 'settleStage1', power: due.power, unpaidCompanies: state.powers[due.power]!.companies.filter((c) => c.territory === 'India').map((c) => c.id) } : (due.command ?? { kind: 'settleStage1', power: due.power })
        break
      default:
        command = due.command ?? due.others[pick % Math.max(1, due.others.length)]
    }
    return command ? { tap: 'command', command } : undefined
  }
  const c = move.tap === 'act' ? move.by[state.play?.stage ?? 0] : move.command
  if (!c) return undefined
  const turn = turnOf(state) ?? (c as { attacker?: PowerId; power?: PowerId }).attacker ?? (c as { power?: PowerId }).power
  if (!turn) return undefined
  switch (c.kind) {
    case 'warlordStrike': {
      const strike = warlordFirstStrike(state, turn, c.zone)
      const i = move.pick % Math.max(1, strike.candidates.length)
      return { tap: 'command', command: { ...c, attacker: turn, target: strike.candidates[i] ?? 'Siberia', ...(strike.candidates.length > 1 ? { die: i + 1 } : {}) } }
    }
    case 'reinforceWarlord': {
      // Mostly a zone attacked this turn, the one that may build.
      const attacked = state.neutral?.zones.filter((z) => z.attackedInCycle === state.play?.cycle) ?? []
      return { tap: 'command', command: { ...c, zone: move.pick % 4 === 0 || attacked.length === 0 ? c.zone : attacked[move.pick % attacked.length]!.zone } }
    }
    case 'vacateWarlordZone':
      return { tap: 'command', command: { ...c, power: state.neutral?.zones.find((z) => z.zone === c.zone)?.occupiedBy ?? turn } }
    case 'attackWarlord': {
      // The dice the plan gives (faces from the random ones), so most battles are fought.
      const held = state.neutral?.zones.find((z) => z.zone === c.zone)
      if (!held) return { tap: 'command', command: { ...c, attacker: turn } }
      const plan = planWarlordBattle(state, { attacker: turn, zone: c.zone, attacking: c.attacking }, held, rulesFor(state.ruleset))
      const faces = (from: number[], n: number) => Array.from({ length: n }, (_, i) => from[i % from.length] ?? 4)
      return { tap: 'command', command: { ...c, attacker: turn, attackerDice: faces(c.attackerDice, plan.attackerDice), defenderDice: faces(c.defenderDice, plan.defenderDice) } }
    }
    case 'nukeWarlordZone': {
      const lstars = state.neutral?.zones.find((z) => z.zone === c.zone)?.lstars ?? 0
      return { tap: 'command', command: { ...c, attacker: turn, lstarDice: c.lstarDice.slice(0, lstars) } }
    }
    case 'captureWarlordZone':
      return { tap: 'command', command: { ...c, attacker: turn } }
    case 'sellToWarlord':
    case 'buyFromWarlord':
      return { tap: 'command', command: { ...c, power: turn } }
    default:
      return { tap: 'command', command: c }
  }
}

/** support/play's player, with the moves resolved on the state of the moment. */
function playMoves(powers: PowerId[], moves: Move[]) {
  const entries: LogEntry[] = []
  const fold: Fold = emptyFold()
  const add = (e: LogEntry) => {
    entries.push(e)
    applyEntry(fold, e, (seq) => entries[seq - 1])
  }
  const start = { ...standardStart(powers), guided: true, ruleset: { economy: 'price-index' as const, sequence: 'guided' as const, modules: BOTH } }
  add(entry(1, start, mustDecide(fold.state, start)))
  const observations: { step: Step; before: GameState; after: GameState; accepted: boolean }[] = []
  for (const move of moves) {
    const step = resolve(fold.state, move)
    if (!step) continue
    const before = fold.state
    let accepted = false
    if (step.tap === 'command') {
      const result = decide(fold.state, step.command)
      if (result.ok) {
        add(entry(entries.length + 1, step.command, result.value))
        accepted = true
      }
    } else {
      const result = step.tap === 'undo' ? decideUndo(fold) : decideRedo(fold)
      if (result.ok) {
        add(entry(entries.length + 1, result.value, []))
        accepted = true
      }
    }
    observations.push({ step, before, after: fold.state, accepted })
  }
  return observations
}

/** The card ids the prefix deals (the same for the same powers). */
const cardIds = (powers: PowerId[]) => powers.flatMap((_, i) => [`Mine ${i}`, `Well ${i}`])

/** The prefix's state per set of powers (computed once: the arbitrary asks for it on every run). */
const prefixed = new Map<string, GameState>()
function afterPrefix(powers: PowerId[]): GameState {
  const key = powers.join()
  if (!prefixed.has(key)) prefixed.set(key, playMoves(powers, prefix(powers).map((command) => ({ tap: 'command', command }))).at(-1)!.after)
  return prefixed.get(key)!
}

const gameArb = powersArb.chain((powers) => {
  const ids = afterPrefix(powers)
  const cards = ids.order.flatMap((id) => ids.powers[id]!.companies.filter((c) => cardIds(powers).includes(c.name)).map((c) => c.id))
  const move: fc.Arbitrary<Move> = fc.oneof(
    { weight: 12, arbitrary: fc.nat(11).map((pick) => ({ tap: 'due' as const, pick })) },
    { weight: 8, arbitrary: actsOf(powers, cards.length > 0 ? cards : ['none']) },
    { weight: 2, arbitrary: fc.record({ command: warlordCommandsOf(powers, cards.length > 0 ? cards : ['none']), pick: fc.nat(5) }).map(({ command, pick }) => ({ tap: 'turn' as const, command, pick })) },
    { weight: 2, arbitrary: warlordCommandsOf(powers, cards.length > 0 ? cards : ['none']).map((command) => ({ tap: 'command' as const, command })) },
    { weight: 1, arbitrary: fc.constant({ tap: 'undo' as const }) },
    { weight: 1, arbitrary: fc.constant({ tap: 'redo' as const }) },
  )
  return fc.record({ powers: fc.constant(powers), moves: fc.array(move, { minLength: 120, maxLength: 260 }) })
})

const money = (state: GameState) => Object.values(state.accounts).reduce((sum: number, cash) => sum + (cash ?? 0), 0)
const run = (g: { powers: PowerId[]; moves: Move[] }) => playMoves(g.powers, [...prefix(g.powers).map((command): Move => ({ tap: 'command', command })), ...g.moves])

describe('Warlords and Pirates with Air Units over random guided games (issue 14)', () => {
  it('all accounts, warlords:treasury included, sum to zero; no zone holds more than the price list\'s maximum; random play reaches the warlord commands', () => {
    const seen = new Set<string>()
    fc.assert(
      fc.property(gameArb, (g) => {
        // Plain checks gathered into one expect per run (an expect per zone and step is slow).
        const broken: string[] = []
        for (const [i, o] of run(g).entries()) {
          if (o.accepted && o.step.tap === 'command') seen.add(o.step.command.kind)
          if (money(o.after) !== 0) broken.push(`step ${i}: accounts sum to ${money(o.after)}`)
          for (const z of o.after.neutral?.zones ?? []) {
            if (z.nukes > MAXIMUM.nukes || z.lstars > MAXIMUM.lstars || (z.airUnits ?? 0) > MAXIMUM.airUnits) broken.push(`step ${i}: ${z.zone} holds more than the maximum`)
            if ([z.armies ?? 0, z.navies ?? 0, z.nukes, z.lstars, z.airUnits ?? 0, z.tanks].some((n) => n < 0)) broken.push(`step ${i}: ${z.zone} below zero`)
          }
        }
        expect(broken).toEqual([])
      }),
      // A fixed seed: which commands random play reaches must not vary from run to run (4 since
      // Stage 6's End turn with nothing built became a pass, which changed the random games); the
      // invariants above hold for every seed.
      { ...RUNS, seed: 4 },
    )
    const reached = ['sellToWarlord', 'buyFromWarlord', 'bidForNeutralCard', 'closeNeutralCardBids', 'payForNeutralCard', 'payBlockadeFee', 'liftBlockade', 'rollSellingPosition', 'attackWarlord', 'nukeWarlordZone', 'warlordStrike', 'captureWarlordZone', 'vacateWarlordZone', 'reinforceWarlord']
    whenRunComplete(() => expect(reached.filter((kind) => !seen.has(kind))).toEqual([]))
  }, TIMEOUT)

  it('refused commands change nothing, and undo restores the state exactly', () => {
    fc.assert(
      fc.property(gameArb, (g) => expectRefusalsInertAndUndoExact(run(g))),
      RUNS,
    )
  }, TIMEOUT)
})
