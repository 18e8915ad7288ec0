import { requireStarted } from './kernel/guards'
import { eventRules } from './kernel/evolve'
import type { ComposedRules, ModuleDue, RuleModule, UnitSpec } from './kernel/module'
import type { Command, GameEvent } from './kernel/registry'
import type { Result } from './kernel/result'
import { rulesRefusal } from './rules-refusals'
import type { PowerId } from './kernel/ids'
import { ECONOMIES, type Economy, type Ruleset } from './kernel/ruleset'
import { EMPTY_STATE, type GameState } from './kernel/state'
import type { GameSettings } from './kernel/settings'
import { checkSetting } from './kernel/setting-fields'
import { bankModule } from './modules/bank/module'
import { battleModule } from './modules/battle/module'
import { correctionsModule } from './modules/corrections/module'
import { endgameModule } from './modules/endgame/module'
import { marketModule } from './modules/market/module'
import { playModule } from './modules/play/module'
import { setupModule } from './modules/setup/module'
import { supplyModule } from './modules/supply/module'
import { airUnitsModule } from './modules/air-units/module'
import { warlordsModule } from './modules/warlords/module'
import { cashFlowModule } from './modules/cash-flow/module'
import { warOfSupremacyModule } from './modules/war-of-supremacy/module'

/**
 * The composition: the only file that imports every rule module. The basic game is always
 * there; a ruleset's optional modules are looked up in OPTIONAL_MODULES. A new module is a folder
 * under modules/ plus one line here.
 */
export const BASIC_MODULES: readonly RuleModule[] = [
  setupModule,
  supplyModule,
  // The market's settings are read before the bank's, as setup always checked them.
  marketModule,
  bankModule,
  correctionsModule,
  // The endgame's guard (no actions after the game is over) runs before the order of play's.
  endgameModule,
  playModule,
  battleModule,
]

/**
 * The Cash Flow variant's economy: its own setup, markets, turn and scoring in place of the basic
 * game's market, bank, order of play, battle and endgame; the supply center and the table's
 * corrections are shared.
 */
export const CASH_FLOW_MODULES: readonly RuleModule[] = [supplyModule, correctionsModule, cashFlowModule]

/** The base modules of each economy a ruleset may name. */
export const ECONOMY_MODULES: Readonly<Record<Economy, readonly RuleModule[]>> = {
  'price-index': BASIC_MODULES,
  'cash-flow': CASH_FLOW_MODULES,
  // The card game War of Supremacy: a second game, its module alone.
  'war-of-supremacy': [warOfSupremacyModule],
}

/** Optional modules a ruleset may switch on, by id (Air Units, Warlords and Pirates, ...). */
export const OPTIONAL_MODULES: Readonly<Record<string, RuleModule>> = {
  'air-units': airUnitsModule,
  warlords: warlordsModule,
}

/** Every event any module can apply: a stored event is a fact, whatever the game's ruleset. */
export const ALL_MODULES: readonly RuleModule[] = [...new Set([...Object.values(ECONOMY_MODULES).flat(), ...Object.values(OPTIONAL_MODULES)])]

export const { evolve, invert, revert } = eventRules(
  ALL_MODULES.map((m) => m.evolvers ?? {}),
  ALL_MODULES.map((m) => m.inverters ?? {}),
  ALL_MODULES.flatMap((m) => m.slices ?? []),
)

/** A unit type of any module (for wording a stored event, whatever the game's ruleset). */
export function findUnit(id: string): UnitSpec | undefined {
  return ALL_MODULES.flatMap((m) => m.units ?? []).find((u) => u.id === id)
}

/**
 * A module account's name ("warlords:treasury" is "the warlords and pirates"), whatever the game's
 * ruleset, for wording a stored event; asked of a new game's state, since the names do not change.
 */
export function accountName(id: string): string | undefined {
  for (const m of ALL_MODULES) {
    const found = m.accounts?.(EMPTY_STATE).find((a) => a.id === id)
    if (found) return found.name
  }
  return undefined
}

const notUnderstood = (): Result<never> => rulesRefusal('bad-command', 'notUnderstood')

/** A game's kind, for a refusal: "A Cash Flow game", or this game when it is the basic game. */
function gameKind(modules: readonly RuleModule[]): string {
  if (modules.includes(cashFlowModule)) return 'A Cash Flow game'
  if (modules.includes(warOfSupremacyModule)) return 'A War of Supremacy game'
  return 'This game'
}

/**
 * An action this app knows but this game's rules do not have (a Cash Flow game ended by Detente,
 * an air unit built with Air Units off): said as what it is, never as "not understood". Game files
 * are where such an entry can come from; no screen offers one.
 */
function notInThisGame(kind: string, modules: readonly RuleModule[]): Result<never> {
  const owner = ALL_MODULES.find((m) => Object.hasOwn(m.deciders ?? {}, kind))
  if (owner === undefined) return notUnderstood()
  const key = modules.includes(cashFlowModule) ? 'notInCashFlow' : modules.includes(warOfSupremacyModule) ? 'notInWos' : 'notInThisGame'
  return rulesRefusal('not-in-this-game', key, { kind, module: owner.title ?? owner.id })
}

/**
 * Settings this game's modules do not read. Cash Flow and War of Supremacy setups have always held
 * the basic game's (the Price Index, loan interest, two battle readings) as the setup form had them,
 * though nothing there reads them: each must still hold a value its module declares, so a game
 * file cannot store an unchecked one. A setting no module of the app declares is refused.
 */
function refuseStraySettings(input: Readonly<Record<string, unknown>>, modules: readonly RuleModule[]): Result<never> | undefined {
  const read = new Set(modules.flatMap((m) => m.settings?.fields.map((f) => f.key) ?? []))
  for (const key of Object.keys(input)) {
    if (read.has(key) || input[key] === undefined) continue
    const field = ALL_MODULES.flatMap((m) => m.settings?.fields ?? []).find((f) => f.key === key)
    if (field === undefined) return rulesRefusal('bad-settings', 'unknownSetting', { key: key.slice(0, 40) })
    const wrong = checkSetting(field, input, `, which ${gameKind(modules).replace(/^./, (c) => c.toLowerCase())} does not use,`)
    if (wrong) return wrong
  }
  return undefined
}

/**
 * Composes modules into the rules of one game: one decider per command kind, every module's
 * guard before it and every module's follow-up after it, and the shared questions (units, bill,
 * valuation) answered by all of them.
 */
export function composeRules(modules: readonly RuleModule[]): ComposedRules {
  const ids = new Set(modules.map((m) => m.id))
  for (const m of modules) {
    const missing = (m.requires ?? []).filter((id) => !ids.has(id))
    if (missing.length > 0) throw new Error(`Rule module ${m.id} needs ${missing.join(', ')}`)
  }
  const deciders = new Map<string, RuleModule>()
  for (const m of modules) {
    for (const kind of Object.keys(m.deciders ?? {})) {
      if (deciders.has(kind)) throw new Error(`Two rule modules decide ${kind}: ${deciders.get(kind)?.id} and ${m.id}`)
      deciders.set(kind, m)
    }
  }
  const units: UnitSpec[] = modules.flatMap((m) => m.units ?? [])
  for (const u of units) {
    if (units.filter((o) => o.id === u.id).length > 1) throw new Error(`Two rule modules define the unit ${u.id}`)
    // Units on one line are paid and valued at one price, so they must have the same one.
    const first = u.line === undefined ? u : units.find((o) => o.line === u.line)!
    if (first.salary !== u.salary || first.detenteValue !== u.detenteValue) throw new Error(`Units on the line ${u.line} differ in salary or Detente value`)
  }
  const rules: ComposedRules = {
    modules,
    units,
    unit: (id) => units.find((u) => u.id === id),
    accounts: (state) => modules.flatMap((m) => m.accounts?.(state) ?? []),
    bill: (state, power) => modules.flatMap((m) => m.bill?.(state, power, rules) ?? []),
    valuation: (state, power) => modules.flatMap((m) => m.valuation?.(state, power, rules) ?? []),
    idle: (state, owner, company) => modules.reduce<string | undefined>((why, m) => why ?? m.idle?.(state, owner, company), undefined),
    occupant: (state, territory) => modules.reduce<PowerId | undefined>((who, m) => who ?? m.occupant?.(state, territory), undefined),
    due: (state) => modules.reduce<ModuleDue | undefined>((due, m) => due ?? m.due?.(state, rules), undefined),
    secretsPending: (state) => modules.some((m) => m.secretsPending?.(state) === true),
    actorOf: (command) => actorOf(modules, command),
    seats: (state) => modules.flatMap((m) => m.seats?.(state) ?? []),
    readSettings(input) {
      if (typeof input !== 'object' || input === null || Array.isArray(input)) return rulesRefusal('bad-settings', 'settingsMissing')
      const stray = refuseStraySettings(input as Record<string, unknown>, modules)
      if (stray) return stray
      let settings = {} as GameSettings
      for (const m of modules) {
        const read = m.settings?.read(input as Record<string, unknown>)
        if (read === undefined) continue
        if (!read.ok) return read
        settings = { ...settings, ...read.value }
      }
      return { ok: true, value: settings }
    },
    decide(state: GameState, command: Command): Result<GameEvent[]> {
      if (typeof command !== 'object' || command === null || typeof command.kind !== 'string') return notUnderstood()
      const owner = deciders.get(command.kind)
      const decider = owner?.deciders?.[command.kind] as ((s: GameState, c: Command, r: ComposedRules) => Result<GameEvent[]>) | undefined
      if (decider === undefined) return notInThisGame(command.kind, modules)
      if (command.kind !== 'startGame') {
        const notStarted = requireStarted(state)
        if (notStarted) return notStarted
      }
      for (const m of modules) {
        const refused = m.guard?.(state, command, rules)
        if (refused) return refused
      }
      const decided = decider(state, command, rules)
      if (!decided.ok) return decided
      return { ok: true, value: modules.reduce((events, m) => (m.follow ? m.follow(state, command, events, rules) : events), decided.value) }
    },
  }
  return rules
}

/**
 * The seat acting in a command a module declares requestable, or undefined. A malformed command
 * (a phone's, so anything) reads as not requestable rather than throwing.
 */
function actorOf(modules: readonly RuleModule[], command: Command): string | undefined {
  if (typeof command !== 'object' || command === null || typeof command.kind !== 'string') return undefined
  for (const m of modules) {
    const read = m.actorOf?.[command.kind] as ((c: Command) => unknown) | undefined
    if (read === undefined || !Object.hasOwn(m.actorOf ?? {}, command.kind)) continue
    const actor = read(command)
    return typeof actor === 'string' ? actor : undefined
  }
  return undefined
}

const composed = new Map<string, ComposedRules>()

/** The rules of a game played by `ruleset` (none: the basic game, as old games were saved). */
export function rulesFor(ruleset: Ruleset | undefined): ComposedRules {
  const economy = economyOf(ruleset)
  const optional = [...(ruleset?.modules ?? [])].sort()
  const key = [economy, ...optional].join('+')
  let rules = composed.get(key)
  if (rules === undefined) {
    const extra = optional.map((id) => OPTIONAL_MODULES[id]).filter((m): m is RuleModule => m !== undefined)
    rules = composeRules([...ECONOMY_MODULES[economy], ...extra])
    composed.set(key, rules)
  }
  return rules
}

/** A ruleset's economy; none (games saved before rulesets) or one this app does not know: the basic game's. */
export function economyOf(ruleset: Ruleset | undefined): Economy {
  const economy: unknown = ruleset?.economy
  return (ECONOMIES as readonly unknown[]).includes(economy) ? (economy as Economy) : 'price-index'
}

/** Whether a ruleset names only modules this version of the app has. */
export function unknownModules(ruleset: Ruleset | undefined): string[] {
  const modules: unknown = ruleset?.modules
  return Array.isArray(modules) ? modules.filter((id): id is string => typeof id !== 'string' || !Object.hasOwn(OPTIONAL_MODULES, id)).map(String) : []
}

/** Whether this version of the rules knows a command kind (a game file may name others). */
export function isKnownCommandKind(kind: string): boolean {
  return ALL_MODULES.some((m) => Object.hasOwn(m.deciders ?? {}, kind))
}

/**
 * The rules: a command and the current state in, events or a refusal out. Pure. Never throws
 * for anything a person (or a game file) can send; a throw here is a bug. A new game takes the
 * ruleset its setup names; every later command the ruleset stored with the game.
 */
export function decide(state: GameState, command: Command): Result<GameEvent[]> {
  if (typeof command !== 'object' || command === null) return notUnderstood()
  const ruleset = command.kind === 'startGame' ? command.ruleset : state.ruleset
  // A ruleset naming an economy this app lacks (a newer app's file); a malformed one is setup's to refuse.
  const economy: unknown = typeof ruleset === 'object' && ruleset !== null ? ruleset.economy : undefined
  if (typeof economy === 'string' && !(ECONOMIES as readonly unknown[]).includes(economy)) {
    return rulesRefusal('unknown-rules', 'unknownEconomy', { economy: String(economy).slice(0, 40) })
  }
  const missing = unknownModules(ruleset)
  if (missing.length > 0) return rulesRefusal('unknown-rules', 'unknownModules', { modules: missing.join(', ') })
  return rulesFor(ruleset).decide(state, command)
}
