import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { reactive, ref } from 'vue'
import { phraseTables } from '@/domain'
import { englishAreas } from '@/presentation/i18n/words'
import { phraseText, REFUSAL_AREAS, refusalText, remedyText } from '@/presentation/refusal-text'
import { showLocale } from '@/composables/i18n'
import { apply, refusedBy, startedState } from '../support/games'
import { checkGameFileText } from '@/domain/game-file'
import { airGameAtWar } from '../support/air-units'
import { DATABASE_REPLACED_PHRASE, storageErrorMessage, storageErrorPhrase } from '@/persistence/errors'
import { storagePhrase } from '@/domain/storage-refusals'
import { storageText } from '@/presentation/catalogs/refusals-storage'

// The rules' refusals as data (issue 29): the screens write them in the reader's language, the
// rules keep writing English (the other tests assert it), and every key a call site names exists.

const withCash = (cash: number) => apply(startedState(), { kind: 'transferMoney', from: 'usa', to: 'bank', amount: 7000 - cash, purpose: 'other' })
const withGrain = (value: number) => apply(startedState(), { kind: 'correctSupply', power: 'usa', row: 'grain', value, reason: 'test' })
const buyGrain = { kind: 'buyFromMarket', power: 'usa', resource: 'grain', units: 3 } as const

describe('a refusal in the reader’s language', () => {
  afterAll(() => showLocale('en', false))

  it('English: the screens say exactly the rules’ English message and ways out', async () => {
    await showLocale('en', false)
    const refusal = refusedBy(withCash(1000), buyGrain)
    expect(refusal.phrase).toBeDefined()
    expect(refusalText(refusal)).toBe(refusal.message)
    expect(refusal.remedies.map(remedyText)).toEqual(refusal.remedies.map((r) => r.label))
    const overflow = refusedBy(withGrain(11), buyGrain)
    expect(refusalText(overflow)).toBe(overflow.message)
    expect(overflow.remedies.map(remedyText)).toEqual(['Buy anyway (2 lost)', 'Buy 1 instead'])
  })

  it('German: the German sentence, with the power’s name, the money and the resource in German form (USA is USA in German)', async () => {
    await showLocale('de', false)
    const short = refusedBy(withCash(1000), buyGrain)
    expect(short.message).toBe('USA has $1,000M; this costs $1,500M. Borrow from the bank?')
    expect(refusalText(short)).toBe('USA hat 1.000\u00a0Mio.\u00a0$; das kostet 1.500\u00a0Mio.\u00a0$. Bei der Bank leihen?')
    expect(remedyText(short.remedies[0]!)).toBe('1.000\u00a0Mio.\u00a0$ bei der Bank leihen')

    const overflow = refusedBy(withGrain(11), buyGrain)
    expect(refusalText(overflow)).toBe(
      'Die Getreide-Reihe von USA fasst 12; sie hat 11, also gingen 2 Getreide von 3 verloren. Die Marktanzeige rückt trotzdem 3 Felder weiter.',
    )
    const notPlaying = refusedBy(startedState(), { kind: 'takeLoan', power: 'china', amount: 1000 })
    expect(refusalText(notPlaying)).toBe('China spielt in diesem Spiel nicht mit.')
    const reason = refusedBy(startedState(), { kind: 'correctSupply', power: 'usa', row: 'grain', value: 1, reason: 'x'.repeat(201) })
    expect(refusalText(reason)).toBe('Der Grund ist 201 Zeichen lang: Bitte höchstens 200 Zeichen.')
  })

  it('Portuguese (Brazil): the money as $\u00a01.000\u00a0mi and the units counted', async () => {
    await showLocale('pt-BR', false)
    const notEnough = refusedBy(startedState(), { kind: 'sellToMarket', power: 'usa', resource: 'minerals', units: 40 })
    expect(refusalText(notEnough)).toBe('EUA tem 3 unidades de minérios no centro de suprimentos; não pode vender 40.')
    const short = refusedBy(withCash(1000), buyGrain)
    expect(refusalText(short)).toBe('EUA tem $\u00a01.000\u00a0mi; isto custa $\u00a01.500\u00a0mi. Pedir emprestado ao banco?')
  })

  it('a refusal kept in a Vue ref or reactive object still gives its phrase (the screens keep refusals so)', async () => {
    await showLocale('de', false)
    const refusal = refusedBy(withCash(1000), buyGrain)
    expect(refusalText(ref(refusal).value)).toBe('USA hat 1.000\u00a0Mio.\u00a0$; das kostet 1.500\u00a0Mio.\u00a0$. Bei der Bank leihen?')
    expect(remedyText(reactive({ refusal }).refusal.remedies[0]!)).toBe('1.000\u00a0Mio.\u00a0$ bei der Bank leihen')
    expect(JSON.parse(JSON.stringify(refusal))).toEqual({ code: refusal.code, message: refusal.message, rule: refusal.rule, remedies: refusal.remedies })
  })

  it('a game file refused, and an action of another game, in German and Portuguese', async () => {
    const notJson = checkGameFileText('{"format":', 'g1')
    expect(notJson.ok).toBe(false)
    if (notJson.ok) return
    const refusal = notJson.refusal
    expect(refusal.message).toBe('This is not a game file: its text is not complete JSON (it may have been cut short or damaged). Nothing was imported.')
    await showLocale('de', false)
    expect(refusalText(refusal)).toBe('Das ist keine Spieldatei: Ihr Text ist kein vollständiges JSON (vielleicht abgeschnitten oder beschädigt). Es wurde nichts importiert.')
    await showLocale('pt-BR', false)
    expect(refusalText(refusal)).toBe('Isto não é um arquivo de jogo: o texto não é um JSON completo (pode ter sido cortado ou danificado). Nada foi importado.')
    const other = refusedBy(startedState(), { kind: 'selectAction', power: 'usa', action: 'production' })
    expect(other.message).toMatch(/^This game has no “selectAction” action: it belongs to /)
    expect(refusalText(other)).toMatch(/^Este jogo não tem a ação “selectAction”: ela pertence a /)
  })

  it('Air Units: a battle refused in German and Portuguese, with the dice counted and the forces held', async () => {
    const war = airGameAtWar().state
    const fight = {
      kind: 'fightAirBattle', attacker: 'usa', defender: 'ussr', target: 'Kazakh', option: 'ground',
      attacking: { armies: 2, navies: 0, airUnits: 1 }, defending: { armies: 2, navies: 0, airUnits: 0 },
      attackerAims: ['armies', 'navies', 'airUnits'], defenderAims: ['airUnits', 'armies', 'navies'], attackerDice: [1], defenderDice: [1, 1],
    }
    const shortDie = refusedBy(war, fight)
    const tooMany = refusedBy(war, { ...fight, defending: { armies: 2, navies: 0, airUnits: 4 } })
    await showLocale('de', false)
    expect(refusalText(shortDie)).toBe('In diesem Kampf würfelt USA 2 Würfel, nicht 1.')
    expect(refusalText(tooMany)).toBe('Streitkräfte von UdSSR: Armeen 6, Flotten 2, Lufteinheiten 3.')
    await showLocale('pt-BR', false)
    expect(refusalText(shortDie)).toBe('Nesta batalha, EUA rola 2 dados, não 1.')
  })

  it('storage failures: English as before, German and Portuguese through refusalText and storageText alike', async () => {
    const full = { name: 'QuotaExceededError' }
    const backup = storagePhrase('backupNotSaved', { reason: { phrase: storageErrorPhrase(full, 'backup') } })
    await showLocale('en', false)
    expect(storageText(storageErrorPhrase(full, 'import'))).toBe(storageErrorMessage(full, 'import'))
    expect(storageText(backup)).toBe(
      'The automatic backup could not be saved: This device is out of storage space. The game itself is saved; free some space (or delete old games) so that backups can be kept.',
    )
    await showLocale('de', false)
    expect(phraseText(storageErrorPhrase(full, 'import'))).toBe(storageText(storageErrorPhrase(full, 'import')))
    expect(storageText(backup)).toMatch(/^Die automatische Sicherung konnte nicht gespeichert werden: Auf diesem Gerät ist kein Speicherplatz mehr frei\. /)
    await showLocale('pt-BR', false)
    expect(storageText(DATABASE_REPLACED_PHRASE)).toBe('Uma versão mais nova do app está abrindo em outra aba. Recarregue esta aba para continuar.')
  })

  it('a refusal of a module not converted yet says its English message in every language', async () => {
    await showLocale('de', false)
    expect(refusalText({ message: 'Only English here.' })).toBe('Only English here.')
    expect(phraseText({ area: 'no-such-table', key: 'x', values: {} })).toBe('no-such-table.x')
  })
})

/** Every .ts file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : []
  })
}

describe('the rules’ phrase tables and their catalogs', () => {
  // Storage's table is in src/domain, its call sites in persistence, session, the stores and composables.
  const domain = ['src/domain', 'src/persistence', 'src/session', 'src/stores', 'src/composables'].flatMap(sources).map((path) => ({ path, text: readFileSync(path, 'utf8') }))
  // Each table's helpers are named after it: `bankRefusal('code', 'key'…)`, `bankRemedy('key'…)`, `bankPhrase('key'…)`.
  const helpers: Record<string, string> = { kernel: 'kernel', bank: 'bank', market: 'market', corrections: 'corrections', endgame: 'endgame', setup: 'setup', play: 'play', cashFlow: 'cashFlow', warlords: 'warlords', battle: 'battle', wos: 'wos', gameFile: 'gameFile', rules: 'rules', air: 'air', storage: 'storage' }

  it('every table has a catalog area in the screens, holding the very same English', () => {
    import.meta.glob('/src/presentation/catalogs/*.ts', { eager: true })
    for (const [area, table] of phraseTables()) {
      expect(REFUSAL_AREAS, area).toContain(area)
      const catalog = [...englishAreas().values()].find((messages) => messages === table)
      expect(catalog, `catalog for ${area}`).toBeDefined()
    }
  })

  it('every phrase key a call site names exists in its table, and every key of a table is used', () => {
    const everywhere = domain.map((f) => f.text).join('\n')
    for (const [area, prefix] of Object.entries(helpers)) {
      const table = phraseTables().get(area)!
      const keys = Object.keys(table)
      for (const { path, text } of domain) {
        // Each file's own keys (checking every key seen so far again for every file made this test slow).
        const used = new Set<string>()
        for (const m of text.matchAll(new RegExp(`\\b${prefix}Refusal\\(\\s*'[^']+',\\s*'(\\w+)'`, 'g'))) used.add(m[1]!)
        for (const m of text.matchAll(new RegExp(`\\b${prefix}(?:Remedy|Phrase)\\(\\s*'(\\w+)'`, 'g'))) used.add(m[1]!)
        for (const key of used) expect(keys, `${path}: ${area}.${key}`).toContain(key)
      }
      for (const key of Object.keys(table)) {
        const named = new RegExp(`'${key}'|\`\\$\\{\\w+\\}${key.replace(/^[a-z]+(?=Units$)/, '')}\``).test(everywhere)
        expect(named || area === 'resources', `${area}.${key} is used`).toBe(true)
      }
    }
  })
})
