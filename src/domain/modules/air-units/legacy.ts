import type { LegacyReading } from '../../kernel/module'
import { decideFightAirBattleV1 } from './fight-air-battle'

/**
 * Air Units version 1 (editions 2-3): an air-to-air battle always used up the turn's attack.
 * Version 2 lets the attacker that destroyed all the defender's aircraft "proceed to implement one
 * of the other two options"; an older air battle is checked as version 1 decided it.
 */
export const AIR_V1: LegacyReading = {
  note: 'before winning air-to-air let the attacker go on to the ground attack or the bombing run',
  decide(state, command) {
    return command.kind === 'fightAirBattle' ? decideFightAirBattleV1(state, command) : undefined
  },
}
