import type { LegacyReading } from '../../kernel/module'
import { claimTerritoryUnder } from './claim'
import { resolveCombatUnder } from './combat'

/**
 * War of Supremacy version 1 (editions 2 and 3), before issue 26: a defender resolving her own turn
 * took the Territory with a defence of 20 or more raised outside combat, and a card winning one
 * Territory (Multiple Territories) ended the current player's attack on the other. An older entry
 * is checked as version 1 decided it; every other command is decided as today.
 */
export const WOS_V1: LegacyReading = {
  note: 'before a defence raised past 20 outside combat had to win the next combat, and before a Territory won by a card left the attack on the other to resolve',
  decide(state, command) {
    if (command.kind === 'resolveCombat') return resolveCombatUnder(state, command, true)
    if (command.kind === 'claimTerritory') return claimTerritoryUnder(state, command, true)
    return undefined
  },
}
