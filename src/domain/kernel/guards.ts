import { cashOf } from './selectors'
import { SUPERPOWERS } from './superpowers'
import { isAccount, isModuleAccount, isPowerId, type Account, type PowerId } from './ids'
import type { AccountSpec } from './module'
import { formatMoney } from './money'
import { asPower } from './phrase'
import { kernelPhrase, kernelRefusal } from './refusals'
import { refusePhrase, type Result } from './result'
import type { GameState, PowerState } from './state'
import { tooLongPhrase } from './text'

/** A correction's reason, in characters as a person counts them. */
const MAX_REASON = 200

/** Checks shared by the deciders. Each returns a refusal, or undefined when all is well. */

export function powerName(id: PowerId): string {
  return SUPERPOWERS[id].name
}

export function accountName(account: Account, known: readonly AccountSpec[] = []): string {
  if (account === 'bank') return 'the bank'
  if (isPowerId(account)) return powerName(account)
  return known.find((a) => a.id === account)?.name ?? account
}

export function requireStarted(state: GameState): Result<never> | undefined {
  return state.isStarted ? undefined : kernelRefusal('not-started', 'notStarted')
}

export function findPower(state: GameState, id: unknown): Result<PowerState> {
  if (!isPowerId(id)) return kernelRefusal('unknown-power', 'unknownPower')
  const power = state.powers[id]
  if (power === undefined) {
    return kernelRefusal('unknown-power', 'notPlaying', { power: asPower(id) })
  }
  return { ok: true, value: power }
}

/** The bank, a superpower playing in this game, or an account one of its modules lists (`known`). */
export function requireAccount(state: GameState, account: unknown, known: readonly AccountSpec[] = []): Result<never> | undefined {
  if (isModuleAccount(account) && known.some((a) => a.id === account)) return undefined
  if (!isAccount(account)) return kernelRefusal('unknown-account', 'unknownAccount')
  if (account !== 'bank' && state.powers[account] === undefined) {
    return kernelRefusal('unknown-power', 'notPlaying', { power: asPower(account) })
  }
  return undefined
}

export function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value)
}

/** A positive whole count of something ("units", "armies"). */
export function requirePositiveCount(value: unknown, what: 'units' | 'sets'): Result<never> | undefined {
  if (!isWholeNumber(value) || value <= 0) {
    return kernelRefusal('bad-number', what === 'units' ? 'wholeUnits' : 'wholeSets')
  }
  return undefined
}

export function requirePositiveMoney(value: unknown): Result<never> | undefined {
  if (!isWholeNumber(value) || value <= 0) {
    return kernelRefusal('bad-amount', 'wholeMillions')
  }
  return undefined
}

export { cashOf }

export function requireReason(reason: unknown): Result<never> | undefined {
  if (typeof reason !== 'string' || reason.trim().length === 0) {
    return kernelRefusal('reason-required', 'reasonRequired')
  }
  const long = tooLongPhrase(reason, MAX_REASON, kernelPhrase('theReason'))
  if (long) return refusePhrase('reason-too-long', long)
  return undefined
}

export function describeShortfall(state: GameState, power: PowerId, cost: number): string {
  return `${powerName(power)} has ${formatMoney(cashOf(state, power))}; this costs ${formatMoney(cost)}.`
}
