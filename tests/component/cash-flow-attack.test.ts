import { describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import type { PowerId, SupplyRow } from '@/domain'
import { matchedBattleOdds, strikeOdds } from '@/domain/modules/cash-flow'
import { percent } from '@/presentation/odds-text'
import { useGameStore } from '@/stores/game'
import AttackAction from '@/components/cash-flow/actions/AttackAction.vue'
import { ACTION_FORMS } from '@/components/cash-flow/action-forms'
import { cashFlowStart } from '../support/cash-flow'
import { button, send, useFreshGameStore, type GameStore } from './support'

/** The Cash Flow Attack action's desk: odds before the roll, a fight sent, occupation, nationalization, a strike, a clash. */
useFreshGameStore()

/** USA's turn in a USA / USSR / Europe Cash Flow game, the Attack action selected; rows corrected first. */
async function atAttack(rows: Partial<Record<PowerId, Partial<Record<SupplyRow, number>>>> = {}): Promise<GameStore> {
  const game = useGameStore()
  const started = await game.start(cashFlowStart(['usa', 'ussr', 'europe'], { entropyHolder: 'europe' }))
  if (!started.ok) throw new Error('the game did not start')
  for (const [power, set] of Object.entries(rows)) {
    for (const [row, value] of Object.entries(set)) await send(game, { kind: 'correctSupply', power: power as PowerId, row: row as SupplyRow, value, reason: 'test' })
  }
  await send(game, { kind: 'selectAction', power: 'usa', action: 'attack' })
  return game
}

const testid = (id: string) => `[data-testid="${id}"]`

async function typeDice(w: VueWrapper, id: string, faces: number[]): Promise<void> {
  for (const [i, f] of faces.entries()) await w.get(`${testid(id)} [aria-label="Die ${i + 1} shows ${f}"]`).trigger('click')
}

async function more(w: VueWrapper, label: string, times: number): Promise<void> {
  const b = w.findAll('button').find((x) => x.attributes('aria-label') === `more ${label}`)
  if (!b) throw new Error(`no "more ${label}" button`)
  for (let i = 0; i < times; i += 1) await b.trigger('click')
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0))
}

/** Kazakh attacked over one border by 3 USA units against 2 of the USSR's. */
async function kazakh(w: VueWrapper, attacking = 3, defending = 2): Promise<void> {
  await w.get(testid('cf-attack-target')).setValue('Kazakh')
  await w.get(`${testid('cf-conventional')} ${testid('pick-ussr')}`).trigger('click')
  await more(w, 'Attacking units', attacking - 1)
  await more(w, 'Defending units', defending - 1)
}

describe('The Cash Flow Attack action form', () => {
  it('is the Attack action\'s form on the Turn screen', () => {
    expect(ACTION_FORMS.attack).toBe(AttackAction)
  })

  it('shows the exact odds before the roll: the USSR wiped out, expected losses, the most likely outcomes', async () => {
    await atAttack()
    const w = mount(AttackAction)
    await kazakh(w)
    const odds = matchedBattleOdds({ attackers: 3, defenders: 2, defenderWinsTies: false })
    const lines = w.get(testid('cf-attack-odds-lines')).text()
    expect(lines).toContain(`USSR wiped out: ${percent(odds.defenderEliminated)} (USA may then occupy).`)
    expect(lines).toContain(`Expected units lost: USA ${odds.expectedAttackerLosses.toFixed(2)}, USSR ${odds.expectedDefenderLosses.toFixed(2)}.`)
    expect(w.get(testid('cf-attack-rerolls')).text()).toContain('nobody re-rolls')
    expect(w.findAll(`${testid('cf-attack-likely')} li`)).toHaveLength(3)
    // The defender's grain for ties changes the odds: ties go to the USSR.
    await button(w, 'Yes: ties to the defender').trigger('click')
    const tied = matchedBattleOdds({ attackers: 3, defenders: 2, defenderWinsTies: true })
    expect(w.get(testid('cf-attack-odds-lines')).text()).toContain(`USSR wiped out: ${percent(tied.defenderEliminated)}`)
  })

  it('says who re-rolls with the L-star advantage, advises which dice, and sends the faces after the re-roll', async () => {
    const game = await atAttack({ usa: { lstars: 2 } })
    const w = mount(AttackAction)
    await kazakh(w, 2, 1)
    expect(w.get(testid('cf-attack-rerolls')).text()).toContain('USA may re-roll 2 dice')
    const odds = matchedBattleOdds({ attackers: 2, defenders: 1, defenderWinsTies: false, rerolls: { side: 'attacker', count: 2 } })
    expect(w.get(testid('cf-attack-odds-lines')).text()).toContain(`USSR wiped out: ${percent(odds.defenderEliminated)}`)
    await typeDice(w, 'cf-attack-dice-attacker', [2, 5])
    await typeDice(w, 'cf-attack-dice-defender', [6])
    expect(w.get(testid('cf-attack-advice')).text()).toBe('Advice: re-roll the 2 (1 more allowed, but the rest show more than 3).')
    await typeDice(w, 'cf-attack-rerolled', [6])
    // 6 v 6 after the re-roll: a tie, to the attacker.
    expect(w.get(testid('cf-attack-pairs')).text()).toContain('6 v 6, a tie: USSR loses a unit')
    await w.get(testid('cf-attack-fight')).trigger('click')
    await settle()
    const entry = game.entries[game.entries.length - 1]!
    expect(entry.command).toMatchObject({ kind: 'cashFlowAttack', attackerDice: [6, 5], defenderDice: [6], target: 'Kazakh', borders: 1 })
  })

  it('sends the fight with the pairs in words, then occupies the emptied target for one oil a unit', async () => {
    const game = await atAttack()
    const w = mount(AttackAction)
    await kazakh(w)
    await typeDice(w, 'cf-attack-dice-attacker', [6, 3, 2])
    await typeDice(w, 'cf-attack-dice-defender', [5, 3])
    const pairs = w.get(testid('cf-attack-pairs')).text()
    expect(pairs).toContain('6 v 5: USSR loses a unit')
    expect(pairs).toContain('3 v 3, a tie: USSR loses a unit')
    expect(pairs).toContain("USA's lowest die is not matched")
    expect(w.get(testid('cf-attack-losses')).text()).toBe('USA loses 0, USSR loses 2 armies or navies.')
    // The table says one of the two was a navy.
    await more(w, "Of USSR's losses, navies", 1)
    await w.get(testid('cf-attack-fight')).trigger('click')
    await settle()
    expect(game.state.powers.ussr!.forces).toMatchObject({ armies: 20, navies: 1 })
    expect(game.state.powers.usa!.supplies.grain).toBe(4)
    expect(w.get(testid('cf-attack-done')).text()).toContain('USA loses 0, USSR loses 2')
    // The three that fought cannot fight again this turn: 20 of 23 are left to attack with.
    expect(w.get(testid('cf-conventional')).text()).toContain('20 have not fought this turn')
    await more(w, 'Attacking units', 30)
    expect(w.get('input[aria-label="Attacking units"]').attributes('aria-valuenow')).toBe('20')
    // Occupation: Kazakh is open to it; 3 units in, 3 oil.
    expect(w.findAll(testid('cf-occupy'))).toHaveLength(1)
    await more(w, 'Units moving into Kazakh', 2)
    expect(w.get(testid('cf-occupy')).text()).toContain('One oil each: 3 of 5 oil.')
    await button(w, 'Occupy Kazakh').trigger('click')
    await settle()
    expect(game.state.powers.usa!.supplies.oil).toBe(2)
    expect(w.findAll(testid('cf-occupy'))).toHaveLength(0)
  })

  it('an empty target: no defender dice, the grain for the border, then the occupation is open', async () => {
    const game = await atAttack()
    const w = mount(AttackAction)
    await w.get(testid('cf-attack-target')).setValue('Mongolia')
    await button(w, 'Nobody (empty)').trigger('click')
    expect(w.find(testid('cf-attack-odds')).exists()).toBe(false)
    expect(w.find(testid('cf-attack-dice-defender')).exists()).toBe(false)
    await typeDice(w, 'cf-attack-dice-attacker', [1])
    await w.get(testid('cf-attack-fight')).trigger('click')
    await settle()
    expect(game.entries.at(-1)!.command).toMatchObject({ kind: 'cashFlowAttack', target: 'Mongolia', defenderDice: [], defenderDeletesGrain: false })
    expect(game.entries.at(-1)!.command).not.toHaveProperty('defender')
    expect(game.state.powers.usa!.supplies.grain).toBe(4)
    expect(button(w, 'Occupy Mongolia').exists()).toBe(true)
  })

  it('shows the rules\' refusal in plain words and sends nothing: not enough grain for the borders', async () => {
    const game = await atAttack({ usa: { grain: 1 } })
    const w = mount(AttackAction)
    await kazakh(w, 1, 1)
    await more(w, 'Borders crossed', 1)
    await typeDice(w, 'cf-attack-dice-attacker', [6])
    await typeDice(w, 'cf-attack-dice-defender', [1])
    await settle()
    expect(w.text()).toContain('Attacking over 2 borders takes 2 grain; USA has 1.')
    expect(w.get(testid('cf-attack-fight')).attributes('disabled')).toBeDefined()
    expect(game.entries.at(-1)!.command.kind).toBe('selectAction')
  })

  it('nationalizes a company once opened in an occupied territory', async () => {
    const game = await atAttack()
    const w = mount(AttackAction)
    await w.get(testid('cf-nationalize-open')).trigger('click')
    await w.get(testid('cf-nationalize-territory')).setValue('Iraq')
    await w.findAll(`${testid('cf-nationalize')} button`).find((b) => b.text().includes('Basra Oil'))!.trigger('click')
    await w.get(testid('cf-nationalize-confirm')).trigger('click')
    await settle()
    expect(game.state.powers.usa!.companies.map((c) => c.name)).toContain('Basra Oil')
  })

  it('a nuclear strike: the chance k land before the launch, the dice, then where each nuke that got through struck', async () => {
    const game = await atAttack({ usa: { nukes: 2 }, ussr: { lstars: 1 } })
    const w = mount(AttackAction)
    await button(w, 'Nuclear strike').trigger('click')
    await w.get(`${testid('cf-strike')} [aria-label="Target"] ${testid('pick-ussr')}`).trigger('click')
    await more(w, 'Nukes launched', 1)
    const odds = strikeOdds({ nukes: 2, screeners: [{ lstars: 1, targeted: true }] })
    expect(w.get(testid('cf-strike-odds')).text()).toContain(`At least one lands: ${percent(odds.anyLands)}.`)
    expect(w.get(testid('cf-strike-bars')).text()).toContain(percent(odds.landed[2]!))
    await typeDice(w, 'cf-strike-launch', [1, 6])
    await typeDice(w, 'cf-strike-screen-ussr', [6])
    expect(w.get(testid('cf-strike-tally')).text()).toBe('1 launch failed (a 6), 0 screened: 1 got through: where did each strike?')
    await w.get(testid('cf-impact-0-target')).setValue('Kazakh')
    await more(w, 'USSR armies destroyed', 3)
    await w.get(testid('cf-strike-confirm')).trigger('click')
    await settle()
    expect(game.state.powers.usa!.supplies.nukes).toBe(0)
    expect(game.state.powers.ussr!.forces.armies).toBe(18)
    expect(game.state.cashFlow!.clouds.usa).toBe(1)
    expect(w.get(testid('cf-strike-done')).text()).toContain('1 got through.')
  })

  it('a screen hit stops a nuke: none got through, no impact to say, the silo is still spent', async () => {
    const game = await atAttack({ usa: { nukes: 1 }, ussr: { lstars: 1 } })
    const w = mount(AttackAction)
    await button(w, 'Nuclear strike').trigger('click')
    await w.get(`${testid('cf-strike')} [aria-label="Target"] ${testid('pick-ussr')}`).trigger('click')
    await typeDice(w, 'cf-strike-launch', [1])
    await typeDice(w, 'cf-strike-screen-ussr', [2])
    expect(w.get(testid('cf-strike-tally')).text()).toBe('No launch failed (a 6), 1 screened: none got through.')
    expect(w.find(testid('cf-impact-0')).exists()).toBe(false)
    await w.get(testid('cf-strike-confirm')).trigger('click')
    await settle()
    expect(game.state.powers.usa!.supplies.nukes).toBe(0)
    expect(game.state.cashFlow!.clouds.usa ?? 0).toBe(0)
  })

  it('an L-star clash: odds, the pairs in words, then the L-stars lost', async () => {
    const game = await atAttack({ usa: { lstars: 2 }, ussr: { lstars: 1 } })
    const w = mount(AttackAction)
    await button(w, 'L-star clash').trigger('click')
    await w.get(`${testid('cf-clash')} ${testid('pick-ussr')}`).trigger('click')
    expect(w.find(testid('cf-clash-odds')).exists()).toBe(true)
    await typeDice(w, 'cf-clash-dice-attacker', [4])
    await typeDice(w, 'cf-clash-dice-defender', [4])
    expect(w.get(testid('cf-clash-pairs')).text()).toContain('4 v 4, a tie: USA and USSR each lose an L-star')
    await w.get(testid('cf-clash-confirm')).trigger('click')
    await settle()
    expect(game.state.powers.usa!.supplies.lstars).toBe(1)
    expect(game.state.powers.ussr!.supplies.lstars).toBe(0)
  })
})
