import { createLog } from './kernel/log'
import { evolve, revert } from './rules'

/** The log fold with every module's events: what the app and its files replay. */
export const { applyEvents, applyEntry, foldEntries } = createLog({ evolve, revert })
