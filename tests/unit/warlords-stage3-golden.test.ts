/**
 * Warlords and Pirates, Stage 3, word for word (shared/rules/expansion-warlords-and-pirates.txt):
 * "If no one paid the salary of a company located in a zone occupied by a warlord or pirate, then
 * the warlord or pirate sells the resources to the market", Roll for Selling Position ("If it is a
 * 1, 2, 3 or 4, the players sell first. A roll of 5 or 6, means that the warlords and pirates sell
 * first") and Adjust Market Meters. What the warlords sell, every refusal of rollSellingPosition
 * and of a market sale before the roll, and when their sale follows the players'. Golden file:
 * tests/golden/warlords/stage3.json, read against the rules when written.
 */
import { decide, type Command, type GameEvent, type GameState } from '@/domain'
import { followSellingPosition, guardSellingPosition, sellingRollDue, sellingThisCycle, warlordsForSale, warlordsSaleCards } from '@/domain/modules/warlords/stage3'
import { playTo } from '../support/guided'
import { compact, outcome, goldenTable, type GoldenCase } from '../support/golden-table'
import { warlordsStage1 } from '../support/warlords'

const idOf = (s: GameState, name: string) => s.powers.ussr!.companies.find((c) => c.name === name)!.id
/** Cycle 1, Stage 3 Phase C (the USA the only bidder): the USSR left Mahabir Mines (3 minerals) and Thule Oil (2 oil) unpaid. */
function stage3(prepare: (g: ReturnType<typeof warlordsStage1>) => void = () => undefined, settings: Partial<GameState['settings']> = {}) {
  const g = warlordsStage1(settings)
  g.do({ kind: 'settleStage1', power: 'ussr', unpaidCompanies: [idOf(g.state, 'Mahabir Mines'), idOf(g.state, 'Thule Oil')] })
  prepare(g)
  playTo(g, { stage: 3, bidders: ['usa'] })
  return g
}
const base = () => stage3().state
const rolled = (die: number) => () => { const g = stage3(); g.do({ kind: 'rollSellingPosition', die }); return g.state }
const roll = (die: unknown): Command => ({ kind: 'rollSellingPosition', die: die as number })
const on = (name: string, s: () => GameState, cmd: Command): GoldenCase => ({ name, get: () => outcome(s(), cmd) })
const c = (name: string, get: () => unknown): GoldenCase => ({ name, get })
const playTurned = (s: GameState, to: Partial<NonNullable<GameState['play']>>): GameEvent => ({ type: 'slicePatched', slice: 'play', from: s.play, to: { ...s.play!, ...to } } as GameEvent)
/** The events after the selling position's follow-up, slice patches shown by what changed. */
const follow = (s: GameState, cmd: Command, events: GameEvent[]) => followSellingPosition(s, cmd, events).map(compact)
const pass: Command = { kind: 'passTurn', power: 'usa' }

const CASES: GoldenCase[] = [
  c('for sale: both cards left unpaid', () => ({ units: warlordsForSale(base()), cards: warlordsSaleCards(base()).map((x) => [x.owner, x.company.name]) })),
  c('for sale: Thule Oil paid for by the USA', () => warlordsForSale(stage3((g) => g.do({ kind: 'payForNeutralCard', power: 'usa', companyId: idOf(g.state, 'Thule Oil') })).state)),
  c('for sale: Mahabir Mines closed', () => warlordsForSale(stage3((g) => g.do({ kind: 'closeCompany', power: 'ussr', companyId: idOf(g.state, 'Mahabir Mines') })).state)),
  c('for sale: Greenland captured', () => { const s = base(); return warlordsForSale({ ...s, neutral: { ...s.neutral!, zones: s.neutral!.zones.map((z) => (z.zone === 'Greenland' ? { ...z, occupiedBy: 'usa' as const } : z)) } }) }),
  c('for sale: a bookkeeping game', () => ({ units: warlordsForSale({ ...base(), play: undefined }), cards: warlordsSaleCards({ ...base(), play: undefined }) })),
  c('the roll of this cycle; of an earlier one; in a bookkeeping game', () => {
    const s = rolled(2)()
    return { now: sellingThisCycle(s) ?? null, next: sellingThisCycle({ ...s, play: { ...s.play!, cycle: 2 } }) ?? null, bookkeeping: sellingThisCycle({ ...s, play: undefined }) ?? null }
  }),
  c('the roll due: before it, after it, at Stage 1, nothing to sell, outside Phase C', () => {
    const s = base()
    return [sellingRollDue(s), sellingRollDue(rolled(2)()), sellingRollDue(warlordsStage1().state), sellingRollDue({ ...s, play: { ...s.play!, unpaid: {} } }), sellingRollDue({ ...s, play: { ...s.play!, phase: 'B' } }), sellingRollDue({ ...s, play: { ...s.play!, step: 'sequence' } }), sellingRollDue({ ...s, play: { ...s.play!, stage: 4 } }), sellingRollDue({ ...s, play: undefined })]
  }),
  c('a market sale before the roll is held; another command is not', () => [
    guardSellingPosition(base(), { kind: 'sellToMarket', power: 'usa', resource: 'minerals', units: 1 }) ?? 'not held',
    guardSellingPosition(base(), pass) ?? 'not held',
    guardSellingPosition(rolled(1)(), { kind: 'sellToMarket', power: 'usa', resource: 'minerals', units: 1 }) ?? 'not held',
  ]),
  on('roll: a bookkeeping game', () => ({ ...base(), play: undefined }), roll(6)),
  on('roll: at Stage 1', () => warlordsStage1().state, roll(6)),
  on('roll: Stage 3 before the player sequence', () => ({ ...base(), play: { ...base().play!, step: 'sequence' } }), roll(6)),
  on('roll: Stage 3, Phase B', () => ({ ...base(), play: { ...base().play!, phase: 'B' } }), roll(6)),
  on('roll: Stage 4, Phase C', () => ({ ...base(), play: { ...base().play!, stage: 4 } }), roll(6)),
  on('roll: a die of 7', base, roll(7)),
  on('roll: a die of 1.5', base, roll(1.5)),
  on('roll: twice, the players first', rolled(2), roll(6)),
  on('roll: twice, the warlords first', rolled(5), roll(1)),
  on('roll: twice, after a sale without a roll', () => { const s = base(); return { ...s, neutral: { ...s.neutral!, selling: { cycle: 1, warlordsFirst: true, sold: true } } } }, roll(3)),
  on('roll: a 4, the players sell first', base, roll(4)),
  on('roll: a 5, the warlords sell at once', base, roll(5)),
  on('roll: a 6 with nothing to sell', () => ({ ...base(), play: { ...base().play!, unpaid: {} } }), roll(6)),
  on('after a 2: the USA sells a mineral', rolled(2), { kind: 'sellToMarket', power: 'usa', resource: 'minerals', units: 1 }),
  on('after a 2: the USA passes, Phase C ends and the warlords sell', rolled(2), pass),
  on('after a 6: the USA passes, nothing more to sell', rolled(6), pass),
  c('follow: Phase C ends after a player\'s sale moved the meter', () => {
    const s = rolled(3)()
    const sold: GameEvent = { type: 'marketMoved', resource: 'minerals', from: s.market!.minerals, to: s.market!.minerals - 2 }
    return follow(s, pass, [sold, playTurned(s, { phase: 'D' })])
  }),
  c('follow: Phase C goes on', () => { const s = rolled(3)(); return follow(s, pass, [playTurned(s, { turn: 1 })]) }),
  c('follow: nobody plays Stage 3, the bids end it', () => {
    const s = base()
    const bidding = { ...s, play: { ...s.play!, step: 'bid' as const } }
    return follow(bidding, pass, [playTurned(bidding, { stage: 4, step: 'phase', phase: 'A' })])
  }),
  c('follow: the bids go on to the sequence', () => { const s = { ...base(), play: { ...base().play!, step: 'bid' as const } }; return follow(s, pass, [playTurned(s, { step: 'sequence' })]) }),
  c('follow: the bids go on to Phase C', () => { const s = { ...base(), play: { ...base().play!, step: 'bid' as const } }; return follow(s, pass, [playTurned(s, { step: 'phase', phase: 'C' })]) }),
  c('follow: nobody plays Stage 3, nothing to sell', () => { const s = { ...base(), play: { ...base().play!, step: 'bid' as const, unpaid: {} } }; return follow(s, pass, [playTurned(s, { stage: 4, step: 'phase', phase: 'A' })]) }),
  c('follow: nobody plays Stage 3, the V1 reading', () => {
    const s = base()
    const old = { ...s, settings: { ...s.settings, warlordsReadsV1: true }, play: { ...s.play!, step: 'bid' as const } }
    return follow(old, pass, [playTurned(old, { stage: 4, step: 'phase', phase: 'A' })])
  }),
  c('follow: a bookkeeping game', () => follow({ ...rolled(3)(), play: undefined }, pass, [])),
  c('a market sale after the roll is accepted', () => decide(rolled(1)(), { kind: 'sellToMarket', power: 'usa', resource: 'minerals', units: 1 }).ok),
]

goldenTable('Stage 3 with warlords: the selling position and their sale', 'warlords/stage3.json', CASES)
