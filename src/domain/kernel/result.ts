import type { Command } from './commands'
import type { RefusalCode } from './registry'

/** A way out of a refusal that the UI can offer as a button (or just as advice). */
export interface Remedy {
  label: string
  /** The command that would carry the remedy out, when one tap can. */
  command?: Command
}

/** Why a command was refused, in words a player understands. */
export interface Refusal {
  /** Stable machine code, e.g. `insufficient-funds`; modules declare theirs (see registry.ts). */
  code: RefusalCode
  /** What is wrong, with the numbers: "USA has $450M; this costs $600M." */
  message: string
  /** Where the rule is: "Basic rules, Other Rules of Play, Borrowing Money". */
  rule?: string
  remedies: Remedy[]
}

export type Result<T> = { ok: true; value: T } | { ok: false; refusal: Refusal }

export function ok<T>(value: T): Result<T> {
  return { ok: true, value }
}

export function refuse(code: RefusalCode, message: string, rule?: string, remedies: Remedy[] = []): Result<never> {
  return { ok: false, refusal: rule === undefined ? { code, message, remedies } : { code, message, rule, remedies } }
}
