import type { Command, CommandKind } from '../domain/kernel/registry'
import type { EntryLookup, LogEntry } from '../domain/kernel/log'
import { AIR_UNITS_WORDING } from './air-units-text'
import { WARLORDS_ACCOUNTS, WARLORDS_WORDING } from './warlords-text'
import { CASH_FLOW_ACCOUNTS, CASH_FLOW_WORDING } from './cash-flow-text'
import { WOS_WORDING } from './wos-text'

/** How an optional module's commands read in the log: one line per module, as in rules.ts. */
type Wording = { [K in CommandKind]?: (cmd: Extract<Command, { kind: K }>, entry: LogEntry, lookup?: EntryLookup) => string }

const MODULE_WORDING: Wording = {
  ...AIR_UNITS_WORDING,
  ...WARLORDS_WORDING,
  ...CASH_FLOW_WORDING,
  ...WOS_WORDING,
}

/** `lookup` finds other entries of the game (the card game names its seats from the setup's). */
export function describeModuleCommand(cmd: Command, entry: LogEntry, lookup?: EntryLookup): string {
  const describe = MODULE_WORDING[cmd.kind] as ((c: Command, e: LogEntry, l?: EntryLookup) => string) | undefined
  return describe ? describe(cmd, entry, lookup) : cmd.kind
}

/** Whether an optional module's command has a log line of its own (else the log shows its kind). */
export function hasModuleWording(kind: string): boolean {
  return Object.hasOwn(MODULE_WORDING, kind)
}

/** A module's account by the name its module gives it, in the reader's language (undefined: not one of these). */
const MODULE_ACCOUNTS: Readonly<Record<string, () => string>> = { ...WARLORDS_ACCOUNTS, ...CASH_FLOW_ACCOUNTS }
export function moduleAccountLabel(account: string): string | undefined {
  return MODULE_ACCOUNTS[account]?.()
}
