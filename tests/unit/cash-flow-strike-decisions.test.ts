/**
 * What a Cash Flow strike decides, word for word and event by event (strike.ts against
 * shared/rules/variant-cash-flow.txt v1.2, "Strategic Attack Sequence", "Nuclear Destruction",
 * "L-Star Clash"): who may launch and when, the launch dice, the screens, each impact on land, a
 * light blue sea and a dark blue sea, a space blast, the last home destroyed, and the clash. The
 * expected outcomes are tests/golden/cash-flow-strike-decisions.json (see support/cash-flow-golden.ts).
 */
import { describe } from 'vitest'
import type { GameState, PowerId } from '@/domain'
import type { NukeImpact, StrategicStrike } from '@/domain/modules/cash-flow'
import { goldenCases, outcome, table, type GoldenCase, type Rows } from '../support/cash-flow-golden'

const USA_HOMES = ['Alaska', 'Eastern U.S.A.', 'Midwest U.S.A.', 'Western U.S.A.']

/** USA's Attack action selected, with rows set. */
function attack(rows: Rows = {}, powers?: PowerId[], holder?: PowerId) {
  const g = table(rows, powers, holder)
  g.do({ kind: 'selectAction', power: 'usa', action: 'attack' })
  return g
}

const strike = (launched: number, impacts: NukeImpact[], more: Partial<StrategicStrike> = {}): StrategicStrike => ({
  kind: 'strategicStrike', power: 'usa', target: 'ussr', launched, launchDice: Array(Math.max(0, Math.floor(launched))).fill(1), screens: [], impacts, ...more,
})

/** USSR strikes every home of USA in USA's Attack (a first strike at the attacker). */
const lastHomes = (more: Partial<StrategicStrike> = {}): StrategicStrike =>
  strike(4, USA_HOMES.map((target) => ({ target, ground: 'land' as const })), { power: 'ussr', target: 'usa', ...more })

const c = (name: string, run: () => ReturnType<typeof outcome>): GoldenCase => ({ name, run })

const CASES: GoldenCase[] = [
  c('a strike outside an Attack action', () => {
    const g = table({ usa: { nukes: 1 } })
    g.do({ kind: 'selectAction', power: 'usa', action: 'market' })
    return outcome(g.state, strike(1, [{ target: 'Kola', ground: 'land' }]))
  }),
  c('a strike before any action is selected', () => outcome(table({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Kola', ground: 'land' }]))),
  c('a launcher not in the game', () => outcome(attack().state, strike(1, [], { power: 'china' }))),
  c('a space blast by a power not attacking', () => outcome(attack({ ussr: { nukes: 1 } }).state, strike(1, [], { power: 'ussr', target: undefined, spaceBlast: true }))),
  c('a power not attacking launching at another that is not the attacker', () => outcome(attack({ ussr: { nukes: 1 } }).state, strike(1, [{ target: 'Iberia', ground: 'land' }], { power: 'ussr', target: 'europe' }))),
  c('a first strike at the attacker', () => outcome(attack({ ussr: { nukes: 1 } }).state, strike(1, [{ target: 'Alaska', ground: 'land', losses: { usa: 1 } }], { power: 'ussr', target: 'usa' }))),
  c('no nukes launched', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(0, []))),
  c('more nukes launched than silos', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(2, [{ target: 'Kola', ground: 'land' }, { target: 'Kola', ground: 'land' }]))),
  c('a fraction of a nuke launched', () => outcome(attack({ usa: { nukes: 2 } }).state, strike(1.5, [], { launchDice: [1] }))),
  c('no target named', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [], { target: undefined }))),
  c('a target not in the game', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [], { target: 'china' }))),
  c('the launcher as its own target', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [], { target: 'usa' }))),
  c('launch dice that are not an array', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [], { launchDice: 1 as never }))),
  c('a launch die of 0', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [], { launchDice: [0] }))),
  c('a launch die of 7', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [], { launchDice: [7] }))),
  c('too few launch dice', () => outcome(attack({ usa: { nukes: 2 } }).state, strike(2, [], { launchDice: [1] }))),
  c('screens that are not a list', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [], { screens: undefined as never }))),
  c('a screen by a power not in the game', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [], { screens: [{ power: 'china', targeted: false, dice: [] }] }))),
  c('a screen by the same power twice', () => outcome(attack({ usa: { nukes: 1 }, ussr: { lstars: 2 } }).state, strike(1, [], { screens: [{ power: 'ussr', targeted: true, dice: [6] }, { power: 'ussr', targeted: true, dice: [6] }] }))),
  c('more screen dice than L-stars', () => outcome(attack({ usa: { nukes: 1 }, ussr: { lstars: 1 } }).state, strike(1, [], { screens: [{ power: 'ussr', targeted: true, dice: [6, 6] }] }))),
  c('a screen die of 7', () => outcome(attack({ usa: { nukes: 1 }, ussr: { lstars: 1 } }).state, strike(1, [], { screens: [{ power: 'ussr', targeted: true, dice: [7] }] }))),
  c('the targeted power screening with a 5 and a 6 against two nukes', () => outcome(attack({ usa: { nukes: 2 }, ussr: { lstars: 2 } }).state, strike(2, [], { screens: [{ power: 'ussr', targeted: true, dice: [5, 6] }] }))),
  c('a power not targeted screening with a 3 and a 4 against two nukes', () => outcome(attack({ usa: { nukes: 2 }, europe: { lstars: 2 } }).state, strike(2, [], { screens: [{ power: 'europe', targeted: false, dice: [3, 4] }] }))),
  c('the launcher screening its own nukes hits as a power not targeted', () => outcome(attack({ usa: { nukes: 2, lstars: 1 } }).state, strike(2, [], { screens: [{ power: 'usa', targeted: false, dice: [4] }] }))),
  c('every nuke screened: nothing to place', () => outcome(attack({ usa: { nukes: 1 }, ussr: { lstars: 2 } }).state, strike(1, [], { screens: [{ power: 'ussr', targeted: true, dice: [1, 1] }] }))),
  c('one nuke through but two impacts', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Kola', ground: 'land' }, { target: 'Siberia', ground: 'land' }]))),
  c('impacts that are not a list', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, undefined as never))),
  c('an impact with no place', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: undefined as never, ground: 'land' }]))),
  c('an impact on neither land nor sea', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Kola', ground: 'space' as never }]))),
  c('a dark blue sea: nothing happens but the launch', () => outcome(attack({ usa: { nukes: 2 } }).state, strike(1, [{ target: 'Arctic Ocean', ground: 'dark-sea', losses: { ussr: 2 } }]))),
  c('land: armies, silos and a company destroyed, a cloud left', () => {
    const g = attack({ usa: { nukes: 2 }, ussr: { nukes: 3 } })
    const kola = g.state.powers.ussr!.companies.find((x) => x.territory === 'Kola')!
    return outcome(g.state, strike(1, [{ target: ' kola ', ground: 'land', losses: { ussr: 3, europe: 0 }, silos: { ussr: 2, europe: 0 }, companies: [{ owner: 'ussr', companyId: kola.id }] }]))
  }),
  c('land: every army of the owner', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Kola', ground: 'land', losses: { ussr: 21 } }]))),
  c('land: one army more than the owner has', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Kola', ground: 'land', losses: { ussr: 22 } }]))),
  c('land: a negative count of armies', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Kola', ground: 'land', losses: { ussr: -1 } }]))),
  c('land: a fraction of an army', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Kola', ground: 'land', losses: { ussr: 0.5 } }]))),
  c('land: armies of a power not in the game', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Kola', ground: 'land', losses: { china: 1 } }]))),
  c('land: every silo of the owner', () => outcome(attack({ usa: { nukes: 1 }, ussr: { nukes: 2 } }).state, strike(1, [{ target: 'Kola', ground: 'land', silos: { ussr: 2 } }]))),
  c('land: one silo more than the owner has', () => outcome(attack({ usa: { nukes: 1 }, ussr: { nukes: 2 } }).state, strike(1, [{ target: 'Kola', ground: 'land', silos: { ussr: 3 } }]))),
  c('land: a negative count of silos', () => outcome(attack({ usa: { nukes: 1 }, ussr: { nukes: 2 } }).state, strike(1, [{ target: 'Kola', ground: 'land', silos: { ussr: -1 } }]))),
  c('land: a fraction of a silo', () => outcome(attack({ usa: { nukes: 1 }, ussr: { nukes: 2 } }).state, strike(1, [{ target: 'Kola', ground: 'land', silos: { ussr: 0.5 } }]))),
  c('land: silos of a power not in the game', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Kola', ground: 'land', silos: { china: 1 } }]))),
  c('land: the launcher\'s own silos hit, counted after its launch', () => outcome(attack({ usa: { nukes: 3 } }).state, strike(1, [{ target: 'Alaska', ground: 'land', silos: { usa: 2 } }]))),
  c('land: a company of a power not in the game', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Kola', ground: 'land', companies: [{ owner: 'china', companyId: 'x' }] }]))),
  c('land: a company elsewhere', () => {
    const g = attack({ usa: { nukes: 1 } })
    const kola = g.state.powers.ussr!.companies.find((x) => x.territory === 'Kola')!
    return outcome(g.state, strike(1, [{ target: ' Siberia ', ground: 'land', companies: [{ owner: 'ussr', companyId: kola.id }] }]))
  }),
  c('land: armies aboard named', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Kola', ground: 'land', armiesAboard: { ussr: 1 } }]))),
  c('two nukes on land: two clouds added to one already there', () => {
    const g = attack({ usa: { nukes: 4 } })
    g.do(strike(1, [{ target: 'Kola', ground: 'land' }]))
    return outcome(g.state, strike(2, [{ target: 'Siberia', ground: 'land' }, { target: 'Ukraine', ground: 'land' }]))
  }),
  c('a light blue sea: navies and the armies aboard them lost', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: ' Barents Sea ', ground: 'light-sea', losses: { ussr: 2, europe: 1 }, armiesAboard: { ussr: 8, europe: 0 } }]))),
  c('a light blue sea: more armies aboard than 4 a navy lost', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Barents Sea', ground: 'light-sea', losses: { ussr: 2 }, armiesAboard: { ussr: 9 } }]))),
  c('a light blue sea: armies aboard no navy lost', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Barents Sea', ground: 'light-sea', armiesAboard: { ussr: 1 } }]))),
  c('a light blue sea: armies aboard more than the owner\'s armies', () => {
    const g = attack({ usa: { nukes: 1 } })
    g.do({ kind: 'correctForces', power: 'ussr', armies: 3, navies: 2, reason: 'test' } as never)
    return outcome(g.state, strike(1, [{ target: 'Barents Sea', ground: 'light-sea', losses: { ussr: 2 }, armiesAboard: { ussr: 4 } }]))
  }),
  c('a light blue sea: a negative count aboard', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Barents Sea', ground: 'light-sea', losses: { ussr: 1 }, armiesAboard: { ussr: -1 } }]))),
  c('a light blue sea: a fraction aboard', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Barents Sea', ground: 'light-sea', losses: { ussr: 1 }, armiesAboard: { ussr: 0.5 } }]))),
  c('a light blue sea: armies aboard of a power not in the game', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Barents Sea', ground: 'light-sea', armiesAboard: { china: 1 } }]))),
  c('a light blue sea: silos named', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Barents Sea', ground: 'light-sea', silos: {} }]))),
  c('a light blue sea: no navy lost', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Barents Sea', ground: 'light-sea', losses: { ussr: 0 } }]))),
  c('a light blue sea: a power whose navies were sunk earlier this turn is not sunk twice', () => {
    const g = attack({ usa: { nukes: 2 } })
    g.do(strike(1, [{ target: 'Barents Sea', ground: 'light-sea', losses: { ussr: 1 } }]))
    return outcome(g.state, strike(1, [{ target: 'Baltic Sea', ground: 'light-sea', losses: { ussr: 1, europe: 1 } }]))
  }),
  c('a space blast that gets through', () => outcome(attack({ usa: { nukes: 2, lstars: 1 }, ussr: { lstars: 2 }, europe: { lstars: 0 } }).state, strike(2, [], { target: undefined, spaceBlast: true, screens: [{ power: 'ussr', targeted: false, dice: [3, 4] }] }))),
  c('a space blast fully stopped', () => outcome(attack({ usa: { nukes: 1 }, ussr: { lstars: 1 } }).state, strike(1, [], { target: undefined, spaceBlast: true, screens: [{ power: 'ussr', targeted: true, dice: [3] }] }))),
  c('a space blast that names a territory', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Kola', ground: 'land' }], { target: undefined, spaceBlast: true }))),
  c('the last home destroyed in its owner\'s own turn', () => {
    const g = attack({ ussr: { nukes: 4, lstars: 1 }, usa: { nukes: 2, lstars: 2 } }, ['usa', 'ussr', 'europe'], 'usa')
    g.do({ kind: 'declareBlockade', power: 'usa', territory: 'Iraq' })
    g.do({ kind: 'declareBlockade', power: 'usa', siegeOf: 'europe' })
    return outcome(g.state, lastHomes())
  }),
  c('three homes of four destroyed', () => outcome(attack({ ussr: { nukes: 4 } }).state, strike(3, USA_HOMES.slice(0, 3).map((target) => ({ target, ground: 'land' as const })), { power: 'ussr', target: 'usa' }))),
  c('a launcher out of the game', () => {
    const g = attack({ ussr: { nukes: 4 } }, ['usa', 'ussr', 'europe', 'china'], 'china')
    g.do(lastHomes())
    g.do({ kind: 'selectAction', power: 'ussr', action: 'attack' })
    return outcome(g.state, { kind: 'strategicStrike', power: 'usa', target: 'ussr', launched: 1, launchDice: [1], screens: [], impacts: [] })
  }),
  c('a target out of the game', () => {
    const g = attack({ ussr: { nukes: 5 } }, ['usa', 'ussr', 'europe', 'china'], 'china')
    g.do(lastHomes())
    g.do({ kind: 'selectAction', power: 'ussr', action: 'attack' })
    return outcome(g.state, strike(1, [{ target: 'Alaska', ground: 'land' }], { power: 'ussr', target: 'usa' }))
  }),
  c('a screen by a power out of the game', () => {
    const g = attack({ ussr: { nukes: 5 } }, ['usa', 'ussr', 'europe', 'china'], 'china')
    g.do(lastHomes())
    g.do({ kind: 'selectAction', power: 'ussr', action: 'attack' })
    return outcome(g.state, strike(1, [{ target: 'Iberia', ground: 'land' }], { power: 'ussr', target: 'europe', screens: [{ power: 'usa', targeted: false, dice: [] }] }))
  }),
  c('an L-star clash won by the attacker on a high die, lost on a low one', () => outcome(attack({ usa: { lstars: 2 }, ussr: { lstars: 2 } }).state, { kind: 'clashLstars', power: 'usa', defender: 'ussr', attackerDice: [6, 1], defenderDice: [3, 3] })),
  c('an L-star clash won only by the defender', () => outcome(attack({ usa: { lstars: 1 }, ussr: { lstars: 1 } }).state, { kind: 'clashLstars', power: 'usa', defender: 'ussr', attackerDice: [1], defenderDice: [6] })),
  c('an L-star clash won only by the attacker', () => outcome(attack({ usa: { lstars: 1 }, ussr: { lstars: 1 } }).state, { kind: 'clashLstars', power: 'usa', defender: 'ussr', attackerDice: [6], defenderDice: [1] })),
  c('an L-star clash outside an Attack action', () => {
    const g = table({ usa: { lstars: 1 }, ussr: { lstars: 1 } })
    g.do({ kind: 'selectAction', power: 'usa', action: 'build' })
    return outcome(g.state, { kind: 'clashLstars', power: 'usa', defender: 'ussr', attackerDice: [6], defenderDice: [1] })
  }),
  c('an L-star clash by a power whose turn it is not', () => outcome(attack({ usa: { lstars: 1 }, ussr: { lstars: 1 } }).state, { kind: 'clashLstars', power: 'ussr', defender: 'usa', attackerDice: [6], defenderDice: [1] })),
  c('an L-star clash against a power not in the game', () => outcome(attack({ usa: { lstars: 1 } }).state, { kind: 'clashLstars', power: 'usa', defender: 'china', attackerDice: [6], defenderDice: [1] })),
  c('an L-star clash against a defender with no L-star', () => outcome(attack({ usa: { lstars: 1 }, ussr: { lstars: 0 } }).state, { kind: 'clashLstars', power: 'usa', defender: 'ussr', attackerDice: [6], defenderDice: [] })),
  c('an L-star clash with every attacking L-star', () => outcome(attack({ usa: { lstars: 2 }, ussr: { lstars: 1 } }).state, { kind: 'clashLstars', power: 'usa', defender: 'ussr', attackerDice: [2, 2], defenderDice: [2] })),
  c('an L-star clash with an attacking die of 0', () => outcome(attack({ usa: { lstars: 2 }, ussr: { lstars: 1 } }).state, { kind: 'clashLstars', power: 'usa', defender: 'ussr', attackerDice: [0], defenderDice: [2] })),
  c('an L-star clash with a defending die of 7', () => outcome(attack({ usa: { lstars: 2 }, ussr: { lstars: 1 } }).state, { kind: 'clashLstars', power: 'usa', defender: 'ussr', attackerDice: [2], defenderDice: [7] })),
  c('an L-star clash against a power out of the game', () => {
    const g = attack({ ussr: { nukes: 4, lstars: 1 }, usa: { lstars: 1 } }, ['usa', 'ussr', 'europe', 'china'], 'china')
    g.do(lastHomes())
    g.do({ kind: 'selectAction', power: 'ussr', action: 'attack' })
    return outcome(g.state, { kind: 'clashLstars', power: 'ussr', defender: 'usa', attackerDice: [6], defenderDice: [] })
  }),
]

/** A state the table reaches by play, set directly: `change` applied to USA's Attack. */
function attackWith(rows: Rows, change: (s: GameState) => GameState, powers?: PowerId[], holder?: PowerId): GameState {
  return change(attack(rows, powers, holder).state)
}
const setSlice = (s: GameState, slice: Partial<NonNullable<GameState['cashFlow']>>): GameState => ({ ...s, cashFlow: { ...s.cashFlow!, ...slice } })
const setPower = (s: GameState, id: PowerId, change: (p: NonNullable<GameState['powers'][PowerId]>) => NonNullable<GameState['powers'][PowerId]>): GameState => ({ ...s, powers: { ...s.powers, [id]: change(s.powers[id]!) } })

const MORE_CASES: GoldenCase[] = [
  c('a screen that is not described', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [], { screens: [null as never] }))),
  c('an impact that is not described', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [null as never]))),
  c('land: a company pick that is not described', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Kola', ground: 'land', companies: [null as never] }]))),
  c('launch dice typed as words', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [], { launchDice: '1' as never }))),
  c('land: too many armies, the place named with spaces', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: ' Kola ', ground: 'land', losses: { ussr: 22 } }]))),
  c('land: too many silos, the place named with spaces', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: ' Kola ', ground: 'land', silos: { ussr: 1 } }]))),
  c('a light blue sea: too many aboard, the place named with spaces', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: ' Barents Sea ', ground: 'light-sea', losses: { ussr: 1 }, armiesAboard: { ussr: 5 } }]))),
  c('a light blue sea: no army aboard for a power not in the game', () => outcome(attack({ usa: { nukes: 1 } }).state, strike(1, [{ target: 'Barents Sea', ground: 'light-sea', armiesAboard: { china: 0 } }]))),
  c('two nukes on one power\'s armies: the second counts what the first left', () => outcome(attack({ usa: { nukes: 2 } }).state, strike(2, [{ target: 'Kola', ground: 'land', losses: { ussr: 20 } }, { target: 'Siberia', ground: 'land', losses: { ussr: 2 } }]))),
  c('two nukes on one power\'s armies, every one of them', () => outcome(attack({ usa: { nukes: 2 } }).state, strike(2, [{ target: 'Kola', ground: 'land', losses: { ussr: 10 } }, { target: 'Siberia', ground: 'land', losses: { ussr: 11 } }]))),
  c('two nukes on one power\'s silos: the second counts what the first left', () => outcome(attack({ usa: { nukes: 2 }, ussr: { nukes: 3 } }).state, strike(2, [{ target: 'Kola', ground: 'land', silos: { ussr: 2 } }, { target: 'Siberia', ground: 'land', silos: { ussr: 2 } }]))),
  c('two nukes on one power\'s silos, every one of them', () => outcome(attack({ usa: { nukes: 2 }, ussr: { nukes: 3 } }).state, strike(2, [{ target: 'Kola', ground: 'land', silos: { ussr: 2 } }, { target: 'Siberia', ground: 'land', silos: { ussr: 1 } }]))),
  c('two nukes on one company: the second finds it gone', () => {
    const g = attack({ usa: { nukes: 2 } })
    const kola = g.state.powers.ussr!.companies.find((x) => x.territory === 'Kola')!
    const hit = { target: 'Kola', ground: 'land' as const, companies: [{ owner: 'ussr' as const, companyId: kola.id }] }
    return outcome(g.state, strike(2, [hit, hit]))
  }),
  c('two nukes on two companies of one power', () => {
    const s = attackWith({ usa: { nukes: 2 } }, (x) => x)
    const [a, b] = s.powers.ussr!.companies
    const on = (card: typeof a) => ({ target: card!.territory, ground: 'land' as const, companies: [{ owner: 'ussr' as const, companyId: card!.id }] })
    return outcome(s, strike(2, [on(a), on(b)]))
  }),
  c('two nukes at sea on one power\'s navies and the armies aboard: the second counts what the first left', () => {
    const s = attackWith({ usa: { nukes: 2 } }, (x) => setPower(x, 'ussr', (p) => ({ ...p, forces: { ...p.forces, armies: 5 } })))
    return outcome(s, strike(2, [{ target: 'Barents Sea', ground: 'light-sea', losses: { ussr: 1 }, armiesAboard: { ussr: 4 } }, { target: 'Baltic Sea', ground: 'light-sea', losses: { ussr: 1 }, armiesAboard: { ussr: 4 } }]))
  }),
  c('two nukes at sea on one power\'s navies and every army aboard', () => {
    const s = attackWith({ usa: { nukes: 2 } }, (x) => setPower(x, 'ussr', (p) => ({ ...p, forces: { ...p.forces, armies: 5 } })))
    return outcome(s, strike(2, [{ target: 'Barents Sea', ground: 'light-sea', losses: { ussr: 1 }, armiesAboard: { ussr: 4 } }, { target: 'Baltic Sea', ground: 'light-sea', losses: { ussr: 1 }, armiesAboard: { ussr: 1 } }]))
  }),
  c('a space blast that names a power out of the game', () => {
    const g = attack({ ussr: { nukes: 5 } }, ['usa', 'ussr', 'europe', 'china'], 'china')
    g.do(lastHomes())
    g.do({ kind: 'selectAction', power: 'ussr', action: 'attack' })
    return outcome(g.state, strike(1, [], { power: 'ussr', target: 'usa', spaceBlast: true }))
  }),
  c('the last home destroyed with a navy sunk in the same strike, in the owner\'s own turn', () => outcome(attack({ ussr: { nukes: 5 } }).state, strike(5, [...USA_HOMES.map((target) => ({ target, ground: 'land' as const })), { target: 'Bering Sea', ground: 'light-sea', losses: { europe: 1 } }], { power: 'ussr', target: 'usa' }))),
  c('the last home destroyed of a power with nothing left, its listings, blockades and sieges among others\'', () => {
    const s = attackWith({ ussr: { nukes: 4 } }, (x) => {
      const bare = setPower({ ...x, accounts: { ...x.accounts, usa: 0 } }, 'usa', (p) => ({ ...p, forces: { ...p.forces, armies: 0, navies: 0 }, supplies: { ...p.supplies, nukes: 0, lstars: 0 } }))
      return setSlice(bare, {
        listings: [{ seller: 'usa', resource: 'grain', price: 100, units: 1 }, { seller: 'ussr', resource: 'oil', price: 50, units: 2 }],
        blockades: [{ territory: 'Iraq', by: 'usa' }, { territory: 'Iran', by: 'ussr' }],
        sieges: [{ power: 'ussr', by: 'usa' }, { power: 'usa', by: 'europe' }, { power: 'ussr', by: 'europe' }],
      })
    })
    return outcome(s, lastHomes())
  }),
  c('the entropy holder out of the game: the token skips a seat already out', () => {
    const s = attackWith({ ussr: { nukes: 4 } }, (x) => setSlice(x, { eliminated: ['china'], nuked: { china: ['Manchuria', 'Mongolia', 'Nanling', 'Shantung', 'Tibet'] } }), ['usa', 'ussr', 'europe', 'china'], 'usa')
    return outcome(s, lastHomes())
  }),
]

describe('a Cash Flow strike and clash, as the rules decide them', () => {
  goldenCases('tests/golden/cash-flow-strike-decisions.json', [...CASES, ...MORE_CASES])
})
