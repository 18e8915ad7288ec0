import type { GameEvent, SliceId } from './registry'
import type { SlicePatched } from './events'
import type { Evolver, Evolvers, Inverter, Inverters } from './module'
import { isModuleAccount, type PowerId } from './ids'
import { EMPTY_STATE, type GameState, type PowerState } from './state'

export type Evolve = (state: GameState, event: GameEvent) => GameState

export interface EventRules {
  /** Applies one decided event. Pure; returns a new state sharing what did not change. */
  evolve: Evolve
  /** The event that exactly undoes `event`; undefined for gameStarted (never undone). */
  invert: (event: GameEvent) => GameEvent | undefined
  /** Applies the inverse of `events`, last first: the state before they happened. */
  revert: (state: GameState, events: readonly GameEvent[]) => GameState
}

/** A power as games saved before unit tables stored it: armies and navies as two fields. */
type OldPowerState = Omit<PowerState, 'forces'> & { forces?: PowerState['forces']; armies?: number; navies?: number }

/**
 * A power of a gameStarted event in the current shape. Games saved before forces became a table
 * keep `armies` and `navies` on the power; they fold to `forces`, so old logs and files replay.
 */
export function currentPower(stored: PowerState): PowerState {
  const old = stored as OldPowerState
  if (old.forces !== undefined) return stored
  const { armies = 0, navies = 0, ...rest } = old
  return { ...rest, forces: { armies, navies } }
}

/**
 * The kernel's events: the game starts (every module's slice arrives in gameStarted's fields) and
 * money moves. Every other event is applied by the module that owns it.
 */
const KERNEL_EVOLVERS: Evolvers = {
  gameStarted: (_state, event) => {
    const { powers: list, ...fields } = event
    const slices: Partial<typeof fields> = { ...fields }
    delete slices.type
    const powers: Partial<Record<PowerId, PowerState>> = {}
    const accounts: Record<string, number> = { bank: 0 }
    for (const power of list) {
      powers[power.id] = currentPower(power)
      accounts[power.id] = 0
    }
    const state = { isStarted: true, ...slices, powers, accounts } as GameState
    for (const key of Object.keys(state) as (keyof GameState)[]) if (state[key] === undefined) delete state[key]
    return state
  },
  moneyTransferred: (state, event) => {
    const accounts = { ...state.accounts }
    accounts[event.from] = (accounts[event.from] ?? 0) - event.amount
    accounts[event.to] = (accounts[event.to] ?? 0) + event.amount
    // A module's account (a warlords' treasury) is absent until money moves and absent again at
    // zero, as before it was used, so undoing its first payment restores the state exactly.
    for (const account of [event.from, event.to]) if (isModuleAccount(account) && accounts[account] === 0) delete accounts[account]
    return { ...state, accounts }
  },
}

const KERNEL_INVERTERS: Inverters = {
  moneyTransferred: (event) => ({ ...event, from: event.to, to: event.from }),
  slicePatched: (event) => ({ ...event, from: event.to, to: event.from }) as SlicePatched,
}

/**
 * Applies a slicePatched event to the slices `slices` names (the modules' own, so a damaged log
 * cannot patch the powers or the accounts this way). A game without the slice (a bookkeeping
 * game has no order of play) is left as it is.
 */
function patchSlices(slices: readonly SliceId[]): Evolver<'slicePatched'> {
  const known = new Set<string>(slices)
  return (state, event) => {
    if (!known.has(event.slice)) throw new Error(`Unknown slice ${String(event.slice)}`)
    const current = (state as unknown as Record<string, object | undefined>)[event.slice]
    if (current === undefined) return state
    return { ...state, [event.slice]: withoutNulls({ ...current, ...event.to }, event.to) }
  }
}

/** Builds evolve, invert and revert from the kernel's and the modules' tables and slices. */
export function eventRules(evolvers: readonly Evolvers[], inverters: readonly Inverters[], slices: readonly SliceId[]): EventRules {
  const evolveBy = Object.assign({}, KERNEL_EVOLVERS, { slicePatched: patchSlices(slices) }, ...evolvers) as Record<string, Evolver | undefined>
  const invertBy = Object.assign({}, KERNEL_INVERTERS, ...inverters) as Record<string, Inverter | undefined>
  const evolve: Evolve = (state, event) => {
    const apply = evolveBy[event.type]
    // An event no module knows cannot be applied: the log is from a newer app or damaged.
    if (apply === undefined) throw new Error(`Unknown event ${String(event.type)}`)
    return apply(state, event)
  }
  const invert = (event: GameEvent): GameEvent | undefined => {
    if (event.type === 'gameStarted') return undefined
    const inverse = invertBy[event.type]
    if (inverse === undefined) throw new Error(`Unknown event ${String(event.type)}`)
    return inverse(event)
  }
  const revert = (state: GameState, events: readonly GameEvent[]): GameState => {
    let next = state
    for (let i = events.length - 1; i >= 0; i -= 1) {
      const inverse = invert(events[i]!)
      if (inverse === undefined) return EMPTY_STATE
      next = evolve(next, inverse)
    }
    return next
  }
  return { evolve, invert, revert }
}

export function updatePower(state: GameState, id: PowerId, change: (p: PowerState) => PowerState): GameState {
  const power = state.powers[id]
  if (power === undefined) return state
  return { ...state, powers: { ...state.powers, [id]: change(power) } }
}

/** A patch's null means "absent": the key goes, so undo is exact (JSON drops undefined). */
export function withoutNulls<T extends object>(merged: T, patch: object): T {
  for (const [key, value] of Object.entries(patch)) if (value === null) delete (merged as Record<string, unknown>)[key]
  return merged
}
