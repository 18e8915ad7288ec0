import { isWholeNumber } from '../../kernel/guards'
import { settingsSpec } from '../../kernel/setting-fields'
import { STANDARD_START_INDEX } from './data'

const MAX_SPOTS = 40

/** Whole millions above zero, never falling from left to right, spot 12 (the standard start) among them. */
function isPriceIndex(table: unknown): table is number[] {
  if (!Array.isArray(table) || table.length <= STANDARD_START_INDEX || table.length > MAX_SPOTS) return false
  return table.every((price: unknown, i) => isWholeNumber(price) && price > 0 && (i === 0 || price >= (table[i - 1] as number)))
}

/** The Price Index table the group plays with (printings differ: FACTS.md, "Price Index"). */
export const marketSettings = settingsSpec(
  [
    {
      key: 'priceIndex',
      label: 'The Price Index',
      required: true,
      allowed: `${STANDARD_START_INDEX + 1} to ${MAX_SPOTS} spots (spot ${STANDARD_START_INDEX} is the standard start), each a whole number of $M above zero, none lower than the spot before it`,
      accepts: isPriceIndex,
    },
  ],
  (input) => ({ priceIndex: [...(input.priceIndex as number[])] }),
)
