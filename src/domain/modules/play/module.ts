import type { RuleModule } from '../../kernel/module'
import { decideAdvancePlay, decideEndTurn, decidePassTurn, decidePlaceBid, decideRevealBids, decideSetSequence } from './decide-turns'
import { decideClearSequenceRolls, decideRollSequenceDie } from './sequence'
import { decidePayArrears, decideSettleStage1 } from './stage1'
import { decideCollectProduction } from './stage2'
import { decidePayMoveCost } from './stage5'
import { decideBuildForces, decideBuildWeapons, decideResearch } from './stage6'
import { decideSellArms } from './arms-bazaar'
import { decideSellTerritory } from './territory-sale'
import { decideOrderDropShip, decideProspect } from './stage7'
import { decideCloseCompany, decideOpenCompany, decideSellCompany, decideTransferCompany } from './companies'
import { decideSetBlockade, decideSetSiege } from './tactics'
import { followForPlay, guardForPlay } from './rules'
import { playSettings } from './settings'
import { PLAY_V1 } from './legacy'

/** The guided Order of Play: stages, bids, turns, and what each stage allows. */
export const playModule: RuleModule = {
  id: 'play',
  title: 'the basic game’s order of play',
  // 2: Stage 6's End turn with nothing done this turn is a pass (see legacy.ts).
  version: 2,
  legacy: { 1: PLAY_V1 },
  settings: playSettings,
  deciders: {
    placeBid: decidePlaceBid,
    revealBids: decideRevealBids,
    setSequence: decideSetSequence,
    rollSequenceDie: decideRollSequenceDie,
    clearSequenceRolls: decideClearSequenceRolls,
    passTurn: decidePassTurn,
    endTurn: decideEndTurn,
    advancePlay: decideAdvancePlay,
    settleStage1: decideSettleStage1,
    payArrears: decidePayArrears,
    collectProduction: decideCollectProduction,
    payMoveCost: decidePayMoveCost,
    buildForces: decideBuildForces,
    buildWeapons: decideBuildWeapons,
    research: decideResearch,
    sellArms: decideSellArms,
    sellTerritory: decideSellTerritory,
    prospect: decideProspect,
    orderDropShip: decideOrderDropShip,
    closeCompany: decideCloseCompany,
    openCompany: decideOpenCompany,
    sellCompany: decideSellCompany,
    transferCompany: decideTransferCompany,
    setBlockade: decideSetBlockade,
    setSiege: decideSetSiege,
  },
  // Its patches are the kernel's slicePatched events on this slice.
  slices: ['play'],
  // The order of play's word on every command of a guided game: when, and by whom.
  guard: guardForPlay,
  follow: followForPlay,
  // A blind bid entered is secret until the hands open (revealBids clears the step).
  secretsPending: (state) => state.play?.step === 'bid' && Object.keys(state.play.bids).length > 0,
  // Sales between powers a seller may ask for on his phone; the Drop Ship order is the buyer's.
  actorOf: {
    sellCompany: (c) => c.seller,
    sellTerritory: (c) => c.seller,
    sellArms: (c) => c.seller,
    orderDropShip: (c) => c.buyer,
  },
}
