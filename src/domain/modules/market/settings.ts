import { isWholeNumber } from '../../kernel/guards'
import type { SettingsSpec } from '../../kernel/module'
import { ok, refuse } from '../../kernel/result'
import { STANDARD_START_INDEX } from './data'

/** The Price Index table the group plays with (printings differ: FACTS.md, "Price Index"). */
export const marketSettings: SettingsSpec = {
  read(input) {
    const table = input.priceIndex
    if (!Array.isArray(table) || table.length < 2 || table.length > 40) {
      return refuse('bad-settings', 'The price index needs between 2 and 40 spots.')
    }
    for (let i = 0; i < table.length; i += 1) {
      const price: unknown = table[i]
      if (!isWholeNumber(price) || price <= 0) return refuse('bad-settings', 'Every price index spot must be a whole number of millions above zero.')
      if (i > 0 && price < (table[i - 1] as number)) return refuse('bad-settings', 'Price index spots must not fall from left to right.')
    }
    if (table.length <= STANDARD_START_INDEX) {
      return refuse('bad-settings', `The price index needs at least ${STANDARD_START_INDEX + 1} spots: the standard start is spot ${STANDARD_START_INDEX}.`)
    }
    return ok({ priceIndex: [...(table as number[])] })
  },
}
