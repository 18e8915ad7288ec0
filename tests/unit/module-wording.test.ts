import { describe, expect, it } from 'vitest'
import { OPTIONAL_MODULES, ECONOMY_MODULES } from '@/domain/rules'
import { hasModuleWording } from '@/presentation/module-wording'

/**
 * A module's command without wording reads as its code in the Log, the Undo button and the done
 * notice ("Undo payBlockadeFee"): every command of the optional modules and of the Cash Flow and
 * card-game bases has a line of its own.
 */
describe('every optional module command reads in plain words in the Log and on Undo', () => {
  // Kinds the basic game's modules share (startGame, openCompany) are worded by describe.ts itself.
  const basic = new Set(ECONOMY_MODULES['price-index'].flatMap((m) => Object.keys(m.deciders ?? {})))
  const modules = [...Object.values(OPTIONAL_MODULES), ...ECONOMY_MODULES['cash-flow'].filter((m) => m.id === 'cash-flow'), ...ECONOMY_MODULES['war-of-supremacy']]
  for (const m of modules) {
    it(`${m.id}: each command kind has wording`, () => {
      const unworded = Object.keys(m.deciders ?? {}).filter((kind) => !basic.has(kind) && !hasModuleWording(kind))
      expect(unworded).toEqual([])
    })
  }
})
