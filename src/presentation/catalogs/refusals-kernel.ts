import { defineCatalog } from '../i18n/words'
import { KERNEL_REFUSALS } from '../../domain/kernel/refusals'
import { RESOURCE_WORDS } from '../../domain/kernel/phrase'

/**
 * The rules' refusals are kept in the rules' own tables (English templates, src/domain/…/refusals.ts);
 * each is registered here as an area so it is translated like any screen's words (issue 29).
 */
export const kernelRefusalWords = defineCatalog('refusalsKernel', KERNEL_REFUSALS)
/** Resources inside a refusal's sentence (lower case in English). */
export const resourceInRefusalWords = defineCatalog('refusalsResources', RESOURCE_WORDS)
