import { SUPPLY_ROW_CAPACITY } from '../../kernel/rules-constants'
import { SUPERPOWERS } from '../../kernel/superpowers'
import type { GameEvent } from '../../kernel/events'
import { isPowerId, type PowerId } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { battlePhrase, battleRefusal, type BattleKey } from './refusals'
import type { GameState, PowerState } from '../../kernel/state'
import type { CaptureTerritory, LiberateTerritory } from './commands'
import { addToRecord, warChanged } from './patch'
import { initialWar, type HomeLoss, type WarState } from './war-state'


export const HOMES_RULE = {
  capture: 'Spoils of War, "The Capture"',
  destruction: 'Spoils of War, "The Destruction"',
  liberation: 'Stage 4, Battle Drill for Conventional Forces, Step F (the note on liberating a home territory)',
  surrender: 'Stage 4, Defensive Tactics, "Surrender"',
  supremacy: 'Winning the Game, "Supremacy"',
} as const

/** One home territory as the table sees it now. */
export type HomeTerritoryStatus =
  | { territory: string; status: 'held' }
  | { territory: string; status: 'occupied'; holder: PowerId }
  | { territory: string; status: 'nuked' }

function warOf(state: GameState): WarState {
  return state.war ?? initialWar()
}

/** Each home territory of `power`: still held, occupied by another power, or nuked. */
export function homeStatus(state: GameState, power: PowerId): HomeTerritoryStatus[] {
  const war = warOf(state)
  return SUPERPOWERS[power].homeTerritories.map((territory): HomeTerritoryStatus => {
    if (war.nuked.includes(territory)) return { territory, status: 'nuked' }
    const holder = war.occupiedHomes[territory]
    return holder !== undefined && holder !== power ? { territory, status: 'occupied', holder } : { territory, status: 'held' }
  })
}

/** True when `territory` is `power`'s only home territory not yet occupied or nuked. */
export function isLastHomeTerritory(state: GameState, power: PowerId, territory: string): boolean {
  const homes = homeStatus(state, power)
  const here = homes.find((h) => h.territory === territory)
  return here !== undefined && here.status === 'held' && homes.every((h) => h.territory === territory || h.status !== 'held')
}

/** Every home territory of `power` is occupied or nuked: the Spoils of War may follow. */
export function hasLostAllHomes(state: GameState, power: PowerId): boolean {
  return homeStatus(state, power).every((h) => h.status !== 'held')
}

export function isEliminated(state: GameState, power: PowerId): boolean {
  return warOf(state).eliminated.includes(power)
}

/**
 * How many units each of `power`'s supply-center rows may hold: 12, plus 12 for each supply
 * center it captured ("He may now use his opponent's supply center to store his resources").
 */
export function rowCapacity(state: GameState, power: PowerId): number {
  return SUPPLY_ROW_CAPACITY * (1 + (warOf(state).capturedCenters[power]?.length ?? 0))
}

/** Supremacy: the one power left when every other has been captured or destroyed. */
export function supremacyWinner(state: GameState): PowerId | undefined {
  if (state.order.length < 2) return undefined
  const left = state.order.filter((id) => state.powers[id] !== undefined && !isEliminated(state, id))
  return left.length === 1 ? left[0] : undefined
}

/** The territory named is not one of `power`'s home territories (names are the board's, kept as they are). */
function notAHome(territory: unknown, power: PowerId, rule: string): Result<never> {
  const homes = SUPERPOWERS[power].homeTerritories.join(', ')
  return isTerritoryName(territory)
    ? battleRefusal('not-a-home-territory', 'notAHome', { territory, power: asPower(power), homes }, rule)
    : battleRefusal('not-a-home-territory', 'thatNotAHome', { power: asPower(power), homes }, rule)
}

/** The roles a caller of activePower names (in English, as the call sites read them), each with its words in the table. */
const ROLES = {
  seller: 'roleSeller',
  'superpower taking the zone': 'roleTakingZone',
  superpower: 'roleSuperpower',
  'superpower leaving the zone': 'roleLeavingZone',
  'superpower firing the nukes': 'roleFiringNukes',
  'attacking superpower': 'roleAttackingSuperpower',
  'power withdrawing': 'roleWithdrawing',
  attacker: 'roleAttacker',
  'power that took the territory': 'roleTookTerritory',
  'power whose home territory it is': 'roleHomeOwner',
  'power taking back its home territory': 'roleTakingBackHome',
  'power that held the territory, or the militia': 'roleHeldTerritory',
  victor: 'roleVictor',
  'defeated power': 'roleDefeated',
  'power whose last home territory was nuked': 'roleLastHomeNuked',
  'surrendering power': 'roleSurrendering',
  'power that is bankrupt': 'roleBankrupt',
} as const satisfies Record<string, BattleKey>
export type ActiveRole = keyof typeof ROLES

/** A power in this game and still in it; `role` says which one to choose ("Choose the victor: …"). */
export function activePower(state: GameState, id: unknown, role: ActiveRole, rule: string): Result<PowerState> {
  if (!isPowerId(id) || !state.powers[id]) return battleRefusal('unknown-power', 'chooseRole', { role: { phrase: battlePhrase(ROLES[role]) } }, rule)
  if (isEliminated(state, id)) return battleRefusal('eliminated', 'eliminated', { power: asPower(id) }, rule)
  return ok(state.powers[id])
}

/** The power whose home territory `territory` is, if any. */
export function homeOwner(state: GameState, territory: string): PowerId | undefined {
  return state.order.find((id) => SUPERPOWERS[id]?.homeTerritories.includes(territory))
}

/** The lastHomeLoss map with `power`'s latest loss set (for a war slice patch). */
export function withHomeLoss(war: WarState, power: PowerId, loss: HomeLoss): NonNullable<WarState['lastHomeLoss']> {
  return { ...(war.lastHomeLoss ?? {}), [power]: loss }
}

/**
 * Which Spoils of War rule applies to a power that lost every home territory: the Capture (to
 * the captor of the last one) when the last was captured, the Destruction when it was nuked
 * ("If the defender decides to nuke the last home territory that has just been captured ... the
 * attacker does not get to use the rule Spoils of War"). 'either' for games saved before the
 * order was recorded.
 */
export type SpoilsRule = { rule: 'capture'; captor: PowerId } | { rule: 'destruction' } | { rule: 'either' }

export function spoilsRuleFor(state: GameState, power: PowerId): SpoilsRule {
  const last = state.war?.lastHomeLoss?.[power]
  if (!last) return { rule: 'either' }
  return last.how === 'captured' ? { rule: 'capture', captor: last.by } : { rule: 'destruction' }
}

function isTerritoryName(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= 40
}

/** After a battle or a withdrawal, `attacker` holds a home territory of `defender`. */
export function decideCaptureTerritory(state: GameState, cmd: CaptureTerritory): Result<GameEvent[]> {
  const attacker = activePower(state, cmd.attacker, 'power that took the territory', HOMES_RULE.capture)
  if (!attacker.ok) return attacker
  const defender = activePower(state, cmd.defender, 'power whose home territory it is', HOMES_RULE.capture)
  if (!defender.ok) return defender
  const [a, d] = [attacker.value.id, defender.value.id]
  if (a === d) return battleRefusal('same-power', 'captureOwnHome', { power: asPower(a) }, HOMES_RULE.liberation)
  if (!isTerritoryName(cmd.territory) || !SUPERPOWERS[d].homeTerritories.includes(cmd.territory)) {
    return notAHome(cmd.territory, d, HOMES_RULE.capture)
  }
  const war = warOf(state)
  if (war.nuked.includes(cmd.territory)) {
    return battleRefusal('nuked', 'nukedNoOccupy', { territory: cmd.territory }, 'How to Use Strategic Forces (a mushroom cloud: "out of play")')
  }
  if (war.occupiedHomes[cmd.territory] === a) return battleRefusal('already-held', 'alreadyHeld', { power: asPower(a), territory: cmd.territory }, HOMES_RULE.capture)
  if (!state.war) return battleRefusal('no-war-record', 'noWarRecordHomes', {}, HOMES_RULE.capture)
  const occupiedHomes = { ...war.occupiedHomes, [cmd.territory]: a }
  return ok([warChanged(war, { occupiedHomes, record: addToRecord(war, a, { territoriesCaptured: 1 }), lastHomeLoss: withHomeLoss(war, d, { how: 'captured', by: a }) })])
}

/**
 * A power takes back one of its own home territories ("If the defender liberates (captures) one
 * of his home territories, then he remains in the game"); it counts as a territory captured.
 */
export function decideLiberateTerritory(state: GameState, cmd: LiberateTerritory): Result<GameEvent[]> {
  const found = activePower(state, cmd.power, 'power taking back its home territory', HOMES_RULE.liberation)
  if (!found.ok) return found
  const p = found.value.id
  if (!isTerritoryName(cmd.territory) || !SUPERPOWERS[p].homeTerritories.includes(cmd.territory)) {
    return notAHome(cmd.territory, p, HOMES_RULE.liberation)
  }
  const war = warOf(state)
  const holder = war.occupiedHomes[cmd.territory]
  if (!state.war || holder === undefined || holder === p) return battleRefusal('not-occupied', 'notOccupied', { territory: String(cmd.territory), power: asPower(p) }, HOMES_RULE.liberation)
  const occupiedHomes = { ...war.occupiedHomes }
  delete occupiedHomes[cmd.territory]
  return ok([warChanged(war, { occupiedHomes, record: addToRecord(war, p, { territoriesCaptured: 1 }) })])
}
