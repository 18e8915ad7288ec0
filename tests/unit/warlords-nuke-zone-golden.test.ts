/**
 * Stage 4, Strategic Attack on a warlord or pirate, word for word (shared/rules/expansion-warlords-
 * and-pirates.txt): "Warlords and pirates may use their L-stars for defense. When warlords and
 * pirates are attacked with nukes, they always retaliate with all of their nukes ... Warlords and
 * pirates do not fire nukes if they are outnumbered by L-stars." Every refusal of nukeWarlordZone
 * (code, words, rule), the events of a strike (zone cleared, cards destroyed, the cloud, Top
 * Brass, Nuclear Roulette, the retaliation due) and the retaliation holding up the attacker's turn.
 * Golden file: tests/golden/warlords/nuke-zone.json, read against the rules when written.
 */
import { type Command, type GameState, type NukeWarlordZone } from '@/domain'
import { guardRetaliation, retaliationOwed } from '@/domain/modules/warlords/nuke-zone'
import { apply } from '../support/games'
import { decided, goldenTable, type GoldenCase } from '../support/golden-table'
import { warlordsAirAtWar, warlordsAtWar, withZone } from '../support/warlords'

/** India: 2 nukes, 2 L-stars; USA: 3 nukes, no L-stars; Europe holds Deccan Grain in India, the USSR Thule Oil in Greenland. */
function atWar(air = false) {
  const g = air ? warlordsAirAtWar() : warlordsAtWar()
  g.do({ kind: 'correctSupply', power: 'usa', row: 'nukes', value: 3, reason: 'test' })
  g.do({ kind: 'addCompany', power: 'europe', reason: 'test', company: { name: 'Deccan Grain', territory: 'India', resource: 'grain', units: 3, origin: 'independent' } })
  return g
}
const base = atWar().state
const nuke = (over: Partial<NukeWarlordZone> = {}): NukeWarlordZone => ({ kind: 'nukeWarlordZone', attacker: 'usa', zone: 'India', nukes: 2, lstarDice: [6, 6], ...over })
const withSupply = (row: 'nukes' | 'lstars', value: number, s: GameState = base): GameState => ({ ...s, powers: { ...s.powers, usa: { ...s.powers.usa!, supplies: { ...s.powers.usa!.supplies, [row]: value } } } })
const NUKED = ['Greenland', 'Sahara', 'Egypt', 'Poland', 'Greece', 'Romania', 'Turkey', 'Iraq', 'Iran', 'Arabia', 'Pakistan', 'Burma', 'Tibet', 'Siam', 'Korea', 'Mongolia', 'Manchuria']
const late = (n: number, s: GameState = base): GameState => ({ ...s, war: { ...s.war!, nuked: NUKED.slice(0, n) } })
/** India nuked by the USA (both nukes through): its retaliation is due. */
const afterStrike = (s: GameState = base) => apply(s, nuke())
const held = (name: string, s: () => GameState, cmd: Command): GoldenCase => ({ name, get: () => guardRetaliation(s(), cmd) ?? 'not held' })
const c = (name: string, get: () => unknown): GoldenCase => ({ name, get })

const CASES: GoldenCase[] = [
  // Refusals, in the order nukeWarlordZone checks them.
  decided('a power not in the game', () => base, nuke({ attacker: 'china' as NukeWarlordZone['attacker'] })),
  decided('out of turn', () => base, nuke({ attacker: 'ussr' })),
  decided('a zone that is no warlord\'s', () => base, nuke({ zone: 'Siberia' })),
  decided('after Coup Final', () => ({ ...base, war: { ...base.war!, isCoupFinal: true } }), nuke()),
  decided('a captured zone', () => withZone(base, 'India', { armies: 0, occupiedBy: 'ussr' }), nuke()),
  decided('a zone nuked already', () => ({ ...base, war: { ...base.war!, nuked: ['India'] } }), nuke()),
  decided('no nukes fired', () => base, nuke({ nukes: 0 })),
  decided('a negative count of nukes', () => base, nuke({ nukes: -1 })),
  decided('a fraction of a nuke', () => base, nuke({ nukes: 1.5 })),
  decided('nukes as words', () => base, nuke({ nukes: '2' as unknown as number })),
  decided('more nukes than the meter holds', () => base, nuke({ nukes: 4 })),
  decided('2 nukes from a meter of 1', () => withSupply('nukes', 1), nuke()),
  decided('more L-star dice than India\'s L-stars', () => base, nuke({ lstarDice: [6, 6, 6] })),
  decided('an L-star die of 0', () => base, nuke({ lstarDice: [0, 6] })),
  // Strikes recorded.
  decided('all 3 nukes of the meter, both L-stars miss', () => base, nuke({ nukes: 3, lstarDice: [6, 6] })),
  decided('both nukes through: the zone cleared, Europe\'s card destroyed, the cloud, the retaliation due', () => base, nuke()),
  decided('one nuke stopped, one through', () => base, nuke({ lstarDice: [1, 6] })),
  decided('both nukes stopped: the zone attacked, the retaliation due all the same', () => base, nuke({ lstarDice: [1, 5] })),
  decided('one L-star die only', () => base, nuke({ nukes: 1, lstarDice: [2] })),
  decided('the pirate of Tokyo Bay: its navies gone, no cloud at sea', () => base, nuke({ zone: 'Tokyo Bay', nukes: 1, lstarDice: [] })),
  decided('Greenland has no nukes: no retaliation due; the USSR may counterattack', () => base, nuke({ zone: 'Greenland', nukes: 1, lstarDice: [6] })),
  decided('the USA with 3 L-stars outnumbers India: no retaliation due', () => withSupply('lstars', 3), nuke()),
  decided('with Air Units: India\'s air units are destroyed too', () => atWar(true).state, nuke({ lstarDice: [] })),
  decided('in a game without war record nor guided turns', () => ({ ...base, war: undefined, play: undefined }), nuke()),
  // Nuclear Roulette: a warlord's territory is a territory destroyed.
  decided('the 13th territory: the die is due', () => late(12), nuke()),
  decided('the 13th territory: a die of 0 is no die', () => late(12), nuke({ rouletteDie: 0 })),
  decided('the 13th territory, a 5', () => late(12), nuke({ rouletteDie: 5 })),
  decided('the 13th territory, a 6: Coup Final', () => late(12), nuke({ rouletteDie: 6 })),
  decided('the 16th territory: 3 or more ends it', () => late(15), nuke()),
  decided('the 16th territory, a 2', () => late(15), nuke({ rouletteDie: 2 })),
  decided('the 16th territory, a 3', () => late(15), nuke({ rouletteDie: 3 })),
  decided('the 18th territory: Coup Final without a roll', () => late(17), nuke()),
  decided('the 18th territory, a die given', () => late(17), nuke({ rouletteDie: 4 })),
  decided('12 destroyed, the nukes stopped: no roll', () => late(12), nuke({ lstarDice: [1, 1], rouletteDie: 3 })),
  decided('12 destroyed, a sea: no roll', () => late(12), nuke({ zone: 'Tokyo Bay', nukes: 1, lstarDice: [], rouletteDie: 3 })),
  decided('a die before the 13th', () => base, nuke({ rouletteDie: 3 })),
  // The retaliation holds up the attacker's turn.
  c('the retaliation owed to the USA after the strike, and to no one else', () => {
    const s = afterStrike()
    return { usa: retaliationOwed(s, 'usa')?.zone ?? null, ussr: retaliationOwed(s, 'ussr')?.zone ?? null, before: retaliationOwed(base, 'usa')?.zone ?? null }
  }),
  c('no retaliation owed once the USA outnumbers India in L-stars', () => retaliationOwed(withSupply('lstars', 3, afterStrike()), 'usa')?.zone ?? null),
  held('the USA ends its turn first', () => afterStrike(), { kind: 'endTurn', power: 'usa' }),
  held('the USA passes first', () => afterStrike(), { kind: 'passTurn', power: 'usa' }),
  held('the USA attacks a warlord first', () => afterStrike(), { kind: 'attackWarlord', attacker: 'usa', zone: 'Greenland', attacking: { armies: 2, navies: 0 }, attackerDice: [1], defenderDice: [1, 1, 1] }),
  held('the USA nukes again first', () => afterStrike(), nuke({ zone: 'Greenland', nukes: 1, lstarDice: [6] })),
  held('the USA captures a zone first', () => afterStrike(), { kind: 'captureWarlordZone', attacker: 'usa', zone: 'Greenland' }),
  held('two homes tied: no one remedy', () => {
    const s = afterStrike()
    const usa = s.powers.usa!
    return { ...s, powers: { ...s.powers, usa: { ...usa, companies: [...usa.companies, { ...usa.companies[0]!, id: 'tie-1', territory: 'Western U.S.A.', units: 3, resource: 'grain' as const }] } } }
  }, { kind: 'endTurn', power: 'usa' }),
  held('the USSR\'s commands are not held', () => afterStrike(), { kind: 'endTurn', power: 'ussr' }),
  held('a command that is no attack nor end of turn', () => afterStrike(), { kind: 'correctSupply', power: 'usa', row: 'oil', value: 3, reason: 'test' }),
  held('a command naming no power', () => afterStrike(), { kind: 'endTurn', power: 5 } as unknown as Command),
  held('no retaliation holds a game over (Coup Final)', () => { const s = afterStrike(); return { ...s, war: { ...s.war!, isCoupFinal: true } } }, { kind: 'endTurn', power: 'usa' }),
  held('in a bookkeeping game', () => ({ ...afterStrike(), play: undefined }), { kind: 'endTurn', power: 'usa' }),
  held('the retaliation recorded', () => apply(afterStrike(), { kind: 'warlordStrike', attacker: 'usa', zone: 'India', target: 'Midwest U.S.A.', lstarDice: [] }), { kind: 'endTurn', power: 'usa' }),
]

goldenTable('a strategic attack on a warlord or pirate, and its retaliation', 'warlords/nuke-zone.json', CASES)
