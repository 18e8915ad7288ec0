import type { GameEvent } from '../../kernel/events'
import { isWholeNumber } from '../../kernel/guards'
import type { ComposedRules } from '../../kernel/module'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { SUPPLY_ROW_CAPACITY } from '../../kernel/rules-constants'
import type { GameState, PowerState } from '../../kernel/state'
import { BUILD_MINERALS, CASH_FLOW_RULE, type BuildKind } from './data'
import type { BuildForces } from './commands'
import { buyLabor } from './labor'
import type { CashFlowState } from './state'
import { requireAction } from './turn'
import { asList, cashFlowPhrase, cashFlowRefusal } from './refusals'

export const BUILD_RULE = `${CASH_FLOW_RULE}, Build`

/** The unit types in the variant's order ("army, navy, nuke, l-star"). */
export const BUILD_KINDS = Object.keys(BUILD_MINERALS) as BuildKind[]

export const BUILD_NAMES: Readonly<Record<BuildKind, { one: string; many: string; card: string }>> = {
  armies: { one: 'army', many: 'armies', card: '' },
  navies: { one: 'navy', many: 'navies', card: '' },
  nukes: { one: 'nuke', many: 'nukes', card: 'the nuke card' },
  lstars: { one: 'L-star', many: 'L-stars', card: 'the L-star card' },
}

/** Each kind's sentences: a count of it ("2 navies"), no room for more, its tech card not come up (nukes, L-stars). */
const BUILD_KEYS = {
  armies: { count: 'countArmies', room: 'roomArmies', noTech: undefined },
  navies: { count: 'countNavies', room: 'roomNavies', noTech: undefined },
  nukes: { count: 'countNukes', room: 'roomNukes', noTech: 'noTechNukes' },
  lstars: { count: 'countLstars', room: 'roomLstars', noTech: 'noTechLstars' },
} as const satisfies Record<BuildKind, unknown>

const count = (n: number, kind: BuildKind) => ({ phrase: cashFlowPhrase(BUILD_KEYS[kind].count, { n }) })

/** Nukes and L-stars wait for their tech card: "nukes and l-stars may not be produced until the technology becomes available". */
export function buildAvailable(cf: CashFlowState, kind: BuildKind): boolean {
  return kind === 'armies' || kind === 'navies' || cf.tech.includes(kind)
}

/** The minerals `units` need: army 1, navy 2, nuke 3, L-star 4 each. */
export function buildMinerals(units: Partial<Record<BuildKind, number>>): number {
  return BUILD_KINDS.reduce((sum, kind) => sum + (units[kind] ?? 0) * BUILD_MINERALS[kind], 0)
}

/** How many more of `kind` `power` may hold: the box's pieces for forces (when the unit table caps them), the row's 12 for nukes and L-stars. */
export function buildRoom(power: PowerState, kind: BuildKind, rules: Pick<ComposedRules, 'unit'>): number | undefined {
  if (kind === 'nukes' || kind === 'lstars') return SUPPLY_ROW_CAPACITY - power.supplies[kind]
  const pieces = rules.unit(kind)?.pieces
  return pieces === undefined ? undefined : pieces - (power.forces[kind] ?? 0)
}

function validateUnits(cf: CashFlowState, power: PowerState, units: unknown, rules: Pick<ComposedRules, 'unit'>): Result<never> | undefined {
  if (typeof units !== 'object' || units === null) return cashFlowRefusal('bad-command', 'buildWhat', {}, BUILD_RULE)
  const entries = Object.entries(units as Record<string, unknown>)
  if (entries.some(([kind]) => !(BUILD_KINDS as string[]).includes(kind))) return cashFlowRefusal('bad-command', 'buildKinds', {}, BUILD_RULE)
  if (entries.some(([, n]) => n !== undefined && (!isWholeNumber(n) || n < 0))) return cashFlowRefusal('bad-number', 'buildWholeNumber', {}, BUILD_RULE)
  const wanted = units as Partial<Record<BuildKind, number>>
  if (BUILD_KINDS.every((kind) => (wanted[kind] ?? 0) === 0)) return cashFlowRefusal('bad-number', 'buildHowMany', {}, BUILD_RULE)
  for (const kind of BUILD_KINDS) {
    const n = wanted[kind] ?? 0
    if (n === 0) continue
    // Armies and navies are always available: only nukes and L-stars wait for their card.
    const noTech = BUILD_KEYS[kind].noTech
    if (noTech !== undefined && !buildAvailable(cf, kind)) return cashFlowRefusal('no-tech', noTech, {}, BUILD_RULE)
    const room = buildRoom(power, kind, rules)
    if (room !== undefined && n > room) {
      const values = { power: asPower(power.id), n: Math.max(0, room), max: SUPPLY_ROW_CAPACITY, pieces: rules.unit(kind)?.pieces ?? 0, wanted: n }
      return cashFlowRefusal('no-room', BUILD_KEYS[kind].room, values, BUILD_RULE)
    }
  }
  return undefined
}

/**
 * Build: "A player must purchase a unit of labor from the labor market for each type (army, navy,
 * nuke, l-star) of unit he wishes to build ... without regard to the number of forces produced",
 * then deletes the minerals (army 1, navy 2, nuke 3, L-star 4). Armies and navies join the forces;
 * nukes (their silos are the table's) and L-stars move up their meters on the supply center.
 */
export function decideBuildWithLabor(state: GameState, cmd: BuildForces, rules: ComposedRules): Result<GameEvent[]> {
  const cf = requireAction(state, cmd.power, 'build')
  if (!cf.ok) return cf
  const power = state.powers[cmd.power]!
  const wrong = validateUnits(cf.value, power, cmd.units, rules)
  if (wrong) return wrong
  const kinds = BUILD_KINDS.filter((kind) => (cmd.units[kind] ?? 0) > 0)
  const what = asList(kinds.map((kind) => count(cmd.units[kind]!, kind)))
  const minerals = buildMinerals(cmd.units)
  if (minerals > power.supplies.minerals) {
    const key = kinds.length === 1 && cmd.units[kinds[0]!] === 1 ? 'buildNeedsOne' : 'buildNeedMany'
    return cashFlowRefusal('short-supplies', key, { what, minerals, power: asPower(power.id), has: power.supplies.minerals }, `${BUILD_RULE}, Delete mineral units`)
  }
  const labor = buyLabor(state, cf.value, power.id, kinds.length, cashFlowPhrase('laborBuilding', { units: what }))
  if (!labor.ok) return labor
  const events: GameEvent[] = [...labor.value, { type: 'supplyChanged', power: power.id, row: 'minerals', from: power.supplies.minerals, to: power.supplies.minerals - minerals }]
  for (const kind of kinds) {
    const n = cmd.units[kind]!
    if (kind === 'nukes' || kind === 'lstars') {
      events.push({ type: 'supplyChanged', power: power.id, row: kind, from: power.supplies[kind], to: power.supplies[kind] + n })
    } else {
      const from = power.forces[kind] ?? 0
      events.push({ type: 'forcesChanged', power: power.id, force: kind, from, to: from + n })
    }
  }
  return ok(events)
}
