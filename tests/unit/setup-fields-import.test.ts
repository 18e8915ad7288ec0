import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, foldEntries, type StartGame } from '@/domain'
import { buildGameFile, checkGameFileText, type GameFile } from '@/domain/game-file'
import { ALL_MODULES } from '@/domain/rules'
import { entry, mustDecide, standardStart } from '../support/games'
import { cashFlowStart } from '../support/cash-flow'
import { wosStart } from '../support/war-of-supremacy'

/**
 * Issue 27: every setup field of every base is checked when a game file is imported. A setting is
 * checked against its module's declaration (each module's settings.ts) even in a game that does
 * not read it (a Cash Flow file's Price Index), and any other field of the setup is refused, named.
 */

/** A game file holding only the setup of `start`, as the app exports it. */
function fileOf(start: StartGame): GameFile {
  const setup = entry(1, start, mustDecide(foldEntries([]).state, start), start.gameId)
  return buildGameFile([setup], '0.0.0-test', '2026-11-28T10:00:00.000Z')
}

/** The file with its setup's settings changed, in the command and in the stored event alike. */
function withSettings(file: GameFile, change: Record<string, unknown>): GameFile {
  const copy = structuredClone(file)
  const setup = copy.entries[0]!
  Object.assign(setup.command as { settings: object }, { settings: { ...(setup.command as StartGame).settings, ...change } })
  for (const e of setup.events) if (e.type === 'gameStarted') Object.assign(e, { settings: { ...e.settings, ...change } })
  return copy
}

/** The file with its setup command changed by `edit` (the stored events left as they are). */
function withCommand(file: GameFile, edit: (cmd: Record<string, unknown>) => void): GameFile {
  const copy = structuredClone(file)
  edit(copy.entries[0]!.command as unknown as Record<string, unknown>)
  return copy
}

function imported(file: GameFile) {
  return checkGameFileText(JSON.stringify(file), 'copy')
}

function refusal(file: GameFile): string {
  const checked = imported(file)
  if (checked.ok) throw new Error('accepted')
  return checked.refusal.message
}

const basic = () => fileOf(standardStart(['usa', 'ussr']))
const airUnits = () => fileOf({ ...standardStart(['usa', 'ussr']), guided: true, ruleset: { economy: 'price-index', sequence: 'guided', modules: ['air-units'] } })
const cashFlow = () => fileOf(cashFlowStart(['usa', 'ussr']))
/** A Cash Flow game set up before issue 27: its settings held the basic game's too. */
const olderCashFlow = () => fileOf(cashFlowStart(['usa', 'ussr'], {}, { ...DEFAULT_SETTINGS }))
const wos = () => fileOf(wosStart())

describe('a game file’s settings are checked against each module’s declaration, for every base', () => {
  it('the files as the app writes them import, older Cash Flow and War of Supremacy setups with the basic game’s settings included', () => {
    for (const file of [basic(), airUnits(), cashFlow(), olderCashFlow(), wos(), fileOf({ ...wosStart(), settings: { ...DEFAULT_SETTINGS } })]) {
      const checked = imported(file)
      if (!checked.ok) throw new Error(checked.refusal.message)
    }
  })

  it('a changed setting that is one of its values imports: a group’s own Price Index or loan interest', () => {
    const table = DEFAULT_SETTINGS.priceIndex.map((p) => p * 2)
    const checked = imported(withSettings(basic(), { priceIndex: table, interestPerBillion: 200 }))
    if (!checked.ok) throw new Error(checked.refusal.message)
    expect(checked.value.fold.state.settings).toMatchObject({ priceIndex: table, interestPerBillion: 200 })
    // A Cash Flow game stores only its own readings; the Price Index it does not use stays in the setup.
    const cf = imported(withCommand(withSettings(olderCashFlow(), { cashFlowLoans: 'market-action' }), (c) => ((c.settings as { priceIndex: number[] }).priceIndex = table)))
    if (!cf.ok) throw new Error(cf.refusal.message)
    expect(cf.value.fold.state.settings).toMatchObject({ cashFlowLoans: 'market-action' })
    expect(cf.value.fold.state.settings).not.toHaveProperty('priceIndex')
  })

  it('the basic game: a wrong loan interest is refused naming the setting and what it may be', () => {
    expect(refusal(withSettings(basic(), { interestPerBillion: 5000 }))).toBe(
      'Entry 1 (startGame) would be refused by the rules at that point (“Loan interest must be $0M to $1,000M per $1,000M borrowed, in whole millions, not 5000 (setting “interestPerBillion”).”): the file was changed or damaged. Nothing was imported.',
    )
    expect(refusal(withSettings(basic(), { doubleSeven: 'sometimes' }))).toContain('Double Seven must be “two-cubes-left” or “one-stage-only”')
    expect(refusal(withSettings(basic(), { priceIndex: [0, 1] }))).toContain('The Price Index must be 13 to 40 spots')
  })

  it('the basic game with Air Units: a fire power outside its readings is refused, named', () => {
    expect(refusal(withSettings(airUnits(), { airUnitFirePower: 9 }))).toContain('An air unit’s Fire Power Rating must be 5 or 4 (5 by the variant’s prose and example, 4 by its table), not 9 (setting “airUnitFirePower”)')
  })

  it('Cash Flow: its own reading, and the Price Index it does not use, are checked all the same', () => {
    expect(refusal(withSettings(cashFlow(), { cashFlowLoans: 'whenever' }))).toContain(
      'When a player may borrow from another must be “any-time” or “market-action” (at any time, or in the Market action), not “whenever” (setting “cashFlowLoans”)',
    )
    expect(refusal(withSettings(olderCashFlow(), { priceIndex: [1, 2, 3] }))).toContain(
      'The Price Index, which a Cash Flow game does not use, must still be 13 to 40 spots (spot 12 is the standard start), each a whole number of $M above zero, none lower than the spot before it, not [1,2,3] (setting “priceIndex”)',
    )
    expect(refusal(withSettings(olderCashFlow(), { nuclearRoulette: 'twice' }))).toContain('Nuclear Roulette, which a Cash Flow game does not use, must still be “perTerritory” or “once”')
  })

  it('War of Supremacy: a Supremacy setting it does not use is checked; one no module has is refused', () => {
    expect(refusal(withSettings(wos(), { priceIndex: 'cheap' }))).toContain('The Price Index, which a War of Supremacy game does not use, must still be 13 to 40 spots')
    expect(refusal(withSettings(wos(), { interestPerBillion: -1 }))).toContain('Loan interest, which a War of Supremacy game does not use, must still be $0M to $1,000M')
    expect(refusal(withSettings(wos(), { goldPerTurn: 3 }))).toContain('The game settings hold “goldPerTurn”, a setting this app does not have.')
    expect(refusal(withSettings(basic(), { goldPerTurn: 3 }))).toContain('The game settings hold “goldPerTurn”, a setting this app does not have.')
  })
})

describe('a setup field no game of this kind has is refused, named (it would be stored unchecked)', () => {
  it('the basic game: a field beside the setup, and one in a superpower’s setup', () => {
    expect(refusal(withCommand(basic(), (c) => (c.bonus = 1)))).toContain('The setup holds “bonus”, which a Standard Open setup does not have.')
    expect(refusal(withCommand(basic(), (c) => ((c.powers as { cash?: number }[])[0]!.cash = 9000)))).toContain('The setup of USA holds “cash”, which a Standard Open setup does not have.')
    expect(refusal(withCommand(basic(), (c) => (c.marketDice = { grain: 9, oil: 1, minerals: 1 })))).toContain('would be refused by the rules')
  })

  it('Cash Flow: Random Open’s dice, and a field of a dealt card', () => {
    expect(refusal(withCommand(cashFlow(), (c) => (c.marketDice = { grain: 1, oil: 1, minerals: 1 })))).toContain('The setup holds “marketDice”, which a Cash Flow game’s setup does not have.')
    expect(refusal(withCommand(cashFlow(), (c) => ((c.cashFlow as { faceUp: { value?: number }[] }).faceUp[0]!.value = 1)))).toContain('The face-up card 1 holds “value”')
    expect(refusal(withCommand(cashFlow(), (c) => (c.openMode = 'random')))).toContain('A Cash Flow game has no Random Open')
  })

  it('War of Supremacy: a field of the card game’s setup', () => {
    expect(refusal(withCommand(wos(), (c) => ((c.warOfSupremacy as { bonus?: number }).bonus = 1)))).toContain('The card game’s setup holds “bonus”, which a War of Supremacy setup does not have.')
    expect(refusal(withCommand(wos(), (c) => (c.guided = false)))).toContain('War of Supremacy is always played guided')
  })
})

describe('each module declares its settings next to them', () => {
  const fields = ALL_MODULES.flatMap((m) => m.settings?.fields ?? [])

  it('every setting has one owner, a name and its values in words', () => {
    expect(new Set(fields.map((f) => f.key)).size).toBe(fields.length)
    for (const f of fields) expect([f.label.length > 0, f.allowed.length > 0]).toEqual([true, true])
    expect(fields.map((f) => f.key)).toEqual(expect.arrayContaining(['priceIndex', 'interestPerBillion', 'endTerms', 'rotation', 'amphibiousArmies', 'airUnitFirePower', 'cashFlowLoans']))
  })

  it('the defaults the setup screen starts from are all allowed', () => {
    for (const f of fields) {
      const value = (DEFAULT_SETTINGS as unknown as Record<string, unknown>)[f.key]
      if (value !== undefined) expect(f.accepts(value)).toBe(true)
    }
  })
})
