import { createI18n } from 'vue-i18n'
import { ref } from 'vue'
import { plugTranslator, englishAreas, type Catalog } from '@/presentation/i18n/words'
import { isLocaleCode, localeForDevice, PSEUDO_LOCALE, SOURCE_LOCALE, type LocaleCode } from '@/presentation/i18n/locales'
import { pseudoCatalog } from '@/presentation/i18n/pseudo'
import { setNumberLocale } from '@/presentation/i18n/numbers'
import { TRANSLATIONS } from '@/presentation/catalogs'
import { compileMessage, PLURAL_RULES } from './i18n-messages'

/**
 * vue-i18n, plugged into the presentation's words (issue 29). English comes with each screen's
 * code; another language's catalogs load as one chunk when it is chosen (and are precached for
 * offline use), before the screen shows in it. The choice is kept on this device.
 */
const STORAGE_KEY = 'supremacy.locale'
type Shown = LocaleCode | typeof PSEUDO_LOCALE

export const i18n = createI18n({
  legacy: false,
  locale: SOURCE_LOCALE,
  fallbackLocale: SOURCE_LOCALE,
  messages: {},
  missingWarn: false,
  fallbackWarn: false,
  pluralRules: PLURAL_RULES,
  messageCompiler: compileMessage,
})

const shown = ref<Shown>(SOURCE_LOCALE)
/** The language the screens are in now. */
export const currentLocale = shown

plugTranslator(
  // A copy: vue-i18n writes the count into the values it is given, and callers may share theirs.
  (key, params, count) => (count === undefined ? i18n.global.t(key, { ...params }) : i18n.global.t(key, { ...params }, count)),
  (area, messages) => {
    i18n.global.mergeLocaleMessage(SOURCE_LOCALE, { [area]: messages })
    if (shown.value === PSEUDO_LOCALE) i18n.global.mergeLocaleMessage(PSEUDO_LOCALE, { [area]: pseudoCatalog(messages) })
  },
)

const loaders: Record<Exclude<LocaleCode, 'en'>, () => Promise<{ default: Readonly<Record<string, Catalog>> }>> = TRANSLATIONS

/** The language kept on this device, or the device's own when none was chosen. */
export function preferredLocale(): Shown {
  const kept = readKept()
  if (kept === PSEUDO_LOCALE || (kept && isLocaleCode(kept))) return kept
  return localeForDevice(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language])
}

/** Shows the screens in `code`, loading its catalogs first; kept for the next start when `keep`. */
export async function showLocale(code: Shown, keep = true): Promise<void> {
  if (code === PSEUDO_LOCALE) {
    const pseudo = Object.fromEntries([...englishAreas()].map(([area, messages]) => [area, pseudoCatalog(messages)]))
    i18n.global.setLocaleMessage(PSEUDO_LOCALE, pseudo)
  } else if (code !== 'en' && !i18n.global.availableLocales.includes(code)) {
    i18n.global.setLocaleMessage(code, (await loaders[code]()).default)
  }
  setNumberLocale(code === PSEUDO_LOCALE ? SOURCE_LOCALE : code)
  shown.value = code
  i18n.global.locale.value = code
  if (typeof document !== 'undefined') document.documentElement.lang = code === PSEUDO_LOCALE ? SOURCE_LOCALE : code
  if (keep) writeKept(code)
}

function readKept(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

function writeKept(code: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, code)
  } catch {
    // Private mode without storage: the choice holds until the tab closes.
  }
}
