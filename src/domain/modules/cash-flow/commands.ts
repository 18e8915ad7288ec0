import type { PowerId, Resource } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'
import type { CompanyInput } from '../setup/commands'
import type { BuildKind, CashFlowAction, TechCard } from './data'
import type { DeckCard } from './state'

/** One power's Cash Flow set-up, as the table dealt and chose it. */
export interface CashFlowStartingPower {
  id: PowerId
  /** The six starting cards: four from the power's own stack, two neutral (independent). */
  companies: CompanyInput[]
  /** The fifteen resource units chosen (each row at most 12). */
  resources: Record<Resource, number>
  /** Armies and navies placed: one army per home and carded neutral territory, navies by the ports, plus 15 armies. */
  armies: number
  navies: number
}

/** The Cash Flow part of a game's setup (StartGame.cashFlow, with `ruleset.economy` 'cash-flow'). */
export interface CashFlowSetup {
  powers: CashFlowStartingPower[]
  /** "Randomly determine who starts with the entropy token" (app die or typed). */
  entropyHolder: PowerId
  /** Cards in each third of the deck as dealt, tech card not counted. */
  thirds: [number, number, number]
  /** The three face-up cards next to the deck. */
  faceUp: CompanyInput[]
  /**
   * Tech cards that came up while the face-up row was dealt (only the nuke card can: the row comes
   * off the top of the first third). Each is shown, scored and set out, and the next card took its
   * place in the row. `thirds` counts the company cards left all the same.
   */
  techDealt?: TechCard[]
}

declare module '../setup/commands' {
  interface StartGame {
    /** Cash Flow games (ruleset economy 'cash-flow'): cards, resources, forces, entropy and deck. */
    cashFlow?: CashFlowSetup
  }
}

/** Entropy: the holder discards a company chosen by the dice; `choice` when the second die is a 6. */
export interface DiscardForEntropy {
  kind: 'discardForEntropy'
  power: PowerId
  /** Type dice in order (re-rolls of types the power does not own first, the valid one last). */
  typeDice: number[]
  /** The minimum-production die. */
  productionDie: number
  /** The company the holder chose (second die 6), or among equal candidates. */
  companyId?: string
}

export interface SelectAction {
  kind: 'selectAction'
  power: PowerId
  action: CashFlowAction
}

export interface EndCashFlowTurn {
  kind: 'endCashFlowTurn'
  power: PowerId
}

/** Production: one labor unit per resource type activated; excess over 12 may go to market at `excessPrice`. */
export interface Produce {
  kind: 'produce'
  power: PowerId
  resources: Resource[]
  /** Per resource: the price the excess is listed at; absent: the excess is lost. */
  excessPrice?: Partial<Record<Resource, Millions>>
}

/** Build: one labor unit per unit type, minerals per unit. */
export interface BuildForces {
  kind: 'buildWithLabor'
  power: PowerId
  units: Partial<Record<BuildKind, number>>
}

/** List units from the supply center on the commodities market at a price column. */
export interface ListUnits {
  kind: 'listUnits'
  power: PowerId
  resource: Resource
  units: number
  price: Millions
}

/** Move listed units to another price (up or down). */
export interface AdjustListing {
  kind: 'adjustListing'
  power: PowerId
  resource: Resource
  from: Millions
  to: Millions
  units: number
}

/** Take listed units back into the supply center. */
export interface WithdrawListing {
  kind: 'withdrawListing'
  power: PowerId
  resource: Resource
  price: Millions
  units: number
}

/** Buy listed units: the buyer pays the seller the ask. */
export interface BuyListed {
  kind: 'buyListed'
  power: PowerId
  seller: PowerId
  resource: Resource
  price: Millions
  units: number
}

/** Satisfy labor demand: delete sets (one grain, oil and mineral each), pick up a stack per set from the right. */
export interface SatisfyLaborDemand {
  kind: 'satisfyLaborDemand'
  power: PowerId
  sets: number
}

/** One side of a direct trade. */
export interface TradeSide {
  cash?: Millions
  resources?: Partial<Record<Resource, number>>
  companyIds?: string[]
}

/** Direct Trade: units, companies and money between two powers on whatever terms they agree. */
export interface DirectTrade {
  kind: 'directTrade'
  power: PowerId
  partner: PowerId
  gives: TradeSide
  gets: TradeSide
}

/** Deployment: the oil the moves cost. */
export interface Deploy {
  kind: 'deploy'
  power: PowerId
  armyMoves: number
  naviesMoved: number
  bridgings: number
}

/** Declare (or lift) a blockade of a territory, or a siege of a power's home ports. */
export interface DeclareBlockade {
  kind: 'declareBlockade'
  power: PowerId
  territory?: string
  siegeOf?: PowerId
  lift?: boolean
  /** Whose blockade or siege is lifted: the declarer's own (absent), or one whose navies this Attack sank. */
  by?: PowerId
}

/** R&D: one labor unit per card drawn from the deck's top or taken from the face-up row. */
export interface DrawResearchCard {
  kind: 'drawResearchCard'
  power: PowerId
  /** 'deck', or the face-up card's index (0-2). */
  from: 'deck' | number
  /** What the card drawn from the deck is (a face-up card is already known). */
  card?: DeckCard
  /** Keep it closed, open it, or discard it for its one-time bonus of resources. */
  decision: 'closed' | 'open' | 'discard'
  /** The cards drawn to refill the face-up row (and to replace three of one resource). */
  refill?: DeckCard[]
}

/**
 * Conventional Attack Sequence on one target: grain for the borders crossed, the defender's grain
 * for ties, one die per unit each side (the faces after any L-star re-rolls), matched high to low.
 */
export interface CashFlowAttack {
  kind: 'cashFlowAttack'
  power: PowerId
  /** The power whose units are in the target; absent when the target is empty. */
  defender?: PowerId
  target: string
  /** Borders attacked over (one grain each). */
  borders: number
  defenderDeletesGrain: boolean
  /** One die per attacking army or navy; one per defending army or navy in the target. */
  attackerDice: number[]
  defenderDice: number[]
  /** Of each side's losses, how many are navies (the rest armies). */
  attackerNavyLosses?: number
  defenderNavyLosses?: number
  /** Armies embarked on each side's navies sunk, lost with them (up to 4 a navy). */
  attackerArmiesAboard?: number
  defenderArmiesAboard?: number
}

/** Occupation after a defender was eliminated: one oil per unit moved in. */
export interface Occupy {
  kind: 'occupy'
  power: PowerId
  target: string
  units: number
}

/** Nationalize companies once opened in a territory the attacker occupies. */
export interface Nationalize {
  kind: 'nationalize'
  power: PowerId
  territory: string
  companies: { owner: PowerId; companyId: string }[]
}

/** One power's L-star screen in a strike: its dice, and whether it is the power targeted. */
export interface ScreenDice {
  power: PowerId
  targeted: boolean
  dice: number[]
}

/** Where a nuke that got through struck, and what it destroyed there as the table counted it. */
export interface NukeImpact {
  target: string
  /** 'land', a light blue sea, or a dark blue sea (no effect). */
  ground: 'land' | 'light-sea' | 'dark-sea'
  /** Land: armies in the territory, by owner; light sea: navies, by owner. */
  losses?: Partial<Record<PowerId, number>>
  /** Land: silos (nukes) in the territory, by owner. */
  silos?: Partial<Record<PowerId, number>>
  /** Land: the resource companies located there, discarded. */
  companies?: { owner: PowerId; companyId: string }[]
  /** Light sea: armies embarked on the navies lost, by owner (lost with them, up to 4 a navy). */
  armiesAboard?: Partial<Record<PowerId, number>>
}

/**
 * Strategic Attack Sequence, resolved on the desk: nukes launched (silos removed), the launch dice
 * (a 6 fails), every screening power's dice, then the impact of each nuke that got through, or a
 * space blast (every L-star of every player lost if any gets through).
 */
export interface StrategicStrike {
  kind: 'strategicStrike'
  power: PowerId
  /** The power targeted (for a space blast: none). */
  target?: PowerId
  launched: number
  launchDice: number[]
  screens: ScreenDice[]
  spaceBlast?: boolean
  impacts: NukeImpact[]
}

/** L-star clash: matched dice, the low die loses an L-star, a tie loses one each. */
export interface LstarClash {
  kind: 'clashLstars'
  power: PowerId
  defender: PowerId
  attackerDice: number[]
  defenderDice: number[]
}

/** The tech cards by kind, for wording. */
export type { TechCard }

declare module '../../kernel/registry' {
  interface CommandRegistry {
    discardForEntropy: DiscardForEntropy
    selectAction: SelectAction
    endCashFlowTurn: EndCashFlowTurn
    produce: Produce
    buildWithLabor: BuildForces
    listUnits: ListUnits
    adjustListing: AdjustListing
    withdrawListing: WithdrawListing
    buyListed: BuyListed
    satisfyLaborDemand: SatisfyLaborDemand
    directTrade: DirectTrade
    deploy: Deploy
    declareBlockade: DeclareBlockade
    drawResearchCard: DrawResearchCard
    cashFlowAttack: CashFlowAttack
    occupy: Occupy
    nationalize: Nationalize
    strategicStrike: StrategicStrike
    clashLstars: LstarClash
  }
}
