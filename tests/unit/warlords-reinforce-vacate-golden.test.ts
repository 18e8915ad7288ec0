/**
 * Stage 6, Building Reinforcements, and vacated zones, word for word (shared/rules/expansion-
 * warlords-and-pirates.txt): "If a warlord is attacked he may build more armies on that turn only,
 * during Stage 6. Roll one die once ... Warlords and pirates may not build new forces in a
 * territory or sea occupied by a superpower. If these zones are later vacated by the superpower,
 * then they may build armies and navies there." Every refusal of reinforceWarlord and
 * vacateWarlordZone (code, words, rule) and the events accepted. Golden file:
 * tests/golden/warlords/reinforce-vacate.json, read against the rules when written.
 */
import type { GameState, PowerId, ReinforceWarlord, VacateWarlordZone } from '@/domain'
import { decided, goldenTable, type GoldenCase } from '../support/golden-table'
import { warlordsAtWar, withZone } from '../support/warlords'

const base = warlordsAtWar().state
const at = (s: GameState, stage: number, over: Record<string, unknown> = {}): GameState => ({ ...s, play: { ...s.play!, stage: stage as 6, ...over } })
/** Stage 6 of Cycle 2 with India attacked this cycle. */
const attacked = () => at(withZone(base, 'India', { attackedInCycle: 2 }), 6)
const reinforce = (die: unknown, zone = 'India'): ReinforceWarlord => ({ kind: 'reinforceWarlord', zone, die: die as number })
const vacate = (power: PowerId = 'usa', zone = 'Greenland'): VacateWarlordZone => ({ kind: 'vacateWarlordZone', power, zone })
/** Stage 5 with Greenland occupied by the USA. */
const occupied = () => at(withZone(base, 'Greenland', { armies: 0, occupiedBy: 'usa' }), 5)

const CASES: GoldenCase[] = [
  decided('reinforce: a zone no one holds', attacked, reinforce(3, 'Siberia')),
  decided('reinforce: a zone occupied by the USSR', () => withZone(attacked(), 'India', { occupiedBy: 'ussr' }), reinforce(3)),
  decided('reinforce: a zone nuked', () => ({ ...attacked(), war: { ...base.war!, nuked: ['India'] } }), reinforce(3)),
  decided('reinforce: at Stage 5', () => at(attacked(), 5), reinforce(3)),
  decided('reinforce: not attacked this turn', () => withZone(attacked(), 'India', { attackedInCycle: 1 }), reinforce(3)),
  decided('reinforce: vacated this turn', () => withZone(attacked(), 'India', { attackedInCycle: undefined, vacatedInCycle: 2 }), reinforce(3)),
  decided('reinforce: twice', () => withZone(attacked(), 'India', { reinforcedInCycle: 2 }), reinforce(3)),
  decided('reinforce: reinforced in an earlier cycle', () => withZone(attacked(), 'India', { reinforcedInCycle: 1 }), reinforce(3)),
  decided('reinforce: a die of 0', attacked, reinforce(0)),
  decided('reinforce: a die of 7', attacked, reinforce(7)),
  decided('reinforce: a die of 2.5', attacked, reinforce(2.5)),
  decided('reinforce: a 1', attacked, reinforce(1)),
  decided('reinforce: a 6', attacked, reinforce(6)),
  decided('reinforce: a pirate\'s navies', () => withZone(attacked(), 'Tokyo Bay', { attackedInCycle: 2 }), reinforce(4, 'Tokyo Bay')),
  decided('reinforce: a bookkeeping game', () => ({ ...base, play: undefined }), reinforce(2)),
  decided('vacate: a power not in the game', occupied, vacate('china')),
  decided('vacate: a zone no one holds', occupied, vacate('usa', 'Atlantis')),
  decided('vacate: after Coup Final', () => ({ ...occupied(), war: { ...base.war!, isCoupFinal: true } }), vacate()),
  decided('vacate: a zone the USSR does not occupy', occupied, vacate('ussr')),
  decided('vacate: a zone a warlord holds', occupied, vacate('usa', 'India')),
  decided('vacate: at Stage 4', () => at(occupied(), 4), vacate()),
  decided('vacate: accepted', occupied, vacate()),
  decided('vacate: a bookkeeping game', () => ({ ...occupied(), play: undefined }), vacate()),
]

goldenTable('reinforcements and vacated zones', 'warlords/reinforce-vacate.json', CASES)
