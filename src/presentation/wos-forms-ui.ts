/**
 * Wording and lists for War of Supremacy's action forms (opened in place by the big button): the
 * creatures already typed in this game, offered again by name with their printed scores, and the
 * forms' titles. The app has no card list: every creature here was typed at this table.
 */
import { undoneSeqs, type LogEntry } from '../domain/kernel/log'
import type { GameState } from '../domain/kernel/state'
import { COMBAT_FORMS, drawFor, findSeat, readingsOf, seatName, type CombatForm } from '../domain/modules/war-of-supremacy'
import { territoryName } from './wos-ui'
import { wosFormsWords as w } from './catalogs/wos-forms'

export interface TypedCreature {
  name: string
  scores: Readonly<Record<CombatForm, number>>
  /** "W 4 · M 1 · B 2": the three printed scores, short enough for a chip. */
  short: string
  /** "Wild 4, Magic 1, Blade 2": the same in words, for screen readers. */
  words: string
}

const SHORT: Readonly<Record<CombatForm, string>> = { wild: 'W', magic: 'M', blade: 'B' }
const WORDS: Readonly<Record<CombatForm, string>> = { wild: 'Wild', magic: 'Magic', blade: 'Blade' }

/** One creature's name compared as the table would say it: case and spaces aside. */
const key = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase()

/**
 * Every creature played in this game (attacking or summoned into a defence), once by name, with
 * the scores it was last typed with (a corrected typo wins), in alphabetical order. Undone plays
 * are left out: an undo is often a mistyped card.
 */
export function typedCreatures(entries: readonly LogEntry[]): TypedCreature[] {
  const undone = undoneSeqs(entries)
  const byName = new Map<string, TypedCreature>()
  for (const entry of entries) {
    const cmd = entry.command
    if (cmd.kind !== 'playCreature' || undone.has(entry.seq)) continue
    const name = cmd.name.trim()
    const scores = { wild: cmd.scores.wild, magic: cmd.scores.magic, blade: cmd.scores.blade }
    byName.delete(key(name))
    byName.set(key(name), {
      name,
      scores,
      short: COMBAT_FORMS.map((f) => `${SHORT[f]} ${scores[f]}`).join(' · '),
      words: COMBAT_FORMS.map((f) => `${WORDS[f]} ${scores[f]}`).join(', '),
    })
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/** The typed creatures whose name holds what is being typed (all of them before anything is). */
export function creaturesMatching(list: readonly TypedCreature[], typed: string): TypedCreature[] {
  const wanted = key(typed)
  return wanted === '' ? [...list] : list.filter((c) => key(c.name).includes(wanted))
}

/** Whether a typed creature is the one the form now holds: its name and its three scores. */
export function isChosen(c: TypedCreature, name: string, scores: Readonly<Record<CombatForm, number>>): boolean {
  return key(c.name) === key(name) && COMBAT_FORMS.every((f) => c.scores[f] === scores[f])
}

/** The creature form's title: "Ana attacks Northreach", or "Summon into Ana’s defence". */
export function creatureFormTitle(state: GameState, fields: { player?: unknown; field?: unknown; side?: unknown }): string {
  const wos = state.warOfSupremacy
  if (!wos) return w('aCreature')
  const who = seatName(wos, String(fields.player))
  if (fields.side === 'defence') return w('summonInto', { who })
  // Two Territories to choose from: the form names the one chosen.
  const i = wos.fields.findIndex((f) => f.id === fields.field)
  return attackChoices(state).length > 0 || i < 0 ? w('attacks', { who }) : w('attacksTerritory', { who, territory: territoryName(wos.fields[i]!, i) })
}

/** The Territories the attack may go to, when the turn has not chosen one yet and there are two; else none. */
export function attackChoices(state: GameState): { value: string; label: string }[] {
  const wos = state.warOfSupremacy
  if (!wos || wos.fields.length < 2 || wos.turn.field !== undefined) return []
  return wos.fields.map((f, i) => ({ value: f.id, label: territoryName(f, i) }))
}

/** No creature attacks yet this turn: the form also offers to resolve without one. */
export function mayResolveUnattacked(state: GameState): boolean {
  const turn = state.warOfSupremacy?.turn
  return turn?.step === 'combat' && turn.attackers.length === 0
}

/** Every spell cast by name in this game, once, alphabetically (undone casts left out), for a one-tap pick. */
export function typedSpells(entries: readonly LogEntry[]): string[] {
  const undone = undoneSeqs(entries)
  const byName = new Map<string, string>()
  for (const entry of entries) {
    const cmd = entry.command
    if (cmd.kind !== 'playSpell' || undone.has(entry.seq) || !cmd.name?.trim()) continue
    byName.set(key(cmd.name), cmd.name.trim())
  }
  return [...byName.values()].sort((a, b) => a.localeCompare(b))
}

/** The spell form's title: "Cy casts a spell". */
export function spellFormTitle(state: GameState, fields: { player?: unknown }): string {
  const wos = state.warOfSupremacy
  return wos ? w('castsSpell', { who: seatName(wos, String(fields.player)) }) : w('aSpell')
}

export type CreatureSource = 'hand' | 'card' | 'card-hand'

/**
 * How a creature comes in: attacking, from the hand or by a card; by a card, from the deck or grave
 * or from the owner's own hand ("Summoned creatures can come from any other area ... or even your
 * own hand"), which takes a card from it. `note`: this game's reading of such a summon for the draw.
 */
export function creatureSources(state: GameState, side: 'attack' | 'defence'): { options: { value: CreatureSource; label: string }[]; note: string } {
  const wos = state.warOfSupremacy
  const played = wos ? readingsOf(wos).summonFromHandIsPlayed : true
  const options: { value: CreatureSource; label: string }[] = [
    ...(side === 'attack' ? [{ value: 'hand' as const, label: w('fromHand') }] : []),
    { value: 'card', label: w('summonedByCard') },
    { value: 'card-hand', label: w('summonedFromHand') },
  ]
  const note = w(side === 'attack' ? (played ? 'summonNoteCounts' : 'summonNoteNotCounts') : 'summonNoteDefence')
  return { options, note }
}

/** The pick-up form (counted decks): the cards picked up, how many of them the spell deck can give, the decks now. */
export interface PickUpChoice {
  player: string
  cards: number
  keep: number
  decks: { creature: number; spell: number }
  /** The fewest and most of the cards that can come from the spell deck (the rest from the creature deck). */
  minSpells: number
  maxSpells: number
}

export function pickUpChoice(state: GameState): PickUpChoice | undefined {
  const wos = state.warOfSupremacy
  if (!wos?.decks) return undefined
  const player = findSeat(wos, wos.turn.player)!
  const draw = drawFor(wos, player)
  const { creature, spell } = wos.decks
  return {
    player: player.name,
    cards: draw.pickUp,
    keep: draw.keep,
    decks: { creature, spell },
    minSpells: Math.max(0, draw.pickUp - creature),
    maxSpells: Math.min(draw.pickUp, spell),
  }
}
