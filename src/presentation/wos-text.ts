import type { Command } from '../domain/kernel/registry'
import type { EntryLookup, LogEntry } from '../domain/kernel/log'
import type { GameEvent } from '../domain/kernel/events'
import { COMBAT_FORM_NAMES, type Creature, type CreatureChange, type WosState } from '../domain/modules/war-of-supremacy'
import { formsText } from './wos-ui'

/** Log lines of War of Supremacy's commands. Seats are named from the game's setup (entry 1). */
type Of<K extends Command['kind']> = Extract<Command, { kind: K }>
type Patch = Partial<WosState>

/** The seats as the game started them (its gameStarted event), whatever the seat ids look like. */
function startedSeats(entry: LogEntry | undefined): WosState['players'] {
  const started = entry?.events.find((e) => e.type === 'gameStarted')
  return started?.type === 'gameStarted' ? (started.warOfSupremacy?.players ?? []) : []
}

function seatNames(lookup: EntryLookup | undefined): (seat: string) => string {
  const players = startedSeats(lookup?.(1))
  return (seat) => players.find((p) => p.id === seat)?.name ?? seat
}

function patchOf(entry: LogEntry): { from: Patch; to: Patch } {
  const e = entry.events.find((x): x is Extract<GameEvent, { type: 'slicePatched' }> => x.type === 'slicePatched' && x.slice === 'warOfSupremacy')
  return { from: (e?.from ?? {}) as Patch, to: (e?.to ?? {}) as Patch }
}

/** Every creature in combat a side of a patch shows (attackers and each Territory's defenders). */
function creatures(side: Patch): Creature[] {
  return [...(side.turn?.attackers ?? []), ...(side.fields ?? []).flatMap((f) => f.defenders)]
}

/** Creatures the change killed: in combat before, gone after (read only where the patch holds both). */
function killed(entry: LogEntry, except?: string): string {
  const { from, to } = patchOf(entry)
  const after = new Set(creatures(to).map((c) => c.id))
  const fromTurn = to.turn ? (from.turn?.attackers ?? []) : []
  const fromFields = to.fields ? (from.fields ?? []).flatMap((f) => f.defenders) : []
  const dead = [...fromTurn, ...fromFields].filter((c) => !after.has(c.id) && c.id !== except).map((c) => c.name)
  return dead.length > 0 ? `; ${dead.join(' and ')} killed (0 or less after a negative modifier)` : ''
}

function creatureName(entry: LogEntry, id: string): string {
  const { from } = patchOf(entry)
  return creatures(from).find((c) => c.id === id)?.name ?? 'a creature'
}

function changeText(change: CreatureChange): string {
  switch (change.kind) {
    case 'damage':
      return change.amount > 0 ? `${change.amount} damage` : `${-change.amount} damage taken off`
    case 'modifier':
      return `${change.amount > 0 ? '+' : ''}${change.amount} ${COMBAT_FORM_NAMES[change.form]}`
    case 'power':
      return `power ${change.value}`
  }
}

/** The Territory a patch shows won, and by whom (a player's list of Territories grew). */
function taken(entry: LogEntry, name: (s: string) => string): string {
  const { from, to } = patchOf(entry)
  const winner = (to.players ?? []).find((p) => p.won.length > (from.players?.find((q) => q.id === p.id)?.won.length ?? 0))
  if (!winner) return ''
  const territory = winner.won.at(-1)?.name || 'the Territory'
  return `; ${name(winner.id)} took ${territory}${to.outcome ? ' and won the game' : ''}`
}

export const WOS_WORDING = {
  turnCombatForm: (cmd: Of<'turnCombatForm'>, entry: LogEntry) =>
    `Combat form: ${formsText(cmd.forms)}${cmd.territory ? ` at ${cmd.territory.trim()}` : ''}${killed(entry)}`,
  playCreature: (cmd: Of<'playCreature'>, entry: LogEntry, lookup?: EntryLookup) =>
    `${seatNames(lookup)(cmd.player)} ${cmd.side === 'defence' ? 'summoned into the defence' : cmd.fromHand ? 'attacked with' : 'summoned into the attack'} ${cmd.name.trim()} (Wild ${cmd.scores.wild}, Magic ${cmd.scores.magic}, Blade ${cmd.scores.blade})${cmd.summonFromHand ? ', from the hand' : ''}`,
  changeCreature: (cmd: Of<'changeCreature'>, entry: LogEntry) => `${creatureName(entry, cmd.creature)}: ${changeText(cmd.change)}${killed(entry)}`,
  removeCreature: (cmd: Of<'removeCreature'>, entry: LogEntry) => `${creatureName(entry, cmd.creature)} ${cmd.to === 'hand' ? 'went back to its owner’s hand' : 'was killed by a card'}`,
  playSpell: (cmd: Of<'playSpell'>, _entry: LogEntry, lookup?: EntryLookup) => `${seatNames(lookup)(cmd.player)} cast ${cmd.name?.trim() || 'a spell'}`,
  countHand: (cmd: Of<'countHand'>, _entry: LogEntry, lookup?: EntryLookup) => `${seatNames(lookup)(cmd.player)}'s hand ${cmd.by > 0 ? '+' : ''}${cmd.by}`,
  resolveCombat: (cmd: Of<'resolveCombat'>, entry: LogEntry, lookup?: EntryLookup) => {
    const name = seatNames(lookup)
    const c = patchOf(entry).to.turn?.combat
    if (!c) return `${name(cmd.player)} resolved combat`
    const winner = c.winner === 'attacker' ? name(c.attacker) : c.defender ? name(c.defender) : 'nobody'
    return `Combat: ${name(c.attacker)} ${c.attack} v ${c.defender ? name(c.defender) : 'no defender'} ${c.defence}, ${winner} won${c.byAbility ? ' by a card’s ability' : ''}${taken(entry, name)}`
  },
  claimTerritory: (cmd: Of<'claimTerritory'>, entry: LogEntry, lookup?: EntryLookup) => {
    const name = seatNames(lookup)
    return `${cmd.how === 'defence' ? 'Held against everyone' : 'A card’s ability'}${taken(entry, name)}`.replace('; ', ': ')
  },
  pickUpCards: (cmd: Of<'pickUpCards'>, entry: LogEntry, lookup?: EntryLookup) => {
    const { from, to } = patchOf(entry)
    const before = from.players?.find((p) => p.id === cmd.player)?.hand
    const after = to.players?.find((p) => p.id === cmd.player)?.hand
    const kept = before !== undefined && after !== undefined ? after - before : 0
    const decks = to.decks ? ` (${cmd.spells ?? 0} from the spell deck; ${to.decks.creature} creatures and ${to.decks.spell} spells left)` : ''
    return `${seatNames(lookup)(cmd.player)} ${kept > 0 ? `kept ${kept} cards picked up${decks}` : 'picked up no cards (10 or more in hand)'}`
  },
  endCardTurn: (cmd: Of<'endCardTurn'>, _entry: LogEntry, lookup?: EntryLookup) => `${seatNames(lookup)(cmd.player)} ended the turn`,
  declareDeckOut: (cmd: Of<'declareDeckOut'>) => `The ${cmd.deck} deck ran out: the game ends`,
  countDeck: (cmd: Of<'countDeck'>) => `The ${cmd.deck} deck recounted: ${cmd.cards} cards`,
}

/** The setup's line: the players in seating order and who goes first. */
export function describeWosStart(cmd: Of<'startGame'>, entry: LogEntry): string {
  const setup = cmd.warOfSupremacy!
  const started = entry.events.find((e) => e.type === 'gameStarted')
  const first = started?.type === 'gameStarted' ? started.warOfSupremacy?.turn.player : undefined
  const firstName = startedSeats(entry).find((p) => p.id === first)?.name
  return `Game started (War of Supremacy) with ${setup.players.map((p) => p.trim()).join(', ')}${firstName ? `; ${firstName} goes first` : ''}`
}
