import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import type { LegacyReading } from '../../kernel/module'
import { ok } from '../../kernel/result'
import { decideSurrenderZoneV1 } from './spoils'
import { asBattleV2 } from './spoils-due'
import { decideWithdrawFromZoneV1 } from './withdraw'

/**
 * Battle version 1 (editions 1-3): a surrender was checked for the stage only, so it was accepted
 * out of turn, or as a second attack while a counterattack was due. Version 2 checks it as an
 * attack; an older surrender is checked as version 1 decided it. Version 2 also counts a nuke on an
 * unoccupied home as a territory its owner lost (Top Brass), which version 1 did not record, and a
 * withdrawal without the attacker occupying leaves the attack open against the forces that stayed.
 */
/**
 * Battle version 2 (edition 4): a captor could go bankrupt (or be destroyed) before the spoils of
 * the power it vanquished were recorded, its armies leaving that power's homes and putting it back
 * in the game; and a power that had lost every home could still bid and borrow before its spoils.
 * Version 3 refuses these until the Spoils of War are recorded; an older entry is checked as
 * version 2 decided it: today's rules without those checks.
 */
const V3_CHECKED: readonly string[] = ['declareBankrupt', 'destroyPower', 'takeLoan', 'placeBid']
export const BATTLE_V2: LegacyReading = {
  note: 'before the Spoils of War came before a captor left the game and before the vanquished power bid or borrowed',
  decide(state, command, today) {
    return V3_CHECKED.includes(command.kind) ? today(asBattleV2(state), command) : undefined
  },
}

export const BATTLE_V1: LegacyReading = {
  note: "before a surrender was checked for turn and attack, a partial withdrawal left the attack open and a nuke on an unoccupied home counted as its owner's loss",
  decide(state, command, today) {
    // Version 1 decided what version 2 changed as version 2 did.
    if (V3_CHECKED.includes(command.kind)) return BATTLE_V2.decide!(state, command, today)
    if (command.kind === 'surrenderZone') return decideSurrenderZoneV1(state, command)
    if (command.kind === 'withdrawFromZone') return decideWithdrawFromZoneV1(state, command)
    if (command.kind !== 'nuclearStrike' || command.defender !== 'unoccupied') return undefined
    const decided = today(state, command)
    return decided.ok ? ok(decided.value.map((e) => onlyAttackerRecord(e, command.attacker))) : decided
  },
}

/** Version 1 recorded an unoccupied zone's strike for the attacker alone (its nukes fired). */
function onlyAttackerRecord(event: GameEvent, attacker: PowerId): GameEvent {
  if (event.type !== 'slicePatched' || event.slice !== 'war' || !('record' in event.to)) return event
  const from = (event.from.record ?? {}) as Record<string, unknown>
  const to = event.to.record as Record<string, unknown>
  return { ...event, to: { ...event.to, record: { ...from, [attacker]: to[attacker] } } }
}
