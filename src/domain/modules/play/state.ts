import type { StageNumber } from './data'
import type { PowerId, Resource } from '../../kernel/ids'
import type { Millions } from '../../kernel/money'

/**
 * Where a Stage 3-7 round stands: secret bids, then the player sequence, then its phases; 'over'
 * once the stage's last rotating phase has ended (or nobody bid), until the Marshall's "next"
 * opens the next stage (setting `stageEnd`, 'pause').
 */
export type PlayStep = 'bid' | 'sequence' | 'phase' | 'over'

export type Weapon = 'nukes' | 'lstars'

/** Stage 7, Phase D: resources bought now, shipped from the seller's production next Stage 2. */
export interface DropShipOrder {
  id: string
  seller: PowerId
  buyer: PowerId
  resource: Resource
  units: number
  /** Agreed price, paid by the buyer when the order is given in Stage 7 (DROP_SHIP_PAYMENT_READING). */
  price: Millions
}

/**
 * The guided order of play. Absent from games kept as bookkeeping only. Changed only by
 * slicePatched events on the play slice (`playChanged()` builds them), which carry the old and
 * new value of each field they touch.
 */
export interface PlayState {
  cycle: number
  stage: StageNumber
  step: PlayStep
  /** The current phase id ("A" to "F") while step is 'phase'. */
  phase: string
  /** Cubes left this cycle for Stages 3 to 7. */
  cubes: Partial<Record<PowerId, number>>
  /** Secret bids entered so far for the current stage (shown only when all are in). */
  bids: Partial<Record<PowerId, boolean>>
  /** Powers playing the current stage, in player sequence once it is set. */
  sequence: PowerId[]
  /** Whose turn it is in a rotating phase: an index into `sequence`. */
  turn: number
  /**
   * Powers that no longer wish to act in the current rotating phase: for good ('pass-is-final'),
   * or since the last action, one after the other ('until-all-pass-in-turn').
   */
  passed: PowerId[]
  /** Stages 1 and 2: powers that have settled; Stage 7: attempts used per power are in `prospects`. */
  done: PowerId[]
  /** Companies whose salaries were not paid this cycle: they produce nothing in Stage 2. */
  unpaid: Partial<Record<PowerId, string[]>>
  /** Powers that did not pay all their company salaries this cycle (drop-ship orders fail). */
  shortOnSalaries: PowerId[]
  /** Interest in arrears: a power in default may not borrow or trade on the market. */
  arrears: Partial<Record<PowerId, Millions>>
  /** Research completed: the power may build that weapon. */
  tech: Partial<Record<PowerId, Weapon[]>>
  /** Stage 6: found the nuke card this cycle ("this turn" in the rulebook), so no more nukes until the next Stage 6. */
  nukeResearchedThisTurn: PowerId[]
  /** Stage 7: prospecting attempts used this cycle. */
  prospects: Partial<Record<PowerId, number>>
  /** Stage 7: powers that bid with two cubes left, so may buy and prospect. */
  doubleSeven: PowerId[]
  /** Stage 7: what each single-cube power chose, buy or prospect ("He may not do both"). */
  stage7Choice: Partial<Record<PowerId, 'buy' | 'prospect'>>
  dropShips: DropShipOrder[]
  /** Foreign territories under blockade, per owner: no production, no new armies there. */
  blockaded: Partial<Record<PowerId, string[]>>
  /** Powers whose home ports are all blocked: no foreign production, no trading. */
  besieged: PowerId[]
  /**
   * Powers out of the current rotating phase for good (Stage 7: a buyer may not prospect; three
   * prospecting attempts used), when a pass is not final (the 'until-all-pass-in-turn' reading).
   * Absent in older games.
   */
  finished?: PowerId[]
  /**
   * Phase B, Player Sequence: the dice rolled so far, each kept as it is entered (each bidder's
   * list: the first die, then its re-rolls in a tie). Cleared (null) when the order is set.
   * Absent before the first die, and in older games (which sent all the dice at once).
   */
  sequenceRolls?: Partial<Record<PowerId, number[]>> | null
  /** Stage 4: powers attacked by the current attack that still have their one counterattack. */
  counterattacks?: PowerId[]
  /**
   * Stage 4: the power whose turn it is has made its one attack ("After player one has made his
   * first attack, the defender gets one counterattack"); the turn moves on when the counterattacks
   * are used or declined. Absent (or null) before the attack, and in older games.
   */
  attackMade?: PowerId | null
  /**
   * Stage 6, Phase C: the power whose turn it is has built, researched or sold this turn, so End
   * turn moves on; a turn with nothing done ends as a pass. Absent in older games and between turns.
   */
  turnActed?: boolean | null
  /**
   * Stage 4 Tactics, "First Strike": `by` (a defender) fired first at `against` (the power whose
   * turn it is), who may retaliate at once. Cleared (null) when `against` fights its battle with
   * `by`, ends its turn or passes. Absent in older games.
   */
  firstStrike?: { by: PowerId; against: PowerId } | null
}

export type PlayPatch = Partial<PlayState>
