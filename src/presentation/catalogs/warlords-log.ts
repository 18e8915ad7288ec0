import { defineCatalog } from '../i18n/words'

/**
 * Warlords and Pirates' log lines (issue 29): the log keeps the commands; warlords-text.ts words
 * them here when a line is shown. `{holder}` is "Sivaji, the warlord of India" (warlords-names.ts).
 */
export const WARLORDS_LOG = {
  setUp: 'The Marshall placed the warlords and pirates ({mode}, {n} zone) | The Marshall placed the warlords and pirates ({mode}, {n} zones)',
  sold: '{power} sold {weapons} to {holder}',
  clientListNone: 'Client List: nobody sells weapons to the warlords and pirates this turn',
  clientList: 'Client List: {lines}',
  clientLine: '{power} {weapons} to {holder}',
  bought: '{power} bought {weapons} from {holder} for {amount}',
  attacked: "{attacker} attacked {holder} ({dice} against the Marshall's {marshall})",
  strike: "First strike: {holder} fired its nukes at {attacker}'s {target} ({details})",
  strikeTie: "First strike: {holder} fired its nukes at {attacker}'s {target}, the Marshall's die {die} ({details})",
  lstarDice: 'L-stars {dice}',
  marshallLstars: "the Marshall's L-stars {dice}",
  noLstars: 'no L-stars',
  rouletteDie: 'Nuclear Roulette die {die}',
  detailsAnd: '{first}; {then}',
  captured: '{attacker} captured {zone} from {holder}',
  reinforced: '{holder} built reinforcements: {forces}',
  nuked: '{attacker} fired {nukes} at {holder} ({details})',
  vacated: '{power} left {zone}: {holder} may build there again',
  paidForCard: "{power} paid the warlord's {amount} for {card}, left unpaid by its owner, and took it",
  aZoneCard: "a card in a warlord's zone",
  bid: '{power} bid {amount} for {card}',
  cardSold: 'The warlord sold {card} to the highest bidder, {power}, for {amount}',
  bidsClosed: 'The bids for {card} closed',
  blockadeFee: "{payer} paid {amount} to {holder}, to blockade {territory} (the Marshall's die {die})",
  superFee: "{power} paid the Super Fee, {amount}, to lift the blockade of {territory} ({power}'s die {die})",
  sellingRolled: 'Stage 3: the selling position rolled, die {die}',
  treasury: 'the warlords and pirates',
} as const

export const warlordsLogWords = defineCatalog('warlordsLog', WARLORDS_LOG)
