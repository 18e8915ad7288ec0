import { describe, expect, it } from 'vitest'
import type { PowerId, SupplyRow } from '@/domain'
import type { NukeImpact, StrategicStrike } from '@/domain/modules/cash-flow'
import { cashFlowGame } from '../support/cash-flow'

/**
 * Tests that bite (issue 26): every guard of strike.ts and the defender's grain of attack.ts at its
 * edge, each quoting variant-cash-flow.txt v1.2 (Strategic Attack Sequence, L-Star Clash, Conventional
 * Attack Sequence). Each power starts with 21 armies, 2 navies, 5 grain.
 */
function atAttack(rows: Partial<Record<PowerId, Partial<Record<SupplyRow, number>>>>, powers: PowerId[] = ['usa', 'ussr', 'europe'], holder: PowerId = 'europe') {
  const g = cashFlowGame(powers, { entropyHolder: holder })
  for (const [power, set] of Object.entries(rows)) {
    for (const [row, value] of Object.entries(set)) g.do({ kind: 'correctSupply', power: power as PowerId, row: row as SupplyRow, value, reason: 'test' } as never)
  }
  g.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
  return g
}

const strike = (launched: number, impacts: NukeImpact[], more: Partial<StrategicStrike> = {}): StrategicStrike => ({
  kind: 'strategicStrike', power: 'usa', target: 'ussr', launched, launchDice: Array(launched).fill(1), screens: [], impacts, ...more,
})

describe('Cash Flow strikes: what is launched', () => {
  it('"removing a number of his silos equal to the number of nukes launched": 1 to the nukes held', () => {
    const g = atAttack({ usa: { nukes: 2 } })
    const words = 'USA has 2 nukes in its silos: launch 1 to 2.'
    expect(g.refuse(strike(0, [])).message).toBe(words)
    expect(g.refuse(strike(3, [{ target: 'Kola', ground: 'land' }, { target: 'Kola', ground: 'land' }, { target: 'Kola', ground: 'land' }])).message).toBe(words)
    expect(g.do(strike(2, [{ target: 'Kola', ground: 'dark-sea' }, { target: 'Arctic', ground: 'dark-sea' }])).powers.usa!.supplies.nukes).toBe(0)
  })

  it('a target that is another power in the game; one launch die per nuke', () => {
    const g = atAttack({ usa: { nukes: 2 } })
    expect(g.refuse(strike(1, [], { target: 'usa' })).message).toBe('Say which power the nukes are launched at.')
    expect(g.refuse(strike(1, [], { target: undefined })).message).toBe('Say which power the nukes are launched at.')
    expect(g.refuse(strike(1, [], { target: 'china' })).message).toBe('Say which power the nukes are launched at.')
    expect(g.refuse(strike(2, [], { launchDice: [1] })).message).toBe('Roll one launch die for each of the 2 nukes (a 6 fails).')
    expect(g.refuse(strike(1, [{ target: 'Kola', ground: 'land' }], { launchDice: [1, 6] })).message).toBe('Roll one launch die for each of the 1 nukes (a 6 fails).')
    expect(g.refuse(strike(1, [], { launchDice: [7] })).code).toBe('bad-dice')
  })

  it('"For each six (6) rolled a launch fails": a 5 flies, a 6 does not', () => {
    const g = atAttack({ usa: { nukes: 2 } })
    expect(g.refuse(strike(2, [], { launchDice: [5, 6] })).message).toBe('1 nuke got through (1 failed at launch, 0 screened): say where it struck.')
    expect(g.refuse(strike(2, [{ target: 'Kola', ground: 'land' }], { launchDice: [1, 2] })).message).toBe('2 nukes got through (0 failed at launch, 0 screened): say where each struck.')
  })
})

describe('Cash Flow strikes: the L-star screen', () => {
  it('"L-stars may only fire once per strategic combat": one die per L-star, each power once', () => {
    const g = atAttack({ usa: { nukes: 1 }, ussr: { lstars: 1 } })
    expect(g.refuse(strike(1, [], { screens: [{ power: 'ussr', targeted: true, dice: [6, 6] }] })).message).toBe('USSR has 1 L-stars: one die each at most ("L-stars may only fire once per strategic combat").')
    expect(g.refuse(strike(1, [], { screens: [{ power: 'ussr', targeted: true, dice: [6] }, { power: 'ussr', targeted: true, dice: [] }] })).message).toBe('Each screening power screens once.')
    expect(g.refuse(strike(1, [], { screens: [{ power: 'china', targeted: false, dice: [] }] })).code).toBe('unknown-power')
  })

  it('the targeted power hits on 1-5 ("does not roll a six"), a power not targeted on 1-3 ("miss on a roll of four, five or six")', () => {
    const g = atAttack({ usa: { nukes: 3 }, ussr: { lstars: 1 }, europe: { lstars: 2 } })
    // USSR targeted rolls 5: a hit. Europe not targeted rolls 3 (a hit) and 4 (a miss): 2 of 3 stopped.
    const screens = [{ power: 'ussr' as const, targeted: true, dice: [5] }, { power: 'europe' as const, targeted: false, dice: [3, 4] }]
    expect(g.refuse(strike(3, [], { screens })).message).toBe('1 nuke got through (0 failed at launch, 2 screened): say where it struck.')
    // The screen never stops more than flew.
    const s = g.do(strike(1, [], { screens: [{ power: 'ussr', targeted: true, dice: [1] }, { power: 'europe', targeted: false, dice: [1, 1] }] }))
    expect(s.powers.usa!.supplies.nukes).toBe(2)
    expect(s.cashFlow!.clouds).toEqual({})
  })

  it('"If any nukes designated for a space blast are not shot down, all l-stars ... eliminated": a blast fully stopped leaves every L-star; everyone misses on 4-6, the attacker too', () => {
    const g = atAttack({ usa: { nukes: 2, lstars: 1 }, ussr: { lstars: 2 } })
    const blast = (dice: number[], launchDice = [1, 1]): StrategicStrike => ({ kind: 'strategicStrike', power: 'usa', spaceBlast: true, launched: 2, launchDice, screens: [{ power: 'ussr', targeted: true, dice }], impacts: [] })
    // Two stopped by USSR's 3s (a "targeted" flag does not make a space blast 1-5): nothing lands.
    const stopped = g.do(blast([3, 2]))
    expect(stopped.powers.ussr!.supplies.lstars).toBe(2)
    expect(stopped.powers.usa!.supplies.lstars).toBe(1)
    expect(stopped.powers.usa!.supplies.nukes).toBe(0)
    const h = atAttack({ usa: { nukes: 2, lstars: 1 }, ussr: { lstars: 2 } })
    // A 4 misses against a space blast, even for a power that says it is targeted: one gets through.
    const through = h.do(blast([3, 4]))
    expect(through.powers.ussr!.supplies.lstars).toBe(0)
    expect(through.powers.usa!.supplies.lstars).toBe(0)
    const k = atAttack({ usa: { nukes: 3, lstars: 1 }, ussr: { lstars: 2 } })
    // Both launches fail (6s): nothing to stop, nothing lost.
    expect(k.do(blast([], [6, 6])).powers.ussr!.supplies.lstars).toBe(2)
    expect(k.refuse({ kind: 'strategicStrike', power: 'usa', spaceBlast: true, launched: 1, launchDice: [1], screens: [], impacts: [{ target: 'Kola', ground: 'land' }] }).message).toBe('A space blast strikes no territory.')
  })
})

describe('Cash Flow strikes: where they land', () => {
  it('"Light Blue Sea Impact ... navies ... removed. Resource cards within that territory are not discarded. The nuke cloud does not persist at sea"; "Nukes have no effect in a dark blue sea zone"', () => {
    const g = atAttack({ usa: { nukes: 3 } })
    const s = g.do(strike(2, [{ target: 'Barents Sea', ground: 'light-sea', losses: { ussr: 2 } }, { target: 'Arctic Ocean', ground: 'dark-sea', losses: { ussr: 9 } }]))
    expect(s.powers.ussr!.forces).toMatchObject({ armies: 21, navies: 0 })
    // No cloud at sea: no point lost at scoring.
    expect(s.cashFlow!.clouds).toEqual({})
    expect(g.refuse(strike(1, [{ target: 'Barents Sea', ground: 'light-sea', silos: { ussr: 0 } }])).message).toBe('At sea a nuke destroys navies only: "Resource cards within that territory are not discarded."')
    const kola = g.state.powers.ussr!.companies.find((c) => c.territory === 'Kola')!
    expect(g.refuse(strike(1, [{ target: 'Barents Sea', ground: 'light-sea', companies: [{ owner: 'ussr', companyId: kola.id }] }])).code).toBe('bad-command')
    expect(g.refuse(strike(1, [{ target: 'Kola', ground: 'space' as never }])).message).toBe('Say whether each nuke struck land, a light blue sea or a dark blue sea.')
    expect(g.refuse(strike(1, [{ target: '  ', ground: 'land' }])).message).toBe('Name where each nuke struck.')
  })

  it('"all armies in that territory are removed": no more than their owner has, never fewer than none', () => {
    const g = atAttack({ usa: { nukes: 1 } })
    expect(g.refuse(strike(1, [{ target: 'Kola', ground: 'land', losses: { ussr: 22 } }])).message).toBe('Count the armies destroyed in Kola (no more than their owner has).')
    expect(g.refuse(strike(1, [{ target: 'Kola', ground: 'land', losses: { ussr: -1 } }])).code).toBe('bad-number')
    expect(g.refuse(strike(1, [{ target: 'Barents Sea', ground: 'light-sea', losses: { ussr: 3 } }])).message).toBe('Count the navies destroyed in Barents Sea (no more than their owner has).')
    expect(g.do(strike(1, [{ target: 'Kola', ground: 'land', losses: { ussr: 21, europe: 0 } }])).powers.ussr!.forces.armies).toBe(0)
  })

  it('silos hit "may be destroyed": no more than the owner\'s nukes, the launcher\'s counted after its launch', () => {
    const g = atAttack({ usa: { nukes: 2 }, ussr: { nukes: 1 } })
    expect(g.refuse(strike(1, [{ target: 'Kola', ground: 'land', silos: { ussr: 2 } }])).message).toBe('Count the silos destroyed in Kola (no more than their owner\'s nukes).')
    // USA launched 1 of 2: only 1 silo of its own is left to be hit.
    expect(g.refuse(strike(1, [{ target: 'Alaska', ground: 'land', silos: { usa: 2 } }])).code).toBe('bad-number')
    const s = g.do(strike(1, [{ target: 'Alaska', ground: 'land', silos: { usa: 1, ussr: 1 } }]))
    expect(s.powers.usa!.supplies.nukes).toBe(0)
    expect(s.powers.ussr!.supplies.nukes).toBe(0)
  })

  it('"All resource companies located in the nuked territory must be discarded": only those there', () => {
    const g = atAttack({ usa: { nukes: 1 } })
    const kola = g.state.powers.ussr!.companies.find((c) => c.territory === 'Kola')!
    expect(g.refuse(strike(1, [{ target: 'Siberia', ground: 'land', companies: [{ owner: 'ussr', companyId: kola.id }] }])).message).toBe(`${kola.name} is in Kola, not Siberia.`)
    expect(g.refuse(strike(1, [{ target: 'Kola', ground: 'land', companies: [{ owner: 'ussr', companyId: 'nope' }] }])).message).toBe('Choose the companies in the nuked territory.')
  })

  it('"One (1) victory point is deducted ... for each nuke cloud on the board that was placed by his country": one per nuke on land, added to those before', () => {
    const g = atAttack({ usa: { nukes: 3 } })
    g.do(strike(1, [{ target: 'Kola', ground: 'land' }]))
    expect(g.do(strike(2, [{ target: 'Siberia', ground: 'land' }, { target: 'Barents Sea', ground: 'light-sea' }])).cashFlow!.clouds).toEqual({ usa: 2 })
  })
})

describe('Cash Flow strikes: Nuclear Destruction and the entropy token', () => {
  const USA = ['Alaska', 'Eastern U.S.A.', 'Midwest U.S.A.', 'Western U.S.A.']

  it('a home struck twice counts once; names are read whatever their case', () => {
    const g = atAttack({ ussr: { nukes: 5 } })
    g.do({ kind: 'strategicStrike', power: 'ussr', target: 'usa', launched: 2, launchDice: [1, 1], screens: [], impacts: [{ target: 'alaska', ground: 'land' }, { target: 'Alaska', ground: 'land' }] })
    expect(g.state.cashFlow!.nuked).toEqual({ usa: ['Alaska'] })
    g.do({ kind: 'strategicStrike', power: 'ussr', target: 'usa', launched: 2, launchDice: [1, 1], screens: [], impacts: [{ target: 'Eastern U.S.A.', ground: 'land' }, { target: 'Midwest U.S.A.', ground: 'light-sea' }] })
    // A nuke at sea destroys no home.
    expect(g.state.cashFlow!.nuked).toEqual({ usa: ['Alaska', 'Eastern U.S.A.'] })
    expect(g.state.cashFlow!.eliminated).toBeUndefined()
  })

  it('"passes the entropy token to the player on his right": a holder out of the game in the first seat hands it to the last seat still in', () => {
    const g = atAttack({ ussr: { nukes: 4 } }, ['usa', 'ussr', 'europe', 'china'], 'usa')
    g.do({ kind: 'strategicStrike', power: 'ussr', target: 'usa', launched: 4, launchDice: [1, 1, 1, 1], screens: [], impacts: USA.map((target) => ({ target, ground: 'land' as const })) })
    expect(g.state.cashFlow!.eliminated).toEqual(['usa'])
    expect(g.state.cashFlow!.entropyHolder).toBe('china')
    // USA went out in its own turn: USSR plays next, without the token.
    expect(g.state.cashFlow!.turn).toEqual({ power: 'ussr', number: 2, entropyDue: false })
  })

  it('a holder not out keeps the token; a power out who did not hold it changes nothing', () => {
    const g = atAttack({ ussr: { nukes: 4 } }, ['usa', 'ussr', 'europe', 'china'], 'europe')
    g.do({ kind: 'strategicStrike', power: 'ussr', target: 'usa', launched: 4, launchDice: [1, 1, 1, 1], screens: [], impacts: USA.map((target) => ({ target, ground: 'land' as const })) })
    expect(g.state.cashFlow!.entropyHolder).toBe('europe')
  })
})

describe('Cash Flow, L-Star Clash guards', () => {
  it('"The attacker rolls one die for each l-star he wishes to participate ... The defender rolls one die for each l-star they own"', () => {
    const g = atAttack({ usa: { lstars: 2 }, ussr: { lstars: 1 } })
    expect(g.refuse({ kind: 'clashLstars', power: 'usa', defender: 'ussr', attackerDice: [], defenderDice: [3] }).message).toBe('USA has 2 L-stars: roll one die for each taking part (at least one).')
    expect(g.refuse({ kind: 'clashLstars', power: 'usa', defender: 'ussr', attackerDice: [1, 2, 3], defenderDice: [3] }).code).toBe('bad-dice')
    expect(g.refuse({ kind: 'clashLstars', power: 'usa', defender: 'ussr', attackerDice: [4], defenderDice: [3, 3] }).message).toBe('USSR rolls one die for each L-star it owns (1).')
    expect(g.refuse({ kind: 'clashLstars', power: 'usa', defender: 'usa', attackerDice: [4], defenderDice: [3] }).message).toBe('Say whose L-stars are attacked.')
    // "In the event of a tie, both players lose an l-star."
    const s = g.do({ kind: 'clashLstars', power: 'usa', defender: 'ussr', attackerDice: [4], defenderDice: [4] })
    expect([s.powers.usa!.supplies.lstars, s.powers.ussr!.supplies.lstars]).toEqual([1, 0])
  })

  it('only in the Attack action of the power whose turn it is', () => {
    const g = cashFlowGame(['usa', 'ussr'], { entropyHolder: 'ussr' })
    g.do({ kind: 'correctSupply', power: 'usa', row: 'lstars', value: 1, reason: 'test' } as never)
    g.do({ kind: 'correctSupply', power: 'ussr', row: 'lstars', value: 1, reason: 'test' } as never)
    g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
    expect(g.refuse({ kind: 'clashLstars', power: 'usa', defender: 'ussr', attackerDice: [4], defenderDice: [3] }).message).toBe('An L-star clash is made in an Attack action.')
    expect(g.refuse({ kind: 'clashLstars', power: 'ussr', defender: 'usa', attackerDice: [4], defenderDice: [3] }).code).toBe('not-your-turn')
  })
})

describe("Cash Flow, the defender's grain: \"the defender has the option of deleting a grain unit to gain a combat advantage\"", () => {
  const attack = (defenderDeletesGrain: boolean, attackerDice = [4], defenderDice = [4]) =>
    ({ kind: 'cashFlowAttack', power: 'usa', defender: 'ussr', target: 'Kazakh', borders: 1, defenderDeletesGrain, attackerDice, defenderDice }) as never

  it('his last grain unit will do; none refuses; it is one unit, whatever the dice', () => {
    const g = atAttack({ ussr: { grain: 1 } })
    const s = g.do(attack(true, [4, 4], [4, 4]))
    expect(s.powers.ussr!.supplies.grain).toBe(0)
    // Both ties to the defender: USA loses 2, USSR none.
    expect(s.powers.usa!.forces.armies).toBe(19)
    expect(s.powers.ussr!.forces.armies).toBe(21)
    const h = atAttack({ ussr: { grain: 0 } })
    expect(h.refuse(attack(true))).toMatchObject({ code: 'no-sets', message: 'USSR has no grain to delete for the ties.' })
    // Without it the attacker wins the tie, and the defender keeps its grain.
    const k = atAttack({})
    const t = k.do(attack(false))
    expect(t.powers.ussr!.supplies.grain).toBe(5)
    expect(t.powers.ussr!.forces.armies).toBe(20)
  })
})
