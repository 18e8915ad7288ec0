import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildGameFile, checkGameFileText, GAME_FILE_FORMAT, gameFileName, MAX_GAME_FILE_BYTES, sizeRefusal, type GameFile } from '@/domain/game-file'
import { EVENT_SCHEMA_VERSION, foldEntries, type GameState } from '@/domain'
import { commandsOf, guidedPrefix, PLAY_POINTS, powersArb, stageCommandsOf, stepArb, stepsOf } from '../support/arbitraries'
import { play } from '../support/play'

const goldenText = readFileSync(resolve(process.cwd(), 'tests/golden/game-file-v1.json'), 'utf8')
const golden = (): GameFile => JSON.parse(goldenText) as GameFile
/** The same game exported by the current log schema (the v1 file stays as old devices wrote it). */
const currentText = readFileSync(resolve(process.cwd(), 'tests/golden/game-file-schema-v2.json'), 'utf8')
const current = (): GameFile => JSON.parse(currentText) as GameFile

function refusal(file: unknown): string {
  const result = checkGameFileText(typeof file === 'string' ? file : JSON.stringify(file), 'new-id')
  if (result.ok) throw new Error('accepted')
  return result.refusal.message
}

/** The state an imported copy must have: the original's, under the new id. */
const renamed = (state: GameState, gameId: string): GameState => ({ ...state, gameId })

describe('Game files: the golden file of version 1', () => {
  it('replays a guided game with a battle, a nuclear strike, undo and redo to the state it had', () => {
    const checked = checkGameFileText(goldenText, 'new-id')
    if (!checked.ok) throw new Error(checked.refusal.message)
    const state = checked.value.fold.state
    expect(state.gameId).toBe('new-id')
    expect(state.title).toBe('Golden game')
    expect(state.accounts).toEqual({ bank: -19400, usa: 6820, ussr: 6280, europe: 6300 })
    expect([state.powers.usa?.forces.armies, state.powers.ussr?.forces.armies]).toEqual([3, 3])
    expect(state.powers.usa?.supplies.nukes).toBe(1)
    expect(state.war?.nuked).toEqual(['Kola'])
    expect(state.powers.europe?.loans).toBe(0) // the loan was undone
    expect({ cycle: state.play?.cycle, stage: state.play?.stage }).toEqual({ cycle: 2, stage: 4 })
    expect(checked.value.entries.every((e) => e.gameId === 'new-id')).toBe(true)
    expect(checked.value.header).toMatchObject({ title: 'Golden game', powers: ['usa', 'ussr', 'europe'], headSeq: 47 })
  })

  it('a fresh export of the same log is the same file, apart from the export time and id', () => {
    const file = current()
    const again = buildGameFile(file.entries, file.appVersion, file.exportedAt)
    expect(again).toEqual(file)
    expect(again.schemaVersion).toBe(EVENT_SCHEMA_VERSION)
    expect(again.format).toBe(GAME_FILE_FORMAT)
  })
})

describe('Game files: the golden file of rules edition 2 (issue 12)', () => {
  const editionText = readFileSync(resolve(process.cwd(), 'tests/golden/game-file-rules-edition-2.json'), 'utf8')

  it('imports with every entry checked under edition 2, to the same war as the version 1 game', () => {
    const checked = checkGameFileText(editionText, 'new-id')
    if (!checked.ok) throw new Error(checked.refusal.message)
    expect(checked.value.entries.every((e) => e.rules === 2)).toBe(true)
    const state = checked.value.fold.state
    expect(state.accounts).toEqual({ bank: -19400, usa: 6820, ussr: 6280, europe: 6300 })
    expect([state.powers.usa?.forces.armies, state.powers.ussr?.forces.armies]).toEqual([3, 3])
    expect(state.war?.nuked).toEqual(['Kola'])
    expect(state.powers.europe?.loans).toBe(0)
    expect({ cycle: state.play?.cycle, stage: state.play?.stage }).toEqual({ cycle: 2, stage: 4 })
    // Edition 2's setup writes the flow settings a game of edition 1 reads as the older behaviour.
    expect(state.settings).toMatchObject({ rotation: 'until-all-pass-in-turn', stageEnd: 'pause', counterattackEarnsCounterattack: false })
  })
})

describe('Game files: export then import', () => {
  it('gives an identical state for random games, plain and guided', () => {
    fc.assert(
      fc.property(powersArb, fc.array(stepArb, { maxLength: 50 }), fc.boolean(), (powers, steps, guided) => {
        const { entries, fold } = play(powers, steps, guided)
        const text = JSON.stringify(buildGameFile(entries, '0.1.0', '2026-11-22T20:00:00.000Z'))
        const checked = checkGameFileText(text, 'copy')
        if (!checked.ok) throw new Error(checked.refusal.message)
        expect(checked.value.fold.state).toEqual(renamed(fold.state, 'copy'))
        expect(checked.value.fold.applied).toEqual(fold.applied)
        expect(checked.value.fold.undone).toEqual(fold.undone)
        expect(foldEntries(checked.value.entries).state).toEqual(checked.value.fold.state)
      }),
      { numRuns: 60 },
    )
  })

  it('a capture taken back by undo comes back undone (an absent field survives JSON as null)', () => {
    const steps = [
      { tap: 'command', command: { kind: 'captureTerritory', attacker: 'south-america', defender: 'usa', territory: 'Alaska' } },
      { tap: 'undo' },
    ] as const
    const { entries, fold } = play(['usa', 'south-america'], [...steps] as never, false)
    expect(fold.state.war?.lastHomeLoss).toBeUndefined()
    const checked = checkGameFileText(JSON.stringify(buildGameFile(entries, '0.1.0', '2026-11-22T20:00:00.000Z')), 'copy')
    if (!checked.ok) throw new Error(checked.refusal.message)
    expect(checked.value.fold.state).toEqual(renamed(fold.state, 'copy'))
    // A file written before the fix, whose patch lost the absent field, is repaired on import.
    const old = JSON.parse(JSON.stringify(buildGameFile(entries, '0.1.0', '2026-11-22T20:00:00.000Z'))) as GameFile
    // Such a file is of log schema 1, whose war patches were warChanged events.
    old.schemaVersion = 1
    for (const e of old.entries) {
      e.v = 1
      for (const ev of e.events as unknown as Record<string, unknown>[]) {
        if (ev.type !== 'slicePatched' || ev.slice !== 'war') continue
        delete (ev.from as Record<string, unknown>).lastHomeLoss
        ev.type = 'warChanged'
        delete ev.slice
      }
    }
    const repaired = checkGameFileText(JSON.stringify(old), 'copy')
    if (!repaired.ok) throw new Error(repaired.refusal.message)
    expect(repaired.value.fold.state.war?.lastHomeLoss).toBeUndefined()
  })

  it('gives an identical state for random guided play in Stages 5 to 7', () => {
    const arb = fc
      .record({ powers: powersArb, at: fc.constantFrom(...PLAY_POINTS), cycle: fc.constantFrom(1 as const, 2 as const) })
      .chain((start) => {
        const power = fc.constantFrom(...start.powers)
        const commands = fc.oneof({ weight: 3, arbitrary: stageCommandsOf(power, start.at.stage) }, { weight: 2, arbitrary: commandsOf(power) })
        return fc.record({ start: fc.constant(start), steps: fc.array(stepsOf(commands, 20), { maxLength: 40 }) })
      })
    fc.assert(
      fc.property(arb, ({ start, steps }) => {
        const prefix = guidedPrefix(start.powers, start.at.stage, start.cycle, start.at.phase)
        const { entries, fold } = play(start.powers, [...prefix, ...steps], true)
        const checked = checkGameFileText(JSON.stringify(buildGameFile(entries, '0.1.0', '2026-11-22T20:00:00.000Z')), 'copy')
        if (!checked.ok) throw new Error(checked.refusal.message)
        expect(checked.value.fold.state).toEqual(renamed(fold.state, 'copy'))
      }),
      { numRuns: 40 },
    )
  })
})

describe('Game files: what import refuses, in plain words', () => {
  it('a file too big to be a game file, before reading it', () => {
    expect(sizeRefusal(MAX_GAME_FILE_BYTES)).toBeUndefined()
    const big = sizeRefusal(50 * 1024 * 1024)
    expect(big?.ok === false && big.refusal.message).toBe(
      'This file is 50 MB; a game file is never more than 20 MB, so it is not one. Choose the .json file the app exported.',
    )
  })

  it('text that is not JSON, or is cut short', () => {
    expect(refusal('hello')).toContain('not complete JSON')
    expect(refusal(goldenText.slice(0, goldenText.length / 2))).toContain('not complete JSON')
    expect(refusal('[]')).toBe('This is not a Supremacy Companion game file. Nothing was imported.')
    expect(refusal('{"format":"something-else"}')).toBe('This is not a Supremacy Companion game file. Nothing was imported.')
  })

  it('a gzip file, a saved web page and a binary file, each named for what it is (issue 12)', () => {
    // How file.text() reads gzip's first bytes 1F 8B: the second is not UTF-8.
    expect(refusal('\u001f\ufffd\u0008\u0000rest')).toBe('This is not a game file: it is a compressed (gzip) file. Unzip it first, then import the .json file inside. Nothing was imported.')
    expect(refusal('  <!DOCTYPE html><html><body>Game</body></html>')).toContain('it is a web page (HTML)')
    expect(refusal('<html lang="en">')).toContain('it is a web page (HTML)')
    expect(refusal('\ufffdPNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR')).toContain('it is not text (it may be a picture, a PDF or an archive)')
    expect(refusal(`%PDF-1.7 ${'\ufffd'.repeat(9)}`)).toContain('it is not text')
    // A name with one undecodable character is still a game file's text.
    expect(refusal(`{"title":"Caf\ufffd"}`)).toBe('This is not a Supremacy Companion game file. Nothing was imported.')
  })

  it('a text too long names its entry and both lengths (issue 12)', () => {
    const file = golden()
    file.entries[6]!.actor = 'x'.repeat(12_000)
    expect(refusal(file)).toBe('Entry 7 holds a text 12,000 characters long; no game needs more than 10,000. Nothing was imported.')
    const actor = golden()
    actor.entries[6]!.actor = 'x'.repeat(201)
    expect(refusal(actor)).toBe('Entry 7 names who made it in 201 characters, too long (200 at most): the file was changed or damaged. Nothing was imported.')
    const header = golden()
    header.game.title = 'y'.repeat(10_001)
    expect(refusal(header)).toBe('The file holds a text 10,001 characters long; no game needs more than 10,000. Nothing was imported.')
  })

  it('a file from a newer version of the app', () => {
    expect(refusal({ ...golden(), fileVersion: 2 })).toContain('made by a newer version of the app')
    expect(refusal({ ...golden(), schemaVersion: EVENT_SCHEMA_VERSION + 1 })).toContain('Update the app')
  })

  it('keys that reach for an object prototype, anywhere', () => {
    const text = goldenText.replace('"kind": "takeLoan"', '"__proto__": { "polluted": true }, "kind": "takeLoan"')
    expect(text).not.toBe(goldenText)
    expect(refusal(text)).toContain('“__proto__” key')
    const file = golden()
    ;(file.entries[3]!.command as unknown as Record<string, unknown>)['constructor'] = { prototype: {} }
    expect(refusal(file)).toContain('“constructor” key')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('nesting deeper than any game file', () => {
    expect(refusal(`{"format":"${GAME_FILE_FORMAT}","x":${'['.repeat(500)}${']'.repeat(500)}}`)).toContain('nested far deeper')
  })

  it('entries missing, out of order, or not starting with the setup', () => {
    const file = golden()
    expect(refusal({ ...file, entries: [] })).toContain('holds no game log')
    expect(refusal({ ...file, entries: [file.entries[0], file.entries[2]] })).toBe(
      'Entry 2 is missing or out of order: the file was changed or damaged. Nothing was imported.',
    )
    const second = { ...file.entries[1]!, seq: 1 }
    expect(refusal({ ...file, entries: [second] })).toContain('Entry 1 is not the game’s setup')
  })

  it('an action or event this version does not know', () => {
    const file = golden()
    file.entries[5]!.command = { kind: 'launchSatellite' } as never
    expect(refusal(file)).toBe('Entry 6 holds an action this version of the app does not know (“launchSatellite”). If the file came from a newer app, update this one. Nothing was imported.')
    const other = golden()
    other.entries[5]!.events = [{ type: 'meteorStrike' } as never]
    expect(refusal(other)).toContain('Entry 6 holds an event this version of the app does not know (“meteorStrike”)')
  })

  it('an event whose values do not follow from the game before it', () => {
    const file = golden()
    const battle = file.entries.findIndex((e) => e.command.kind === 'fightBattle')
    const moved = file.entries[battle]!.events.find((e) => e.type === 'forcesChanged')!
    if (moved.type !== 'forcesChanged') throw new Error('no forces event')
    moved.from += 5
    expect(refusal(file)).toBe(
      `Entry ${battle + 1} (fightBattle) does not follow from the rules: its forcesChanged event has “from” = “9” in the file; the rules give “4”: the file was changed or damaged. Nothing was imported.`,
    )
  })

  it('an entry whose command was changed but not its events (other dice, the same losses) is refused: events that merely follow are not the rules', () => {
    const file = golden()
    const index = file.entries.findIndex((e) => e.command.kind === 'fightBattle')
    const battle = file.entries[index]!
    if (battle.command.kind !== 'fightBattle') throw new Error('no battle')
    battle.command.defenderDice = [6, 6]
    expect(refusal(file)).toMatch(new RegExp(`^Entry ${index + 1} \\(fightBattle\\) does not follow from the rules: its \\w+ event has “[^”]+” = “[^”]+” in the file; the rules give “[^”]+”: the file was changed or damaged\\. Nothing was imported\\.$`))
  })

  it('events that follow but leave an impossible game (forces below zero)', () => {
    const file = golden()
    const battle = file.entries.findIndex((e) => e.command.kind === 'fightBattle')
    const moved = file.entries[battle]!.events.find((e) => e.type === 'forcesChanged')!
    if (moved.type !== 'forcesChanged') throw new Error('no forces event')
    moved.to = -3
    expect(refusal(file)).toBe(
      `Entry ${battle + 1} (fightBattle) does not follow from the rules: its forcesChanged event has “to” = “-3” in the file; the rules give “3”: the file was changed or damaged. Nothing was imported.`,
    )
  })

  it('an action the rules would refuse at that point, whose events do not follow either, and an undo of the wrong line', () => {
    const file = golden()
    const loan = file.entries.find((e) => e.command.kind === 'takeLoan')!
    loan.command = { kind: 'takeLoan', power: 'europe', amount: 1500 }
    const changed = loan.events.find((e) => e.type === 'loanChanged')!
    if (changed.type !== 'loanChanged') throw new Error('no loan event')
    changed.from += 500
    expect(refusal(file)).toContain(`Entry ${loan.seq} (takeLoan) would be refused by the rules at that point`)
    const undo = golden()
    const last = undo.entries.at(-1)!
    last.command = { kind: 'undo', target: 3 }
    expect(refusal(undo)).toContain(`Entry ${last.seq} is an undo that does not follow from the game before it`)
  })

  it('names the file after the game and the day', () => {
    expect(gameFileName('Cold War: Round 2!', '2026-11-22T23:00:00.000Z')).toBe('cold-war-round-2-2026-11-22.supremacy.json')
    expect(gameFileName('★', '2026-11-22T23:00:00.000Z')).toBe('game-2026-11-22.supremacy.json')
  })
})
