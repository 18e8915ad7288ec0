import type { RuleModule } from '../../kernel/module'
import './slice'
import './codes'
import './commands'
import { decideSetUpNeutralZones } from './setup'
import { decideBuyFromWarlord, decideSellToWarlord } from './sales'
import { initialNeutral, WARLORDS_TREASURY } from './state'
import './economy-commands'
import './economy-codes'
import { decideBidForNeutralCard, decideCloseNeutralCardBids, decidePayForNeutralCard, guardOpenBids, zoneSalaryLines } from './stage1-cards'
import { blockadedBy, decideLiftBlockade, decidePayBlockadeFee } from './blockade'
import { decideRollSellingPosition, followSellingPosition, guardSellingPosition } from './stage3'
import { decideAttackWarlord } from './defence'
import { decideWarlordStrike } from './warlord-strike'
import { decideCaptureWarlordZone } from './capture'
import { decideReinforceWarlord } from './reinforce'
import { warlordsDue } from './due'
import { zoneOccupant } from './zones'
import './zone-codes'
import { decideNukeWarlordZone, guardRetaliation } from './nuke-zone'
import { decideVacateWarlordZone } from './vacate'
import { WARLORDS_V1 } from './legacy'
import { warlordsSettings } from './settings'
import { decideNoteClientList } from './client-list'

/**
 * Warlords and Pirates of the Neutral Zones (expansion-warlords-and-pirates.txt): switched on at
 * setup; the warlords' and pirates' supply center (slice `neutral`), their treasury, the Marshall's
 * setup and the Stage 6 weapon sales.
 */
export const warlordsModule: RuleModule = {
  id: 'warlords',
  title: 'the Warlords and Pirates expansion',
  // 2: the board's sea adjacency, the Stage 3 sale with nobody bidding, the Client List, air battles as any air battle (see legacy.ts).
  version: 2,
  legacy: { 1: WARLORDS_V1 },
  requires: ['supply', 'bank', 'market', 'play', 'battle'],
  slices: ['neutral'],
  settings: warlordsSettings,
  startSlices: () => ({ neutral: initialNeutral() }),
  // "Nervos belli, pecuniam infinitam": the treasury always pays, so it may go below zero.
  accounts: () => [{ id: WARLORDS_TREASURY, name: 'the warlords and pirates' }],
  deciders: {
    setUpNeutralZones: decideSetUpNeutralZones,
    sellToWarlord: decideSellToWarlord,
    buyFromWarlord: decideBuyFromWarlord,
    payForNeutralCard: decidePayForNeutralCard,
    bidForNeutralCard: decideBidForNeutralCard,
    closeNeutralCardBids: decideCloseNeutralCardBids,
    payBlockadeFee: decidePayBlockadeFee,
    liftBlockade: decideLiftBlockade,
    rollSellingPosition: decideRollSellingPosition,
    noteClientList: decideNoteClientList,
    attackWarlord: decideAttackWarlord,
    warlordStrike: decideWarlordStrike,
    captureWarlordZone: decideCaptureWarlordZone,
    reinforceWarlord: decideReinforceWarlord,
    nukeWarlordZone: decideNukeWarlordZone,
    vacateWarlordZone: decideVacateWarlordZone,
  },
  // Stage 1: $100M per card in a warlord's or pirate's zone, to the bank.
  bill: (state, power) => zoneSalaryLines(state, power),
  // Stage 2: a pirate's blockade keeps the card idle unless its owner lifted it.
  idle: blockadedBy,
  guard: (state, command) => guardOpenBids(state, command) ?? guardSellingPosition(state, command) ?? guardRetaliation(state, command),
  follow: followSellingPosition,
  // The banner's big button: bids to close before Stage 1 ends, the Stage 3 selling roll, the Stage 6 Client List.
  due: warlordsDue,
  // Stage 7: a card prospected in a zone an opponent captured goes back to the deck.
  occupant: zoneOccupant,
}
