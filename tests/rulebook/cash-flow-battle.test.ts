import { describe, expect, it } from 'vitest'
import type { PowerId, SupplyRow } from '@/domain'
import { cashFlowGame } from '../support/cash-flow'

/** USA's turn, the Attack action selected; rows set by the table's corrections. */
function atAttack(rows: Partial<Record<PowerId, Partial<Record<SupplyRow, number>>>> = {}) {
  const g = cashFlowGame(['usa', 'ussr', 'europe'], { entropyHolder: 'europe' })
  for (const [power, set] of Object.entries(rows)) {
    for (const [row, value] of Object.entries(set)) g.do({ kind: 'correctSupply', power: power as PowerId, row: row as SupplyRow, value, reason: 'test' } as never)
  }
  g.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
  return g
}

describe('Cash Flow, Conventional Attack Sequence (one combat round, matched dice)', () => {
  it('"delete one (1) grain unit for each border"; highest die against highest, the lower die loses a unit; ties to the attacker', () => {
    const g = atAttack()
    const s = g.do({ kind: 'cashFlowAttack', power: 'usa', defender: 'ussr', target: 'Kazakh', borders: 2, defenderDeletesGrain: false, attackerDice: [6, 3, 2], defenderDice: [5, 3] })
    // 6 v 5 and 3 v 3 (tie: the attacker wins): USSR loses 2, USA none; the third die is unmatched.
    expect(s.powers.usa!.supplies.grain).toBe(3)
    expect(s.powers.usa!.forces.armies).toBe(21)
    expect(s.powers.ussr!.forces.armies).toBe(19)
    expect(s.cashFlow!.turn.fought).toBe(3)
    expect(s.cashFlow!.turn.occupiable).toEqual(['Kazakh'])
  })

  it('"If the defender chooses to delete a grain unit ... the defender will win ties"', () => {
    const g = atAttack()
    const s = g.do({ kind: 'cashFlowAttack', power: 'usa', defender: 'ussr', target: 'Kazakh', borders: 1, defenderDeletesGrain: true, attackerDice: [4, 4], defenderDice: [4, 2] })
    expect(s.powers.ussr!.supplies.grain).toBe(4)
    expect(s.powers.usa!.forces.armies).toBe(20)
    expect(s.powers.ussr!.forces.armies).toBe(20)
    expect(s.cashFlow!.turn.occupiable).toEqual([])
  })

  it('"an army or navy may only participate in one combat round per turn"', () => {
    const g = atAttack()
    g.do({ kind: 'cashFlowAttack', power: 'usa', defender: 'ussr', target: 'Kazakh', borders: 1, defenderDeletesGrain: false, attackerDice: Array(20).fill(6), defenderDice: [1] })
    // 23 units (21 armies, 2 navies), 20 fought and survived: 3 left.
    expect(g.refuse({ kind: 'cashFlowAttack', power: 'usa', defender: 'europe', target: 'Iberia', borders: 1, defenderDeletesGrain: false, attackerDice: [6, 6, 6, 6], defenderDice: [1] }).message).toMatch(/3 armies and navies that have not fought this turn/)
  })

  it('refuses an attack out of its action, without the grain, or with dice that do not match the units', () => {
    const g = cashFlowGame(['usa', 'ussr'], { entropyHolder: 'ussr' })
    g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
    expect(g.refuse({ kind: 'cashFlowAttack', power: 'usa', defender: 'ussr', target: 'Kazakh', borders: 1, defenderDeletesGrain: false, attackerDice: [6], defenderDice: [1] }).code).toBe('wrong-action')
    const a = atAttack({ usa: { grain: 1 } })
    expect(a.refuse({ kind: 'cashFlowAttack', power: 'usa', defender: 'ussr', target: 'Kazakh', borders: 2, defenderDeletesGrain: false, attackerDice: [6], defenderDice: [1] }).message).toBe('Attacking over 2 borders takes 2 grain; USA has 1.')
    expect(a.refuse({ kind: 'cashFlowAttack', power: 'usa', defender: 'ussr', target: 'Kazakh', borders: 1, defenderDeletesGrain: false, attackerDice: [7], defenderDice: [1] }).code).toBe('bad-dice')
    expect(a.refuse({ kind: 'cashFlowAttack', power: 'usa', defender: 'ussr', target: 'Kazakh', borders: 1, defenderDeletesGrain: false, attackerDice: [6], defenderDice: Array(24).fill(1) }).message).toMatch(/USSR has 23 armies and navies in all, not 24/)
  })

  it('Occupation: one oil per unit moved in, only after the defender was eliminated', () => {
    const g = atAttack()
    expect(g.refuse({ kind: 'occupy', power: 'usa', target: 'Kazakh', units: 2 }).message).toMatch(/eliminated the defender/)
    g.do({ kind: 'cashFlowAttack', power: 'usa', defender: 'ussr', target: 'Kazakh', borders: 1, defenderDeletesGrain: false, attackerDice: [6], defenderDice: [1] })
    const s = g.do({ kind: 'occupy', power: 'usa', target: 'kazakh', units: 3 })
    expect(s.powers.usa!.supplies.oil).toBe(2)
    expect(s.cashFlow!.turn.occupiable).toEqual([])
  })

  it('Nationalization: companies once opened in the territory change hands', () => {
    const g = atAttack()
    // USSR's seat-1 neutral cards: Basra Oil (Iraq) and Pampas Grain (Central America).
    const basra = g.state.powers.ussr!.companies.find((c) => c.territory === 'Iraq')!
    const s = g.do({ kind: 'nationalize', power: 'usa', territory: 'Iraq', companies: [{ owner: 'ussr', companyId: basra.id }] })
    expect(s.powers.usa!.companies.map((c) => c.name)).toContain('Basra Oil')
    expect(s.powers.ussr!.companies.map((c) => c.name)).not.toContain('Basra Oil')
    expect(g.refuse({ kind: 'nationalize', power: 'usa', territory: 'Egypt', companies: [{ owner: 'ussr', companyId: g.state.powers.ussr!.companies[0]!.id }] }).message).toMatch(/not Egypt/)
  })
})

describe('Cash Flow, Nationalization of a card never opened', () => {
  it('"resource companies that have been, at some point in the game, opened": a card kept closed since it was dealt stays', () => {
    const g = cashFlowGame(['usa', 'ussr'], { entropyHolder: 'ussr' })
    const start = g.entries[0]!.command as { cashFlow: { powers: { companies: { isOpen?: boolean }[] }[] } }
    expect(start.cashFlow.powers[1]!.companies[5]).toBeDefined()
    const closed = cashFlowGame(['usa', 'ussr'], {
      entropyHolder: 'ussr',
      powers: [
        start.cashFlow.powers[0] as never,
        { ...(start.cashFlow.powers[1] as object), companies: start.cashFlow.powers[1]!.companies.map((c, i) => (i === 5 ? { ...c, isOpen: false } : c)) } as never,
      ],
    })
    closed.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
    const card = closed.state.powers.ussr!.companies[5]!
    expect(closed.refuse({ kind: 'nationalize', power: 'usa', territory: card.territory, companies: [{ owner: 'ussr', companyId: card.id }] }).message).toMatch(/has never been opened/)
  })
})

describe('Cash Flow, Strategic Attack Sequence and L-Star Clash', () => {
  it('a 6 fails a launch; the target\'s L-stars hit on 1-5; a land impact destroys armies, silos, companies and leaves the launcher\'s cloud', () => {
    const g = atAttack({ usa: { nukes: 3 }, ussr: { lstars: 1, nukes: 2 } })
    const kola = g.state.powers.ussr!.companies.find((c) => c.territory === 'Kola')!
    // 3 launched: one 6 fails; USSR's one L-star rolls 2 (a hit): 1 lands.
    expect(g.refuse({ kind: 'strategicStrike', power: 'usa', target: 'ussr', launched: 3, launchDice: [6, 1, 2], screens: [{ power: 'ussr', targeted: true, dice: [2] }], impacts: [] }).message).toMatch(/1 nuke got through \(1 failed at launch, 1 screened\)/)
    const s = g.do({
      kind: 'strategicStrike', power: 'usa', target: 'ussr', launched: 3, launchDice: [6, 1, 2], screens: [{ power: 'ussr', targeted: true, dice: [2] }],
      impacts: [{ target: 'Kola', ground: 'land', losses: { ussr: 4 }, silos: { ussr: 1 }, companies: [{ owner: 'ussr', companyId: kola.id }] }],
    })
    expect(s.powers.usa!.supplies.nukes).toBe(0)
    expect(s.powers.ussr!.forces.armies).toBe(17)
    expect(s.powers.ussr!.supplies.nukes).toBe(1)
    expect(s.powers.ussr!.companies.some((c) => c.territory === 'Kola')).toBe(false)
    expect(s.cashFlow!.clouds).toEqual({ usa: 1 })
  })

  it('a power not targeted misses on 4, 5, 6; a space blast through eliminates every L-star', () => {
    const g = atAttack({ usa: { nukes: 2 }, ussr: { lstars: 2 }, europe: { lstars: 1 } })
    // Europe (not targeted) rolls a 4: a miss. USSR rolls 6 and 6: misses. Both nukes land.
    expect(g.refuse({ kind: 'strategicStrike', power: 'usa', target: 'ussr', launched: 2, launchDice: [1, 1], screens: [{ power: 'ussr', targeted: true, dice: [6, 6] }, { power: 'europe', targeted: false, dice: [4] }], impacts: [] }).message).toMatch(/^2 nukes got through/)
    const s = g.do({ kind: 'strategicStrike', power: 'usa', launched: 1, launchDice: [3], spaceBlast: true, screens: [{ power: 'ussr', targeted: false, dice: [4, 5] }], impacts: [] })
    expect(s.powers.ussr!.supplies.lstars).toBe(0)
    expect(s.powers.europe!.supplies.lstars).toBe(0)
  })

  it('L-star clash: matched dice, the low die loses an L-star, a tie loses one each', () => {
    const g = atAttack({ usa: { lstars: 2 }, ussr: { lstars: 2 } })
    const s = g.do({ kind: 'clashLstars', power: 'usa', defender: 'ussr', attackerDice: [5, 3], defenderDice: [5, 2] })
    expect(s.powers.usa!.supplies.lstars).toBe(1)
    expect(s.powers.ussr!.supplies.lstars).toBe(0)
    expect(g.refuse({ kind: 'clashLstars', power: 'usa', defender: 'europe', attackerDice: [5], defenderDice: [] }).message).toMatch(/one die for each L-star it owns \(0\)/)
  })
})

describe('Cash Flow, Nuclear Destruction', () => {
  it('"If the last home territory of a superpower is destroyed by a nuke, that player is immediately eliminated"', () => {
    const g = atAttack({ usa: { nukes: 6 } })
    const homes = ['British Isles', 'Eastern Europe', 'Western Europe', 'Iberia']
    // Four of Europe's five homes: still in the game; each stays destroyed.
    g.do({ kind: 'strategicStrike', power: 'usa', target: 'europe', launched: 4, launchDice: [1, 1, 1, 1], screens: [], impacts: homes.map((target) => ({ target, ground: 'land' as const })) })
    expect(g.state.cashFlow!.nuked).toEqual({ europe: homes })
    expect(g.state.cashFlow!.eliminated).toBeUndefined()
    const s = g.do({ kind: 'strategicStrike', power: 'usa', target: 'europe', launched: 1, launchDice: [2], screens: [], impacts: [{ target: 'Scandinavia', ground: 'land' }] })
    // "His Resource companies are discarded, his money is returned to the bank and his armies, navies and silos are removed".
    expect(s.cashFlow!.eliminated).toEqual(['europe'])
    expect(s.powers.europe!.companies).toEqual([])
    expect(s.accounts.europe).toBe(0)
    expect(s.powers.europe!.forces).toMatchObject({ armies: 0, navies: 0 })
    // Europe held the entropy token: it passes to the player on its right (USSR, seated before it).
    expect(s.cashFlow!.entropyHolder).toBe('ussr')
    // Play goes on without Europe: USA, USSR, USA...
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    g.do({ kind: 'discardForEntropy', power: 'ussr', typeDice: [5], productionDie: 3 })
    g.do({ kind: 'selectAction', power: 'ussr', action: 'market' })
    expect(g.do({ kind: 'endCashFlowTurn', power: 'ussr' }).cashFlow!.turn.power).toBe('usa')
  })
})
