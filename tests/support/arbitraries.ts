import fc from 'fast-check'
import { POWER_IDS, RESOURCES, SUPPLY_ROWS, type Command } from '@/domain'

/** Commands a table might send, valid or not: powers not in the game, odd amounts, zero units. */
const power = fc.constantFrom(...POWER_IDS)
const account = fc.oneof(power, fc.constant('bank' as const))
const resource = fc.constantFrom(...RESOURCES)
const units = fc.integer({ min: -1, max: 14 })
const money = fc.oneof(fc.constantFrom(-50, 0, 1, 5, 25, 100, 450, 500, 1000, 1500, 2000, 3000, 9000), fc.integer({ min: -10, max: 20000 }))
const loan = fc.constantFrom(0, 500, 1000, 2000, 3000)
const reason = fc.constantFrom('counted again', '', 'wrong meter')

export const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('sellToMarket' as const), power, resource, units }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('buyFromMarket' as const), power, resource, units, acceptLoss: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('transferMoney' as const), from: account, to: account, amount: money, purpose: fc.constantFrom('salary' as const, 'deal' as const, 'other' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('takeLoan' as const), power, amount: loan }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('repayLoan' as const), power, amount: loan }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('tradeResources' as const), seller: power, buyer: power, resource, units, price: money }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('correctCash' as const), power, cash: money, reason }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('correctSupply' as const), power, row: fc.constantFrom(...SUPPLY_ROWS), value: units, reason }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('correctForces' as const), power, armies: units, navies: units, reason }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('correctLoans' as const), power, loans: loan, reason }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('correctMarket' as const), resource, index: fc.integer({ min: -1, max: 18 }), reason }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('addCompany' as const),
      power,
      reason,
      company: fc.record({ name: fc.constantFrom('', 'Mahabir Mines'), territory: fc.constantFrom('India', ''), resource, units: fc.integer({ min: 0, max: 6 }), origin: fc.constant('independent' as const) }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('removeCompany' as const), power, companyId: fc.constantFrom('usa-1', 'ussr-3', 'card-1', 'nope'), reason }) },
  // The guided order of play (refused in bookkeeping games).
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('settleStage1' as const), power, payInterest: fc.boolean(), disbandArmies: fc.constantFrom(0, 0, 1), unpaidCompanies: fc.constantFrom<string[]>([], [], ['usa-1'], ['ussr-2', 'ussr-3']) }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'advancePlay' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'collectProduction' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('placeBid' as const), power, bid: fc.boolean() }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'revealBids' as const }) },
  { weight: 2, arbitrary: fc.dictionary(power, fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 })).map((rolls) => ({ kind: 'setSequence' as const, rolls })) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('passTurn' as const), power }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('endTurn' as const), power }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('payArrears' as const), power }) },
)

/** A step of play: a command, or an undo/redo tap. */
export type Step = { tap: 'command'; command: Command } | { tap: 'undo' } | { tap: 'redo' }

export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: commandArb.map((command) => ({ tap: 'command' as const, command })) },
  { weight: 2, arbitrary: fc.constant({ tap: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ tap: 'redo' as const }) },
)

export const powersArb = fc.uniqueArray(power, { minLength: 2, maxLength: 6 })
