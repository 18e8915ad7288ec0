import type { Command } from '../domain/kernel/commands'
import { isPowerId, RESOURCES, type PowerId } from '../domain/kernel/ids'
import type { LogEntry } from '../domain/kernel/log'
import { phraseTables, type Phrase } from '../domain/kernel/phrase'
import type { GameState } from '../domain/kernel/state'
import { money } from './catalogs/common'
import { PHONE_SAYINGS, phoneSayingWords } from './catalogs/phone-sayings'
import { powerName } from './catalogs/powers'
import { phoneRequestWords as w } from './catalogs/phones-requests'
import { accountLabel, describeEntry, PURPOSE_NAMES } from './describe'
import { RESOURCE_IN_SENTENCE } from './labels'
import { bidProgress, stageName } from './play-ui'
import { phraseText, REFUSAL_AREAS } from './refusal-text'

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

/** What the tablet sent with a reply or a seat: its English message, and the saying or rules phrase behind it. */
export interface TabletWords {
  readonly message: string
  readonly say?: unknown
  readonly phrase?: unknown
}

/**
 * The tablet's words in the phone reader's language. What arrives is another device's data: a
 * saying or phrase this phone does not know, or a malformed one, falls back to the English message.
 */
export function tabletText(words: TabletWords): string {
  try {
    const phrase = validPhrase(words.phrase, 0)
    if (phrase !== undefined) return phraseText(phrase)
    const text = sayingText(words.say)
    if (text !== undefined) return text
  } catch {
    // A sentence that cannot be written here: the tablet's English stands.
  }
  return words.message
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function sayingText(say: unknown): string | undefined {
  if (!isRecord(say) || typeof say.key !== 'string' || !Object.hasOwn(PHONE_SAYINGS, say.key)) return undefined
  const key = say.key as keyof typeof PHONE_SAYINGS
  const values = say.values ?? {}
  if (!isRecord(values)) return undefined
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) params[name] = value
    else if (isRecord(value) && typeof value.seat === 'string' && typeof value.name === 'string') params[name] = isPowerId(value.seat) ? powerName(value.seat) : value.name
    else return undefined
  }
  // Every value the sentence names must have come, or the reader would see a bare {name}.
  const needed = [...PHONE_SAYINGS[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
  return needed.every((name) => Object.hasOwn(params, name)) ? phoneSayingWords(key, params) : undefined
}

function validPhrase(value: unknown, depth: number): Phrase | undefined {
  if (depth > 3 || !isRecord(value) || typeof value.area !== 'string' || typeof value.key !== 'string' || !isRecord(value.values)) return undefined
  if (!REFUSAL_AREAS.includes(value.area) || !Object.hasOwn(phraseTables().get(value.area) ?? {}, value.key)) return undefined
  return Object.values(value.values).every((v) => validValue(v, depth)) ? (value as unknown as Phrase) : undefined
}

function validValue(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (!isRecord(value)) return false
  if ('power' in value) return isPowerId(value.power)
  if ('powers' in value) return Array.isArray(value.powers) && value.powers.every(isPowerId)
  if ('money' in value) return Number.isSafeInteger(value.money)
  if ('resource' in value) return (RESOURCES as readonly unknown[]).includes(value.resource)
  if ('phrase' in value) return validPhrase(value.phrase, depth + 1) !== undefined
  return false
}
