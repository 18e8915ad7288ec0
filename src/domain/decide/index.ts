import type { Command } from '../commands'
import type { GameEvent } from '../events'
import { refuse, type Result } from '../result'
import type { GameState } from '../state'
import { decideRepayLoan, decideTakeLoan, decideTransfer } from './bank'
import {
  decideAddCompany,
  decideCorrectCash,
  decideCorrectForces,
  decideCorrectLoans,
  decideCorrectMarket,
  decideCorrectSupply,
  decideRemoveCompany,
} from './corrections'
import { requireStarted } from './guards'
import { followForPlay, guardForPlay } from '../play/rules'
import { decideBuy, decideSell, decideTrade } from './market'
import { decideStart } from './setup'
import { decideEndGame, decideSetEndTerms, refuseAfterEnd } from '../endgame/ending'
import { decideAdvancePlay, decideEndTurn, decidePassTurn, decidePlaceBid, decideRevealBids, decideSetSequence } from '../play/decide-turns'
import { decidePayArrears, decideSettleStage1 } from '../play/stage1'
import { decideCollectProduction } from '../play/stage2'
import { decideFightBattle } from '../battle/conventional'
import { decideNuclearStrike } from '../battle/strategic'
import { decideLstarClash, decideSpaceBlast } from '../battle/space'
import { decideCaptureTerritory, decideLiberateTerritory } from '../battle/homes'
import { decideClaimSpoils, decideDestroyPower, decideSurrenderZone } from '../battle/spoils'
import { decideWithdrawFromZone } from '../battle/withdraw'
import { decidePayMoveCost } from '../play/stage5'
import { decideBuildForces, decideBuildWeapons, decideResearch } from '../play/stage6'
import { decideSellArms } from '../play/arms-bazaar'
import { decideOrderDropShip, decideProspect } from '../play/stage7'
import { decideCloseCompany, decideOpenCompany, decideSellCompany, decideTransferCompany } from '../play/companies'
import { decideSetBlockade, decideSetSiege } from '../play/tactics'

type Decider<K extends Command['kind']> = (state: GameState, cmd: Extract<Command, { kind: K }>) => Result<GameEvent[]>

/** One decider per command kind; rule modules (variants, stages) add theirs to this table. */
const DECIDERS: { [K in Command['kind']]: Decider<K> } = {
  startGame: decideStart,
  endGame: decideEndGame,
  setEndTerms: decideSetEndTerms,
  transferMoney: decideTransfer,
  takeLoan: decideTakeLoan,
  repayLoan: decideRepayLoan,
  sellToMarket: decideSell,
  buyFromMarket: decideBuy,
  tradeResources: decideTrade,
  correctCash: decideCorrectCash,
  correctSupply: decideCorrectSupply,
  correctForces: decideCorrectForces,
  correctLoans: decideCorrectLoans,
  correctMarket: decideCorrectMarket,
  addCompany: decideAddCompany,
  removeCompany: decideRemoveCompany,
  placeBid: decidePlaceBid,
  revealBids: decideRevealBids,
  setSequence: decideSetSequence,
  passTurn: decidePassTurn,
  endTurn: decideEndTurn,
  advancePlay: decideAdvancePlay,
  settleStage1: decideSettleStage1,
  payArrears: decidePayArrears,
  collectProduction: decideCollectProduction,
  fightBattle: decideFightBattle,
  nuclearStrike: decideNuclearStrike,
  spaceBlast: decideSpaceBlast,
  lstarClash: decideLstarClash,
  captureTerritory: decideCaptureTerritory,
  liberateTerritory: decideLiberateTerritory,
  claimSpoils: decideClaimSpoils,
  destroyPower: decideDestroyPower,
  surrenderZone: decideSurrenderZone,
  withdrawFromZone: decideWithdrawFromZone,
  payMoveCost: decidePayMoveCost,
  buildForces: decideBuildForces,
  buildWeapons: decideBuildWeapons,
  research: decideResearch,
  sellArms: decideSellArms,
  prospect: decideProspect,
  orderDropShip: decideOrderDropShip,
  closeCompany: decideCloseCompany,
  openCompany: decideOpenCompany,
  sellCompany: decideSellCompany,
  transferCompany: decideTransferCompany,
  setBlockade: decideSetBlockade,
  setSiege: decideSetSiege,
}

/** Whether this version of the rules knows a command kind (a game file may name others). */
export function isKnownCommandKind(kind: string): boolean {
  return Object.hasOwn(DECIDERS, kind)
}

/**
 * The rules: a command and the current state in, events or a refusal out. Pure. Never throws
 * for anything a person (or a game file) can send; a throw here is a bug.
 */
export function decide(state: GameState, command: Command): Result<GameEvent[]> {
  if (typeof command !== 'object' || command === null) return refuse('bad-command', 'That action is not understood.')
  const decider = Object.hasOwn(DECIDERS, command.kind) ? (DECIDERS[command.kind] as Decider<Command['kind']>) : undefined
  if (decider === undefined) return refuse('bad-command', 'That action is not understood.')
  if (command.kind !== 'startGame') {
    const notStarted = requireStarted(state)
    if (notStarted) return notStarted
    // Once the game is over only undo and redo (not commands) may change it.
    const over = refuseAfterEnd(state)
    if (over) return over
  }
  const outOfOrder = guardForPlay(state, command)
  if (outOfOrder) return outOfOrder
  const decided = decider(state, command)
  return decided.ok ? { ok: true, value: followForPlay(state, command, decided.value) } : decided
}
