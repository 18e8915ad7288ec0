import { describe, expect, it } from 'vitest'
import { decide, EMPTY_STATE } from '@/domain'
import {
  activeVariants,
  buildWosStart,
  diceLine,
  diceRounds,
  emptyWosForm,
  firstRollsOf,
  firstSeat,
  isWarOfSupremacy,
  tableChecklist,
  teamsLine,
  toWin,
  variantOffer,
  withDie,
  withRolled,
  withSeatAdded,
  withSeatRemoved,
  wosProblems,
  type WosSetupForm,
} from '@/presentation/wos-setup-ui'

/** A form with these names, these rounds of dice and Wild turned. */
function formOf(players: string[], rolls: (number | null)[][] = [players.map((_, i) => (i === 0 ? 6 : 2))], changes: Partial<WosSetupForm> = {}): WosSetupForm {
  return { ...emptyWosForm(), players, rolls, forms: ['wild'], ...changes }
}

describe('wos-setup-ui: seats', () => {
  it('starts with two empty seats and no die rolled', () => {
    const form = emptyWosForm()
    expect(form.players).toEqual(['', ''])
    expect(diceRounds(form)).toEqual([{ seats: [0, 1], dice: [null, null] }])
  })

  it('adds seats up to five and removes down to two, keeping the seats’ first dice and dropping rerolls', () => {
    let form = formOf(['Ana', 'Ben', 'Cy'], [[6, 6, 1], [3, 4]])
    form = { ...form, ...withSeatAdded(form) }
    expect(form.players).toEqual(['Ana', 'Ben', 'Cy', ''])
    expect(form.rolls).toEqual([[6, 6, 1, null]])
    form = { ...form, ...withSeatRemoved(form, 0) }
    expect(form.players).toEqual(['Ben', 'Cy', ''])
    expect(form.rolls).toEqual([[6, 1, null]])
    const five = formOf(['A', 'B', 'C', 'D', 'E'])
    expect(withSeatAdded(five).players).toHaveLength(5)
    const two = formOf(['A', 'B'])
    expect(withSeatRemoved(two, 1).players).toEqual(['A', 'B'])
  })
})

describe('wos-setup-ui: variants', () => {
  it('offers Multiple Territories with 4 or 5 players and the Team Game with exactly 4', () => {
    expect([2, 3, 4, 5].map((n) => variantOffer('multipleTerritories', n).offered)).toEqual([false, false, true, true])
    expect([2, 3, 4, 5].map((n) => variantOffer('teamGame', n).offered)).toEqual([false, false, true, false])
    expect(variantOffer('teamGame', 5).why).toBe('For exactly 4 players.')
    expect(variantOffer('legendaryStart', 2).offered).toBe(true)
  })

  it('starts the game only with the variants offered for the seats at the table', () => {
    const form = formOf(['Ana', 'Ben', 'Cy'], undefined, { variants: { ...emptyWosForm().variants, teamGame: true, multipleTerritories: true, extraPickUp: true } })
    expect(activeVariants(form)).toEqual({ extraPickUp: true })
    expect(toWin(form)).toBe(3)
  })

  it('shows the rules’ Territories to win, live', () => {
    const four = formOf(['A', 'B', 'C', 'D'])
    expect(toWin(four)).toBe(2)
    expect(toWin({ ...four, variants: { ...four.variants, multipleTerritories: true } })).toBe(3)
    expect(toWin({ ...four, variants: { ...four.variants, teamGame: true } })).toBe(3)
  })

  it('says who partners whom in a Team Game: seats 1 and 3 against 2 and 4', () => {
    expect(teamsLine(formOf(['Ana', 'Ben', 'Cy', '']))).toBe('Ana (seat 1) and Cy (seat 3) against Ben (seat 2) and Player 4 (seat 4).')
  })
})

describe('wos-setup-ui: the first player', () => {
  it('names the highest roll', () => {
    const form = formOf(['Ana', 'Ben', 'Cy'], [[2, 5, 3]])
    expect(firstSeat(form)).toBe(1)
    expect(diceLine(form)).toBe('Ben goes first.')
  })

  it('has the players tied on the highest roll roll again, round after round', () => {
    let form = formOf(['Ana', 'Ben', 'Cy', 'Dee'], [[6, 2, 6, 1]])
    expect(diceRounds(form).map((r) => r.seats)).toEqual([[0, 1, 2, 3], [0, 2]])
    expect(firstSeat(form)).toBeUndefined()
    expect(diceLine(form)).toBe('Ana and Cy tied on 6: they roll again.')
    form = { ...form, rolls: withDie(form, 1, 0, 4) }
    form = { ...form, rolls: withDie(form, 1, 1, 4) }
    expect(diceRounds(form).map((r) => r.seats)).toEqual([[0, 1, 2, 3], [0, 2], [0, 2]])
    form = { ...form, rolls: withDie(form, 2, 0, 1) }
    form = { ...form, rolls: withDie(form, 2, 1, 5) }
    expect(firstRollsOf(form)).toEqual([[6, 2, 6, 1], [4, 4], [1, 5]])
    expect(firstSeat(form)).toBe(2)
    // A first-round die changed: the rerolls that hung on it go.
    form = { ...form, rolls: withDie(form, 0, 1, 3) }
    expect(form.rolls).toEqual([[6, 3, 6, 1]])
  })

  it('rolls the app’s dice for the open round only, keeping a die typed; once decided, from the start', () => {
    const dice = [3, 5, 5, 2, 6]
    const roll = () => dice.shift()!
    let form = formOf(['Ana', 'Ben', 'Cy'], [[null, 4, null]])
    form = { ...form, rolls: withRolled(form, roll) }
    expect(form.rolls).toEqual([[3, 4, 5]])
    expect(firstSeat(form)).toBe(2)
    form = { ...form, rolls: withRolled(form, roll) }
    expect(form.rolls).toEqual([[5, 2, 6]])
    const tied = formOf(['Ana', 'Ben'], [[4, 4]])
    expect(withRolled(tied, () => 1)).toEqual([[4, 4], [1, 1]])
  })
})

describe('wos-setup-ui: problems and the command', () => {
  it('lists what is missing in plain words, in the order of the form', () => {
    expect(wosProblems({ ...emptyWosForm() })).toEqual([
      'Type the name of the player in seat 1.',
      'Type the name of the player in seat 2.',
      'Roll a die for every player to see who goes first.',
      'Choose the first combat form card turned: Wild, Magic, Blade or a combination.',
    ])
    expect(wosProblems(formOf(['Ana', 'ana '], [[5, 5]]))).toEqual(['Seats 1 and 2 are both called ana: give each player a different name.', 'Ana and ana tied on 5: they roll again.'])
    const multiple = formOf(['A', 'B', 'C', 'D'], undefined, { variants: { ...emptyWosForm().variants, multipleTerritories: true } })
    expect(wosProblems(multiple)).toEqual(['Multiple Territories: choose the second Territory’s combat form.'])
  })

  it('builds the StartGame the rules accept once nothing is missing', () => {
    const form = formOf([' Ana ', 'Ben', 'Cy', 'Dee'], [[6, 2, 6, 1], [3, 4]], {
      forms: ['blade', 'wild'],
      territory: ' Northreach ',
      variants: { ...emptyWosForm().variants, multipleTerritories: true, legendaryStart: true },
      second: { forms: ['magic'], territory: '' },
      title: ' Friday ',
    })
    expect(wosProblems(form)).toEqual([])
    const command = buildWosStart(form, 'g1')
    expect(command.title).toBe('Friday')
    expect(command.ruleset).toEqual({ economy: 'war-of-supremacy', sequence: 'guided', modules: [] })
    expect(command.warOfSupremacy).toEqual({
      players: ['Ana', 'Ben', 'Cy', 'Dee'],
      variants: { multipleTerritories: true, legendaryStart: true },
      firstRolls: [[6, 2, 6, 1], [3, 4]],
      forms: ['wild', 'blade'],
      territory: 'Northreach',
      second: { forms: ['magic'], territory: '' },
      readings: { summonFromHandIsPlayed: true, cancelledMinusKills: true },
    })
    const result = decide(EMPTY_STATE, command)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const started = result.value[0]
    expect(started?.type === 'gameStarted' && started.warOfSupremacy?.turn.player).toBe('p3')
    expect(started?.type === 'gameStarted' && started.warOfSupremacy?.toWin).toBe(3)
  })

  it('sends no second Territory without Multiple Territories', () => {
    expect(buildWosStart(formOf(['Ana', 'Ben']), 'g').warOfSupremacy?.second).toBeUndefined()
  })

  it('words the table’s setup steps, the Legendary deal and two Territories when chosen', () => {
    const plain = tableChecklist(formOf(['A', 'B']))
    expect(plain).toHaveLength(4)
    expect(plain[1]).toBe('Deal 5 creature cards and 3 spell cards to each player.')
    expect(plain[3]).toBe('Put the defence marker on 0.')
    const variants = { ...emptyWosForm().variants, legendaryStart: true, multipleTerritories: true }
    const more = tableChecklist(formOf(['A', 'B', 'C', 'D'], undefined, { variants }))
    expect(more[1]).toMatch(/one Legendary creature at random.*4 creatures and 3 spells/)
    expect(more[2]).toMatch(/two Territory cards/)
  })

  it('knows a card game’s saved header by its ruleset', () => {
    expect(isWarOfSupremacy({ economy: 'war-of-supremacy', sequence: 'guided', modules: [] })).toBe(true)
    expect(isWarOfSupremacy({ economy: 'cash-flow', sequence: 'guided', modules: [] })).toBe(false)
    expect(isWarOfSupremacy(undefined)).toBe(false)
  })
})
