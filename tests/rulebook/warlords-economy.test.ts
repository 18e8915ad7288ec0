import { describe, expect, it } from 'vitest'
import {
  BLOCKADE_FEE_PER_POINT,
  blockadedBy,
  MINIMUM_BID_STEP,
  NEUTRAL_TERRITORIES,
  PIRATE_SEAS,
  stage1Bill,
  SUPER_FEE_PER_POINT,
  WARLORDS_SELL_FIRST_FROM,
  WARLORDS_TREASURY,
  ZONE_SALARY,
  type Command,
  type GameState,
  type PowerId,
} from '@/domain'
import { guidedGame, playTo } from '../support/guided'

/**
 * Warlords and Pirates (shared/rules/expansion-warlords-and-pirates.txt), the economy slice: the
 * Stage 1 salary of cards in warlord zones, another power paying it, the bids; pirate blockades and
 * super fees and Stage 2; the Stage 3 selling position and the warlords' market sale.
 */
const WL = ['warlords']
const setUp: Command = { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone, i) => ({ zone, die: (i % 6) + 1 })) }
const MINES = { name: 'Mahabir Mines', territory: 'India', resource: 'minerals' as const, units: 3, origin: 'independent' as const }

/** A guided game at Cycle 1, Stage 1: zones set up, the USSR holding Mahabir Mines (3 minerals) in Sivaji's India. */
function stage1Game() {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, WL)
  g.do(setUp)
  g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: MINES })
  return g
}
type G = ReturnType<typeof stage1Game>
const mines = (g: G) => g.state.order.flatMap((id) => g.state.powers[id]!.companies).find((c) => c.name === MINES.name)!
const holder = (g: G) => g.state.order.find((id) => g.state.powers[id]!.companies.some((c) => c.name === MINES.name))
const cash = (s: GameState, id: string) => s.accounts[id as PowerId] ?? 0
const total = (s: GameState) => Object.values(s.accounts).reduce((a: number, b) => a + (b ?? 0), 0)
const usaCard = (g: G) => g.state.powers.usa!.companies[0]!

function settleAll(g: G) {
  for (const id of g.state.order) if (!g.state.play!.done.includes(id)) g.do({ kind: 'settleStage1', power: id })
}
function toStage2(g: G) {
  settleAll(g)
  g.do({ kind: 'advancePlay' })
}

describe('Stage 1: "$100 million salary for each resource card located in a zone occupied by a warlord or pirate", to the bank', () => {
  it('the owner\'s bill has a line of $100M per open card in a zone; settling pays it to the bank', () => {
    const g = stage1Game()
    expect(ZONE_SALARY).toBe(100)
    const ussr = g.state.powers.ussr!
    const bill = stage1Bill(g.state, ussr)
    expect(bill.forceLines.find((l) => l.key === 'warlord-zones')).toMatchObject({ amount: 100, each: 100, label: '1 card in a warlord or pirate zone' })
    expect(stage1Bill(g.state, g.state.powers.usa!).forceLines.some((l) => l.key === 'warlord-zones')).toBe(false)
    const before = g.state
    g.do({ kind: 'settleStage1', power: 'ussr' })
    expect(cash(before, 'ussr') - cash(g.state, 'ussr')).toBe(bill.total)
    expect(cash(g.state, 'bank') - cash(before, 'bank')).toBe(bill.total)
    // The basic bill with the card left unpaid, plus its $50M company salary and the $100M warlord's salary.
    const unpaid = stage1Bill(before, ussr, { unpaidCompanies: [mines(g).id] })
    expect(bill.total - unpaid.total).toBe(50 + 100)
  })

  it('a card left unpaid or closed is not billed the warlord\'s salary', () => {
    const g = stage1Game()
    const ussr = g.state.powers.ussr!
    expect(stage1Bill(g.state, ussr, { unpaidCompanies: [mines(g).id] }).forceLines.some((l) => l.key === 'warlord-zones')).toBe(false)
    g.do({ kind: 'closeCompany', power: 'ussr', companyId: mines(g).id })
    expect(stage1Bill(g.state, g.state.powers.ussr!).forceLines.some((l) => l.key === 'warlord-zones')).toBe(false)
  })

  // Survivor of the mutation run on play/stage1.ts (unitBill): only the cards left unpaid drop out of the line.
  it('another card left unpaid leaves the card in the zone billed', () => {
    const g = stage1Game()
    const home = g.state.powers.ussr!.companies[0]!
    expect(home.name).not.toBe(MINES.name)
    const bill = stage1Bill(g.state, g.state.powers.ussr!, { unpaidCompanies: [home.id] })
    expect(bill.forceLines.find((l) => l.key === 'warlord-zones')?.amount).toBe(100)
  })

  it('a game without the module bills no such line', () => {
    const g = guidedGame(['usa', 'ussr', 'europe'])
    g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: MINES })
    expect(stage1Bill(g.state, g.state.powers.ussr!).forceLines.some((l) => l.key === 'warlord-zones')).toBe(false)
  })
})

describe('Stage 1: "If he doesn\'t pay the salary, then one of the other players may pay it. Then, that player may take the resource card"', () => {
  it('another power pays $100M to the bank, takes the card, and gets its units in Stage 2', () => {
    const g = stage1Game()
    g.do({ kind: 'settleStage1', power: 'ussr', unpaidCompanies: [mines(g).id] })
    g.do({ kind: 'settleStage1', power: 'usa' })
    const before = g.state
    g.do({ kind: 'payForNeutralCard', power: 'usa', companyId: mines(g).id })
    expect(cash(before, 'usa') - cash(g.state, 'usa')).toBe(100)
    expect(cash(g.state, 'bank') - cash(before, 'bank')).toBe(100)
    expect(holder(g)).toBe('usa')
    expect(g.state.play!.unpaid.ussr).toBeUndefined()
    expect(g.state.neutral!.cards).toEqual({ cycle: 1, bids: [], taken: [mines(g).id] })
    const minerals = g.state.powers.usa!.supplies.minerals
    toStage2(g)
    g.do({ kind: 'collectProduction' })
    const homeMinerals = g.state.powers.usa!.companies.filter((c) => c.resource === 'minerals' && c.name !== MINES.name).reduce((n, c) => n + c.units, 0)
    expect(g.state.powers.usa!.supplies.minerals).toBe(minerals + homeMinerals + 3)
  })

  it('a taker who has not settled yet pays the card\'s $50M company salary, not the warlord\'s salary again', () => {
    const g = stage1Game()
    g.do({ kind: 'settleStage1', power: 'ussr', unpaidCompanies: [mines(g).id] })
    const without = stage1Bill(g.state, g.state.powers.usa!).total
    g.do({ kind: 'payForNeutralCard', power: 'usa', companyId: mines(g).id })
    const bill = stage1Bill(g.state, g.state.powers.usa!)
    expect(bill.forceLines.some((l) => l.key === 'warlord-zones')).toBe(false)
    expect(bill.total - without).toBe(50)
  })

  it('is refused, changing nothing: before the owner settles, when the owner paid, by the owner, a card in no zone, another stage, without the money, while bids are open', () => {
    const g = stage1Game()
    const id = mines(g).id
    expect(g.refuse({ kind: 'payForNeutralCard', power: 'usa', companyId: id })).toMatchObject({ code: 'card-paid', message: expect.stringContaining('not settled') })
    expect(g.refuse({ kind: 'payForNeutralCard', power: 'ussr', companyId: id }).code).toBe('own-card')
    expect(g.refuse({ kind: 'payForNeutralCard', power: 'ussr', companyId: usaCard(g).id }).code).toBe('not-in-warlord-zone')
    expect(g.refuse({ kind: 'payForNeutralCard', power: 'usa', companyId: 'nope' }).code).toBe('unknown-company')
    expect(g.refuse({ kind: 'payForNeutralCard', power: 'china', companyId: id }).code).toBe('unknown-power')
    g.do({ kind: 'settleStage1', power: 'ussr', unpaidCompanies: [id] })
    g.do({ kind: 'correctCash', power: 'europe', cash: 99, reason: 'test' })
    expect(g.refuse({ kind: 'payForNeutralCard', power: 'europe', companyId: id }).code).toBe('insufficient-funds')
    g.do({ kind: 'bidForNeutralCard', power: 'usa', companyId: id, amount: 150 })
    expect(g.refuse({ kind: 'payForNeutralCard', power: 'usa', companyId: id }).code).toBe('bids-open')
    const h = stage1Game()
    h.do({ kind: 'settleStage1', power: 'ussr' })
    expect(h.refuse({ kind: 'payForNeutralCard', power: 'usa', companyId: mines(h).id })).toMatchObject({ code: 'card-paid', message: expect.stringContaining('paid') })
    toStage2(h)
    expect(h.refuse({ kind: 'payForNeutralCard', power: 'usa', companyId: mines(h).id }).code).toBe('wrong-stage')
  })
})

describe('Stage 1, Bidding for the Resource Cards: "a minimum increase of $50 million per bid", "to the highest bidder"', () => {
  it('the first bid beats the $100M salary by $50M; each next bid the last by $50M; the winner pays the warlord and takes the card', () => {
    const g = stage1Game()
    const id = mines(g).id
    expect(MINIMUM_BID_STEP).toBe(50)
    const low = g.refuse({ kind: 'bidForNeutralCard', power: 'usa', companyId: id, amount: 149 })
    expect(low).toMatchObject({ code: 'bid-too-low', message: expect.stringContaining('$150M') })
    expect(low.remedies?.[0]?.command).toEqual({ kind: 'bidForNeutralCard', power: 'usa', companyId: id, amount: 150 })
    g.do({ kind: 'bidForNeutralCard', power: 'usa', companyId: id, amount: 150 })
    expect(g.refuse({ kind: 'bidForNeutralCard', power: 'europe', companyId: id, amount: 199 }).code).toBe('bid-too-low')
    g.do({ kind: 'bidForNeutralCard', power: 'europe', companyId: id, amount: 200 })
    g.do({ kind: 'bidForNeutralCard', power: 'usa', companyId: id, amount: 300 })
    expect(g.state.neutral!.cards!.bids).toHaveLength(3)
    const before = g.state
    g.do({ kind: 'closeNeutralCardBids', companyId: id })
    expect(cash(before, 'usa') - cash(g.state, 'usa')).toBe(300)
    expect(cash(g.state, WARLORDS_TREASURY)).toBe(300)
    expect(cash(g.state, 'europe')).toBe(cash(before, 'europe'))
    expect(holder(g)).toBe('usa')
    expect(g.state.neutral!.cards).toEqual({ cycle: 1, bids: [], taken: [id] })
    // Sold for this turn: no more bids; the USSR no longer pays for it.
    expect(g.refuse({ kind: 'bidForNeutralCard', power: 'europe', companyId: id, amount: 500 }).code).toBe('card-paid')
    expect(stage1Bill(g.state, g.state.powers.ussr!).forceLines.some((l) => l.key === 'warlord-zones')).toBe(false)
    expect(total(g.state)).toBe(0)
  })

  it('is refused, changing nothing: the owner bidding, no bids to close, more than the bidder has, a bad amount, another stage; Stage 1 does not end with bids open', () => {
    const g = stage1Game()
    const id = mines(g).id
    expect(g.refuse({ kind: 'bidForNeutralCard', power: 'ussr', companyId: id, amount: 500 }).code).toBe('own-card')
    expect(g.refuse({ kind: 'closeNeutralCardBids', companyId: id }).code).toBe('no-bids')
    expect(g.refuse({ kind: 'bidForNeutralCard', power: 'usa', companyId: id, amount: -150 }).code).toBe('bad-amount')
    expect(g.refuse({ kind: 'bidForNeutralCard', power: 'usa', companyId: usaCard(g).id, amount: 500 }).code).toBe('not-in-warlord-zone')
    g.do({ kind: 'correctCash', power: 'europe', cash: 180, reason: 'test' })
    expect(g.refuse({ kind: 'bidForNeutralCard', power: 'europe', companyId: id, amount: 200 }).code).toBe('insufficient-funds')
    g.do({ kind: 'correctCash', power: 'europe', cash: 5000, reason: 'test' })
    g.do({ kind: 'bidForNeutralCard', power: 'usa', companyId: id, amount: 150 })
    settleAll(g)
    expect(g.refuse({ kind: 'advancePlay' }).code).toBe('bids-open')
    g.do({ kind: 'closeNeutralCardBids', companyId: id })
    g.do({ kind: 'advancePlay' })
    expect(g.refuse({ kind: 'bidForNeutralCard', power: 'europe', companyId: id, amount: 500 }).code).toBe('wrong-stage')
  })

  it('a taking or a bid of an earlier cycle counts as none: the new owner pays the salary from the next Stage 1', () => {
    const g = stage1Game()
    g.do({ kind: 'bidForNeutralCard', power: 'usa', companyId: mines(g).id, amount: 150 })
    g.do({ kind: 'closeNeutralCardBids', companyId: mines(g).id })
    expect(stage1Bill(g.state, g.state.powers.usa!).forceLines.some((l) => l.key === 'warlord-zones')).toBe(false)
    const next = { ...g.state, play: { ...g.state.play!, cycle: 2 } }
    expect(stage1Bill(next, next.powers.usa!).forceLines.find((l) => l.key === 'warlord-zones')?.amount).toBe(100)
  })

  it('the winner must still have the money when the bids close', () => {
    const g = stage1Game()
    g.do({ kind: 'bidForNeutralCard', power: 'usa', companyId: mines(g).id, amount: 150 })
    g.do({ kind: 'correctCash', power: 'usa', cash: 100, reason: 'test' })
    expect(g.refuse({ kind: 'closeNeutralCardBids', companyId: mines(g).id }).code).toBe('insufficient-funds')
  })
})

describe('Pirate Blockades: "$100 million to the bank for each point on the die"; Super Fees: the fee again and "$200 million ... for each point"', () => {
  it('the payer pays $100M a point to the bank; the blockaded card produces nothing in Stage 2', () => {
    const g = stage1Game()
    expect(BLOCKADE_FEE_PER_POINT).toBe(100)
    const before = g.state
    g.do({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Arabian Sea', territory: 'India', die: 3 })
    expect(cash(before, 'usa') - cash(g.state, 'usa')).toBe(300)
    expect(cash(g.state, 'bank') - cash(before, 'bank')).toBe(300)
    expect(g.state.neutral!.blockades).toEqual({ cycle: 1, list: [{ zone: 'Arabian Sea', territory: 'India', payer: 'usa', fee: 300, lifted: [] }] })
    const minerals = g.state.powers.ussr!.supplies.minerals
    const home = g.state.powers.ussr!.companies.filter((c) => c.resource === 'minerals' && c.name !== MINES.name).reduce((n, c) => n + c.units, 0)
    toStage2(g)
    g.do({ kind: 'collectProduction' })
    expect(g.state.powers.ussr!.supplies.minerals).toBe(minerals + home)
  })

  it('the owner lifts it with the Blockade Fee and $200M a point, and gets his resources', () => {
    const g = stage1Game()
    expect(SUPER_FEE_PER_POINT).toBe(200)
    g.do({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Arabian Sea', territory: 'India', die: 3 })
    const before = g.state
    g.do({ kind: 'liftBlockade', power: 'ussr', zone: 'Arabian Sea', territory: 'India', die: 2 })
    expect(cash(before, 'ussr') - cash(g.state, 'ussr')).toBe(300 + 400)
    expect(cash(g.state, 'bank') - cash(before, 'bank')).toBe(700)
    const minerals = g.state.powers.ussr!.supplies.minerals
    const all = g.state.powers.ussr!.companies.filter((c) => c.resource === 'minerals').reduce((n, c) => n + c.units, 0)
    toStage2(g)
    g.do({ kind: 'collectProduction' })
    expect(g.state.powers.ussr!.supplies.minerals).toBe(minerals + all)
  })

  it('lifting at one pirate lifts the territory\'s blockade by every pirate paid', () => {
    const g = stage1Game()
    g.do({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Arabian Sea', territory: 'India', die: 1 })
    g.do({ kind: 'payBlockadeFee', payer: 'europe', zone: 'Bay of Bengal', territory: 'India', die: 1 })
    g.do({ kind: 'liftBlockade', power: 'ussr', zone: 'Bay of Bengal', territory: 'India', die: 1 })
    expect(g.refuse({ kind: 'liftBlockade', power: 'ussr', zone: 'Arabian Sea', territory: 'India', die: 1 })).toMatchObject({ code: 'not-blockaded', message: expect.stringContaining('already') })
    const all = g.state.powers.ussr!.companies.filter((c) => c.resource === 'minerals').reduce((n, c) => n + c.units, 0)
    const minerals = g.state.powers.ussr!.supplies.minerals
    toStage2(g)
    g.do({ kind: 'collectProduction' })
    expect(g.state.powers.ussr!.supplies.minerals).toBe(minerals + all)
  })

  it('is refused, changing nothing: not a pirate, no opponent\'s card there, twice, a bad die, without the money, lifting what is not blockaded, another stage', () => {
    const g = stage1Game()
    expect(g.refuse({ kind: 'payBlockadeFee', payer: 'usa', zone: 'India', territory: 'India', die: 3 }).code).toBe('not-a-pirate')
    expect(g.refuse({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Red Sea', territory: 'India', die: 3 }).code).toBe('not-a-pirate')
    expect(g.refuse({ kind: 'payBlockadeFee', payer: 'ussr', zone: 'Arabian Sea', territory: 'India', die: 3 }).code).toBe('nothing-to-blockade')
    expect(g.refuse({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Arabian Sea', territory: 'Iran', die: 3 }).code).toBe('nothing-to-blockade')
    for (const die of [0, 7, 2.5]) expect(g.refuse({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Arabian Sea', territory: 'India', die }).code).toBe('bad-dice')
    expect(g.refuse({ kind: 'liftBlockade', power: 'ussr', zone: 'Arabian Sea', territory: 'India', die: 2 }).code).toBe('not-blockaded')
    g.do({ kind: 'correctCash', power: 'europe', cash: 500, reason: 'test' })
    expect(g.refuse({ kind: 'payBlockadeFee', payer: 'europe', zone: 'Arabian Sea', territory: 'India', die: 6 }).code).toBe('insufficient-funds')
    g.do({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Arabian Sea', territory: 'India', die: 3 })
    expect(g.refuse({ kind: 'payBlockadeFee', payer: 'europe', zone: 'Arabian Sea', territory: 'India', die: 1 }).code).toBe('already-blockaded')
    expect(g.refuse({ kind: 'liftBlockade', power: 'usa', zone: 'Arabian Sea', territory: 'India', die: 2 }).code).toBe('not-blockaded')
    expect(g.refuse({ kind: 'liftBlockade', power: 'europe', zone: 'Arabian Sea', territory: 'India', die: 2 }).code).toBe('not-blockaded')
    expect(g.refuse({ kind: 'liftBlockade', power: 'ussr', zone: 'Arabian Sea', territory: 'India', die: 9 }).code).toBe('bad-dice')
    g.do({ kind: 'correctCash', power: 'ussr', cash: 600, reason: 'test' })
    expect(g.refuse({ kind: 'liftBlockade', power: 'ussr', zone: 'Arabian Sea', territory: 'India', die: 2 }).code).toBe('insufficient-funds')
    toStage2(g)
    expect(g.refuse({ kind: 'payBlockadeFee', payer: 'europe', zone: 'Bay of Bengal', territory: 'India', die: 1 }).code).toBe('wrong-stage')
  })

  it('a blockade lasts the cycle ("this turn") it was paid in', () => {
    const g = stage1Game()
    g.do({ kind: 'payBlockadeFee', payer: 'usa', zone: 'Arabian Sea', territory: 'India', die: 1 })
    expect(blockadedBy(g.state, 'ussr', mines(g))).toBe('blockaded by the pirate of Arabian Sea')
    expect(blockadedBy(g.state, 'usa', mines(g))).toBeUndefined()
    const next = { ...g.state, play: { ...g.state.play!, cycle: 2 } }
    expect(blockadedBy(next, 'ussr', mines(g))).toBeUndefined()
  })
})

/** Cycle 1 with Mahabir Mines left unpaid and untaken, at Stage 3 Phase C with `bidders` in that order. */
function stage3Game(bidders: PowerId[] = ['usa']) {
  const g = stage1Game()
  g.do({ kind: 'settleStage1', power: 'ussr', unpaidCompanies: [mines(g).id] })
  playTo(g, { stage: 3, bidders })
  return g
}

describe('Stage 3, Roll for Selling Position: 1-4 the players sell first, 5-6 the warlords and pirates; their sale moves the meter a spot per unit', () => {
  it('on a 5 or 6 the warlord sells at once: the minerals meter moves down 3 spots; no money moves', () => {
    expect(WARLORDS_SELL_FIRST_FROM).toBe(5)
    for (const die of [5, 6]) {
      const g = stage3Game()
      const before = g.state
      g.do({ kind: 'rollSellingPosition', die })
      expect(g.state.market!.minerals).toBe(Math.max(0, before.market!.minerals - 3))
      expect(g.state.market!.grain).toBe(before.market!.grain)
      expect(g.state.accounts).toEqual(before.accounts)
      expect(g.state.neutral!.selling).toEqual({ cycle: 1, die, warlordsFirst: true, sold: true })
    }
  })

  it('on a 1 to 4 the players sell first; the warlord sells when Phase C ends', () => {
    for (const die of [1, 4]) {
      const g = stage3Game()
      const before = g.state.market!.minerals
      g.do({ kind: 'rollSellingPosition', die })
      expect(g.state.market!.minerals).toBe(before)
      expect(g.state.neutral!.selling).toEqual({ cycle: 1, die, warlordsFirst: false, sold: false })
      g.do({ kind: 'sellToMarket', power: 'usa', resource: 'minerals', units: 1 })
      expect(g.state.market!.minerals).toBe(before - 1)
      g.do({ kind: 'passTurn', power: 'usa' })
      expect(g.state.play!.phase).not.toBe('C')
      expect(g.state.market!.minerals).toBe(Math.max(0, before - 1 - 3))
      expect(g.state.neutral!.selling!.sold).toBe(true)
    }
  })

  it('a card someone paid for is not sold by the warlord', () => {
    const g = stage1Game()
    g.do({ kind: 'settleStage1', power: 'ussr', unpaidCompanies: [mines(g).id] })
    g.do({ kind: 'payForNeutralCard', power: 'usa', companyId: mines(g).id })
    playTo(g, { stage: 3, bidders: ['usa'] })
    const before = g.state.market!.minerals
    g.do({ kind: 'rollSellingPosition', die: 6 })
    expect(g.state.market!.minerals).toBe(before)
  })

  it('is refused, changing nothing: a market sale before the roll, a second roll, a bad die, before the player sequence', () => {
    const g = stage3Game()
    expect(g.refuse({ kind: 'sellToMarket', power: 'usa', resource: 'minerals', units: 1 }).code).toBe('position-not-rolled')
    for (const die of [0, 7, 1.5]) expect(g.refuse({ kind: 'rollSellingPosition', die }).code).toBe('bad-dice')
    g.do({ kind: 'rollSellingPosition', die: 2 })
    expect(g.refuse({ kind: 'rollSellingPosition', die: 6 }).code).toBe('position-rolled')
    const h = stage1Game()
    expect(h.refuse({ kind: 'rollSellingPosition', die: 6 }).code).toBe('wrong-stage')
    const k = stage1Game()
    playTo(k, { stage: 3, bidders: [] })
    expect(k.refuse({ kind: 'rollSellingPosition', die: 6 }).code).toBe('wrong-stage')
  })

  it('with nothing for the warlords to sell, market sales need no roll', () => {
    const g = stage1Game()
    playTo(g, { stage: 3, bidders: ['usa'] })
    g.do({ kind: 'sellToMarket', power: 'usa', resource: 'minerals', units: 1 })
  })
})
