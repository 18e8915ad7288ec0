/**
 * Guards and outcomes of the home territories (battle/homes.ts): capture and liberation refusals
 * asserted whole on real decisions with the state unchanged (refusedBy), and the helpers the
 * Spoils of War and Supremacy read. Rules: Spoils of War, "The Capture" and "The Destruction";
 * Step F (liberating a home territory); Winning the Game, "Supremacy".
 */
import { describe, expect, it } from 'vitest'
import { decide, evolve, spoilsRuleFor, type CaptureTerritory, type GameState, type LiberateTerritory } from '@/domain'
import { homeStatus, isLastHomeTerritory, supremacyWinner, withHomeLoss } from '@/domain/modules/battle/homes'
import { refusedBy, startedState } from '../support/games'

const capture = (over: Partial<CaptureTerritory> = {}): CaptureTerritory => ({ kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory: 'Kazakh', ...over })
const liberate = (over: Partial<LiberateTerritory> = {}): LiberateTerritory => ({ kind: 'liberateTerritory', power: 'ussr', territory: 'Kazakh', ...over })
const raw = (base: object, over: Record<string, unknown>) => ({ ...base, ...over })

const state = startedState(['usa', 'ussr', 'europe'])
/** The war slice with `to` patched in. */
const warWith = (s: GameState, to: Record<string, unknown>): GameState =>
  evolve(s, { type: 'slicePatched', slice: 'war', from: Object.fromEntries(Object.keys(to).map((k) => [k, (s.war as unknown as Record<string, unknown>)[k]])), to })
const events = (s: GameState, cmd: CaptureTerritory | LiberateTerritory) => {
  const r = decide(s, cmd)
  if (!r.ok) throw new Error(r.refusal.message)
  return r.value
}

describe('The Capture: refusals', () => {
  it('an unknown or eliminated side, or a power capturing its own home, is refused whole', () => {
    expect(refusedBy(state, raw(capture(), { attacker: 'mars' }))).toEqual({
      code: 'unknown-power',
      message: 'Choose the power that took the territory: a superpower in this game.',
      remedies: [],
      rule: 'Spoils of War, "The Capture"',
    })
    expect(refusedBy(state, raw(capture(), { defender: 'china' }))).toEqual({
      code: 'unknown-power',
      message: 'Choose the power whose home territory it is: a superpower in this game.',
      remedies: [],
      rule: 'Spoils of War, "The Capture"',
    })
    expect(refusedBy(warWith(state, { eliminated: ['ussr'] }), capture())).toEqual({
      code: 'eliminated',
      message: 'USSR is out of the game: choose a superpower still playing.',
      remedies: [],
      rule: 'Spoils of War, "The Capture"',
    })
    expect(refusedBy(state, capture({ defender: 'usa', territory: 'Alaska' }))).toEqual({
      code: 'same-power',
      message: 'USA cannot capture its own home territory; record a liberation instead.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Conventional Forces, Step F (the note on liberating a home territory)',
    })
  })
  it('a territory that is not the defender\'s home is named back (40 letters at most), otherwise "That"', () => {
    expect(refusedBy(state, capture({ defender: 'europe' }))).toEqual({
      code: 'not-a-home-territory',
      message: 'Kazakh is not a home territory of Europe (its home territories: British Isles, Eastern Europe, Western Europe, Iberia, Scandinavia).',
      remedies: [],
      rule: 'Spoils of War, "The Capture"',
    })
    expect(refusedBy(state, capture({ territory: 'x'.repeat(40) })).message).toBe(`${'x'.repeat(40)} is not a home territory of USSR (its home territories: Buryatsk, Kazakh, Kola, Russia, Siberia, Yakutsk).`)
    for (const territory of ['x'.repeat(41), '  ', '', 7]) {
      expect(refusedBy(state, raw(capture(), { territory })).message).toBe('That is not a home territory of USSR (its home territories: Buryatsk, Kazakh, Kola, Russia, Siberia, Yakutsk).')
    }
  })
  it('a nuked home, a home already held, and a game without a war record are refused whole', () => {
    expect(refusedBy(warWith(state, { nuked: ['Kazakh'] }), capture())).toEqual({
      code: 'nuked',
      message: 'Kazakh was nuked: it is out of play, and armies may not occupy it.',
      remedies: [],
      rule: 'How to Use Strategic Forces (a mushroom cloud: "out of play")',
    })
    expect(refusedBy(warWith(state, { occupiedHomes: { Kazakh: 'usa' } }), capture())).toEqual({
      code: 'already-held',
      message: 'USA already holds Kazakh.',
      remedies: [],
      rule: 'Spoils of War, "The Capture"',
    })
    expect(refusedBy({ ...state, war: undefined }, capture())).toEqual({
      code: 'no-war-record',
      message: 'This game was started before the battle desk; its home territories are not tracked.',
      remedies: [],
      rule: 'Spoils of War, "The Capture"',
    })
  })
  it('a capture occupies the home, counts a territory captured and is the defender\'s latest home loss', () => {
    expect(events(warWith(state, { occupiedHomes: { Kola: 'europe' } }), capture())).toEqual([
      {
        from: {
          lastHomeLoss: null,
          occupiedHomes: {
            Kola: 'europe',
          },
          record: {},
        },
        slice: 'war',
        to: {
          lastHomeLoss: {
            ussr: {
              by: 'usa',
              how: 'captured',
            },
          },
          occupiedHomes: {
            Kazakh: 'usa',
            Kola: 'europe',
          },
          record: {
            usa: {
              expectedUnitsDestroyed: 0,
              nukesFired: 0,
              territoriesCaptured: 1,
              territoriesLostToNukes: 0,
              unitsDestroyed: 0,
            },
          },
        },
        type: 'slicePatched',
      },
    ])
  })
})

describe('Step F, liberating a home territory: refusals and outcome', () => {
  const held = warWith(state, { occupiedHomes: { Kazakh: 'usa', Kola: 'europe' } })
  it('an unknown power, a territory not its home, a home not occupied by another, and a game without a war record are refused whole', () => {
    expect(refusedBy(held, raw(liberate(), { power: 'mars' }))).toEqual({
      code: 'unknown-power',
      message: 'Choose the power taking back its home territory: a superpower in this game.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Conventional Forces, Step F (the note on liberating a home territory)',
    })
    expect(refusedBy(held, liberate({ territory: 'Alaska' }))).toEqual({
      code: 'not-a-home-territory',
      message: 'Alaska is not a home territory of USSR (its home territories: Buryatsk, Kazakh, Kola, Russia, Siberia, Yakutsk).',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Conventional Forces, Step F (the note on liberating a home territory)',
    })
    expect(refusedBy(held, raw(liberate(), { territory: 7 })).message).toBe('That is not a home territory of USSR (its home territories: Buryatsk, Kazakh, Kola, Russia, Siberia, Yakutsk).')
    const free = refusedBy(held, liberate({ territory: 'Siberia' }))
    expect(free).toEqual({
      code: 'not-occupied',
      message: 'Siberia is not occupied by another power; USSR holds it.',
      remedies: [],
      rule: 'Stage 4, Battle Drill for Conventional Forces, Step F (the note on liberating a home territory)',
    })
    expect(refusedBy(warWith(state, { occupiedHomes: { Siberia: 'ussr' } }), liberate({ territory: 'Siberia' }))).toEqual(free)
    expect(refusedBy({ ...held, war: undefined }, liberate()).code).toBe('not-occupied')
  })
  it('a liberation frees only that home and counts a territory captured', () => {
    expect(events(held, liberate())).toEqual([
      {
        from: {
          occupiedHomes: {
            Kazakh: 'usa',
            Kola: 'europe',
          },
          record: {},
        },
        slice: 'war',
        to: {
          occupiedHomes: {
            Kola: 'europe',
          },
          record: {
            ussr: {
              expectedUnitsDestroyed: 0,
              nukesFired: 0,
              territoriesCaptured: 1,
              territoriesLostToNukes: 0,
              unitsDestroyed: 0,
            },
          },
        },
        type: 'slicePatched',
      },
    ])
  })
})

describe('home territories as the Spoils of War read them', () => {
  it('homeStatus: held, occupied by another, held again when "occupied" by its owner, nuked', () => {
    const s = warWith(state, { occupiedHomes: { Kazakh: 'usa', Kola: 'ussr' }, nuked: ['Russia'] })
    expect(homeStatus(s, 'ussr').slice(0, 4)).toEqual([
      { territory: 'Buryatsk', status: 'held' },
      { territory: 'Kazakh', status: 'occupied', holder: 'usa' },
      { territory: 'Kola', status: 'held' },
      { territory: 'Russia', status: 'nuked' },
    ])
  })
  it('isLastHomeTerritory: only the one home still held, not an occupied one, not one of several, not a stranger', () => {
    const s = warWith(state, { occupiedHomes: { Kazakh: 'usa', Kola: 'usa', Russia: 'usa', Siberia: 'usa' }, nuked: ['Yakutsk'] })
    expect(isLastHomeTerritory(s, 'ussr', 'Buryatsk')).toBe(true)
    expect(isLastHomeTerritory(s, 'ussr', 'Kazakh')).toBe(false)
    expect(isLastHomeTerritory(s, 'ussr', 'Yakutsk')).toBe(false)
    expect(isLastHomeTerritory(s, 'ussr', 'Alaska')).toBe(false)
    expect(isLastHomeTerritory(state, 'ussr', 'Buryatsk')).toBe(false)
  })
  it('spoilsRuleFor: either before any loss (or without a war record), the Capture to the captor, the Destruction when nuked', () => {
    expect(spoilsRuleFor(state, 'ussr')).toEqual({ rule: 'either' })
    expect(spoilsRuleFor({ ...state, war: undefined }, 'ussr')).toEqual({ rule: 'either' })
    expect(spoilsRuleFor(warWith(state, { lastHomeLoss: { ussr: { how: 'captured', by: 'usa' } } }), 'ussr')).toEqual({ rule: 'capture', captor: 'usa' })
    expect(spoilsRuleFor(warWith(state, { lastHomeLoss: { ussr: { how: 'nuked' } } }), 'ussr')).toEqual({ rule: 'destruction' })
  })
  it('withHomeLoss keeps the other powers\' losses', () => {
    expect(withHomeLoss(state.war!, 'ussr', { how: 'nuked' })).toEqual({ ussr: { how: 'nuked' } })
    const s = warWith(state, { lastHomeLoss: { europe: { how: 'captured', by: 'usa' } } })
    expect(withHomeLoss(s.war!, 'ussr', { how: 'nuked' })).toEqual({ europe: { how: 'captured', by: 'usa' }, ussr: { how: 'nuked' } })
  })
  it('Supremacy: the one power left of two or more; none in a one-power game; powers without a state do not count', () => {
    expect(supremacyWinner(state)).toBeUndefined()
    expect(supremacyWinner(warWith(state, { eliminated: ['usa', 'ussr'] }))).toBe('europe')
    const two = startedState(['usa', 'ussr'])
    expect(supremacyWinner(warWith(two, { eliminated: ['ussr'] }))).toBe('usa')
    expect(supremacyWinner({ ...two, order: ['usa'] })).toBeUndefined()
    expect(supremacyWinner({ ...warWith(state, { eliminated: ['usa', 'ussr'] }), order: [...state.order, 'china'] })).toBe('europe')
  })
})
