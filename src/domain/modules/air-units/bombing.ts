/**
 * Air Units, "High altitude bombing": "If there is no opposing air units, the attacker has the
 * option to directly bomb non-conventional targets: Silos, Spaceports and Factories. For every air
 * unit he rolls a die": Silo/Spaceport 4-6, Factory 5-6. Those pieces are not in the basic game,
 * so the run is a record of the roll and what it would destroy. "Air units can be used during the
 * conventional battle drill only": it costs the attacker one set of supplies and is the turn's
 * attack for Stage 4 rotation, as fightBattle.
 */
import { BATTLE_RULE } from '../battle/data'
import { clearFirstStrike } from '../battle/first-strike'
import { counterattacksFor } from '../battle/counterattacks'
import { hasSupplySet } from '../battle/plan'
import { guardStage } from '../battle/stage-guard'
import type { GameEvent } from '../../kernel/events'
import { isPowerId, RESOURCES } from '../../kernel/ids'
import { asPower } from '../../kernel/phrase'
import { patchSlice } from '../../kernel/patch'
import { ok, refusePhrase, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import type { BombingRun } from './commands'
import { AIR_RULE, AIR_UNITS_PER_POWER, BOMBING_HIT_FROM } from './data'
import type { BombingRecord } from './state'
import { fitsCharacters, tooLongPhrase } from '../../kernel/text'
import { airPhrase, airRefusal } from './refusals'
const AIMS = Object.keys(BOMBING_HIT_FROM) as BombingRun['aim'][]

/** The dice that hit: 4 to 6 at a silo or spaceport, 5 or 6 at a factory. */
export function bombingHits(aim: BombingRun['aim'], dice: readonly number[]): number {
  return dice.filter((d) => d >= BOMBING_HIT_FROM[aim]).length
}

export function decideBombingRun(state: GameState, cmd: BombingRun): Result<GameEvent[]> {
  if (!isPowerId(cmd.power) || !state.powers[cmd.power]) return airRefusal('unknown-power', 'chooseBomber')
  const power = state.powers[cmd.power]!
  if (!isPowerId(cmd.defender) || !state.powers[cmd.defender]) return airRefusal('unknown-power', 'chooseBombed')
  if (cmd.defender === power.id) return airRefusal('same-power', 'bombItself')
  if (typeof cmd.target !== 'string' || cmd.target.trim() === '' || !fitsCharacters(cmd.target, 40)) {
    const long = typeof cmd.target === 'string' ? tooLongPhrase(cmd.target, 40, airPhrase('territoryName')) : undefined
    return long ? refusePhrase('bad-target', long) : airRefusal('bad-target', 'nameBombed')
  }
  const staged = guardStage(state, power.id)
  if (staged) return staged
  if (!AIMS.includes(cmd.aim)) return airRefusal('bad-command', 'chooseBombTarget', {}, AIR_RULE.options)
  const airUnits = power.forces.airUnits ?? 0
  if (airUnits === 0) return airRefusal('no-air-units', 'noAirToBomb', { power: asPower(power.id) }, AIR_RULE.options)
  const most = Math.min(airUnits, AIR_UNITS_PER_POWER)
  if (!Array.isArray(cmd.dice) || !cmd.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
    return airRefusal('bad-dice', 'diceRange', { who: asPower(power.id) }, AIR_RULE.options)
  }
  if (cmd.dice.length < 1 || cmd.dice.length > most) {
    return airRefusal('dice-count', 'bombDiceCount', { power: asPower(power.id), n: airUnits, most, count: cmd.dice.length }, AIR_RULE.options)
  }
  if (!hasSupplySet(power)) {
    return airRefusal('no-supplies', 'needsSupplySet', { power: asPower(power.id), grain: power.supplies.grain, oil: power.supplies.oil, minerals: power.supplies.minerals }, BATTLE_RULE.suppliesStep)
  }
  const record: BombingRecord = { cycle: state.play?.cycle ?? 0, power: power.id, target: cmd.target.trim(), aim: cmd.aim, dice: [...cmd.dice], hits: bombingHits(cmd.aim, cmd.dice) }
  const events: GameEvent[] = RESOURCES.map((row): GameEvent => ({ type: 'supplyChanged', power: power.id, row, from: power.supplies[row], to: power.supplies[row] - 1 }))
  // A game set up before the air slice existed has none: the run is then not recorded (the slice patch is ignored).
  const air = state.air ?? { bombingRuns: [] }
  events.push(patchSlice('air', air, { bombingRuns: [...air.bombingRuns, record] }))
  events.push(...counterattacksFor(state, power.id, [cmd.defender]))
  events.push(...clearFirstStrike(state, power.id, cmd.defender))
  return ok(events)
}
