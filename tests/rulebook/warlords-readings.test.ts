import { describe, expect, it } from 'vitest'
import { decide, NEUTRAL_TERRITORIES, PIRATE_SEAS, stage1Bill, warlordFirstStrike, type Command, type GameState, type WarlordStrike } from '@/domain'
import { warlordsSettings } from '@/domain/modules/warlords/settings'
import { guidedGame } from '../support/guided'
import { warlordsAtWar } from '../support/warlords'

/**
 * Warlords and Pirates (shared/rules/expansion-warlords-and-pirates.txt), issue 26: the readings
 * made settings (warlords/settings.ts), and tests for guards no test caught before.
 */
const WL = ['warlords']
const base = warlordsAtWar().state
const withZone = (s: GameState, zone: string, changes: object): GameState => ({ ...s, neutral: { ...s.neutral!, zones: s.neutral!.zones.map((z) => (z.zone === zone ? { ...z, ...changes } : z)) } })
const withSettings = (s: GameState, settings: object): GameState => ({ ...s, settings: { ...s.settings, ...settings } })
const withLstars = (s: GameState, n: number): GameState => ({ ...s, powers: { ...s.powers, usa: { ...s.powers.usa!, supplies: { ...s.powers.usa!.supplies, lstars: n } } } })
const strike = (over: Partial<WarlordStrike> = {}): WarlordStrike => ({ kind: 'warlordStrike', attacker: 'usa', zone: 'India', target: 'Midwest U.S.A.', lstarDice: [], ...over })
const refusal = (s: GameState, cmd: Command) => {
  const r = decide(s, cmd)
  if (r.ok) throw new Error(`accepted: ${cmd.kind}`)
  return r.refusal
}

describe('Setting: "Warlords and pirates do not fire nukes if they are outnumbered by L-stars"', () => {
  // India: 2 nukes and no L-stars; the USA attacks with 1 L-star.
  const india = withZone(base, 'India', { lstars: 0 })

  it('\'nukes\' (new games\' default): the attacker\'s L-stars against the nukes it would fire; one L-star no longer makes a power immune', () => {
    const s = withSettings(withLstars(india, 1), { warlordOutnumbered: 'nukes' })
    expect(warlordFirstStrike(s, 'usa', 'India')).toMatchObject({ fires: true, nukes: 2 })
    // A tie still fires; three L-stars against two nukes outnumber them.
    expect(warlordFirstStrike(withLstars(s, 2), 'usa', 'India').fires).toBe(true)
    expect(warlordFirstStrike(withLstars(s, 3), 'usa', 'India')).toMatchObject({ fires: false, reason: expect.stringContaining('3 against its 2 nukes') })
  })

  it('\'lstars\' (a game set up before the setting): L-stars against the warlord\'s L-stars', () => {
    const s = withLstars(india, 1)
    expect(s.settings.warlordOutnumbered).toBeUndefined()
    expect(warlordFirstStrike(s, 'usa', 'India')).toMatchObject({ fires: false, reason: expect.stringContaining('1 against its 0') })
    expect(warlordFirstStrike(withSettings(s, { warlordOutnumbered: 'lstars' }), 'usa', 'India').fires).toBe(false)
  })

  it('the setting is read at setup: either reading, or a refusal', () => {
    const rules = { readSettings: (input: Record<string, unknown>) => warlordsSettings.read(input) }
    expect(rules.readSettings({ warlordOutnumbered: 'nukes', ownerBidsForOwnCard: true })).toMatchObject({ ok: true, value: { warlordOutnumbered: 'nukes', ownerBidsForOwnCard: true } })
    expect(rules.readSettings({ warlordOutnumbered: 'tanks' })).toMatchObject({ ok: false, refusal: { code: 'bad-settings' } })
    expect(rules.readSettings({ ownerBidsForOwnCard: 'yes' })).toMatchObject({ ok: false, refusal: { code: 'bad-settings' } })
  })
})

describe('First Strike: "They fire them at the attacker\'s most important home territory" (one it still holds)', () => {
  it('a home the attacker lost to a nuke is no target: the strike goes to the next producing the most, and the lost one is refused', () => {
    const lost: GameState = { ...base, war: { ...base.war!, nuked: ['Midwest U.S.A.'] } }
    expect(warlordFirstStrike(lost, 'usa', 'India')).toMatchObject({ fires: true, candidates: ['Eastern U.S.A.'] })
    expect(refusal(lost, strike()).code).toBe('bad-target')
    expect(decide(lost, strike({ target: 'Eastern U.S.A.' })).ok).toBe(true)
  })
})

const MINES = { name: 'Mahabir Mines', territory: 'India', resource: 'minerals' as const, units: 3, origin: 'independent' as const }
const OIL = { name: 'Tehran Oil', territory: 'Iran', resource: 'oil' as const, units: 2, origin: 'independent' as const }

function stage1Game(settings = {}) {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, settings, WL)
  g.do({ kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) })
  g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: MINES })
  return g
}
const mines = (g: ReturnType<typeof stage1Game>) => g.state.powers.ussr!.companies.find((c) => c.name === MINES.name)!

describe('Bidding: "The player must make a minimum increase of $50 million per bid", measured from the last bid', () => {
  it('after $150M and $300M the next bid is at least $350M, not $200M', () => {
    const g = stage1Game()
    g.do({ kind: 'bidForNeutralCard', power: 'usa', companyId: mines(g).id, amount: 150 })
    g.do({ kind: 'bidForNeutralCard', power: 'europe', companyId: mines(g).id, amount: 300 })
    for (const amount of [250, 349]) {
      expect(g.refuse({ kind: 'bidForNeutralCard', power: 'usa', companyId: mines(g).id, amount })).toMatchObject({ code: 'bid-too-low', remedies: [{ command: { amount: 350 } }] })
    }
    g.do({ kind: 'bidForNeutralCard', power: 'usa', companyId: mines(g).id, amount: 350 })
  })
})

describe('Setting: the card\'s owner bidding for his own card ("a player(s) may bid for an opponent\'s resource card(s)")', () => {
  it('refused by default and in games set up before the setting', () => {
    const g = stage1Game()
    expect(g.refuse({ kind: 'bidForNeutralCard', power: 'ussr', companyId: mines(g).id, amount: 150 }).code).toBe('own-card')
  })

  it('allowed by the setting: the owner outbids the USA and keeps the card; his bid goes to the warlords', () => {
    const g = stage1Game({ ownerBidsForOwnCard: true })
    g.do({ kind: 'bidForNeutralCard', power: 'usa', companyId: mines(g).id, amount: 150 })
    g.do({ kind: 'bidForNeutralCard', power: 'ussr', companyId: mines(g).id, amount: 200 })
    const cash = g.state.accounts.ussr!
    g.do({ kind: 'closeNeutralCardBids', companyId: mines(g).id })
    expect(g.state.accounts.ussr).toBe(cash - 200)
    expect(g.state.powers.ussr!.companies.filter((c) => c.name === MINES.name)).toHaveLength(1)
    expect(g.state.powers.usa!.companies.some((c) => c.name === MINES.name)).toBe(false)
    // The warlord was paid by the bid: the owner's bill has no $100M line for it this cycle.
    expect(stage1Bill(g.state, g.state.powers.ussr!).forceLines.some((l) => l.key === 'warlord-zones')).toBe(false)
  })
})

describe('Stage 1: "a $100 million salary for each resource card located in a zone occupied by a warlord or pirate"', () => {
  it('two cards in warlord zones: one line of $200M, $100M each', () => {
    const g = stage1Game()
    g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: OIL })
    expect(stage1Bill(g.state, g.state.powers.ussr!).forceLines.find((l) => l.key === 'warlord-zones')).toMatchObject({ amount: 200, each: 100, label: '2 cards in a warlord or pirate zone' })
  })
})
