import { requireFunds } from '../bank/funds'
import { playingPower, requireCounts, requirePhase, requireSupplies } from '../play/checks'
import { unitCount } from '../supply/units'
import type { GameEvent } from '../../kernel/events'
import { RESOURCES } from '../../kernel/ids'
import { asPower, type PhraseValues } from '../../kernel/phrase'
import { ok, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import type { BuildAirUnits } from './commands'
import { airBuildCost } from './costs'
import { AIR_RULE, AIR_UNITS_PER_POWER } from './data'
import { AIR_UNITS } from './units'
import { airSettingsOf } from './settings'
import { airPhrase, airRefusal, airRemedy, airUnitsPhrase } from './refusals'


/**
 * Stage 6 (Phase C, with the armies and navies): "A player builds two air units by removing one
 * grain, one oil and one mineral unit from his supply center. He must also pay $400 million."
 * Built at home (or where the power has an army), so a siege, which only bars foreign territories,
 * never stops it. At most the 20 pieces of the power's colour.
 */
export function decideBuildAirUnits(state: GameState, cmd: BuildAirUnits): Result<GameEvent[]> {
  const found = playingPower(state, cmd.power)
  if (!found.ok) return found
  const power = found.value
  const bad = requirePhase(state, power.id, 6, 'C', { say: (v) => airPhrase('builtWhen', v) }, AIR_RULE.build) ?? requireCounts([cmd.count], { say: (v) => airPhrase('wholeAirUnits', v) })
  if (bad) return bad
  if (cmd.count === 0) return airRefusal('nothing-to-build', 'enterHowManyBuild', {}, AIR_RULE.build)
  const held = unitCount(power.forces, AIR_UNITS.id)
  const room = AIR_UNITS_PER_POWER - held
  if (cmd.count > room) {
    return airRefusal('too-many-air-units', 'noRoomBuild', { power: asPower(power.id), units: airUnitsPhrase(held), pieces: AIR_UNITS_PER_POWER, room, count: cmd.count }, AIR_RULE.build, [
      ...(room > 0 ? [airRemedy('buildUnits', { units: airUnitsPhrase(room) }, { ...cmd, count: room })] : []),
    ])
  }
  const cost = airBuildCost(cmd.count, airSettingsOf(state.settings).buildPrice)
  const needing = { say: (values: PhraseValues) => airPhrase('suppliesBuild', { ...values, units: airUnitsPhrase(cmd.count), n: cost.sets }) }
  const short =
    requireSupplies(power, { grain: cost.sets, oil: cost.sets, minerals: cost.sets }, needing, AIR_RULE.build, [airRemedy('buildFewer')]) ??
    requireFunds(state, power.id, cost.money)
  if (short) return short
  return ok([
    ...RESOURCES.map((row): GameEvent => ({ type: 'supplyChanged', power: power.id, row, from: power.supplies[row], to: power.supplies[row] - cost.sets })),
    { type: 'moneyTransferred', from: power.id, to: 'bank', amount: cost.money, reason: 'build' },
    { type: 'forcesChanged', power: power.id, force: AIR_UNITS.id, from: held, to: held + cmd.count },
  ])
}
