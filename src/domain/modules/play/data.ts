import type { CommandKind } from '../../kernel/registry'
import { ARMIES } from '../supply/units'

/**
 * The Order of Play (basic rules v3.0, "THE ORDER OF PLAY – OVERVIEW" and Stages 1 to 7), and
 * the prices of Stages 1, 5, 6 and 7. Each number is checked in tests/rulebook/order-of-play.test.ts.
 */

export const STAGES = [1, 2, 3, 4, 5, 6, 7] as const
export type StageNumber = (typeof STAGES)[number]

/** Stages every power plays together; the rest are bid for with cubes. */
export const SHARED_STAGES: readonly StageNumber[] = [1, 2]
/** "Each player must set three of his cubes aside" per cycle, for Stages 3 to 7. */
export const CUBES_PER_CYCLE = 3

export interface StageInfo {
  name: string
  /**
   * Phases after the Blind Bid (A) and Player Sequence (B), or all phases for Stages 1 and 2. `act`:
   * the command a rotating phase's turn is for (the form the big button opens on a power's turn).
   */
  phases: readonly { id: string; name: string; rotating: boolean; act?: CommandKind }[]
}

export const STAGE_INFO: Readonly<Record<StageNumber, StageInfo>> = {
  1: {
    name: 'Pay Salaries and Loans to Bank',
    // Phases A (salaries) and B (bank loans) are settled in one payment per power.
    phases: [{ id: 'A', name: 'Pay Salaries and Bank Loans', rotating: false }],
  },
  2: { name: 'Transfer Production Units', phases: [{ id: 'A', name: 'Transfer Production Units', rotating: false }] },
  3: {
    name: 'Sell Resources',
    phases: [
      { id: 'C', name: 'Sell Resources to the Market', rotating: true, act: 'sellToMarket' },
      { id: 'D', name: 'Sell Resources to the Other Players', rotating: false },
    ],
  },
  4: { name: 'Attack', phases: [{ id: 'C', name: 'Attack with Forces and Weapons', rotating: true, act: 'fightBattle' }] },
  5: { name: 'Move Forces', phases: [{ id: 'C', name: 'Move Army and Navy Units', rotating: true, act: 'payMoveCost' }] },
  6: {
    name: 'Build Forces and Weapons',
    phases: [
      { id: 'C', name: 'Build and Deploy Conventional Forces, Strategic Weapons, Research', rotating: true, act: 'buildForces' },
      { id: 'F', name: 'Arms Bazaar', rotating: false },
    ],
  },
  7: {
    name: 'Buy or Prospect for Resources',
    phases: [
      { id: 'C', name: 'Buy Resources from the Market', rotating: true, act: 'buyFromMarket' },
      { id: 'D', name: 'Buy Resources from the Other Players', rotating: false },
      { id: 'E', name: 'Prospect for Resources', rotating: true, act: 'prospect' },
    ],
  },
}

/** Stage 1, Phase A: "Resource Companies $50 million each". */
export const COMPANY_SALARY = 50
/** Stage 1, Phase A: "Armies and Navies $10 million each": read from the unit table, which the rules use. */
export const FORCE_SALARY = ARMIES.salary
/** Other Rules of Play, "Re-opening Costs": $200 million. */
export const REOPEN_COST = 200

/** Stage 5, "Table of Standard Moving Costs". */
export const MOVE_COSTS = {
  /** March: one grain per army per territory passed through or entered. */
  marchGrainPerArmyTerritory: 1,
  /** Airlift: two oil per army. */
  airliftOilPerArmy: 2,
  /** Convoy: one oil per sea, for up to four armies boarding the same navy. */
  convoyOilPerSea: 1,
  convoyArmiesPerNavy: 4,
  /** Navy: one oil per sea crossed or entered. */
  navyOilPerSea: 1,
} as const

/** Stage 6, Phase C: one set (grain + oil + minerals) builds up to three units, plus $100M each. */
export const UNITS_PER_SET = 3
export const FORCE_BUILD_COST = 100
/** Stage 6, Phase D: a nuke is one mineral and $500M; an L-star two minerals and $1 billion. */
export const NUKE_MINERALS = 1
export const NUKE_COST = 500
export const LSTAR_MINERALS = 2
export const LSTAR_COST = 1000
/** Stage 6, Phase E and Stage 7, Phase E: $200 million for each card turned over. */
export const CARD_TURN_COST = 200
/** Stage 7, Phase E: "until all of the players have had three turns to prospect". */
export const PROSPECT_ATTEMPTS = 3
/** Game Board Description, "Resource Cards": a deck of 65 cards; no search turns more. */
export const RESOURCE_DECK_CARDS = 65
