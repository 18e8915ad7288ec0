/**
 * What declaring and lifting a Cash Flow blockade or siege decides, word for word and event by event
 * (blockade.ts against shared/rules/variant-cash-flow.txt v1.2: "At the conclusion of any deploy
 * action [attack action], a player may declare blockade on a territory if he has navies blocking all
 * ports of that territory"; "if all of your home ports are blocked by enemy navies then the enemy may
 * declare a siege"), with the turn's own guards and a Deployment's oil.
 * Expected outcomes: tests/golden/cash-flow-blockade-decisions.json (see support/cash-flow-golden.ts).
 */
import { describe, expect, it } from 'vitest'
import { nextTurn, requireCashFlow, requireTurn } from '@/domain/modules/cash-flow/turn'
import type { CashFlowAction, DeclareBlockade, Deploy } from '@/domain/modules/cash-flow'
import { goldenCases, outcome, table, type GoldenCase } from '../support/cash-flow-golden'

/** USA's `action` selected. */
function at(action: CashFlowAction) {
  const g = table()
  g.do({ kind: 'selectAction', power: 'usa', action })
  return g
}
const declare = (more: Partial<DeclareBlockade>): DeclareBlockade => ({ kind: 'declareBlockade', power: 'usa', ...more })
const deploy = (more: Partial<Deploy>): Deploy => ({ kind: 'deploy', power: 'usa', armyMoves: 0, naviesMoved: 0, bridgings: 0, ...more })

/** USA blockades Iraq and besieges Europe in its Deployment; then USSR attacks. */
function ussrAttacksAfterUsaBlockades() {
  const g = at('deployment')
  g.do(declare({ territory: 'Iraq' }))
  g.do(declare({ siegeOf: 'europe' }))
  g.do({ kind: 'endCashFlowTurn', power: 'usa' })
  g.do({ kind: 'selectAction', power: 'ussr', action: 'attack' })
  return g
}
/** ...and sinks one of USA's two navies in the Persian Gulf. */
function ussrSinksAUsaNavy() {
  const g = ussrAttacksAfterUsaBlockades()
  g.do({ kind: 'cashFlowAttack', power: 'ussr', defender: 'usa', target: 'Persian Gulf', borders: 1, defenderDeletesGrain: false, attackerDice: [6], defenderDice: [1], defenderNavyLosses: 1 })
  return g
}

const c = (name: string, run: () => ReturnType<typeof outcome>): GoldenCase => ({ name, run })

const CASES: GoldenCase[] = [
  c('a blockade declared in a Deployment', () => outcome(at('deployment').state, declare({ territory: ' Iraq ' }))),
  c('a blockade declared in an Attack', () => outcome(at('attack').state, declare({ territory: 'Iraq' }))),
  c('a blockade declared in a Market action', () => outcome(at('market').state, declare({ territory: 'Iraq' }))),
  c('a blockade declared before any action', () => outcome(table().state, declare({ territory: 'Iraq' }))),
  c('a blockade declared by a power whose turn it is not', () => outcome(at('deployment').state, declare({ power: 'ussr', territory: 'Iraq' }))),
  c('a blockade declared by a power with no navy', () => {
    const g = at('deployment')
    g.do({ kind: 'correctForces', power: 'usa', armies: 21, navies: 0, reason: 'test' } as never)
    return outcome(g.state, declare({ territory: 'Iraq' }))
  }),
  c('a blockade declared by a power with one navy', () => {
    const g = at('deployment')
    g.do({ kind: 'correctForces', power: 'usa', armies: 21, navies: 1, reason: 'test' } as never)
    return outcome(g.state, declare({ territory: 'Iraq' }))
  }),
  c('a blockade of the declarer\'s own home', () => outcome(at('deployment').state, declare({ territory: 'alaska' }))),
  c('a blockade declared twice', () => {
    const g = at('deployment')
    g.do(declare({ territory: 'Iraq' }))
    return outcome(g.state, declare({ territory: ' IRAQ ' }))
  }),
  c('a second blockade, of another territory', () => {
    const g = at('deployment')
    g.do(declare({ territory: 'Iraq' }))
    return outcome(g.state, declare({ territory: 'Iran' }))
  }),
  c('a blockade of no territory', () => outcome(at('deployment').state, declare({ territory: ' ' }))),
  c('a blockade of a territory named at 61 letters', () => outcome(at('deployment').state, declare({ territory: 'x'.repeat(61) }))),
  c('a blockade of a territory named at 60 letters', () => outcome(at('deployment').state, declare({ territory: 'x'.repeat(60) }))),
  c('a blockade of a territory that is not a name', () => outcome(at('deployment').state, declare({ territory: 5 as never }))),
  c('a blockade and a siege at once', () => outcome(at('deployment').state, declare({ territory: 'Iraq', siegeOf: 'ussr' }))),
  c('neither a blockade nor a siege', () => outcome(at('deployment').state, declare({}))),
  c('a lift that is not yes or no', () => outcome(at('deployment').state, declare({ territory: 'Iraq', lift: 'yes' as never }))),
  c('a blockade lifted by its declarer', () => {
    const g = at('deployment')
    g.do(declare({ territory: 'Iran' }))
    g.do(declare({ territory: 'Iraq' }))
    return outcome(g.state, declare({ territory: ' iraq ', lift: true }))
  }),
  c('a blockade lifted that was never declared', () => outcome(at('deployment').state, declare({ territory: 'Iraq', lift: true }))),
  c('a blockade lifted by its declarer with no navy left', () => {
    const g = at('deployment')
    g.do(declare({ territory: 'Iraq' }))
    return outcome({ ...g.state, powers: { ...g.state.powers, usa: { ...g.state.powers.usa!, forces: { ...g.state.powers.usa!.forces, navies: 0 } } } }, declare({ territory: 'Iraq', lift: true }))
  }),
  c('a blockade declared with lift false', () => outcome(at('deployment').state, declare({ territory: 'Iraq', lift: false }))),
  c('a siege declared', () => outcome(at('deployment').state, declare({ siegeOf: 'ussr' }))),
  c('a siege of a power not in the game', () => outcome(at('deployment').state, declare({ siegeOf: 'china' }))),
  c('a siege of the declarer itself', () => outcome(at('deployment').state, declare({ siegeOf: 'usa' }))),
  c('a siege declared twice', () => {
    const g = at('deployment')
    g.do(declare({ siegeOf: 'ussr' }))
    return outcome(g.state, declare({ siegeOf: 'ussr' }))
  }),
  c('a second siege, of another power', () => {
    const g = at('deployment')
    g.do(declare({ siegeOf: 'ussr' }))
    return outcome(g.state, declare({ siegeOf: 'europe' }))
  }),
  c('a siege lifted by its declarer', () => {
    const g = at('deployment')
    g.do(declare({ siegeOf: 'europe' }))
    g.do(declare({ siegeOf: 'ussr' }))
    return outcome(g.state, declare({ siegeOf: 'ussr', lift: true }))
  }),
  c('a siege lifted that was never declared', () => outcome(at('deployment').state, declare({ siegeOf: 'ussr', lift: true }))),
  c('another power\'s blockade declared', () => outcome(ussrAttacksAfterUsaBlockades().state, declare({ power: 'ussr', by: 'usa', territory: 'Iran' }))),
  c('another power\'s blockade lifted when no navy of it was sunk', () => outcome(ussrAttacksAfterUsaBlockades().state, declare({ power: 'ussr', by: 'usa', territory: 'Iraq', lift: true }))),
  c('another power\'s blockade lifted in the Attack that sank its navy', () => outcome(ussrSinksAUsaNavy().state, declare({ power: 'ussr', by: 'usa', territory: 'Iraq', lift: true }))),
  c('another power\'s siege lifted in the Attack that sank its navy', () => outcome(ussrSinksAUsaNavy().state, declare({ power: 'ussr', by: 'usa', siegeOf: 'europe', lift: true }))),
  c('another power\'s blockade lifted in a Deployment', () => {
    const g = table()
    g.do({ kind: 'selectAction', power: 'usa', action: 'deployment' })
    g.do(declare({ territory: 'Iraq' }))
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    g.do({ kind: 'selectAction', power: 'ussr', action: 'deployment' })
    return outcome(g.state, declare({ power: 'ussr', by: 'usa', territory: 'Iraq', lift: true }))
  }),
  c('a blockade lifted for a power not in the game', () => outcome(at('attack').state, declare({ by: 'china', territory: 'Iraq', lift: true }))),
  c('the declarer named as its own', () => outcome(at('deployment').state, declare({ by: 'usa', territory: 'Iraq' }))),
  c('a Deployment\'s oil: army moves, navies moved and bridgings', () => outcome(at('deployment').state, deploy({ armyMoves: 2, naviesMoved: 1, bridgings: 1 }))),
  c('a Deployment of every navy and all the oil', () => outcome(at('deployment').state, deploy({ armyMoves: 3, naviesMoved: 2 }))),
  c('a Deployment of one navy more than the power has', () => outcome(at('deployment').state, deploy({ naviesMoved: 3 }))),
  c('a Deployment of a navy by a power with one', () => {
    const g = at('deployment')
    g.do({ kind: 'correctForces', power: 'usa', armies: 21, navies: 1, reason: 'test' } as never)
    return outcome(g.state, deploy({ naviesMoved: 2 }))
  }),
  c('a Deployment needing one oil more than the power has', () => outcome(at('deployment').state, deploy({ armyMoves: 4, bridgings: 2 }))),
  c('a Deployment of nothing', () => outcome(at('deployment').state, deploy({}))),
  c('a Deployment with a negative count', () => outcome(at('deployment').state, deploy({ armyMoves: 2, bridgings: -1 }))),
  c('a Deployment with a fraction', () => outcome(at('deployment').state, deploy({ naviesMoved: 0.5 }))),
  c('a Deployment in an Attack action', () => outcome(at('attack').state, deploy({ armyMoves: 1 }))),
  c('an action selected twice', () => outcome(at('build').state, { kind: 'selectAction', power: 'usa', action: 'market' })),
  c('an action that is not one', () => outcome(table().state, { kind: 'selectAction', power: 'usa', action: 'trade' as never })),
  c('an action selected by a power whose turn it is not', () => outcome(table().state, { kind: 'selectAction', power: 'ussr', action: 'market' })),
  c('an action selected by a power not in the game', () => outcome(table().state, { kind: 'selectAction', power: 'china', action: 'market' })),
  c('a turn ended before its action', () => outcome(table().state, { kind: 'endCashFlowTurn', power: 'usa' })),
  c('a turn ended', () => outcome(at('build').state, { kind: 'endCashFlowTurn', power: 'usa' })),
  c('a turn ended that hands the entropy token\'s holder its turn', () => {
    const g = at('build')
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    g.do({ kind: 'selectAction', power: 'ussr', action: 'build' })
    return outcome(g.state, { kind: 'endCashFlowTurn', power: 'ussr' })
  }),
  // Each declarer's blockade is its own ("a player may declare blockade on a territory if he has navies blocking all ports"): added after blockade.ts's mutation run.
  c('a blockade of a territory another power blockades', () => {
    const s = at('deployment').state
    return outcome({ ...s, cashFlow: { ...s.cashFlow!, blockades: [{ territory: 'Iraq', by: 'ussr' }] } }, declare({ territory: 'Iraq' }))
  }),
  c('a siege of a power another power besieges', () => {
    const s = at('deployment').state
    return outcome({ ...s, cashFlow: { ...s.cashFlow!, sieges: [{ power: 'europe', by: 'ussr' }] } }, declare({ siegeOf: 'europe' }))
  }),
  // Version 1 (old logs) counted the next turn among the live powers ("play proceeds to the left"); added after the first mutation run.
  c('version 1: a turn ended', () => {
    const s = at('build').state
    return outcome({ ...s, cashFlow: { ...s.cashFlow!, reading: 1 } }, { kind: 'endCashFlowTurn', power: 'usa' })
  }),
  c('version 1: a turn ended that hands the entropy token\'s holder its turn', () => {
    const g = at('build')
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    g.do({ kind: 'selectAction', power: 'ussr', action: 'build' })
    return outcome({ ...g.state, cashFlow: { ...g.state.cashFlow!, reading: 1 } }, { kind: 'endCashFlowTurn', power: 'ussr' })
  }),
  c('an action selected while the entropy discard is due', () => {
    const g = at('build')
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    g.do({ kind: 'selectAction', power: 'ussr', action: 'build' })
    g.do({ kind: 'endCashFlowTurn', power: 'ussr' })
    return outcome(g.state, { kind: 'selectAction', power: 'europe', action: 'market' })
  }),
  c('a turn ended while the entropy discard is due', () => {
    const g = at('build')
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    g.do({ kind: 'selectAction', power: 'ussr', action: 'build' })
    g.do({ kind: 'endCashFlowTurn', power: 'ussr' })
    return outcome(g.state, { kind: 'endCashFlowTurn', power: 'europe' })
  }),
  c('a Deployment while the entropy discard is due', () => {
    const g = at('build')
    g.do({ kind: 'endCashFlowTurn', power: 'usa' })
    g.do({ kind: 'selectAction', power: 'ussr', action: 'build' })
    g.do({ kind: 'endCashFlowTurn', power: 'ussr' })
    return outcome(g.state, deploy({ power: 'europe', armyMoves: 1 }))
  }),
]

describe('a Cash Flow blockade, siege, turn and Deployment, as the rules decide them', () => {
  goldenCases('tests/golden/cash-flow-blockade-decisions.json', CASES)
})

describe('the next turn when the power whose turn it is is out of the game', () => {
  // "play proceeds to the left": today the next seat still in the game; version 1 (old logs) counted
  // among the live powers only, so a power out in its own turn handed the turn to the first seat.
  it('goes to the next seat, and in version 1 to the first', () => {
    const s = table({}, ['usa', 'ussr', 'europe', 'china'], 'china').state
    const cf = { ...s.cashFlow!, turn: { ...s.cashFlow!.turn, power: 'ussr' as const }, eliminated: ['ussr' as const] }
    expect(nextTurn({ ...s, cashFlow: cf }, cf)).toEqual({ power: 'europe', number: 2, entropyDue: false })
    const v1 = { ...cf, reading: 1 as const }
    expect(nextTurn({ ...s, cashFlow: v1 }, v1)).toEqual({ power: 'usa', number: 2, entropyDue: false })
  })
})

describe('the turn guards on a table without the Cash Flow slice', () => {
  it('refuse, saying the game is not played with Cash Flow', () => {
    const s = { ...table().state, cashFlow: undefined }
    for (const r of [requireCashFlow(s), requireTurn(s, 'usa')]) {
      expect(r.ok ? undefined : { code: r.refusal.code, message: r.refusal.message }).toEqual({ code: 'bad-command', message: 'This game is not played with the Cash Flow variant.' })
    }
  })
})
