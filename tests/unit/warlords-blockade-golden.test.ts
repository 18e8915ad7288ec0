/**
 * Pirate Blockades and Super Fees, word for word (shared/rules/expansion-warlords-and-pirates.txt):
 * "The player must pay $100 million to the bank for each point on the die", "If the territory has
 * more than one light blue sea, Blockade Fees must be paid to each pirate", "the blockaded player
 * must pay a sum equivalent to the Blockade Fee. Then, he must roll one die once and pay $200
 * million to the bank for each point on the die. If he does this, he gets his resources." Which
 * pirates border a territory, when a card is blockaded, the choices the forms offer, every refusal
 * of payBlockadeFee and liftBlockade (code, words, rule) and the events accepted (the V1 reading
 * of old games included). Golden file: tests/golden/warlords/blockade.json, read against the rules.
 */
import { blockadedBy, type Command, type GameState, type PowerId } from '@/domain'
import { blockadesThisCycle, blockadeTerritories, liftableBlockades, piratesNextTo, piratesStillUnpaid } from '@/domain/modules/warlords/blockade'
import { outcome, goldenTable, type GoldenCase } from '../support/golden-table'
import { warlordsStage1, withZone } from '../support/warlords'

type G = ReturnType<typeof warlordsStage1>
const fee = (payer: PowerId, zone: string, die: number, territory = 'India'): Command => ({ kind: 'payBlockadeFee', payer, zone, territory, die })
const lift = (power: PowerId, zone: string, die: number, territory = 'India'): Command => ({ kind: 'liftBlockade', power, zone, territory, die })
/** Stage 1 with these fees paid (and lifts made), in order. */
const after = (...cmds: Command[]) => (settings: Partial<GameState['settings']> = {}) => {
  const g: G = warlordsStage1(settings)
  for (const cmd of cmds) g.do(cmd)
  return g.state
}
const v1 = (s: GameState): GameState => ({ ...s, settings: { ...s.settings, warlordsReadsV1: true } })
const oneFee = after(fee('usa', 'Arabian Sea', 3))
const bothFees = after(fee('usa', 'Arabian Sea', 3), fee('europe', 'Bay of Bengal', 1))
/** The USSR also holds a card in Atlantis, a place the board table does not know. */
const withAtlantis = (s: GameState): GameState => {
  const ussr = s.powers.ussr!
  return { ...s, powers: { ...s.powers, ussr: { ...ussr, companies: [...ussr.companies, { ...ussr.companies[0]!, id: 'atl-1', name: 'Atlantis Oil', territory: 'Atlantis' }] } } }
}
const withBlockades = (s: GameState, list: NonNullable<NonNullable<GameState['neutral']>['blockades']>['list']): GameState => ({ ...s, neutral: { ...s.neutral!, blockades: { cycle: 1, list } } })
const mines = (s: GameState) => s.powers.ussr!.companies.find((c) => c.name === 'Mahabir Mines')!
const on = (name: string, s: () => GameState, cmd: Command): GoldenCase => ({ name, get: () => outcome(s(), cmd) })
const c = (name: string, get: () => unknown): GoldenCase => ({ name, get })
const stage2 = (s: GameState): GameState => ({ ...s, play: { ...s.play!, stage: 2 } })

const CASES: GoldenCase[] = [
  // The board: which pirates a blockade is paid to.
  c('pirates next to India, Japan, Greenland, Atlantis', () => ['India', 'Japan', 'Greenland', 'Atlantis'].map((t) => piratesNextTo(warlordsStage1().state, t) ?? 'unknown place')),
  c('pirates next to India with the Arabian Sea captured', () => piratesNextTo(withZone(warlordsStage1().state, 'Arabian Sea', { navies: 0, occupiedBy: 'usa' }), 'India')),
  c('this cycle\'s blockades; an earlier cycle\'s count as none; none in a bookkeeping game', () => {
    const s = oneFee()
    return { now: blockadesThisCycle(s), next: blockadesThisCycle({ ...s, play: { ...s.play!, cycle: 2 } }), bookkeeping: blockadesThisCycle({ ...s, play: undefined }), noSlice: blockadesThisCycle({ ...s, neutral: undefined }) }
  }),
  c('pirates still unpaid for India: none paid, one, both, the V1 reading', () => [piratesStillUnpaid(warlordsStage1().state, 'India'), piratesStillUnpaid(oneFee(), 'India'), piratesStillUnpaid(bothFees(), 'India'), piratesStillUnpaid(v1(oneFee()), 'India'), piratesStillUnpaid(oneFee(), 'Greenland')]),
  c('pirates still unpaid for a place the board does not know', () => piratesStillUnpaid(withBlockades(warlordsStage1().state, [{ zone: 'Tokyo Bay', territory: 'Atlantis', payer: 'usa', fee: 200, lifted: [] }]), 'Atlantis')),
  // When Mahabir Mines (India) is blockaded for the USSR.
  c('blockaded: no fee paid', () => blockadedBy(warlordsStage1().state, 'ussr', mines(warlordsStage1().state)) ?? 'produces'),
  c('blockaded: one of India\'s two pirates paid', () => blockadedBy(oneFee(), 'ussr', mines(oneFee())) ?? 'produces'),
  c('blockaded: both pirates paid', () => blockadedBy(bothFees(), 'ussr', mines(bothFees())) ?? 'produces'),
  c('blockaded: both paid, the Arabian Sea captured since', () => { const s = withZone(bothFees(), 'Arabian Sea', { navies: 0, occupiedBy: 'usa' }); return blockadedBy(s, 'ussr', mines(s)) ?? 'produces' }),
  c('blockaded: both paid, then lifted', () => { const s = after(fee('usa', 'Arabian Sea', 3), fee('europe', 'Bay of Bengal', 1), lift('ussr', 'Arabian Sea', 2))(); return blockadedBy(s, 'ussr', mines(s)) ?? 'produces' }),
  c('blockaded: a fee recorded as paid by the owner itself', () => { const s = withBlockades(warlordsStage1().state, [{ zone: 'Arabian Sea', territory: 'India', payer: 'ussr', fee: 100, lifted: [] }]); return blockadedBy(s, 'ussr', mines(s)) ?? 'produces' }),
  c('blockaded: one paid, the V1 reading of old games', () => { const s = v1(oneFee()); return blockadedBy(s, 'ussr', mines(s)) ?? 'produces' }),
  c('blockaded: in a bookkeeping game', () => { const s = bothFees(); return blockadedBy({ ...s, play: undefined }, 'ussr', mines(s)) ?? 'produces' }),
  c('blockaded: a card in a place the board does not know', () => {
    const s = withBlockades(withAtlantis(warlordsStage1().state), [{ zone: 'Tokyo Bay', territory: 'Atlantis', payer: 'usa', fee: 200, lifted: [] }])
    return blockadedBy(s, 'ussr', s.powers.ussr!.companies.find((x) => x.id === 'atl-1')!) ?? 'produces'
  }),
  // The form's choices.
  c('territories the USA may have blockaded: any, by the Arabian Sea, by Tokyo Bay', () => {
    const s = withAtlantis(warlordsStage1().state)
    return { any: blockadeTerritories(s, 'usa'), arabian: blockadeTerritories(s, 'usa', 'Arabian Sea'), tokyo: blockadeTerritories(s, 'usa', 'Tokyo Bay'), ussr: blockadeTerritories(s, 'ussr', 'Hudson Strait') }
  }),
  c('blockades the USSR may lift: one pirate paid, both, after lifting; the payer none', () => {
    const lifted = after(fee('usa', 'Arabian Sea', 3), fee('europe', 'Bay of Bengal', 1), lift('ussr', 'Bay of Bengal', 1))()
    return { one: liftableBlockades(oneFee(), 'ussr'), both: liftableBlockades(bothFees(), 'ussr'), lifted: liftableBlockades(lifted, 'ussr'), payer: liftableBlockades(bothFees(), 'usa'), europe: liftableBlockades(bothFees(), 'europe'), v1: liftableBlockades(v1(oneFee()), 'ussr') }
  }),
  // Paying the Blockade Fee.
  on('fee: after Stage 1', () => stage2(warlordsStage1().state), fee('usa', 'Arabian Sea', 3)),
  on('fee: a power not in the game', () => warlordsStage1().state, fee('china', 'Arabian Sea', 3)),
  on('fee: a die of 0', () => warlordsStage1().state, fee('usa', 'Arabian Sea', 0)),
  on('fee: a die of 7', () => warlordsStage1().state, fee('usa', 'Arabian Sea', 7)),
  on('fee: a warlord\'s territory is no pirate', () => warlordsStage1().state, fee('usa', 'India', 3)),
  on('fee: a sea captured from its pirate', () => withZone(warlordsStage1().state, 'Arabian Sea', { navies: 0, occupiedBy: 'europe' }), fee('usa', 'Arabian Sea', 3)),
  on('fee: a pirate whose sea does not border India', () => warlordsStage1().state, fee('usa', 'Tokyo Bay', 3)),
  on('fee: a territory on another sea', () => warlordsStage1().state, fee('usa', 'Tokyo Bay', 3, 'Mongolia')),
  on('fee: a territory with no light-blue sea', () => warlordsStage1().state, fee('usa', 'Tokyo Bay', 3, 'Tibet')),
  on('fee: the V1 reading lets any pirate blockade', () => v1(warlordsStage1().state), fee('usa', 'Tokyo Bay', 3)),
  on('fee: a place the board does not know, nobody holds a card there', () => warlordsStage1().state, fee('usa', 'Tokyo Bay', 3, 'Atlantis')),
  on('fee: the USSR\'s own card', () => warlordsStage1().state, fee('ussr', 'Arabian Sea', 3)),
  on('fee: the same pirate twice', () => oneFee(), fee('europe', 'Arabian Sea', 1)),
  on('fee: more than the payer has', () => { const g = warlordsStage1(); g.do({ kind: 'correctCash', power: 'europe', cash: 500, reason: 'test' }); return g.state }, fee('europe', 'Arabian Sea', 6)),
  on('fee: accepted, $300M for a 3', () => warlordsStage1().state, fee('usa', 'Arabian Sea', 3)),
  on('fee: accepted, the second pirate of India', () => oneFee(), fee('europe', 'Bay of Bengal', 1)),
  on('fee: accepted, Greenland by the Hudson Strait', () => warlordsStage1().state, fee('europe', 'Hudson Strait', 6, 'Greenland')),
  // Lifting it with the Super Fee.
  on('lift: after Stage 1', () => stage2(bothFees()), lift('ussr', 'Arabian Sea', 2)),
  on('lift: a power not in the game', () => bothFees(), lift('china', 'Arabian Sea', 2)),
  on('lift: a die of 2.5', () => bothFees(), lift('ussr', 'Arabian Sea', 2.5)),
  on('lift: no fee paid to that pirate', () => oneFee(), lift('ussr', 'Bay of Bengal', 2)),
  on('lift: no fee paid for that territory', () => oneFee(), lift('ussr', 'Arabian Sea', 2, 'Pakistan')),
  on('lift: by the payer', () => bothFees(), lift('usa', 'Arabian Sea', 2)),
  on('lift: by a power with no card there', () => bothFees(), lift('europe', 'Arabian Sea', 2)),
  on('lift: twice', () => after(fee('usa', 'Arabian Sea', 3), fee('europe', 'Bay of Bengal', 1), lift('ussr', 'Bay of Bengal', 1))(), lift('ussr', 'Arabian Sea', 2)),
  on('lift: the other pirate not paid yet', () => oneFee(), lift('ussr', 'Arabian Sea', 2)),
  on('lift: one pirate paid, the V1 reading', () => v1(oneFee()), lift('ussr', 'Arabian Sea', 2)),
  on('lift: more than the owner has', () => { const s = bothFees(); return { ...s, accounts: { ...s.accounts, ussr: 600 } } }, lift('ussr', 'Arabian Sea', 2)),
  on('lift: accepted at the Arabian Sea, the fee $300M and $400M', () => bothFees(), lift('ussr', 'Arabian Sea', 2)),
  on('lift: accepted at the Bay of Bengal, the fee $100M and $1,200M', () => bothFees(), lift('ussr', 'Bay of Bengal', 6)),
]

goldenTable('pirate blockades and Super Fees', 'warlords/blockade.json', CASES)
