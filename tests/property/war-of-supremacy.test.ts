import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyEntry, decide, decideRedo, decideUndo, dueNow, emptyFold, type Command, type DueForm, type Fold, type GameState, type LogEntry } from '@/domain'
import { COMBAT_FORMS, type CombatForm, type CreatureChange } from '@/domain/modules/war-of-supremacy'
import { wosGame, wosSetup, wosStart } from '../support/war-of-supremacy'
import { entry, mustDecide } from '../support/games'
import { whenRunComplete } from '../support/reach'

const TIMEOUT = 60_000
const scoresArb = fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }))
const formsArb = fc.subarray([...COMBAT_FORMS], { minLength: 1 })
const changeArb: fc.Arbitrary<CreatureChange> = fc.oneof(
  fc.record({ kind: fc.constant('damage' as const), amount: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('modifier' as const), form: fc.constantFrom(...COMBAT_FORMS), amount: fc.integer({ min: -6, max: 6 }).filter((n) => n !== 0) }),
  fc.record({ kind: fc.constant('power' as const), value: fc.integer({ min: 0, max: 9 }) }),
)
/** The defence is set up below 20, so it does not take the Territory while being set up. */
const defenderArb = fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }))
/** A creature as the attacker plays it: printed scores and the tokens put on it as it lands. */
const creatureArb = fc.record({ scores: scoresArb, changes: fc.array(changeArb, { maxLength: 2 }) })

describe('War of Supremacy: the combat result does not depend on the order creatures are entered', () => {
  it(
    'the same attack entered in two orders resolves the same: totals, winner, new defender, Territory taken',
    () => {
      const walk = fc
        .record({ forms: formsArb, defenders: fc.array(defenderArb, { maxLength: 3 }), attackers: fc.array(creatureArb, { minLength: 1, maxLength: 5 }) })
        .chain((w) => fc.record({ w: fc.constant(w), order: fc.shuffledSubarray(w.attackers.map((_, i) => i), { minLength: w.attackers.length, maxLength: w.attackers.length }) }))
      fc.assert(
        fc.property(walk, ({ w, order }) => {
          const resolveIn = (sequence: number[]) => {
            const game = wosGame(wosSetup(3, { forms: w.forms }))
            // Ana sets up the defence, with her creatures entered as they came.
            w.defenders.forEach((s, i) => game.attack(`Defender ${i}`, s))
            game.resolve()
            game.finishTurn()
            for (const i of sequence) {
              const c = w.attackers[i]!
              game.attack(`Attacker ${i}`, c.scores)
              const id = game.wos.turn.attackers.find((a) => a.name === `Attacker ${i}`)?.id
              for (const change of c.changes) if (id && game.wos.turn.attackers.some((a) => a.id === id) && decide(game.state, { kind: 'changeCreature', creature: id, change }).ok) game.do({ kind: 'changeCreature', creature: id, change })
            }
            game.resolve()
            const f = game.wos.fields[0]!
            const { attack, defence, winner } = game.wos.turn.combat!
            return { attack, defence, winner, defender: f.defender, defenders: f.defenders.map((c) => c.name).sort(), won: game.wos.players.map((p) => p.won.length) }
          }
          expect(resolveIn(order)).toEqual(resolveIn(w.attackers.map((_, i) => i)))
        }),
        { numRuns: 150 },
      )
    },
    TIMEOUT,
  )
})

type Move = { tap: 'undo' | 'redo' } | { tap: 'act'; pick: number; who: number; scores: [number, number, number]; change: CreatureChange; forms: CombatForm[] }
const moveArb: fc.Arbitrary<Move> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom({ tap: 'undo' as const }, { tap: 'redo' as const }) },
  { weight: 12, arbitrary: fc.record({ tap: fc.constant('act' as const), pick: fc.nat(19), who: fc.nat(4), scores: scoresArb, change: changeArb, forms: formsArb }) },
)

/** The creature the banner's attack form sends: its pre-filled fields and what the table types. */
function dueCreature(fields: DueForm['fields'], [wild, magic, blade]: [number, number, number], fromHand: boolean): Command {
  return { kind: 'playCreature', player: String(fields.player), field: String(fields.field), name: 'Beast', scores: { wild, magic, blade }, fromHand }
}

/** Mostly the banner's next step; otherwise any command a table might tap, by anyone, legal or not. */
function commandFor(state: GameState, m: Extract<Move, { tap: 'act' }>): Command {
  const wos = state.warOfSupremacy!
  const due = dueNow(state)
  const player = wos.players[m.who % wos.players.length]!.id
  const field = wos.fields[m.pick % wos.fields.length]!.id
  const creatures = [...wos.turn.attackers, ...wos.fields.flatMap((f) => f.defenders)]
  const creature = creatures[m.pick % Math.max(1, creatures.length)]?.id ?? 'c0'
  const [wild, magic, blade] = m.scores
  switch (m.pick % 10) {
    case 0:
    case 1:
      return { kind: 'playCreature', player: wos.turn.player, field, name: 'Beast', scores: { wild, magic, blade }, fromHand: m.pick % 3 !== 0 }
    case 2:
      return { kind: 'changeCreature', creature, change: m.change }
    case 3:
      return m.who % 2 === 0 ? { kind: 'playSpell', player } : { kind: 'countHand', player, by: m.pick % 4 === 1 ? -1 : 1 }
    case 4:
      return { kind: 'turnCombatForm', field, forms: m.forms, ...(wos.fields.find((f) => f.id === field)!.forms.length === 0 ? { territory: `T${m.pick}` } : {}) }
    case 5:
      return m.pick === 5 ? { kind: 'claimTerritory', player, field, how: 'ability' } : m.pick === 15 ? { kind: 'removeCreature', creature, to: 'hand' } : { kind: 'resolveCombat', player, field }
    default: {
      if (due?.command) return due.command
      // The banner's attack form, filled in as the table would: its pre-filled player and Territory.
      if (due?.form?.kind === 'playCreature') return dueCreature(due.form.fields, m.scores, m.pick % 3 !== 0)
      // The banner sends to the table to turn the next cards.
      const waiting = wos.fields.find((f) => f.forms.length === 0)
      return waiting ? { kind: 'turnCombatForm', field: waiting.id, forms: m.forms, territory: `T${m.pick}` } : { kind: 'endCardTurn', player }
    }
  }
}

function play(players: number, variants: Record<string, boolean>, moves: Move[]) {
  const entries: LogEntry[] = []
  const fold: Fold = emptyFold()
  const lookup = (seq: number) => entries[seq - 1]
  const add = (e: LogEntry) => {
    entries.push(e)
    applyEntry(fold, e, lookup)
  }
  const second = variants.multipleTerritories ? { second: { forms: ['blade' as const], territory: 'Eastfold' } } : {}
  const start = wosStart(wosSetup(players, { variants, ...second }))
  add(entry(1, start, mustDecide(fold.state, start)))
  const seen: { move: Move; before: GameState; after: GameState; accepted: boolean; kind?: string }[] = []
  for (const move of moves) {
    const before = fold.state
    let accepted = false
    let kind: string | undefined
    if (move.tap !== 'act') {
      const result = move.tap === 'undo' ? decideUndo(fold) : decideRedo(fold)
      if (result.ok) {
        add(entry(entries.length + 1, result.value, []))
        accepted = true
      }
    } else {
      const due = dueNow(fold.state)
      // The banner's one big button is never refused.
      if (due?.command) expect(decide(fold.state, due.command).ok).toBe(true)
      // Its attack form's pre-filled fields are accepted (a summoned creature needs no card in hand).
      if (due?.form?.kind === 'playCreature') expect(decide(fold.state, dueCreature(due.form.fields, move.scores, false)).ok).toBe(true)
      const command = commandFor(fold.state, move)
      const result = decide(fold.state, command)
      if (result.ok) {
        add(entry(entries.length + 1, command, result.value))
        accepted = true
        kind = command.kind
      }
    }
    seen.push({ move, before, after: fold.state, accepted, ...(kind ? { kind } : {}) })
  }
  return seen
}

const tableArb = fc.constantFrom<[number, Record<string, boolean>]>([2, {}], [3, {}], [3, { extraPickUp: true }], [4, { teamGame: true }], [4, { multipleTerritories: true }], [5, { noFinishInSight: true }])

describe('War of Supremacy over random turns', () => {
  it(
    'hands never go below none, Territories are counted once, one defender a Territory, refusals change nothing, undo is exact, the banner is never refused',
    () => {
      fc.assert(
        fc.property(tableArb, fc.array(moveArb, { minLength: 20, maxLength: 150 }), ([players, variants], moves) => {
          const history: GameState[] = []
          for (const o of play(players, variants, moves)) {
            const wos = o.after.warOfSupremacy!
            for (const p of wos.players) expect(p.hand).toBeGreaterThanOrEqual(0)
            const won = wos.players.flatMap((p) => p.won.map((t) => t.ordinal)).sort((a, b) => a - b)
            expect(won).toEqual(Array.from({ length: wos.wonCount }, (_, i) => i + 1))
            for (const f of wos.fields) if (f.defenders.length > 0) expect(f.defender).toBeDefined()
            if (!o.accepted) expect(o.after).toBe(o.before)
            else if (o.move.tap === 'undo') expect(o.after).toEqual(history.pop())
            else history.push(o.before)
          }
        }),
        { numRuns: 60 },
      )
    },
    TIMEOUT,
  )

  it('the random turns reach every kind of step (the generator is not idle)', () => {
    const kinds = new Set<string>()
    fc.assert(
      fc.property(tableArb, fc.array(moveArb, { minLength: 100, maxLength: 200 }), ([players, variants], moves) => {
        for (const o of play(players, variants, moves)) {
          if (!o.kind || o.move.tap !== 'act') continue
          const claim = o.kind === 'claimTerritory' ? (o.after.warOfSupremacy!.turn.hasClaimed || o.after.warOfSupremacy!.outcome ? ':defence or ability' : ':ability') : ''
          kinds.add(o.kind + claim)
          if (o.after.warOfSupremacy!.outcome) kinds.add('game won')
        }
      }),
      { numRuns: 40, seed: 16 },
    )
    whenRunComplete(() =>
      expect([...kinds].sort()).toEqual([
        'changeCreature',
        'claimTerritory:ability',
        'claimTerritory:defence or ability',
        'countHand',
        'endCardTurn',
        'game won',
        'pickUpCards',
        'playCreature',
        'playSpell',
        'removeCreature',
        'resolveCombat',
        'turnCombatForm',
      ]),
    )
  })
})
