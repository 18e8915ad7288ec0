/**
 * Warlords and Pirates, Stage 1, word for word (shared/rules/expansion-warlords-and-pirates.txt):
 * "a $100 million salary for each resource card located in a zone occupied by a warlord or pirate",
 * "If he doesn't pay the salary, then one of the other players may pay it. Then, that player may take
 * the resource card", "The player must make a minimum increase of $50 million per bid", "The
 * warlords and pirates always sell their resources to the highest bidder". The bill's line, the
 * least next bid, every refusal of payForNeutralCard, bidForNeutralCard and closeNeutralCardBids
 * (code, words, rule, remedy), Stage 1 held open by bids, and the events of what is accepted.
 * Golden file: tests/golden/warlords/stage1-cards.json, read against the rules when written.
 */
import { decide, type Command, type GameState } from '@/domain'
import { bidsFor, cardsThisCycle, minimumBid, requireDie, requireStage, zoneHolding, zoneSalaryLines } from '@/domain/modules/warlords/stage1-cards'
import { outcome, goldenTable, type GoldenCase } from '../support/golden-table'
import { warlordsStage1, withZone } from '../support/warlords'

const MINES = { name: 'Mahabir Mines' }
const OIL = { name: 'Thule Oil' }
const stage1Game = warlordsStage1
type G = ReturnType<typeof stage1Game>
const idOf = (s: GameState, name: string) => s.order.flatMap((p) => s.powers[p]!.companies).find((c) => c.name === name)!.id
const homeCard = (s: GameState) => s.powers.usa!.companies[0]!.id
/** The USSR settled Stage 1 leaving both its zone cards unpaid. */
const unpaidBoth = () => {
  const g = stage1Game()
  g.do({ kind: 'settleStage1', power: 'ussr', unpaidCompanies: [idOf(g.state, MINES.name), idOf(g.state, OIL.name)] })
  return g
}
const bidOn = (g: G, power: 'usa' | 'ussr' | 'europe', name: string, amount: number) => {
  g.do({ kind: 'bidForNeutralCard', power, companyId: idOf(g.state, name), amount })
  return g
}
const on = (name: string, build: () => G | GameState, cmd: (s: GameState) => Command): GoldenCase => ({
  name,
  get: () => {
    const b = build()
    const s = 'state' in b ? b.state : b
    return outcome(s, cmd(s))
  },
})
const pay = (power: string, card = MINES.name) => (s: GameState): Command => ({ kind: 'payForNeutralCard', power: power as 'usa', companyId: card === '?' ? 'nope' : idOf(s, card) })
const bid = (power: string, amount: number, card = MINES.name) => (s: GameState): Command => ({ kind: 'bidForNeutralCard', power: power as 'usa', companyId: idOf(s, card), amount })
const close = (card = MINES.name) => (s: GameState): Command => ({ kind: 'closeNeutralCardBids', companyId: idOf(s, card) })
const c = (name: string, get: () => unknown): GoldenCase => ({ name, get })
const ussr = (s: GameState) => zoneSalaryLines(s, 'ussr')

const CASES: GoldenCase[] = [
  // The Stage 1 bill's line.
  c('salary line: the USSR\'s 2 cards in zones', () => ussr(stage1Game().state)),
  c('salary line: the USA has no card in a zone', () => zoneSalaryLines(stage1Game().state, 'usa')),
  c('salary line: a power not in the game', () => zoneSalaryLines(stage1Game().state, 'china')),
  c('salary line: Greenland captured, 1 card left in a zone', () => ussr(withZone(stage1Game().state, 'Greenland', { armies: 0, occupiedBy: 'usa' }))),
  c('salary line: Thule Oil closed', () => {
    const g = stage1Game()
    g.do({ kind: 'closeCompany', power: 'ussr', companyId: idOf(g.state, OIL.name) })
    return ussr(g.state)
  }),
  c('salary line: a game with no zones set up', () => ussr({ ...stage1Game().state, neutral: { ...stage1Game().state.neutral!, zones: [] } })),
  c('salary line: a game without the neutral slice', () => ussr({ ...stage1Game().state, neutral: undefined })),
  c('salary line: Thule Oil taken this cycle by the USA', () => {
    const g = unpaidBoth()
    g.do({ kind: 'payForNeutralCard', power: 'usa', companyId: idOf(g.state, OIL.name) })
    return { usa: zoneSalaryLines(g.state, 'usa'), ussr: ussr(g.state) }
  }),
  // The bids.
  c('least bid: none yet, then after bids of $150M and $250M; the other card untouched', () => {
    const g = bidOn(bidOn(stage1Game(), 'usa', MINES.name, 150), 'europe', MINES.name, 250)
    const m = idOf(g.state, MINES.name)
    const o = idOf(g.state, OIL.name)
    return { mines: minimumBid(g.state, m), oil: minimumBid(g.state, o), bidsForMines: bidsFor(g.state, m), bidsForOil: bidsFor(g.state, o) }
  }),
  c('the cards record of an earlier cycle counts as none', () => {
    const g = bidOn(stage1Game(), 'usa', MINES.name, 150)
    return { now: cardsThisCycle(g.state), next: cardsThisCycle({ ...g.state, play: { ...g.state.play!, cycle: 2 } }), bookkeeping: cardsThisCycle({ ...g.state, play: undefined }), noSlice: cardsThisCycle({ ...g.state, neutral: undefined }) }
  }),
  c('the zone holding India, Greenland captured, Siberia, and without the record', () => {
    const s = withZone(stage1Game().state, 'Greenland', { occupiedBy: 'usa' })
    return [zoneHolding(s, 'India')?.zone ?? null, zoneHolding(s, 'Greenland')?.zone ?? null, zoneHolding(s, 'Siberia')?.zone ?? null, zoneHolding({ ...s, neutral: undefined }, 'India')?.zone ?? null]
  }),
  c('a die: 0, 1, 6, 7, 2.5 and "3"', () => [0, 1, 6, 7, 2.5, '3'].map((d) => requireDie(d, 'the rule') ?? 'ok')),
  c('Stage 1 required: at Stage 1, at Stage 2, in a bookkeeping game', () => {
    const s = stage1Game().state
    return [requireStage(s, 1, 'bidsMadeWhen', 'the rule').ok, requireStage(s, 2, 'bidsMadeWhen', 'the rule'), requireStage({ ...s, play: undefined }, 1, 'bidsMadeWhen', 'the rule')]
  }),
  // Another power pays the unpaid salary.
  on('pay: before the owner settles', () => stage1Game(), pay('usa')),
  on('pay: the owner itself', () => unpaidBoth(), pay('ussr')),
  on('pay: a card in no zone', () => unpaidBoth(), (s) => ({ kind: 'payForNeutralCard', power: 'ussr', companyId: homeCard(s) })),
  on('pay: a card nobody holds', () => unpaidBoth(), pay('usa', '?')),
  on('pay: a power not in the game', () => unpaidBoth(), pay('china')),
  on('pay: the owner paid the salary', () => { const g = stage1Game(); g.do({ kind: 'settleStage1', power: 'ussr' }); return g }, pay('usa')),
  on('pay: bids are open for the card', () => bidOn(unpaidBoth(), 'usa', MINES.name, 150), pay('europe')),
  on('pay: without the money', () => { const g = unpaidBoth(); g.do({ kind: 'correctCash', power: 'europe', cash: 99, reason: 'test' }); return g }, pay('europe')),
  on('pay: after Stage 1', () => ({ ...unpaidBoth().state, play: { ...unpaidBoth().state.play!, stage: 2 as const } }), pay('usa')),
  on('pay: in a bookkeeping game', () => ({ ...unpaidBoth().state, play: undefined }), pay('usa')),
  on('pay: accepted, the other unpaid card stays marked', () => unpaidBoth(), pay('usa')),
  on('pay: accepted, the last unpaid card', () => { const g = unpaidBoth(); g.do({ kind: 'payForNeutralCard', power: 'usa', companyId: idOf(g.state, OIL.name) }); return g }, pay('europe')),
  // Bids.
  on('bid: after Stage 1', () => ({ ...stage1Game().state, play: { ...stage1Game().state.play!, stage: 3 as const } }), bid('usa', 150)),
  on('bid: a power not in the game', () => stage1Game(), bid('china', 150)),
  on('bid: a card in no zone', () => stage1Game(), (s) => ({ kind: 'bidForNeutralCard', power: 'ussr', companyId: homeCard(s), amount: 150 })),
  on('bid: the owner, by this game\'s setting', () => stage1Game(), bid('ussr', 150)),
  on('bid: the owner, where the game lets it', () => stage1Game({ ownerBidsForOwnCard: true }), bid('ussr', 150)),
  on('bid: a card taken this cycle', () => { const g = unpaidBoth(); g.do({ kind: 'payForNeutralCard', power: 'usa', companyId: idOf(g.state, MINES.name) }); return g }, bid('europe', 500)),
  on('bid: a negative amount', () => stage1Game(), bid('usa', -150)),
  on('bid: a fraction of a million', () => stage1Game(), bid('usa', 150.5)),
  on('bid: $140M, below the salary and step', () => stage1Game(), bid('usa', 140)),
  on('bid: $150M, the first bid at its least', () => stage1Game(), bid('usa', 150)),
  on('bid: $199M after a $150M bid', () => bidOn(stage1Game(), 'usa', MINES.name, 150), bid('europe', 199)),
  on('bid: $200M after a $150M bid', () => bidOn(stage1Game(), 'usa', MINES.name, 150), bid('europe', 200)),
  on('bid: $150M on Thule Oil while Mahabir Mines has a $300M bid', () => bidOn(stage1Game(), 'usa', MINES.name, 300), bid('europe', 150, OIL.name)),
  on('bid: more than the bidder has', () => { const g = stage1Game(); g.do({ kind: 'correctCash', power: 'europe', cash: 180, reason: 'test' }); return g }, bid('europe', 200)),
  // Closing the bids.
  on('close: after Stage 1', () => ({ ...stage1Game().state, play: { ...stage1Game().state.play!, stage: 2 as const } }), close()),
  on('close: a card in no zone', () => stage1Game(), (s) => ({ kind: 'closeNeutralCardBids', companyId: homeCard(s) })),
  on('close: no bids', () => stage1Game(), close()),
  on('close: the winner short of money', () => { const g = bidOn(stage1Game(), 'usa', MINES.name, 150); g.do({ kind: 'correctCash', power: 'usa', cash: 100, reason: 'test' }); return g }, close()),
  on('close: the last bid wins; the bids for Thule Oil stay open', () => bidOn(bidOn(bidOn(unpaidBoth(), 'usa', MINES.name, 150), 'europe', OIL.name, 150), 'europe', MINES.name, 200), close()),
  on('close: the owner outbid the others and keeps its card', () => bidOn(bidOn(stage1Game({ ownerBidsForOwnCard: true }), 'usa', MINES.name, 150), 'ussr', MINES.name, 200), close()),
  on('close: the owner left it unpaid and won it back', () => {
    const g = stage1Game({ ownerBidsForOwnCard: true })
    g.do({ kind: 'settleStage1', power: 'ussr', unpaidCompanies: [idOf(g.state, MINES.name)] })
    return bidOn(bidOn(g, 'usa', MINES.name, 150), 'ussr', MINES.name, 200)
  }, close()),
  // Stage 1 held open by bids.
  on('Stage 1 does not end with bids open on two cards', () => {
    const g = bidOn(bidOn(bidOn(stage1Game(), 'usa', MINES.name, 150), 'europe', OIL.name, 150), 'europe', MINES.name, 200)
    for (const id of g.state.order) g.do({ kind: 'settleStage1', power: id })
    return g
  }, () => ({ kind: 'advancePlay' })),
  on('a bid for a card no power holds any more is named by its id', () => {
    const s = bidOn(stage1Game(), 'usa', MINES.name, 150).state
    return { ...s, neutral: { ...s.neutral!, cards: { ...s.neutral!.cards!, bids: [{ companyId: 'gone-1', power: 'usa', amount: 150 }] } } }
  }, () => ({ kind: 'advancePlay' })),
  c('other commands are not held by open bids', () => {
    const g = bidOn(stage1Game(), 'usa', MINES.name, 150)
    const r = decide(g.state, { kind: 'settleStage1', power: 'usa' })
    return r.ok
  }),
]

goldenTable('Stage 1 with warlords: salaries, paying for a card, bids', 'warlords/stage1-cards.json', CASES)
