/**
 * Issue 26, basic game: a surrender answers an attack, so it is checked as one (Defensive Tactics,
 * Surrender; Stage 4, Phase C: "After the counterattacks have been resolved, player two gets to
 * make an attack"); and a power out of the game borrows nothing (Spoils of War, The Destruction:
 * "He is no longer in the game"). Older entries keep their edition's reading.
 */
import { describe, expect, it } from 'vitest'
import { CURRENT_RULES_EDITION, type Command, type FightBattle, type SurrenderZone } from '@/domain'
import { decideUnder } from '@/domain/editions'
import { guidedGame, playTo } from '../support/guided'

const surrender = (over: Partial<SurrenderZone> = {}): SurrenderZone => ({
  kind: 'surrenderZone', defender: 'ussr', attacker: 'usa', zone: 'India', armies: 1, navies: 0, companyIds: [], ...over,
})
const attack = (over: Partial<FightBattle> = {}): FightBattle => ({
  kind: 'fightBattle', attacker: 'usa', defender: 'ussr', target: 'Kazakh',
  attacking: { armies: 3, navies: 0 }, defending: { armies: 2, navies: 0 }, attackerDice: [5, 3], defenderDice: [2, 2], ...over,
})

/** Cycle 2, Stage 4, Phase C: USA's turn, then USSR's, then Europe's. */
function stage4() {
  const g = guidedGame(['usa', 'ussr', 'europe'])
  playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr', 'europe'] })
  return g
}

describe('Rulebook: a surrender is an answer to an attack, checked as one', () => {
  it('a surrender to a power whose turn it is not is refused, and changes nothing', () => {
    const g = stage4()
    expect(g.refuse(surrender({ defender: 'usa', attacker: 'europe', zone: 'Mexico' })).code).toBe('not-your-turn')
  })

  it('after the turn’s attack, a surrender to the same attacker is a second attack: refused while the counterattack is due', () => {
    const g = stage4()
    g.do(attack())
    expect(g.state.play).toMatchObject({ attackMade: 'usa', counterattacks: ['ussr'] })
    const r = g.refuse(surrender({ defender: 'europe', zone: 'Libya' }))
    expect(r.code).toBe('attack-made')
    expect(r.message).toContain('USSR may counterattack first')
  })

  it('a power that was attacked may receive a surrender as its counterattack', () => {
    const g = stage4()
    g.do(attack())
    const armies = g.state.powers.ussr!.forces.armies
    g.do(surrender({ defender: 'usa', attacker: 'ussr', zone: 'Mexico' }))
    expect(g.state.powers.ussr!.forces.armies).toBe(armies + 1)
    expect(g.state.play!.counterattacks).toEqual([])
  })

  it('on the attacker’s own turn, before its attack, the surrender is its attack', () => {
    const g = stage4()
    g.do(surrender())
    expect(g.state.play).toMatchObject({ attackMade: 'usa' })
  })

  it('an entry of edition 3 that surrendered out of turn is checked as edition 3 decided it', () => {
    const g = stage4()
    const outOfTurn = surrender({ defender: 'usa', attacker: 'europe', zone: 'Mexico' })
    expect(decideUnder(3, g.state, outOfTurn, [])?.ok).toBe(true)
    expect(decideUnder(CURRENT_RULES_EDITION, g.state, outOfTurn, [])?.ok).toBe(false)
  })
})

describe('Rulebook: a power out of the game borrows nothing ("He is no longer in the game")', () => {
  const loan: Command = { kind: 'takeLoan', power: 'ussr', amount: 1000 }
  const out = () => {
    const g = stage4()
    return { ...g.state, war: { ...g.state.war!, eliminated: ['ussr' as const] } }
  }

  it('the bank refuses a loan to an eliminated power, in plain words', () => {
    const r = decideUnder(CURRENT_RULES_EDITION, out(), loan, [])
    expect(r).toMatchObject({ ok: false, refusal: { code: 'out-of-game', message: 'USSR is out of the game: the bank lends only to powers still playing.' } })
  })

  it('a power still playing borrows as before; older editions lent to the eliminated too', () => {
    expect(decideUnder(CURRENT_RULES_EDITION, stage4().state, loan, [])?.ok).toBe(true)
    for (const edition of [1, 2, 3]) expect(decideUnder(edition, out(), loan, [])?.ok).toBe(true)
  })
})

describe('older entries: a withdrawal of edition 3 used up the attack', () => {
  it('is checked as edition 3 decided it', () => {
    const g = stage4()
    const withdraw: Command = { kind: 'withdrawFromZone', defender: 'ussr', attacker: 'usa', zone: 'Kazakh', defenderMove: { marchArmyTerritories: 1, airliftArmies: 0, convoySeas: 0, navySeas: 0 } }
    const old = decideUnder(3, g.state, withdraw, [])
    expect(old?.ok && old.value.some((e) => e.type === 'slicePatched' && e.slice === 'play')).toBe(true)
    const today = decideUnder(CURRENT_RULES_EDITION, g.state, withdraw, [])
    expect(today?.ok && today.value.some((e) => e.type === 'slicePatched' && e.slice === 'play')).toBe(false)
  })
})
