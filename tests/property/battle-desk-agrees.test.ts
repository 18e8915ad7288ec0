import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decide, type FightBattle, type ForceCount, type GameEvent, type GameState } from '@/domain'
import { lossesIn } from '@/presentation/battle-ui'
import { deskDice, drownedLine, lossPicks, type DeskBattle, type LossPick } from '@/presentation/battle-desk-ui'
import { apply, startedState } from '../support/games'

/**
 * The battle desk shows the dice, the losses each side may choose and the drowned armies; the
 * rules core decides the battle. Both read battle/plan.ts; this sweep checks the outcome, not the
 * plan: for small battles of every kind, what the desk shows is what fightBattle accepts and does.
 */

const forces = (armies: number, navies: number) => fc.record({ armies: fc.integer({ min: 0, max: armies }), navies: fc.integer({ min: 0, max: navies }) })
const someForces = forces(5, 2).filter((f) => f.armies + f.navies > 0)
const face = fc.integer({ min: 1, max: 6 })

const smallBattle = fc.record({
  attacking: someForces,
  defending: someForces,
  defender: fc.constantFrom('ussr' as const, 'militia' as const),
  assault: fc.constantFrom(undefined, 'amphibious' as const, 'airborne' as const),
  convoyed: fc.integer({ min: 0, max: 5 }),
  resists: fc.boolean(),
  usaLstars: fc.integer({ min: 0, max: 2 }),
  ussrLstars: fc.integer({ min: 0, max: 2 }),
  ussrGrain: fc.constantFrom(0, 3),
  attackerFaces: fc.array(face, { minLength: 4, maxLength: 4 }),
  defenderFaces: fc.array(face, { minLength: 4, maxLength: 4 }),
  choice: fc.nat(6),
})

type Small = typeof smallBattle extends fc.Arbitrary<infer T> ? T : never

function setUp(s: Small): { state: GameState; desk: DeskBattle } {
  let state = startedState(['usa', 'ussr'])
  const correct = (power: 'usa' | 'ussr', row: 'grain' | 'lstars', value: number) => {
    if (state.powers[power]!.supplies[row] !== value) state = apply(state, { kind: 'correctSupply', power, row, value, reason: 'test' })
  }
  const muster = (power: 'usa' | 'ussr', f: ForceCount) => {
    const p = state.powers[power]!
    if (p.forces.armies !== f.armies + 1 || p.forces.navies !== f.navies) state = apply(state, { kind: 'correctForces', power, armies: f.armies + 1, navies: f.navies, reason: 'test' })
  }
  muster('usa', s.attacking)
  muster('ussr', s.defending)
  correct('usa', 'lstars', s.usaLstars)
  correct('ussr', 'lstars', s.ussrLstars)
  correct('ussr', 'grain', s.ussrGrain)
  const desk: DeskBattle = {
    attacker: 'usa',
    defender: s.defender,
    attacking: s.attacking,
    defending: s.defender === 'militia' ? { armies: 0, navies: 0 } : s.defending,
    ...(s.assault ? { assault: s.assault } : {}),
    convoyedArmies: Math.min(s.convoyed, s.attacking.armies),
    defenderResists: s.defender !== 'militia' && s.resists,
    // The desk reads the game's reading as use-battle.ts passes it.
    ...(state.settings.amphibiousArmies ? { amphibiousArmies: state.settings.amphibiousArmies } : {}),
  }
  return { state, desk }
}

/** The command the desk sends (as use-battle.ts builds it). */
function command(b: DeskBattle, attackerDice: number[], defenderDice: number[], losses: Partial<Record<LossPick['side'], ForceCount>> = {}): FightBattle {
  return {
    kind: 'fightBattle',
    attacker: b.attacker,
    defender: b.defender,
    target: 'Kazakh',
    attacking: { ...b.attacking },
    defending: { ...b.defending },
    ...(b.assault ? { assault: b.assault } : {}),
    ...(b.convoyedArmies > 0 ? { convoyedArmies: b.convoyedArmies } : {}),
    ...(b.defenderResists ? { defenderResists: true } : {}),
    attackerDice,
    defenderDice,
    ...(losses.defender ? { defenderLosses: losses.defender } : {}),
    ...(losses.attacker ? { attackerLosses: losses.attacker } : {}),
  }
}

function events(state: GameState, cmd: FightBattle): GameEvent[] {
  const result = decide(state, cmd)
  if (!result.ok) throw new Error(`refused: ${result.refusal.message}`)
  return result.value
}

const code = (state: GameState, cmd: FightBattle) => {
  const result = decide(state, cmd)
  return result.ok ? 'ok' : result.refusal.code
}

/** The attacker's losses as the desk shows them: the pick, plus the armies its drowned line says go down. */
function shownAttackerLoss(b: DeskBattle, lost: ForceCount): ForceCount {
  const line = drownedLine(b, lost)
  if (!line) return lost
  const all = /loses (\d+) arm(?:y|ies) and (\d+) nav(?:y|ies) in all/.exec(line)
  return { armies: Number(all![1]), navies: Number(all![2]) }
}

describe('the battle desk and fightBattle agree', () => {
  it('on the dice, the loss caps, the loss choice, the drowned armies and the expected losses', () => {
    fc.assert(
      fc.property(smallBattle, (s) => {
        const { state, desk } = setUp(s)
        const shown = deskDice(state, desk)
        const attackerDice = s.attackerFaces.slice(0, shown.attacker)
        const defenderDice = s.defenderFaces.slice(0, shown.defender)
        const cmd = command(desk, attackerDice, defenderDice)

        // The dice: the desk's count is accepted, one more or one fewer is the wrong count.
        const fought = events(state, cmd)
        expect(code(state, { ...cmd, attackerDice: [...attackerDice, 1] })).toBe('dice-count')
        expect(code(state, { ...cmd, defenderDice: [...defenderDice, 1] })).toBe('dice-count')
        if (shown.attacker > 0) expect(code(state, { ...cmd, attackerDice: attackerDice.slice(1) })).toBe('dice-count')
        expect(code(state, { ...cmd, defenderDice: defenderDice.slice(1) })).toBe('dice-count')

        // The loss caps: each side loses what the desk's pick says (or nothing without a pick), drowned armies included.
        const picks = lossPicks(desk, attackerDice, defenderDice)
        const pick = (side: LossPick['side']) => picks.find((p) => p.side === side)
        const none = { armies: 0, navies: 0 }
        expect(lossesIn(fought, 'ussr')).toEqual(desk.defender === 'militia' ? none : (pick('defender')?.fallback ?? none))
        expect(lossesIn(fought, 'usa')).toEqual(shownAttackerLoss(desk, pick('attacker')?.fallback ?? none))

        // The loss choice: every split the desk offers is accepted and done; one army more or fewer is refused.
        for (const p of picks) {
          const armies = p.isChoosable ? p.min + (s.choice % (p.max - p.min + 1)) : p.fallback.armies
          const chosen = { armies, navies: p.count - armies }
          const done = events(state, command(desk, attackerDice, defenderDice, { [p.side]: chosen }))
          const loser = lossesIn(done, p.loser)
          expect(loser).toEqual(p.side === 'attacker' ? shownAttackerLoss(desk, chosen) : chosen)
          for (const other of [p.min - 1, p.max + 1]) {
            if (other < 0 || other > p.count || (p.isChoosable && other >= p.min && other <= p.max)) continue
            expect(code(state, command(desk, attackerDice, defenderDice, { [p.side]: { armies: other, navies: p.count - other } }))).toBe('bad-losses')
          }
          if (p.note) expect(code(state, command(desk, attackerDice, defenderDice, { [p.side]: { armies: p.min, navies: p.count - p.min } }))).toBe('bad-losses')
        }

        // The odds: the expected losses the desk shows are the ones the war record's luck is measured by.
        const after = apply(state, cmd)
        expect(after.war?.record.usa?.expectedUnitsDestroyed).toBe(shown.odds.expectedDefenderLosses)
        if (desk.defender !== 'militia') expect(after.war?.record.ussr?.expectedUnitsDestroyed).toBe(shown.odds.expectedAttackerLosses)
      }),
      { numRuns: 300 },
    )
  })
})
