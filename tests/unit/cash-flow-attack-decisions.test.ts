/**
 * What a Cash Flow conventional attack, occupation and nationalization decide, word for word and
 * event by event (attack.ts against shared/rules/variant-cash-flow.txt v1.2, "Conventional Attack
 * Sequence": grain per border, the defender's grain for ties, matched dice, losses, armies aboard,
 * "an army or navy may only participate in one combat round per turn", Occupation, Nationalization).
 * Expected outcomes: tests/golden/cash-flow-attack-decisions.json (see support/cash-flow-golden.ts).
 */
import { describe } from 'vitest'
import type { Company, GameState, PowerId } from '@/domain'
import type { CashFlowAttack } from '@/domain/modules/cash-flow'
import { goldenCases, outcome, table, type GoldenCase, type Rows } from '../support/cash-flow-golden'

/** USA's Attack action selected, with rows set (each power: 21 armies, 2 navies, 5 of each unit). */
function attack(rows: Rows = {}) {
  const g = table(rows)
  g.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
  return g
}

const fight = (more: Partial<CashFlowAttack> = {}): CashFlowAttack => ({
  kind: 'cashFlowAttack', power: 'usa', defender: 'ussr', target: 'Kazakh', borders: 1, defenderDeletesGrain: false, attackerDice: [6], defenderDice: [1], ...more,
})

/** The table with `power`'s cards replaced (a state the screens reach by play: a card dealt closed, a second card in a territory). */
function withCompanies(state: GameState, power: PowerId, companies: Company[]): GameState {
  return { ...state, powers: { ...state.powers, [power]: { ...state.powers[power]!, companies } } }
}

const c = (name: string, run: () => ReturnType<typeof outcome>): GoldenCase => ({ name, run })
const on = (more: Partial<CashFlowAttack>, rows: Rows = {}) => () => outcome(attack(rows).state, fight(more))

/** USA's Attack after a first fight on Kazakh the attacker won (USSR lost 1 of 1 die). */
function afterKazakh(more: Partial<CashFlowAttack> = {}) {
  const g = attack()
  g.do(fight(more))
  return g
}

const CASES: GoldenCase[] = [
  c('an attack outside an Attack action', () => {
    const g = table()
    g.do({ kind: 'selectAction', power: 'usa', action: 'deployment' })
    return outcome(g.state, fight())
  }),
  c('an attack before any action is selected', () => outcome(table().state, fight())),
  c('an attack by a power whose turn it is not', () => outcome(attack().state, fight({ power: 'ussr', defender: 'usa' }))),
  c('an attack with no target', () => outcome(attack().state, fight({ target: ' ' }))),
  c('an attack on a target named at 41 letters', on({ target: 'x'.repeat(41) })),
  c('an attack on a target named at 40 letters', on({ target: 'x'.repeat(40) })),
  c('an attack over no border', on({ borders: 0 })),
  c('an attack over 13 borders', on({ borders: 13 })),
  c('an attack over 12 borders, with 12 grain', on({ borders: 12 }, { usa: { grain: 12 } })),
  c('an attack over 3 borders with 2 grain', on({ borders: 3 }, { usa: { grain: 2 } })),
  c('an attack over 1 border with no grain', on({}, { usa: { grain: 0 } })),
  c('an attack with no attacking die', on({ attackerDice: [] })),
  c('an attack with a die of 0', on({ attackerDice: [0] })),
  c('an attack with a defending die of 7', on({ defenderDice: [7] })),
  c('41 attacking dice, past the dice a desk takes', on({ attackerDice: Array(41).fill(1) })),
  c('40 defending dice', on({ defenderDice: Array(40).fill(1) })),
  c('more attacking dice than units', on({ attackerDice: Array(25).fill(1) })),
  c('an attack with more dice than units', () => {
    const g = attack()
    g.do({ kind: 'correctForces', power: 'usa', armies: 1, navies: 1, reason: 'test' } as never)
    return outcome(g.state, fight({ attackerDice: [6, 6, 6] }))
  }),
  c('an attack with one unit left that has not fought', () => {
    const g = attack()
    g.do({ kind: 'correctForces', power: 'usa', armies: 2, navies: 0, reason: 'test' } as never)
    g.do(fight({ target: 'Iran' }))
    return outcome(g.state, fight({ attackerDice: [6, 6] }))
  }),
  c('an attack with every unit', () => {
    const g = attack()
    g.do({ kind: 'correctForces', power: 'usa', armies: 2, navies: 1, reason: 'test' } as never)
    return outcome(g.state, fight({ attackerDice: [6, 6, 6] }))
  }),
  c('a defender not in the game', on({ defender: 'china' })),
  c('the attacker as its own defender', on({ defender: 'usa' })),
  c('more defending dice than the defender has units', on({ defenderDice: Array(24).fill(1) })),
  c('every defending unit lost, its navies counted as armies', on({ attackerDice: Array(23).fill(6), defenderDice: Array(23).fill(1) })),
  c('every defending unit lost, armies and navies', on({ attackerDice: Array(23).fill(6), defenderDice: Array(23).fill(1), defenderNavyLosses: 2 })),
  c('a tie won by the attacker', on({ attackerDice: [4, 2], defenderDice: [4, 3] })),
  c('ties won by the defender who deletes a grain', on({ attackerDice: [4, 4], defenderDice: [4, 4], defenderDeletesGrain: true })),
  c('the defender deletes its last grain', on({ defenderDeletesGrain: true }, { ussr: { grain: 1 } })),
  c('the defender deletes a grain it has not', on({ defenderDeletesGrain: true }, { ussr: { grain: 0 } })),
  c('losses that are navies, with armies aboard', on({ attackerDice: [6, 6], defenderDice: [1, 1], defenderNavyLosses: 2, defenderArmiesAboard: 8 })),
  c('one navy sunk with armies aboard, on each side', on({ attackerDice: [6, 1], defenderDice: [3, 3], attackerNavyLosses: 1, attackerArmiesAboard: 4, defenderNavyLosses: 1, defenderArmiesAboard: 1 })),
  c('more armies aboard than 4 a navy', on({ attackerDice: [6], defenderDice: [1], defenderNavyLosses: 1, defenderArmiesAboard: 5 })),
  c('armies aboard with no navy sunk', on({ attackerDice: [6], defenderDice: [1], defenderArmiesAboard: 1 })),
  c('armies aboard more than the armies left', () => {
    const g = attack()
    g.do({ kind: 'correctForces', power: 'ussr', armies: 2, navies: 2, reason: 'test' } as never)
    return outcome(g.state, fight({ attackerDice: [6, 6], defenderDice: [1, 1], defenderNavyLosses: 1, defenderArmiesAboard: 2 }))
  }),
  c('a negative count of armies aboard', on({ defenderNavyLosses: 1, defenderArmiesAboard: -1 })),
  c('a fraction of armies aboard', on({ defenderNavyLosses: 1, defenderArmiesAboard: 0.5 })),
  c('more navy losses than losses', on({ defenderNavyLosses: 2 })),
  c('a negative count of navy losses', on({ defenderNavyLosses: -1 })),
  c('a fraction of a navy lost', on({ defenderNavyLosses: 0.5 })),
  c('navy losses the defender has not', () => {
    const g = attack()
    g.do({ kind: 'correctForces', power: 'ussr', armies: 21, navies: 0, reason: 'test' } as never)
    return outcome(g.state, fight({ defenderNavyLosses: 1 }))
  }),
  c('army losses the attacker has not', () => {
    const g = attack()
    g.do({ kind: 'correctForces', power: 'usa', armies: 0, navies: 2, reason: 'test' } as never)
    return outcome(g.state, fight({ attackerDice: [1], defenderDice: [6] }))
  }),
  c('the attacker loses a navy', on({ attackerDice: [1], defenderDice: [6], attackerNavyLosses: 1 })),
  c('a target attacked a second time this turn', () => outcome(afterKazakh().state, fight({ target: ' kazakh ' }))),
  c('a second target: the turn keeps both, the fought units and the defended', () => outcome(afterKazakh({ attackerDice: [6, 6], defenderDice: [1, 6] }).state, fight({ target: 'Iran', attackerDice: [6], defenderDice: [2] }))),
  c('a defender whose units have all fought this turn', () => {
    const g = attack()
    g.do({ kind: 'correctForces', power: 'ussr', armies: 2, navies: 0, reason: 'test' } as never)
    g.do(fight({ attackerDice: [1], defenderDice: [6] }))
    return outcome(g.state, fight({ target: 'Iran', attackerDice: [6, 6], defenderDice: [1, 1] }))
  }),
  c('a defender with one unit that has not fought', () => {
    const g = attack()
    g.do({ kind: 'correctForces', power: 'ussr', armies: 2, navies: 0, reason: 'test' } as never)
    g.do(fight({ attackerDice: [1], defenderDice: [6] }))
    return outcome(g.state, fight({ target: 'Iran', attackerDice: [6, 6], defenderDice: [1] }))
  }),
  c('an empty target', on({ defender: undefined, defenderDice: [] })),
  c('an empty target where a grain is deleted', on({ defender: undefined, defenderDice: [], defenderDeletesGrain: true })),
  c('an empty target where a navy is lost', on({ defender: undefined, defenderDice: [], attackerNavyLosses: 1 })),
  c('an empty target where a defender\'s navy is lost', on({ defender: undefined, defenderDice: [], defenderNavyLosses: 1 })),
  c('an empty target where armies aboard are lost', on({ defender: undefined, defenderDice: [], attackerArmiesAboard: 1 })),
  c('an empty target where a defender\'s armies aboard are lost', on({ defender: undefined, defenderDice: [], defenderArmiesAboard: 1 })),
  c('an empty target already open to occupation is kept once', () => {
    const g = attack()
    g.do(fight({ target: 'Iran', defender: undefined, defenderDice: [] }))
    return outcome(g.state, fight({ target: 'Iraq', defender: undefined, defenderDice: [] }))
  }),
  c('a defender not wiped out: nothing to occupy', on({ attackerDice: [6, 1], defenderDice: [5, 2] })),
  c('occupation of a target won', () => outcome(afterKazakh().state, { kind: 'occupy', power: 'usa', target: ' kazakh ', units: 3 })),
  c('occupation with every unit', () => {
    const g = afterKazakh()
    g.do({ kind: 'correctForces', power: 'usa', armies: 2, navies: 1, reason: 'test' } as never)
    return outcome(g.state, { kind: 'occupy', power: 'usa', target: 'Kazakh', units: 3 })
  }),
  c('occupation with more units than the attacker has', () => {
    const g = afterKazakh()
    g.do({ kind: 'correctForces', power: 'usa', armies: 2, navies: 1, reason: 'test' } as never)
    return outcome(g.state, { kind: 'occupy', power: 'usa', target: 'Kazakh', units: 4 })
  }),
  c('occupation with no unit', () => outcome(afterKazakh().state, { kind: 'occupy', power: 'usa', target: 'Kazakh', units: 0 })),
  c('occupation with a fraction of a unit', () => outcome(afterKazakh().state, { kind: 'occupy', power: 'usa', target: 'Kazakh', units: 1.5 })),
  c('occupation with the oil for every unit', () => outcome(afterKazakh({}).state, { kind: 'occupy', power: 'usa', target: 'Kazakh', units: 5 })),
  c('occupation short of oil', () => {
    const g = afterKazakh()
    g.do({ kind: 'correctSupply', power: 'usa', row: 'oil', value: 2, reason: 'test' } as never)
    return outcome(g.state, { kind: 'occupy', power: 'usa', target: 'Kazakh', units: 3 })
  }),
  c('occupation of a target not won', () => outcome(afterKazakh().state, { kind: 'occupy', power: 'usa', target: 'Iran', units: 1 })),
  c('occupation of no target', () => outcome(afterKazakh().state, { kind: 'occupy', power: 'usa', target: undefined as never, units: 1 })),
  c('occupation outside an Attack action', () => {
    const g = table()
    g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
    return outcome(g.state, { kind: 'occupy', power: 'usa', target: 'Kazakh', units: 1 })
  }),
  c('nationalization of two companies from two owners', () => {
    const s = attack().state
    const a = s.powers.ussr!.companies.find((x) => x.territory === 'Kola')!
    const b = { ...s.powers.europe!.companies[0]!, territory: 'Kola' }
    const state = withCompanies(s, 'europe', [b, ...s.powers.europe!.companies.slice(1)])
    return outcome(state, { kind: 'nationalize', power: 'usa', territory: ' KOLA ', companies: [{ owner: 'ussr', companyId: a.id }, { owner: 'europe', companyId: b.id }] })
  }),
  c('nationalization of no territory', () => outcome(attack().state, { kind: 'nationalize', power: 'usa', territory: ' ', companies: [{ owner: 'ussr', companyId: 'ussr-1' }] })),
  c('nationalization of no company', () => outcome(attack().state, { kind: 'nationalize', power: 'usa', territory: 'Kola', companies: [] })),
  c('nationalization of a company list that is not one', () => outcome(attack().state, { kind: 'nationalize', power: 'usa', territory: 'Kola', companies: undefined as never })),
  c('nationalization of the taker\'s own company', () => outcome(attack().state, { kind: 'nationalize', power: 'usa', territory: 'Alaska', companies: [{ owner: 'usa', companyId: 'usa-4' }] })),
  c('nationalization from a power not in the game', () => outcome(attack().state, { kind: 'nationalize', power: 'usa', territory: 'Kola', companies: [{ owner: 'china', companyId: 'china-1' }] })),
  c('nationalization of a company the owner has not', () => outcome(attack().state, { kind: 'nationalize', power: 'usa', territory: 'Kola', companies: [{ owner: 'ussr', companyId: 'nope' }] })),
  c('nationalization of a company elsewhere', () => outcome(attack().state, { kind: 'nationalize', power: 'usa', territory: ' Egypt ', companies: [{ owner: 'ussr', companyId: 'ussr-3' }] })),
  c('nationalization of a company never opened', () => {
    const s = attack().state
    const card = s.powers.ussr!.companies[0]!
    return outcome(withCompanies(s, 'ussr', s.powers.ussr!.companies.map((x) => (x.id === card.id ? { ...x, isOpen: false, wasOpen: false } : x))), { kind: 'nationalize', power: 'usa', territory: card.territory, companies: [{ owner: 'ussr', companyId: card.id }] })
  }),
  c('nationalization of a company closed now but opened once', () => {
    const s = attack().state
    const card = s.powers.ussr!.companies[0]!
    return outcome(withCompanies(s, 'ussr', s.powers.ussr!.companies.map((x) => (x.id === card.id ? { ...x, isOpen: false } : x))), { kind: 'nationalize', power: 'usa', territory: card.territory, companies: [{ owner: 'ussr', companyId: card.id }] })
  }),
  // Cases added after the first mutation run (docs/mutation/cash-flow.md), each on a survivor's edge.
  c('an attack on a target that is not a name', on({ target: 42 as never })),
  c('the attacker\'s navy losses past its losses', on({ attackerDice: [1], defenderDice: [6], attackerNavyLosses: 2 })),
  // Version 1 (old logs) did not keep the targets fought over, so a target won could be attacked again: it stays open to occupation once.
  c('version 1: a target won and attacked again is open to occupation once', () => {
    const s = afterKazakh().state
    return outcome({ ...s, cashFlow: { ...s.cashFlow!, reading: 1 } }, fight({ target: ' kazakh ' }))
  }),
  c('a defender\'s navies sunk in two fights of a turn are recorded once', () => {
    const g = afterKazakh({ defenderNavyLosses: 1 })
    return outcome(g.state, fight({ target: 'Iran', defenderNavyLosses: 1 }))
  }),
  // "The attacker may move any number of armies ... by deleting one (1) oil unit for each army or navy moved in."
  c('occupation with one unit', () => outcome(afterKazakh().state, { kind: 'occupy', power: 'usa', target: 'Kazakh', units: 1 })),
  c('occupation of one of two targets won: the other stays open', () => {
    const g = afterKazakh()
    g.do(fight({ target: 'Iran' }))
    return outcome(g.state, { kind: 'occupy', power: 'usa', target: 'Kazakh', units: 1 })
  }),
  c('nationalization of a territory that is not a name', () => outcome(attack().state, { kind: 'nationalize', power: 'usa', territory: 7 as never, companies: [{ owner: 'ussr', companyId: 'ussr-3' }] })),
  c('nationalization of a pick that is not one', () => outcome(attack().state, { kind: 'nationalize', power: 'usa', territory: 'Kola', companies: [null as never] })),
  // "the owners of these companies must immediately hand over these resource companies": two of one owner, each removed from the list as it stands.
  c('nationalization of two companies of one owner', () => {
    const s = attack().state
    const cards = s.powers.ussr!.companies.map((x, i) => (i === 0 || i === 2 ? { ...x, territory: 'Kola', isOpen: true } : x))
    return outcome(withCompanies(s, 'ussr', cards), { kind: 'nationalize', power: 'usa', territory: 'Kola', companies: [{ owner: 'ussr', companyId: cards[0]!.id }, { owner: 'ussr', companyId: cards[2]!.id }] })
  }),
  c('nationalization outside an Attack action', () => {
    const g = table()
    g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
    return outcome(g.state, { kind: 'nationalize', power: 'usa', territory: 'Kola', companies: [{ owner: 'ussr', companyId: 'ussr-3' }] })
  }),
]

describe('a Cash Flow attack, occupation and nationalization, as the rules decide them', () => {
  goldenCases('tests/golden/cash-flow-attack-decisions.json', CASES)
})
