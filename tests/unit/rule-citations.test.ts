/**
 * A refusal's rule in the reader's language (issue 29): the basic rules' citations the rules core
 * names are found in the catalog of citations by their exact English, so none is left in English
 * in German or Portuguese; the variants' and the card game's stay as printed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import * as domain from '@/domain'
import { showLocale } from '@/composables/i18n'
import { citationText, hasCitation } from '@/presentation/rule-citation'
import { refusalRuleText } from '@/presentation/refusal-text'
import { refusedBy, startedState } from '../support/games'

/** Every .ts file under a folder, but the variants' and the card game's (their sections stay as printed). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return ['air-units', 'warlords', 'cash-flow', 'war-of-supremacy'].includes(name) ? [] : sources(path)
    return path.endsWith('.ts') ? [path] : []
  })
}

// A citation as the rules write one: a quoted string that names a part of the basic rules.
const CITATION = /'((?:Basic rules|Stage \d|Winning the Game|Joining the Top Brass|Spoils of War|The End of the Game|A correction by agreement)(?:[^'\\]|\\.)*)'/g
const NOT_CITATIONS = [/^Stage \d+ (is|moves)/]

describe('rule citations', () => {
  afterAll(() => showLocale('en', false))

  it('every basic-rules citation written in the rules core has its words in the catalogs', () => {
    const found = new Set<string>()
    for (const path of sources('src/domain')) {
      for (const m of readFileSync(path, 'utf8').matchAll(CITATION)) {
        const text = m[1]!.replace(/\\'/g, "'")
        if (!NOT_CITATIONS.some((r) => r.test(text))) found.add(text)
      }
    }
    for (const value of Object.values(domain)) if (typeof value === 'string' && /^(Basic rules|Winning the Game|Joining the Top Brass|Spoils of War)/.test(value)) found.add(value)
    expect(found.size).toBeGreaterThan(40)
    expect([...found].filter((c) => !hasCitation(c))).toEqual([])
  })

  it('reads in German and Portuguese, and a variant section as printed', async () => {
    const short = refusedBy(startedState(), { kind: 'takeLoan', power: 'usa', amount: 50 })
    expect(refusalRuleText(short)).toBe(short.rule)
    await showLocale('de', false)
    expect(refusalRuleText(short)).toMatch(/^Grundregeln, /)
    expect(citationText(domain.BUILD_WEAPONS_RULE)).toBe('Grundregeln, Phase 6, Abschnitt D (Atomraketen bauen, L-Stars bauen)')
    expect(citationText('Air Units, Kill Points')).toBe('Air Units, Kill Points')
    await showLocale('pt-BR', false)
    expect(citationText(domain.RULE.borrowing)).toBe('Regras básicas, Outras regras do jogo, "Pedir dinheiro emprestado"')
  })
})
