import { companyFromInput, refuseStartShell, validateCompanyInput, validatePowers } from '../setup/decide'
import type { CompanyInput, StartGame } from '../setup/commands'
import { SUPPLY_ROW_CAPACITY } from '../../kernel/rules-constants'
import { SUPERPOWERS } from '../../kernel/superpowers'
import type { ComposedRules } from '../../kernel/module'
import type { GameEvent, GameStarted } from '../../kernel/events'
import { isPowerId, RESOURCES, type PowerId } from '../../kernel/ids'
import { isWholeNumber } from '../../kernel/guards'
import { ok, type Result } from '../../kernel/result'
import { asPower, asResource, type PhraseValues } from '../../kernel/phrase'
import { CASH_FLOW, type Ruleset } from '../../kernel/ruleset'
import type { GameState, PowerState } from '../../kernel/state'
import {
  CASH_FLOW_RULE,
  CASH_FLOW_STARTING_CASH,
  FACE_UP_CARDS,
  STARTING_EXTRA_ARMIES,
  STARTING_NEUTRAL_CARDS,
  STARTING_OWN_CARDS,
  STARTING_RESOURCE_UNITS,
} from './data'
import type { CashFlowSetup, CashFlowStartingPower } from './commands'
import type { CashFlowState, ScoringRound } from './state'
import { scoringRound } from './scoring'
import { allOneResource } from './deck'
import { refuseCashFlowStrayFields } from './setup-fields'
import { cashFlowRefusal, type CASH_FLOW_REFUSALS } from './refusals'

const SETUP_RULE = `${CASH_FLOW_RULE}, Game Set-Up`
/** A deck third holds at most the two resource decks' company cards. */
const MAX_THIRD = 60
const MAX_NAVIES_AT_START = 20

const bad = (key: keyof typeof CASH_FLOW_REFUSALS, values: PhraseValues = {}): Result<never> => cashFlowRefusal('cash-flow-setup', key, values, SETUP_RULE)
const territoryKey = (c: CompanyInput) => c.territory.trim().toLowerCase()

/** The six cards: four from the power's own stack, two neutral. */
function validateCards(p: CashFlowStartingPower): Result<never> | undefined {
  const name = asPower(p.id)
  if (!Array.isArray(p.companies) || p.companies.length !== STARTING_OWN_CARDS + STARTING_NEUTRAL_CARDS) {
    return bad('startCards', { power: name, total: STARTING_OWN_CARDS + STARTING_NEUTRAL_CARDS, own: STARTING_OWN_CARDS, neutral: STARTING_NEUTRAL_CARDS })
  }
  for (const c of p.companies) {
    const wrong = validateCompanyInput(c)
    if (wrong) return wrong
  }
  const own = p.companies.filter((c) => c.origin === p.id).length
  const neutral = p.companies.filter((c) => c.origin === 'independent').length
  if (own !== STARTING_OWN_CARDS || neutral !== STARTING_NEUTRAL_CARDS) {
    return bad('cardsDrawn', { power: name, own, neutral, drawsOwn: STARTING_OWN_CARDS, drawsNeutral: STARTING_NEUTRAL_CARDS })
  }
  return undefined
}

/** "If a player draws a card in the same territory in which another player has a card, the new card must be set aside". */
function validateTerritories(powers: readonly CashFlowStartingPower[]): Result<never> | undefined {
  const holder = new Map<string, PowerId>()
  for (const p of powers) {
    for (const c of p.companies) {
      const other = holder.get(territoryKey(c))
      if (other !== undefined && other !== p.id) {
        return bad('sameTerritory', { first: asPower(other), second: asPower(p.id), territory: c.territory.trim() })
      }
      holder.set(territoryKey(c), p.id)
    }
  }
  return undefined
}

function validateResources(p: CashFlowStartingPower): Result<never> | undefined {
  const name = asPower(p.id)
  const r = p.resources
  if (typeof r !== 'object' || r === null || !RESOURCES.every((k) => isWholeNumber(r[k]) && r[k] >= 0)) {
    return bad('splitResources', { power: name, units: STARTING_RESOURCE_UNITS })
  }
  const full = RESOURCES.find((k) => r[k] > SUPPLY_ROW_CAPACITY)
  if (full) return bad('rowOverStart', { power: name, chosen: r[full], resource: asResource(full), max: SUPPLY_ROW_CAPACITY })
  const total = RESOURCES.reduce((sum, k) => sum + r[k], 0)
  if (total !== STARTING_RESOURCE_UNITS) return bad('unitsAddUp', { power: name, total, units: STARTING_RESOURCE_UNITS })
  return undefined
}

/**
 * One army per home territory and per neutral territory with a card, then 15 more: so at least homes
 * plus 15, at most homes plus the carded territories away from home plus 15 (a card at sea places none).
 */
function validateForces(p: CashFlowStartingPower): Result<never> | undefined {
  const name = asPower(p.id)
  const homes = SUPERPOWERS[p.id].homeTerritories
  const isHome = (t: string) => homes.some((h) => h.toLowerCase() === t)
  const away = new Set(p.companies.map(territoryKey).filter((t) => !isHome(t))).size
  const least = homes.length + STARTING_EXTRA_ARMIES
  const most = least + away
  if (!isWholeNumber(p.armies) || p.armies < least || p.armies > most) {
    const values = { power: name, homes: homes.length, away, extra: STARTING_EXTRA_ARMIES, least, most, armies: String(p.armies) }
    return bad(least === most ? 'startArmiesExact' : 'startArmiesRange', values)
  }
  if (!isWholeNumber(p.navies) || p.navies < 0 || p.navies > MAX_NAVIES_AT_START) {
    return bad('startNavies', { power: name })
  }
  return undefined
}

function validateDeck(setup: CashFlowSetup): Result<never> | undefined {
  const thirds = setup.thirds
  if (!Array.isArray(thirds) || thirds.length !== 3 || !thirds.every((n) => isWholeNumber(n) && n >= 0 && n <= MAX_THIRD)) {
    return bad('countThirds')
  }
  if (!Array.isArray(setup.faceUp) || setup.faceUp.length !== FACE_UP_CARDS) return bad('enterFaceUp', { n: FACE_UP_CARDS })
  for (const c of setup.faceUp) {
    const wrong = validateCompanyInput(c)
    if (wrong) return wrong
  }
  if (allOneResource(setup.faceUp.map((company) => ({ company })))) {
    return bad('faceUpAllOne', { resource: asResource(setup.faceUp[0]!.resource) })
  }
  const dealt = setup.techDealt ?? []
  if (!Array.isArray(dealt) || dealt.length > 1 || dealt.some((t) => t !== 'nukes')) {
    return bad('onlyNukeDealt')
  }
  return undefined
}

function validateSetup(cmd: StartGame): Result<never> | undefined {
  const setup = cmd.cashFlow
  if (typeof setup !== 'object' || setup === null || !Array.isArray(setup.powers)) return bad('dealSetup')
  const ids = cmd.powers.map((p) => p.id)
  if (setup.powers.length !== ids.length || !ids.every((id) => setup.powers.filter((p) => p?.id === id).length === 1)) {
    return bad('everyPowerOnce')
  }
  for (const p of setup.powers) {
    const wrong = validateCards(p) ?? validateResources(p) ?? validateForces(p)
    if (wrong) return wrong
  }
  const clash = validateTerritories(setup.powers)
  if (clash) return clash
  if (!isPowerId(setup.entropyHolder) || !ids.includes(setup.entropyHolder)) return bad('whoEntropy')
  return validateDeck(setup)
}

function startingPower(player: string, p: CashFlowStartingPower, unitIds: readonly string[]): PowerState {
  return {
    id: p.id,
    player: player.trim(),
    supplies: { grain: p.resources.grain, oil: p.resources.oil, minerals: p.resources.minerals, nukes: 0, lstars: 0 },
    loans: 0,
    forces: { ...Object.fromEntries(unitIds.map((id) => [id, 0])), armies: p.armies, navies: p.navies },
    companies: p.companies.map((c, i) => companyFromInput(c, `${p.id}-${i + 1}`)),
  }
}

export function initialCashFlow(order: readonly PowerId[], setup: CashFlowSetup): CashFlowState {
  const dealt = setup.techDealt ?? []
  return {
    listings: [],
    laborFilled: 0,
    entropyHolder: setup.entropyHolder,
    // "the entropy process is ignored on the first turn of the game"
    turn: { power: order[0]!, number: 1, entropyDue: false },
    // A tech card dealt into the row counts as drawn: it was the first card of the first third.
    deck: { thirds: [setup.thirds[0], setup.thirds[1], setup.thirds[2]], drawn: dealt.length },
    faceUp: setup.faceUp.map((company) => ({ company: { ...company } })),
    tech: [...dealt],
    rounds: [],
    clouds: {},
    blockades: [],
    sieges: [],
    nextCard: 1,
  }
}

/**
 * The scoring round of a tech card dealt into the starting face-up row: "If a player draws the nuke
 * card ... he immediately shows it to all players and a scoring round is initiated" and "There are
 * three scoring rounds", so the card that came up in the deal is scored at once, on the table as set
 * up (everyone's $3,000M and open companies), as turn 0 (docs/cash-flow.md, a reading).
 */
function setupRounds(state: GameState, started: GameStarted): ScoringRound[] {
  const cf = started.cashFlow!
  const table: GameState = {
    ...state,
    isStarted: true,
    settings: started.settings,
    order: started.order,
    powers: Object.fromEntries(started.powers.map((p) => [p.id, p])),
    accounts: Object.fromEntries(started.powers.map((p) => [p.id, CASH_FLOW_STARTING_CASH])),
    cashFlow: cf,
  }
  return cf.tech.map((tech) => scoringRound(table, tech, 0))
}

function isCashFlowRuleset(ruleset: unknown): ruleset is Ruleset {
  if (typeof ruleset !== 'object' || ruleset === null) return false
  const r = ruleset as Partial<Ruleset>
  return r.economy === 'cash-flow' && r.sequence === 'guided' && Array.isArray(r.modules) && r.modules.length === 0
}

/** Game Set-Up: $3,000M each from the bank, six cards, fifteen units, the forces, the token, the deck. */
export function decideStartCashFlow(state: GameState, cmd: StartGame, rules: ComposedRules): Result<GameEvent[]> {
  const shell = refuseStartShell(state, cmd)
  if (shell) return shell
  if (!isCashFlowRuleset(cmd.ruleset)) return cashFlowRefusal('bad-ruleset', 'guidedOnly')
  const stray = refuseCashFlowStrayFields(cmd)
  if (stray) return stray
  const read = rules.readSettings(cmd.settings)
  if (!read.ok) return read
  const wrong = validatePowers(cmd.powers) ?? validateSetup(cmd)
  if (wrong) return wrong
  const setup = cmd.cashFlow!
  const order = cmd.powers.map((p) => p.id)
  const powers = cmd.powers.map((p) => startingPower(p.player, setup.powers.find((s) => s.id === p.id)!, rules.units.map((u) => u.id)))
  const started: GameStarted = {
    type: 'gameStarted',
    gameId: cmd.gameId,
    title: cmd.title.trim(),
    openMode: 'standard',
    settings: read.value,
    ruleset: { ...CASH_FLOW, modules: [] },
    order,
    powers,
    cashFlow: initialCashFlow(order, setup),
  }
  if ((setup.techDealt ?? []).length > 0) started.cashFlow = { ...started.cashFlow!, rounds: setupRounds(state, started) }
  const events: GameEvent[] = [started]
  for (const p of powers) events.push({ type: 'moneyTransferred', from: 'bank', to: p.id, amount: CASH_FLOW_STARTING_CASH, reason: 'starting-cash' })
  return ok(events)
}
