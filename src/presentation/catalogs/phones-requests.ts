import { defineCatalog } from '../i18n/words'

/**
 * A player's phone, joined live to the tablet: its blind bid, its requests to the banker and the
 * tablet's answers (components/link/Phone*.vue, presentation/link-ui.ts). The tablet's own sentences
 * sent to phones are in phone-sayings.ts.
 */
export const PHONE_REQUESTS = {
  // PhoneBidCard
  bidTitle: 'Your bid',
  bidSealed: 'Your bid is sealed; the banker reveals when all are in.',
  bidSending: 'Sending your bid to the tablet…',
  bidQuestion: 'Play {stage}?',
  bidPrivate: 'Only you see this. Nobody sees your answer until every bid is in.',
  yes: 'Yes',
  no: 'No',
  bidUsesCube: 'uses one cube, {n} left',
  bidKeepCubes: 'keep my {n} cube | keep my {n} cubes',
  bidStage: 'Stage {stage} ({name})',
  // PhoneRequestForm
  askTitle: 'Ask the banker',
  whatToAsk: 'What to ask',
  payPlayer: 'Pay a player',
  sellResources: 'Sell resources',
  payTo: 'Pay',
  sellTo: 'Sell to',
  resource: 'Resource',
  units: 'Units',
  amountMillions: 'Amount ($ millions)',
  priceMillions: 'Price ($ millions)',
  whatFor: 'What for (optional)',
  problemPay: 'Pick who to pay and a whole number of millions.',
  problemSell: 'Pick the buyer, a number of units and a price in millions.',
  sendToBanker: 'Send to the banker',
  // PhoneReplies and the requests as the banker reads them
  yourRequests: 'Your requests',
  requestPay: 'pay {to} {amount} ({purpose})',
  requestPayNote: 'pay {to} {amount} ({purpose}: {note})',
  requestSell: 'sell {n} {resource} to {buyer} for {amount}',
  requestTrade: 'trade with {partner}: give {gives}, get {gets}',
  sideUnits: '{n} {resource}',
  sideCompanies: '{n} company | {n} companies',
  sideAnd: '{first} and {next}',
  sideNothing: 'nothing',
  replyWaiting: 'Sent: waiting for the banker.',
  replyAccepted: 'Accepted: {message}',
  replyAcceptedPlain: 'Accepted and recorded.',
  replyDeclined: 'Declined by the banker: {message}',
  replyDeclinedPlain: 'Declined by the banker.',
  replyRefused: 'Refused: {message}',
  // JoinView: the room would not open (the error's own words follow)
  couldNotOpen: 'This phone could not open the room: {error}',
} as const

export const phoneRequestWords = defineCatalog('phoneRequests', PHONE_REQUESTS)
