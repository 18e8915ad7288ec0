import { describe, expect, it } from 'vitest'
import { decide, DEFAULT_PRICE_INDEX, EMPTY_STATE, HOME_COMPANIES, SUPERPOWERS, type GameEvent } from '@/domain'
import {
  armiesPlaced,
  bonusLeft,
  bonusPlaced,
  buildStartGame,
  dealtCardNote,
  emptyPowerForm,
  emptySetupForm,
  forcesBreakdown,
  indexFromDice,
  originOfTerritory,
  priceFromDice,
  setupProblems,
  standardStartPrice,
  togglePower,
  type SetupForm,
} from '@/presentation/setup-helpers'

function standardForm(): SetupForm {
  const form = emptySetupForm()
  form.powers = [
    { ...emptyPowerForm('usa'), player: 'Ann' },
    { ...emptyPowerForm('ussr'), player: ' Boris ' },
    { ...emptyPowerForm('china'), player: 'Chen' },
  ]
  return form
}

function randomForm(): SetupForm {
  const form = standardForm()
  form.openMode = 'random'
  form.marketDice = { grain: [4, 2], oil: [6, 6], minerals: [1, 1] }
  for (const p of form.powers) {
    p.keptHome = [0, 3, 5]
    p.bonus = { grain: 2, oil: 3, minerals: 4 }
  }
  return form
}

function started(events: GameEvent[]) {
  const e = events[0]
  if (e?.type !== 'gameStarted') throw new Error('expected gameStarted')
  return e
}

describe('togglePower', () => {
  it('adds in tap order, removes, and stops at six', () => {
    let powers = togglePower([], 'ussr')
    powers = togglePower(powers, 'usa')
    expect(powers.map((p) => p.id)).toEqual(['ussr', 'usa'])
    expect(togglePower(powers, 'ussr').map((p) => p.id)).toEqual(['usa'])
    const six = (['usa', 'ussr', 'china', 'europe', 'africa', 'south-america'] as const).reduce(togglePower, [] as ReturnType<typeof togglePower>)
    expect(six).toHaveLength(6)
    expect(togglePower(six, 'usa')).toHaveLength(5)
  })
})

describe('Random Open arithmetic', () => {
  it('defaults armies to one per home territory plus nine bonus', () => {
    for (const id of ['usa', 'ussr', 'europe'] as const) {
      const f = forcesBreakdown(id, [])
      expect(f).toEqual({ home: SUPERPOWERS[id].homeTerritories.length, foreign: 0, bonus: 9, total: SUPERPOWERS[id].homeTerritories.length + 9 })
    }
    expect(forcesBreakdown('usa', []).total).toBe(13)
    expect(forcesBreakdown('ussr', []).total).toBe(15)
  })

  it('adds one army per distinct foreign territory with a dealt card', () => {
    const dealt = [
      { resource: 'oil' as const, units: 2, territory: 'Arabia', name: '' },
      { resource: 'grain' as const, units: 1, territory: ' arabia ', name: '' },
      { resource: 'minerals' as const, units: 2, territory: 'Alaska', name: '' },
      { resource: 'minerals' as const, units: 2, territory: 'India', name: '' },
    ]
    expect(forcesBreakdown('usa', dealt)).toEqual({ home: 4, foreign: 2, bonus: 9, total: 15 })
    expect(armiesPlaced({ ...emptyPowerForm('usa'), dealt })).toBe(15)
    expect(armiesPlaced({ ...emptyPowerForm('usa'), dealt, armies: 7 })).toBe(7)
  })

  it('counts the bonus split against nine', () => {
    expect(bonusPlaced({ grain: 2, oil: 3, minerals: 4 })).toBe(9)
    expect(bonusLeft({ grain: 2, oil: 0, minerals: 1 })).toBe(6)
  })

  it('turns two dice into the index and price (4 + 2 = $100M, rulebook example)', () => {
    expect(indexFromDice([4, 2], DEFAULT_PRICE_INDEX)).toBe(6)
    expect(priceFromDice([4, 2], DEFAULT_PRICE_INDEX)).toBe(100)
    expect(priceFromDice([6, 6], DEFAULT_PRICE_INDEX)).toBe(500)
    expect(priceFromDice([1, 1], DEFAULT_PRICE_INDEX)).toBe(10)
    expect(indexFromDice([4, null], DEFAULT_PRICE_INDEX)).toBeNull()
    expect(indexFromDice([0, 7], DEFAULT_PRICE_INDEX)).toBeNull()
    expect(indexFromDice([6, 6], [1, 2, 3])).toBe(2)
    expect(standardStartPrice(DEFAULT_PRICE_INDEX)).toBe(500)
  })

  it('knows which pile a card came from by its territory', () => {
    expect(originOfTerritory('Kola')).toBe('ussr')
    expect(originOfTerritory(' western u.s.a. ')).toBe('usa')
    expect(originOfTerritory('India')).toBe('independent')
    expect(dealtCardNote(' ', 'usa', ['usa', 'ussr'])).toBeNull()
    expect(dealtCardNote('India', 'usa', ['usa', 'ussr'])).toEqual({ text: 'Independent card', isWarning: false })
    expect(dealtCardNote('Alaska', 'usa', ['usa', 'ussr'])).toEqual({ text: "From USA's own pile", isWarning: false })
    expect(dealtCardNote('Nigeria', 'usa', ['usa', 'ussr'])).toEqual({ text: "From Africa's pile", isWarning: false })
    expect(dealtCardNote('Kola ', 'usa', ['usa', 'ussr'])).toEqual({
      text: "Kola is USSR's home: the rule says return this card and draw another.",
      isWarning: true,
    })
  })
})

describe('setupProblems', () => {
  it('asks for powers and names', () => {
    const form = emptySetupForm()
    expect(setupProblems(form)).toEqual(['Tap the superpowers that play (2 to 6).'])
    form.powers = [emptyPowerForm('usa')]
    expect(setupProblems(form)).toEqual(['Choose at least 2 superpowers; 1 chosen.', 'Type the name of the player commanding USA.'])
    expect(setupProblems(standardForm())).toEqual([])
  })

  it('asks Random Open for dice, three home cards, dealt territories and nine bonus units', () => {
    const form = randomForm()
    expect(setupProblems(form)).toEqual([])
    form.marketDice.oil = [3, null]
    const usa = form.powers[0]!
    usa.keptHome = [1]
    usa.dealt = [{ resource: 'oil', units: 2, territory: ' ', name: '' }]
    usa.bonus = { grain: 9, oil: 1, minerals: 0 }
    expect(setupProblems(form)).toEqual([
      'Roll or type both dice for oil.',
      'USA: tick the 3 home cards kept (1 ticked).',
      'USA: type the territory of each dealt card.',
      'USA: 10 of 9 bonus resources placed.',
    ])
  })
})

describe('buildStartGame', () => {
  it('builds a Standard Open command that decide accepts', () => {
    const cmd = buildStartGame({ ...standardForm(), title: '  Friday  ' }, 'g-1')
    expect(cmd).toEqual({
      kind: 'startGame',
      gameId: 'g-1',
      title: 'Friday',
      openMode: 'standard',
      settings: { priceIndex: [...DEFAULT_PRICE_INDEX], interestPerBillion: 50, amphibiousArmies: 'landed', nuclearRoulette: 'perTerritory' },
      powers: [
        { id: 'usa', player: 'Ann' },
        { id: 'ussr', player: 'Boris' },
        { id: 'china', player: 'Chen' },
      ],
      guided: true,
    })
    const result = decide(EMPTY_STATE, cmd)
    expect(result.ok).toBe(true)
    if (result.ok) expect(started(result.value).play?.stage).toBe(1)
  })

  it('starts a bookkeeping-only game when the order of play is not guided', () => {
    const cmd = buildStartGame({ ...standardForm(), guided: false }, 'g-5')
    expect(cmd.guided).toBe(false)
    const result = decide(EMPTY_STATE, cmd)
    if (!result.ok) throw new Error(result.refusal.message)
    expect(started(result.value).play).toBeUndefined()
  })

  it('carries the settings chosen', () => {
    const form = standardForm()
    form.interestPerBillion = 100
    form.priceIndex[17] = 1200
    const cmd = buildStartGame(form, 'g-2')
    expect(cmd.settings.interestPerBillion).toBe(100)
    expect(cmd.settings.priceIndex[17]).toBe(1200)
    form.priceIndex[0] = 2
    expect(cmd.settings.priceIndex[0]).toBe(1)
  })

  it('carries the Stage 7 readings chosen, and stores none when the defaults are kept', () => {
    const form = standardForm()
    expect(buildStartGame(form, 'g-3').settings).not.toHaveProperty('doubleSeven')
    form.doubleSeven = 'two-cubes-left'
    expect(buildStartGame(form, 'g-3').settings).not.toHaveProperty('doubleSeven')
    form.doubleSeven = 'one-stage-only'
    form.stage7Buying = 'any-purchase'
    const cmd = buildStartGame(form, 'g-3')
    expect(cmd.settings).toMatchObject({ doubleSeven: 'one-stage-only', stage7Buying: 'any-purchase' })
    const result = decide(EMPTY_STATE, cmd)
    if (!result.ok) throw new Error(result.refusal.message)
    expect(started(result.value).settings).toMatchObject({ doubleSeven: 'one-stage-only', stage7Buying: 'any-purchase' })
  })

  it('builds a Random Open command with kept and dealt cards, bonus, forces and dice', () => {
    const form = randomForm()
    const usa = form.powers[0]!
    usa.dealt = [
      { resource: 'oil', units: 2, territory: ' Arabia ', name: '' },
      { resource: 'minerals', units: 3, territory: 'Kola', name: 'Baku Oil' },
    ]
    usa.navies = 2
    usa.armies = 12
    const cmd = buildStartGame(form, 'g-3')
    expect(cmd.marketDice).toEqual({ grain: [4, 2], oil: [6, 6], minerals: [1, 1] })
    const p = cmd.powers[0]!
    expect(p.companies).toEqual([
      { ...HOME_COMPANIES.usa[0], origin: 'usa' },
      { ...HOME_COMPANIES.usa[3], origin: 'usa' },
      { ...HOME_COMPANIES.usa[5], origin: 'usa' },
      { name: '', territory: 'Arabia', resource: 'oil', units: 2, origin: 'independent' },
      { name: 'Baku Oil', territory: 'Kola', resource: 'minerals', units: 3, origin: 'ussr' },
    ])
    expect(p.bonusResources).toEqual({ grain: 2, oil: 3, minerals: 4 })
    expect(p).toMatchObject({ armies: 12, navies: 2 })
    expect(cmd.powers[1]).toMatchObject({ armies: 15, navies: 0 })

    const result = decide(EMPTY_STATE, cmd)
    if (!result.ok) throw new Error(result.refusal.message)
    const e = started(result.value)
    expect(e.market).toEqual({ grain: 6, oil: 12, minerals: 2 })
    expect(e.powers[0]?.supplies).toMatchObject({ grain: 5, oil: 6, minerals: 7 })
    expect(e.powers[0]?.companies).toHaveLength(5)
  })

  it('sends missing dice as 0 so decide refuses them', () => {
    const form = randomForm()
    form.marketDice.grain = [null, 3]
    const cmd = buildStartGame(form, 'g-4')
    expect(cmd.marketDice?.grain).toEqual([0, 3])
    const result = decide(EMPTY_STATE, cmd)
    expect(result.ok ? '' : result.refusal.code).toBe('bad-dice')
  })
})
