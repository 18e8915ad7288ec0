import type { Command } from '../domain/kernel/registry'
import type { EntryLookup, LogEntry } from '../domain/kernel/log'
import type { GameEvent } from '../domain/kernel/events'
import { COMBAT_FORM_NAMES, HAND_LIMIT, type Creature, type CreatureChange, type WosState } from '../domain/modules/war-of-supremacy'
import { formsText } from './wos-ui'
import { wosLogWords as w } from './catalogs/wos-log'
import { formatList } from './i18n/numbers'

/**
 * Log lines of War of Supremacy's commands, in the reader's language (issue 29): the log keeps the
 * commands and the slice's changes; the sentences come from the `wosLog` catalog each time a line
 * is shown. Seats are named from the game's setup (entry 1).
 */
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

/** A line and, when the change killed creatures, the clause saying so. */
function withKilled(line: string, entry: LogEntry, except?: string): string {
  const { from, to } = patchOf(entry)
  const after = new Set(creatures(to).map((c) => c.id))
  const fromTurn = to.turn ? (from.turn?.attackers ?? []) : []
  const fromFields = to.fields ? (from.fields ?? []).flatMap((f) => f.defenders) : []
  const dead = [...fromTurn, ...fromFields].filter((c) => !after.has(c.id) && c.id !== except).map((c) => c.name)
  return dead.length > 0 ? w('clauses', { first: line, second: w('killed', { names: formatList(dead) }, dead.length) }) : line
}

function creatureName(entry: LogEntry, id: string): string {
  const { from } = patchOf(entry)
  return creatures(from).find((c) => c.id === id)?.name ?? w('aCreature')
}

function changeText(change: CreatureChange): string {
  switch (change.kind) {
    case 'damage':
      return change.amount > 0 ? w('damage', { n: change.amount }) : w('damageOff', { n: -change.amount })
    case 'modifier':
      return w('modifier', { amount: `${change.amount > 0 ? '+' : ''}${change.amount}`, form: COMBAT_FORM_NAMES[change.form] })
    case 'power':
      return w('power', { n: change.value })
  }
}

/** The Territory a patch shows won, and by whom (a player's list of Territories grew), as a clause. */
function taken(entry: LogEntry, name: (s: string) => string): string | undefined {
  const { from, to } = patchOf(entry)
  const winner = (to.players ?? []).find((p) => p.won.length > (from.players?.find((q) => q.id === p.id)?.won.length ?? 0))
  if (!winner) return undefined
  const territory = winner.won.at(-1)?.name || w('theTerritory')
  return w(to.outcome ? 'tookAndWon' : 'took', { name: name(winner.id), territory })
}

const PLAY_KEYS = {
  attack: { hand: 'attacked', card: 'summonedAttack' },
  defence: { hand: 'summonedDefence', card: 'summonedDefence' },
} as const

export const WOS_WORDING = {
  turnCombatForm: (cmd: Of<'turnCombatForm'>, entry: LogEntry) => {
    const forms = formsText(cmd.forms)
    const line = cmd.territory ? w('combatFormAt', { forms, territory: cmd.territory.trim() }) : w('combatForm', { forms })
    return withKilled(line, entry)
  },
  playCreature: (cmd: Of<'playCreature'>, _entry: LogEntry, lookup?: EntryLookup) => {
    const key = PLAY_KEYS[cmd.side === 'defence' ? 'defence' : 'attack'][cmd.fromHand ? 'hand' : 'card']
    const values = { player: seatNames(lookup)(cmd.player), name: cmd.name.trim(), ...cmd.scores }
    return cmd.summonFromHand ? w(`${key}FromHand`, values) : w(key, values)
  },
  changeCreature: (cmd: Of<'changeCreature'>, entry: LogEntry) => withKilled(w('change', { creature: creatureName(entry, cmd.creature), change: changeText(cmd.change) }), entry),
  removeCreature: (cmd: Of<'removeCreature'>, entry: LogEntry) => w(cmd.to === 'hand' ? 'backToHand' : 'killedByCard', { creature: creatureName(entry, cmd.creature) }),
  playSpell: (cmd: Of<'playSpell'>, _entry: LogEntry, lookup?: EntryLookup) => {
    const player = seatNames(lookup)(cmd.player)
    const spell = cmd.name?.trim()
    return spell ? w('cast', { player, spell }) : w('castASpell', { player })
  },
  countHand: (cmd: Of<'countHand'>, _entry: LogEntry, lookup?: EntryLookup) => w('hand', { player: seatNames(lookup)(cmd.player), by: `${cmd.by > 0 ? '+' : ''}${cmd.by}` }),
  resolveCombat: (cmd: Of<'resolveCombat'>, entry: LogEntry, lookup?: EntryLookup) => {
    const name = seatNames(lookup)
    const c = patchOf(entry).to.turn?.combat
    if (!c) return w('resolved', { player: name(cmd.player) })
    const winner = c.winner === 'attacker' ? name(c.attacker) : c.defender ? name(c.defender) : w('nobody')
    const values = { attacker: name(c.attacker), attack: c.attack, defender: c.defender ? name(c.defender) : w('noDefender'), defence: c.defence, winner }
    const line = w(c.byAbility ? 'combatByAbility' : 'combat', values)
    const took = taken(entry, name)
    return took ? w('clauses', { first: line, second: took }) : line
  },
  claimTerritory: (cmd: Of<'claimTerritory'>, entry: LogEntry, lookup?: EntryLookup) => {
    const took = taken(entry, seatNames(lookup))
    if (cmd.how === 'defence') return took ? w('heldAgainstAllTook', { took }) : w('heldAgainstAll')
    return took ? w('byAbilityTook', { took }) : w('byAbility')
  },
  pickUpCards: (cmd: Of<'pickUpCards'>, entry: LogEntry, lookup?: EntryLookup) => {
    const { from, to } = patchOf(entry)
    const before = from.players?.find((p) => p.id === cmd.player)?.hand
    const after = to.players?.find((p) => p.id === cmd.player)?.hand
    const kept = before !== undefined && after !== undefined ? after - before : 0
    const player = seatNames(lookup)(cmd.player)
    if (kept <= 0) return w('pickedNone', { player, limit: HAND_LIMIT })
    if (!to.decks) return w('keptCards', { player, n: kept }, kept)
    return w('keptCardsDecks', { player, n: kept, spells: cmd.spells ?? 0, creatures: to.decks.creature, spellsLeft: to.decks.spell }, kept)
  },
  endCardTurn: (cmd: Of<'endCardTurn'>, _entry: LogEntry, lookup?: EntryLookup) => w('endedTurn', { player: seatNames(lookup)(cmd.player) }),
  declareDeckOut: (cmd: Of<'declareDeckOut'>) => w(cmd.deck === 'creature' ? 'creatureDeckOut' : 'spellDeckOut'),
  countDeck: (cmd: Of<'countDeck'>) => w(cmd.deck === 'creature' ? 'creatureDeckCount' : 'spellDeckCount', { n: cmd.cards }),
}

/** The setup's line: the players in seating order and who goes first. */
export function describeWosStart(cmd: Of<'startGame'>, entry: LogEntry): string {
  const setup = cmd.warOfSupremacy!
  const started = entry.events.find((e) => e.type === 'gameStarted')
  const first = started?.type === 'gameStarted' ? started.warOfSupremacy?.turn.player : undefined
  const firstName = startedSeats(entry).find((p) => p.id === first)?.name
  const players = setup.players.map((p) => p.trim()).join(', ')
  return firstName ? w('startedFirst', { players, first: firstName }) : w('started', { players })
}
