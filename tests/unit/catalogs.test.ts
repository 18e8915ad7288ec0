import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { englishAreas, type Catalog } from '@/presentation/i18n/words'
import { englishMessage } from '@/presentation/i18n/english'
import { LOCALES, localeForDevice } from '@/presentation/i18n/locales'
import { pseudoMessage, PSEUDO_OPEN, PSEUDO_CLOSE } from '@/presentation/i18n/pseudo'
import { TRANSLATIONS } from '@/presentation/catalogs'
import { compileMessage, PLURAL_RULES } from '@/composables/i18n-messages'

// Every English catalog registers itself when imported: load them all, as the screens would.
import.meta.glob('/src/presentation/catalogs/*.ts', { eager: true })
const english = englishAreas()
const translations = Object.fromEntries(
  await Promise.all(Object.entries(TRANSLATIONS).map(async ([code, load]) => [code, (await load()).default as Readonly<Record<string, Catalog>>] as const)),
)

const valuesOf = (message: string) => [...message.matchAll(/\{\s*(\w+)\s*\}/g)].map((m) => m[1]).sort()
const choicesOf = (message: string) => message.split('|').length

describe('message catalogs (issue 29)', () => {
  it('there are English catalogs, and every language but English has a translation loader', () => {
    expect(english.size).toBeGreaterThan(0)
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(LOCALES.filter((l) => l.code !== 'en').map((l) => l.code).sort())
  })

  for (const [code, areas] of Object.entries(translations)) {
    it(`${code}: the same areas and keys as English, no more and no fewer`, () => {
      expect(Object.keys(areas).sort()).toEqual([...english.keys()].sort())
      for (const [area, messages] of english) expect(Object.keys(areas[area] ?? {}).sort(), `${code} ${area}`).toEqual(Object.keys(messages).sort())
    })

    it(`${code}: each message keeps the English one's values and count choices`, () => {
      for (const [area, messages] of english) {
        for (const [key, message] of Object.entries(messages)) {
          const translated = areas[area]?.[key] ?? ''
          expect(valuesOf(translated), `${code} ${area}.${key}`).toEqual(valuesOf(message))
          expect(choicesOf(translated) > 1, `${code} ${area}.${key} counts`).toBe(choicesOf(message) > 1)
        }
      }
    })
  }

  it('messages use only the syntax the English formatter and vue-i18n read alike: {value} and | choices', () => {
    for (const [code, areas] of [['en', Object.fromEntries(english)] as const, ...Object.entries(translations)]) {
      for (const [area, messages] of Object.entries(areas)) {
        for (const [key, message] of Object.entries(messages)) {
          expect(message, `${code} ${area}.${key}`).not.toMatch(/@[:.a-z]|\{\s*'|%\{|\{\s*\d/)
          expect(message.replace(/\{\s*\w+\s*\}/g, ''), `${code} ${area}.${key} braces`).not.toMatch(/[{}]/)
        }
      }
    }
  })

  // The app runs vue-i18n without its compiler, on ours (src/composables/i18n-messages.ts); the rules
  // tests run without vue-i18n, on the English formatter. Both must say what vue-i18n's compiler says.
  it('our compiler and the English formatter say exactly what vue-i18n says, for every message of every language', () => {
    const all = { en: Object.fromEntries(english), ...translations }
    const theirs = createI18n({ legacy: false, locale: 'en', messages: all, pluralRules: PLURAL_RULES, missingWarn: false, fallbackWarn: false })
    const ours = createI18n({ legacy: false, locale: 'en', messages: all, pluralRules: PLURAL_RULES, messageCompiler: compileMessage, missingWarn: false, fallbackWarn: false })
    let checked = 0
    for (const [code, areas] of Object.entries(all)) {
      ;(theirs.global.locale as { value: string }).value = code
      ;(ours.global.locale as { value: string }).value = code
      for (const [area, messages] of Object.entries(areas)) {
        for (const [key, message] of Object.entries(messages)) {
          const params = Object.fromEntries(valuesOf(message).filter((v) => v !== 'n').map((v, i) => [v, `V${i}`]))
          const counts = choicesOf(message) > 1 ? [0, 1, 2, 7] : [undefined]
          for (const n of counts) {
            // vue-i18n writes the count into the values it is given: each call gets its own copy.
            const expected = n === undefined ? theirs.global.t(`${area}.${key}`, { ...params }) : theirs.global.t(`${area}.${key}`, { ...params }, n)
            const got = n === undefined ? ours.global.t(`${area}.${key}`, { ...params }) : ours.global.t(`${area}.${key}`, { ...params }, n)
            expect(got, `${code} ${area}.${key} ${n}`).toBe(expected)
            if (code === 'en') expect(englishMessage(message, params, n), `${area}.${key} ${n}`).toBe(expected)
            checked++
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(30)
  })

  it('counts choose as each language counts: Portuguese says 0 and 1 alike, English and German do not', () => {
    const all = { en: Object.fromEntries(english), ...translations }
    const i18n = createI18n({ legacy: false, locale: 'en', messages: all, pluralRules: PLURAL_RULES, messageCompiler: compileMessage })
    const say = (code: string, n: number) => {
      ;(i18n.global.locale as { value: string }).value = code
      return i18n.global.t('common.players', { n }, n)
    }
    expect([0, 1, 2].map((n) => say('en', n))).toEqual(['0 players', '1 player', '2 players'])
    expect([0, 1, 2].map((n) => say('pt-BR', n))).toEqual(['0 jogador', '1 jogador', '2 jogadores'])
  })

  it('the pseudo-locale marks every choice, keeps values, and lengthens', () => {
    const p = pseudoMessage('{n} game | {n} games')
    expect(p.split(' | ')).toHaveLength(2)
    for (const choice of p.split(' | ')) {
      expect(choice.startsWith(PSEUDO_OPEN) && choice.endsWith(PSEUDO_CLOSE)).toBe(true)
      expect(choice).toContain('{n}')
    }
    expect(pseudoMessage('Resume')).toBe(`${PSEUDO_OPEN}Résûmé··${PSEUDO_CLOSE}`)
  })

  it('a device starts in its language only when that language is complete; else in English', () => {
    const complete: string[] = LOCALES.filter((l) => l.complete).map((l) => l.code)
    for (const l of LOCALES) {
      expect(localeForDevice([l.code])).toBe(complete.includes(l.code) ? l.code : 'en')
      expect(localeForDevice([`${l.code.split('-')[0]}-XX`])).toBe(complete.includes(l.code) ? l.code : 'en')
    }
    expect(localeForDevice(['fr-FR', 'ja'])).toBe('en')
    expect(localeForDevice([])).toBe('en')
  })
})
