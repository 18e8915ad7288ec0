import type { UnitSpec } from '../../kernel/module'

/**
 * The basic game's units (Basic rules: "Playing Equipment", Stage 1 Phase A salaries, Stage 4
 * fire power, "Detente" values). Variants add rows in their own modules.
 */
export const BASIC_UNITS: readonly UnitSpec[] = [
  // Stage 1, Phase A: "$10 million for each army and navy"; Detente: "$50 million for each army and navy".
  { id: 'armies', name: 'army', plural: 'armies', salary: 10, detenteValue: 50, firePower: 1 },
  { id: 'navies', name: 'navy', plural: 'navies', salary: 10, detenteValue: 50, firePower: 1 },
]
