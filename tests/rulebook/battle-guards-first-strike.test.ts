/**
 * Guards of the First Strike and the retaliation (battle/first-strike.ts): refusals asserted whole
 * on real decisions with the state unchanged (refusedBy), and the pending marker's events.
 * Rules: Stage 4, Defensive Tactics, "First Strike" ("immediately after the attacker has
 * identified where he intends to attack"; "if the defender has not chosen to play the attack
 * stage, then he may not launch a first strike").
 */
import { describe, expect, it } from 'vitest'
import { decide, type Command, type GameState, type NuclearStrike, type PowerId } from '@/domain'
import { guidedGame, playTo } from '../support/guided'
import { apply, refusedBy, startedState } from '../support/games'

const strike = (over: Partial<NuclearStrike> = {}): NuclearStrike => ({
  kind: 'nuclearStrike',
  attacker: 'ussr',
  defender: 'usa',
  targets: [{ zone: 'Alaska', isSea: false }],
  defenderLstarDice: [],
  ...over,
})
const first = (over: Partial<NuclearStrike> = {}) => strike({ firstStrike: true, ...over })
const retaliation = (over: Partial<NuclearStrike> = {}) => strike({ attacker: 'usa', defender: 'ussr', targets: [{ zone: 'Kola', isSea: false }], retaliation: true, ...over })

/** Cycle 2, Stage 4 Phase C, the USA's turn, `bidders` on the alert, 3 nukes each. */
function stage4(bidders: PowerId[]): GameState {
  const g = guidedGame(['usa', 'ussr', 'europe'])
  playTo(g, { cycle: 2, stage: 4, bidders })
  for (const id of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'correctSupply', power: id, row: 'nukes', value: 3, reason: 'test' })
  return g.state
}
const withPlay = (s: GameState, patch: Partial<NonNullable<GameState['play']>>): GameState => ({ ...s, play: { ...s.play!, ...patch } })
const events = (s: GameState, cmd: Command) => {
  const r = decide(s, cmd)
  if (!r.ok) throw new Error(r.refusal.message)
  return r.value
}

describe('First Strike: when it may be fired', () => {
  const all = stage4(['usa', 'ussr', 'europe'])
  it('not in the first cycle ("no one may attack"), nor outside Stage 4 Phase C', () => {
    expect(refusedBy(withPlay(all, { cycle: 1 }), first())).toEqual({
      code: 'first-cycle',
      message: 'On the first turn, no one may attack, so there is no first strike either.',
      remedies: [],
      rule: 'Stage 4, Tactics, "First Strike"',
    })
    expect(refusedBy(withPlay(all, { stage: 5 }), first())).toEqual({
      code: 'wrong-stage',
      message: 'A first strike answers a Stage 4 attack; the game is at Stage 5 (Move Forces), Phase C.',
      remedies: [],
      rule: 'Stage 4, Tactics, "First Strike"',
    })
    expect(refusedBy(withPlay(all, { step: 'bid' }), first()).code).toBe('wrong-stage')
  })
  it('only at the power whose turn it is ("no one" when the turn is over), and not after its attack is fought', () => {
    expect(refusedBy(withPlay(all, { turn: 9 }), first())).toEqual({
      code: 'not-the-attacker',
      message: 'A first strike is fired at the power whose turn it is to attack (no one), not at USA.',
      remedies: [],
      rule: 'Stage 4, Tactics, "First Strike"',
    })
    expect(refusedBy(withPlay(all, { attackMade: 'usa' }), first())).toEqual({
      code: 'not-the-attacker',
      message: 'USA has made its attack this turn: a first strike answers the attack being declared now, not one already fought.',
      remedies: [],
      rule: 'Stage 4, Tactics, "First Strike"',
    })
  })
  it('at an unoccupied zone it is refused: it is fired at the attacking power', () => {
    expect(refusedBy(all, first({ defender: 'unoccupied', targets: [{ zone: 'Greenland', isSea: false }] }))).toEqual({
      code: 'first-strike-target',
      message: 'A first strike is fired at the attacking power: choose it as the power struck.',
      remedies: [],
      rule: 'Stage 4, Tactics, "First Strike"',
    })
  })
  it('only by a power on the alert, with the remedy', () => {
    expect(refusedBy(stage4(['usa']), first())).toEqual({
      code: 'not-on-alert',
      message: 'USSR did not bid for Stage 4, so it may not launch a first strike: "his forces were not on the alert".',
      remedies: [
        {
          label: 'Resist, withdraw or surrender instead',
        },
      ],
      rule: 'Stage 4, Tactics, "First Strike"',
    })
  })
  it('a counterattacker may be first-struck out of turn; a power on the alert fires it', () => {
    const counter = withPlay(all, { counterattacks: ['ussr'] })
    expect(decide(counter, first({ attacker: 'europe', defender: 'ussr', targets: [{ zone: 'Kola', isSea: false }] })).ok).toBe(true)
  })
  it('a second first strike by the same power at the same attacker sets no new marker', () => {
    const after = apply(all, first())
    expect(after.play?.firstStrike).toEqual({ by: 'ussr', against: 'usa' })
    expect(events(after, first({ targets: [{ zone: 'Hawaii', isSea: false }] })).filter((e) => e.type === 'slicePatched' && e.slice === 'play')).toEqual([])
  })
})

describe('Retaliation: the attacker answers the first strike fired at it', () => {
  const all = stage4(['usa', 'ussr', 'europe'])
  it('at an unoccupied zone, with no first strike fired, or by a power whose turn it is not, it is refused', () => {
    expect(refusedBy(all, retaliation({ defender: 'unoccupied', targets: [{ zone: 'Greenland', isSea: false }] }))).toEqual({
      code: 'no-first-strike',
      message: 'A retaliation answers a first strike: choose the power that fired first.',
      remedies: [],
      rule: 'Stage 4, Tactics, "First Strike"',
    })
    expect(refusedBy(all, retaliation())).toEqual({
      code: 'no-first-strike',
      message: 'USSR has not fired a first strike at USA this turn: fire an ordinary strike instead.',
      remedies: [],
      rule: 'Stage 4, Tactics, "First Strike"',
    })
    const struck = apply(all, first())
    expect(refusedBy(struck, retaliation({ defender: 'europe', targets: [{ zone: 'Iberia', isSea: false }] })).message).toBe('Europe has not fired a first strike at USA this turn: fire an ordinary strike instead.')
    expect(refusedBy(struck, retaliation({ attacker: 'europe', targets: [{ zone: 'Kola', isSea: false }] })).code).toBe('not-your-turn')
  })
  it('a bookkeeping game (no order of play) allows it at any time', () => {
    const s = apply(startedState(['usa', 'ussr']), { kind: 'correctSupply', power: 'usa', row: 'nukes', value: 1, reason: 'test' })
    expect(decide(s, retaliation()).ok).toBe(true)
  })
  it('the marker stays while the attacker fights another power, and clears when it fights the first striker', () => {
    const struck = apply(all, first())
    const battle = (defender: PowerId, target: string): Command => ({ kind: 'fightBattle', attacker: 'usa', defender, target, attacking: { armies: 3, navies: 0 }, defending: { armies: 2, navies: 0 }, attackerDice: [5, 3], defenderDice: [2, 2] })
    expect(apply(struck, battle('europe', 'Iberia')).play?.firstStrike).toEqual({ by: 'ussr', against: 'usa' })
    expect(apply(struck, battle('ussr', 'Kazakh')).play?.firstStrike).toBeUndefined()
  })
})
