import { describe, expect, it, vi } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { decide, NEUTRAL_TERRITORIES, PIRATE_SEAS } from '@/domain'
import { useGameStore } from '@/stores/game'
import BattleDesk from '@/components/battle/BattleDesk.vue'
import WarlordBattleCard from '@/components/warlords/WarlordBattleCard.vue'
import Stage6Panel from '@/components/play/Stage6Panel.vue'
import WarlordsSupplyCard from '@/components/warlords/WarlordsSupplyCard.vue'
import PlayBanner from '@/components/play/PlayBanner.vue'
import { standardStart } from '../support/games'
import { playToThroughStore, send, useFreshGameStore, type GameStore } from './support'

/** Warlords and Pirates, Stage 4 and 6 screens: the battle desk's warlord card (first strike, battle, capture) and the reinforcements card. */
useFreshGameStore()

type Store = GameStore


async function start(modules: string[], guided = true): Promise<Store> {
  const game = useGameStore()
  const started = await game.start({ ...standardStart(), ...(guided ? { guided: true } : {}), ruleset: { economy: 'price-index', sequence: guided ? 'guided' : 'bookkeeping', modules } })
  if (!started.ok) throw new Error('the game did not start')
  return game
}


/**
 * Cycle 2, Stage 4, USA's turn: every zone has 3 armies or navies; the USSR sold Gunbjorn, the
 * warlord of Greenland, a nuke in Cycle 1's Stage 6; USA has 6 armies and no L-stars.
 */
async function atWar(): Promise<Store> {
  const game = await start(['warlords'])
  await send(game, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) })
  await playToThroughStore(game, { cycle: 1, stage: 6, bidders: ['usa'] })
  // Sales Chart: the Client List is noted at the beginning of Stage 6.
  await send(game, { kind: 'noteClientList', lines: [{ power: 'ussr', zone: 'Greenland', weapon: 'nukes', count: 1 }] })
  await send(game, { kind: 'passTurn', power: 'usa' })
  await send(game, { kind: 'correctSupply', power: 'ussr', row: 'nukes', value: 2, reason: 'test' })
  await send(game, { kind: 'sellToWarlord', power: 'ussr', zone: 'Greenland', weapon: 'nukes', count: 1 })
  await playToThroughStore(game, { cycle: 2, stage: 4, bidders: ['usa'] })
  await send(game, { kind: 'correctForces', power: 'usa', armies: 6, navies: 2, reason: 'test' })
  return game
}

const zoneOf = (game: Store, zone: string) => game.state.neutral!.zones.find((z) => z.zone === zone)!
const testid = (id: string) => `[data-testid="${id}"]`

async function typeDice(w: VueWrapper, id: string, faces: number[]): Promise<void> {
  for (const [i, f] of faces.entries()) await w.get(`${testid(id)} [aria-label="Die ${i + 1} shows ${f}"]`).trigger('click')
}

async function more(w: VueWrapper, label: string, times: number): Promise<void> {
  const b = w.findAll('button').find((x) => x.attributes('aria-label') === `more ${label}` || x.attributes('aria-label')?.startsWith(`more ${label} (`))
  if (!b) throw new Error(`no "more ${label}" button`)
  for (let i = 0; i < times; i += 1) await b.trigger('click')
}

const chips = (w: VueWrapper) => w.findAll('[role="radiogroup"][aria-label="Battle"] [role="radio"]').map((c) => c.text().replace(/^✓\s*/, ''))

describe('The battle desk offers the warlord card only with the module', () => {
  it('"Warlord / pirate" is a kind of battle in a game with warlords, not in one without', async () => {
    await start([], false)
    expect(chips(mount(BattleDesk))).not.toContain('Warlord / pirate')
  })
  it('and is there with them', async () => {
    await start(['warlords'], false)
    const w = mount(BattleDesk)
    expect(chips(w)).toContain('Warlord / pirate')
    await w.findAll('[role="radio"]').find((c) => c.text().includes('Warlord / pirate'))!.trigger('click')
    expect(w.find(testid('warlord-battle-desk')).exists()).toBe(true)
  })
})

describe('Attacking a warlord: the first strike, the battle, the capture', () => {
  it('records the first strike before the battle, then fights with the Marshall\'s dice and captures the emptied zone', async () => {
    const game = await atWar()
    const w = mount(WarlordBattleCard, { attachTo: document.body })
    await w.get(testid('warlord-zone')).setValue('Greenland')
    // The strike is due: the card says plainly who fires what at which territory, and the battle waits.
    expect(w.get(testid('warlord-strike-headline')).text()).toContain("Gunbjorn, the warlord of Greenland fires 1 nuke at USA's Midwest U.S.A.")
    expect(w.find(testid('confirm-warlord-battle')).exists()).toBe(false)
    // USA has no L-stars: nothing to type, the nuke gets through.
    expect(w.get(testid('warlord-strike-outcome')).text()).toContain('1 nuke gets through: Midwest U.S.A. is destroyed')
    await w.get(testid('record-warlord-strike')).trigger('click')
    await vi.waitFor(() => expect(zoneOf(game, 'Greenland').nukes).toBe(0))
    expect(game.state.war?.nuked).toContain('Midwest U.S.A.')
    expect(w.get(testid('warlord-strike-result')).text()).toContain('The first strike destroyed Midwest U.S.A.')

    // The battle: 4 armies against 3, so 2 dice against the Marshall's 2, with the exact odds.
    await more(w, 'Attacking armies', 4)
    expect(w.get(testid('warlord-battle-dice')).text()).toBe('USA rolls 2 dice; the Marshall rolls 2 dice for Gunbjorn, the warlord of Greenland.')
    expect(w.get(testid('warlord-battle-odds')).text()).toContain('Defender destroyed')
    expect(w.get<HTMLButtonElement>(testid('confirm-warlord-battle')).element.disabled).toBe(true)
    await typeDice(w, 'warlord-dice-attacker', [6, 6])
    await typeDice(w, 'warlord-dice-marshall', [2, 1])
    expect(w.get(testid('warlord-battle-verdict')).text()).toBe('Gunbjorn, the warlord of Greenland loses 3 armies of 3; USA loses 1 unit.')
    await w.get(testid('confirm-warlord-battle')).trigger('click')
    await vi.waitFor(() => expect(zoneOf(game, 'Greenland').armies).toBe(0))
    expect(game.state.powers.usa!.forces.armies).toBe(5)
    expect(w.get(testid('warlord-battle-result')).text()).toContain('Greenland has no armies left: USA may capture it')

    await w.get(testid('capture-warlord-zone')).trigger('click')
    await vi.waitFor(() => expect(zoneOf(game, 'Greenland').occupiedBy).toBe('usa'))
    expect(w.get(testid('warlord-capture-result')).text()).toContain('USA captured Greenland')
    // A captured zone is a power's: the desk no longer offers it.
    await w.get(testid('warlord-battle-again')).trigger('click')
    const offered = w.findAll(`${testid('warlord-zone')} option`).map((o) => o.attributes('value'))
    expect(offered).toContain('India')
    expect(offered).not.toContain('Greenland')
  })

  it("a tie between home territories: the Marshall's die picks the target, a face with none is rolled again", async () => {
    const game = await atWar()
    // Eastern U.S.A. now produces 6, as Midwest U.S.A. does.
    await send(game, { kind: 'addCompany', power: 'usa', reason: 'test', company: { name: 'Boston Oil', territory: 'Eastern U.S.A.', resource: 'oil', units: 2, origin: 'independent' } })
    const w = mount(WarlordBattleCard, { attachTo: document.body })
    await w.get(testid('warlord-zone')).setValue('Greenland')
    expect(w.get(testid('warlord-strike-headline')).text()).toContain('Eastern U.S.A., Midwest U.S.A.; the Marshall rolls a die: face 1 strikes Eastern U.S.A., face 2 Midwest U.S.A.')
    expect(w.get<HTMLButtonElement>(testid('record-warlord-strike')).element.disabled).toBe(true)
    await typeDice(w, 'warlord-strike-tie', [3])
    expect(w.text()).toContain('the Marshall rolls again')
    expect(w.get<HTMLButtonElement>(testid('record-warlord-strike')).element.disabled).toBe(true)
    await typeDice(w, 'warlord-strike-tie', [2])
    expect(w.get(testid('warlord-strike-target')).text()).toBe('Target: Midwest U.S.A.')
    await w.get(testid('record-warlord-strike')).trigger('click')
    await vi.waitFor(() => expect(game.state.war?.nuked).toContain('Midwest U.S.A.'))
    expect(game.state.war?.nuked).not.toContain('Eastern U.S.A.')
  })

  it('a warlord with no nukes is fought at once; a card holder is told it may counterattack', async () => {
    const game = await atWar()
    await send(game, { kind: 'addCompany', power: 'ussr', reason: 'test', company: { name: 'Delhi Grain', territory: 'India', resource: 'grain', units: 2, origin: 'independent' } })
    const w = mount(WarlordBattleCard, { attachTo: document.body })
    await w.get(testid('warlord-zone')).setValue('India')
    expect(w.find(testid('warlord-strike')).exists()).toBe(false)
    await more(w, 'Attacking armies', 2)
    await typeDice(w, 'warlord-dice-attacker', [3])
    await typeDice(w, 'warlord-dice-marshall', [1, 1, 1])
    await w.get(testid('confirm-warlord-battle')).trigger('click')
    await vi.waitFor(() => expect(zoneOf(game, 'India').armies).toBe(2))
    expect(w.get(testid('warlord-battle-counterattack')).text()).toContain('USSR holds cards in the zone and may counterattack')
    expect(game.state.play?.counterattacks).toEqual(['ussr'])
    // The banner's counterattack is the generic one: it calls the USSR now.
    expect(mount(PlayBanner).text()).toContain('USSR: counterattack')
    // Not emptied: no capture.
    expect(w.find(testid('capture-warlord-zone')).exists()).toBe(false)
  })
})

describe("Step D: the Marshall picks the attacker's losses", () => {
  it('offers the armies among the losses when both kinds are in the battle, and the rules take the choice', async () => {
    const game = await atWar()
    const w = mount(WarlordBattleCard, { attachTo: document.body })
    await w.get(testid('warlord-zone')).setValue('India')
    await more(w, 'Attacking armies', 1)
    await more(w, 'Attacking navies', 1)
    // 2 units against 3: 1 die against the Marshall's 3; 6 points remove both, so no choice.
    await typeDice(w, 'warlord-dice-attacker', [1])
    await typeDice(w, 'warlord-dice-marshall', [3, 2, 1])
    expect(w.text()).not.toContain("USA's armies lost")
    // 3 points remove one unit: an army or the navy.
    await typeDice(w, 'warlord-dice-marshall', [1, 1, 1])
    expect(w.text()).toContain("USA's armies lost (of 1 unit)")
    expect(w.text()).toContain('navies lost: 0')
    await w.findAll('button').find((b) => b.attributes('aria-label')?.startsWith("fewer USA's armies lost"))!.trigger('click')
    await w.get(testid('confirm-warlord-battle')).trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa!.forces.navies).toBe(1))
    expect(game.state.powers.usa!.forces.armies).toBe(6)
  })
})

describe('Stage 6: warlord reinforcements', () => {
  it('lists the zone attacked this cycle and builds the Marshall\'s die of armies, once', async () => {
    const game = await atWar()
    await send(game, { kind: 'attackWarlord', attacker: 'usa', zone: 'India', attacking: { armies: 2, navies: 0 }, attackerDice: [3], defenderDice: [1, 1, 1] })
    await send(game, { kind: 'endTurn', power: 'usa' })
    await playToThroughStore(game, { cycle: 2, stage: 6, bidders: ['usa'] })
    const w = mount(Stage6Panel, { attachTo: document.body })
    const card = w.get(testid('warlord-reinforcements'))
    expect(card.text()).toContain('Sivaji, the warlord of India (2 armies now)')
    expect(card.text()).not.toContain('Greenland')
    await typeDice(w, 'warlord-reinforce-die', [4])
    expect(card.get(testid('preview')).text()).toContain('Sivaji, the warlord of India builds 4 armies: place them in India.')
    await card.get(testid('confirm-warlord-reinforcements')).trigger('click')
    await vi.waitFor(() => expect(zoneOf(game, 'India').armies).toBe(6))
    // Once a turn: the card leaves.
    expect(w.find(testid('warlord-reinforcements')).exists()).toBe(false)
  })
})

describe('With Air Units: the attacker may send air units; the Marshall takes the highest value first', () => {
  it('offers the air units stepper, plans by fire power and shows the kill-point losses the rules apply', async () => {
    const game = await start(['air-units', 'warlords'], false)
    await send(game, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) })
    await send(game, { kind: 'correctForces', power: 'usa', armies: 3, navies: 0, forces: { airUnits: 1 }, reason: 'test' })
    const w = mount(WarlordBattleCard, { attachTo: document.body })
    await w.get(testid('warlord-zone')).setValue('India')
    await more(w, 'Attacking armies', 2)
    await more(w, 'Attacking air units', 1)
    // Fire power 2 + 5 = 7 against India's 3, halved to 1 (no air units against air units): the attacker's extra die, 2 Edge Points.
    expect(w.get(testid('warlord-battle-why')).text()).toContain('fire power points (7 against 1)')
    expect(w.get(testid('warlord-battle-why')).text()).toContain('2 Fire Power Edge Points added to its roll')
    // India has no air units: no primary target to name.
    expect(w.find(testid('warlord-aim')).exists()).toBe(false)
    expect(w.get(testid('warlord-battle-dice')).text()).toBe('USA rolls 2 dice; the Marshall rolls 2 dice for Sivaji, the warlord of India.')
    await typeDice(w, 'warlord-dice-attacker', [1, 1])
    // 12 points at 6 kill points an air unit: the air unit, then 2 armies (3 each).
    await typeDice(w, 'warlord-dice-marshall', [6, 6])
    // 1 + 1 and 2 Edge Points: 4 points, one army of India's.
    expect(w.get(testid('warlord-battle-verdict')).text()).toBe('Sivaji, the warlord of India loses 1 army of 3; USA loses 1 air unit, 2 armies (the Marshall takes the highest value first).')
    expect(w.text()).not.toContain("USA's armies lost")
    await w.get(testid('confirm-warlord-battle')).trigger('click')
    await vi.waitFor(() => expect(game.state.powers.usa!.forces.airUnits).toBe(0))
    expect(game.state.powers.usa!.forces.armies).toBe(1)
    expect(w.get(testid('warlord-battle-result')).text()).toContain('Remove 1 air unit and 2 armies of USA\'s.')
  })
  it('has no air units stepper without Air Units', async () => {
    await atWar()
    const w = mount(WarlordBattleCard, { attachTo: document.body })
    await w.get(testid('warlord-zone')).setValue('India')
    expect(w.find(testid('warlord-attacking-air')).exists()).toBe(false)
  })
})

describe("Nukes at a warlord's zone, then its retaliation", () => {
  const chip = (w: VueWrapper, text: string) => w.findAll('[role="radio"]').find((c) => c.text().includes(text))!

  it("fires with the Marshall's L-star dice, clouds the zone, then the strike step records the retaliation", async () => {
    const game = await atWar()
    await send(game, { kind: 'correctSupply', power: 'usa', row: 'nukes', value: 2, reason: 'test' })
    const g = game.state.neutral!.zones.find((z) => z.zone === 'Greenland')!
    expect(g.lstars).toBe(0)
    const w = mount(WarlordBattleCard, { attachTo: document.body })
    await w.get(testid('warlord-zone')).setValue('Greenland')
    // A battle would meet its first strike; nukes at the zone go first and are answered afterwards.
    expect(w.find(testid('warlord-strike')).exists()).toBe(true)
    await chip(w, 'Nukes').trigger('click')
    expect(w.find(testid('warlord-strike')).exists()).toBe(false)
    expect(w.get(testid('warlord-nuke-outcome')).text()).toContain('1 nuke gets through')
    expect(w.get(testid('warlord-nuke-outcome')).text()).toContain('Greenland takes a mushroom cloud')
    await w.get(testid('confirm-warlord-nuke')).trigger('click')
    await vi.waitFor(() => expect(game.state.war?.nuked).toContain('Greenland'))
    expect(zoneOf(game, 'Greenland').armies).toBe(0)
    expect(game.state.powers.usa!.supplies.nukes).toBe(1)
    // The retaliation: the strike step, in its own words.
    expect(w.get(testid('warlord-strike-step')).text()).toBe('Retaliation, after the nukes')
    expect(w.get(testid('warlord-strike-headline')).text()).toContain('was attacked with nukes and retaliates: it fires 1 nuke at USA\'s Midwest U.S.A.')
    expect(w.get(testid('warlord-strike-headline')).text()).not.toContain('before the battle')
    expect(w.get(testid('record-warlord-strike')).text()).toBe('Record the retaliation')
    // The rules hold the turn up until it is recorded.
    expect(decide(game.state, { kind: 'endTurn', power: 'usa' }).ok).toBe(false)
    await w.get(testid('record-warlord-strike')).trigger('click')
    await vi.waitFor(() => expect(game.state.war?.nuked).toContain('Midwest U.S.A.'))
    expect(zoneOf(game, 'Greenland').retaliationDue).toBeUndefined()
    expect(w.get(testid('warlord-nuke-result')).text()).toContain('The retaliation destroyed Midwest U.S.A.')
    expect(w.get(testid('warlord-nuke-result')).text()).not.toContain('Now the battle')
  })

  it('shows the rules\' refusal when the attacker has no nukes', async () => {
    const game = await atWar()
    expect(game.state.powers.usa!.supplies.nukes).toBe(0)
    const w = mount(WarlordBattleCard, { attachTo: document.body })
    await w.get(testid('warlord-zone')).setValue('India')
    await chip(w, 'Nukes').trigger('click')
    expect(w.text()).toContain('USA has 0 nukes on its meter and cannot fire 1.')
    expect(w.get<HTMLButtonElement>(testid('confirm-warlord-nuke')).element.disabled).toBe(true)
  })
})

describe('Capture due, read from the game rather than the card', () => {
  it('a fresh card (as after a reload) offers "Capture India" once its battle emptied it, and captures it', async () => {
    const game = await atWar()
    await send(game, { kind: 'attackWarlord', attacker: 'usa', zone: 'India', attacking: { armies: 4, navies: 0 }, attackerDice: [6, 6], defenderDice: [1, 1] })
    expect(zoneOf(game, 'India').armies).toBe(0)
    const w = mount(WarlordBattleCard, { attachTo: document.body })
    expect(w.get(testid('warlord-capture-due')).text()).toContain('India has no forces left')
    expect(w.get(testid('capture-warlord-zone')).text()).toBe('Capture India')
    await w.get(testid('capture-warlord-zone')).trigger('click')
    await vi.waitFor(() => expect(zoneOf(game, 'India').occupiedBy).toBe('usa'))
    expect(w.get(testid('warlord-capture-result')).text()).toContain('USA captured India')
    expect(w.find(testid('capture-warlord-zone')).exists()).toBe(false)
  })
  it('offers nothing while every zone still has forces', async () => {
    await atWar()
    const w = mount(WarlordBattleCard, { attachTo: document.body })
    expect(w.find(testid('warlord-capture-due')).exists()).toBe(false)
  })
})

describe('The supply center rows: leaving an occupied zone, bookkeeping reinforcements', () => {
  /** USA captured India in Stage 4 of cycle 2 (its battle emptied it). */
  async function captured(): Promise<Store> {
    const game = await atWar()
    await send(game, { kind: 'attackWarlord', attacker: 'usa', zone: 'India', attacking: { armies: 4, navies: 0 }, attackerDice: [6, 6], defenderDice: [1, 1] })
    await send(game, { kind: 'captureWarlordZone', attacker: 'usa', zone: 'India' })
    return game
  }

  it("shows the rules' refusal outside Stage 5, then lets the occupier leave in Stage 5", async () => {
    const game = await captured()
    const w = mount(WarlordsSupplyCard, { attachTo: document.body })
    expect(w.get(testid('leave-India')).text()).toBe('USA: leave India')
    expect(w.get<HTMLButtonElement>(testid('leave-India')).element.disabled).toBe(true)
    expect(w.get(testid('leave-refusal-India')).text()).toContain('A superpower moves its forces out of a zone in Stage 5')
    // Only the occupied zone offers it.
    expect(w.find(testid('leave-Greenland')).exists()).toBe(false)
    await send(game, { kind: 'endTurn', power: 'usa' })
    await playToThroughStore(game, { cycle: 2, stage: 5, bidders: ['usa'] })
    expect(w.find(testid('leave-refusal-India')).exists()).toBe(false)
    await w.get(testid('leave-India')).trigger('click')
    await vi.waitFor(() => expect(zoneOf(game, 'India').occupiedBy).toBeUndefined())
    expect(w.find(testid('leave-India')).exists()).toBe(false)
  })

  it('a zone vacated in a later cycle is listed for Stage 6 reinforcements that cycle', async () => {
    const game = await captured()
    await send(game, { kind: 'endTurn', power: 'usa' })
    await playToThroughStore(game, { cycle: 3, stage: 5, bidders: ['usa'] })
    const supply = mount(WarlordsSupplyCard, { attachTo: document.body })
    await supply.get(testid('leave-India')).trigger('click')
    await vi.waitFor(() => expect(zoneOf(game, 'India').vacatedInCycle).toBe(3))
    expect(zoneOf(game, 'India').attackedInCycle).toBe(2)
    await send(game, { kind: 'passTurn', power: 'usa' })
    await playToThroughStore(game, { cycle: 3, stage: 6, bidders: ['usa'] })
    expect(mount(Stage6Panel, { attachTo: document.body }).get(testid('warlord-reinforcements')).text()).toContain('Sivaji, the warlord of India (0 armies now)')
  })

  it('offers "Reinforce (die)" on each held zone in a bookkeeping game, not in a guided one', async () => {
    const game = await start(['warlords'], false)
    await send(game, { kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) })
    const w = mount(WarlordsSupplyCard, { attachTo: document.body })
    // The rows offer it only once the Marshall asks to reinforce: the table stays compact.
    expect(w.find(testid('reinforce-India')).exists()).toBe(false)
    await w.get(testid('toggle-reinforce')).trigger('click')
    await w.get(testid('reinforce-India')).trigger('click')
    await typeDice(w, 'reinforce-die-India', [4])
    await w.get(testid('confirm-reinforce-India')).trigger('click')
    await vi.waitFor(() => expect(zoneOf(game, 'India').armies).toBe(7))
    expect(w.find(testid('reinforce-die-India')).exists()).toBe(false)
  })
  it('and none in a guided game', async () => {
    await atWar()
    const w = mount(WarlordsSupplyCard, { attachTo: document.body })
    expect(w.find(testid('reinforce-India')).exists()).toBe(false)
  })
})
