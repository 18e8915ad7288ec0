/**
 * What the warlords need before the order of play goes on (RuleModule.due), word for word:
 * "Setting Up" before the first cycle's payments, the bids of Stage 1 closed ("The warlords and
 * pirates always sell their resources to the highest bidder") and the Roll for Selling Position in
 * Stage 3 (shared/rules/expansion-warlords-and-pirates.txt). Golden file:
 * tests/golden/warlords/due.json, read against the rules when written.
 */
import type { GameState } from '@/domain'
import { neutralSetUpDue, warlordsDue } from '@/domain/modules/warlords/due'
import { guidedGame, playTo } from '../support/guided'
import { goldenTable, type GoldenCase } from '../support/golden-table'
import { warlordsStage1 } from '../support/warlords'

const fresh = () => guidedGame(['usa', 'ussr', 'europe'], undefined, {}, ['warlords']).state
const idOf = (s: GameState, name: string) => s.powers.ussr!.companies.find((c) => c.name === name)!.id
const play = (s: GameState, over: Partial<NonNullable<GameState['play']>>): GameState => ({ ...s, play: { ...s.play!, ...over } })
/** Stage 1 with bids for Thule Oil then Mahabir Mines. */
const bidding = () => {
  const g = warlordsStage1()
  g.do({ kind: 'bidForNeutralCard', power: 'usa', companyId: idOf(g.state, 'Thule Oil'), amount: 150 })
  g.do({ kind: 'bidForNeutralCard', power: 'europe', companyId: idOf(g.state, 'Mahabir Mines'), amount: 150 })
  return g.state
}
const rename = (s: GameState, name: string): GameState => ({ ...s, powers: { ...s.powers, ussr: { ...s.powers.ussr!, companies: s.powers.ussr!.companies.map((c) => (c.name === 'Thule Oil' ? { ...c, name } : c)) } } })
/** Stage 3 Phase C with Mahabir Mines left unpaid: the roll is due. */
const stage3 = () => {
  const g = warlordsStage1()
  g.do({ kind: 'settleStage1', power: 'ussr', unpaidCompanies: [idOf(g.state, 'Mahabir Mines')] })
  playTo(g, { stage: 3, bidders: ['usa'] })
  return g.state
}
const both = (name: string, s: () => GameState): GoldenCase => ({ name, get: () => ({ setUpDue: neutralSetUpDue(s()), due: warlordsDue(s()) ?? 'nothing due' }) })

const CASES: GoldenCase[] = [
  both('a new game: set up the zones first', fresh),
  both('a new game without the warlords\' record', () => ({ ...fresh(), neutral: undefined })),
  both('a mode chosen, no zone yet', () => ({ ...fresh(), neutral: { ...fresh().neutral!, mode: 'lt6' } })),
  both('zones set up', () => warlordsStage1().state),
  both('a power settled Stage 1 before the zones', () => play(fresh(), { done: ['usa'] })),
  both('Cycle 2 without zones', () => play(fresh(), { cycle: 2 })),
  both('Stage 2 without zones', () => play(fresh(), { stage: 2 })),
  both('Stage 3 bids without zones', () => play(fresh(), { stage: 3, step: 'bid' })),
  both('Stage 1 of Cycle 1 out of its phase', () => play(fresh(), { step: 'over' })),
  both('Stage 1 with bids, out of its phase', () => play(bidding(), { step: 'over' })),
  both('a bookkeeping game', () => ({ ...fresh(), play: undefined })),
  both('Stage 1 with bids: the first card bid for', bidding),
  both('Stage 1 with bids, the card unnamed', () => rename(bidding(), '')),
  both('Stage 1 with a bid for a card no one holds', () => { const s = bidding(); return { ...s, neutral: { ...s.neutral!, cards: { ...s.neutral!.cards!, bids: [{ companyId: 'gone-1', power: 'usa', amount: 150 }] } } } }),
  both('Stage 1 with bids of an earlier cycle', () => play(bidding(), { cycle: 2 })),
  both('Stage 3, Phase C: the selling position', stage3),
  both('Stage 3, Phase C, bids recorded this cycle: still the roll', () => ({ ...stage3(), neutral: { ...stage3().neutral!, cards: bidding().neutral!.cards } })),
  both('Stage 3, Phase C, rolled', () => ({ ...stage3(), neutral: { ...stage3().neutral!, selling: { cycle: 1, die: 2, warlordsFirst: false, sold: false } } })),
  both('Stage 3, the player sequence', () => play(stage3(), { step: 'sequence' })),
]

goldenTable('what the warlords need before play goes on', 'warlords/due.json', CASES)
