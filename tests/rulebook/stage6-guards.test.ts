import { describe, expect, it } from 'vitest'
import { decide, type Command, type GameEvent } from '@/domain'
import { guidedGame, playTo } from '../support/guided'

/**
 * Stage 6 (Build Forces and Weapons, Research and Development): the refusals, offers and events
 * that the mutation run on play/stage6.ts found untested (issue 10). Refusals are checked by code
 * and words; an accepted boundary stands beside each refused one.
 */

type Game = ReturnType<typeof guidedGame>
type Row = 'grain' | 'oil' | 'minerals' | 'nukes' | 'lstars'
const fix = (g: Game, row: Row, value: number) => g.do({ kind: 'correctSupply', power: 'usa', row, value, reason: 'test set-up' })
const refusal = (g: Game, command: Command) => {
  const r = g.refuse(command)
  return [r.code, r.message]
}
const lastEvents = (g: Game): GameEvent[] => g.entries.at(-1)!.events

/** USA alone plays Stage 6 of `cycle` (USSR bid no). */
function atStage6(cycle = 1) {
  const g = guidedGame(['usa', 'ussr'])
  playTo(g, { cycle, stage: 6, bidders: ['usa'] })
  return g
}

describe('Stage 6, Phase C: How to Build Armies and Navies', () => {
  it('the refusal names the forces asked for, one army or one navy in the singular, and the sets', () => {
    const g = atStage6()
    fix(g, 'oil', 0)
    const set = '(1 set: one grain, one oil and one mineral each)'
    expect(refusal(g, { kind: 'buildForces', power: 'usa', armies: 1, navies: 0 })).toEqual(['not-enough-supplies', `USA has 0 oil; 1 army need 1 ${set}.`])
    expect(refusal(g, { kind: 'buildForces', power: 'usa', armies: 0, navies: 1 })).toEqual(['not-enough-supplies', `USA has 0 oil; 1 navy need 1 ${set}.`])
  })

  it('nothing to build is refused', () => {
    const g = atStage6()
    expect(refusal(g, { kind: 'buildForces', power: 'usa', armies: 0, navies: 0 })).toEqual(['nothing-to-build', 'Enter how many armies and navies to build.'])
  })

  it('armies only: the navies are not touched (no event for them)', () => {
    const g = atStage6()
    g.do({ kind: 'buildForces', power: 'usa', armies: 2, navies: 0 })
    expect(lastEvents(g).filter((e) => e.type === 'forcesChanged')).toEqual([{ type: 'forcesChanged', power: 'usa', force: 'armies', from: 4, to: 6 }])
  })

  it('Siege: a besieged power says where the new forces go, and may not build them abroad; the offer builds them at home', () => {
    const g = atStage6()
    g.do({ kind: 'setSiege', power: 'usa', besieged: true })
    const cmd = { kind: 'buildForces', power: 'usa', armies: 1, navies: 0 } as const
    const home = { label: 'Build them at home', command: { ...cmd, placedAt: 'home' } }
    const where = g.refuse(cmd)
    expect([where.code, where.message, where.remedies]).toEqual([
      'where-built',
      'USA is under siege: say where the new forces go. Only home territories and the seas next to them may take them.',
      [home],
    ])
    const abroad = g.refuse({ ...cmd, placedAt: 'abroad' })
    expect([abroad.code, abroad.message, abroad.remedies]).toEqual([
      'besieged',
      'USA is under siege: it may not build new forces in its foreign territories or seas until a home port is freed.',
      [home],
    ])
  })
})

describe('Stage 6, Phase D: How to Build Nukes, How to Build L-stars', () => {
  it('only in Phase C of Stage 6, whole counts, and something to build', () => {
    const g = atStage6(2)
    g.do({ kind: 'passTurn', power: 'usa' })
    expect(g.state.play).toMatchObject({ stage: 6, phase: 'F' })
    expect(g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 1, lstars: 0 }).message).toMatch(/^Nukes and L-stars are built in Stage 6, Phase C; /)
    const h = atStage6(2)
    expect(h.refuse({ kind: 'buildWeapons', power: 'usa', nukes: -1, lstars: 0 }).message).toContain('nukes and L-stars')
    expect(refusal(h, { kind: 'buildWeapons', power: 'usa', nukes: 0, lstars: 0 })).toEqual(['nothing-to-build', 'Enter how many nukes and L-stars to build.'])
  })

  it('without the technology: refused, with research offered', () => {
    const g = atStage6(2)
    const r = g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 0, lstars: 1 })
    expect([r.code, r.message, r.remedies]).toEqual([
      'no-technology',
      'USA has not researched L-star technology; it cannot build L-stars yet.',
      [{ label: 'Research L-stars first ($200M per card turned)' }],
    ])
  })

  it('the row holds 12: building up to it is accepted, one more refused with the room offered; a full row offers nothing', () => {
    const g = atStage6(2)
    g.do({ kind: 'research', power: 'usa', weapon: 'lstars', cardsTurned: 1, found: true })
    fix(g, 'lstars', 10)
    expect(decide(g.state, { kind: 'buildWeapons', power: 'usa', nukes: 0, lstars: 2 }).ok).toBe(true)
    const over = g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 0, lstars: 3 })
    expect([over.code, over.message, over.remedies]).toEqual([
      'row-full',
      'USA stores 10 L-stars; the row holds 12, so there is room for 2, not 3.',
      [{ label: 'Build 2 L-stars instead', command: { kind: 'buildWeapons', power: 'usa', nukes: 0, lstars: 2 } }],
    ])
    fix(g, 'lstars', 12)
    expect(g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 0, lstars: 1 }).remedies).toEqual([])
  })

  it('the nuke card found this turn blocks nukes only: L-stars may still be built, and are offered alone', () => {
    const g = atStage6(2)
    g.do({ kind: 'research', power: 'usa', weapon: 'lstars', cardsTurned: 1, found: true })
    g.do({ kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 1, found: true })
    const both = g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 1, lstars: 1 })
    expect([both.code, both.message, both.remedies]).toEqual([
      'nuke-researched-this-turn',
      'USA found the nuke card this turn: "The player may not build any more nukes this turn."',
      [{ label: 'Build only 1 L-star', command: { kind: 'buildWeapons', power: 'usa', nukes: 0, lstars: 1 } }],
    ])
    expect(g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 1, lstars: 0 }).remedies).toEqual([])
    const cash = g.state.accounts.usa!
    g.do({ kind: 'buildWeapons', power: 'usa', nukes: 0, lstars: 1 })
    // One L-star: two minerals and $1 billion to the bank; the nuke row is not touched.
    expect(lastEvents(g).filter((e) => e.type === 'moneyTransferred')).toEqual([{ type: 'moneyTransferred', from: 'usa', to: 'bank', amount: 1000, reason: 'build' }])
    expect(lastEvents(g).flatMap((e) => (e.type === 'supplyChanged' ? [e.row] : []))).toEqual(['minerals', 'lstars'])
    expect(g.state.accounts.usa).toBe(cash - 1000)
  })

  it('short of minerals: the refusal names both kinds; one kind asked for offers what the minerals allow, both kinds or none affordable offer nothing', () => {
    const g = atStage6(2)
    g.do({ kind: 'research', power: 'usa', weapon: 'lstars', cardsTurned: 1, found: true })
    g.do({ kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 1, found: true })
    playTo(g, { cycle: 3, stage: 6, bidders: ['usa'] })
    fix(g, 'minerals', 2)
    const mixed = g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 2, lstars: 1 })
    expect([mixed.code, mixed.message, mixed.remedies]).toEqual(['not-enough-supplies', 'USA has 2 minerals; 2 nukes and 1 L-star need 4.', []])
    expect(g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 3, lstars: 0 }).remedies).toEqual([
      { label: 'Build 2 nukes instead', command: { kind: 'buildWeapons', power: 'usa', nukes: 2, lstars: 0 } },
    ])
    const both = g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 0, lstars: 2 })
    expect([both.code, both.message, both.remedies]).toEqual([
      'not-enough-supplies',
      'USA has 2 minerals; 2 L-stars need 4.',
      [{ label: 'Build 1 L-star instead', command: { kind: 'buildWeapons', power: 'usa', nukes: 0, lstars: 1 } }],
    ])
    fix(g, 'minerals', 1)
    expect(g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 0, lstars: 1 }).remedies).toEqual([])
  })
})

describe('Stage 6, Phase E: Research and Development', () => {
  it('not in the first cycle, the nuke or L-star card only, 1 to 65 cards, found yes or no', () => {
    expect(refusal(atStage6(), { kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 1, found: false })).toEqual([
      'first-cycle',
      'No one may research and develop strategic weapons on the first turn; this is Cycle 1. From Cycle 2 on it is allowed.',
    ])
    const g = atStage6(2)
    expect(refusal(g, { kind: 'research', power: 'usa', weapon: 'tanks', cardsTurned: 1, found: false } as unknown as Command)).toEqual([
      'unknown-weapon',
      'Research looks for the nuke card or the L-star card.',
    ])
    for (const cardsTurned of [0, 1.5, 66]) {
      expect(refusal(g, { kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned, found: false })).toEqual(['bad-number', 'Enter the cards turned over, 1 to 65 (the whole deck).'])
    }
    // The whole deck is a count (USA cannot pay $13,000M for it: a shortfall, not a bad number).
    expect(g.refuse({ kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 65, found: false }).code).toBe('insufficient-funds')
    expect(refusal(g, { kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 1, found: 'yes' } as unknown as Command)).toEqual([
      'bad-research',
      'Say whether the card looked for was found.',
    ])
  })

  it('a technology already held is not researched again: build directly (offered)', () => {
    const g = atStage6(2)
    g.do({ kind: 'research', power: 'usa', weapon: 'lstars', cardsTurned: 1, found: true })
    g.do({ kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 1, found: true })
    for (const [weapon, tech, many, one, nukes, lstars] of [
      ['nukes', 'nuclear technology', 'nukes', 'nuke', 1, 0],
      ['lstars', 'L-star technology', 'L-stars', 'L-star', 0, 1],
    ] as const) {
      const r = g.refuse({ kind: 'research', power: 'usa', weapon, cardsTurned: 1, found: true })
      expect([r.code, r.message, r.remedies]).toEqual([
        'already-researched',
        `USA already has ${tech}; build ${many} directly.`,
        [{ label: `Build 1 ${one}`, command: { kind: 'buildWeapons', power: 'usa', nukes, lstars } }],
      ])
    }
  })

  it('the L-star card builds no nuke and does not block nukes this turn', () => {
    const g = atStage6(2)
    g.do({ kind: 'research', power: 'usa', weapon: 'lstars', cardsTurned: 1, found: true })
    expect(g.state.powers.usa?.supplies.nukes).toBe(0)
    expect(g.state.play?.nukeResearchedThisTurn).toEqual([])
  })

  it('a full nuke row (12) takes no first nuke: the card gives the technology, no mineral or $500M is spent', () => {
    const g = atStage6(2)
    fix(g, 'nukes', 12)
    const [cash, minerals] = [g.state.accounts.usa!, g.state.powers.usa!.supplies.minerals]
    g.do({ kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 1, found: true })
    expect(g.state.powers.usa?.supplies).toMatchObject({ nukes: 12, minerals })
    expect(g.state.accounts.usa).toBe(cash - 200)
  })

  // NUKE_CARD_SHORT_READING (issue 26): "If he finds a nuke card, he has successfully completed his research and
  // development for nukes"; the card turned is paid, and a power without the mineral builds no first nuke.
  it('the first nuke short of its mineral after one card: the card is paid, the technology gained, no nuke built', () => {
    const g = atStage6(2)
    fix(g, 'minerals', 0)
    const cash = g.state.accounts.usa!
    g.do({ kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 1, found: true })
    expect(g.state.accounts.usa).toBe(cash - 200)
    expect(g.state.powers.usa?.supplies).toMatchObject({ nukes: 0, minerals: 0 })
    expect(g.state.play?.nukeResearchedThisTurn).toEqual(['usa'])
  })
})
