import type { LegacyReading } from '../../kernel/module'
import { ok } from '../../kernel/result'
import { isPowerId } from '../../kernel/ids'
import { decideTakeLoanV2 } from './decide'

/**
 * Bank version 1 (before rules editions were recorded): a payment marked as salaries could go
 * from one player to another. Version 2 refuses it ("Salaries are paid to the bank"), so a file of
 * version 1 holding one is checked as that version decided it: the same transfer as a deal
 * between the two, recorded with the salary reason.
 */
/**
 * Bank version 2 (editions 1-3): a power out of the game could still take a bank loan. Version 3
 * refuses it, so an older loan to an eliminated power is checked as version 2 decided it.
 */
export const BANK_V2: LegacyReading = {
  note: 'before a power out of the game was refused bank loans',
  decide(state, command) {
    return command.kind === 'takeLoan' ? decideTakeLoanV2(state, command) : undefined
  },
}

export const BANK_V1: LegacyReading = {
  note: 'before rules editions, a salary payment could go to another player',
  decide(state, command, today) {
    if (command.kind === 'takeLoan') return BANK_V2.decide!(state, command, today)
    if (command.kind !== 'transferMoney' || command.purpose !== 'salary' || !isPowerId(command.from) || !isPowerId(command.to)) return undefined
    const asDeal = today(state, { ...command, purpose: 'deal' })
    if (!asDeal.ok) return asDeal
    return ok(asDeal.value.map((event) => (event.type === 'moneyTransferred' ? { ...event, reason: 'salary' as const } : event)))
  },
}
