import { describe, expect, it } from 'vitest'
import { conventionalOdds, militiaOdds, SUPERPOWERS, type FightBattle, type GameEvent, type SpaceBlast } from '@/domain'
import { battleResultLines, clashResultLines, counterattackReminder, deskDice, homeStatusText, lossBars, lossesIn, nukedCounter, oddsSummary, percent, spaceBlastLines, spoilsLines, spoilsPrompt } from '@/presentation/battle-ui'
import { apply, startedState } from '../support/games'

const fight = (over: Partial<FightBattle> = {}): FightBattle => ({
  kind: 'fightBattle',
  attacker: 'usa',
  defender: 'ussr',
  target: 'Poland',
  attacking: { armies: 3, navies: 0 },
  defending: { armies: 2, navies: 0 },
  attackerDice: [5, 3],
  defenderDice: [2, 2],
  ...over,
})
const lost = (power: 'usa' | 'ussr', force: 'armies' | 'navies', from: number, to: number): GameEvent => ({ type: 'forcesChanged', power, force, from, to })

describe('percent', () => {
  it('shows whole and one-decimal percentages, and never rounds a possible event to 0%', () => {
    expect(percent(0)).toBe('0%')
    expect(percent(1)).toBe('100%')
    expect(percent(0.5)).toBe('50%')
    expect(percent(1 / 3)).toBe('33.3%')
    expect(percent(1 / 46656)).toBe('<0.1%')
    expect(percent(1 - 1 / 46656)).toBe('>99.9%')
  })
})

describe('deskDice', () => {
  it('gives 3 armies against 2 the dice and odds of conventionalOdds (2 against 2)', () => {
    const state = startedState(['usa', 'ussr'])
    const desk = deskDice(state, { attacker: 'usa', defender: 'ussr', attacking: { armies: 3, navies: 0 }, defending: { armies: 2, navies: 0 }, convoyedArmies: 0, defenderResists: false })
    expect([desk.attacker, desk.defender]).toEqual([2, 2])
    expect(desk.odds).toEqual(conventionalOdds({ attackerDice: 2, defenderDice: 2, attackerUnits: 3, defenderUnits: 2 }))
    expect(lossBars(desk.odds.defenderLosses).map((b) => b.label)).toEqual(['0 lost', '1 lost', '2 lost'])
  })

  it('leaves convoyed armies out of fire power except in an amphibious assault', () => {
    const state = startedState(['usa', 'ussr'])
    const base = { attacker: 'usa' as const, defender: 'ussr' as const, attacking: { armies: 2, navies: 1 }, defending: { armies: 2, navies: 0 }, convoyedArmies: 2, defenderResists: false }
    expect(deskDice(state, base).attacker).toBe(1)
    expect(deskDice(state, { ...base, assault: 'amphibious' }).attacker).toBe(2)
    expect(deskDice(state, { ...base, defenderResists: true }).defender).toBe(2)
  })

  it('gives the militia the Marshall one die and the attacker none', () => {
    const state = startedState(['usa', 'ussr'])
    const desk = deskDice(state, { attacker: 'usa', defender: 'militia', attacking: { armies: 2, navies: 0 }, defending: { armies: 0, navies: 0 }, convoyedArmies: 0, defenderResists: false })
    expect([desk.attacker, desk.defender]).toEqual([0, 1])
    expect(desk.odds.attackerLosses).toEqual(militiaOdds(2))
    expect(oddsSummary(desk.odds, true)[0]).toBe(`Attacker destroyed: ${percent(militiaOdds(2)[2]!)}`)
  })
})

describe('battleResultLines', () => {
  it('says defender destroyed, the units to remove, and who may occupy', () => {
    const events = [lost('usa', 'armies', 10, 9), lost('ussr', 'armies', 8, 6)]
    expect(lossesIn(events, 'ussr')).toEqual({ armies: 2, navies: 0 })
    const lines = battleResultLines(fight(), events)
    expect(lines[0]).toBe('Defender destroyed: USSR has lost all its forces at Poland.')
    expect(lines).toContain('Remove 1 USA unit (1 army).')
    expect(lines).toContain('Remove 2 USSR units (2 armies).')
    expect(lines.some((l) => l.startsWith('USA may occupy Poland'))).toBe(true)
  })

  it('tells mutual destruction, attacker destroyed and both still there apart', () => {
    const mutual = [lost('usa', 'armies', 10, 7), lost('ussr', 'armies', 8, 6)]
    expect(battleResultLines(fight(), mutual)[0]).toBe('Mutual destruction at Poland.')
    expect(battleResultLines(fight(), [lost('usa', 'armies', 10, 7)])[0]).toContain('Attacker destroyed')
    expect(battleResultLines(fight(), [lost('ussr', 'armies', 8, 7)])[0]).toContain('Both still there')
  })

  it('for the militia: beaten or not, and the attacker losses', () => {
    const cmd = fight({ defender: 'militia', defending: { armies: 0, navies: 0 }, attackerDice: [], defenderDice: [4] })
    expect(battleResultLines(cmd, [lost('usa', 'armies', 10, 9)])).toEqual([
      'The militia is beaten: USA may occupy Poland.',
      'Remove 1 USA unit (1 army).',
      'Pay the standard moving costs to occupy Poland.',
    ])
  })
})

describe('counterattackReminder', () => {
  it('reminds a defender granted its counterattack; not the militia, nor a power whose counterattack is used', () => {
    expect(counterattackReminder('ussr', ['ussr'])).toContain('USSR may now counterattack once')
    expect(counterattackReminder('ussr', undefined)).toContain('USSR may now counterattack once')
    expect(counterattackReminder('ussr', [])).toBeUndefined()
    expect(counterattackReminder('militia', ['ussr'])).toBeUndefined()
  })
})

describe('nukedCounter', () => {
  it('counts the territories and warns of Nuclear Roulette from 12 on', () => {
    expect(nukedCounter(1)).toEqual({ text: '☢ 1 territory nuked' })
    expect(nukedCounter(11).warning).toBeUndefined()
    expect(nukedCounter(12).warning).toBe('Nuclear Roulette: the next territory nuked (the 13th) ends the game on a 6.')
    expect(nukedCounter(13).warning).toContain('(the 14th) ends the game on 5 or more')
    expect(nukedCounter(17).warning).toContain('Coup Final')
    expect(nukedCounter(18, true).warning).toContain('the game is over')
  })
})

describe('clashResultLines', () => {
  it('names the winner, or the tie, and the L-star meters to move', () => {
    const cmd = { kind: 'lstarClash' as const, attacker: 'usa' as const, defender: 'ussr' as const, attackerDie: 5, defenderDie: 2 }
    const events: GameEvent[] = [{ type: 'supplyChanged', power: 'ussr', row: 'lstars', from: 2, to: 1 }]
    expect(clashResultLines(cmd, events)).toEqual(['USA wins the clash (5 against 2).', "Move USSR's L-star meter down one, to 1."])
    expect(clashResultLines({ ...cmd, defenderDie: 5 }, [])[0]).toBe('A tie (5 against 5): both lose one L-star.')
  })
})

describe('home territories and the spoils of war', () => {
  it('words a home territory and the two prompts', () => {
    expect(homeStatusText({ status: 'held' })).toBe('held')
    expect(homeStatusText({ status: 'nuked' })).toBe('nuked')
    expect(homeStatusText({ status: 'occupied', holder: 'ussr' })).toBe(`occupied by ${SUPERPOWERS.ussr.name}`)
    expect(spoilsPrompt('claim', 'ussr', 'usa')).toMatch(/^Claim the spoils: .+ takes .+'s cash, supplies, weapons, cards and forces; its debts are forgotten\.$/)
    expect(spoilsPrompt('destroy', 'usa')).toMatch(/^Destroy .+: its money goes to the bank; everything else leaves the game\.$/)
  })

  it('lists what the Capture moves, from the state before and after', () => {
    const before = apply(startedState(['usa', 'ussr']), { kind: 'correctSupply', power: 'ussr', row: 'nukes', value: 2, reason: 'test' })
    const after = { ...before, accounts: { ...before.accounts, ussr: 0 } }
    const lines = spoilsLines(before, after, 'ussr', 'usa')
    expect(lines[0]).toMatch(/^Cash: \$[\d,]+M to /)
    expect(lines.join(' ')).toContain('2 nukes')
    expect(spoilsLines(before, after, 'ussr').join(' ')).toContain('to the bank')
  })

  it('names the L-star row "L-stars" in the spoils preview, never the field name "lstars"', () => {
    const before = apply(startedState(['usa', 'ussr']), { kind: 'correctSupply', power: 'ussr', row: 'lstars', value: 2, reason: 'test' })
    const after = { ...before, accounts: { ...before.accounts, ussr: 0 } }
    const text = spoilsLines(before, after, 'ussr', 'usa').join(' ')
    expect(text).toContain('2 L-stars')
    expect(text).not.toContain('lstars')
  })

  it('says whether a Space Blast got through', () => {
    const cmd: SpaceBlast = { kind: 'spaceBlast', attacker: 'usa', nukes: 2, screenDice: [{ power: 'ussr', dice: [6] }] }
    const wiped: GameEvent = { type: 'supplyChanged', power: 'ussr', row: 'lstars', from: 1, to: 0 }
    expect(spaceBlastLines(cmd, [wiped])[0]).toBe('A nuke got through: every L-star in the game is destroyed.')
    expect(spaceBlastLines(cmd, [])).toEqual(['The L-star screen stopped every nuke.', expect.stringMatching(/^Remove 2 nukes from /)])
  })
})
