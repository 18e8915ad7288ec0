import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, it } from 'vitest'
import { buildGameFile } from '@/domain/game-file'
import { playTo } from '../support/guided'
import { recordedGuidedGame } from '../support/recorded'

/**
 * Writes the golden file of the current file and log versions: run
 * `WRITE_GOLDEN=1 npx vitest run tests/persistence/write-golden.test.ts` only when a new file or
 * event schema version is added, after pointing it at the new name; old golden files are never
 * rewritten. game-file-v1.json: file 1, schema 1. game-file-schema-v2.json: file 1, schema 2.
 * game-file-rules-edition-2.json: file 1, schema 2, every entry stamped with rules edition 2 (the
 * first edition recorded; write a new one when a rules edition is added).
 */
describe.skipIf(!process.env.WRITE_GOLDEN)('golden game file writer', () => {
  it('plays a guided game with battles and writes its file', () => {
    const g = recordedGuidedGame()
    playTo(g, { cycle: 1, stage: 3, bidders: ['usa'] })
    g.do({ kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 1 })
    g.do({ kind: 'passTurn', power: 'usa' })
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
    g.do({
      kind: 'fightBattle', attacker: 'usa', defender: 'ussr', target: 'Kazakh',
      attacking: { armies: 3, navies: 0 }, defending: { armies: 2, navies: 0 },
      attackerDice: [5, 3], defenderDice: [2, 2],
    })
    g.undo()
    g.redo()
    // Rotating attacks (issue 10): the defender answers before USA, alone in sequence, attacks again.
    g.do({ kind: 'declineCounterattack', power: 'ussr' })
    g.do({ kind: 'correctSupply', power: 'usa', row: 'nukes', value: 2, reason: 'golden file' })
    g.do({
      kind: 'nuclearStrike', attacker: 'usa', defender: 'ussr',
      targets: [{ zone: 'Kola', isSea: false, armies: 1, companyIds: ['ussr-3'] }], defenderLstarDice: [],
    })
    g.do({ kind: 'takeLoan', power: 'europe', amount: 1000 })
    g.undo()
    const file = buildGameFile(g.entries, '0.1.0', '2026-11-22T23:00:00.000Z')
    writeFileSync(resolve(process.cwd(), 'tests/golden/game-file-rules-edition-2.json'), `${JSON.stringify(file, null, 1)}\n`)
  })
})
