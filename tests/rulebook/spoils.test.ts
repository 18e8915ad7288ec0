import { describe, expect, it } from 'vitest'
import { decide, dueNow, eligibleBidders, evolve, revert, homeStatus, isLastHomeTerritory, rowCapacity, supremacyWinner, totalMoney, type Command, type GameState, type PowerId } from '@/domain'
import { apply, startedState } from '../support/games'
import { guidedGame, playTo } from '../support/guided'

const USSR_HOMES = ['Buryatsk', 'Kazakh', 'Kola', 'Russia', 'Siberia', 'Yakutsk']

function refusal(state: GameState, command: Command) {
  const result = decide(state, command)
  if (result.ok) throw new Error(`accepted: ${command.kind}`)
  return result.refusal
}

function captureAll(state: GameState, attacker: PowerId, territories = USSR_HOMES): GameState {
  for (const territory of territories) state = apply(state, { kind: 'captureTerritory', attacker, defender: 'ussr', territory })
  return state
}

/** USSR with cards, cash, supplies, forces and a loan, for the spoils to move. */
function richUssr(): GameState {
  let state = startedState(['usa', 'ussr', 'europe'])
  state = apply(state, { kind: 'correctLoans', power: 'ussr', loans: 2000, reason: 'test' })
  state = apply(state, { kind: 'correctSupply', power: 'usa', row: 'oil', value: 10, reason: 'test' })
  state = apply(state, { kind: 'correctSupply', power: 'ussr', row: 'oil', value: 9, reason: 'test' })
  state = apply(state, { kind: 'correctSupply', power: 'ussr', row: 'nukes', value: 2, reason: 'test' })
  return state
}

describe('Rulebook: home territories', () => {
  it('each home territory is held or occupied by another power, and the last one held is known', () => {
    let state = apply(startedState(['usa', 'ussr']), { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory: 'Kola' })
    expect(homeStatus(state, 'ussr').find((h) => h.territory === 'Kola')).toEqual({ territory: 'Kola', status: 'occupied', holder: 'usa' })
    expect(homeStatus(state, 'ussr').find((h) => h.territory === 'Russia')).toEqual({ territory: 'Russia', status: 'held' })
    expect(state.war?.record.usa?.territoriesCaptured).toBe(1)
    state = captureAll(state, 'usa', ['Buryatsk', 'Kazakh', 'Russia', 'Siberia'])
    expect(isLastHomeTerritory(state, 'ussr', 'Yakutsk')).toBe(true)
    expect(isLastHomeTerritory(state, 'ussr', 'Russia')).toBe(false)
  })

  it('a territory that is not the defender\'s home, already held, or nuked is refused', () => {
    const state = apply(startedState(['usa', 'ussr']), { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory: 'Kola' })
    expect(refusal(state, { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory: 'India' }).code).toBe('not-a-home-territory')
    expect(refusal(state, { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory: 'Kola' }).code).toBe('already-held')
    const nuked = { ...state, war: { ...state.war!, nuked: ['Russia'] } }
    expect(refusal(nuked, { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory: 'Russia' }).code).toBe('nuked')
    expect(homeStatus(nuked, 'ussr').find((h) => h.territory === 'Russia')?.status).toBe('nuked')
  })

  it('Step F note: "If the defender liberates (captures) one of his home territories, then he remains in the game"', () => {
    let state = captureAll(startedState(['usa', 'ussr']), 'usa')
    state = apply(state, { kind: 'liberateTerritory', power: 'ussr', territory: 'Kola' })
    expect(homeStatus(state, 'ussr').find((h) => h.territory === 'Kola')?.status).toBe('held')
    expect(refusal(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' }).code).toBe('homes-held')
    expect(refusal(state, { kind: 'liberateTerritory', power: 'ussr', territory: 'Kola' }).code).toBe('not-occupied')
  })
})

describe('Rulebook: Spoils of War, The Capture', () => {
  it('is refused while the defeated power still holds a home territory, and to a power that is not the captor', () => {
    const state = captureAll(richUssr(), 'usa', USSR_HOMES.slice(1))
    expect(refusal(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' }).message).toBe('USSR still holds 1 home territory (Buryatsk): it is still in the game.')
    expect(refusal(captureAll(richUssr(), 'usa'), { kind: 'claimSpoils', victor: 'europe', defeated: 'ussr' }).code).toBe('not-the-captor')
  })

  it('"he takes all of his opponent\'s cash, resource cards, army and navy game pieces ... supplies ... nukes and L-stars"', () => {
    const before = captureAll(richUssr(), 'usa')
    const [usa, ussr] = [before.powers.usa!, before.powers.ussr!]
    const state = apply(before, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })
    expect(state.accounts.usa).toBe(before.accounts.usa! + before.accounts.ussr!)
    expect(state.accounts.ussr).toBe(0)
    expect(state.powers.usa?.supplies.nukes).toBe(usa.supplies.nukes + 2)
    expect(state.powers.usa?.supplies.grain).toBe(usa.supplies.grain + ussr.supplies.grain)
    expect(state.powers.ussr?.supplies).toEqual({ grain: 0, oil: 0, minerals: 0, nukes: 0, lstars: 0 })
    expect(state.powers.usa?.companies.map((c) => c.id)).toEqual([...usa.companies, ...ussr.companies].map((c) => c.id))
    expect(state.powers.ussr?.companies).toEqual([])
    expect(state.powers.usa?.forces.armies).toBe(usa.forces.armies + ussr.forces.armies)
    expect(state.powers.usa?.forces.navies).toBe(usa.forces.navies + ussr.forces.navies)
    expect(state.war?.eliminated).toEqual(['ussr'])
    expect(totalMoney(state)).toBe(0)
  })

  it('"He may now use his opponent\'s supply center": the victor\'s rows hold 24', () => {
    const state = apply(captureAll(richUssr(), 'usa'), { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })
    expect(rowCapacity(state, 'usa')).toBe(24)
    expect(rowCapacity(state, 'europe')).toBe(12)
    expect(state.powers.usa?.supplies.oil).toBe(19)
    expect(apply(state, { kind: 'correctSupply', power: 'usa', row: 'oil', value: 24, reason: 'test' }).powers.usa?.supplies.oil).toBe(24)
    expect(refusal(state, { kind: 'correctSupply', power: 'usa', row: 'oil', value: 25, reason: 'test' }).code).toBe('out-of-range')
  })

  it('"The debts of the vanquished player are forgotten": no money moves', () => {
    const before = captureAll(richUssr(), 'usa')
    const state = apply(before, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })
    expect(state.powers.ussr?.loans).toBe(0)
    expect(state.accounts.bank).toBe(before.accounts.bank)
    expect(refusal(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' }).code).toBe('eliminated')
  })

  it('undo of a capture, a destruction or a surrender restores the books exactly', () => {
    const before = captureAll(richUssr(), 'usa')
    // Kola marked nuked by hand, as in a game saved before the order of home losses was kept.
    const nuked = { ...before, war: { ...before.war!, nuked: ['Kola'], lastHomeLoss: undefined } }
    const cases: [GameState, Command][] = [
      [before, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' }],
      [nuked, { kind: 'destroyPower', power: 'ussr' }],
      [before, { kind: 'surrenderZone', defender: 'ussr', attacker: 'usa', zone: 'India', armies: 1, navies: 0, companyIds: [] }],
    ]
    for (const [state, command] of cases) {
      const result = decide(state, command)
      if (!result.ok) throw new Error(result.refusal.message)
      expect(revert(result.value.reduce(evolve, state), result.value)).toEqual(state)
    }
  })

  it('in a guided game the captured power no longer bids', () => {
    const g = guidedGame(['usa', 'ussr', 'europe'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
    for (const territory of USSR_HOMES) g.do({ kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory })
    g.do({ kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })
    expect(eligibleBidders(g.state, { ...g.state.play!, cubes: { usa: 1, ussr: 1, europe: 1 } })).toEqual(['usa', 'europe'])
    expect(g.state.play?.counterattacks ?? []).not.toContain('ussr')
  })
})

describe('Rulebook: Spoils of War, The Destruction', () => {
  it('"all of his money goes to the bank and all resource cards are returned to the deck. All armies, navies, nukes and L-stars are removed."', () => {
    let before = captureAll(richUssr(), 'usa', USSR_HOMES.slice(1))
    expect(refusal(before, { kind: 'destroyPower', power: 'ussr' }).code).toBe('homes-held')
    before = { ...before, war: { ...before.war!, nuked: ['Buryatsk'], lastHomeLoss: { ussr: { how: 'nuked' } } } }
    const state = apply(before, { kind: 'destroyPower', power: 'ussr' })
    expect(state.accounts.bank).toBe(before.accounts.bank! + before.accounts.ussr!)
    expect(state.accounts.ussr).toBe(0)
    const ussr = state.powers.ussr!
    expect([ussr.forces.armies, ussr.forces.navies, ussr.loans, ussr.companies.length]).toEqual([0, 0, 0, 0])
    expect(ussr.supplies).toEqual({ grain: 0, oil: 0, minerals: 0, nukes: 0, lstars: 0 })
    expect(state.powers.usa).toEqual(before.powers.usa)
    expect(state.war?.eliminated).toEqual(['ussr'])
    expect(totalMoney(state)).toBe(0)
  })

  it('is refused when every home territory was captured (that is The Capture)', () => {
    expect(refusal(captureAll(richUssr(), 'usa'), { kind: 'destroyPower', power: 'ussr' }).code).toBe('last-home-captured')
    const old = captureAll(richUssr(), 'usa')
    expect(refusal({ ...old, war: { ...old.war!, lastHomeLoss: undefined } }, { kind: 'destroyPower', power: 'ussr' }).code).toBe('not-nuked')
  })
})

describe('Rulebook: Defensive Tactics, Surrender', () => {
  it('forces and resource cards in a foreign territory pass to the attacker', () => {
    let before = apply(startedState(['usa', 'ussr']), { kind: 'addCompany', power: 'ussr', reason: 'test', company: { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 3, origin: 'independent' } })
    const card = before.powers.ussr!.companies.at(-1)!
    before = apply(before, { kind: 'correctForces', power: 'ussr', armies: 5, navies: 1, reason: 'test' })
    const state = apply(before, { kind: 'surrenderZone', defender: 'ussr', attacker: 'usa', zone: 'India', armies: 2, navies: 0, companyIds: [card.id] })
    expect(state.powers.ussr?.forces.armies).toBe(3)
    expect(state.powers.usa?.forces.armies).toBe(before.powers.usa!.forces.armies + 2)
    expect(state.powers.usa?.companies.at(-1)?.id).toBe(card.id)
    expect(state.powers.ussr?.companies.some((c) => c.id === card.id)).toBe(false)
  })

  it('"he may not surrender any forces located in his home territories"', () => {
    const state = startedState(['usa', 'ussr'])
    const r = refusal(state, { kind: 'surrenderZone', defender: 'ussr', attacker: 'usa', zone: 'Kola', armies: 1, navies: 0, companyIds: [] })
    expect(r.code).toBe('home-territory')
    expect(r.rule).toBe('Stage 4, Defensive Tactics, "Surrender"')
  })
})

describe('Rulebook: Winning the Game, Supremacy', () => {
  it('"one player has ... captured or destroyed all of his opponents"', () => {
    let state = captureAll(richUssr(), 'usa')
    expect(supremacyWinner(state)).toBeUndefined()
    state = apply(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })
    expect(supremacyWinner(state)).toBeUndefined()
    for (const territory of ['British Isles', 'Eastern Europe', 'Western Europe', 'Iberia', 'Scandinavia']) {
      state = apply(state, { kind: 'captureTerritory', attacker: 'usa', defender: 'europe', territory })
    }
    state = apply(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'europe' })
    expect(rowCapacity(state, 'usa')).toBe(36)
    expect(supremacyWinner(state)).toBe('usa')
    expect(totalMoney(state)).toBe(0)
  })
})

describe('Rulebook: Winning the Game, Supremacy by bankruptcy ("bankrupted, captured or destroyed")', () => {
  it('reading, as The Destruction: cash to the bank, cards back to the deck, forces, weapons and supplies removed, loans forgotten; money sums to zero', () => {
    const before = apply(richUssr(), { kind: 'captureTerritory', attacker: 'ussr', defender: 'europe', territory: 'Iberia' })
    const state = apply(before, { kind: 'declareBankrupt', power: 'ussr' })
    expect(state.accounts.bank).toBe(before.accounts.bank! + before.accounts.ussr!)
    expect(state.accounts.ussr).toBe(0)
    const ussr = state.powers.ussr!
    expect([ussr.forces.armies, ussr.forces.navies, ussr.loans, ussr.companies.length]).toEqual([0, 0, 0, 0])
    expect(ussr.supplies).toEqual({ grain: 0, oil: 0, minerals: 0, nukes: 0, lstars: 0 })
    expect(state.powers.usa).toEqual(before.powers.usa)
    expect(state.war?.eliminated).toEqual(['ussr'])
    expect(state.war?.bankrupt).toEqual(['ussr'])
    // Its occupying forces are gone: Iberia is Europe's again.
    expect(homeStatus(state, 'europe').find((h) => h.territory === 'Iberia')?.status).toBe('held')
    expect(totalMoney(state)).toBe(0)
    const events = decide(before, { kind: 'declareBankrupt', power: 'ussr' })
    if (!events.ok) throw new Error(events.refusal.message)
    expect(revert(state, events.value)).toEqual(before)
  })

  it('counts toward Supremacy: the last power standing wins, and a power out of the game cannot go bankrupt again', () => {
    let state = apply(richUssr(), { kind: 'declareBankrupt', power: 'ussr' })
    expect(supremacyWinner(state)).toBeUndefined()
    expect(refusal(state, { kind: 'declareBankrupt', power: 'ussr' }).code).toBe('eliminated')
    state = apply(state, { kind: 'declareBankrupt', power: 'europe' })
    expect(supremacyWinner(state)).toBe('usa')
    expect(totalMoney(state)).toBe(0)
  })

  it('a power that lost every home territory is not declared bankrupt: the Spoils of War decide its holdings (The Capture to the captor)', () => {
    const before = captureAll(richUssr(), 'usa')
    expect(refusal(before, { kind: 'declareBankrupt', power: 'ussr' })).toMatchObject({
      code: 'spoils-owed',
      message: 'USSR has lost every home territory, the last to USA: The Capture gives USA its holdings, so it is not declared bankrupt.',
      remedies: [{ label: 'Spoils to USA (The Capture)', command: { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' } }],
    })
    const captured = captureAll(richUssr(), 'usa', USSR_HOMES.slice(1))
    const nukedLast = { ...captured, war: { ...captured.war!, nuked: ['Buryatsk'], lastHomeLoss: { ussr: { how: 'nuked' as const } } } }
    expect(refusal(nukedLast, { kind: 'declareBankrupt', power: 'ussr' }).remedies[0]?.command).toEqual({ kind: 'destroyPower', power: 'ussr' })
    // One home territory left: the table may still declare it bankrupt.
    expect(decide(captureAll(richUssr(), 'usa', USSR_HOMES.slice(1)), { kind: 'declareBankrupt', power: 'ussr' }).ok).toBe(true)
  })

  // The Capture: "When a player captures the last territory of an opponent's home country, he takes all of his
  // opponent's cash, resource cards, army and navy game pieces." The spoils are the captor's from the capture on:
  // a captor going bankrupt records them first, and they leave the game with the rest of its holdings.
  it('a captor that goes bankrupt before taking its spoils records The Capture first: the vanquished power stays out, no wrong Supremacy', () => {
    let state = captureAll(richUssr(), 'usa')
    const refused = refusal(state, { kind: 'declareBankrupt', power: 'usa' })
    expect(refused).toMatchObject({
      code: 'spoils-unsettled',
      message: "USA captured USSR's last home territory and has not taken the spoils: The Capture gives USA USSR's cash, cards, forces and supplies first (they may pay its debts); then declare USA bankrupt if it still is.",
      remedies: [{ label: 'Spoils to USA (The Capture)', command: { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' } }],
    })
    state = apply(state, refused.remedies[0]!.command!)
    const ussrCash = state.accounts.usa!
    state = apply(state, { kind: 'declareBankrupt', power: 'usa' })
    expect(state.war?.eliminated).toEqual(['ussr', 'usa'])
    expect(state.accounts.usa).toBe(0)
    expect(ussrCash).toBeGreaterThan(0)
    expect(supremacyWinner(state)).toBe('europe')
    expect(totalMoney(state)).toBe(0)
  })

  it('with two powers, the captor\'s bankruptcy no longer gives the vanquished power the win by Supremacy', () => {
    let state = captureAll(startedState(['usa', 'ussr']), 'usa')
    expect(refusal(state, { kind: 'declareBankrupt', power: 'usa' }).code).toBe('spoils-unsettled')
    state = apply(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })
    expect(supremacyWinner(state)).toBe('usa')
  })

  // The Destruction: "If the last territory of a player's home territory is nuked ... He is no longer in the game."
  it('the occupier of a home of a power whose last home was nuked records The Destruction before going bankrupt, so that power stays out', () => {
    const captured = captureAll(richUssr(), 'usa', USSR_HOMES.slice(1))
    const nukedLast = { ...captured, war: { ...captured.war!, nuked: ['Buryatsk'], lastHomeLoss: { ussr: { how: 'nuked' as const } } } }
    const refused = refusal(nukedLast, { kind: 'declareBankrupt', power: 'usa' })
    expect(refused.code).toBe('spoils-unsettled')
    expect(refused.message).toBe("USSR has lost every home territory: record its Spoils of War first, then declare USA bankrupt. Otherwise USA's armies would leave USSR's home territories and put it back in the game.")
    expect(refused.remedies.map((r) => r.command)).toEqual([{ kind: 'destroyPower', power: 'ussr' }])
    const state = apply(apply(nukedLast, { kind: 'destroyPower', power: 'ussr' }), { kind: 'declareBankrupt', power: 'usa' })
    expect(state.war?.eliminated).toEqual(['ussr', 'usa'])
    expect(supremacyWinner(state)).toBe('europe')
  })

  it('a captor destroyed before taking its spoils records The Capture first as well', () => {
    let state = captureAll(richUssr(), 'usa')
    state = { ...state, war: { ...state.war!, nuked: [...state.war!.nuked, 'Alaska'] } }
    for (const territory of ['Eastern U.S.A.', 'Midwest U.S.A.', 'Western U.S.A.']) state = apply(state, { kind: 'captureTerritory', attacker: 'europe', defender: 'usa', territory })
    state = { ...state, war: { ...state.war!, lastHomeLoss: { ...state.war!.lastHomeLoss, usa: { how: 'nuked' } } } }
    expect(refusal(state, { kind: 'destroyPower', power: 'usa' })).toMatchObject({ code: 'spoils-unsettled', remedies: [{ command: { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' } }] })
    state = apply(apply(state, { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' }), { kind: 'destroyPower', power: 'usa' })
    expect(supremacyWinner(state)).toBe('europe')
  })

  it('in a guided game the bankrupt power leaves the turn order: no turn, no bid, no counterattack', () => {
    const g = guidedGame(['usa', 'ussr', 'europe'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr', 'europe'] })
    g.do({ kind: 'declareBankrupt', power: 'ussr' })
    expect(g.state.play?.sequence).toEqual(['usa', 'europe'])
    expect(eligibleBidders(g.state, { ...g.state.play!, cubes: { usa: 1, ussr: 1, europe: 1 } })).toEqual(['usa', 'europe'])
    expect(g.refuse({ kind: 'payMoveCost', power: 'ussr', marchArmyTerritories: 1, airliftArmies: 0, convoySeas: 0, navySeas: 0 }).code).toBe('out-of-game')
  })
})

describe('Rulebook: Spoils of War before the stage moves on (issue 26)', () => {
  /** A guided game in Stage 4 where USA took every USSR home territory this turn, USSR's counterattack declined. */
  function vanquished() {
    const g = guidedGame(['usa', 'ussr', 'europe'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr', 'europe'] })
    for (const territory of USSR_HOMES) g.do({ kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory })
    return g
  }

  // "After the defender has had an opportunity to counterattack, the following rules apply. The Capture ... The
  // debts of the vanquished player are forgotten": a loan taken now would vanish with the Capture.
  it('a power that lost every home territory may not take a bank loan or bid until its spoils are recorded; the refusal says so and offers them', () => {
    const g = vanquished()
    const loan = g.refuse({ kind: 'takeLoan', power: 'ussr', amount: 1000 })
    expect(loan).toMatchObject({
      code: 'spoils-first',
      message: 'USSR has lost every home territory, so it may not take a bank loan: record the spoils to USA (The Capture) first.',
      remedies: [{ label: 'Spoils to USA (The Capture)', command: { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' } }],
    })
    expect(g.refuse({ kind: 'placeBid', power: 'ussr', bid: true }).code).toBe('spoils-first')
    // Others still borrow.
    g.do({ kind: 'takeLoan', power: 'europe', amount: 1000 })
    const cash = g.state.accounts.ussr!
    g.do({ kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })
    expect(g.state.accounts.ussr).toBe(0)
    expect(cash).toBeGreaterThan(0)
    expect(totalMoney(g.state)).toBe(0)
  })

  it('the banner asks for the spoils once the counterattack is settled, before the turn or the stage moves on', () => {
    const g = vanquished()
    expect(dueNow(g.state)).toMatchObject({ kind: 'module', label: 'Spoils of War: Spoils to USA (The Capture)', command: { kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' } })
    // While USSR may still counterattack, its counterattack comes first (Step F).
    const play = g.state.play!
    const counter = { ...g.state, play: { ...play, counterattacks: ['ussr' as const], attackMade: play.sequence[play.turn]! } }
    expect(dueNow(counter)).toMatchObject({ kind: 'counterattack', power: 'ussr' })
    g.do({ kind: 'claimSpoils', victor: 'usa', defeated: 'ussr' })
    expect(dueNow(g.state)?.kind).not.toBe('module')
  })

  it('the banner asks for The Destruction when the last home was nuked', () => {
    const state = vanquished().state
    const nukedLast = { ...state, war: { ...state.war!, lastHomeLoss: { ussr: { how: 'nuked' as const } }, nuked: ['Buryatsk'], occupiedHomes: { ...state.war!.occupiedHomes, Buryatsk: undefined } } }
    expect(dueNow(nukedLast)).toMatchObject({ kind: 'module', label: 'Spoils of War: destroy USSR (The Destruction)', command: { kind: 'destroyPower', power: 'ussr' } })
  })
})
