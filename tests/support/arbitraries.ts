import fc from 'fast-check'
import { POWER_IDS, RESOURCES, SUPPLY_ROWS, type Command, type PowerId } from '@/domain'

/** Commands a table might send, valid or not: powers not in the game, odd amounts, zero units. */
const anyPower = fc.constantFrom(...POWER_IDS)
const resource = fc.constantFrom(...RESOURCES)
const units = fc.integer({ min: -1, max: 14 })
const money = fc.oneof(fc.constantFrom(-50, 0, 1, 5, 25, 100, 450, 500, 1000, 1500, 2000, 3000, 9000), fc.integer({ min: -10, max: 20000 }))
const loan = fc.constantFrom(0, 500, 1000, 2000, 3000)
const reason = fc.constantFrom('counted again', '', 'wrong meter')
const small = fc.integer({ min: -1, max: 4 })
const cards = fc.integer({ min: -1, max: 70 })
const weapon = fc.constantFrom('nukes' as const, 'lstars' as const)
const companyId = fc.constantFrom('usa-1', 'ussr-2', 'europe-6', 'china-3', 'card-1', 'card-2', 'nope')
const moveArb = { marchArmyTerritories: small, airliftArmies: small, convoySeas: small, navySeas: small }
const cardArb = fc.record({ name: fc.constantFrom('', 'Mahabir Mines'), territory: fc.constantFrom('India', ''), resource, units: fc.integer({ min: 0, max: 6 }), origin: fc.constant('independent' as const) })

/** Commands naming powers drawn from `power` (all six by default, or one game's powers). */
export function commandsOf(power: fc.Arbitrary<PowerId>): fc.Arbitrary<Command> {
  const account = fc.oneof(power, fc.constant('bank' as const))
  return fc.oneof(
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
        company: cardArb,
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
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('declineCounterattack' as const), power }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('payArrears' as const), power }) },
    // Stages 5 to 7, companies and tactics.
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('payMoveCost' as const), power, ...moveArb }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('buildForces' as const), power, armies: units, navies: units }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('buildWeapons' as const), power, nukes: small, lstars: small }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('research' as const), power, weapon, cardsTurned: cards, found: fc.boolean() }) },
    {
      weight: 2,
      arbitrary: fc.record(
        { kind: fc.constant('sellArms' as const), seller: power, buyer: power, armies: small, navies: small, nukes: small, lstars: small, price: money, delivery: fc.record({ paidBy: fc.constantFrom('seller' as const, 'buyer' as const), ...moveArb }) },
        { requiredKeys: ['kind', 'seller', 'buyer', 'armies', 'navies', 'nukes', 'lstars', 'price'] },
      ),
    },
    {
      weight: 3,
      arbitrary: fc.record(
        { kind: fc.constant('prospect' as const), power, resource, cardsTurned: cards, outcome: fc.constantFrom('found' as const, 'returned' as const, 'stopped' as const), card: cardArb },
        { requiredKeys: ['kind', 'power', 'resource', 'cardsTurned', 'outcome'] },
      ),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('orderDropShip' as const), seller: power, buyer: power, resource, units, price: money }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('closeCompany' as const), power, companyId }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('openCompany' as const), power, companyId }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('sellCompany' as const), seller: power, buyer: power, companyId, price: money }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('transferCompany' as const), from: power, to: power, companyId, reason: fc.constantFrom('capture' as const, 'squatting' as const, 'surrender' as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('setBlockade' as const), power, territory: fc.constantFrom('India', 'Midwest U.S.A.', 'Kola', ''), blockaded: fc.boolean() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('setSiege' as const), power, besieged: fc.boolean() }) },
    // Stage 4 battles (issue 4): dice may be too many, too few or off the die.
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('fightBattle' as const),
        attacker: power,
        defender: fc.oneof(power, fc.constant('militia' as const)),
        target: fc.constantFrom('Kazakh', 'Greenland', 'North Sea'),
        attacking: fc.record({ armies: fc.integer({ min: 0, max: 6 }), navies: fc.integer({ min: 0, max: 2 }) }),
        defending: fc.record({ armies: fc.integer({ min: 0, max: 6 }), navies: fc.integer({ min: 0, max: 2 }) }),
        defenderResists: fc.boolean(),
        attackerDice: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 4 }),
        defenderDice: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }),
      }),
    },
    // Strategic battles: random dice (some off the die), targets (some nuked twice, some seas).
    {
      weight: 3,
      arbitrary: fc.record(
        {
          kind: fc.constant('nuclearStrike' as const),
          attacker: power,
          defender: fc.oneof(power, fc.constant('unoccupied' as const)),
          targets: fc.array(
            fc.record(
              { zone: fc.constantFrom('Kazakh', 'Kola', 'Greenland', 'North Sea', ''), isSea: fc.boolean(), armies: fc.integer({ min: 0, max: 3 }), navies: fc.integer({ min: 0, max: 1 }), companyIds: fc.constantFrom<string[]>([], ['ussr-2'], ['usa-1'], ['nope']) },
              { requiredKeys: ['zone', 'isSea'] },
            ),
            { maxLength: 4 },
          ),
          defenderLstarDice: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 3 }),
          champions: fc.array(fc.record({ power, dice: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 2 }) }), { maxLength: 2 }),
          rouletteDie: fc.integer({ min: 0, max: 7 }),
          // First strike and retaliation (Stage 4 Tactics), some junk flags.
          firstStrike: fc.constantFrom<true>(true),
          retaliation: fc.constantFrom<true>(true, 'yes' as unknown as true),
        },
        { requiredKeys: ['kind', 'attacker', 'defender', 'targets', 'defenderLstarDice'] },
      ),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('spaceBlast' as const), attacker: power, nukes: small, screenDice: fc.array(fc.record({ power, dice: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 3 }) }), { maxLength: 3 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('lstarClash' as const), attacker: power, defender: power, attackerDie: fc.integer({ min: 0, max: 7 }), defenderDie: fc.integer({ min: 1, max: 6 }) }) },
    // Home territories and the Spoils of War (issue 4, item 5).
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('captureTerritory' as const), attacker: power, defender: power, territory: fc.constantFrom('Kola', 'Russia', 'Alaska', 'Iberia', 'India', '') }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('liberateTerritory' as const), power, territory: fc.constantFrom('Kola', 'Alaska', 'India') }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('claimSpoils' as const), victor: power, defeated: power }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('destroyPower' as const), power }) },
    // Issue 10: neutral captures (Top Brass) and Supremacy by bankruptcy.
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('captureNeutralTerritory' as const), attacker: power, defender: fc.oneof(power, fc.constant('militia' as const)), territory: fc.constantFrom('India', 'Greenland', 'Iberia', 'Kola', 'Baltic Sea', '') }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('declareBankrupt' as const), power }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('surrenderZone' as const),
        defender: power,
        attacker: power,
        zone: fc.constantFrom('India', 'Kola', 'North Sea', ''),
        armies: small,
        navies: small,
        companyIds: fc.constantFrom<string[]>([], ['card-1'], ['ussr-2'], ['nope', 'nope']),
      }),
    },
    // Defensive Tactics, Withdraw: moves with negative counts, cards from the wrong zone, junk occupiers.
    {
      weight: 1,
      arbitrary: fc.record(
        {
          kind: fc.constant('withdrawFromZone' as const),
          defender: power,
          attacker: power,
          zone: fc.constantFrom('India', 'Kola', 'Kazakh', 'North Sea', ''),
          defenderMove: fc.record(moveArb),
          occupy: fc.oneof(fc.record({ move: fc.record(moveArb), companyIds: fc.constantFrom<string[]>([], ['card-1'], ['ussr-2'], ['ussr-3', 'ussr-3']) }), fc.constant(null as never)),
        },
        { requiredKeys: ['kind', 'defender', 'attacker', 'zone', 'defenderMove'] },
      ),
    },
  )
}

export const commandArb: fc.Arbitrary<Command> = commandsOf(anyPower)

/** Mostly well-formed commands of Stage 5, 6 or 7 and turn changes, so random play gets past the guards. */
export function stageCommandsOf(power: fc.Arbitrary<PowerId>, stage: 5 | 6 | 7): fc.Arbitrary<Command> {
  const n = fc.integer({ min: 0, max: 4 })
  const few = fc.constantFrom(0, 0, 0, 1, 2)
  const price = fc.constantFrom(0, 100, 500, 1500)
  const card = fc.constantFrom('card-1', 'card-2', 'usa-1', 'ussr-2', 'europe-3')
  const turns = [
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('passTurn' as const), power }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('endTurn' as const), power }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'advancePlay' as const }) },
  ]
  if (stage === 5) {
    const move = { marchArmyTerritories: n, airliftArmies: n, convoySeas: n, navySeas: n }
    return fc.oneof({ weight: 6, arbitrary: fc.record({ kind: fc.constant('payMoveCost' as const), power, ...move }) }, ...turns)
  }
  if (stage === 6) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('buildForces' as const), power, armies: n, navies: n }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('buildWeapons' as const), power, nukes: few, lstars: few }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('research' as const), power, weapon, cardsTurned: fc.integer({ min: 1, max: 5 }), found: fc.boolean() }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('sellArms' as const), seller: power, buyer: power, armies: n, navies: few, nukes: few, lstars: few, price }) },
      ...turns,
    )
  }
  const found = { name: 'Mahabir Mines', territory: 'India', resource: 'minerals' as const, units: 3, origin: 'independent' as const }
  return fc.oneof(
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('buyFromMarket' as const), power, resource, units: fc.integer({ min: 1, max: 3 }) }) },
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant('prospect' as const), power, resource: fc.constant('minerals' as const), cardsTurned: fc.integer({ min: 1, max: 5 }), outcome: fc.constantFrom('found' as const, 'returned' as const, 'stopped' as const), card: fc.constant(found) }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('orderDropShip' as const), seller: power, buyer: power, resource, units: fc.integer({ min: 1, max: 4 }), price }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('sellCompany' as const), seller: power, buyer: power, companyId: card, price }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('openCompany' as const), power, companyId: card }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('closeCompany' as const), power, companyId: card }) },
    ...turns,
  )
}

/** A step of play: a command, or an undo/redo tap. */
export type Step = { tap: 'command'; command: Command } | { tap: 'undo' } | { tap: 'redo' }

/** Commands mixed with undo and redo taps; `commandWeight` against undo 2 and redo 1. */
export function stepsOf(commands: fc.Arbitrary<Command>, commandWeight = 8): fc.Arbitrary<Step> {
  return fc.oneof(
    { weight: commandWeight, arbitrary: commands.map((command) => ({ tap: 'command' as const, command })) },
    { weight: 2, arbitrary: fc.constant({ tap: 'undo' as const }) },
    { weight: 1, arbitrary: fc.constant({ tap: 'redo' as const }) },
  )
}

export const stepArb: fc.Arbitrary<Step> = stepsOf(commandArb)

export const powersArb = fc.uniqueArray(anyPower, { minLength: 2, maxLength: 6 })

/** Where random play may start: a stage and phase of Stages 5 to 7. */
export const PLAY_POINTS = [
  { stage: 5, phase: 'C' },
  { stage: 6, phase: 'C' },
  { stage: 6, phase: 'F' },
  { stage: 7, phase: 'C' },
  { stage: 7, phase: 'D' },
  { stage: 7, phase: 'E' },
] as const

/**
 * Steps that bring a guided game to `stage` in `cycle`, every power bidding and rolling in
 * seating order, then passing the rotating phases before `phase`, so random play starts there.
 */
export function guidedPrefix(powers: readonly PowerId[], stage: 5 | 6 | 7, cycle: 1 | 2, phase = 'C'): Step[] {
  const steps: Command[] = []
  const bidAll = (bid: boolean) => {
    for (const id of powers) steps.push({ kind: 'placeBid', power: id, bid })
    steps.push({ kind: 'revealBids' })
    // Nobody bid: the stage is over, and the Marshall's "next" opens the following one.
    if (!bid) steps.push({ kind: 'advancePlay' })
  }
  const stages12 = () => {
    for (const id of powers) steps.push({ kind: 'settleStage1', power: id })
    steps.push({ kind: 'advancePlay' }, { kind: 'collectProduction' }, { kind: 'advancePlay' })
  }
  stages12()
  if (cycle === 2) {
    for (let i = 0; i < 4; i += 1) bidAll(false) // Stages 3, 5, 6 and 7 of cycle 1
    stages12()
    bidAll(false) // one more round: Stage 4 is played from the second cycle
  }
  for (const s of [3, 5, 6]) if (s < stage) bidAll(false)
  bidAll(true)
  steps.push({ kind: 'setSequence', rolls: Object.fromEntries(powers.map((id, i) => [id, [6 - i]])) })
  if (phase !== 'C') for (const id of powers) steps.push({ kind: 'passTurn', power: id })
  if (phase === 'E') steps.push({ kind: 'advancePlay' })
  return steps.map((command) => ({ tap: 'command' as const, command }))
}
