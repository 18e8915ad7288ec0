import { describe, expect, it } from 'vitest'
import { describeEntry } from '@/presentation'
import { foldEntries, indexEntries } from '@/domain'
import { entry, mustDecide, standardStart } from '../support/games'

describe('log lines in plain words', () => {
  const start = entry(1, standardStart(), mustDecide(foldEntries([]).state, standardStart()))
  const state = foldEntries([start]).state
  const sell = { kind: 'sellToMarket', power: 'usa', resource: 'oil', units: 2 } as const
  const sold = entry(2, sell, mustDecide(state, sell))
  const undo = entry(3, { kind: 'undo', target: 2 }, [])
  const lookup = indexEntries([start, sold, undo])

  it('a sale says who sold what for how much, and what to move on the board', () => {
    const d = describeEntry(sold, state.settings, lookup)
    expect(d.title).toBe('USA sold 2 oil to the market for $1,000M')
    expect(d.details).toContain('Oil market $500M → $400M: move the meter 2 spots left')
    expect(d.details).toContain('USA oil 3 → 1')
    expect(d.details).toContain('$1,000M: the bank → USA')
  })

  it('an undo names the action it took back', () => {
    expect(describeEntry(undo, state.settings, lookup).title).toBe('Undid: USA sold 2 oil to the market for $1,000M')
  })

  it('a correction carries its reason and is marked', () => {
    const fix = { kind: 'correctSupply', power: 'ussr', row: 'grain', value: 5, reason: 'miscounted production' } as const
    const d = describeEntry(entry(2, fix, mustDecide(state, fix)), state.settings, lookup)
    expect(d.isCorrection).toBe(true)
    expect(d.details).toContain('Reason: miscounted production')
  })

  it('a forces correction names every unit it sets, from the forces record or the older armies and navies fields', () => {
    const record = { kind: 'correctForces', power: 'usa', forces: { armies: 5, navies: 1 }, reason: 'counted' } as const
    expect(describeEntry(entry(2, record, mustDecide(state, record)), state.settings, lookup).title).toBe('Correction: USA forces set to 5 armies, 1 navy')
    const fields = { kind: 'correctForces', power: 'usa', armies: 2, navies: 0, reason: 'counted' } as const
    expect(describeEntry(entry(2, fields, mustDecide(state, fields)), state.settings, lookup).title).toBe('Correction: USA forces set to 2 armies, 0 navies')
  })

  it('the game start lists the powers and players without a line per starting payment', () => {
    const d = describeEntry(start, state.settings, lookup)
    expect(d.title).toBe('Game started (Standard Open) with USA (Player 1), USSR (Player 2), Europe (Player 3)')
    expect(d.details).toEqual([])
  })
})
