import type { StartGame } from '../setup/commands'
import { refuseStartShell } from '../setup/decide'
import type { ComposedRules } from '../../kernel/module'
import type { GameEvent, GameStarted } from '../../kernel/events'
import { isWholeNumber } from '../../kernel/guards'
import { ok, refusePhrase, type Result } from '../../kernel/result'
import type { PhraseValues } from '../../kernel/phrase'
import type { Ruleset } from '../../kernel/ruleset'
import type { GameState } from '../../kernel/state'
import {
  COMBAT_FORMS,
  COMBAT_FORM_NAMES,
  DEFAULT_WOS_READINGS,
  DIE_FACES,
  INTRODUCTORY_FORMS,
  MAX_DECK,
  WOS_READINGS,
  LEGENDARY_START,
  MAX_PLAYERS,
  MIN_PLAYERS,
  MULTIPLE_TERRITORIES_EXTRA,
  MULTIPLE_TERRITORIES_MIN_PLAYERS,
  STARTING_CREATURES,
  STARTING_SPELLS,
  TEAM_GAME_PLAYERS,
  TEAM_TERRITORIES_TO_WIN,
  TERRITORIES_TO_WIN,
  WOS_RULE,
  WOS_VARIANTS,
  type CombatForm,
  type WosVariant,
} from './data'
import type { WosSetup } from './commands'
import type { Field, WosState } from './state'
import { refuseWosStrayFields } from './setup-fields'
import { tooLongPhrase } from '../../kernel/text'
import { WOS_REFUSALS, wosPhrase, wosRefusal } from './refusals'

const SETUP_RULE = `${WOS_RULE}, Set Up`
const MAX_NAME = 30
const MAX_TERRITORY = 40

/** The War of Supremacy ruleset: its own turn, nothing else composed with it. */
export const WAR_OF_SUPREMACY: Ruleset = { economy: 'war-of-supremacy', sequence: 'guided', modules: [] }

const bad = (key: keyof typeof WOS_REFUSALS, values: PhraseValues = {}, rule = SETUP_RULE): Result<never> => wosRefusal('wos-setup', key, values, rule)

/**
 * Territories to win: the Core Gameplay table by player count; a Team Game's combined three; one
 * more with Multiple Territories.
 */
export function territoriesToWin(players: number, variants: Partial<Record<WosVariant, boolean>>): number {
  const base = variants.teamGame ? TEAM_TERRITORIES_TO_WIN : (TERRITORIES_TO_WIN[players] ?? 0)
  return base + (variants.multipleTerritories ? MULTIPLE_TERRITORIES_EXTRA : 0)
}

/** Cards each player starts with: five creatures and three spells (or a Legendary, four and three). */
export function startingHand(variants: Partial<Record<WosVariant, boolean>>): number {
  return variants.legendaryStart ? LEGENDARY_START.legendary + LEGENDARY_START.creatures + LEGENDARY_START.spells : STARTING_CREATURES + STARTING_SPELLS
}

/**
 * "The player with the highest roll goes first": the seat of the one highest die, or why not yet.
 * A tie for the highest rolls again among the tied (the rulebook's words leave a tie open; a reroll
 * of the tied is what tables do).
 */
export function firstPlayer(players: number, rounds: readonly (readonly number[])[]): Result<number> {
  let tied = Array.from({ length: players }, (_, i) => i)
  if (!Array.isArray(rounds) || rounds.length === 0) return bad('rollForFirst', {}, `${WOS_RULE}, Starting a Game`)
  for (const [r, round] of rounds.entries()) {
    if (tied.length === 1) return bad('firstDecided', {}, `${WOS_RULE}, Starting a Game`)
    if (!Array.isArray(round) || round.length !== tied.length || !round.every((d) => isWholeNumber(d) && d >= 1 && d <= DIE_FACES)) {
      return bad(r === 0 ? 'rollOneEach' : 'rollTiedAgain', { faces: DIE_FACES, players, tied: tied.length }, `${WOS_RULE}, Starting a Game`)
    }
    const high = Math.max(...round)
    tied = tied.filter((_, i) => round[i] === high)
  }
  if (tied.length > 1) return bad('tiedOnHighest', { tied: tied.length }, `${WOS_RULE}, Starting a Game`)
  return ok(tied[0]!)
}

export function isFormList(forms: unknown): forms is CombatForm[] {
  return Array.isArray(forms) && forms.length > 0 && forms.length <= COMBAT_FORMS.length && forms.every((f) => (COMBAT_FORMS as readonly unknown[]).includes(f)) && new Set(forms).size === forms.length
}

function validateVariants(setup: WosSetup): Result<never> | undefined {
  const v = setup.variants
  if (typeof v !== 'object' || v === null || Object.keys(v).some((k) => !(WOS_VARIANTS as readonly string[]).includes(k) || typeof (v as Record<string, unknown>)[k] !== 'boolean')) {
    return bad('chooseVariants')
  }
  const n = setup.players.length
  if (v.teamGame && n !== TEAM_GAME_PLAYERS) return bad('teamGamePlayers', { need: TEAM_GAME_PLAYERS, players: n }, `${WOS_RULE}, Variants, Team Game`)
  if (v.multipleTerritories && n < MULTIPLE_TERRITORIES_MIN_PLAYERS) {
    return bad('multiplePlayers', { min: MULTIPLE_TERRITORIES_MIN_PLAYERS, players: n }, `${WOS_RULE}, Variants, Multiple Territories`)
  }
  return undefined
}

const DECK_NEEDS = { creature: 'creatureDeckNeeds', spell: 'spellDeckNeeds' } as const

/** The hand each player is dealt from each deck: creatures (a Legendary counts as one) and spells. */
export function dealtFrom(variants: Partial<Record<WosVariant, boolean>>): { creature: number; spell: number } {
  return variants.legendaryStart
    ? { creature: LEGENDARY_START.legendary + LEGENDARY_START.creatures, spell: LEGENDARY_START.spells }
    : { creature: STARTING_CREATURES, spell: STARTING_SPELLS }
}

/** The readings, the decks' sizes and the Introductory Set Up's first form, when the table gave them. */
function validateExtras(setup: WosSetup): Result<never> | undefined {
  const r = setup.readings
  if (r !== undefined && (typeof r !== 'object' || r === null || Object.entries(r).some(([k, v]) => !(WOS_READINGS as readonly string[]).includes(k) || typeof v !== 'boolean'))) {
    return bad('chooseReadings')
  }
  const d = setup.decks
  if (d !== undefined) {
    if (typeof d !== 'object' || d === null || !isWholeNumber(d.creature) || !isWholeNumber(d.spell) || d.creature > MAX_DECK || d.spell > MAX_DECK) {
      return bad('countDecks', { max: MAX_DECK })
    }
    const n = setup.players.length
    const dealt = dealtFrom(setup.variants)
    for (const deck of ['creature', 'spell'] as const) {
      if (d[deck] < dealt[deck] * n) return bad(DECK_NEEDS[deck], { need: dealt[deck] * n, dealt: dealt[deck], players: n, has: d[deck] }, `${WOS_RULE}, Starting a Game`)
    }
  }
  if (setup.introductory !== undefined && typeof setup.introductory !== 'boolean') return bad('sayIntroductory')
  if (setup.introductory && !(setup.forms.length === 1 && INTRODUCTORY_FORMS.includes(setup.forms[0]!))) {
    return bad('introductoryForms', { forms: INTRODUCTORY_FORMS.map((f) => COMBAT_FORM_NAMES[f]).join(', ') }, `${WOS_RULE}, Introductory Set Up`)
  }
  return undefined
}

function validateSetup(setup: WosSetup | undefined): Result<never> | undefined {
  if (typeof setup !== 'object' || setup === null || !Array.isArray(setup.players)) return bad('namePlayers')
  const n = setup.players.length
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) return bad('playerCount', { min: MIN_PLAYERS, max: MAX_PLAYERS, players: n })
  const names = setup.players.map((p) => (typeof p === 'string' ? p.trim() : ''))
  if (names.some((p) => p === '')) return bad('nameEveryPlayer', { n: MAX_NAME })
  const longName = names.map((p, seat) => tooLongPhrase(p, MAX_NAME, wosPhrase('seatPlayerName', { seat: seat + 1 }))).find((why) => why !== undefined)
  if (longName) return refusePhrase('wos-setup', longName, SETUP_RULE)
  if (new Set(names.map((p) => p.toLowerCase())).size !== n) return bad('sameName')
  const variants = validateVariants(setup)
  if (variants) return variants
  if (!isFormList(setup.forms)) return bad('formHint')
  if (typeof setup.territory !== 'string') return bad('nameTerritoryTurned')
  const long = tooLongPhrase(setup.territory, MAX_TERRITORY, wosPhrase('territoryName'))
  if (long) return refusePhrase('wos-setup', long, SETUP_RULE)
  if (setup.variants.multipleTerritories) {
    const s = setup.second
    if (typeof s !== 'object' || s === null || !isFormList(s.forms) || typeof s.territory !== 'string') {
      return bad('secondTerritory', {}, `${WOS_RULE}, Variants, Multiple Territories`)
    }
    const second = tooLongPhrase(s.territory, MAX_TERRITORY, wosPhrase('secondTerritoryName'))
    if (second) return refusePhrase('wos-setup', second, SETUP_RULE)
  } else if (setup.second !== undefined) {
    return bad('secondOnlyMultiple')
  }
  return validateExtras(setup)
}

function field(id: string, forms: readonly CombatForm[], territory: string): Field {
  return { id, territory: territory.trim(), forms: [...forms], defenders: [], held: 0 }
}

/** The state the table starts from: hands dealt, the first form and Territory turned, the first player. */
export function initialWos(setup: WosSetup, first: number): WosState {
  const variants = Object.fromEntries(WOS_VARIANTS.map((v) => [v, setup.variants[v] === true])) as Record<WosVariant, boolean>
  const hand = startingHand(variants)
  const dealt = dealtFrom(variants)
  const players = setup.players.map((name, i) => ({ id: `p${i + 1}`, name: name.trim(), hand, won: [] }))
  const fields = [field('f1', setup.forms, setup.territory)]
  if (variants.multipleTerritories && setup.second) fields.push(field('f2', setup.second.forms, setup.second.territory))
  return {
    players,
    variants,
    toWin: territoriesToWin(players.length, variants),
    // "players on the same team must sit opposite each other": seats 1 and 3, 2 and 4.
    ...(variants.teamGame ? { teams: [[players[0]!.id, players[2]!.id], [players[1]!.id, players[3]!.id]] } : {}),
    firstRolls: setup.firstRolls.map((r) => [...r]),
    fields,
    turn: { player: players[first]!.id, number: 1, step: 'combat', attackers: [], hasPlayed: false },
    wonCount: 0,
    nextCreature: 1,
    // Left out unless the table chose them: an older game's start is decided as it was.
    ...(setup.readings ? { readings: { ...DEFAULT_WOS_READINGS, ...setup.readings } } : {}),
    ...(setup.decks ? { decks: { creature: setup.decks.creature - dealt.creature * players.length, spell: setup.decks.spell - dealt.spell * players.length } } : {}),
  }
}

function isWosRuleset(ruleset: unknown): boolean {
  if (typeof ruleset !== 'object' || ruleset === null) return false
  const r = ruleset as Partial<Ruleset>
  return r.economy === 'war-of-supremacy' && r.sequence === 'guided' && Array.isArray(r.modules) && r.modules.length === 0
}

/** Starting a Game: the players, the variants, the first player by die, the first cards turned. */
export function decideStartWos(state: GameState, cmd: StartGame, rules: ComposedRules): Result<GameEvent[]> {
  const shell = refuseStartShell(state, cmd)
  if (shell) return shell
  if (!isWosRuleset(cmd.ruleset)) return wosRefusal('bad-ruleset', 'ownGame')
  if (!Array.isArray(cmd.powers) || cmd.powers.length > 0) return bad('playersNotPowers')
  const stray = refuseWosStrayFields(cmd)
  if (stray) return stray
  const read = rules.readSettings(cmd.settings)
  if (!read.ok) return read
  const setup = cmd.warOfSupremacy
  const wrong = validateSetup(setup)
  if (wrong) return wrong
  const first = firstPlayer(setup!.players.length, setup!.firstRolls)
  if (!first.ok) return first
  const started: GameStarted = {
    type: 'gameStarted',
    gameId: cmd.gameId,
    title: cmd.title.trim(),
    openMode: 'standard',
    settings: read.value,
    ruleset: { ...WAR_OF_SUPREMACY, modules: [] },
    order: [],
    powers: [],
    warOfSupremacy: initialWos(setup!, first.value),
  }
  return ok([started])
}
