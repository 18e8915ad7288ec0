import { defineCatalog } from '../i18n/words'

/** The phases' names as the basic rules title them (play/data.ts's STAGE_INFO), by stage and phase: `p6C`. */
export const PHASES = {
  p1A: 'Pay Salaries and Bank Loans',
  p2A: 'Transfer Production Units',
  p3C: 'Sell Resources to the Market',
  p3D: 'Sell Resources to the Other Players',
  p4C: 'Attack with Forces and Weapons',
  p5C: 'Move Army and Navy Units',
  p6C: 'Build and Deploy Conventional Forces, Strategic Weapons, Research',
  p6F: 'Arms Bazaar',
  p7C: 'Buy Resources from the Market',
  p7D: 'Buy Resources from the Other Players',
  p7E: 'Prospect for Resources',
} as const

export const phaseWords = defineCatalog('phases', PHASES)

/** A phase's name in the reader's language ('' for a phase the rules do not name). */
export function phaseName(stage: number, phase: string): string {
  const key = `p${stage}${phase}`
  return Object.hasOwn(PHASES, key) ? phaseWords(key as keyof typeof PHASES) : ''
}
