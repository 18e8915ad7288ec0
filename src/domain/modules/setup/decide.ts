import type { CompanyInput, StartGame, StartingPower } from './commands'
import { RANDOM_OPEN_DICE, DIE_FACES, STANDARD_START_INDEX } from '../market/data'
import {
  MAX_POWERS,
  MIN_POWERS,
  RANDOM_OPEN_BONUS_FORCES,
  RANDOM_OPEN_BONUS_RESOURCES,
  STARTING_CASH,
  STARTING_SUPPLY_UNITS,
  SUPPLY_ROW_CAPACITY,
} from '../../kernel/rules-constants'
import { RULE } from '../../kernel/rule-references'
import { COMPANY_UNITS_MAX, COMPANY_UNITS_MIN, HOME_COMPANIES, SUPERPOWERS } from '../../kernel/superpowers'
import type { ComposedRules } from '../../kernel/module'
import type { GameEvent, GameStarted } from '../../kernel/events'
import { isPowerId, isResource, RESOURCES, type PowerId, type Resource } from '../../kernel/ids'
import { asPower } from '../../kernel/phrase'
import { ok, refusePhrase, type Result } from '../../kernel/result'
import { setupPhrase, setupRefusal } from './refusals'
import type { Company, GameState, PowerState } from '../../kernel/state'
import { isWholeNumber } from '../../kernel/guards'
import { initialPlay } from '../play/turns'
import { initialWar } from '../battle/war-state'
import { BASIC_BOOKKEEPING, BASIC_GUIDED, type Ruleset } from '../../kernel/ruleset'
import { refuseBasicStrayFields } from './fields'
import { tooLongPhrase } from '../../kernel/text'

const MAX_NAME = 40
const MAX_TITLE = 60
const MAX_COMPANIES_AT_START = 12

/** Validates a typed card; the caller gives it an id. */
export function validateCompanyInput(input: CompanyInput): Result<never> | undefined {
  if (typeof input !== 'object' || input === null) return setupRefusal('bad-company', 'describeCard')
  if (!isResource(input.resource)) return setupRefusal('bad-company', 'cardResource')
  if (!isWholeNumber(input.units) || input.units < COMPANY_UNITS_MIN || input.units > COMPANY_UNITS_MAX) {
    return setupRefusal('bad-company', 'cardUnits', { min: COMPANY_UNITS_MIN, max: COMPANY_UNITS_MAX })
  }
  if (typeof input.territory !== 'string' || input.territory.trim() === '') return setupRefusal('bad-company', 'cardTerritory')
  const long = tooLongPhrase(input.territory, MAX_NAME, setupPhrase('territoryName')) ?? (typeof input.name === 'string' ? tooLongPhrase(input.name, MAX_NAME, setupPhrase('companyName')) : undefined)
  if (long) return refusePhrase('bad-company', long)
  if (typeof input.name !== 'string') return setupRefusal('bad-company', 'typeCompanyName')
  if (input.origin !== 'independent' && !isPowerId(input.origin)) return setupRefusal('bad-company', 'cardPile')
  if (input.isOpen !== undefined && typeof input.isOpen !== 'boolean') return setupRefusal('bad-company', 'cardOpen')
  return undefined
}

export function companyFromInput(input: CompanyInput, id: string): Company {
  const isOpen = input.isOpen ?? true
  return {
    id,
    name: input.name.trim() || `${input.territory.trim()} ${input.resource}`,
    territory: input.territory.trim(),
    resource: input.resource,
    units: input.units,
    isOpen,
    origin: input.origin,
    ...(isOpen ? { wasOpen: true } : {}),
  }
}

export function validatePowers(powers: StartingPower[]): Result<never> | undefined {
  if (!Array.isArray(powers) || powers.length < MIN_POWERS || powers.length > MAX_POWERS) {
    return setupRefusal('player-count', 'playerCount', { min: MIN_POWERS, max: MAX_POWERS }, RULE.players)
  }
  const seen = new Set<PowerId>()
  for (const p of powers) {
    if (!isPowerId(p?.id)) return setupRefusal('unknown-power', 'choosePowers')
    if (seen.has(p.id)) return setupRefusal('duplicate-power', 'chosenTwice', { power: asPower(p.id) })
    seen.add(p.id)
    if (typeof p.player !== 'string' || p.player.trim() === '') {
      return setupRefusal('player-name', 'typePlayerName', { power: asPower(p.id) })
    }
    const long = tooLongPhrase(p.player, MAX_NAME, setupPhrase('playerName', { power: asPower(p.id) }))
    if (long) return refusePhrase('player-name', long)
  }
  return undefined
}

function validateRandomPower(p: StartingPower): Result<never> | undefined {
  const name = asPower(p.id)
  const bonus = p.bonusResources
  if (!bonus || !RESOURCES.every((r) => isWholeNumber(bonus[r]) && bonus[r] >= 0)) {
    return setupRefusal('bonus-resources', 'splitBonus', { power: name, bonus: RANDOM_OPEN_BONUS_RESOURCES }, RULE.randomOpenBonusResources)
  }
  const total = RESOURCES.reduce((sum, r) => sum + bonus[r], 0)
  if (total !== RANDOM_OPEN_BONUS_RESOURCES) {
    return setupRefusal('bonus-resources', 'bonusTotal', { power: name, total, bonus: RANDOM_OPEN_BONUS_RESOURCES }, RULE.randomOpenBonusResources)
  }
  for (const force of [p.armies, p.navies]) {
    if (!isWholeNumber(force) || force < 0 || force > 200) return setupRefusal('bad-forces', 'forcesPlaced', { power: name }, RULE.randomOpen)
  }
  if (!Array.isArray(p.companies) || p.companies.length > MAX_COMPANIES_AT_START) {
    return setupRefusal('bad-company', 'listCards', { power: name, max: MAX_COMPANIES_AT_START }, RULE.randomOpen)
  }
  for (const c of p.companies) {
    const bad = validateCompanyInput(c)
    if (bad) return bad
  }
  return validateRandomForces(p.id, p.companies, p.armies ?? 0, p.navies ?? 0)
}

const BONUS_FORCES_RULE = 'Basic rules, Random Open, "Place Armies and Navies" and "Bonus Armies and Navies"'

/**
 * "They may place one army on each of their home territories as well as any foreign territory
 * they have resources", one navy in a sea next to each home territory with a port, and "The
 * players now receive nine more armies and/or navies." So the forces typed hold exactly nine
 * bonus ones on top of at most those placed: at least nine, and no more armies than homes plus
 * foreign territories with a dealt card, plus nine (navies: one per home territory, plus nine).
 */
function validateRandomForces(id: PowerId, cards: readonly CompanyInput[], armies: number, navies: number): Result<never> | undefined {
  const name = asPower(id)
  const homes = SUPERPOWERS[id].homeTerritories
  const isHome = (t: string) => homes.some((h) => h.toLowerCase() === t)
  const foreign = new Set(cards.map((c) => c.territory.trim().toLowerCase()).filter((t) => !isHome(t))).size
  const placedArmies = homes.length + foreign
  const total = armies + navies
  const beyond = Math.max(0, armies - placedArmies) + Math.max(0, navies - homes.length)
  if (total < RANDOM_OPEN_BONUS_FORCES) {
    return setupRefusal('bad-forces', 'tooFewForces', { power: name, total, bonus: RANDOM_OPEN_BONUS_FORCES }, BONUS_FORCES_RULE)
  }
  if (beyond > RANDOM_OPEN_BONUS_FORCES) {
    return setupRefusal(
      'bad-forces',
      'tooManyForces',
      { power: name, armies, navies, placed: placedArmies, homes: homes.length, foreign, bonus: RANDOM_OPEN_BONUS_FORCES, extra: beyond - RANDOM_OPEN_BONUS_FORCES },
      BONUS_FORCES_RULE,
    )
  }
  return undefined
}

function validateDice(dice: StartGame['marketDice']): Result<never> | undefined {
  const fine = (d: unknown) => isWholeNumber(d) && d >= 1 && d <= DIE_FACES
  if (!dice || !RESOURCES.every((r) => Array.isArray(dice[r]) && dice[r].length === RANDOM_OPEN_DICE && dice[r].every(fine))) {
    return setupRefusal('bad-dice', 'rollDice', {}, RULE.randomOpenPricing)
  }
  return undefined
}

function startingPower(p: StartingPower, openMode: 'standard' | 'random', unitIds: readonly string[]): PowerState {
  const isRandom = openMode === 'random'
  const inputs: CompanyInput[] = isRandom
    ? (p.companies ?? [])
    : HOME_COMPANIES[p.id].map((c) => ({ ...c, origin: p.id }))
  const base = STARTING_SUPPLY_UNITS
  const bonus = (r: Resource) => (isRandom ? (p.bonusResources?.[r] ?? 0) : 0)
  return {
    id: p.id,
    player: p.player.trim(),
    supplies: {
      grain: Math.min(SUPPLY_ROW_CAPACITY, base + bonus('grain')),
      oil: Math.min(SUPPLY_ROW_CAPACITY, base + bonus('oil')),
      minerals: Math.min(SUPPLY_ROW_CAPACITY, base + bonus('minerals')),
      nukes: 0,
      lstars: 0,
    },
    loans: 0,
    // Standard Open: "one army on each of their home territories".
    // Every unit of the game's table is counted from the start (a variant's at 0), so a count's
    // absence never has to stand for zero and undo restores a record exactly.
    forces: {
      ...Object.fromEntries(unitIds.map((id) => [id, 0])),
      armies: isRandom ? (p.armies ?? 0) : SUPERPOWERS[p.id].homeTerritories.length,
      navies: isRandom ? (p.navies ?? 0) : 0,
    },
    companies: inputs.map((c, i) => companyFromInput(c, `${p.id}-${i + 1}`)),
  }
}

/** What every game's start checks first, whichever rules decide it: not started yet, an id, a short name. */
export function refuseStartShell(state: GameState, cmd: StartGame): Result<never> | undefined {
  if (state.isStarted) return setupRefusal('already-started', 'alreadyStarted')
  if (typeof cmd.gameId !== 'string' || cmd.gameId === '') return setupRefusal('bad-game', 'needsId')
  if (typeof cmd.title !== 'string') return setupRefusal('bad-title', 'typeGameName')
  const long = tooLongPhrase(cmd.title, MAX_TITLE, setupPhrase('gameName'))
  if (long) return refusePhrase('bad-title', long)
  return undefined
}

export function decideStart(state: GameState, cmd: StartGame, rules: ComposedRules): Result<GameEvent[]> {
  const shell = refuseStartShell(state, cmd)
  if (shell) return shell
  if (cmd.openMode !== 'standard' && cmd.openMode !== 'random') return setupRefusal('bad-open', 'chooseOpen')
  const badRuleset = validateRuleset(cmd.ruleset) ?? refuseBasicStrayFields(cmd)
  if (badRuleset) return badRuleset
  // Each module reads and checks its own settings (the Price Index, loan interest, end terms...).
  const read = rules.readSettings(cmd.settings)
  if (!read.ok) return read
  const settings = read.value
  // Dice sent with a Standard Open setup are ignored, but checked: nothing is stored unchecked.
  const dice = cmd.openMode === 'random' || cmd.marketDice !== undefined ? validateDice(cmd.marketDice) : undefined
  const bad = validatePowers(cmd.powers) ?? dice ?? (cmd.openMode === 'random' ? firstBad(cmd.powers.map(validateRandomPower)) : undefined)
  if (bad) return bad
  const last = settings.priceIndex.length - 1
  const marketIndex = (r: Resource): number => {
    if (cmd.openMode === 'standard' || !cmd.marketDice) return STANDARD_START_INDEX
    const [a, b] = cmd.marketDice[r]
    return Math.min(last, a + b)
  }
  const powers = cmd.powers.map((p) => startingPower(p, cmd.openMode, rules.units.map((u) => u.id)))
  const events: GameEvent[] = [
    {
      type: 'gameStarted',
      gameId: cmd.gameId,
      title: cmd.title.trim(),
      openMode: cmd.openMode,
      settings,
      ruleset: rulesetOf(cmd),
      order: powers.map((p) => p.id),
      powers,
      market: { grain: marketIndex('grain'), oil: marketIndex('oil'), minerals: marketIndex('minerals') },
      ...(rulesetOf(cmd).sequence === 'guided' ? { play: initialPlay(powers.map((p) => p.id)) } : {}),
      war: initialWar(),
      // Optional modules' slices (the Air Units' bombing record...), which slicePatched can only patch once they exist.
      ...rules.modules.reduce<Partial<GameStarted>>((slices, m) => ({ ...slices, ...m.startSlices?.() }), {}),
    },
  ]
  for (const p of powers) {
    events.push({ type: 'moneyTransferred', from: 'bank', to: p.id, amount: STARTING_CASH, reason: 'starting-cash' })
  }
  return ok(events)
}

/** The ruleset a setup names, or the basic game guided or not as `guided` says (older callers). */
export function rulesetOf(cmd: StartGame): Ruleset {
  if (cmd.ruleset) return { economy: cmd.ruleset.economy, sequence: cmd.ruleset.sequence, modules: [...cmd.ruleset.modules] }
  return cmd.guided === true ? BASIC_GUIDED : BASIC_BOOKKEEPING
}

function validateRuleset(ruleset: unknown): Result<never> | undefined {
  if (ruleset === undefined) return undefined
  const bad = setupRefusal('bad-ruleset', 'chooseRuleset')
  if (typeof ruleset !== 'object' || ruleset === null) return bad
  const r: Partial<Ruleset> = ruleset
  const isShape =
    r.economy === 'price-index' && (r.sequence === 'guided' || r.sequence === 'bookkeeping') && Array.isArray(r.modules) && r.modules.every((m) => typeof m === 'string')
  return isShape ? undefined : bad
}

function firstBad(results: (Result<never> | undefined)[]): Result<never> | undefined {
  return results.find((r) => r !== undefined)
}
