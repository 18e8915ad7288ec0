import { describe, expect, it } from 'vitest'
import { stage1Bill } from '@/domain'
import {
  advanceOpensStage,
  bidProgress,
  blockedBy,
  firstCycleNotes,
  forcesSummary,
  idleCompanies,
  nextStep,
  placementLines,
  phaseTitle,
  playHeadline,
  rotationReadings,
  stage4Due,
  prospectSummary,
  researchSummary,
  seatLabel,
  sequenceRoll,
  stage1Lines,
  tacticsEffect,
  turnCardNote,
  weaponsSummary,
} from '@/presentation/play-ui'
import { guidedGame, playTo } from '../support/guided'

function toStage3() {
  const g = guidedGame()
  for (const p of ['usa', 'ussr', 'europe'] as const) g.do({ kind: 'settleStage1', power: p })
  g.do({ kind: 'advancePlay' })
  g.do({ kind: 'collectProduction' })
  g.do({ kind: 'advancePlay' })
  return g
}

describe('the banner', () => {
  it('says where the game is, what to do next and the first-cycle limits', () => {
    const g = guidedGame()
    const play = () => g.state.play!
    expect(playHeadline(play())).toBe('Cycle 1 · Stage 1 · Pay Salaries and Loans to Bank')
    expect(nextStep(g.state, play()).text).toBe('Each power pays salaries and loan interest: USA, USSR, Europe still to pay')
    expect(firstCycleNotes(play())).toEqual(['No attacks in the first cycle: Stage 4 is skipped.'])
    expect(advanceOpensStage(g.state, play())).toBe(true)
    const s3 = toStage3()
    expect(playHeadline(s3.state.play!)).toBe('Cycle 1 · Stage 3 · Sell Resources · Blind Bid')
    expect(nextStep(s3.state, s3.state.play!).text).toBe('Each power with a cube: place a secret bid')
    s3.do({ kind: 'placeBid', power: 'usa', bid: true })
    s3.do({ kind: 'placeBid', power: 'ussr', bid: false })
    s3.do({ kind: 'placeBid', power: 'europe', bid: false })
    s3.do({ kind: 'revealBids' })
    expect(playHeadline(s3.state.play!)).toBe('Cycle 1 · Stage 3 · Sell Resources · Phase C')
    expect(nextStep(s3.state, s3.state.play!)).toEqual({ text: 'USA: sell one resource to the market, or pass', rule: 'Basic rules, Stage 3, Phase C' })
    s3.do({ kind: 'passTurn', power: 'usa' })
    // Phase D is the last phase of Stage 3: "next" opens a stage.
    expect(s3.state.play?.phase).toBe('D')
    expect(advanceOpensStage(s3.state, s3.state.play!)).toBe(true)
  })

  it("titles the Stage tab by its phase, and a stage that is over by the stage, with no empty phase name", () => {
    const s3 = toStage3()
    for (const power of ['usa', 'ussr', 'europe'] as const) s3.do({ kind: 'placeBid', power, bid: power === 'usa' })
    s3.do({ kind: 'revealBids' })
    expect(phaseTitle(s3.state.play!)).toBe('Stage 3, Phase C: Sell Resources to the Market')
    expect(phaseTitle({ ...s3.state.play!, step: 'over' })).toBe('Stage 3 (Sell Resources) is over')
    expect(phaseTitle({ ...s3.state.play!, phase: 'Z' })).toBe('Stage 3, Phase Z')
  })
})

describe('blind bid progress', () => {
  it('says who has bid, never what, and lists powers with no cubes', () => {
    const g = toStage3()
    g.do({ kind: 'placeBid', power: 'ussr', bid: true })
    const progress = bidProgress(g.state, g.state.play!)
    expect(progress).toEqual({ eligible: ['usa', 'ussr', 'europe'], entered: ['ussr'], waiting: ['usa', 'europe'], noCubes: [] })
    expect(JSON.stringify(progress)).not.toContain('true')
    const spent = { ...g.state.play!, cubes: { usa: 0, ussr: 1, europe: 2 } }
    expect(bidProgress(g.state, spent).noCubes).toEqual(['usa'])
    expect(seatLabel(g.state, 'usa')).toBe('USA (Player 1)')
  })
})

describe('player sequence roll', () => {
  it('asks everyone first, then only the tied, then only those behind in a re-roll', () => {
    const bidders = ['usa', 'ussr', 'europe'] as const
    expect(sequenceRoll(bidders, {}).mustRoll).toEqual(['usa', 'ussr', 'europe'])
    expect(sequenceRoll(bidders, { usa: [4] }).mustRoll).toEqual(['ussr', 'europe'])
    const tied = sequenceRoll(bidders, { usa: [4], ussr: [4], europe: [6] })
    expect(tied).toMatchObject({ mustRoll: ['usa', 'ussr'], ties: [['usa', 'ussr']], isSettled: false })
    expect(sequenceRoll(bidders, { usa: [4, 2], ussr: [4], europe: [6] }).mustRoll).toEqual(['ussr'])
    const done = sequenceRoll(bidders, { usa: [4, 2], ussr: [4, 5], europe: [6] })
    expect(done).toMatchObject({ mustRoll: [], ties: [], order: ['europe', 'ussr', 'usa'], isSettled: true })
  })
})

describe('Stage 1 and 2 lines', () => {
  it('writes the bill and why an unpaid company is idle', () => {
    const g = guidedGame(['usa', 'ussr'])
    const usa = g.state.powers.usa!
    expect(stage1Lines(stage1Bill(g.state, usa))).toEqual(['6 companies × $50M = $300M', '4 armies and 0 navies × $10M = $40M'])
    const first = usa.companies[0]!
    g.do({ kind: 'settleStage1', power: 'usa', unpaidCompanies: [first.id], disbandArmies: 1 })
    expect(idleCompanies(g.state, g.state.play!, 'usa')).toEqual([{ company: first, why: 'salary unpaid in Stage 1' }])
  })
})

describe('Stage 6 and 7 wording', () => {
  it('says the sets and money of a build (Stage 6, Phase C example) and where the pieces go', () => {
    expect(forcesSummary(4, 2)).toBe('4 armies and 2 navies: 2 sets (2 grain, 2 oil, 2 minerals) and $600M')
    expect(forcesSummary(1, 0)).toBe('1 army: 1 set (1 grain, 1 oil, 1 mineral) and $100M')
    expect(placementLines('usa', 1, 2)).toEqual([
      'Place 1 USA army in home territories, or foreign ones where USA already has an army',
      "Place 2 USA navies in seas next to its ports (not next to an opponent's port)",
    ])
    expect(weaponsSummary(1, 2)).toBe('1 nuke and 2 L-stars: 5 minerals and $2,500M')
  })

  it('prices research and prospecting by the card', () => {
    expect(researchSummary('lstars', 3, true)).toBe('3 cards turned: $600M')
    expect(researchSummary('nukes', 3, true)).toBe('3 cards turned and the first nuke: 1 mineral and $1,100M')
    // NUKE_CARD_SHORT_READING: the nuke card found without the mineral or the money builds no nuke.
    expect(researchSummary('nukes', 3, true, 'USA has no mineral for the first nuke')).toBe('3 cards turned: $600M; no nuke built (USA has no mineral for the first nuke), the research is complete')
    expect(researchSummary('nukes', 3, false, 'USA has no mineral for the first nuke')).toBe('3 cards turned: $600M')
    expect(prospectSummary(1)).toBe('1 card turned × $200M = $200M (the kept card included)')
  })

  it("takes a closed action's reason from the rules core, and only when it closes the action", () => {
    const g = guidedGame()
    playTo(g, { stage: 6, bidders: ['usa'] })
    expect(blockedBy(g.state, { kind: 'research', power: 'usa', weapon: 'nukes', cardsTurned: 1, found: false })?.code).toBe('first-cycle')
    expect(blockedBy(g.state, { kind: 'buildForces', power: 'usa', armies: 99, navies: 0 })).toBeUndefined()
  })

  it('says what a blockade, a siege and turning a card do', () => {
    expect(tacticsEffect({ kind: 'setBlockade', power: 'usa', territory: 'Angola', blockaded: true })).toContain('Companies in Angola produce nothing')
    expect(tacticsEffect({ kind: 'setSiege', power: 'usa', besieged: true })).toContain('USA: no production from foreign territories')
    const g = guidedGame()
    const card = g.state.powers.usa!.companies[0]!
    expect(turnCardNote(card)).toContain('reopening it later costs $200M')
    expect(turnCardNote({ ...card, isOpen: false })).toBe(`Reopening ${card.name} costs $200M.`)
    expect(turnCardNote({ ...card, isOpen: false, wasOpen: false })).toBe(`${card.name} has never been open: opening it is free.`)
    expect(turnCardNote({ ...card, isOpen: false }, true)).toContain("produces nothing in this cycle's Stage 2")
  })
})

describe('Stage 4 banner: who is due, and the readings shown', () => {
  it('attack, then the counterattack due, then the next player', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { cycle: 2, stage: 4, bidders: ['usa', 'ussr'] })
    expect(stage4Due(g.state, g.state.play!)).toEqual({ kind: 'attack', power: 'usa' })
    expect(nextStep(g.state, g.state.play!).text).toBe('USA: attack once, or pass')
    g.do({ kind: 'fightBattle', attacker: 'usa', defender: 'ussr', target: 'Kazakh', attacking: { armies: 3, navies: 0 }, defending: { armies: 2, navies: 0 }, attackerDice: [5, 3], defenderDice: [2, 2] })
    expect(stage4Due(g.state, g.state.play!)).toEqual({ kind: 'counterattack', power: 'ussr' })
    g.do({ kind: 'declineCounterattack', power: 'ussr' })
    expect(stage4Due(g.state, g.state.play!)).toEqual({ kind: 'attack', power: 'ussr' })
    expect(rotationReadings(g.state.settings, 4)).toEqual([
      'Reading: a power that passed may act again on its next turn; the phase ends when every power passes in turn.',
      'Reading: a counterattack earns no counterattack.',
    ])
  })
})
