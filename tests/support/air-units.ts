import { guidedGame, playTo } from './guided'

/**
 * An Air Units game at war: cycle 2, Stage 4, Phase C, the USA's turn; USA 6 armies, 2 navies and
 * 4 air units; USSR 6 armies, 2 navies and 3 air units.
 */
export function airGameAtWar(settings = {}) {
  const g = guidedGame(['usa', 'ussr', 'europe'], undefined, settings, ['air-units'])
  playTo(g, { cycle: 2, stage: 4, bidders: ['usa'] })
  g.do({ kind: 'correctForces', power: 'usa', armies: 6, navies: 2, forces: { airUnits: 4 }, reason: 'test' })
  g.do({ kind: 'correctForces', power: 'ussr', armies: 6, navies: 2, forces: { airUnits: 3 }, reason: 'test' })
  return g
}
