import type { Command } from '../domain/kernel/commands'
import type { PowerId } from '../domain/kernel/ids'
import type { LogEntry } from '../domain/kernel/log'
import { formatMoney } from '../domain/kernel/money'
import type { GameState } from '../domain/kernel/state'
import { STAGE_INFO } from '../domain/modules/play/data'
import { accountLabel, describeEntry, PURPOSE_NAMES } from './describe'
import { bidProgress } from './play-ui'

/** What a player's phone and the tablet's "Players' phones" sheet say of the table link. */

/** A bid due of `seat` now (the guided game's blind bid, a cube left, not yet sealed): the stage's words. */
export function phoneBidDue(state: GameState, seat: string, sealed: readonly string[]): { stage: string; cubes: number } | null {
  const play = state.play
  if (!play || play.step !== 'bid' || sealed.includes(seat)) return null
  const progress = bidProgress(state, play)
  const power = seat as PowerId
  if (!progress.waiting.includes(power)) return null
  return { stage: `Stage ${play.stage} (${STAGE_INFO[play.stage].name})`, cubes: play.cubes[power] ?? 0 }
}

/** A phone's request in words, as the banker reads it before Accept ("pay China $30M (deal)"). */
export function requestWords(command: Command, state: GameState): string {
  switch (command.kind) {
    case 'transferMoney':
      return `pay ${accountLabel(command.to)} ${formatMoney(command.amount)} (${PURPOSE_NAMES[command.purpose]}${command.note ? `: ${command.note}` : ''})`
    case 'tradeResources':
      return `sell ${command.units} ${command.resource} to ${accountLabel(command.buyer)} for ${formatMoney(command.price)}`
    case 'directTrade':
      return `trade with ${accountLabel(command.partner)}: give ${tradeSideWords(command.gives)}, get ${tradeSideWords(command.gets)}`
    default: {
      // Any other requestable command: the log's own words for it, as if recorded.
      const entry: LogEntry = { gameId: state.gameId, seq: 0, v: 1, rules: '', at: '', actor: '', command, events: [] } as unknown as LogEntry
      return describeEntry(entry, state.settings, () => undefined).title
    }
  }
}

/** One side of a Cash Flow Direct Trade as the banker reads it: "$100M", "1 oil and $50M", "nothing". */
function tradeSideWords(side: { cash?: number; resources?: Partial<Record<string, number>>; companyIds?: string[] }): string {
  const parts = Object.entries(side.resources ?? {}).flatMap(([r, n]) => (n ? [`${n} ${r}`] : []))
  if (side.companyIds?.length) parts.push(side.companyIds.length === 1 ? '1 company' : `${side.companyIds.length} companies`)
  if (side.cash) parts.push(formatMoney(side.cash))
  return parts.length > 0 ? parts.join(' and ') : 'nothing'
}

/** The tablet's answer to a phone's intent, as the phone shows it. */
export function replyWords(status: 'waiting' | 'sealed' | 'accepted' | 'declined' | 'refused', message: string): string {
  switch (status) {
    case 'waiting':
      return 'Sent: waiting for the banker.'
    case 'sealed':
      return 'Your bid is sealed; the banker reveals when all are in.'
    case 'accepted':
      return message ? `Accepted: ${message}` : 'Accepted and recorded.'
    case 'declined':
      return message ? `Declined by the banker: ${message}` : 'Declined by the banker.'
    case 'refused':
      return `Refused: ${message}`
  }
}
