/**
 * The short notice after an action is saved: what was done, and what it did to each superpower's
 * cash ("USA built 2 armies … · USA −$200M"), read from the saved entry's events.
 */
import type { LogEntry } from '../domain/kernel/log'
import type { GameSettings } from '../domain/kernel/settings'
import { isPowerId, type PowerId } from '../domain/kernel/ids'
import { money as formatMoney } from './catalogs/common'
import { powerName } from './catalogs/powers'
import { describeEntry } from './describe'

export interface DoneNotice {
  text: string
  /** Each superpower whose cash changed, with the change in words ("USA −$200M"). */
  money: string[]
}

/** Net cash change per superpower of one entry's money transfers, in the order they first appear. */
function cashChanges(entry: LogEntry): Map<PowerId, number> {
  const net = new Map<PowerId, number>()
  for (const e of entry.events) {
    if (e.type !== 'moneyTransferred') continue
    if (isPowerId(e.from)) net.set(e.from, (net.get(e.from) ?? 0) - e.amount)
    if (isPowerId(e.to)) net.set(e.to, (net.get(e.to) ?? 0) + e.amount)
  }
  return net
}

export function doneNotice(entry: LogEntry, settings: GameSettings, lookup: (seq: number) => LogEntry | undefined): DoneNotice {
  const text = describeEntry(entry, settings, lookup).title
  // Each change in figures, unless the line already says it ("built 2 armies (…, $200M)").
  const money = [...cashChanges(entry)]
    .filter(([, amount]) => amount !== 0)
    .map(([id, amount]) => ({ id, amount, figure: formatMoney(Math.abs(amount)) }))
    .filter((m) => !text.includes(powerName(m.id)) || !text.includes(m.figure))
    .map((m) => `${powerName(m.id)} ${m.amount < 0 ? '−' : '+'}${m.figure}`)
  return { text, money }
}
