import type { LegacyReading } from '../../kernel/module'
import { decideSurrenderZoneV1 } from './spoils'

/**
 * Battle version 1 (editions 1-3): a surrender was checked for the stage only, so it was accepted
 * out of turn, or as a second attack while a counterattack was due. Version 2 checks it as an
 * attack; an older surrender is checked as version 1 decided it.
 */
export const BATTLE_V1: LegacyReading = {
  note: 'before a surrender was checked for turn and attack',
  decide(state, command) {
    return command.kind === 'surrenderZone' ? decideSurrenderZoneV1(state, command) : undefined
  },
}
