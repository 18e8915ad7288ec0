import type { GameEvent } from './events'
import type { PowerId } from './ids'
import { EMPTY_STATE, type GameState, type PowerState } from './state'

/** Applies one decided event. Pure; returns a new state sharing what did not change. */
export function evolve(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'gameStarted': {
      const powers: Partial<Record<PowerId, PowerState>> = {}
      const accounts: GameState['accounts'] = { bank: 0 }
      for (const power of event.powers) {
        powers[power.id] = power
        ;(accounts as Record<string, number>)[power.id] = 0
      }
      return {
        isStarted: true,
        gameId: event.gameId,
        title: event.title,
        openMode: event.openMode,
        settings: event.settings,
        order: event.order,
        powers,
        accounts,
        market: event.market,
        ...(event.play ? { play: event.play } : {}),
        ...(event.war ? { war: event.war } : {}),
      }
    }
    case 'moneyTransferred': {
      const accounts = { ...state.accounts }
      accounts[event.from] = (accounts[event.from] ?? 0) - event.amount
      accounts[event.to] = (accounts[event.to] ?? 0) + event.amount
      return { ...state, accounts }
    }
    case 'marketMoved':
      return { ...state, market: { ...state.market, [event.resource]: event.to } }
    case 'supplyChanged':
      return updatePower(state, event.power, (p) => ({ ...p, supplies: { ...p.supplies, [event.row]: event.to } }))
    case 'loanChanged':
      return updatePower(state, event.power, (p) => ({ ...p, loans: event.to }))
    case 'forcesChanged':
      return updatePower(state, event.power, (p) => ({ ...p, [event.force]: event.to }))
    case 'companyAdded':
      return updatePower(state, event.power, (p) => {
        const companies = [...p.companies]
        companies.splice(event.index, 0, event.company)
        return { ...p, companies }
      })
    case 'companyRemoved':
      return updatePower(state, event.power, (p) => ({
        ...p,
        companies: p.companies.filter((c) => c.id !== event.company.id),
      }))
    case 'companyChanged':
      return updatePower(state, event.power, (p) => ({
        ...p,
        companies: p.companies.map((c) => (c.id === event.from.id ? event.to : c)),
      }))
    case 'playChanged':
      return state.play ? { ...state, play: withoutNulls({ ...state.play, ...event.to }, event.to) } : state
    case 'warChanged':
      return state.war ? { ...state, war: withoutNulls({ ...state.war, ...event.to }, event.to) } : state
    case 'gameEnded': {
      // No `ended` key at all when not ended, so undo restores the state exactly.
      const next = { ...state }
      delete next.ended
      return event.to ? { ...next, ended: event.to } : next
    }
    case 'endTermsChanged': {
      const settings = { ...state.settings }
      delete settings.endTerms
      const agreed = event.to.detente !== undefined || event.to.handicap !== undefined
      return { ...state, settings: agreed ? { ...settings, endTerms: event.to } : settings }
    }
  }
}

/** The event that exactly undoes `event`; undefined for gameStarted (never undone). */
export function invert(event: GameEvent): GameEvent | undefined {
  switch (event.type) {
    case 'gameStarted':
      return undefined
    case 'moneyTransferred':
      return { ...event, from: event.to, to: event.from }
    case 'marketMoved':
    case 'supplyChanged':
    case 'loanChanged':
    case 'forcesChanged':
      return { ...event, from: event.to, to: event.from }
    case 'companyAdded':
      return { ...event, type: 'companyRemoved' }
    case 'companyRemoved':
      return { ...event, type: 'companyAdded' }
    case 'companyChanged':
      return { ...event, from: event.to, to: event.from }
    case 'playChanged':
      return { ...event, from: event.to, to: event.from }
    case 'warChanged':
      return { ...event, from: event.to, to: event.from }
    case 'gameEnded':
      return { ...event, from: event.to, to: event.from }
    case 'endTermsChanged':
      return { ...event, from: event.to, to: event.from }
  }
}

/** Applies the inverse of `events`, last first: the state before they happened. */
export function revert(state: GameState, events: readonly GameEvent[]): GameState {
  let next = state
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const inverse = invert(events[i]!)
    if (inverse === undefined) return EMPTY_STATE
    next = evolve(next, inverse)
  }
  return next
}

function updatePower(state: GameState, id: PowerId, change: (p: PowerState) => PowerState): GameState {
  const power = state.powers[id]
  if (power === undefined) return state
  return { ...state, powers: { ...state.powers, [id]: change(power) } }
}

/** A patch's null means "absent" (see playChanged/warChanged): the key goes, so undo is exact. */
function withoutNulls<T extends object>(merged: T, patch: object): T {
  for (const [key, value] of Object.entries(patch)) if (value === null) delete (merged as Record<string, unknown>)[key]
  return merged
}
