import { describe, expect, it } from 'vitest'
import { decide, dueNow, NEUTRAL_TERRITORIES, PIRATE_SEAS, WARLORDS_TREASURY, type Command, type GameState } from '@/domain'
import { bannerActions } from '@/presentation/banner-actions'
import { accountLabel, describeEvent } from '@/presentation/describe'
import { guidedGame, playTo } from '../support/guided'

/**
 * The module seam of the banner (RuleModule.due, composed as rules.due, asked by dueNow): in a
 * Warlords game the big button never offers a command the rules refuse: open bids are closed
 * before Stage 1 ends, and the Stage 3 selling position is rolled before anyone sells.
 */
const setUp: Command = { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone, i) => ({ zone, die: (i % 6) + 1 })) }
const MINES = { name: 'Mahabir Mines', territory: 'India', resource: 'minerals' as const, units: 3, origin: 'independent' as const }

function stage1Game() {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, ['warlords'])
  g.do(setUp)
  g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: MINES })
  return g
}
type G = ReturnType<typeof stage1Game>
const minesId = (g: G) => g.state.order.flatMap((id) => g.state.powers[id]!.companies).find((c) => c.name === MINES.name)!.id

/** The banner's primary, checked: a command it offers is accepted by the rules. */
function primaryAccepted(state: GameState) {
  const primary = bannerActions(state).primary
  if (primary?.command) expect(decide(state, primary.command).ok, `${primary.label} is refused`).toBe(true)
  return primary
}

describe('The banner with Warlords and Pirates: never a refused command', () => {
  it('Stage 1 with a bid open: "Close the bids for Mahabir Mines" (not "Next", which Stage 1 refuses); tapping it sells the card, then "Next"', () => {
    const g = stage1Game()
    g.do({ kind: 'bidForNeutralCard', power: 'usa', companyId: minesId(g), amount: 150 })
    // Settling is still first: the bids do not stop anyone paying.
    expect(primaryAccepted(g.state)?.id).toBe('primary-settle')
    for (const id of g.state.order) g.do({ kind: 'settleStage1', power: id })
    expect(decide(g.state, { kind: 'advancePlay' }).ok).toBe(false)
    const primary = primaryAccepted(g.state)!
    expect(primary).toMatchObject({ id: 'primary-module', label: 'Close the bids for Mahabir Mines', command: { kind: 'closeNeutralCardBids', companyId: minesId(g) } })
    expect(dueNow(g.state)?.kind).toBe('module')
    g.do(primary.command!)
    expect(g.state.accounts[WARLORDS_TREASURY]).toBe(150)
    expect(primaryAccepted(g.state)).toMatchObject({ id: 'advance-play', label: 'Next: Stage 2 ›' })
  })

  it('a winning bidder now short: no one-tap close; the button opens the neutral cards\' form, whose close says why', () => {
    const g = stage1Game()
    g.do({ kind: 'bidForNeutralCard', power: 'usa', companyId: minesId(g), amount: 150 })
    for (const id of g.state.order) g.do({ kind: 'settleStage1', power: id })
    g.do({ kind: 'transferMoney', from: 'usa', to: 'bank', amount: g.state.accounts.usa!, purpose: 'deal' })
    const primary = primaryAccepted(g.state)!
    expect(primary).toMatchObject({ id: 'primary-module', label: 'Close the bids for Mahabir Mines', form: { kind: 'closeNeutralCardBids', fields: { companyId: minesId(g) } } })
    expect(primary.command).toBeUndefined()
  })

  it('Stage 3, Phase C with the warlord\'s sale due: "Roll for the selling position" (its form), then the seller\'s turn', () => {
    const g = stage1Game()
    g.do({ kind: 'settleStage1', power: 'ussr', unpaidCompanies: [minesId(g)] })
    playTo(g, { stage: 3, bidders: ['usa'] })
    expect(primaryAccepted(g.state)).toMatchObject({ id: 'primary-module', label: 'Roll for the selling position', form: { kind: 'rollSellingPosition' } })
    g.do({ kind: 'rollSellingPosition', die: 2 })
    expect(primaryAccepted(g.state)).toMatchObject({ id: 'turn-act', form: { kind: 'sellToMarket', fields: { power: 'usa' } } })
  })

  it('nothing for the warlords to sell, or a game without the module: the order of play as before', () => {
    const g = stage1Game()
    playTo(g, { stage: 3, bidders: ['usa'] })
    expect(primaryAccepted(g.state)?.id).toBe('turn-act')
    const basic = guidedGame(['usa', 'ussr'])
    for (const id of basic.state.order) basic.do({ kind: 'settleStage1', power: id })
    expect(primaryAccepted(basic.state)?.id).toBe('advance-play')
  })
})

describe('The money sheet and the log name the warlords\' treasury by its module\'s name', () => {
  it('"the warlords and pirates", not "treasury"; an account no module names still reads by its id', () => {
    expect(accountLabel(WARLORDS_TREASURY)).toBe('the warlords and pirates')
    expect(describeEvent({ type: 'moneyTransferred', from: 'usa', to: WARLORDS_TREASURY, amount: 150, reason: 'company-sale' }, guidedGame().state.settings)).toContain('USA → the warlords and pirates')
    expect(accountLabel('house:kitty')).toBe('kitty')
  })
})
