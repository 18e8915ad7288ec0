import { phraseTable } from './kernel/phrase'

/**
 * What the tablet says to phones (issue 29), one English template per sentence in the catalogs'
 * syntax. A reply or a binding carries the English `message` (older phones read it) and `say`, the
 * key and values, so a phone writes the sentence in its reader's language
 * (presentation/catalogs/phone-sayings.ts); a rules refusal carries its `phrase` instead. Kept in
 * the domain so the table link (src/link) and the phones' catalog read the one table.
 */
export const LINK_SAYINGS = phraseTable('linkSayings', {
  notUnderstood: 'The tablet did not understand what this phone sent. Update the app on this phone.',
  notJoined: 'This phone has not joined a seat at this table. Pick your seat first.',
  notSigned: 'This message is not signed by the phone it names, so the tablet ignored it.',
  removed: 'The banker removed this phone from the table.',
  actsForOther: 'This phone is joined as {mine}; it cannot act for {other}.',
  bidsClosed: 'No bid is due now: the bids of this stage are closed.',
  otherRound: 'This bid was for Stage {stage} of cycle {cycle}; the bids open now are for Stage {openStage} of cycle {openCycle}. Bid again.',
  noCube: '{mine} has no cube to bid with this stage.',
  bidEntered: '{mine}’s bid was already entered on the tablet.',
  notRequestable: 'From a phone you can ask for a payment or a sale; the banker enters everything else on the tablet.',
  paysForOther: 'This phone is joined as {mine}; it cannot pay or sell for {other}.',
  revealedWithout: 'The bids were revealed on the tablet without this phone’s bid.',
  bidSealed: 'Your bid is sealed. The tablet opens it when the banker reveals the bids.',
  sentToBanker: 'Sent to the banker. Waiting for Accept.',
  seatLost: 'This phone no longer holds that seat.',
  accepted: 'The banker accepted it.',
  declined: 'The banker declined it.',
  declinedWhy: 'The banker declined it: {reason}',
  bidUnopened: 'Your sealed bid could not be opened. Bid again.',
  bidRevealed: 'Your bid was revealed.',
  noSuchSeat: 'There is no seat “{seat}” in this game. Pick one of {seats}.',
  seatTaken: '{seat} is already joined on another phone ({holder}). The banker can remove that phone first.',
  joined: 'This phone is joined as {seat}.',
  // The invitation a phone opens (invite.ts): worded on the phone itself.
  inviteEmpty: 'The invitation link is empty. Scan the code on the banker’s tablet again.',
  inviteCutOff: 'This is not an invitation to a game table: the link may be cut off. Scan the code on the banker’s tablet again.',
  inviteNotOne: 'This is not an invitation to a game table. Scan the code on the banker’s tablet again.',
  inviteVersion: 'This invitation was made by another version of the app. Update the app on this phone and on the tablet.',
  inviteDamaged: 'This invitation is damaged (part of it is missing). Scan the code on the banker’s tablet again.',
  // The tablet's own refusals and problems (host.ts, table-link.ts): worded on the tablet.
  requestGone: 'That request is no longer waiting.',
  seatGoneAsked: 'That phone no longer holds the seat it asked for.',
  noBidsOpen: 'No bids are open now.',
  openGameFirst: 'Open a game first.',
  otherTabRoom: 'Another tab on this device has this game open with the phones’ room: use that tab, or close it first.',
} as const)
