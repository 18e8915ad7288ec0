import { RESOURCES, type Resource, type SupplyRow } from '../domain/kernel/ids'
import { supplyWords } from './catalogs/supply'
import { liveWords } from './i18n/words'

/** Names of resources and supply-center rows in the reader's language (read afresh after a change of language). */
export const RESOURCE_LABELS: Readonly<Record<Resource, string>> = liveWords(RESOURCES, supplyWords)

export const SUPPLY_ROW_LABELS: Readonly<Record<SupplyRow, string>> = liveWords(['lstars', 'nukes', 'minerals', 'oil', 'grain'], supplyWords)

/** A supply-center row's name inside a sentence ("3 nukes", "2 L-stars"). */
export const SUPPLY_ROW_IN_SENTENCE: Readonly<Record<SupplyRow, string>> = liveWords(['lstars', 'nukes', 'minerals', 'oil', 'grain'], (r) => supplyWords(`${r}InSentence`))

/** A resource's name inside a sentence ("2 grain", "Getreide", "grãos"). */
export const RESOURCE_IN_SENTENCE: Readonly<Record<Resource, string>> = liveWords(RESOURCES, (r) => supplyWords(`${r}InSentence`))
