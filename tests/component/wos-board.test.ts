import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import type { WosSetup } from '@/domain/modules/war-of-supremacy'
import GameView from '@/views/GameView.vue'
import { useGameStore } from '@/stores/game'
import { wosSetup, wosStart } from '../support/war-of-supremacy'
import { send, useFreshGameStore, type GameStore } from './support'

useFreshGameStore()

/** A War of Supremacy game through the store (Ana, Ben, Cy; Ana first; Wild at Northreach). */
async function startWos(setup: WosSetup = wosSetup()): Promise<GameStore> {
  const game = useGameStore()
  const started = await game.start(wosStart(setup))
  if (!started.ok) throw new Error('the War of Supremacy game did not start')
  return game
}

async function open(tab: 'board' | 'log' = 'board'): Promise<VueWrapper> {
  const w = mount(GameView, { props: { gameId: 'wos-test', tab }, attachTo: document.body })
  await vi.waitFor(() => expect(w.find('[role="tablist"]').exists()).toBe(true))
  return w
}

/** The last command the store saved, once the save is through. */
async function sent(game: GameStore, command: unknown): Promise<void> {
  await vi.waitFor(() => expect(game.entries.at(-1)?.command).toEqual(command))
  await flushPromises()
}

/** The live totals as read aloud: "Ana 7 v Ben 5". */
const scoreLine = (w: VueWrapper) => w.get('[data-testid="wos-score-line"]').text().replace(/\s+/g, ' ')

/** Types into a stepper's field by its label. */
async function typeScore(w: VueWrapper, label: string, value: number): Promise<void> {
  await w.get(`input[aria-label="${label}"]`).setValue(String(value))
}

/** Ana's attack with one creature, through the "Attack with a creature" sheet. */
async function attackWith(w: VueWrapper, name: string, [wild, magic, blade]: [number, number, number], field = 'f1'): Promise<void> {
  await w.get(`[data-testid="attack-${field}"]`).trigger('click')
  await w.get('[data-testid="creature-name"]').setValue(name)
  await typeScore(w, 'Wild', wild)
  await typeScore(w, 'Magic', magic)
  await typeScore(w, 'Blade', blade)
  await w.get('[data-testid="creature-form"]').trigger('submit')
  await vi.waitFor(() => expect(w.find('[data-testid="creature-form"]').exists()).toBe(false))
}

describe('the War of Supremacy game screen', () => {
  it('shows the Board and Log tabs, the bar in its own terms and the banner’s turn and step', async () => {
    await startWos()
    const w = await open()
    expect(w.findAll('[role="tab"]').map((t) => t.text())).toEqual(['◫Board', '☰Log'])
    expect(w.get('[data-testid="bar-where"]').text()).toBe('War of Supremacy · Turn 1')
    expect(w.find('[data-testid="nuked-counter"]').exists()).toBe(false)
    const banner = w.get('[data-testid="play-banner"]')
    expect(banner.get('[data-testid="play-turn"]').text()).toMatch(/Turn 1\s*Ana\s*to play/)
    expect(banner.get('[data-testid="wos-banner-stage"]').text()).toBe('Stage 1. Start of turn abilities · 2. Combat')
    expect(banner.get('[data-primary="true"]').text()).toBe('Ana: attack Northreach')
    expect(w.get('[data-testid="wos-field-f1"]').text()).toContain('Northreach')
    expect(w.get('[data-testid="wos-defence"]').text()).toBe('0')
    expect(w.get('[data-testid="wos-verdict"]').text()).toBe('Ana needs 1 or more: no one defends')
    expect(w.get('[data-testid="wos-draw"]').text()).toBe('Ana picks up 3: 2, plus 1 as no card was played.')
  })

  it('sends a creature typed once, shows the live totals and verdict, and the banner resolves it', async () => {
    const game = await startWos()
    const w = await open()
    await attackWith(w, 'Gorilla Berserker', [4, 1, 2])
    await sent(game, { kind: 'playCreature', player: 'p1', field: 'f1', name: 'Gorilla Berserker', scores: { wild: 4, magic: 1, blade: 2 }, fromHand: true })
    expect(w.find('[data-testid="creature-form"]').exists()).toBe(false)
    expect(scoreLine(w)).toBe('Ana 4 v no defender 0')
    expect(w.get('[data-testid="wos-verdict"]').text()).toBe('Ana wins combat')
    expect(w.get('[data-testid="hand-p1"]').text()).toBe('7 in hand')
    await w.get('[data-testid="play-banner"]').get('[data-primary="true"]').trigger('click')
    await flushPromises()
    await sent(game, { kind: 'resolveCombat', player: 'p1', field: 'f1' })
    expect(w.get('[data-testid="wos-defender"]').text()).toBe('Ana')
    expect(w.get('[data-testid="wos-defence"]').text()).toBe('4')
    expect(w.get('[data-testid="wos-last-combat"]').text()).toBe('Last combat: Ana 4 v no defender 0: Ana won combat')
    expect(w.get('[data-testid="play-banner"]').get('[data-primary="true"]').text()).toBe('Ana picks up 2')
  })

  it('ties go to the defender; a card’s “Win Combat” resolves for the attacker', async () => {
    const game = await startWos()
    await send(game, { kind: 'playCreature', player: 'p1', field: 'f1', name: 'Ancient Soldier', scores: { wild: 3, magic: 1, blade: 3 }, fromHand: true })
    await send(game, { kind: 'resolveCombat', player: 'p1', field: 'f1' })
    await send(game, { kind: 'pickUpCards', player: 'p1' })
    await send(game, { kind: 'endCardTurn', player: 'p1' })
    const w = await open()
    await attackWith(w, 'Eagle Aramund', [3, 5, 0])
    expect(scoreLine(w)).toBe('Ben 3 v Ana 3')
    expect(w.get('[data-testid="wos-verdict"]').text()).toBe('Ana holds: ties go to the defender')
    await w.get('[data-testid="win-attacker"]').trigger('click')
    await flushPromises()
    await sent(game, { kind: 'resolveCombat', player: 'p2', field: 'f1', winner: 'attacker' })
    expect(w.get('[data-testid="wos-defender"]').text()).toBe('Ben')
  })

  it('puts tokens on a creature; a minus that brings it to 0 kills it and the Board says so', async () => {
    const game = await startWos()
    const w = await open()
    await attackWith(w, 'Gorilla Berserker', [4, 1, 2])
    const id = game.state.warOfSupremacy!.turn.attackers[0]!.id
    await w.get(`[data-testid="tokens-${id}"]`).trigger('click')
    await typeScore(w, 'Damage', 1)
    await w.get('[data-testid="token-damage"]').trigger('click')
    await flushPromises()
    await sent(game, { kind: 'changeCreature', creature: id, change: { kind: 'damage', amount: 1 } })
    expect(w.get(`[data-testid="creature-${id}"]`).text()).toContain('1 damage')
    expect(scoreLine(w)).toBe('Ana 3 v no defender 0')

    await w.get(`[data-testid="tokens-${id}"]`).trigger('click')
    await w.findAll('button[role="radio"]').find((b) => b.text() === 'Minus −')!.trigger('click')
    await typeScore(w, 'Points', 3)
    expect(w.get('[data-testid="token-modifier"]').text()).toBe('Add −3 Wild')
    await w.get('[data-testid="token-modifier"]').trigger('click')
    await flushPromises()
    await sent(game, { kind: 'changeCreature', creature: id, change: { kind: 'modifier', form: 'wild', amount: -3 } })
    expect(w.find(`[data-testid="creature-${id}"]`).exists()).toBe(false)
    expect(w.get('[data-testid="wos-notice"]').text()).toContain('Gorilla Berserker was killed')
    // Undone: the creature is back and the notice goes.
    await game.undo()
    await vi.waitFor(() => expect(w.find(`[data-testid="creature-${id}"]`).exists()).toBe(true))
    expect(w.find('[data-testid="wos-notice"]').exists()).toBe(false)
  })

  it('counts hands and casts spells for any player', async () => {
    const game = await startWos()
    const w = await open()
    await w.get('[aria-label="Cy: one card fewer"]').trigger('click')
    await flushPromises()
    await sent(game, { kind: 'countHand', player: 'p3', by: -1 })
    // "Cast a spell" opens its form: the name is optional, for the log.
    await w.get('[data-testid="spell-p2"]').trigger('click')
    await w.get('[data-testid="spell-form"]').trigger('submit')
    await sent(game, { kind: 'playSpell', player: 'p2' })
    expect(w.get('[data-testid="hand-p2"]').text()).toBe('7 in hand')
    expect(w.get('[data-testid="hand-p3"]').text()).toBe('7 in hand')
    expect(w.get('[data-testid="wos-player-p1"]').classes()).toContain('now')
    expect(w.get('[data-testid="wos-player-p1"]').text()).toContain('☆☆☆')
  })

  it('with two Territories, the other one is disabled with the rules’ words once one is attacked', async () => {
    await startWos(wosSetup(4, { variants: { multipleTerritories: true }, second: { forms: ['magic', 'blade'], territory: 'Eastfold' } }))
    const w = await open()
    expect(w.get('[data-testid="attack-f2"]').attributes('disabled')).toBeUndefined()
    await attackWith(w, 'Gorilla Berserker', [4, 1, 2], 'f1')
    expect(w.get('[data-testid="attack-f2"]').attributes('disabled')).toBeDefined()
    expect(w.get('[data-testid="attack-why-f2"]').text()).toBe('Ana is attacking the other Territory this turn: one Territory a turn.')
  })

  it('switches the combat form, and turns the next cards after a Territory is won by a card’s ability', async () => {
    const game = await startWos()
    const w = await open()
    await w.get('[data-testid="form-f1-magic"]').trigger('click')
    await w.get('[data-testid="turn-form-f1"]').trigger('click')
    await flushPromises()
    await sent(game, { kind: 'turnCombatForm', field: 'f1', forms: ['wild', 'magic'] })
    await w.get('[data-testid="ability-claim-f1"]').trigger('click')
    await w.findAll('button[role="radio"]').find((b) => b.text() === 'Cy')!.trigger('click')
    await w.get('[data-testid="ability-claim-confirm"]').trigger('click')
    await flushPromises()
    await sent(game, { kind: 'claimTerritory', player: 'p3', field: 'f1', how: 'ability' })
    expect(w.get('[data-testid="wos-player-p3"]').text()).toContain('★☆☆')
    expect(w.get('[data-testid="wos-player-p3"]').text()).toContain('Won Northreach')
    // No card of Ana's played: 2, plus 1 (the rules' draw); the new cards can be turned meanwhile.
    expect(w.get('[data-testid="play-banner"]').get('[data-primary="true"]').text()).toBe('Ana picks up 3')
    await w.get('[data-testid="form-f1-blade"]').trigger('click')
    await w.get('[data-testid="territory-name-f1"]').setValue('Eastfold')
    await w.get('[data-testid="turn-form-f1"]').trigger('click')
    await flushPromises()
    await sent(game, { kind: 'turnCombatForm', field: 'f1', forms: ['blade'], territory: 'Eastfold' })
  })

  it('a deck running out asks once, then the banner and the Board say who won; No Finish in Sight shows the rules’ words', async () => {
    const game = await startWos()
    await send(game, { kind: 'claimTerritory', player: 'p2', field: 'f1', how: 'ability' })
    const w = await open()
    await w.get('[data-testid="deck-out-spell"]').trigger('click')
    expect(document.body.textContent).toContain('The player with the most Territories wins')
    await w.get('[data-testid="confirm"]').trigger('click')
    await flushPromises()
    await sent(game, { kind: 'declareDeckOut', deck: 'spell' })
    expect(w.get('[data-testid="wos-banner-outcome"]').text()).toBe('Ben wins: a deck ran out')
    expect(w.get('[data-testid="wos-outcome"]').text()).toContain('Deck Runs Out: the most Territories.')
  })

  it('No Finish in Sight: the deck-out buttons give way to the rules’ words', async () => {
    await startWos(wosSetup(3, { variants: { noFinishInSight: true } }))
    const w = await open()
    expect(w.find('[data-testid="deck-out-spell"]').exists()).toBe(false)
    expect(w.get('[data-testid="deck-out-refused"]').text()).toContain('No Finish in Sight')
  })

  it('the banner opens the next cards’ form in place, from the Log too', async () => {
    const game = await startWos()
    await send(game, { kind: 'claimTerritory', player: 'p2', field: 'f1', how: 'ability' })
    await send(game, { kind: 'pickUpCards', player: 'p1' })
    const w = await open('log')
    const primary = w.get('[data-testid="play-banner"]').get('[data-primary="true"]')
    expect(primary.text()).toBe('Turn the next combat form and Territory')
    await primary.trigger('click')
    // In place: the Log stays where it is, the form opens over it, its confirm waiting for a card.
    expect(w.get('[role="tab"][aria-selected="true"]').text()).toContain('Log')
    const sheet = w.get('[data-testid="action-sheet"]')
    expect(sheet.attributes('aria-label')).toBe('Turn the next combat form and Territory cards')
    expect(sheet.find('[data-testid="wos-next-cards"]').exists()).toBe(true)
    expect(sheet.get('[data-testid="turn-form-f1"]').attributes('disabled')).toBeDefined()
    expect(sheet.get('[data-testid="turn-form-f1"]').classes()).toContain('form-confirm')
    await sheet.get('[data-testid="form-f1-magic"]').trigger('click')
    await sheet.get('[data-testid="territory-name-f1"]').setValue('Ashlands')
    await sheet.get('[data-testid="turn-form-f1"]').trigger('click')
    await sent(game, { kind: 'turnCombatForm', field: 'f1', forms: ['magic'], territory: 'Ashlands' })
    await vi.waitFor(() => expect(w.find('[data-testid="action-sheet"]').exists()).toBe(false))
    expect(w.get('[data-testid="play-banner"]').get('[data-primary="true"]').text()).toBe("End Ana's turn")
  })

  it('the big button opens the attack in place; a creature played before is offered by name with its scores', async () => {
    const game = await startWos()
    const w = await open()
    const primary = () => w.get('[data-testid="play-banner"]').get('[data-primary="true"]')
    await primary().trigger('click')
    const sheet = () => w.get('[data-testid="action-sheet"]')
    expect(sheet().attributes('aria-label')).toBe('Ana attacks Northreach')
    // Nothing typed yet in this game: no list, only the fields.
    expect(sheet().find('[data-testid="typed-creatures"]').exists()).toBe(false)
    expect(sheet().get('[data-testid="send-creature"]').classes()).toContain('form-confirm')
    await sheet().get('[data-testid="creature-name"]').setValue('Gorilla Berserker')
    await typeScore(w, 'Wild', 4)
    await typeScore(w, 'Magic', 1)
    await typeScore(w, 'Blade', 2)
    await sheet().get('[data-testid="send-creature"]').trigger('submit')
    await sent(game, { kind: 'playCreature', player: 'p1', field: 'f1', name: 'Gorilla Berserker', scores: { wild: 4, magic: 1, blade: 2 }, fromHand: true })
    await vi.waitFor(() => expect(w.find('[data-testid="action-sheet"]').exists()).toBe(false))
    expect(primary().text()).toBe('Resolve combat (4 v 0): Ana wins')
    await send(game, { kind: 'resolveCombat', player: 'p1', field: 'f1' })
    await send(game, { kind: 'pickUpCards', player: 'p1' })
    await send(game, { kind: 'endCardTurn', player: 'p1' })
    expect(primary().text()).toBe('Ben: attack Northreach')
    await primary().trigger('click')
    const chip = sheet().get('[data-testid="typed-Gorilla Berserker"]')
    expect([chip.get('.chip-name').text(), chip.get('.chip-scores').text()]).toEqual(['Gorilla Berserker', 'W 4 · M 1 · B 2'])
    expect(chip.attributes('aria-label')).toBe('Gorilla Berserker: Wild 4, Magic 1, Blade 2')
    await chip.trigger('click')
    expect(sheet().get('[data-testid="typed-Gorilla Berserker"]').attributes('aria-pressed')).toBe('true')
    expect(sheet().get('[data-testid="send-creature"]').text()).toBe('Attack with Gorilla Berserker')
    await sheet().get('[data-testid="send-creature"]').trigger('submit')
    await sent(game, { kind: 'playCreature', player: 'p2', field: 'f1', name: 'Gorilla Berserker', scores: { wild: 4, magic: 1, blade: 2 }, fromHand: true })
    expect(primary().text()).toBe('Resolve combat (4 v 4): Ana holds')
  })

  it('the attack form narrows the creatures played before as the name is typed, and resolves without an attack', async () => {
    const game = await startWos()
    for (const [name, wild] of [['Wolf', 2], ['Wolf Rider', 3], ['Elf Scout', 1]] as const) {
      await send(game, { kind: 'playCreature', player: 'p1', field: 'f1', name, scores: { wild, magic: 0, blade: 0 }, fromHand: false })
    }
    await send(game, { kind: 'resolveCombat', player: 'p1', field: 'f1' })
    await send(game, { kind: 'pickUpCards', player: 'p1' })
    await send(game, { kind: 'endCardTurn', player: 'p1' })
    const w = await open()
    await w.get('[data-testid="play-banner"]').get('[data-primary="true"]').trigger('click')
    const sheet = w.get('[data-testid="action-sheet"]')
    const names = () => sheet.findAll('[data-testid^="typed-"] button').map((b) => b.get('.chip-name').text())
    expect(names()).toEqual(['Elf Scout', 'Wolf', 'Wolf Rider'])
    await sheet.get('[data-testid="creature-name"]').setValue('wol')
    expect(names()).toEqual(['Wolf', 'Wolf Rider'])
    await sheet.get('[data-testid="creature-name"]').setValue('Gorilla')
    expect(sheet.get('[data-testid="typed-creatures"]').text()).toContain('None by that name yet')
    // Ben plays no creature: combat is resolved without one (the defence holds).
    await sheet.get('[data-testid="no-attack"]').trigger('click')
    await sent(game, { kind: 'resolveCombat', player: 'p2', field: 'f1' })
    await vi.waitFor(() => expect(w.find('[data-testid="action-sheet"]').exists()).toBe(false))
    expect(w.get('[data-testid="play-banner"]').get('[data-primary="true"]').text()).toBe('Ben picks up 3')
  })

  it('summons into the defence by a card (never from the hand) and says when 20 or more takes the Territory', async () => {
    const game = await startWos()
    await send(game, { kind: 'playCreature', player: 'p1', field: 'f1', name: 'Ancient Soldier', scores: { wild: 3, magic: 1, blade: 3 }, fromHand: true })
    await send(game, { kind: 'resolveCombat', player: 'p1', field: 'f1' })
    await send(game, { kind: 'pickUpCards', player: 'p1' })
    await send(game, { kind: 'endCardTurn', player: 'p1' })
    const w = await open()
    await w.get('[data-testid="summon-f1"]').trigger('click')
    await w.get('[data-testid="creature-name"]').setValue('Stone Guardian')
    await typeScore(w, 'Wild', 18)
    expect(w.text()).toContain('A defending player can’t add creatures from the hand')
    await w.get('[data-testid="creature-form"]').trigger('submit')
    await sent(game, { kind: 'playCreature', player: 'p1', field: 'f1', name: 'Stone Guardian', scores: { wild: 18, magic: 0, blade: 0 }, fromHand: false, side: 'defence' })
    expect(w.get('[data-testid="wos-defence"]').text()).toBe('21')
    expect(w.get('[data-testid="wos-verdict"]').text()).toBe('Ana holds and takes the Territory (20 or more)')
  })
})
