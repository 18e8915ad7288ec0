/**
 * Stage 4, First Strike of Warlords and Pirates, word for word (shared/rules/expansion-warlords-and-
 * pirates.txt): "Warlords and pirates always launch a nuclear first strike when attacked (if they
 * have nukes) ... They fire them at the attacker's most important home territory (that is the one
 * producing the most resources). If two or more territories qualify, then the Marshall decides by
 * the roll of the die ... Warlords and pirates do not fire nukes if they are outnumbered by
 * L-stars." What the desk reads of the strike due (warlordFirstStrike), every refusal of
 * warlordStrike (code, words, rule, remedy) and the events of a strike recorded, Nuclear Roulette
 * included. Golden file: tests/golden/warlords/strike.json, read against the rules when written.
 */
import { warlordFirstStrike, type GameState, type WarlordStrike } from '@/domain'
import { decided, goldenTable, type GoldenCase } from '../support/golden-table'
import { warlordsAtWar, withZone } from '../support/warlords'

const base = warlordsAtWar().state
const strike = (over: Partial<WarlordStrike> = {}): WarlordStrike => ({ kind: 'warlordStrike', attacker: 'usa', zone: 'India', target: 'Midwest U.S.A.', lstarDice: [], ...over })
const withLstars = (n: number) => {
  const g = warlordsAtWar()
  g.do({ kind: 'correctSupply', power: 'usa', row: 'lstars', value: n, reason: 'test' })
  return g.state
}
/** Midwest (6 units) and Western U.S.A. (3 + 3) tie for the most production. */
const tied = () => {
  const g = warlordsAtWar()
  g.do({ kind: 'addCompany', power: 'usa', reason: 'test', company: { name: 'Tie Grain', territory: 'Western U.S.A.', resource: 'grain', units: 3, origin: 'usa' } })
  return g.state
}
const NUKED = ['Greenland', 'Sahara', 'Egypt', 'Poland', 'Greece', 'Romania', 'Turkey', 'Iraq', 'Iran', 'Arabia', 'Pakistan', 'Burma', 'Tibet', 'Siam', 'Korea', 'Mongolia', 'Manchuria']
/** `n` territories already destroyed by nukes. */
const late = (n: number, s: GameState = base): GameState => ({ ...s, war: { ...s.war!, nuked: NUKED.slice(0, n) } })
const allHomesNuked = (): GameState => ({ ...base, war: { ...base.war!, nuked: ['Midwest U.S.A.', 'Eastern U.S.A.', 'Western U.S.A.', 'Alaska'] } })
const byNukes = (s: GameState): GameState => ({ ...s, settings: { ...s.settings, warlordOutnumbered: 'nukes' } })
const retaliating = (s: GameState = base) => withZone(s, 'India', { retaliationDue: 'usa' })
const c = (name: string, get: () => unknown): GoldenCase => ({ name, get })

const CASES: GoldenCase[] = [
  // What the desk reads before the battle.
  c('the strike due from India: 2 nukes at Midwest U.S.A.', () => warlordFirstStrike(base, 'usa', 'India')),
  c('no strike from Greenland: no nukes', () => warlordFirstStrike(base, 'usa', 'Greenland')),
  c('no strike from a zone no warlord holds', () => warlordFirstStrike(base, 'usa', 'Siberia')),
  c('no strike in a game without the warlords\' record', () => warlordFirstStrike({ ...base, neutral: undefined }, 'usa', 'India')),
  c('no strike at a power not in the game', () => warlordFirstStrike(base, 'china', 'India')),
  c('a tie: the Marshall rolls for Midwest or Western U.S.A.', () => warlordFirstStrike(tied(), 'usa', 'India')),
  c('one nuke only', () => warlordFirstStrike(withZone(base, 'India', { nukes: 1 }), 'usa', 'India')),
  c('read by nukes: 2 L-stars against 2 nukes, a tie does not stop the strike', () => warlordFirstStrike(byNukes(withLstars(2)), 'usa', 'India')),
  c('read by nukes: 3 L-stars against 2 nukes, outnumbered', () => warlordFirstStrike(byNukes(withLstars(3)), 'usa', 'India')),
  c('read by nukes: 2 L-stars against 1 nuke, outnumbered', () => warlordFirstStrike(byNukes(withZone(withLstars(2), 'India', { nukes: 1 })), 'usa', 'India')),
  c('a game without the setting reads L-stars: 3 L-stars against India\'s 2', () => warlordFirstStrike(withLstars(3), 'usa', 'India')),
  c('a game without the setting reads L-stars: 2 against India\'s 2, a tie', () => warlordFirstStrike(withLstars(2), 'usa', 'India')),
  c('a game without the setting reads L-stars: 2 against 1 nuke and 2 L-stars', () => warlordFirstStrike(withZone(withLstars(2), 'India', { nukes: 1 }), 'usa', 'India')),
  c('no home territory left to strike', () => warlordFirstStrike(allHomesNuked(), 'usa', 'India')),
  c('the Midwest nuked: the next home producing most', () => warlordFirstStrike({ ...base, war: { ...base.war!, nuked: ['Midwest U.S.A.'] } }, 'usa', 'India')),
  c('a retaliation for the USA\'s own strike', () => warlordFirstStrike(retaliating(), 'usa', 'India')),
  c('a retaliation due to the USSR is not the USA\'s', () => warlordFirstStrike(withZone(base, 'India', { retaliationDue: 'ussr' }), 'usa', 'India')),
  // Refusals, in the order warlordStrike checks them.
  decided('an attacker not in the game', () => base, strike({ attacker: 'china' as WarlordStrike['attacker'] })),
  decided('an attacker out of turn', () => base, strike({ attacker: 'ussr' })),
  decided('a zone that is no warlord\'s', () => base, strike({ zone: 'Siberia' })),
  decided('after Coup Final', () => ({ ...base, war: { ...base.war!, isCoupFinal: true } }), strike()),
  decided('a retaliation outside Stage 4', () => { const s = retaliating(); return { ...s, play: { ...s.play!, stage: 5 as const } } }, strike()),
  decided('a retaliation in Stage 4 but out of the Phase', () => { const s = retaliating(); return { ...s, play: { ...s.play!, step: 'over' as const } } }, strike()),
  decided('a retaliation in Stage 4 after the turn\'s attack', () => { const s = retaliating(); return { ...s, play: { ...s.play!, attackMade: 'usa' } } }, strike()),
  decided('a retaliation in a bookkeeping game', () => ({ ...retaliating(), play: undefined }), strike()),
  decided('a first strike by a captured zone', () => withZone(base, 'India', { armies: 0, occupiedBy: 'ussr' }), strike()),
  decided('a first strike by a warlord with no nukes', () => base, strike({ zone: 'Greenland' })),
  decided('a first strike by an outnumbered warlord', () => withLstars(3), strike()),
  decided('a target that does not qualify', () => base, strike({ target: 'Alaska' })),
  decided('a target that is not a name', () => base, strike({ target: 5 as unknown as string })),
  decided('a die for a single target', () => base, strike({ die: 1 })),
  decided('a tie with no die', () => tied(), strike()),
  decided('a tie with a die of 0', () => tied(), strike({ die: 0 })),
  decided('a tie with a die of 7', () => tied(), strike({ die: 7 })),
  decided('a tie with a die of 1.5', () => tied(), strike({ die: 1.5 })),
  decided('a tie with a die of 3: rolled again', () => tied(), strike({ die: 3 })),
  decided('a tie with a die of 6: rolled again', () => tied(), strike({ die: 6 })),
  decided('a tie, the die of 2 picks the other territory', () => tied(), strike({ die: 2 })),
  decided('a tie, the die of 1 picks the Midwest', () => tied(), strike({ die: 1 })),
  decided('a tie, the die of 2 picks Western U.S.A.', () => tied(), strike({ die: 2, target: 'Western U.S.A.' })),
  decided('negative armies in the target', () => base, strike({ armies: -1 })),
  decided('a fraction of an army in the target', () => base, strike({ armies: 1.5 })),
  decided('more armies in the target than held', () => base, strike({ armies: 7 })),
  decided('all 6 armies in the target', () => base, strike({ armies: 6 })),
  decided('L-star dice without L-stars', () => base, strike({ lstarDice: [1] })),
  decided('an L-star die of 7', () => withLstars(2), strike({ lstarDice: [7] })),
  // Strikes recorded.
  decided('both nukes through, 2 armies in the Midwest', () => base, strike({ armies: 2 })),
  decided('both nukes through, no armies given', () => base, strike()),
  decided('one nuke stopped by an L-star, one through', () => withLstars(2), strike({ lstarDice: [1] })),
  decided('both nukes stopped by L-stars', () => withLstars(2), strike({ lstarDice: [1, 5] })),
  decided('L-stars roll 6s: both nukes through', () => withLstars(2), strike({ lstarDice: [6, 6] })),
  decided('the USSR\'s card in the Midwest is destroyed too', () => {
    const g = warlordsAtWar()
    g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: { name: 'Red Corn', territory: 'Midwest U.S.A.', resource: 'grain', units: 1, origin: 'independent' } })
    return g.state
  }, strike()),
  decided('a strike in a game without a war record', () => ({ ...base, war: undefined }), strike()),
  // Nuclear Roulette.
  decided('the 13th territory destroyed: the Marshall\'s die is due', () => late(12), strike()),
  decided('the 13th territory destroyed, a 5: the game goes on', () => late(12), strike({ rouletteDie: 5 })),
  decided('the 13th territory destroyed, a 6: Coup Final', () => late(12), strike({ rouletteDie: 6 })),
  decided('the 16th territory destroyed: no die given', () => late(15), strike()),
  decided('the 16th territory destroyed, a 3', () => late(15), strike({ rouletteDie: 3 })),
  decided('the 17th territory destroyed: no die given', () => late(16), strike()),
  decided('the 17th territory destroyed, a 1', () => late(16), strike({ rouletteDie: 1 })),
  decided('the 18th territory destroyed: Coup Final, no roll', () => late(17), strike()),
  decided('the 18th territory destroyed, a roulette die given', () => late(17), strike({ rouletteDie: 4 })),
  decided('a roulette die before the 13th', () => base, strike({ rouletteDie: 3 })),
  decided('a roulette die when the nukes are stopped', () => late(12, withLstars(2)), strike({ lstarDice: [1, 1], rouletteDie: 3 })),
  decided('no roulette die when the nukes are stopped', () => late(12, withLstars(2)), strike({ lstarDice: [1, 1] })),
  decided('a roulette die without a war record', () => ({ ...base, war: undefined }), strike({ rouletteDie: 3 })),
]

goldenTable('a warlord\'s or pirate\'s first strike, as the desk shows it', 'warlords/strike.json', CASES)
