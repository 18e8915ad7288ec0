import { patchSlice } from '../../kernel/patch'
import type { GameEvent } from '../../kernel/events'
import { isPowerId, type PowerId } from '../../kernel/ids'
import { ok, refusePhrase, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { asAction, cashFlowPhrase, cashFlowRefusal } from './refusals'
import type { GameState } from '../../kernel/state'
import { CASH_FLOW_RULE } from './data'
import type { DeclareBlockade } from './commands'
import { isHomeTerritory } from './production-count'
import { requireAction, requireTurn } from './turn'
import type { CashFlowState } from './state'
import { isV1 } from './legacy'
import { fitsCharacters, tooLongPhrase } from '../../kernel/text'

export const BLOCKADE_RULE = `${CASH_FLOW_RULE}, Deployment and Attack ("declare blockade")`
const MAX_TERRITORY_NAME = 60
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * "At the conclusion of any deploy action [attack action], a player may declare blockade on a
 * territory if he has navies blocking all ports of that territory" ("stand the blockading navies on
 * their side"); "if all of your home ports are blocked by enemy navies then the enemy may declare a
 * siege". The board is the table's: the app records the declaration, refused to a power with no
 * navy. A blockade or siege lasts while its navies do: its declarer lifts it (at the end of a
 * Deployment or Attack), the power whose Attack sank some of the declarer's navies this turn may
 * break it (`by`: whose), and it ends by itself when its declarer has no navy left (docs/cash-flow.md).
 */
export function decideDeclareBlockade(state: GameState, cmd: DeclareBlockade): Result<GameEvent[]> {
  const turn = requireTurn(state, cmd.power)
  if (!turn.ok) return turn
  // Entropy and "select an action first" as every action says them; then either of the two actions.
  const cf = requireAction(state, cmd.power, turn.value.turn.action === 'attack' ? 'attack' : 'deployment')
  if (!cf.ok) {
    const taken = turn.value.turn.action
    if (cf.refusal.code !== 'wrong-action' || taken === undefined) return cf
    return cashFlowRefusal('wrong-action', 'blockadeWhen', { power: asPower(cmd.power), action: asAction(taken) }, BLOCKADE_RULE)
  }
  const by = cmd.by ?? cmd.power
  if (!isPowerId(by) || state.powers[by] === undefined) return cashFlowRefusal('unknown-power', 'sayWhoseBlockade', {}, BLOCKADE_RULE)
  if (by !== cmd.power) {
    // Breaking another power's blockade: only by lifting it, in the Attack that sank its navies.
    if (cmd.lift !== true) return cashFlowRefusal('bad-command', 'ownBlockades', { power: asPower(cmd.power), by: asPower(by) }, BLOCKADE_RULE)
    if (cf.value.turn.action !== 'attack' || !(cf.value.turn.sunk ?? []).includes(by)) {
      return cashFlowRefusal('not-yours', 'onlyOwnerLifts', { by: asPower(by), power: asPower(cmd.power) }, BLOCKADE_RULE)
    }
  }
  const { blockades, sieges } = cf.value
  const onTerritory = cmd.territory !== undefined
  if (onTerritory === (cmd.siegeOf !== undefined)) return cashFlowRefusal('bad-command', 'territoryOrSiege', {}, BLOCKADE_RULE)
  if (cmd.lift !== undefined && typeof cmd.lift !== 'boolean') return cashFlowRefusal('bad-command', 'declareOrLift', {}, BLOCKADE_RULE)
  if (cmd.lift !== true && !isV1(state) && state.powers[by].forces.navies === 0) {
    return cashFlowRefusal('no-navy', 'blockadeNeedsNavy', { power: asPower(by) }, BLOCKADE_RULE)
  }
  if (onTerritory) {
    if (typeof cmd.territory !== 'string' || cmd.territory.trim() === '' || !fitsCharacters(cmd.territory, MAX_TERRITORY_NAME)) {
      const long = typeof cmd.territory === 'string' ? tooLongPhrase(cmd.territory, MAX_TERRITORY_NAME, cashFlowPhrase('blockadedTerritory')) : undefined
      return long ? refusePhrase('bad-command', long, BLOCKADE_RULE) : cashFlowRefusal('bad-command', 'nameBlockaded', {}, BLOCKADE_RULE)
    }
    const territory = cmd.territory.trim()
    const mine = blockades.findIndex((b) => b.by === by && same(b.territory, territory))
    if (cmd.lift) {
      if (mine < 0) return cashFlowRefusal('no-blockade', 'noBlockadeToLift', { power: asPower(by), territory }, BLOCKADE_RULE)
      return ok([patchSlice('cashFlow', cf.value, { blockades: blockades.filter((_, i) => i !== mine) })])
    }
    if (isHomeTerritory(by, territory)) return cashFlowRefusal('same-power', 'ownHomeTerritory', { territory, power: asPower(by) }, BLOCKADE_RULE)
    if (mine >= 0) return cashFlowRefusal('already-declared', 'alreadyBlockades', { power: asPower(by), territory }, BLOCKADE_RULE)
    return ok([patchSlice('cashFlow', cf.value, { blockades: [...blockades, { territory, by }] })])
  }
  const of = cmd.siegeOf
  if (!isPowerId(of) || state.powers[of] === undefined) return cashFlowRefusal('unknown-power', 'chooseBesieged', {}, BLOCKADE_RULE)
  const held = sieges.findIndex((s) => s.by === by && s.power === of)
  if (cmd.lift) {
    if (held < 0) return cashFlowRefusal('no-blockade', 'noSiegeToLift', { power: asPower(by), of: asPower(of) }, BLOCKADE_RULE)
    return ok([patchSlice('cashFlow', cf.value, { sieges: sieges.filter((_, i) => i !== held) })])
  }
  if (of === by) return cashFlowRefusal('same-power', 'besiegeOwn', { power: asPower(by) }, BLOCKADE_RULE)
  if (held >= 0) return cashFlowRefusal('already-declared', 'alreadyBesieges', { power: asPower(by), of: asPower(of) }, BLOCKADE_RULE)
  return ok([patchSlice('cashFlow', cf.value, { sieges: [...sieges, { power: of, by }] })])
}

/** The slice as `events` leave it (their cashFlow patches laid over `cf` in order). */
function sliceAfter(cf: CashFlowState, events: readonly GameEvent[]): CashFlowState {
  let next = cf
  for (const e of events) if (e.type === 'slicePatched' && e.slice === 'cashFlow') next = { ...next, ...(e.to as Partial<CashFlowState>) }
  return next
}

/**
 * The follow-up of every command: a blockade or siege stands on its navies ("if he has navies
 * blocking all ports"), so a power left with no navy by any command (a combat, a nuke at sea, a
 * correction, Nuclear Destruction) loses every blockade and siege it declared.
 */
export function blockadesFallWithNavies(state: GameState, events: GameEvent[]): GameEvent[] {
  const cf = state.cashFlow
  if (cf === undefined || isV1(state)) return events
  const navies = new Map<PowerId, number>()
  for (const e of events) if (e.type === 'forcesChanged' && e.force === 'navies') navies.set(e.power, e.to)
  if (navies.size === 0) return events
  const after = sliceAfter(cf, events)
  const sunk = (id: PowerId) => navies.get(id) === 0
  const blockades = after.blockades.filter((b) => !sunk(b.by))
  const sieges = after.sieges.filter((s) => !sunk(s.by))
  if (blockades.length === after.blockades.length && sieges.length === after.sieges.length) return events
  return [...events, patchSlice('cashFlow', after, { blockades, sieges })]
}
