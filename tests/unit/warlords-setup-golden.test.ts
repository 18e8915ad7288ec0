/**
 * Warlords and Pirates, Setting Up, word for word (shared/rules/expansion-warlords-and-pirates.txt):
 * "Roll one die and put that number of armies (cubes) on the first territory listed ... Repeat this
 * procedure for each territory and sea that may have warlords and pirates", Main Battle Tanks (one
 * tank for every six points), "Pirates do not get boomers when setting up the game", and LT6's
 * extra zones ("Pirates may not be placed in seas adjacent to the home territory of a player").
 * Every refusal of setUpNeutralZones (code, words, rule, remedy), the zones offered, and the
 * record accepted. Golden file: tests/golden/warlords/setup.json, read against the rules.
 */
import { NEUTRAL_TERRITORIES, PIRATE_SEAS, type GameState, type PowerId, type SetUpNeutralZones } from '@/domain'
import { neutralZoneChoices, tanksFor } from '@/domain/modules/warlords/setup'
import { guidedGame } from '../support/guided'
import { decided, goldenTable, type GoldenCase } from '../support/golden-table'

const THREE: PowerId[] = ['usa', 'ussr', 'europe']
const SIX: PowerId[] = ['usa', 'ussr', 'europe', 'china', 'africa', 'south-america']
const start = (powers: PowerId[] = THREE, modules = ['warlords']) => guidedGame(powers, undefined, {}, modules).state
type Roll = SetUpNeutralZones['zones'][number]
/** Every Full House zone with a die of 3 (less `without`), then `extra` rolls. */
const rolls = (extra: unknown[] = [], without: string[] = []): Roll[] => [...[...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].filter((z) => !without.includes(z)).map((zone) => ({ zone, die: 3 })), ...(extra as Roll[])]
const setUp = (zones: unknown = rolls(), mode: unknown = 'fullHouse'): SetUpNeutralZones => ({ kind: 'setUpNeutralZones', mode: mode as SetUpNeutralZones['mode'], zones: zones as Roll[] })
/** Greenland rolled again, with `over`. */
const greenland = (over: Record<string, unknown>) => setUp([...rolls([], ['Greenland']), { zone: 'Greenland', die: 3, ...over }])
const nuked = (s: GameState): GameState => ({ ...s, war: { ...(s.war ?? { record: {}, nuked: [] }), nuked: ['Greenland'] } as GameState['war'] })
const c = (name: string, get: () => unknown): GoldenCase => ({ name, get })

const CASES: GoldenCase[] = [
  c('tanks for dice 1 to 6 and 12', () => [1, 2, 3, 4, 5, 6, 12].map(tanksFor)),
  c('zones offered, Full House, three powers', () => neutralZoneChoices(start(), 'fullHouse')),
  c('zones offered, LT6, three powers', () => neutralZoneChoices(start(), 'lt6')),
  c('zones offered, LT6, Greenland nuked', () => neutralZoneChoices(nuked(start()), 'lt6').filter((z) => z.zone === 'Greenland' || z.required === false).map((z) => z.zone)),
  c('zones offered, LT6, the V1 reading', () => neutralZoneChoices({ ...start(), settings: { ...start().settings, warlordsReadsV1: true } }, 'lt6').filter((z) => !z.required)),
  decided('a game without the warlords\' record', () => ({ ...start(), neutral: undefined }), setUp()),
  decided('zones placed already', () => ({ ...start(), neutral: { ...start().neutral!, zones: [{ zone: 'India', kind: 'warlord', armies: 3, tanks: 0, nukes: 0, lstars: 0 }] } }), setUp()),
  decided('a mode chosen already', () => ({ ...start(), neutral: { ...start().neutral!, mode: 'lt6' } }), setUp()),
  decided('after a power settled Stage 1', () => ({ ...start(), play: { ...start().play!, done: ['usa'] } }), setUp()),
  decided('at Stage 2', () => ({ ...start(), play: { ...start().play!, stage: 2 } }), setUp()),
  decided('in Cycle 2', () => ({ ...start(), play: { ...start().play!, cycle: 2 } }), setUp()),
  decided('an unknown mode', start, setUp(rolls(), 'half')),
  decided('LT6 with all six powers', () => start(SIX), setUp(rolls(), 'lt6')),
  decided('zones not a list', start, setUp('India')),
  decided('more zones than the board has', start, setUp(Array.from({ length: 200 }, (_, i) => ({ zone: `Z${i}`, die: 3 })))),
  decided('a zone that is no record', start, setUp([null])),
  decided('a zone with no name', start, setUp([{ zone: 7, die: 3 }])),
  decided('a zone listed twice', start, setUp(rolls([{ zone: 'India', die: 2 }]))),
  decided('Full House: a home territory', start, setUp(rolls([{ zone: 'Midwest U.S.A.', die: 2 }]))),
  decided('Full House: Greenland nuked', () => nuked(start()), setUp(rolls())),
  decided('LT6: a home of a player', start, setUp(rolls([{ zone: 'Midwest U.S.A.', die: 2 }]), 'lt6')),
  decided('LT6: a sea bordering a player\'s home', start, setUp(rolls([{ zone: 'Barkley Sound', die: 2 }]), 'lt6')),
  decided('LT6: a place the board does not know', start, setUp(rolls([{ zone: 'Atlantis', die: 2 }]), 'lt6')),
  decided('LT6: Greenland nuked', () => nuked(start()), setUp(rolls(), 'lt6')),
  decided('a die of 0', start, greenland({ die: 0 })),
  decided('a die of 7', start, greenland({ die: 7 })),
  decided('a die of "3"', start, greenland({ die: '3' })),
  decided('a tank die for a sea', start, setUp([...rolls([], ['Tokyo Bay']), { zone: 'Tokyo Bay', die: 3, tankDie: 6 }])),
  decided('a tank die of 7', start, greenland({ tankDie: 7 })),
  decided('a tank die of 0', start, greenland({ tankDie: 0 })),
  decided('an empty name', start, greenland({ name: '' })),
  decided('a name of spaces', start, greenland({ name: '   ' })),
  decided('a name of 41 characters', start, greenland({ name: 'x'.repeat(41) })),
  decided('a name that is a number', start, greenland({ name: 7 })),
  decided('a zone missing', start, setUp(rolls([], ['India', 'Tokyo Bay']))),
  decided('accepted: Full House, all threes', start, setUp()),
  decided('accepted: Greenland with a tank die of 6 and a name of 40 characters', start, greenland({ tankDie: 6, name: 'y'.repeat(40) })),
  decided('accepted: Greenland with a name trimmed', start, greenland({ name: ` ${'z'.repeat(38)} ` })),
  decided('accepted: Greenland with a tank die of 5, unnamed', start, greenland({ tankDie: 5 })),
  decided('accepted: LT6 with China\'s Manchuria and the Gulf of Guinea', start, setUp(rolls([{ zone: 'Manchuria', die: 1 }, { zone: 'Gulf of Guinea', die: 2 }]), 'lt6')),
  decided('accepted: with Air Units, warlords hold no air units yet', () => start(THREE, ['air-units', 'warlords']), setUp()),
  decided('accepted: in a bookkeeping game', () => ({ ...start(), play: undefined }), setUp()),
  decided('accepted: Full House with Greenland nuked', () => nuked(start()), setUp(rolls([], ['Greenland']))),
]

goldenTable('placing the warlords and pirates', 'warlords/setup.json', CASES)
