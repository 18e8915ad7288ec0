import { describe, expect, it } from 'vitest'
import { foldEntries, type StartGame } from '@/domain'
import { buildStartGame, emptyPowerForm, emptySetupForm, type SetupForm } from '@/presentation/setup-helpers'
import { rematchForm } from '@/presentation/rematch'
import { cashFlowStart } from '../support/cash-flow'
import { wosStart } from '../support/war-of-supremacy'
import { entry, mustDecide } from '../support/games'

/** The state a start command leaves. */
function started(start: StartGame) {
  return foldEntries([entry(1, start, mustDecide(foldEntries([]).state, start))]).state
}

function houseRulesForm(): SetupForm {
  const form = emptySetupForm()
  form.title = 'Friday'
  form.powers = [
    { ...emptyPowerForm('china'), player: 'Chen' },
    { ...emptyPowerForm('usa'), player: 'Ann' },
    { ...emptyPowerForm('europe'), player: 'Eve' },
  ]
  form.guided = true
  form.modules = ['air-units']
  form.airUnitFirePower = 4
  form.interestPerBillion = 100
  form.doubleSeven = 'one-stage-only'
  form.stage7Buying = 'any-purchase'
  form.rotation = 'pass-is-final'
  form.counterattackEarnsCounterattack = true
  form.nuclearRoulette = 'once'
  form.endTerms = { detente: { kind: 'cycles', cycles: 5 }, handicap: 3 }
  return form
}

describe('New game with these players: the ended game as a new setup form', () => {
  it('starts a game with the same seats, players, rules and readings as the one that ended (a new title and id)', () => {
    const first = buildStartGame(houseRulesForm(), 'g1')
    const again = rematchForm(started(first))!
    expect(again.powers.map((p) => [p.id, p.player])).toEqual([['china', 'Chen'], ['usa', 'Ann'], ['europe', 'Eve']])
    expect(again.title).toBe('')
    const second = buildStartGame({ ...again, title: 'Friday' }, 'g1')
    expect(second).toEqual(first)
  })

  it('Warlords and Pirates: a new game writes its two readings (defaults: nukes, no owner bids) and a rematch keeps them; one set up before them keeps the old ones', () => {
    const form = { ...houseRulesForm(), modules: ['warlords'] }
    const first = buildStartGame(form, 'g1')
    expect(first.settings).toMatchObject({ warlordOutnumbered: 'nukes', ownerBidsForOwnCard: false })
    expect(buildStartGame({ ...rematchForm(started(first))!, title: 'Friday' }, 'g1')).toEqual(first)
    const older: StartGame = { ...first, settings: { ...first.settings } }
    delete older.settings.warlordOutnumbered
    delete older.settings.ownerBidsForOwnCard
    expect(rematchForm(started(older))).toMatchObject({ warlordOutnumbered: 'lstars', ownerBidsForOwnCard: false })
    // Without the module the settings are not written.
    expect(buildStartGame(houseRulesForm(), 'g1').settings).not.toHaveProperty('warlordOutnumbered')
  })

  it('a bookkeeping game stays bookkeeping; an agreed clock time is not carried into the next game', () => {
    const form = { ...emptySetupForm(), guided: false, powers: [{ ...emptyPowerForm('usa'), player: 'Ann' }, { ...emptyPowerForm('ussr'), player: 'Ivan' }] }
    form.endTerms = { detente: { kind: 'clock', at: '2026-11-22T23:00:00.000Z' }, handicap: 2 }
    const again = rematchForm(started(buildStartGame(form, 'g1')))!
    expect(again.guided).toBe(false)
    expect(again.endTerms).toEqual({ handicap: 2 })
  })

  it('a Cash Flow game gives a Cash Flow form with its readings and a blank deal; the card game has no such form', () => {
    const again = rematchForm(started(cashFlowStart(['usa', 'ussr'], {}, { cashFlowLeaderTies: 'none' })))!
    expect(again.economy).toBe('cash-flow')
    expect(again.powers.map((p) => p.id)).toEqual(['usa', 'ussr'])
    expect(again.cashFlow.leaderTies).toBe('none')
    expect(again.cashFlow.faceUp).toEqual(emptySetupForm().cashFlow.faceUp)
    expect(again.powers[0]!.cashFlow).toEqual(emptyPowerForm('usa').cashFlow)
    expect(rematchForm(started(wosStart()))).toBeUndefined()
  })
})
