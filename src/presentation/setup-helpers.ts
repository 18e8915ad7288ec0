/**
 * The new-game form's arithmetic, kept out of the components: what the form holds as plain data,
 * the Random Open defaults, what still stops the game from starting, and the `StartGame` command
 * the form stands for. Pure: no Vue, no clock, no randomness (the caller passes the game id).
 */
import type { CompanyInput, StartGame, StartingPower } from '../domain/modules/setup/commands'
import { DIE_FACES, DEFAULT_PRICE_INDEX, STANDARD_START_INDEX } from '../domain/modules/market/data'
import { MAX_POWERS, MIN_POWERS, RANDOM_OPEN_BONUS_FORCES, RANDOM_OPEN_BONUS_RESOURCES } from '../domain/kernel/rules-constants'
import { DEFAULT_INTEREST_PER_BILLION } from '../domain/modules/bank/data'
import { NEUTRAL_TERRITORIES } from '../domain/modules/battle/data'
import { HOME_COMPANIES, SUPERPOWERS } from '../domain/kernel/superpowers'
import { POWER_IDS, RESOURCES, type PowerId, type Resource } from '../domain/kernel/ids'
import type { OpenMode } from '../domain/modules/setup/slice'
import type { EndTerms } from '../domain/modules/endgame/terms'
import { DEFAULT_DOUBLE_SEVEN, DEFAULT_STAGE7_BUYING, type DoubleSevenReading, type Stage7BuyingReading } from '../domain/modules/play/settings'
import { DEFAULT_BATTLE_READINGS, type AmphibiousArmies, type NuclearRouletteReading } from '../domain/modules/battle/settings'
import { DEFAULT_AIR_SETTINGS, type AirBuildPrice, type AirFirePower, type AirKillPoints, type AirMilitia, type AirSpoils } from '../domain/modules/air-units/settings'
import { DEFAULT_WARLORDS_SETTINGS, type WarlordOutnumberedReading } from '../domain/modules/warlords/settings'
import { newGameWords, type NEW_GAME } from './catalogs/new-game'
import { randomOpenWords } from './catalogs/random-open'
import { powerName } from './catalogs/powers'
import type { Economy } from '../domain/kernel/ruleset'
import { CASH_FLOW } from '../domain/kernel/ruleset'
import { cashFlowProblems } from './cash-flow-setup-steps'
import { cashFlowSetupOf, emptyCashFlowForm, emptyCashFlowPower, type CashFlowForm, type CashFlowPowerForm } from './cash-flow-setup-ui'


/** One die as the form holds it: null until rolled or typed. */
export type DieFace = number | null
export type DicePair = [DieFace, DieFace]

/** A card dealt face up in Random Open ("Dealer Deals Three More Cards"), as typed. */
export interface DealtCardForm {
  resource: Resource
  units: number
  territory: string
  name: string
}

export interface SetupPowerForm {
  id: PowerId
  player: string
  /** Random Open: indexes into HOME_COMPANIES[id] of the three cards kept from the pile. */
  keptHome: number[]
  dealt: DealtCardForm[]
  bonus: Record<Resource, number>
  /** Armies placed; null means "the default" (see `forcesBreakdown`). */
  armies: number | null
  navies: number
  /** The Cash Flow variant's start (used when the form's economy is 'cash-flow'). */
  cashFlow: CashFlowPowerForm
}

export interface SetupForm {
  title: string
  openMode: OpenMode
  /** The chosen powers in the order they were tapped (the seating order of the game). */
  powers: SetupPowerForm[]
  interestPerBillion: number
  priceIndex: number[]
  marketDice: Record<Resource, DicePair>
  /** True: the app runs the order of play (stages, bids, turns); false: bookkeeping only. */
  guided: boolean
  /** How the game ends (Detente point, handicap); optional, nothing agreed by default. */
  endTerms?: EndTerms
  /** Readings of Stage 7 (play/settings.ts); absent: the defaults. */
  doubleSeven?: DoubleSevenReading
  stage7Buying?: Stage7BuyingReading
  /** Readings where the rules are silent; absent = the documented defaults. */
  rotation?: 'until-all-pass-in-turn' | 'pass-is-final'
  counterattackEarnsCounterattack?: boolean
  /** Readings of the battle rules where the rulebook is silent (docs/basic-game.md). */
  amphibiousArmies: AmphibiousArmies
  nuclearRoulette: NuclearRouletteReading
  /** Optional rule modules switched on (by id, e.g. 'air-units'), with their settings. */
  modules: string[]
  airUnitFirePower: AirFirePower
  airUnitKillPoints: AirKillPoints
  airUnitBuildPrice: AirBuildPrice
  airUnitSpoils: AirSpoils
  airUnitMilitia: AirMilitia
  /** Warlords and Pirates' readings (warlords/settings.ts). */
  warlordOutnumbered: WarlordOutnumberedReading
  ownerBidsForOwnCard: boolean
  /** The basic game's Price Index economy, or the Cash Flow variant's (its own setup and turn). */
  economy: Economy
  cashFlow: CashFlowForm
}

/** Random Open: "the top three cards only" of a superpower's pile. */
export const KEPT_HOME_CARDS = 3
/** Random Open: the dealer deals three more cards to each player. */
export const DEALT_CARDS = 3

export function emptyPowerForm(id: PowerId): SetupPowerForm {
  return { id, player: '', keptHome: [], dealt: [], bonus: { grain: 0, oil: 0, minerals: 0 }, armies: null, navies: 0, cashFlow: emptyCashFlowPower() }
}

export function emptySetupForm(): SetupForm {
  return {
    title: '',
    openMode: 'standard',
    powers: [],
    interestPerBillion: DEFAULT_INTEREST_PER_BILLION,
    priceIndex: [...DEFAULT_PRICE_INDEX],
    marketDice: { grain: [null, null], oil: [null, null], minerals: [null, null] },
    guided: true,
    ...DEFAULT_BATTLE_READINGS,
    modules: [],
    ...DEFAULT_AIR_SETTINGS,
    ...DEFAULT_WARLORDS_SETTINGS,
    economy: 'price-index',
    cashFlow: emptyCashFlowForm(),
  }
}

export function emptyDealtCard(): DealtCardForm {
  return { resource: 'grain', units: 1, territory: '', name: '' }
}

/** Adds the power (at the end, as the next seat) or removes it; never more than six. */
export function togglePower(powers: readonly SetupPowerForm[], id: PowerId): SetupPowerForm[] {
  if (powers.some((p) => p.id === id)) return powers.filter((p) => p.id !== id)
  if (powers.length >= MAX_POWERS) return [...powers]
  return [...powers, emptyPowerForm(id)]
}

/** Which pile a typed card came from: the superpower whose home territory it names, else independent. */
export function originOfTerritory(territory: string): PowerId | 'independent' {
  const wanted = territory.trim().toLowerCase()
  const owner = POWER_IDS.find((id) => SUPERPOWERS[id].homeTerritories.some((t) => t.toLowerCase() === wanted))
  return owner ?? 'independent'
}

export interface CardNote {
  text: string
  isWarning: boolean
}

/**
 * Where a dealt card came from, and the rule's warning when it lies in another playing power's
 * home territory ("he must return it to the resource deck and draw another card").
 */
export function dealtCardNote(territory: string, holder: PowerId, playing: readonly PowerId[]): CardNote | null {
  if (territory.trim() === '') return null
  const origin = originOfTerritory(territory)
  if (origin === 'independent') return { text: randomOpenWords('independentCard'), isWarning: false }
  const power = powerName(origin)
  if (origin === holder) return { text: randomOpenWords('fromOwnPile', { power }), isWarning: false }
  if (playing.includes(origin)) {
    return { text: randomOpenWords('returnCard', { territory: territory.trim(), power }), isWarning: true }
  }
  return { text: randomOpenWords('fromPile', { power }), isWarning: false }
}

/** The 24 neutral territories (FACTS.md, "Map names"), kept with the battle rules that count their capture. */
export { NEUTRAL_TERRITORIES }

export const TERRITORY_SUGGESTIONS: readonly string[] = [
  ...POWER_IDS.flatMap((id) => SUPERPOWERS[id].homeTerritories),
  ...NEUTRAL_TERRITORIES,
].sort((a, b) => a.localeCompare(b))

export interface ForcesBreakdown {
  home: number
  foreign: number
  bonus: number
  total: number
}

/**
 * Random Open, "Place Armies and Navies" and "Bonus Armies and Navies": one army on each home
 * territory and on each foreign territory where the power has a card, plus nine bonus forces
 * (counted here as armies; the players move some to navies with the steppers).
 */
export function forcesBreakdown(id: PowerId, dealt: readonly DealtCardForm[]): ForcesBreakdown {
  const homes = SUPERPOWERS[id].homeTerritories
  const isHome = (t: string) => homes.some((h) => h.toLowerCase() === t)
  const foreign = new Set(dealt.map((c) => c.territory.trim().toLowerCase()).filter((t) => t !== '' && !isHome(t)))
  const home = homes.length
  return { home, foreign: foreign.size, bonus: RANDOM_OPEN_BONUS_FORCES, total: home + foreign.size + RANDOM_OPEN_BONUS_FORCES }
}

export function armiesPlaced(power: SetupPowerForm): number {
  return power.armies ?? forcesBreakdown(power.id, power.dealt).total
}

/** How many of the nine bonus resource units are placed so far. */
export function bonusPlaced(bonus: Readonly<Record<Resource, number>>): number {
  return RESOURCES.reduce((sum, r) => sum + bonus[r], 0)
}

export function bonusLeft(bonus: Readonly<Record<Resource, number>>): number {
  return RANDOM_OPEN_BONUS_RESOURCES - bonusPlaced(bonus)
}

export function isDieFace(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= DIE_FACES
}

/** Random Open, "Pricing the Market": the dice total counted from the left is the index. */
export function indexFromDice(dice: DicePair, priceIndex: readonly number[]): number | null {
  const [a, b] = dice
  if (!isDieFace(a) || !isDieFace(b)) return null
  return Math.min(priceIndex.length - 1, a + b)
}

export function priceFromDice(dice: DicePair, priceIndex: readonly number[]): number | null {
  const index = indexFromDice(dice, priceIndex)
  return index === null ? null : (priceIndex[index] ?? null)
}

export function standardStartPrice(priceIndex: readonly number[]): number | undefined {
  return priceIndex[STANDARD_START_INDEX]
}

/** Plain reasons the Start button is disabled, in the order the form asks for things. */
export function setupProblems(form: SetupForm): string[] {
  const w = newGameWords
  const problems: string[] = []
  const count = form.powers.length
  if (count < MIN_POWERS) {
    problems.push(count === 0 ? w('tapPowersProblem', { min: MIN_POWERS, max: MAX_POWERS }) : w('tooFewPowers', { min: MIN_POWERS, n: count }))
  }
  for (const p of form.powers) {
    if (p.player.trim() === '') problems.push(w('typePlayerName', { power: powerName(p.id) }))
  }
  if (form.economy === 'cash-flow') return [...problems, ...cashFlowProblems(form.powers, form.cashFlow)]
  if (form.openMode !== 'random') return problems
  const unrolled = RESOURCES.filter((r) => indexFromDice(form.marketDice[r], form.priceIndex) === null)
  if (unrolled.length > 0) problems.push(w('rollDice', { resources: unrolled.map((r) => w(DICE_RESOURCE[r])).join(', ') }))
  for (const p of form.powers) {
    const power = powerName(p.id)
    if (p.keptHome.length !== KEPT_HOME_CARDS) problems.push(w('tickHomeCards', { power, kept: KEPT_HOME_CARDS, n: p.keptHome.length }))
    if (p.dealt.some((c) => c.territory.trim() === '')) problems.push(w('typeDealtTerritory', { power }))
    const placed = bonusPlaced(p.bonus)
    if (placed !== RANDOM_OPEN_BONUS_RESOURCES) problems.push(w('bonusPlacedProblem', { power, placed, total: RANDOM_OPEN_BONUS_RESOURCES }))
  }
  return problems
}

/** A resource as it reads inside the dice sentence (lower case in English, as the language writes it). */
const DICE_RESOURCE = { grain: 'diceGrain', oil: 'diceOil', minerals: 'diceMinerals' } as const satisfies Record<Resource, keyof typeof NEW_GAME>

function companiesOf(p: SetupPowerForm): CompanyInput[] {
  const home = HOME_COMPANIES[p.id]
  const kept = [...new Set(p.keptHome)]
    .sort((a, b) => a - b)
    .flatMap((i) => (home[i] ? [{ ...home[i], origin: p.id }] : []))
  const dealt = p.dealt.map((c) => ({
    name: c.name.trim(),
    territory: c.territory.trim(),
    resource: c.resource,
    units: c.units,
    origin: originOfTerritory(c.territory),
  }))
  return [...kept, ...dealt]
}

/** The command the form stands for. Incomplete dice become 0 so `decide` refuses them plainly. */
export function buildStartGame(form: SetupForm, gameId: string): StartGame {
  if (form.economy === 'cash-flow') return buildCashFlowStart(form, gameId)
  const isRandom = form.openMode === 'random'
  const powers: StartingPower[] = form.powers.map((p) =>
    isRandom
      ? { id: p.id, player: p.player.trim(), companies: companiesOf(p), bonusResources: { ...p.bonus }, armies: armiesPlaced(p), navies: p.navies }
      : { id: p.id, player: p.player.trim() },
  )
  const command: StartGame = {
    kind: 'startGame',
    gameId,
    title: form.title.trim(),
    openMode: form.openMode,
    settings: {
      priceIndex: [...form.priceIndex],
      interestPerBillion: form.interestPerBillion,
      amphibiousArmies: form.amphibiousArmies,
      nuclearRoulette: form.nuclearRoulette,
      ...agreedTerms(form.endTerms),
      ...chosenReadings(form),
      ...(form.rotation ? { rotation: form.rotation } : {}),
      ...(form.counterattackEarnsCounterattack !== undefined ? { counterattackEarnsCounterattack: form.counterattackEarnsCounterattack } : {}),
      ...(form.modules.includes('air-units') ? { airUnitFirePower: form.airUnitFirePower, airUnitKillPoints: form.airUnitKillPoints, airUnitBuildPrice: form.airUnitBuildPrice, airUnitSpoils: form.airUnitSpoils, airUnitMilitia: form.airUnitMilitia } : {}),
      ...(form.modules.includes('warlords') ? { warlordOutnumbered: form.warlordOutnumbered, ownerBidsForOwnCard: form.ownerBidsForOwnCard } : {}),
    },
    powers,
    guided: form.guided,
    // A game with optional modules names its whole ruleset; a basic game keeps the shorter form.
    ...(form.modules.length > 0 ? { ruleset: { economy: 'price-index' as const, sequence: form.guided ? ('guided' as const) : ('bookkeeping' as const), modules: [...form.modules] } } : {}),
  }
  if (isRandom) {
    const die = (d: DieFace) => d ?? 0
    const pair = (r: Resource): [number, number] => [die(form.marketDice[r][0]), die(form.marketDice[r][1])]
    command.marketDice = { grain: pair('grain'), oil: pair('oil'), minerals: pair('minerals') }
  }
  return command
}

/** The Stage 7 readings the table chose other than the defaults (defaults are not stored). */
function chosenReadings(form: SetupForm): { doubleSeven?: DoubleSevenReading; stage7Buying?: Stage7BuyingReading } {
  return {
    ...(form.doubleSeven && form.doubleSeven !== DEFAULT_DOUBLE_SEVEN ? { doubleSeven: form.doubleSeven } : {}),
    ...(form.stage7Buying && form.stage7Buying !== DEFAULT_STAGE7_BUYING ? { stage7Buying: form.stage7Buying } : {}),
  }
}

/** The settings field for terms the table agreed; nothing when none were. */
function agreedTerms(terms: EndTerms | undefined): { endTerms?: EndTerms } {
  if (!terms || (terms.detente === undefined && terms.handicap === undefined)) return {}
  return { endTerms: { ...(terms.detente ? { detente: { ...terms.detente } } : {}), ...(terms.handicap ? { handicap: terms.handicap } : {}) } }
}

/**
 * The Cash Flow variant's startGame: always guided, no other variant or expansion, the standard
 * open mode (its own deal replaces Standard / Random Open), its readings as settings. The basic
 * game's settings (Price Index, loan interest, battle readings) are left out: nothing in Cash Flow
 * reads them (games started before issue 27 hold them, checked on import all the same).
 */
function buildCashFlowStart(form: SetupForm, gameId: string): StartGame {
  return {
    kind: 'startGame',
    gameId,
    title: form.title.trim(),
    openMode: 'standard',
    // Typed as every game's settings, though a Cash Flow game's hold only its own readings.
    settings: {
      cashFlowLeaderTies: form.cashFlow.leaderTies,
      cashFlowEntropyIgnored: form.cashFlow.entropyIgnored,
      cashFlowLoans: form.cashFlow.loans,
      cashFlowWithdraw: form.cashFlow.withdraw,
    } as StartGame['settings'],
    powers: form.powers.map((p) => ({ id: p.id, player: p.player.trim() })),
    guided: true,
    ruleset: { ...CASH_FLOW, modules: [] },
    cashFlow: cashFlowSetupOf(form.powers, form.cashFlow),
  }
}
