import { NEUTRAL_TERRITORIES, PIRATE_SEAS, type ClientLine, type PowerId, type WarlordWeapon } from '@/domain'
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
