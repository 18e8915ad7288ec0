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
import { SUPERPOWERS } from '../../kernel/superpowers'
import type { GameEvent } from '../../kernel/events'
import { isPowerId, RESOURCES, type PowerId } from '../../kernel/ids'
import { patchSlice } from '../../kernel/patch'
import { ok, refuse, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import type { BombingRun } from './commands'
import { AIR_RULE, AIR_UNITS_PER_POWER, BOMBING_HIT_FROM } from './data'
import type { BombingRecord } from './state'
import { fitsCharacters, longName } from '../../kernel/text'

const name = (id: PowerId) => SUPERPOWERS[id].name
const AIMS = Object.keys(BOMBING_HIT_FROM) as BombingRun['aim'][]

/** The dice that hit: 4 to 6 at a silo or spaceport, 5 or 6 at a factory. */
export function bombingHits(aim: BombingRun['aim'], dice: readonly number[]): number {
  return dice.filter((d) => d >= BOMBING_HIT_FROM[aim]).length
}

export function decideBombingRun(state: GameState, cmd: BombingRun): Result<GameEvent[]> {
  if (!isPowerId(cmd.power) || !state.powers[cmd.power]) return refuse('unknown-power', 'Choose the bombing superpower.')
  const power = state.powers[cmd.power]!
  if (!isPowerId(cmd.defender) || !state.powers[cmd.defender]) return refuse('unknown-power', 'Choose the superpower whose territory is bombed.')
  if (cmd.defender === power.id) return refuse('same-power', 'A power cannot bomb itself.')
  if (typeof cmd.target !== 'string' || cmd.target.trim() === '' || !fitsCharacters(cmd.target, 40)) return refuse('bad-target', longName(cmd.target, 40, 'The territory’s name') ?? 'Name the territory bombed.')
  const staged = guardStage(state, power.id)
  if (staged) return staged
  if (!AIMS.includes(cmd.aim)) return refuse('bad-command', 'Choose the target: a silo or spaceport, or a factory.', AIR_RULE.options)
  const airUnits = power.forces.airUnits ?? 0
  if (airUnits === 0) return refuse('no-air-units', `${name(power.id)} has no air units to bomb with.`, AIR_RULE.options)
  const most = Math.min(airUnits, AIR_UNITS_PER_POWER)
  if (!Array.isArray(cmd.dice) || !cmd.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
    return refuse('bad-dice', `Each die shows 1 to 6; enter ${name(power.id)}'s dice again.`, AIR_RULE.options)
  }
  if (cmd.dice.length < 1 || cmd.dice.length > most) {
    return refuse('dice-count', `One die for every air unit flown: ${name(power.id)} has ${airUnits} air unit${airUnits === 1 ? '' : 's'}, so roll 1 to ${most} dice, not ${cmd.dice.length}.`, AIR_RULE.options)
  }
  if (!hasSupplySet(power)) {
    return refuse('no-supplies', `${name(power.id)} needs one set of supplies (1 grain, 1 oil, 1 mineral) to attack; it has ${power.supplies.grain} grain, ${power.supplies.oil} oil, ${power.supplies.minerals} minerals.`, BATTLE_RULE.suppliesStep)
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
