/**
 * Space Blast and L-star Clash (basic rules v3.0, Stage 4, Offensive Tactics). The nuclear strike
 * is in battle/strategic.ts.
 */
import { BATTLE_RULE } from './data'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { battleRefusal, battleRemedy } from './refusals'
import type { GameState } from '../../kernel/state'
import type { LstarClash, SpaceBlast } from './commands'
import { guardStage } from './stage-guard'
import { counterattacksFor } from './counterattacks'
import { addToRecord, warChanged } from './patch'
import { checkLstarDiceOf, guardGameOver, isDie, LAUNCH_RULE, nukesThrough, powerIn } from './strategic-common'

const SPACE_BLAST_RULE = 'Stage 4, Offensive Tactics, "Space Blast"'

/**
 * Space Blast: every power with L-stars may co-defend; each die is a defender's roll (a hit on 1
 * to 5), aimed as the defender's dice of a strike (die j, all powers' dice in the order given, at
 * nuke j mod n). One nuke through destroys every L-star in the game, the attacker's too.
 */
export function decideSpaceBlast(state: GameState, cmd: SpaceBlast): Result<GameEvent[]> {
  const attacker = powerIn(state, cmd.attacker)
  if (!attacker) return battleRefusal('unknown-power', 'chooseFiring')
  const over = guardGameOver(state) ?? guardStage(state, attacker.id)
  if (over) return over
  const meter = attacker.supplies.nukes
  if (typeof cmd.nukes !== 'number' || !Number.isSafeInteger(cmd.nukes) || cmd.nukes < 1) return battleRefusal('no-targets', 'fireAtLstars', {}, SPACE_BLAST_RULE)
  if (cmd.nukes > meter) {
    return battleRefusal('no-nukes', 'noNukes', { power: asPower(attacker.id), n: meter, fired: cmd.nukes }, LAUNCH_RULE, [battleRemedy('fireFewer')])
  }
  const screen: unknown = cmd.screenDice
  if (!Array.isArray(screen)) return battleRefusal('bad-dice', 'listCoDefenders', {}, SPACE_BLAST_RULE)
  const seen = new Set<PowerId>()
  const dice: number[] = []
  for (const s of screen as unknown[]) {
    const entry = typeof s === 'object' && s !== null ? (s as { power?: unknown; dice?: unknown }) : {}
    const p = powerIn(state, entry.power)
    if (!p) return battleRefusal('unknown-power', 'chooseCoDefender', {}, SPACE_BLAST_RULE)
    if (p.id === attacker.id) return battleRefusal('same-power', 'blasterNotCoDefender', { power: asPower(p.id) }, SPACE_BLAST_RULE)
    if (seen.has(p.id)) return battleRefusal('bad-dice', 'coDefenderTwice', { power: asPower(p.id) }, SPACE_BLAST_RULE)
    seen.add(p.id)
    const bad = checkLstarDiceOf(entry.dice, p.supplies.lstars, p.id, BATTLE_RULE.lstarScreen)
    if (bad) return bad
    dice.push(...(entry.dice as number[]))
  }
  const through = nukesThrough(cmd.nukes, dice, []).some(Boolean)
  const events: GameEvent[] = [{ type: 'supplyChanged', power: attacker.id, row: 'nukes', from: meter, to: meter - cmd.nukes }]
  if (through) {
    for (const id of state.order) {
      const p = state.powers[id]
      if (p && p.supplies.lstars > 0) events.push({ type: 'supplyChanged', power: id, row: 'lstars', from: p.supplies.lstars, to: 0 })
    }
  }
  if (state.war) events.push(warChanged(state.war, { record: addToRecord(state.war, attacker.id, { nukesFired: cmd.nukes }) }))
  // "Any or all of the players who were attacked may counterattack": every other power with L-stars.
  const attacked = state.order.filter((id) => id !== attacker.id && (state.powers[id]?.supplies.lstars ?? 0) > 0)
  events.push(...counterattacksFor(state, attacker.id, attacked))
  return ok(events)
}

/** L-star Clash: one die each, the high number wins; the loser removes one L-star, a tie costs both one. */
export function decideLstarClash(state: GameState, cmd: LstarClash): Result<GameEvent[]> {
  const attacker = powerIn(state, cmd.attacker)
  const defender = powerIn(state, cmd.defender)
  if (!attacker || !defender) return battleRefusal('unknown-power', 'chooseClash', {}, BATTLE_RULE.lstarClash)
  if (attacker.id === defender.id) return battleRefusal('same-power', 'clashItself', {}, BATTLE_RULE.lstarClash)
  const over = guardGameOver(state) ?? guardStage(state, attacker.id)
  if (over) return over
  for (const p of [attacker, defender]) {
    if (p.supplies.lstars < 1) return battleRefusal('no-lstars', 'clashNoLstar', { power: asPower(p.id) }, BATTLE_RULE.lstarClash)
  }
  if (!isDie(cmd.attackerDie) || !isDie(cmd.defenderDie)) return battleRefusal('bad-dice', 'clashDice', {}, BATTLE_RULE.lstarClash)
  const losers = cmd.attackerDie === cmd.defenderDie ? [attacker, defender] : [cmd.attackerDie > cmd.defenderDie ? defender : attacker]
  const events: GameEvent[] = losers.map((p) => ({ type: 'supplyChanged', power: p.id, row: 'lstars', from: p.supplies.lstars, to: p.supplies.lstars - 1 }))
  events.push(...counterattacksFor(state, attacker.id, [defender.id]))
  return ok(events)
}
