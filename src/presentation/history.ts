import { CORRECTION_KINDS } from '../domain/modules/corrections/commands'
import { type CommandKind } from '../domain/kernel/commands'
import type { StageNumber } from '../domain/modules/play/data'
import type { GameEvent } from '../domain/kernel/events'
import { isPowerId, type PowerId } from '../domain/kernel/ids'
import { RESOURCE_LABELS } from './labels'
import type { EntryLookup, LogEntry } from '../domain/kernel/log'
import type { Millions } from '../domain/kernel/money'
import { money } from './catalogs/common'
import { powerName } from './catalogs/powers'
import { historyWords as w } from './catalogs/history'
import { forceName, rowName } from './describe'
import type { StateChanges } from '../domain/undo-to'
import { liveWords } from './i18n/words'

/**
 * The History view: which powers, stage and kind each log line concerns (for the filters), and
 * "undo to here": the undo entries it takes and a preview of what would change.
 */

export const HISTORY_KINDS = ['money', 'market', 'battle', 'correction', 'setup', 'play'] as const
export type HistoryKind = (typeof HISTORY_KINDS)[number]

const KIND_KEYS = { money: 'kindMoney', market: 'kindMarket', battle: 'kindBattle', correction: 'kindCorrection', setup: 'kindSetup', play: 'kindPlay' } as const

/** The kinds' names in the reader's language (getters: a change of language shows). */
export const HISTORY_KIND_LABELS: Readonly<Record<HistoryKind, string>> = liveWords(HISTORY_KINDS, (k) => w(KIND_KEYS[k]))

/** What one log line concerns. Undo and redo lines concern what their target concerned. */
export interface HistoryRow {
  seq: number
  powers: PowerId[]
  kinds: HistoryKind[]
  /** Guided games: the stage (and cycle) the line was entered in, i.e. before it took effect. */
  stage?: StageNumber
  cycle?: number
}

export interface HistoryFilter {
  powers: readonly PowerId[]
  stages: readonly StageNumber[]
  kinds: readonly HistoryKind[]
}

export const NO_FILTER: HistoryFilter = { powers: [], stages: [], kinds: [] }

const BATTLE_KINDS: readonly string[] = [
  'fightBattle',
  'nuclearStrike',
  'spaceBlast',
  'lstarClash',
  'captureTerritory',
  'captureNeutralTerritory',
  'liberateTerritory',
  'claimSpoils',
  'destroyPower',
  'declareBankrupt',
  'surrenderZone',
  'withdrawFromZone',
  'setBlockade',
  'setSiege',
  // Air Units
  'fightAirBattle',
  'bombingRun',
  // War of Supremacy
  'playCreature',
  'changeCreature',
  'removeCreature',
  'resolveCombat',
  'claimTerritory',
] satisfies CommandKind[]
const MONEY_KINDS: readonly string[] = ['transferMoney', 'takeLoan', 'repayLoan'] satisfies CommandKind[]
const MARKET_KINDS: readonly string[] = ['sellToMarket', 'buyFromMarket', 'correctMarket'] satisfies CommandKind[]
/** Command fields that name a power (any command shape; junk values are skipped). */
const POWER_FIELDS = ['power', 'from', 'to', 'seller', 'buyer', 'attacker', 'defender', 'victor', 'defeated'] as const

function kindsOf(commandKind: string, events: readonly GameEvent[]): HistoryKind[] {
  if (commandKind === 'startGame') return ['setup']
  const kinds = new Set<HistoryKind>()
  if ((CORRECTION_KINDS as readonly string[]).includes(commandKind)) kinds.add('correction')
  if (BATTLE_KINDS.includes(commandKind)) kinds.add('battle')
  if (MONEY_KINDS.includes(commandKind)) kinds.add('money')
  if (MARKET_KINDS.includes(commandKind)) kinds.add('market')
  for (const e of events) {
    if (e.type === 'moneyTransferred' || e.type === 'loanChanged') kinds.add('money')
    else if (e.type === 'marketMoved') kinds.add('market')
    else if (e.type === 'slicePatched' && e.slice === 'war') kinds.add('battle')
  }
  if (kinds.size === 0) kinds.add('play')
  return HISTORY_KINDS.filter((k) => kinds.has(k))
}

function powersOf(entry: LogEntry): PowerId[] {
  const found = new Set<PowerId>()
  const add = (value: unknown) => {
    if (isPowerId(value)) found.add(value)
  }
  const cmd = entry.command as unknown as Record<string, unknown>
  for (const field of POWER_FIELDS) add(cmd[field])
  // Setup names every power; strikes name their champions and screens.
  for (const list of [cmd.powers, cmd.champions, cmd.screenDice]) {
    if (Array.isArray(list)) for (const item of list) add((item as { id?: unknown; power?: unknown } | null)?.id ?? (item as { power?: unknown } | null)?.power)
  }
  if (typeof cmd.rolls === 'object' && cmd.rolls !== null) for (const id of Object.keys(cmd.rolls)) add(id)
  for (const e of entry.events) {
    if (e.type === 'moneyTransferred') {
      add(e.from)
      add(e.to)
    } else if ('power' in e) add(e.power)
  }
  return [...found]
}

/** Where the order of play stands, tracked from the play slice's patches alone (cheap to carry along). */
interface PlayPosition {
  stage?: StageNumber
  cycle?: number
}

function moveForward(pos: PlayPosition, events: readonly GameEvent[]): void {
  for (const e of events) {
    if (e.type === 'gameStarted') {
      pos.stage = e.play?.stage
      pos.cycle = e.play?.cycle
    } else if (e.type === 'slicePatched' && e.slice === 'play') {
      if (e.to.stage != null) pos.stage = e.to.stage
      if (e.to.cycle != null) pos.cycle = e.to.cycle
    }
  }
}

function moveBack(pos: PlayPosition, events: readonly GameEvent[]): void {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const e = events[i]!
    if (e.type === 'slicePatched' && e.slice === 'play') {
      // Stage and cycle are never absent from the play slice, so never null here.
      if ('stage' in e.from) pos.stage = e.from.stage ?? undefined
      if ('cycle' in e.from) pos.cycle = e.from.cycle ?? undefined
    }
  }
}

/** One pass over the log: what each line concerns, and the stage it was entered in. */
export function historyRows(entries: readonly LogEntry[], lookup: EntryLookup): HistoryRow[] {
  const rows: HistoryRow[] = []
  const bySeq = new Map<number, HistoryRow>()
  const pos: PlayPosition = {}
  for (const entry of entries) {
    const at = { stage: pos.stage, cycle: pos.cycle }
    const cmd = entry.command
    let row: HistoryRow
    if (cmd.kind === 'undo' || cmd.kind === 'redo') {
      const target = bySeq.get(cmd.target)
      row = { seq: entry.seq, powers: target?.powers ?? [], kinds: target?.kinds ?? [] }
      const events = lookup(cmd.target)?.events ?? []
      if (cmd.kind === 'undo') moveBack(pos, events)
      else moveForward(pos, events)
    } else {
      row = { seq: entry.seq, powers: powersOf(entry), kinds: kindsOf(cmd.kind, entry.events) }
      moveForward(pos, entry.events)
    }
    if (at.stage !== undefined) {
      row.stage = at.stage
      row.cycle = at.cycle
    }
    rows.push(row)
    bySeq.set(entry.seq, row)
  }
  return rows
}

/** Within a group any chip matches; across groups all must; an empty group matches everything. */
export function matchesFilter(row: HistoryRow, filter: HistoryFilter): boolean {
  if (filter.powers.length > 0 && !row.powers.some((p) => filter.powers.includes(p))) return false
  if (filter.stages.length > 0 && (row.stage === undefined || !filter.stages.includes(row.stage))) return false
  if (filter.kinds.length > 0 && !row.kinds.some((k) => filter.kinds.includes(k))) return false
  return true
}

export function isFiltering(filter: HistoryFilter): boolean {
  return filter.powers.length + filter.stages.length + filter.kinds.length > 0
}

/** The Log heading's count: "1 entry", "5 entries". */
export function entryCountLabel(total: number): string {
  return w('entries', { n: total }, total)
}

/** "12 of 240 lines", or "240 lines" when nothing is filtered out. */
export function shownCountLabel(shown: number, total: number): string {
  return shown === total ? w('lines', { n: total }, total) : w('shownOf', { shown, n: total }, total)
}

function signed(amount: Millions): string {
  return amount > 0 ? `+${money(amount)}` : money(amount)
}

function signedCount(n: number): string {
  return n > 0 ? `+${n}` : `−${Math.abs(n)}`
}

/** The changes in plain words, one line each, grouped for the confirm sheet. */
export function describeChanges(changes: StateChanges): { heading: string; lines: string[] }[] {
  const name = (p: PowerId) => powerName(p)
  const groups = [
    { heading: w('cash'), lines: changes.cash.map((c) => w('cashChange', { power: name(c.power), from: money(c.from), to: money(c.to), change: signed(c.to - c.from) })) },
    { heading: w('bankLoans'), lines: changes.loans.map((c) => w('loanChange', { power: name(c.power), from: money(c.from), to: money(c.to) })) },
    {
      heading: w('supplies'),
      lines: changes.supplies.map((c) => w('supplyChange', { power: name(c.power), row: rowName(c.row), from: c.from, to: c.to, change: signedCount(c.to - c.from) })),
    },
    {
      heading: w('market'),
      lines: changes.market.map((c) => {
        const spots = Math.abs(c.to - c.from)
        const values = { resource: RESOURCE_LABELS[c.resource], from: money(c.priceFrom), to: money(c.priceTo), n: spots }
        return w(c.to < c.from ? 'marketLeft' : 'marketRight', values, spots)
      }),
    },
    {
      heading: w('forces'),
      lines: changes.forces.map((c) => w('forcesChange', { power: name(c.power), force: forceName(c.force), from: c.from, to: c.to, change: signedCount(c.to - c.from) })),
    },
    {
      heading: w('companies'),
      lines: changes.companies.flatMap((c) => [
        ...c.gained.map((card) => w('getsBack', { power: name(c.power), card })),
        ...c.lost.map((card) => w('givesUp', { power: name(c.power), card })),
      ]),
    },
    {
      heading: w('orderOfPlay'),
      lines: changes.play ? [w('playChange', { fromCycle: changes.play.from.cycle, fromStage: changes.play.from.stage, toCycle: changes.play.to.cycle, toStage: changes.play.to.stage })] : [],
    },
  ]
  return groups.filter((g) => g.lines.length > 0)
}
