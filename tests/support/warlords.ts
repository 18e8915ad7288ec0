import { NEUTRAL_TERRITORIES, PIRATE_SEAS, type ClientLine, type GameState, type PowerId, type WarlordWeapon } from '@/domain'
import type { NeutralZone } from '@/domain/modules/warlords/state'
import { guidedGame, playTo } from './guided'

type Guided = ReturnType<typeof guidedGame>

/**
 * Sales Chart, Client List: "They must complete this form at the beginning of Stage 6". Notes the
 * table's lines (seller, buyer's zone, weapon, how many), before Stage 6's Phase F sales.
 */
export function noteClients(g: Guided, ...lines: [PowerId, string, WarlordWeapon, number][]): void {
  g.do({ kind: 'noteClientList', lines: lines.map(([power, zone, weapon, count]): ClientLine => ({ power, zone, weapon, count })) })
}

/**
 * A guided USA, USSR and Europe game with the warlords placed (3 armies or navies a zone), at Cycle
 * 2, Stage 4, Phase C, the USA's turn (the only bidder). Sold in Cycle 1's Stage 6: the USSR gave
 * India 2 nukes and 1 L-star, Europe India 1 L-star and Greenland 1 L-star. USA: 6 armies, 2
 * navies, no nukes or L-stars; the USSR holds a card in Greenland (Thule Oil).
 */
export function warlordsAtWar() {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, ['warlords'])
  g.do({ kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) })
  playTo(g, { cycle: 1, stage: 6, bidders: ['usa'] })
  noteClients(g, ['ussr', 'India', 'nukes', 2], ['ussr', 'India', 'lstars', 1], ['europe', 'India', 'lstars', 1], ['europe', 'Greenland', 'lstars', 1])
  g.do({ kind: 'passTurn', power: 'usa' })
  g.do({ kind: 'correctSupply', power: 'ussr', row: 'nukes', value: 6, reason: 'test' })
  g.do({ kind: 'correctSupply', power: 'ussr', row: 'lstars', value: 6, reason: 'test' })
  g.do({ kind: 'correctSupply', power: 'europe', row: 'lstars', value: 6, reason: 'test' })
  g.do({ kind: 'sellToWarlord', power: 'ussr', zone: 'India', weapon: 'nukes', count: 2 })
  g.do({ kind: 'sellToWarlord', power: 'ussr', zone: 'India', weapon: 'lstars', count: 1 })
  g.do({ kind: 'sellToWarlord', power: 'europe', zone: 'India', weapon: 'lstars', count: 1 })
  g.do({ kind: 'sellToWarlord', power: 'europe', zone: 'Greenland', weapon: 'lstars', count: 1 })
  playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
  g.do({ kind: 'correctForces', power: 'usa', armies: 6, navies: 2, reason: 'test' })
  g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: { name: 'Thule Oil', territory: 'Greenland', resource: 'oil', units: 2, origin: 'independent' } })
  return g
}

/**
 * The same game with Air Units composed too (tests/rulebook/warlords-air-battle.test.ts): the
 * USSR sold India 2 air units in Cycle 1; the USA has 6 armies, 2 navies and 3 air units.
 */
export function warlordsAirAtWar() {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, ['air-units', 'warlords'])
  g.do({ kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) })
  playTo(g, { cycle: 1, stage: 6, bidders: ['usa'] })
  noteClients(g, ['ussr', 'India', 'airUnits', 2])
  g.do({ kind: 'passTurn', power: 'usa' })
  g.do({ kind: 'correctForces', power: 'ussr', forces: { airUnits: 2 }, reason: 'test' })
  g.do({ kind: 'sellToWarlord', power: 'ussr', zone: 'India', weapon: 'airUnits', count: 2 })
  playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
  g.do({ kind: 'correctForces', power: 'usa', armies: 6, navies: 2, forces: { airUnits: 3 }, reason: 'test' })
  return g
}

/** `state` with one zone's record changed (a fixture short cut: the zone as play could leave it). */
export function withZone(state: GameState, zone: string, changes: Partial<NeutralZone>): GameState {
  return { ...state, neutral: { ...state.neutral!, zones: state.neutral!.zones.map((z) => (z.zone === zone ? { ...z, ...changes } : z)) } }
}

/** Cycle 1, Stage 1 of a guided game with the zones set up: the USSR holds Mahabir Mines in Sivaji's India and Thule Oil in Greenland. */
export function warlordsStage1(settings: Partial<GameState['settings']> = {}) {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, settings, ['warlords'])
  g.do({ kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone, i) => ({ zone, die: (i % 6) + 1 })) })
  g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: { name: 'Mahabir Mines', territory: 'India', resource: 'minerals', units: 3, origin: 'independent' } })
  g.do({ kind: 'addCompany', power: 'ussr', reason: 'test', company: { name: 'Thule Oil', territory: 'Greenland', resource: 'oil', units: 2, origin: 'independent' } })
  return g
}

/**
 * Cycle 1, Stage 6, Phase F of a guided game with every zone at 3 armies or navies (the USA has
 * passed its turn): the USSR has 6 nukes and 6 L-stars to sell; with Air Units composed it also
 * has 4 air units.
 */
export function warlordsStage6(modules: string[] = ['warlords']) {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, {}, modules)
  g.do({ kind: 'setUpNeutralZones', mode: 'fullHouse', zones: [...NEUTRAL_TERRITORIES, ...PIRATE_SEAS].map((zone) => ({ zone, die: 3 })) })
  playTo(g, { cycle: 1, stage: 6, bidders: ['usa'] })
  g.do({ kind: 'passTurn', power: 'usa' })
  g.do({ kind: 'correctSupply', power: 'ussr', row: 'nukes', value: 6, reason: 'test' })
  g.do({ kind: 'correctSupply', power: 'ussr', row: 'lstars', value: 6, reason: 'test' })
  if (modules.includes('air-units')) g.do({ kind: 'correctForces', power: 'ussr', forces: { airUnits: 4 }, reason: 'test' })
  return g
}
