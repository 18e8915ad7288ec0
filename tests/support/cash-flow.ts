import { applyEntry, decide, decideRedo, decideUndo, emptyFold, HOME_COMPANIES, type Command, type CompanyInput, type Fold, type GameState, type LogEntry, type PowerId, type StartGame } from '@/domain'
import type { Step } from './arbitraries'
import type { CashFlowSetup, CashFlowStartingPower } from '@/domain/modules/cash-flow'
import { CASH_FLOW } from '@/domain/kernel/ruleset'
import { entry } from './games'
import { playableGame } from './guided'

/** Two neutral cards per power, each in a territory of its own (no two powers in one territory). */
const NEUTRAL_CARDS: readonly CompanyInput[] = [
  { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 3, origin: 'independent' },
  { name: 'Cairo Grain', territory: 'Egypt', resource: 'grain', units: 2, origin: 'independent' },
  { name: 'Basra Oil', territory: 'Iraq', resource: 'oil', units: 3, origin: 'independent' },
  { name: 'Pampas Grain', territory: 'Central America', resource: 'grain', units: 2, origin: 'independent' },
  { name: 'Tehran Oil', territory: 'Iran', resource: 'oil', units: 2, origin: 'independent' },
  { name: 'Perth Mines', territory: 'Western Australia', resource: 'minerals', units: 2, origin: 'independent' },
  { name: 'Rangoon Grain', territory: 'Burma', resource: 'grain', units: 3, origin: 'independent' },
  { name: 'Riyadh Oil', territory: 'Arabia', resource: 'oil', units: 3, origin: 'independent' },
  { name: 'Ankara Mines', territory: 'Turkey', resource: 'minerals', units: 2, origin: 'independent' },
  { name: 'Saigon Grain', territory: 'Indo-China', resource: 'grain', units: 2, origin: 'independent' },
  { name: 'Java Oil', territory: 'Indonesia', resource: 'oil', units: 2, origin: 'independent' },
  { name: 'Yukon Mines', territory: 'Northern Canada', resource: 'minerals', units: 3, origin: 'independent' },
]

/** The face-up row at the start: not all of one resource. */
export const FACE_UP: CompanyInput[] = [
  { name: 'Athens Grain', territory: 'Greece', resource: 'grain', units: 2, origin: 'independent' },
  { name: 'Karachi Oil', territory: 'Pakistan', resource: 'oil', units: 2, origin: 'independent' },
  { name: 'Warsaw Mines', territory: 'Poland', resource: 'minerals', units: 2, origin: 'independent' },
]

/** A power's Cash Flow set-up: four of its home cards (the 3-unit ones and one 2-unit), two neutral, 5/5/5 units, forces with 15 extra armies. */
export function cashFlowPower(id: PowerId, seat: number, resources = { grain: 5, oil: 5, minerals: 5 }): CashFlowStartingPower {
  const own = HOME_COMPANIES[id].slice(0, 4).map((c) => ({ ...c, origin: id }))
  const neutral = NEUTRAL_CARDS.slice(seat * 2, seat * 2 + 2)
  return { id, companies: [...own, ...neutral], resources, armies: 4 + 2 + 15, navies: 2 }
}

export function cashFlowSetup(powers: PowerId[], changes: Partial<CashFlowSetup> = {}): CashFlowSetup {
  return { powers: powers.map((id, seat) => cashFlowPower(id, seat)), entropyHolder: powers[powers.length - 1]!, thirds: [14, 14, 14], faceUp: FACE_UP, ...changes }
}

export function cashFlowStart(powers: PowerId[] = ['usa', 'ussr', 'europe'], setup: Partial<CashFlowSetup> = {}, settings: Record<string, unknown> = {}): StartGame {
  return {
    kind: 'startGame',
    gameId: 'cf-test',
    title: 'Cash Flow test',
    openMode: 'standard',
    ruleset: { ...CASH_FLOW, modules: [] },
    settings: settings as unknown as StartGame['settings'],
    powers: powers.map((id) => ({ id, player: `${id} player` })),
    cashFlow: cashFlowSetup(powers, setup),
  }
}

/** A Cash Flow game as a fold, and a way to play commands into it (refusals throw). */
export function cashFlowGame(powers: PowerId[] = ['usa', 'ussr', 'europe'], setup: Partial<CashFlowSetup> = {}, settings: Record<string, unknown> = {}) {
  return playableGame(cashFlowStart(powers, setup, settings))
}

/**
 * Plays steps (commands, undo, redo) into a Cash Flow game through the pure core, as the session
 * does, recording every state seen: the property tests' driver (see support/play.ts for the basic game).
 */
export function playCashFlow(powers: PowerId[], steps: Step[], setup: Partial<CashFlowSetup> = {}, settings: Record<string, unknown> = {}, resolve: (state: GameState, command: Command) => Command = (_s, c) => c) {
  const entries: LogEntry[] = []
  const fold: Fold = emptyFold()
  const lookup = (seq: number) => entries[seq - 1]
  const add = (e: LogEntry) => {
    entries.push(e)
    applyEntry(fold, e, lookup)
  }
  const start = cashFlowStart(powers, setup, settings)
  const started = decide(fold.state, start)
  if (!started.ok) throw new Error(`refused: ${started.refusal.message}`)
  add(entry(1, start, started.value))
  const observations: { step: Step; before: Fold['state']; after: Fold['state']; accepted: boolean }[] = []
  for (const step of steps) {
    const before = fold.state
    // `resolve` fills in what depends on the moment (whose turn it is), as a player at the table would.
    const played: Step = step.tap === 'command' ? { tap: 'command', command: resolve(fold.state, step.command) } : step
    let accepted = false
    if (played.tap === 'command') {
      const result = decide(fold.state, played.command)
      if (result.ok) add(entry(entries.length + 1, played.command, result.value))
      accepted = result.ok
    } else {
      const result = played.tap === 'undo' ? decideUndo(fold) : decideRedo(fold)
      if (result.ok) add(entry(entries.length + 1, result.value, []))
      accepted = result.ok
    }
    observations.push({ step: played, before, after: fold.state, accepted })
  }
  return { entries, fold, observations }
}

/** Money in circulation: every power's cash and the labor market's stacks ("does not change after game start"). */
export function moneyInCirculation(state: GameState): number {
  return Object.entries(state.accounts).filter(([id]) => id !== 'bank').reduce((sum, [, cash]) => sum + (cash ?? 0), 0)
}
