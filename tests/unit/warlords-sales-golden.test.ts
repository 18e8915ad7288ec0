/**
 * Stage 6, Three By Three Sales and buying from warlords, word for word (shared/rules/expansion-
 * warlords-and-pirates.txt): "Each player may sell up to three weapons per turn", the Weapon Price
 * List's buying prices and maxima, "The minimum price they will accept is $2 billion for a nuke and
 * $4 billion for an L-star", and with Air Units "Only warlords can buy air units". Every refusal of
 * sellToWarlord and buyFromWarlord (code, words, rule, remedy) and the events accepted. Golden
 * file: tests/golden/warlords/sales.json, read against the rules when written.
 */
import { decide, evolve, type BuyFromWarlord, type Command, type GameState, type PowerId, type SellToWarlord } from '@/domain'
import { priceRow } from '@/domain/modules/warlords/data'
import { holderName, soldThisTurn } from '@/domain/modules/warlords/sales'
import { decided, goldenTable, type GoldenCase } from '../support/golden-table'
import { warlordsAtWar, warlordsStage6, withZone } from '../support/warlords'

const AIR = ['air-units', 'warlords']
const sell = (over: Partial<SellToWarlord> = {}): SellToWarlord => ({ kind: 'sellToWarlord', power: 'ussr', zone: 'India', weapon: 'nukes', count: 1, ...over })
const buy = (over: Partial<BuyFromWarlord> = {}): BuyFromWarlord => ({ kind: 'buyFromWarlord', power: 'europe', zone: 'India', weapon: 'nukes', count: 1, price: 2000, ...over })
/**
 * A Client List naming every sale these cases try, 12 of each: the cases test the other guards of a
 * sale (the list's own are in tests/rulebook/warlords-client-list.test.ts).
 */
const EVERY_SALE = [
  ...(['India', 'Greenland', 'Tokyo Bay'] as const).flatMap((zone) => (['nukes', 'lstars', 'airUnits'] as const).map((weapon) => ({ power: 'ussr' as const, zone, weapon, count: 12, sold: 0 }))),
  ...(['India', 'Greenland'] as const).flatMap((zone) => (['nukes', 'lstars'] as const).map((weapon) => ({ power: 'europe' as const, zone, weapon, count: 12, sold: 0 }))),
]
const listed = (s: GameState): GameState => ({ ...s, neutral: { ...s.neutral!, clients: { cycle: s.play!.cycle, lines: EVERY_SALE } } })
/** Stage 6, the Client List noted, after these commands. */
const after = (...cmds: Command[]) => (modules?: string[]) => {
  let state = listed(warlordsStage6(modules).state)
  for (const cmd of cmds) {
    const result = decide(state, cmd)
    if (!result.ok) throw new Error(result.refusal.message)
    state = result.value.reduce(evolve, state)
  }
  return state
}
const base = after()
/** India owns 3 nukes, 2 L-stars (and 2 air units with Air Units), sold by the USSR this turn. */
const stocked = after(sell({ count: 3 }))
const supplies = (s: GameState, power: PowerId, row: 'nukes' | 'lstars', value: number): GameState => ({ ...s, powers: { ...s.powers, [power]: { ...s.powers[power]!, supplies: { ...s.powers[power]!.supplies, [row]: value } } } })
const c = (name: string, get: () => unknown): GoldenCase => ({ name, get })

const CASES: GoldenCase[] = [
  c('the Weapon Price List rows the warlords deal by', () => (['nukes', 'lstars', 'airUnits'] as const).map(priceRow)),
  c('holder names: a named warlord, an unnamed one, a pirate', () => ['India', 'Northern Canada', 'Tokyo Bay'].map((z) => holderName(base().neutral!.zones.find((x) => x.zone === z)!))),
  c('sold this turn: after 2 and 1; a counter of an earlier cycle; a bookkeeping game', () => {
    const s = after(sell({ count: 2 }), sell({ weapon: 'lstars' }))()
    return { ussr: soldThisTurn(s, 'ussr'), europe: soldThisTurn(s, 'europe'), next: soldThisTurn({ ...s, play: { ...s.play!, cycle: 2 } }, 'ussr'), bookkeeping: soldThisTurn({ ...s, play: undefined }, 'ussr') }
  }),
  // Selling to a warlord or pirate.
  decided('sell: a power not in the game', base, sell({ power: 'china' as PowerId })),
  decided('sell: outside Stage 6', () => warlordsAtWar().state, sell()),
  decided('sell: a negative count', base, sell({ count: -1 })),
  decided('sell: a fraction of a nuke', base, sell({ count: 1.5 })),
  decided('sell: tanks are no weapon of the price list', base, sell({ weapon: 'tanks' as SellToWarlord['weapon'] })),
  decided('sell: air units in a game without Air Units', base, sell({ weapon: 'airUnits' })),
  decided('sell: nothing', base, sell({ count: 0 })),
  decided('sell: nothing, with Air Units', () => base(AIR), sell({ count: 0, weapon: 'airUnits' })),
  decided('sell: zones not set up', () => ({ ...base(), neutral: { ...base().neutral!, zones: [] } }), sell()),
  decided('sell: a zone no warlord holds', base, sell({ zone: 'Siberia' })),
  decided('sell: a zone captured', () => withZone(base(), 'India', { occupiedBy: 'usa' }), sell()),
  decided('sell: air units to a pirate', () => base(AIR), sell({ zone: 'Tokyo Bay', weapon: 'airUnits' })),
  decided('sell: an unknown weapon, with Air Units', () => base(AIR), sell({ weapon: 'tanks' as SellToWarlord['weapon'] })),
  decided('sell: more nukes than held', base, sell({ count: 7, zone: 'Greenland' })),
  decided('sell: more L-stars than held, Europe has none', base, sell({ power: 'europe', weapon: 'lstars' })),
  decided('sell: a fourth weapon this turn', stocked, sell({ weapon: 'lstars' })),
  decided('sell: 2 after 2 sold', after(sell({ count: 2 })), sell({ weapon: 'lstars', count: 2 })),
  decided('sell: 2 after 1 sold: an earlier cycle\'s counter counts as none', () => { const s = after(sell())(); return { ...s, neutral: { ...s.neutral!, sales: { cycle: 0, sold: { ussr: 3 } } } } }, sell({ count: 2 })),
  decided('sell: India owns 11 nukes, 2 more', () => withZone(base(), 'India', { nukes: 11 }), sell({ count: 2 })),
  decided('sell: India owns 12 nukes', () => withZone(base(), 'India', { nukes: 12 }), sell()),
  decided('sell: India owns 11 nukes, 1 more', () => withZone(base(), 'India', { nukes: 11 }), sell()),
  decided('sell: accepted, 1 nuke for $1,000M', base, sell()),
  decided('sell: accepted, 2 L-stars, the counter at 3', after(sell()), sell({ weapon: 'lstars', count: 2 })),
  decided('sell: accepted, Europe\'s counter beside the USSR\'s', () => supplies(after(sell())(), 'europe', 'nukes', 2), sell({ power: 'europe', weapon: 'nukes', count: 1, zone: 'Greenland' })),
  decided('sell: accepted, 2 air units to India', () => base(AIR), sell({ weapon: 'airUnits', count: 2 })),
  decided('sell: accepted, 3 more air units than held', () => base(AIR), sell({ weapon: 'airUnits', count: 3 })),
  decided('sell: a fifth air unit', () => base(AIR), sell({ weapon: 'airUnits', count: 5 })),
  // Buying from a warlord or pirate.
  decided('buy: a negative price', stocked, buy({ price: -1 })),
  decided('buy: more nukes than India owns', stocked, buy({ count: 4, price: 8000 })),
  decided('buy: from a zone with none', base, buy({ zone: 'Greenland' })),
  decided('buy: a nuke for $1,999M', stocked, buy({ price: 1999 })),
  decided('buy: 2 nukes for $3,000M', stocked, buy({ count: 2, price: 3000 })),
  decided('buy: a nuke for $2,000M', stocked, buy()),
  decided('buy: 2 nukes for $5,000M', stocked, buy({ count: 2, price: 5000 })),
  decided('buy: an L-star for $3,999M', () => withZone(base(), 'India', { lstars: 2 }), buy({ weapon: 'lstars', price: 3999 })),
  decided('buy: an L-star for $4,000M', () => withZone(base(), 'India', { lstars: 2 }), buy({ weapon: 'lstars', price: 4000 })),
  decided('buy: the nukes row full', () => supplies(stocked(), 'europe', 'nukes', 11), buy({ count: 2, price: 4000 })),
  decided('buy: the nukes row filled to the top', () => supplies(stocked(), 'europe', 'nukes', 11), buy()),
  decided('buy: without the money', () => ({ ...stocked(), accounts: { ...stocked().accounts, europe: 1500 } }), buy()),
  decided('buy: air units past the 20 pieces', () => {
    const s = after(sell({ weapon: 'airUnits', count: 3 }))(AIR)
    return { ...s, powers: { ...s.powers, europe: { ...s.powers.europe!, forces: { ...s.powers.europe!.forces, airUnits: 19 } } } }
  }, buy({ weapon: 'airUnits', count: 2, price: 4000 })),
  decided('buy: an air unit for the least', () => after(sell({ weapon: 'airUnits', count: 3 }))(AIR), buy({ weapon: 'airUnits', count: 1, price: 800 })),
]

goldenTable('selling weapons to warlords and pirates, and buying from them', 'warlords/sales.json', CASES)
