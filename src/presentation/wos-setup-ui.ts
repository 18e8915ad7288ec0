/**
 * The War of Supremacy setup on the new-game screen as plain data: the seats in order, the
 * variants, the dice for the first player, the first cards turned. It words what is missing and
 * builds the StartGame command; whether the table may start is the rules' answer (firstPlayer,
 * territoriesToWin, the startGame preview), never recomputed here.
 */
import type { StartGame } from '../domain/modules/setup/commands'
import { liveWords } from './i18n/words'
import {
  COMBAT_FORMS,
  COMBAT_FORM_NAMES,
  DIE_FACES,
  LEGENDARY_START,
  MAX_PLAYERS,
  MIN_PLAYERS,
  MULTIPLE_TERRITORIES_MIN_PLAYERS,
  STARTING_CREATURES,
  STARTING_SPELLS,
  TEAM_GAME_PLAYERS,
  WAR_OF_SUPREMACY,
  WOS_VARIANTS,
  DEFAULT_WOS_READINGS,
  INTRODUCTORY_FACTIONS,
  INTRODUCTORY_FORMS,
  INTRODUCTORY_MERCENARY_SPELLS,
  MAX_DECK,
  WOS_READINGS,
  dealtFrom,
  firstPlayer,
  territoriesToWin,
  type CombatForm,
  type WosReading,
  type WosSetup,
  type WosVariant,
} from '../domain/modules/war-of-supremacy'
import { wosReadingLine, wosSetupWords as w, wosVariantLine } from './catalogs/wos-setup'
import { formatList } from './i18n/numbers'

export type GameChoice = 'supremacy' | 'war-of-supremacy'
export const GAME_CHOICES = [
  { value: 'supremacy', id: 'supremacy', title: 'Supremacy', text: 'The board game: superpowers, the bank, the markets and the stages of each turn.' },
  { value: 'war-of-supremacy', id: 'war-of-supremacy', title: 'War of Supremacy', text: 'The card game: 2 to 5 players fight over a Territory with creatures and spells.' },
] as const satisfies readonly { value: GameChoice; id: string; title: string; text: string }[]

/** A die not yet rolled is null. */
export type Die = number | null

export interface WosSetupForm {
  title: string
  /** Names in seating order, which is the turn order. */
  players: string[]
  variants: Record<WosVariant, boolean>
  /** Round 0: a die per seat; each further round a die per player tied on the highest roll before. */
  rolls: Die[][]
  forms: CombatForm[]
  territory: string
  /** Multiple Territories: the second Territory and its own combat form. */
  second: { forms: CombatForm[]; territory: string }
  /** The rulebook's Introductory Set Up (its cards on the checklist; the first form a single one). */
  introductory: boolean
  /** The readings where tables differ, stored with the game. */
  readings: Record<WosReading, boolean>
  /** The decks' sizes before the deal, when the table counts them (both, or neither). */
  decks: { creature: number | null; spell: number | null }
}

export function emptyWosForm(): WosSetupForm {
  return {
    title: '',
    players: Array.from({ length: MIN_PLAYERS }, () => ''),
    variants: Object.fromEntries(WOS_VARIANTS.map((v) => [v, false])) as Record<WosVariant, boolean>,
    rolls: [Array.from({ length: MIN_PLAYERS }, () => null)],
    forms: [],
    territory: '',
    second: { forms: [], territory: '' },
    introductory: false,
    readings: { ...DEFAULT_WOS_READINGS },
    decks: { creature: null, spell: null },
  }
}

/** Each reading in the table's words: what it does on, what off means, and the rulebook's words. */
/** (Read in the reader's language each time: getters.) */
export const READING_LINES: Readonly<Record<WosReading, { title: string; on: string; off: string }>> = Object.defineProperties(
  {},
  Object.fromEntries(WOS_READINGS.map((r) => [r, { get: () => wosReadingLine(r), enumerable: true }])),
) as Record<WosReading, { title: string; on: string; off: string }>

/** The Introductory Set Up, step by step (Set Up, Introductory Set Up); the factions' and spells' names as printed. */
export function introductoryLines(): string[] {
  return [
    w('introFactions', { factions: INTRODUCTORY_FACTIONS.join(', ') }),
    w('introSpells', { spells: INTRODUCTORY_MERCENARY_SPELLS.join(', ') }),
    w('introForms', { forms: INTRODUCTORY_FORMS.map((f) => COMBAT_FORM_NAMES[f]).join(', ') }),
  ]
}

export const canAddSeat = (form: WosSetupForm): boolean => form.players.length < MAX_PLAYERS
export const canRemoveSeat = (form: WosSetupForm): boolean => form.players.length > MIN_PLAYERS

/** A new seat at the end. The seats' dice stay; the rerolls are dropped since the tie may have changed. */
export function withSeatAdded(form: WosSetupForm): Pick<WosSetupForm, 'players' | 'rolls'> {
  if (!canAddSeat(form)) return { players: form.players, rolls: form.rolls }
  return { players: [...form.players, ''], rolls: [[...(form.rolls[0] ?? []), null]] }
}

export function withSeatRemoved(form: WosSetupForm, seat: number): Pick<WosSetupForm, 'players' | 'rolls'> {
  if (!canRemoveSeat(form)) return { players: form.players, rolls: form.rolls }
  return { players: form.players.filter((_, i) => i !== seat), rolls: [(form.rolls[0] ?? []).filter((_, i) => i !== seat)] }
}

/** One line per variant (the rulebook's Variants, pages 14-15), said the way the table plays it. */
export const VARIANT_LINES: Readonly<Record<WosVariant, string>> = liveWords(WOS_VARIANTS, wosVariantLine)

/** Whether a variant is offered for this many players, and if not, why. */
export function variantOffer(variant: WosVariant, players: number): { offered: boolean; why?: string } {
  if (variant === 'multipleTerritories' && players < MULTIPLE_TERRITORIES_MIN_PLAYERS) return { offered: false, why: w('forMinPlayers', { min: MULTIPLE_TERRITORIES_MIN_PLAYERS, max: MAX_PLAYERS }) }
  if (variant === 'teamGame' && players !== TEAM_GAME_PLAYERS) return { offered: false, why: w('forExactlyPlayers', { n: TEAM_GAME_PLAYERS }) }
  return { offered: true }
}

/** The variants switched on and offered for the seats now at the table: what the game is started with. */
export function activeVariants(form: WosSetupForm): Partial<Record<WosVariant, boolean>> {
  return Object.fromEntries(WOS_VARIANTS.filter((v) => form.variants[v] && variantOffer(v, form.players.length).offered).map((v) => [v, true]))
}

export const seatName = (form: WosSetupForm, seat: number): string => form.players[seat]?.trim() || w('defaultName', { n: seat + 1 })

/** Team Game: "players on the same team must sit opposite each other", seats 1 and 3 against 2 and 4. */
export function teamsLine(form: WosSetupForm): string {
  const who = (seat: number) => w('nameInSeat', { name: seatName(form, seat), n: seat + 1 })
  return w('teams', { a: who(0), b: who(1), c: who(2), d: who(3) })
}

/** The number of Territories to win with the variants in play (the rules' territoriesToWin). */
export const toWin = (form: WosSetupForm): number => territoriesToWin(form.players.length, activeVariants(form))

export interface DiceRound {
  /** The seats rolling this round, in seating order. */
  seats: number[]
  dice: Die[]
}

const complete = (dice: readonly Die[]): dice is number[] => dice.every((d) => d !== null)

/**
 * The rounds of dice for the first player: everyone first; then, while players are tied on the
 * highest roll of a complete round, those players again. The last round is the one still open
 * unless the rules' firstPlayer already names the first player.
 */
export function diceRounds(form: WosSetupForm): DiceRound[] {
  const n = form.players.length
  const pad = (dice: readonly Die[] | undefined, k: number): Die[] => Array.from({ length: k }, (_, i) => dice?.[i] ?? null)
  const rounds: DiceRound[] = [{ seats: Array.from({ length: n }, (_, i) => i), dice: pad(form.rolls[0], n) }]
  for (;;) {
    const last = rounds.at(-1)!
    if (!complete(last.dice)) return rounds
    // Reading the dice, not judging them: who shows the round's highest face rolls again.
    const high = Math.max(...last.dice)
    const tied = last.seats.filter((_, i) => last.dice[i] === high)
    if (tied.length < 2) return rounds
    rounds.push({ seats: tied, dice: pad(form.rolls[rounds.length], tied.length) })
  }
}

/** firstRolls as the rules take them: the complete rounds. */
export const firstRollsOf = (form: WosSetupForm): number[][] => diceRounds(form).flatMap((r) => (complete(r.dice) ? [[...r.dice]] : []))

/** The seat that goes first, when the rules can say. */
export function firstSeat(form: WosSetupForm): number | undefined {
  const first = firstPlayer(form.players.length, firstRollsOf(form))
  return first.ok ? first.value : undefined
}

/** A die set by hand in one round; the rounds after it depended on it, so they go. */
export function withDie(form: WosSetupForm, round: number, index: number, value: Die): Die[][] {
  const rounds = diceRounds(form).slice(0, round + 1).map((r) => [...r.dice])
  const dice = rounds[round]
  if (dice === undefined || index >= dice.length) return form.rolls
  dice[index] = value
  return rounds
}

/**
 * The app's dice for the open round (empty dice only, so a die typed is kept); once the first
 * player is known, a fresh start from round 0.
 */
export function withRolled(form: WosSetupForm, roll: () => number): Die[][] {
  const rounds = diceRounds(form)
  if (firstSeat(form) !== undefined) return [rounds[0]!.dice.map(() => roll())]
  return rounds.map((r, i) => (i === rounds.length - 1 ? r.dice.map((d) => d ?? roll()) : [...r.dice]))
}

/** What the dice say now, in words: who rolls, who is tied, who goes first. */
export function diceLine(form: WosSetupForm): string {
  const first = firstSeat(form)
  if (first !== undefined) return w('goesFirst', { name: seatName(form, first) })
  const rounds = diceRounds(form)
  const open = rounds.at(-1)!
  const names = open.seats.map((s) => seatName(form, s))
  if (rounds.length === 1) return w('everyoneRolls', { faces: DIE_FACES })
  const before = rounds.at(-2)!
  return w('tiedRollAgain', { names: formatList(names), n: Math.max(...(before.dice as number[])) })
}

export const formsText = (forms: readonly CombatForm[]): string => COMBAT_FORMS.filter((f) => forms.includes(f)).map((f) => COMBAT_FORM_NAMES[f]).join(' / ')

/** What still stops the start, in plain words, in the order of the form. */
export function wosProblems(form: WosSetupForm): string[] {
  const problems: string[] = []
  const names = form.players.map((p) => p.trim())
  names.forEach((p, i) => p === '' && problems.push(w('typeName', { n: i + 1 })))
  const seen = new Map<string, number>()
  names.forEach((p, i) => {
    const before = seen.get(p.toLowerCase())
    if (p !== '' && before !== undefined) problems.push(w('sameName', { a: before + 1, b: i + 1, name: p }))
    else seen.set(p.toLowerCase(), i)
  })
  if (firstSeat(form) === undefined) problems.push(diceRounds(form).length === 1 ? w('rollEveryone') : diceLine(form))
  if (form.forms.length === 0) problems.push(w('chooseForm'))
  if (activeVariants(form).multipleTerritories && form.second.forms.length === 0) problems.push(w('chooseSecondForm'))
  if (form.introductory && form.forms.length > 1) problems.push(w('introSingleForm'))
  problems.push(...deckProblems(form))
  return problems
}

/** The decks' sizes: both or neither, each enough for the deal. */
function deckProblems(form: WosSetupForm): string[] {
  const { creature, spell } = form.decks
  if (creature === null && spell === null) return []
  if (creature === null || spell === null) return [w('countBothDecks')]
  const dealt = dealtFrom(activeVariants(form))
  const n = form.players.length
  const short = (['creature', 'spell'] as const).filter((d) => form.decks[d]! < dealt[d] * n)
  const problems = short.map((d) => w(d === 'creature' ? 'creatureDeckShort' : 'spellDeckShort', { need: dealt[d] * n, dealt: dealt[d], n }))
  if (creature > MAX_DECK || spell > MAX_DECK) problems.push(w('deckTooBig', { max: MAX_DECK }))
  return problems
}

/** Whether the form counts its decks (both sizes typed). */
const decksOf = (form: WosSetupForm): { creature: number; spell: number } | undefined =>
  form.decks.creature !== null && form.decks.spell !== null ? { creature: form.decks.creature, spell: form.decks.spell } : undefined

/** The StartGame command (the first player only when the dice have named one; the rules refuse otherwise). */
export function buildWosStart(form: WosSetupForm, gameId: string): StartGame {
  const variants = activeVariants(form)
  const setup: WosSetup = {
    players: form.players.map((p) => p.trim()),
    variants,
    firstRolls: firstRollsOf(form),
    forms: COMBAT_FORMS.filter((f) => form.forms.includes(f)),
    territory: form.territory.trim(),
    ...(variants.multipleTerritories ? { second: { forms: COMBAT_FORMS.filter((f) => form.second.forms.includes(f)), territory: form.second.territory.trim() } } : {}),
    readings: Object.fromEntries(WOS_READINGS.map((r) => [r, form.readings[r]])),
    ...(decksOf(form) ? { decks: decksOf(form)! } : {}),
    ...(form.introductory ? { introductory: true } : {}),
  }
  return {
    kind: 'startGame',
    gameId,
    title: form.title.trim(),
    openMode: 'standard',
    // The card game reads no Supremacy setting (games started before issue 27 hold the basic game's
    // defaults here, checked on import all the same).
    settings: {} as StartGame['settings'],
    ruleset: { ...WAR_OF_SUPREMACY, modules: [] },
    powers: [],
    warOfSupremacy: setup,
  }
}

/** Starting a Game's steps the table does with the cards (the app keeps none of them). */
export function tableChecklist(form: WosSetupForm): string[] {
  const v = activeVariants(form)
  const deal = v.legendaryStart
    ? w('dealLegendary', { creatures: LEGENDARY_START.creatures, spells: LEGENDARY_START.spells })
    : w('deal', { creatures: STARTING_CREATURES, spells: STARTING_SPELLS })
  const turned = w(v.multipleTerritories ? 'turnTwo' : 'turnTop')
  return [...(form.introductory ? introductoryLines() : []), w('shuffleDecks'), deal, turned, w('defenceMarker')]
}

// The home card's test, kept rules-free in saved-game-kind.ts; re-exported for the new-game screen's callers.
export { isWarOfSupremacy } from './saved-game-kind'
