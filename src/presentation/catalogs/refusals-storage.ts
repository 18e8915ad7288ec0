import { defineCatalog } from '../i18n/words'
import { englishValue, type Phrase } from '../../domain/kernel/phrase'
import { STORAGE_REFUSALS } from '../../domain/storage-refusals'

/** When storage fails: saved games out of reach, out of space, another tab (the English table of src/domain/storage-refusals.ts). */
export const storageRefusalWords = defineCatalog('refusalsStorage', STORAGE_REFUSALS)

/**
 * A storage phrase in the reader's language, without loading the rules' other tables (refusalText
 * does the same for every table): the home screen and the database notice read it on first load.
 */
export function storageText(phrase: Phrase): string {
  const params: Record<string, string> = {}
  for (const [name, value] of Object.entries(phrase.values)) {
    // Storage's sentences hold only text and the reason as a nested storage phrase.
    params[name] = typeof value === 'object' && 'phrase' in value ? storageText(value.phrase) : englishValue(value)
  }
  return storageRefusalWords(phrase.key as keyof typeof STORAGE_REFUSALS, params)
}
