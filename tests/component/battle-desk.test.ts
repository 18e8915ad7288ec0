import { describe, expect, it, vi } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { conventionalOdds, currentTurn, eligibleBidders, nuclearScreenOdds, type Command, type PowerId } from '@/domain'
import { percent } from '@/presentation/battle-ui'
import { useGameStore } from '@/stores/game'
import StagePanel from '@/components/play/StagePanel.vue'
import GameStatusStrip from '@/components/game/GameStatusStrip.vue'
import BankPanel from '@/components/bank/BankPanel.vue'
import SupplyPanel from '@/components/supply/SupplyPanel.vue'
import { standardStart } from '../support/games'
import { button, chooseBattleKind, startStandardGame, send, useFreshGameStore, type GameStore } from './support'

useFreshGameStore()

type Store = GameStore


/** A guided USA–USSR game at cycle 2, Stage 4, Phase C, on USA's turn (as tests/component/stages-6-7.test.ts plays to a stage). */
async function toCycle2Stage4(): Promise<Store> {
  const game = useGameStore()
  const started = await game.start({ ...standardStart(['usa', 'ussr']), guided: true })
  if (!started.ok) throw new Error('the game did not start')
  await toCycle2Stage4Bids(game, ['usa'])
  expect(currentTurn(game.state.play!)).toBe('usa')
  return game
}

/** One step of the order of play, nobody bidding and every turn passed; a sequence roll in the bidders' order. */
async function moveOn(game: Store): Promise<void> {
  const play = game.state.play!
  if (play.stage === 1 && play.step === 'phase') {
    for (const id of game.state.order) if (!play.done.includes(id)) await send(game, { kind: 'settleStage1', power: id })
    await send(game, { kind: 'advancePlay' })
  } else if (play.stage === 2 && play.step === 'phase') {
    await send(game, { kind: 'collectProduction' })
    await send(game, { kind: 'advancePlay' })
  } else if (play.step === 'bid') {
    for (const id of eligibleBidders(game.state, play)) await send(game, { kind: 'placeBid', power: id, bid: false })
    await send(game, { kind: 'revealBids' })
  } else if (play.step === 'sequence') {
    for (const [i, id] of play.sequence.entries()) await send(game, { kind: 'rollSequenceDie', power: id, face: 6 - i })
    await send(game, { kind: 'setSequence' })
  } else if (currentTurn(play) !== undefined) {
    await send(game, { kind: 'passTurn', power: currentTurn(play)! })
  } else {
    await send(game, { kind: 'advancePlay' })
  }
}

/** Cycle 2's Stage 4 bids (the game at that bid) placed and revealed, with the sequence rolled when several bid. */
async function toCycle2Stage4Bids(game: Store, bidders: readonly PowerId[]): Promise<void> {
  for (let guard = 0; guard < 200 && !(game.state.play!.cycle === 2 && game.state.play!.stage === 4 && game.state.play!.step === 'bid'); guard += 1) {
    await moveOn(game)
  }
  for (const id of eligibleBidders(game.state, game.state.play!)) await send(game, { kind: 'placeBid', power: id, bid: bidders.includes(id) })
  await send(game, { kind: 'revealBids' })
  for (let guard = 0; guard < 20 && game.state.play!.step !== 'phase'; guard += 1) await moveOn(game)
  expect(game.state.play).toMatchObject({ cycle: 2, stage: 4, phase: 'C', step: 'phase' })
}

const correct = (power: PowerId, row: 'lstars' | 'nukes', value: number): Command => ({ kind: 'correctSupply', power, row, value, reason: 'test' })

async function step(w: VueWrapper, label: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await w.get(`[aria-label="more ${label}"]`).trigger('click')
}

async function typeDice(w: VueWrapper, side: string, faces: number[]): Promise<void> {
  const box = w.get(`[data-testid="${side}"]`)
  for (const [i, f] of faces.entries()) await box.get(`[aria-label="Die ${i + 1} shows ${f}"]`).trigger('click')
}

/** 3 USA armies against 2 USSR armies in Poland. */
async function threeAgainstTwo(w: VueWrapper): Promise<void> {
  await button(w, 'USSR').trigger('click')
  await w.get('[data-testid="battle-target"]').setValue('Poland')
  await step(w, 'Attacking armies', 3)
  await step(w, 'Defending armies', 2)
}

describe('Battle desk, Stage 4 Phase C', () => {
  it('the attacker follows the turn after a pass, without a reload, until the table starts entering an attack', async () => {
    const game = useGameStore()
    const started = await game.start({ ...standardStart(['usa', 'ussr']), guided: true })
    if (!started.ok) throw new Error('the game did not start')
    await toCycle2Stage4Bids(game, ['usa', 'ussr'])
    const w = mount(StagePanel, { attachTo: document.body })
    const desk = w.get('[data-testid="battle-desk"]')
    const attackerPicked = () => desk.get('[role="radiogroup"][aria-label="Attacker"]').get('[aria-checked="true"]').attributes('data-testid')
    const first = currentTurn(game.state.play!)!
    expect(attackerPicked()).toBe(`pick-${first}`)
    await send(game, { kind: 'passTurn', power: first })
    const next = currentTurn(game.state.play!)!
    expect(next).not.toBe(first)
    await vi.waitFor(() => expect(attackerPicked()).toBe(`pick-${next}`))
    // Once a defender is chosen, the desk keeps the attacker the table picked.
    await button(w, first === 'usa' ? 'USA' : 'USSR').trigger('click')
    await send(game, { kind: 'passTurn', power: next })
    await w.vm.$nextTick()
    expect(attackerPicked()).toBe(`pick-${next}`)
    w.unmount()
  })

  it('shows 2 dice against 2 and the exact odds of 3 armies against 2', async () => {
    const game = await toCycle2Stage4()
    const w = mount(StagePanel, { attachTo: document.body })
    expect(w.get('[data-testid="battle-desk"]').text()).toContain('Conventional battle')
    await threeAgainstTwo(w)
    expect(w.get('[data-testid="battle-dice"]').text()).toContain('Attacker rolls 2 dice; the defender rolls 2 dice.')
    const odds = conventionalOdds({ attackerDice: 2, defenderDice: 2, attackerUnits: 3, defenderUnits: 2 })
    const defender = w.get('[data-testid="odds-defender"]').findAll('li').map((li) => li.text())
    expect(defender).toEqual(odds.defenderLosses.map((p, k) => `${k} lost${percent(p)}`))
    const attacker = w.get('[data-testid="odds-attacker"]').findAll('li').map((li) => li.text())
    expect(attacker).toEqual(odds.attackerLosses.map((p, k) => `${k} lost${percent(p)}`))
    const summary = w.get('[data-testid="odds-summary"]').text()
    expect(summary).toContain(`Defender destroyed: ${percent(odds.pDefenderDestroyed)}`)
    expect(summary).toContain(`Mutual destruction: ${percent(odds.pMutualDestruction)}`)
    expect(summary).toContain(`attacker ${odds.expectedAttackerLosses.toFixed(2)}, defender ${odds.expectedDefenderLosses.toFixed(2)}`)
    expect(game.state.powers.usa?.forces.armies).toBeGreaterThanOrEqual(3)
  })

  it('says the odds in one line beside Fight: P(defender loses at least one) and P(attacker loses at least one) from the battle plan', async () => {
    await toCycle2Stage4()
    const w = mount(StagePanel, { attachTo: document.body })
    await threeAgainstTwo(w)
    const odds = conventionalOdds({ attackerDice: 2, defenderDice: 2, attackerUnits: 3, defenderUnits: 2 })
    const bar = w.get('[data-testid="fight-bar"]')
    expect(bar.get('[data-testid="battle-verdict"]').text()).toBe(
      `The defender loses at least one unit: ${percent(1 - odds.defenderLosses[0]!)}; the attacker: ${percent(1 - odds.attackerLosses[0]!)}.`,
    )
    expect(bar.find('[data-testid="confirm-battle"]').exists()).toBe(true)
  })

  it("folds the dice reasons and their rule citations into one closed 'why' disclosure, not the odds", async () => {
    await toCycle2Stage4()
    const w = mount(StagePanel, { attachTo: document.body })
    await threeAgainstTwo(w)
    const why = w.get<HTMLDetailsElement>('[data-testid="battle-why"]')
    expect(why.element.open).toBe(false)
    const reasons = why.get('[data-testid="battle-reasons"]').text()
    expect(reasons).toContain('Step C (Position Dice): the attacker gets')
    // The drill is named once, at the top, not again on every reason.
    expect(why.text().split('Battle Drill for Conventional Forces')).toHaveLength(2)
    expect(w.get('[data-testid="battle-odds"]').text()).not.toContain('the attacker gets')
    expect(w.findAll('[data-testid="battle-why"]')).toHaveLength(1)
  })

  it('typed dice 5+3 against 2+2 remove 2 and 1 units, and the screen says so', async () => {
    const game = await toCycle2Stage4()
    const before = { usa: game.state.powers.usa!.forces.armies, ussr: game.state.powers.ussr!.forces.armies }
    const w = mount(StagePanel, { attachTo: document.body })
    await threeAgainstTwo(w)
    const confirm = w.get<HTMLButtonElement>('[data-testid="confirm-battle"]')
    expect(confirm.element.disabled).toBe(true)
    await typeDice(w, 'dice-attacker', [5, 3])
    await typeDice(w, 'dice-defender', [2, 2])
    await vi.waitFor(() => expect(confirm.element.disabled).toBe(false))
    await confirm.trigger('click')
    await vi.waitFor(() => expect(game.state.powers.ussr?.forces.armies).toBe(before.ussr - 2))
    expect(game.state.powers.usa?.forces.armies).toBe(before.usa - 1)
    await vi.waitFor(() => expect(w.find('[data-testid="battle-result"]').exists()).toBe(true))
    const result = w.get('[data-testid="battle-result"]').text()
    expect(result).toContain('Defender destroyed: USSR has lost all its forces at Poland.')
    expect(result).toContain('Remove 1 USA unit (1 army).')
    expect(result).toContain('Remove 2 USSR units (2 armies).')
    expect(w.get('[data-testid="battle-counterattack"]').text()).toContain('USSR may now counterattack once')
  })

  it('fires 2 nukes against 2 L-stars; the L-star dice stop one, and the counter shows the territory nuked', async () => {
    const game = await toCycle2Stage4()
    await send(game, correct('usa', 'nukes', 3))
    await send(game, correct('ussr', 'lstars', 2))
    const strip = mount(GameStatusStrip, { attachTo: document.body })
    expect(strip.get('[data-testid="nuked-counter"]').text()).toContain('☢ 0 territories nuked')
    const w = mount(StagePanel, { attachTo: document.body })
    await chooseBattleKind(w, 'Nuclear strike')
    await button(w, 'USSR').trigger('click')
    await w.get('[data-testid="nuke-zone-0"]').setValue('Ukraine')
    await w.get('[data-testid="add-nuke"]').trigger('click')
    await w.get('[data-testid="nuke-zone-1"]').setValue('Siberia')
    const odds = nuclearScreenOdds({ nukes: 2, defenderLstars: 2, championLstars: 0 })
    const bars = w.get('[data-testid="odds-through"]').findAll('li').map((li) => li.text())
    expect(bars).toEqual(odds.through.map((p, k) => `${k} through${percent(p)}`))
    expect(w.get('[data-testid="strike-odds"]').text()).toContain(`At least one nuke through: ${percent(odds.pAtLeastOneThrough)}`)
    await typeDice(w, 'dice-lstars', [2, 6])
    const fire = w.get<HTMLButtonElement>('[data-testid="confirm-strike"]')
    await vi.waitFor(() => expect(fire.element.disabled).toBe(false))
    await fire.trigger('click')
    await vi.waitFor(() => expect(game.state.war?.nuked).toEqual(['Siberia']))
    expect(game.state.powers.usa?.supplies.nukes).toBe(1)
    await vi.waitFor(() => expect(w.find('[data-testid="strike-result"]').exists()).toBe(true))
    const result = w.get('[data-testid="strike-result"]').text()
    expect(result).toContain('Nuke 1 at Ukraine: stopped by an L-star.')
    expect(result).toContain('Nuke 2 at Siberia: got through.')
    expect(strip.get('[data-testid="nuked-counter"]').text()).toContain('☢ 1 territory nuked')
  })
})

describe('Nuclear strike: the defender aims his L-stars', () => {
  it('Step D: "The defender must decide which nukes he will attempt to destroy": the aim picker moves a die, the odds follow, the strike obeys', async () => {
    const game = await toCycle2Stage4()
    await send(game, correct('usa', 'nukes', 3))
    await send(game, correct('ussr', 'lstars', 1))
    const w = mount(StagePanel, { attachTo: document.body })
    await chooseBattleKind(w, 'Nuclear strike')
    await button(w, 'USSR').trigger('click')
    await w.get('[data-testid="nuke-zone-0"]').setValue('Ukraine')
    await w.get('[data-testid="add-nuke"]').trigger('click')
    await w.get('[data-testid="nuke-zone-1"]').setValue('Siberia')
    const aim = w.get('[data-testid="strike-aim"]')
    expect(aim.get('[aria-label="Defender\'s L-star 1 aims at nuke"] [aria-checked="true"]').text()).toContain('1: Ukraine')
    await button(aim, '2: Siberia').trigger('click')
    await typeDice(w, 'dice-lstars', [2])
    const fire = w.get<HTMLButtonElement>('[data-testid="confirm-strike"]')
    await vi.waitFor(() => expect(fire.element.disabled).toBe(false))
    await fire.trigger('click')
    // The die stops Siberia, where it was aimed; Ukraine, unscreened, is hit.
    await vi.waitFor(() => expect(game.state.war?.nuked).toEqual(['Ukraine']))
  })
})

describe('L-star Clash', () => {
  it('takes one L-star from the loser of the clash', async () => {
    const game = await toCycle2Stage4()
    await send(game, correct('usa', 'lstars', 1))
    await send(game, correct('ussr', 'lstars', 2))
    const w = mount(StagePanel, { attachTo: document.body })
    await chooseBattleKind(w, 'L-star Clash')
    await button(w, 'USSR (2 L-stars)').trigger('click')
    await typeDice(w, 'clash-attacker', [6])
    await typeDice(w, 'clash-defender', [3])
    const confirm = w.get<HTMLButtonElement>('[data-testid="confirm-clash"]')
    await vi.waitFor(() => expect(confirm.element.disabled).toBe(false))
    await confirm.trigger('click')
    await vi.waitFor(() => expect(game.state.powers.ussr?.supplies.lstars).toBe(1))
    expect(game.state.powers.usa?.supplies.lstars).toBe(1)
    await vi.waitFor(() => expect(w.get('[data-testid="clash-result"]').text()).toContain('USA wins the clash (6 against 3).'))
  })
})

describe('Battle desk in a bookkeeping game', () => {
  it('opens from the Supply centers and Bank tabs and fights without the order of play', async () => {
    const game = await startStandardGame(['usa', 'ussr'])
    const bank = mount(BankPanel, { attachTo: document.body })
    await bank.get('[data-testid="open-battle"]').trigger('click')
    expect(bank.find('[data-testid="battle-desk"]').exists()).toBe(true)
    bank.unmount()
    const before = game.state.powers.usa!.forces.armies
    const w = mount(SupplyPanel, { attachTo: document.body })
    await w.get('[data-testid="open-battle"]').trigger('click')
    await button(w, 'Militia (empty zone)').trigger('click')
    await w.get('[data-testid="battle-target"]').setValue('Iceland')
    await step(w, 'Attacking armies', 2)
    expect(w.get('[data-testid="battle-dice"]').text()).toContain('Attacker rolls 0 dice; the militia rolls 1 die.')
    await typeDice(w, 'dice-defender', [4])
    await vi.waitFor(() => expect(w.get<HTMLButtonElement>('[data-testid="confirm-battle"]').element.disabled).toBe(false))
    await w.get('[data-testid="confirm-battle"]').trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa?.forces.armies).toBe(before - 1))
    await vi.waitFor(() => expect(w.get('[data-testid="battle-result"]').text()).toContain('The militia is beaten: USA may occupy Iceland.'))
  })
})
