import type { Command } from '../domain/kernel/commands'
import type { PowerId } from '../domain/kernel/ids'
import type { LogEntry } from '../domain/kernel/log'
import type { GameState } from '../domain/kernel/state'
import { money } from './catalogs/common'
import { phoneRequestWords as w } from './catalogs/phones-requests'
import { accountLabel, describeEntry, PURPOSE_NAMES } from './describe'
import { RESOURCE_IN_SENTENCE } from './labels'
import { bidProgress, stageName } from './play-ui'

/** What a player's phone and the tablet's "Players' phones" sheet say of the table link. */

/** A bid due of `seat` now (the guided game's blind bid, a cube left, not yet sealed): the stage's words. */
export function phoneBidDue(state: GameState, seat: string, sealed: readonly string[]): { stage: string; cubes: number } | null {
  const play = state.play
  if (!play || play.step !== 'bid' || sealed.includes(seat)) return null
  const progress = bidProgress(state, play)
  const power = seat as PowerId
  if (!progress.waiting.includes(power)) return null
  return { stage: w('bidStage', { stage: play.stage, name: stageName(play.stage) }), cubes: play.cubes[power] ?? 0 }
}

/** A phone's request in words, as the banker reads it before Accept ("pay China $30M (deal)"). */
export function requestWords(command: Command, state: GameState): string {
  switch (command.kind) {
    case 'transferMoney': {
      const values = { to: accountLabel(command.to), amount: money(command.amount), purpose: PURPOSE_NAMES[command.purpose] }
      return command.note ? w('requestPayNote', { ...values, note: command.note }) : w('requestPay', values)
    }
    case 'tradeResources':
      return w('requestSell', { n: command.units, resource: resourceWord(command.resource), buyer: accountLabel(command.buyer), amount: money(command.price) }, command.units)
    case 'directTrade':
      return w('requestTrade', { partner: accountLabel(command.partner), gives: tradeSideWords(command.gives), gets: tradeSideWords(command.gets) })
    default: {
      // Any other requestable command: the log's own words for it, as if recorded.
      const entry: LogEntry = { gameId: state.gameId, seq: 0, v: 1, rules: '', at: '', actor: '', command, events: [] } as unknown as LogEntry
      return describeEntry(entry, state.settings, () => undefined).title
    }
  }
}

/** One side of a Cash Flow Direct Trade as the banker reads it: "$100M", "1 oil and $50M", "nothing". */
function tradeSideWords(side: { cash?: number; resources?: Partial<Record<string, number>>; companyIds?: string[] }): string {
  const parts = Object.entries(side.resources ?? {}).flatMap(([r, n]) => (n ? [w('sideUnits', { n, resource: resourceWord(r) }, n)] : []))
  const companies = side.companyIds?.length ?? 0
  if (companies > 0) parts.push(w('sideCompanies', { n: companies }, companies))
  if (side.cash) parts.push(money(side.cash))
  return parts.length > 0 ? parts.reduce((first, next) => w('sideAnd', { first, next })) : w('sideNothing')
}

/** A resource inside a sentence ("2 oil"); a name the phone does not know stays as sent. */
function resourceWord(resource: string): string {
  return Object.hasOwn(RESOURCE_IN_SENTENCE, resource) ? RESOURCE_IN_SENTENCE[resource as keyof typeof RESOURCE_IN_SENTENCE] : resource
}

/** The tablet's answer to a phone's intent, as the phone shows it. */
export function replyWords(status: 'waiting' | 'sealed' | 'accepted' | 'declined' | 'refused', message: string): string {
  switch (status) {
    case 'waiting':
      return w('replyWaiting')
    case 'sealed':
      return w('bidSealed')
    case 'accepted':
      return message ? w('replyAccepted', { message }) : w('replyAcceptedPlain')
    case 'declined':
      return message ? w('replyDeclined', { message }) : w('replyDeclinedPlain')
    case 'refused':
      return w('replyRefused', { message })
  }
}
