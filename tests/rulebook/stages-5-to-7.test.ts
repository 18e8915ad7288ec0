import { describe, expect, it } from 'vitest'
import { currentTurn, decide, forcesCost, moveCost, totalMoney, weaponsCost, type CompanyInput, type GameState } from '@/domain'
import { apply, refusedBy, startedState } from '../support/games'
import { guidedGame, playTo } from '../support/guided'

const move = { marchArmyTerritories: 0, airliftArmies: 0, convoySeas: 0, navySeas: 0 }
const fix = (power: 'usa' | 'ussr' | 'europe', row: 'grain' | 'oil' | 'minerals' | 'nukes' | 'lstars', value: number) =>
  ({ kind: 'correctSupply', power, row, value, reason: 'test set-up' }) as const
const INDIA: CompanyInput = { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 3, origin: 'independent' }

describe('Stages 5 to 7: the printed numbers, through the cost calculators', () => {
  it('Stage 6, Phase C example: four armies and two navies are two sets and $600 million', () => {
    expect(forcesCost(4, 2)).toEqual({ sets: 2, money: 600 })
    expect(forcesCost(3, 0)).toEqual({ sets: 1, money: 300 })
    expect(forcesCost(1, 3)).toEqual({ sets: 2, money: 400 })
  })

  it('Stage 5, Table of Standard Moving Costs: the calculator adds grain and oil', () => {
    expect(moveCost({ marchArmyTerritories: 3, airliftArmies: 2, convoySeas: 2, navySeas: 1 })).toEqual({ grain: 3, oil: 7 })
  })

  it('Stage 6, Phase D: 1 nuke and 2 L-stars are 5 minerals and $2,500M', () => {
    expect(weaponsCost(1, 2)).toEqual({ minerals: 5, money: 2500 })
  })
})

describe('Stage 5, Phase C: Move Army and Navy Units', () => {
  function atStage5() {
    const g = guidedGame()
    playTo(g, { stage: 5, bidders: ['usa', 'ussr'] })
    return g
  }

  it('March: one grain per territory each army passes through or enters; then the next power moves', () => {
    const g = atStage5()
    expect(currentTurn(g.state.play!)).toBe('usa')
    g.do({ kind: 'payMoveCost', power: 'usa', ...move, marchArmyTerritories: 3 })
    expect(g.state.powers.usa?.supplies.grain).toBe(8 - 3)
    expect(currentTurn(g.state.play!)).toBe('ussr')
  })

  it('Airlift: two oil units per army', () => {
    const g = atStage5()
    g.do({ kind: 'payMoveCost', power: 'usa', ...move, airliftArmies: 3 })
    expect(g.state.powers.usa?.supplies.oil).toBe(8 - 6)
  })

  it('Convoy: one oil unit per sea for a navy carrying up to four armies; navies one oil per sea', () => {
    const g = atStage5()
    g.do({ kind: 'payMoveCost', power: 'usa', ...move, convoySeas: 2 })
    expect(g.state.powers.usa?.supplies.oil).toBe(8 - 2)
    g.do({ kind: 'payMoveCost', power: 'ussr', ...move, navySeas: 3 })
    expect(g.state.powers.ussr?.supplies.oil).toBe(8 - 3)
  })

  it('a move the supply center cannot pay is refused with the numbers ("USA has 2 oil; this move needs 5.")', () => {
    const g = atStage5()
    g.do(fix('usa', 'oil', 2))
    const refusal = g.refuse({ kind: 'payMoveCost', power: 'usa', ...move, airliftArmies: 2, convoySeas: 1 })
    expect(refusal.message).toBe('USA has 2 oil; this move needs 5.')
    expect(refusal.rule).toContain('Stage 5')
    expect(refusal.remedies.map((r) => r.command)).toContainEqual({ kind: 'passTurn', power: 'usa' })
  })

  it('Rotating Moves: only the power whose turn it is moves; out of stage the refusal names the stage', () => {
    const g = atStage5()
    expect(g.refuse({ kind: 'payMoveCost', power: 'ussr', ...move, navySeas: 1 }).message).toBe("It is USA's turn, not USSR's (player sequence).")
    const early = guidedGame()
    playTo(early, { stage: 3, bidders: ['usa'] })
    expect(early.refuse({ kind: 'payMoveCost', power: 'usa', ...move, navySeas: 1 }).message).toBe(
      'Moves are paid for in Stage 5, Phase C; the game is at Stage 3 (Sell Resources), Phase C.',
    )
  })

  it('a game kept as bookkeeping only pays for moves at any time', () => {
    const state = apply(startedState(), { kind: 'payMoveCost', power: 'europe', ...move, marchArmyTerritories: 2, navySeas: 1 })
    expect(state.powers.europe?.supplies).toMatchObject({ grain: 1, oil: 2 })
  })
})

describe('Stage 4, Phase C: the standard moving costs of a battle', () => {
  function atStage4() {
    const g = guidedGame()
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr'] })
    return g
  }

  it('Occupying a Captured Territory: "He must pay the standard moving costs" — the attacker pays, and it stays his turn', () => {
    const g = atStage4()
    expect(currentTurn(g.state.play!)).toBe('usa')
    const grain = g.state.powers.usa!.supplies.grain
    g.do({ kind: 'payMoveCost', power: 'usa', ...move, marchArmyTerritories: 2 })
    expect(g.state.powers.usa?.supplies.grain).toBe(grain - 2)
    expect(currentTurn(g.state.play!)).toBe('usa')
    expect(g.state.play?.stage).toBe(4)
  })

  it('Amphibious and Airborne Assault: "He must pay the standard moving costs" (convoy 1 oil a sea, airlift 2 oil an army)', () => {
    const g = atStage4()
    const oil = g.state.powers.usa!.supplies.oil
    g.do({ kind: 'payMoveCost', power: 'usa', ...move, convoySeas: 1, airliftArmies: 2 })
    expect(g.state.powers.usa?.supplies.oil).toBe(oil - 5)
  })

  it('Step E: "The defender moves his reinforcements before the attacker. They must pay the standard moving costs" — the defender pays out of turn', () => {
    const g = atStage4()
    const grain = g.state.powers.ussr!.supplies.grain
    g.do({ kind: 'payMoveCost', power: 'ussr', ...move, marchArmyTerritories: 1 })
    expect(g.state.powers.ussr?.supplies.grain).toBe(grain - 1)
    expect(currentTurn(g.state.play!)).toBe('usa')
  })

  it('a Stage 4 move the supplies cannot pay is refused with the numbers and no pass remedy; a power out of the game is refused', () => {
    const g = atStage4()
    g.do(fix('usa', 'oil', 1))
    const short = g.refuse({ kind: 'payMoveCost', power: 'usa', ...move, airliftArmies: 1 })
    expect(short.message).toBe('USA has 1 oil; this move needs 2.')
    expect(short.rule).toContain('Stage 4')
    expect(short.remedies.map((r) => r.command).filter(Boolean)).toEqual([])
    const out = { ...g.state, war: { ...g.state.war!, eliminated: ['europe' as const] } }
    const refused = decide(out, { kind: 'payMoveCost', power: 'europe', ...move, navySeas: 1 })
    expect(!refused.ok && refused.refusal.code).toBe('out-of-game')
  })
})

describe('Stage 6: Build Forces and Weapons', () => {
  it('Phase C example: four armies and two navies delete two grain, two oil and two minerals and pay $600 million', () => {
    const g = guidedGame()
    playTo(g, { stage: 6, bidders: ['usa'] })
    const cash = g.state.accounts.usa!
    g.do({ kind: 'buildForces', power: 'usa', armies: 4, navies: 2 })
    expect(g.state.powers.usa).toMatchObject({ supplies: { grain: 6, oil: 6, minerals: 6 }, forces: { armies: 4 + 4, navies: 2 } })
    expect(g.state.accounts.usa).toBe(cash - 600)
    // "He may build any number of forces, on each turn": still USA's turn until it ends it.
    g.do({ kind: 'buildForces', power: 'usa', armies: 1, navies: 0 })
    expect(currentTurn(g.state.play!)).toBe('usa')
    expect(totalMoney(g.state)).toBe(0)
  })

  it('Phase C: a build the supplies cannot cover is refused with the sets it needs', () => {
    const g = guidedGame()
    playTo(g, { stage: 6, bidders: ['usa'] })
    g.do(fix('usa', 'oil', 1))
    expect(g.refuse({ kind: 'buildForces', power: 'usa', armies: 4, navies: 2 }).message).toBe(
      'USA has 1 oil; 4 armies and 2 navies need 2 (2 sets: one grain, one oil and one mineral each).',
    )
  })

  it('Phase D: "No one may build nukes or L-stars on his/her first turn"; Phase E: nor research', () => {
    const g = guidedGame()
    playTo(g, { stage: 6, bidders: ['usa'] })
    const build = g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 1, lstars: 0 })
    expect(build.code).toBe('first-cycle')
    expect(build.rule).toContain('Stage 6, Phase D')
    const research = g.refuse({ kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 1, found: false })
    expect(research.code).toBe('first-cycle')
    expect(research.rule).toContain('Stage 6, Phase E')
  })

  it('Phase D: no strategic weapons before research', () => {
    const g = guidedGame()
    playTo(g, { cycle: 2, stage: 6, bidders: ['usa'] })
    expect(g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 1, lstars: 0 }).message).toBe('USA has not researched nuclear technology; it cannot build nukes yet.')
  })

  it('Phase E: $200M per card turned; the nuke card builds the first nuke for 1 mineral + $500M and ends nuke building this turn', () => {
    const g = guidedGame()
    playTo(g, { cycle: 2, stage: 6, bidders: ['usa'] })
    const cash = g.state.accounts.usa!
    g.do({ kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 2, found: false })
    expect(g.state.accounts.usa).toBe(cash - 2 * 200)
    g.do({ kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 3, found: true })
    expect(g.state.accounts.usa).toBe(cash - 2 * 200 - 3 * 200 - 500)
    expect(g.state.powers.usa?.supplies).toMatchObject({ minerals: 11, nukes: 1 })
    expect(g.state.play?.tech.usa).toEqual(['nukes'])
    expect(g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 1, lstars: 0 }).code).toBe('nuke-researched-this-turn')
    // The rulebook's "turn" is the cycle: ending the rotation turn does not lift the block.
    g.do({ kind: 'endTurn', power: 'usa' })
    expect(g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 1, lstars: 0 }).code).toBe('nuke-researched-this-turn')
    // Phase D: "The cost to build one nuke is one mineral unit and $500 million", next cycle.
    playTo(g, { cycle: 3, stage: 6, bidders: ['usa'] })
    g.do(fix('usa', 'minerals', 11))
    const before = g.state.accounts.usa!
    g.do({ kind: 'buildWeapons', power: 'usa', nukes: 2, lstars: 0 })
    expect(g.state.powers.usa?.supplies).toMatchObject({ minerals: 9, nukes: 3 })
    expect(g.state.accounts.usa).toBe(before - 1000)
    g.do(fix('usa', 'minerals', 0))
    expect(g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 1, lstars: 0 }).message).toBe('USA has 0 minerals; 1 nuke needs 1.')
  })

  it('Phase E: the L-star card gives the technology only; an L-star is two minerals and $1 billion', () => {
    const g = guidedGame()
    playTo(g, { cycle: 2, stage: 6, bidders: ['usa'] })
    const cash = g.state.accounts.usa!
    g.do({ kind: 'research', power: 'usa', weapon: 'lstars', cardsTurned: 4, found: true })
    expect(g.state.accounts.usa).toBe(cash - 800)
    expect(g.state.powers.usa?.supplies.lstars).toBe(0)
    g.do({ kind: 'buildWeapons', power: 'usa', nukes: 0, lstars: 1 })
    expect(g.state.powers.usa?.supplies).toMatchObject({ minerals: 10, lstars: 1 })
    expect(g.state.accounts.usa).toBe(cash - 800 - 1000)
  })

  it('Phase D: "Europe has 1 mineral; 2 L-stars need 4."', () => {
    const g = guidedGame()
    playTo(g, { cycle: 2, stage: 6, bidders: ['europe'] })
    g.do({ kind: 'research', power: 'europe', weapon: 'lstars', cardsTurned: 1, found: true })
    g.do(fix('europe', 'minerals', 1))
    const refusal = g.refuse({ kind: 'buildWeapons', power: 'europe', nukes: 0, lstars: 2 })
    expect(refusal.message).toBe('Europe has 1 mineral; 2 L-stars need 4.')
    expect(refusal.rule).toContain('Stage 6, Phase D')
    g.do(fix('europe', 'minerals', 5))
    expect(g.refuse({ kind: 'buildWeapons', power: 'europe', nukes: 0, lstars: 3 }).remedies[0]?.command).toEqual({ kind: 'buildWeapons', power: 'europe', nukes: 0, lstars: 2 })
  })

  it('Phase D: "The maximum number of nukes a player may store in his supply center is 12"', () => {
    const g = guidedGame()
    playTo(g, { cycle: 2, stage: 6, bidders: ['usa'] })
    g.do({ kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 1, found: true })
    g.do({ kind: 'endTurn', power: 'usa' })
    g.do(fix('usa', 'nukes', 11))
    const refusal = g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 2, lstars: 0 })
    expect(refusal.code).toBe('row-full')
    expect(refusal.remedies[0]?.command).toEqual({ kind: 'buildWeapons', power: 'usa', nukes: 1, lstars: 0 })
  })

  // Phase E: "He turns cards over one by one, paying $200 million to the bank for each card turned over.
  // If he finds a nuke card, he has successfully completed his research and development for nukes."
  // The first nuke's mineral and $500M are owed only when the power has them (NUKE_CARD_SHORT_READING).
  it('Phase E: the nuke card found without the mineral for the first nuke: the cards are paid, the research is complete, no nuke is built', () => {
    const g = guidedGame()
    playTo(g, { cycle: 2, stage: 6, bidders: ['usa'] })
    g.do(fix('usa', 'minerals', 0))
    const cash = g.state.accounts.usa!
    g.do({ kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 3, found: true })
    expect(g.state.accounts.usa).toBe(cash - 3 * 200)
    expect(g.state.powers.usa?.supplies).toMatchObject({ minerals: 0, nukes: 0 })
    expect(g.state.play?.tech.usa).toEqual(['nukes'])
    // "The player may not build any more nukes this turn."
    g.do(fix('usa', 'minerals', 2))
    expect(g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 1, lstars: 0 }).code).toBe('nuke-researched-this-turn')
  })

  it('Phase E: the nuke card found with the cards paid but not the $500M: the cards are paid, the research is complete, no nuke is built', () => {
    const g = guidedGame()
    playTo(g, { cycle: 2, stage: 6, bidders: ['usa'] })
    g.do({ kind: 'transferMoney', from: 'usa', to: 'bank', amount: g.state.accounts.usa! - 1000, purpose: 'other' })
    g.do({ kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 3, found: true })
    expect(g.state.accounts.usa).toBe(400)
    expect(g.state.powers.usa?.supplies.nukes).toBe(0)
    expect(g.state.play?.tech.usa).toEqual(['nukes'])
  })

  it('Phase E: "he must still pay the money to the bank for each card turned over": cards the power cannot pay are refused, with a loan offered', () => {
    const g = guidedGame()
    playTo(g, { cycle: 2, stage: 6, bidders: ['usa'] })
    g.do({ kind: 'transferMoney', from: 'usa', to: 'bank', amount: g.state.accounts.usa! - 500, purpose: 'other' })
    const refusal = g.refuse({ kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 3, found: true })
    expect(refusal.code).toBe('insufficient-funds')
    expect(refusal.remedies[0]?.command).toEqual({ kind: 'takeLoan', power: 'usa', amount: 1000 })
  })

  it('Phase F, Arms Bazaar: armies and nukes sold for agreed terms; not in Phase C', () => {
    const g = guidedGame()
    playTo(g, { stage: 6, bidders: ['usa'] })
    g.do(fix('usa', 'nukes', 2))
    const sale = { kind: 'sellArms', seller: 'usa', buyer: 'ussr', armies: 1, navies: 0, nukes: 2, lstars: 0, price: 1200 } as const
    expect(g.refuse(sale).message).toBe('Weapons are sold between players in Stage 6, Phase F; the game is at Stage 6 (Build Forces and Weapons), Phase C.')
    g.do({ kind: 'passTurn', power: 'usa' })
    expect(g.state.play).toMatchObject({ stage: 6, phase: 'F' })
    const [usaCash, ussrCash] = [g.state.accounts.usa!, g.state.accounts.ussr!]
    g.do(sale)
    expect(g.state.powers.usa).toMatchObject({ forces: { armies: 3 }, supplies: { nukes: 0 } })
    expect(g.state.powers.ussr).toMatchObject({ forces: { armies: 7 }, supplies: { nukes: 2 } })
    expect(g.state.accounts.usa).toBe(usaCash + 1200)
    expect(g.state.accounts.ussr).toBe(ussrCash - 1200)
  })
})

/**
 * Survivors of the mutation run on play/checks.ts, the checks the Stage 5 to 7 deciders share: each
 * refusal whole (code and plain words), the 999 bound of a typed count, a negative or fractional
 * price, two short resources named together, and a shortage with no remedies of its own. A game
 * kept as bookkeeping only has no stage to be in, so the checks are reached directly.
 */
describe('Stages 5 to 7: the shared input checks (play/checks.ts)', () => {
  const sale = { kind: 'sellArms', seller: 'usa', buyer: 'ussr', armies: 1, navies: 0, nukes: 0, lstars: 0, price: 100 } as const
  const MOVES = 'Enter whole numbers of armies, territories and seas, from 0 to 999.'

  it('a power not in this game, or not a superpower at all, is refused in plain words', () => {
    const state = startedState(['usa', 'ussr'])
    expect(refusedBy(state, { ...sale, seller: 'europe' })).toEqual({ code: 'unknown-power', message: 'Europe is not playing in this game.', remedies: [] })
    expect(refusedBy(state, { ...sale, buyer: 'mars' })).toEqual({ code: 'unknown-power', message: 'Choose a superpower playing in this game.', remedies: [] })
  })

  it('a typed count may be 999 (the supplies then refuse it) but not 1,000', () => {
    const state = startedState()
    expect(refusedBy(state, { kind: 'payMoveCost', power: 'usa', ...move, marchArmyTerritories: 999 })).toMatchObject({
      code: 'not-enough-supplies',
      message: 'USA has 3 grain; this move needs 999.',
    })
    expect(refusedBy(state, { kind: 'payMoveCost', power: 'usa', ...move, marchArmyTerritories: 1000 })).toEqual({ code: 'bad-number', message: MOVES, remedies: [] })
  })

  it.each([-100, 2.5, '300'])('an agreed price of %j is refused (bad-amount); $0 is a gift', (price) => {
    const state = startedState()
    expect(refusedBy(state, { ...sale, price })).toEqual({ code: 'bad-amount', message: 'Enter the agreed price in whole millions (0 for a gift).', remedies: [] })
    expect(decide(state, { ...sale, price: 0 }).ok).toBe(true)
  })

  it('a delivery short of grain and oil names both, with the numbers of each, and offers no remedy', () => {
    const state = startedState()
    const delivery = { ...move, marchArmyTerritories: 4, airliftArmies: 2, paidBy: 'seller' } as const
    expect(refusedBy(state, { ...sale, delivery })).toEqual({
      code: 'not-enough-supplies',
      message: 'USA has 3 grain and 3 oil; the delivery needs 4 grain and 4 oil.',
      rule: expect.stringContaining('Stage 5'),
      remedies: [],
    })
  })

  it('"No one may build nukes or L-stars on his/her first turn": the refusal says so, and from when', () => {
    const g = guidedGame()
    playTo(g, { stage: 6, bidders: ['usa'] })
    expect(g.refuse({ kind: 'buildWeapons', power: 'usa', nukes: 1, lstars: 0 })).toMatchObject({
      code: 'first-cycle',
      message: 'No one may build nukes or L-stars on the first turn; this is Cycle 1. From Cycle 2 on it is allowed.',
    })
  })
})

describe('Other Rules of Play: "Buying and Selling Territories"', () => {
  /** USA holds India (a card and armies there); the game at Stage 6, USA's turn, USSR next. */
  function atStage6() {
    const g = guidedGame()
    g.do({ kind: 'addCompany', power: 'usa', company: INDIA, reason: 'captured earlier' })
    playTo(g, { stage: 6, bidders: ['usa', 'ussr'] })
    return g
  }
  const sale = { kind: 'sellTerritory', seller: 'usa', buyer: 'ussr', territory: 'India', armies: 2, price: 800 } as const

  it('"Players may sell any foreign territories they occupy during Stage 6 only. The buyer replaces the seller\'s forces": armies and cards pass, money as agreed', () => {
    const g = atStage6()
    const [usa, ussr] = [g.state.powers.usa!, g.state.powers.ussr!]
    const [usaCash, ussrCash] = [g.state.accounts.usa!, g.state.accounts.ussr!]
    g.do(sale)
    expect(g.state.powers.usa?.forces.armies).toBe(usa.forces.armies - 2)
    expect(g.state.powers.ussr?.forces.armies).toBe(ussr.forces.armies + 2)
    expect(g.state.powers.usa?.companies.some((c) => c.territory === 'India')).toBe(false)
    expect(g.state.powers.ussr?.companies.at(-1)).toMatchObject({ name: 'Mahabir Mines', territory: 'India' })
    expect([g.state.accounts.usa, g.state.accounts.ussr]).toEqual([usaCash + 800, ussrCash - 800])
    expect(totalMoney(g.state)).toBe(0)
  })

  it('only during Stage 6, and in Phase C only on the seller\'s turn', () => {
    const g = guidedGame()
    g.do({ kind: 'addCompany', power: 'usa', company: INDIA, reason: 'captured earlier' })
    expect(g.refuse(sale).message).toBe('Players may sell foreign territories during Stage 6 only; the game is at Stage 1 (Pay Salaries and Loans to Bank), Phase A.')
    playTo(g, { stage: 6, bidders: ['ussr', 'usa'] })
    expect(g.refuse(sale).code).toBe('not-your-turn')
    // Phase F, between powers: no turns.
    g.do({ kind: 'passTurn', power: 'ussr' })
    g.do({ kind: 'passTurn', power: 'usa' })
    expect(g.state.play).toMatchObject({ stage: 6, phase: 'F' })
    g.do(sale)
    expect(g.state.powers.ussr?.companies.at(-1)?.territory).toBe('India')
  })

  it('only foreign territories the seller occupies: not its home, not another power\'s home it does not hold, not a nuked one', () => {
    const g = atStage6()
    expect(g.refuse({ ...sale, territory: 'Midwest U.S.A.' }).code).toBe('territory-home')
    expect(g.refuse({ ...sale, territory: 'Kola' }).code).toBe('territory-not-held')
    expect(g.refuse({ ...sale, armies: 0 }).code).toBe('bad-number')
    const nuked = { ...g.state, war: { ...g.state.war!, nuked: ['India'] } }
    const result = decide(nuked, sale)
    expect(result.ok ? undefined : result.refusal.code).toBe('territory-nuked')
  })

  it('a captured home territory sold back to its owner is its own again', () => {
    let state = apply(startedState(['usa', 'ussr']), { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory: 'Kola' })
    state = apply(state, { ...sale, territory: 'Kola', armies: 1, price: 0 })
    expect(state.war?.occupiedHomes.Kola).toBeUndefined()
  })
})

describe('Stage 7: Buy or Prospect for Resources', () => {
  /** USA bids with its last cube (bought in Stages 3 and 5); USSR has all three (Double Seven). */
  function atStage7(settings: Partial<GameState['settings']> = {}) {
    const g = guidedGame(undefined, undefined, settings)
    playTo(g, { stage: 3, bidders: ['usa'] })
    playTo(g, { stage: 5, bidders: ['usa'] })
    playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
    expect(g.state.play?.doubleSeven).toEqual(['ussr'])
    return g
  }

  it('Note: "He may not do both": a one-cube power that bought may not prospect; Double Seven may', () => {
    const g = atStage7()
    g.do({ kind: 'buyFromMarket', power: 'usa', resource: 'oil', units: 1 })
    g.do({ kind: 'buyFromMarket', power: 'ussr', resource: 'grain', units: 1 })
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    g.do({ kind: 'advancePlay' })
    expect(g.state.play).toMatchObject({ stage: 7, phase: 'E' })
    expect(g.refuse({ kind: 'prospect', power: 'usa', resource: 'oil', cardsTurned: 1, outcome: 'stopped' }).code).toBe('bought-this-stage')
    g.do({ kind: 'prospect', power: 'ussr', resource: 'oil', cardsTurned: 1, outcome: 'stopped' })
    expect(g.state.play?.stage7Choice.ussr).toBe('prospect')
  })

  // Survivors of the mutation run on play/turns.ts (sittingOut, nextPhasePatch): who sits Phase E out, and how.
  it('Phase E: the one-cube buyer sits it out, kept apart from passes (a pass for good under "a pass is final"); no one sits Phase D out', () => {
    for (const rotation of ['until-all-pass-in-turn', 'pass-is-final'] as const) {
      const g = atStage7({ rotation })
      g.do({ kind: 'buyFromMarket', power: 'usa', resource: 'oil', units: 1 })
      while (currentTurn(g.state.play!)) g.do({ kind: 'passTurn', power: currentTurn(g.state.play!)! })
      expect(g.state.play).toMatchObject({ stage: 7, phase: 'D', passed: [] })
      expect(g.state.play?.finished ?? []).toEqual([])
      g.do({ kind: 'advancePlay' })
      expect(g.state.play).toMatchObject({ stage: 7, phase: 'E', turn: 1 })
      if (rotation === 'pass-is-final') expect([g.state.play?.passed, g.state.play?.finished]).toEqual([['usa'], undefined])
      else expect([g.state.play?.passed, g.state.play?.finished]).toEqual([[], ['usa']])
    }
  })

  it('Phase E: $200M per card turned including the one kept; the card is kept face down; three attempts each', () => {
    const g = atStage7()
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    g.do({ kind: 'advancePlay' })
    const [usaCash, ussrCash] = [g.state.accounts.usa!, g.state.accounts.ussr!]
    g.do({ kind: 'prospect', power: 'usa', resource: 'minerals', cardsTurned: 4, outcome: 'found', card: INDIA })
    expect(g.state.accounts.usa).toBe(usaCash - 4 * 200)
    expect(g.state.powers.usa?.companies.at(-1)).toMatchObject({ id: 'card-1', name: 'Mahabir Mines', territory: 'India', isOpen: false, wasOpen: false })
    // "If the new card is located in a territory occupied by an opponent, or one that has been nuked ... This attempt still counts"
    g.do({ kind: 'prospect', power: 'ussr', resource: 'oil', cardsTurned: 2, outcome: 'returned' })
    g.do({ kind: 'prospect', power: 'usa', resource: 'oil', cardsTurned: 3, outcome: 'stopped' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    g.do({ kind: 'prospect', power: 'usa', resource: 'grain', cardsTurned: 1, outcome: 'stopped' })
    expect(g.state.accounts.usa).toBe(usaCash - 8 * 200)
    expect(g.state.accounts.ussr).toBe(ussrCash - 2 * 200)
    // USA acted after USSR's pass, so USSR's turn comes round again ("until all of the players
    // no longer wish to"); it passes, and USA has no attempt left.
    g.do({ kind: 'passTurn', power: 'ussr' })
    // Three attempts used, and everyone else passed: Stage 7 is over, and "next" begins cycle 2.
    expect(g.state.play).toMatchObject({ cycle: 1, stage: 7, step: 'over' })
    g.do({ kind: 'advancePlay' })
    expect(g.state.play).toMatchObject({ cycle: 2, stage: 1, prospects: {} })
    expect(totalMoney(g.state)).toBe(0)
  })

  it('Phase E: "If the new card is located in a territory occupied by an opponent, or one that has been nuked, then the card is returned to the deck ... This attempt still counts"', () => {
    const g = atStage7()
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    g.do({ kind: 'advancePlay' })
    const found = { kind: 'prospect', power: 'usa', resource: 'minerals', cardsTurned: 4, outcome: 'found', card: INDIA } as const
    const nuked = { ...g.state, war: { ...g.state.war!, nuked: ['India'] } }
    const refused = decide(nuked, found)
    expect(refused.ok ? undefined : refused.refusal.code).toBe('card-returned')
    const remedy = refused.ok ? undefined : refused.refusal.remedies[0]?.command
    expect(remedy).toEqual({ kind: 'prospect', power: 'usa', resource: 'minerals', cardsTurned: 4, outcome: 'returned' })
    // A home territory of another power is occupied by it: the card goes back too.
    expect(g.refuse({ ...found, card: { ...INDIA, territory: 'kola ' } }).message).toContain('Kola is occupied by USSR')
    const cash = g.state.accounts.usa!
    g.do(remedy!)
    expect(g.state.accounts.usa).toBe(cash - 4 * 200)
    expect(g.state.play?.prospects.usa).toBe(1)
    expect(g.state.powers.usa?.companies.some((c) => c.territory === 'India')).toBe(false)
  })

  it('Phase E: a card in a home territory the prospector holds is kept', () => {
    const state = apply(startedState(['usa', 'ussr']), { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory: 'Kola' })
    const kept = apply(state, { kind: 'prospect', power: 'usa', resource: 'minerals', cardsTurned: 1, outcome: 'found', card: { ...INDIA, territory: 'Kola' } })
    expect(kept.powers.usa?.companies.at(-1)?.territory).toBe('Kola')
  })

  // Survivors of the mutation run on play/turns.ts (clearedTurnMarks): the "no attempt left" mark
  // lasts the cycle ("three attempts per cycle"), and the stages after it leave the cleared mark alone.
  it('Phase E: a power out of attempts is marked for the rest of the stage only; cycle 2 gives it its turns again', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    g.do({ kind: 'advancePlay' })
    for (let i = 0; i < 3; i += 1) {
      g.do({ kind: 'prospect', power: 'usa', resource: 'oil', cardsTurned: 1, outcome: 'stopped' })
      g.do({ kind: 'passTurn', power: 'ussr' })
    }
    expect(g.state.play).toMatchObject({ cycle: 1, stage: 7, step: 'over', finished: ['usa'] })
    g.do({ kind: 'advancePlay' })
    expect(g.state.play).toMatchObject({ cycle: 2, stage: 1, finished: [] })
    const cycle2 = g.entries.length
    playTo(g, { cycle: 2, stage: 3, bidders: ['usa', 'ussr'] })
    expect(currentTurn(g.state.play!)).toBe('usa')
    // Once cleared, no later event of the order of play writes the mark again.
    const touched = g.entries.slice(cycle2).flatMap((e) => e.events).filter((e) => e.type === 'slicePatched' && 'finished' in e.to)
    expect(touched).toEqual([])
  })

  // Survivors of the mutation run on play/turns.ts (nextPhasePatch): a rotating phase with nobody to act.
  it('Phase E: when every bidder bought in Phase C with one cube, no one may prospect, so Phase E is over as it opens', () => {
    for (const rotation of ['until-all-pass-in-turn', 'pass-is-final'] as const) {
      const g = guidedGame(['usa', 'ussr'], undefined, { rotation })
      for (const stage of [3, 5, 7] as const) playTo(g, { stage, bidders: ['usa', 'ussr'] })
      expect(g.state.play?.doubleSeven).toEqual([])
      g.do({ kind: 'buyFromMarket', power: 'usa', resource: 'oil', units: 1 })
      g.do({ kind: 'buyFromMarket', power: 'ussr', resource: 'oil', units: 1 })
      while (currentTurn(g.state.play!)) g.do({ kind: 'passTurn', power: currentTurn(g.state.play!)! })
      expect(g.state.play).toMatchObject({ stage: 7, phase: 'D' })
      g.do({ kind: 'advancePlay' })
      expect(g.state.play).toMatchObject({ cycle: 1, stage: 7, step: 'over' })
    }
  })

  it('Phase E: a fourth attempt is refused', () => {
    const g = guidedGame()
    playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    g.do({ kind: 'advancePlay' })
    for (let i = 0; i < 3; i += 1) {
      g.do({ kind: 'prospect', power: 'usa', resource: 'oil', cardsTurned: 1, outcome: 'stopped' })
      if (i < 2) g.do({ kind: 'prospect', power: 'ussr', resource: 'oil', cardsTurned: 1, outcome: 'stopped' })
    }
    expect(g.state.play?.finished).toEqual(['usa'])
    expect(g.refuse({ kind: 'prospect', power: 'usa', resource: 'oil', cardsTurned: 1, outcome: 'stopped' }).message).toBe('USA has used its 3 prospecting attempts this cycle.')
  })

  it('Phase E out of turn or out of phase names the stage', () => {
    const g = atStage7()
    expect(g.refuse({ kind: 'prospect', power: 'usa', resource: 'oil', cardsTurned: 1, outcome: 'stopped' }).message).toBe(
      'Prospecting is done in Stage 7, Phase E; the game is at Stage 7 (Buy or Prospect for Resources), Phase C.',
    )
  })

  it('Phase D, Drop Ship: the order is written down and paid now; Stage 2 ships the units to the buyer', () => {
    const g = atStage7()
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    expect(g.state.play).toMatchObject({ stage: 7, phase: 'D' })
    const [usaCash, ussrCash] = [g.state.accounts.usa!, g.state.accounts.ussr!]
    g.do({ kind: 'orderDropShip', seller: 'ussr', buyer: 'usa', resource: 'oil', units: 3, price: 900 })
    expect(g.state.play?.dropShips).toEqual([{ id: 'drop-1-1', seller: 'ussr', buyer: 'usa', resource: 'oil', units: 3, price: 900 }])
    expect([g.state.accounts.usa, g.state.accounts.ussr]).toEqual([usaCash - 900, ussrCash + 900])
    const [usaOil, ussrOil] = [g.state.powers.usa!.supplies.oil, g.state.powers.ussr!.supplies.oil]
    playTo(g, { cycle: 2, stage: 3, bidders: [] })
    // Each home deck produces 5 oil; USSR's 3 go to USA.
    expect(g.state.powers.usa?.supplies.oil).toBe(Math.min(12, usaOil + 5 + 3))
    expect(g.state.powers.ussr?.supplies.oil).toBe(ussrOil + 5 - 3)
  })

  it('Phase D, Drop Ship: a game kept as bookkeeping only refuses plainly', () => {
    const result = decide(startedState(), { kind: 'orderDropShip', seller: 'ussr', buyer: 'usa', resource: 'oil', units: 3, price: 900 })
    expect(result.ok ? undefined : result.refusal.code).toBe('not-guided')
  })
})

describe('Other Rules of Play: companies', () => {
  it('Closing: a card turned face down pays no salary; Re-opening Costs: $200M to reopen', () => {
    const g = guidedGame()
    const [bainbridge] = g.state.powers.usa!.companies
    g.do({ kind: 'closeCompany', power: 'usa', companyId: bainbridge!.id })
    g.do({ kind: 'settleStage1', power: 'usa' })
    expect(g.state.accounts.usa).toBe(7000 - (5 * 50 + 4 * 10))
    g.do({ kind: 'settleStage1', power: 'ussr' })
    g.do({ kind: 'settleStage1', power: 'europe' })
    g.do({ kind: 'advancePlay' })
    expect(g.refuse({ kind: 'openCompany', power: 'usa', companyId: bainbridge!.id }).message).toBe(
      'A company may be reopened at any time except during Stage 2; the game is at Stage 2 (Transfer Production Units), Phase A.',
    )
    g.do({ kind: 'collectProduction' })
    expect(g.state.powers.usa?.supplies.grain).toBe(3 + 2)
    g.do({ kind: 'advancePlay' })
    const cash = g.state.accounts.usa!
    g.do({ kind: 'openCompany', power: 'usa', companyId: bainbridge!.id })
    expect(g.state.accounts.usa).toBe(cash - 200)
    expect(g.state.powers.usa?.companies[0]).toMatchObject({ isOpen: true, wasOpen: true })
  })

  it('Closing: a card opened after its owner settled Stage 1 produces nothing in that Stage 2 (its salary was never paid)', () => {
    const g = guidedGame()
    const [bainbridge] = g.state.powers.usa!.companies
    g.do({ kind: 'closeCompany', power: 'usa', companyId: bainbridge!.id })
    g.do({ kind: 'settleStage1', power: 'usa' })
    g.do({ kind: 'openCompany', power: 'usa', companyId: bainbridge!.id })
    expect(g.state.play?.unpaid.usa).toEqual([bainbridge!.id])
    g.do({ kind: 'settleStage1', power: 'ussr' })
    g.do({ kind: 'settleStage1', power: 'europe' })
    g.do({ kind: 'advancePlay' })
    g.do({ kind: 'collectProduction' })
    // Bainbridge Grains' 3 grain are not produced; Kain Grain Co.'s 2 are.
    expect(g.state.powers.usa?.supplies.grain).toBe(3 + 2)
    // Not a failure to pay salaries due: drop-ship deliveries are not stopped by it.
    expect(g.state.play?.shortOnSalaries).toEqual([])
    // Opened before settling, it is paid and produces.
    const h = guidedGame()
    h.do({ kind: 'closeCompany', power: 'usa', companyId: bainbridge!.id })
    h.do({ kind: 'openCompany', power: 'usa', companyId: bainbridge!.id })
    expect(h.state.play?.unpaid).toEqual({})
  })

  it('Stage 7, Phase E: a prospected card turned face up for the first time opens free', () => {
    const state = apply(startedState(), { kind: 'prospect', power: 'usa', resource: 'minerals', cardsTurned: 2, outcome: 'found', card: INDIA })
    const opened = apply(state, { kind: 'openCompany', power: 'usa', companyId: 'card-1' })
    expect(opened.accounts.usa).toBe(state.accounts.usa)
    expect(opened.powers.usa?.companies.at(-1)).toMatchObject({ isOpen: true, wasOpen: true })
  })

  it('Buying and Selling: refused in Stage 1; in Stage 3 a closed card is sold for $0 and bought back for $700M; never to the bank', () => {
    const g = guidedGame()
    const card = g.state.powers.usa!.companies[2]!.id
    expect(g.refuse({ kind: 'sellCompany', seller: 'usa', buyer: 'ussr', companyId: card, price: 0 }).message).toBe(
      'Companies are sold between players during Stages 3 and 7; the game is at Stage 1 (Pay Salaries and Loans to Bank), Phase A.',
    )
    playTo(g, { stage: 3, bidders: ['usa'] })
    expect(g.refuse({ kind: 'sellCompany', seller: 'usa', buyer: 'bank' as 'ussr', companyId: card, price: 0 }).message).toBe('Companies may not be sold to the bank.')
    g.do({ kind: 'closeCompany', power: 'usa', companyId: card })
    g.do({ kind: 'sellCompany', seller: 'usa', buyer: 'ussr', companyId: card, price: 0 })
    expect(g.state.powers.ussr?.companies.at(-1)).toMatchObject({ id: card, isOpen: false })
    g.do({ kind: 'sellCompany', seller: 'ussr', buyer: 'usa', companyId: card, price: 700 })
    expect(g.state.powers.usa?.companies.at(-1)?.id).toBe(card)
    expect(totalMoney(g.state)).toBe(0)
  })

  it("Squatter's Rights: a card changes hands in Stage 1 with no money moving", () => {
    const g = guidedGame()
    const card = g.state.powers.europe!.companies[0]!.id
    const cash = g.state.accounts
    g.do({ kind: 'transferCompany', from: 'europe', to: 'ussr', companyId: card, reason: 'squatting' })
    expect(g.state.powers.ussr?.companies.map((c) => c.id)).toContain(card)
    expect(g.state.accounts).toEqual(cash)
  })
})

describe('Stage 4 Tactics: Blockade and Siege', () => {
  it('Blockade: production from the blockaded foreign territory ceases; home territories cannot be blockaded', () => {
    const g = guidedGame()
    g.do({ kind: 'addCompany', power: 'usa', company: INDIA, reason: 'captured earlier' })
    expect(g.refuse({ kind: 'setBlockade', power: 'usa', territory: 'Midwest U.S.A.', blockaded: true }).code).toBe('not-foreign-card')
    g.do({ kind: 'setBlockade', power: 'usa', territory: 'India', blockaded: true })
    playTo(g, { stage: 3, bidders: [] })
    expect(g.state.powers.usa?.supplies.minerals).toBe(3 + 5)
  })

  it('Siege: no foreign production and no selling to the market until the siege is lifted', () => {
    const g = guidedGame()
    g.do({ kind: 'addCompany', power: 'usa', company: INDIA, reason: 'captured earlier' })
    g.do({ kind: 'setSiege', power: 'usa', besieged: true })
    playTo(g, { stage: 3, bidders: ['usa'] })
    expect(g.state.powers.usa?.supplies.minerals).toBe(3 + 5)
    expect(g.refuse({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 1 }).code).toBe('besieged')
    g.do({ kind: 'setSiege', power: 'usa', besieged: false })
    g.do({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 1 })
  })

  it('Siege: "He may not build new forces in any of his foreign territories or seas": the app asks where they go', () => {
    const g = guidedGame()
    g.do({ kind: 'setSiege', power: 'usa', besieged: true })
    playTo(g, { cycle: 1, stage: 6, bidders: ['usa'] })
    const build = { kind: 'buildForces', power: 'usa', armies: 2, navies: 1 } as const
    const asked = g.refuse(build)
    expect(asked.code).toBe('where-built')
    expect(asked.remedies[0]?.command).toEqual({ ...build, placedAt: 'home' })
    const armies = g.state.powers.usa!.forces.armies
    expect(g.refuse({ ...build, placedAt: 'abroad' }).code).toBe('besieged')
    expect(g.state.powers.usa!.forces.armies).toBe(armies)
    g.do({ ...build, placedAt: 'home' })
    expect(g.state.powers.usa!.forces.armies).toBe(armies + 2)
  })

  it('Siege: a besieged seller may not sell to the other players, so its drop-ship order is not delivered in Stage 2', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 7, bidders: ['usa', 'ussr'] })
    g.do({ kind: 'passTurn', power: 'usa' })
    g.do({ kind: 'passTurn', power: 'ussr' })
    g.do({ kind: 'orderDropShip', seller: 'ussr', buyer: 'usa', resource: 'oil', units: 3, price: 900 })
    g.do({ kind: 'setSiege', power: 'ussr', besieged: true })
    const [usaOil, ussrOil] = [g.state.powers.usa!.supplies.oil, g.state.powers.ussr!.supplies.oil]
    playTo(g, { cycle: 2, stage: 3, bidders: [] })
    // Each home deck produces 5 oil; none of USSR's goes to USA.
    expect(g.state.powers.usa?.supplies.oil).toBe(Math.min(12, usaOil + 5))
    expect(g.state.powers.ussr?.supplies.oil).toBe(Math.min(12, ussrOil + 5))
  })

  it('a game kept as bookkeeping only does not track blockades', () => {
    const result = decide(startedState(), { kind: 'setSiege', power: 'usa', besieged: true })
    expect(result.ok ? undefined : result.refusal.code).toBe('not-guided')
  })
})
