import { neutralTerritories } from '../battle/neutral'
import { isWholeNumber } from '../../kernel/guards'
import { POWER_IDS, type PowerId } from '../../kernel/ids'
import { SUPERPOWERS } from '../../kernel/superpowers'
import { patchSlice } from '../../kernel/patch'
import { ok, refusePhrase, type Result } from '../../kernel/result'
import { asPower, type Phrase } from '../../kernel/phrase'
import { warlordsPhrase, warlordsRefusal, warlordsRemedy } from './refusals'
import type { GameEvent } from '../../kernel/events'
import type { ComposedRules } from '../../kernel/module'
import type { GameState } from '../../kernel/state'
import { wherePhrase } from '../play/refusals'
import type { SetUpNeutralZones } from './commands'
import { NEUTRAL_TERRITORIES } from '../battle/data'
import { FORCES_DIE, KNOWN_NAMES, LIGHT_BLUE_SEAS, PIRATE_SEAS, POINTS_PER_TANK, SEAS_BORDERING_HOMES, SEAS_BORDERING_HOMES_V1, WARLORDS_RULE } from './data'
import { readsV1 } from './legacy'
import type { NeutralSetupMode, NeutralZone } from './state'
import { fitsCharacters } from '../../kernel/text'

const MODES: readonly NeutralSetupMode[] = ['fullHouse', 'lt6']
/** An app bound on a typed name (not a rule). */
const MAX_NAME = 40
/** No setup lists more zones than the board has: grey territories, light-blue seas and every power's homes. */
const MAX_ZONES = NEUTRAL_TERRITORIES.length + LIGHT_BLUE_SEAS.length + POWER_IDS.reduce((n, id) => n + SUPERPOWERS[id].homeTerritories.length, 0)

const isDie = (value: unknown): value is number => isWholeNumber(value) && value >= FORCES_DIE.min && value <= FORCES_DIE.max

/** Main Battle Tanks: one tank for every six points of the territory's die. */
export function tanksFor(die: number): number {
  return Math.floor(die / POINTS_PER_TANK)
}

/** Full House: the grey territories and the eight listed seas (less any territory nuked out of play). */
function fullHouseZones(state: GameState): string[] {
  const nuked = state.war?.nuked ?? []
  return [...NEUTRAL_TERRITORIES.filter((t) => !nuked.includes(t)), ...PIRATE_SEAS]
}

/**
 * LT6 adds the home territories of powers out of play and light-blue seas that border no
 * playing power's home ("Pirates may not be placed in seas adjacent to the home territory of a
 * player"): the board's adjacency (SEAS_BORDERING_HOMES) refuses a sea next to a power in the
 * game, so the Baltic Sea while Europe or the USSR plays.
 */
function seaRefusedIn(state: GameState, sea: string): PowerId | undefined {
  const table = readsV1(state) ? SEAS_BORDERING_HOMES_V1 : SEAS_BORDERING_HOMES
  return (table[sea] ?? []).find((id) => state.order.includes(id))
}

/** Why `zone` may not hold a warlord or pirate under `mode`, or undefined when it may. */
function zoneRefusal(state: GameState, mode: NeutralSetupMode, zone: string): Phrase | undefined {
  if (fullHouseZones(state).includes(zone)) return undefined
  if ((state.war?.nuked ?? []).includes(zone)) return warlordsPhrase('zoneNuked', { zone })
  if (mode === 'fullHouse') {
    return warlordsPhrase('notFullHouseZone', { zone, seas: PIRATE_SEAS.join(', ') })
  }
  if (neutralTerritories(state).includes(zone)) return undefined
  if (LIGHT_BLUE_SEAS.includes(zone)) {
    const owner = seaRefusedIn(state, zone)
    return owner === undefined ? undefined : warlordsPhrase('bordersHome', { zone, power: asPower(owner) })
  }
  const owner = state.order.find((id) => SUPERPOWERS[id].homeTerritories.includes(zone))
  if (owner !== undefined) return warlordsPhrase('homeOfPlayer', { zone, power: asPower(owner) })
  return warlordsPhrase('notNeutralZone', { zone })
}

/**
 * Setting Up: "Roll one die and put that number of armies (cubes) on the first territory listed
 * ... Repeat this procedure for each territory and sea that may have warlords and pirates." Every
 * Full House zone gets its die; LT6 may add more. A territory's tank die gives one tank per six
 * points; "Pirates do not get boomers when setting up the game".
 */
export function decideSetUpNeutralZones(state: GameState, cmd: SetUpNeutralZones, rules: ComposedRules): Result<GameEvent[]> {
  const neutral = state.neutral
  if (!neutral) return warlordsRefusal('zones-not-set-up', 'noNeutralRecord', {}, WARLORDS_RULE.setup)
  if (neutral.mode !== undefined || neutral.zones.length > 0) {
    return warlordsRefusal('zones-set-up', 'alreadyPlaced', { n: neutral.zones.length }, WARLORDS_RULE.setup)
  }
  const play = state.play
  if (play && !(play.cycle === 1 && play.stage === 1 && play.done.length === 0)) {
    return warlordsRefusal('wrong-stage', 'placedBefore', { where: wherePhrase(play) }, WARLORDS_RULE.setup)
  }
  if (!MODES.includes(cmd.mode)) return warlordsRefusal('bad-choice', 'chooseMode', {}, WARLORDS_RULE.setup)
  if (cmd.mode === 'lt6' && POWER_IDS.every((id) => state.order.includes(id))) {
    return warlordsRefusal('bad-choice', 'allSixPlay', {}, WARLORDS_RULE.lt6, [warlordsRemedy('setUpFullHouse', {}, { ...cmd, mode: 'fullHouse' })])
  }
  if (!Array.isArray(cmd.zones) || cmd.zones.length > MAX_ZONES) {
    return warlordsRefusal('bad-zone', 'listZones', {}, WARLORDS_RULE.setup)
  }
  const seen = new Set<string>()
  const zones: NeutralZone[] = []
  const airUnits = rules.unit('airUnits') !== undefined
  for (const roll of cmd.zones as unknown[]) {
    if (typeof roll !== 'object' || roll === null) return warlordsRefusal('bad-zone', 'listZones', {}, WARLORDS_RULE.setup)
    const { zone, die, tankDie, name } = roll as Record<string, unknown>
    if (typeof zone !== 'string') return warlordsRefusal('bad-zone', 'nameZone', {}, WARLORDS_RULE.setup)
    if (seen.has(zone)) return warlordsRefusal('bad-zone', 'listedTwice', { zone }, WARLORDS_RULE.setup)
    seen.add(zone)
    const why = zoneRefusal(state, cmd.mode, zone)
    if (why) return refusePhrase('bad-zone', why, cmd.mode === 'lt6' ? WARLORDS_RULE.lt6 : WARLORDS_RULE.fullHouse)
    if (!isDie(die)) return warlordsRefusal('bad-dice', 'dieRange', { zone }, WARLORDS_RULE.setup)
    const pirate = LIGHT_BLUE_SEAS.includes(zone)
    if (tankDie !== undefined) {
      if (pirate) return warlordsRefusal('bad-dice', 'seaNoTanks', { zone }, WARLORDS_RULE.tanks)
      if (!isDie(tankDie)) return warlordsRefusal('bad-dice', 'tankDieRange', { zone }, WARLORDS_RULE.tanks)
    }
    if (name !== undefined && (typeof name !== 'string' || name.trim() === '' || !fitsCharacters(name, MAX_NAME))) {
      return warlordsRefusal('bad-zone', 'zoneName', { zone, max: MAX_NAME }, WARLORDS_RULE.setup)
    }
    const named = typeof name === 'string' ? name.trim() : KNOWN_NAMES[zone]
    zones.push({
      zone,
      kind: pirate ? 'pirate' : 'warlord',
      ...(named !== undefined ? { name: named } : {}),
      ...(pirate ? { navies: die } : { armies: die }),
      tanks: typeof tankDie === 'number' ? tanksFor(tankDie) : 0,
      nukes: 0,
      lstars: 0,
      ...(airUnits && !pirate ? { airUnits: 0 } : {}),
    })
  }
  const missing = fullHouseZones(state).filter((z) => !seen.has(z))
  if (missing.length > 0) {
    return warlordsRefusal('zones-missing', 'zonesMissing', { zones: missing.join(', ') }, WARLORDS_RULE.setup)
  }
  return ok([patchSlice('neutral', neutral, { mode: cmd.mode, zones })])
}

/** A zone the Marshall may place a warlord or pirate in, and whether the rules require it. */
export interface NeutralZoneChoice {
  zone: string
  kind: 'warlord' | 'pirate'
  /** Full House zones are required ("Repeat this procedure for each territory and sea"); LT6's extra zones are the Marshall's choice. */
  required: boolean
}

/**
 * The zones `setUpNeutralZones` accepts under `mode` for this game, territories first, then seas,
 * each in the board lists' order. Derived from the decider's own check (zoneRefusal), so a screen
 * offers exactly what the rules take: Full House's grey territories (less any nuked) and eight
 * seas, and in LT6 also the homes of powers out of play and the light-blue seas not refused.
 */
export function neutralZoneChoices(state: GameState, mode: NeutralSetupMode): NeutralZoneChoice[] {
  const required = fullHouseZones(state)
  const absentHomes = POWER_IDS.filter((id) => !state.order.includes(id)).flatMap((id) => SUPERPOWERS[id].homeTerritories)
  const candidates = [...new Set([...NEUTRAL_TERRITORIES, ...absentHomes, ...PIRATE_SEAS, ...LIGHT_BLUE_SEAS])]
  return candidates
    .filter((zone) => zoneRefusal(state, mode, zone) === undefined)
    .map((zone) => ({ zone, kind: LIGHT_BLUE_SEAS.includes(zone) ? ('pirate' as const) : ('warlord' as const), required: required.includes(zone) }))
}
