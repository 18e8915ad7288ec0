import { defineCatalog } from '../i18n/words'

/**
 * The tablet's "Players' phones" sheet: the room on or off and its status, the join code, the phones
 * joined, the signaling server setting, and the bid step while players bid on their phones.
 */
export const PHONES_TABLET = {
  // PhonesSheet.vue
  title: "Players' phones",
  intro:
    'Each player can follow their own books, the Board and the log on their own phone, bid in secret there, and send a payment or a sale for you to accept. This tablet stays the one that writes the game.',
  opening: 'Opening the room…',
  letJoin: 'Let phones join',
  statusOffline: 'This tablet is offline: phones already connected stay, new ones cannot find the room.',
  statusConnecting: 'Reaching the signaling server…',
  statusWaiting: 'Room open: waiting for phones.',
  statusReached: 'Room open: {n} device reached. | Room open: {n} devices reached.',
  otherWriter: 'Another tablet is writing this game in the same room. Use one tablet: close the game on the other.',
  closeRoom: 'Close the room',
  bidsTitle: 'Bids sealed on phones',
  noneYet: 'None yet.',
  bidsSealed: '{seats}: sealed, opened when you tap Reveal bids.',
  // JoinCode.vue
  qrLabel: 'QR code of the join address',
  scanTitle: "Scan with each player's phone",
  scanHow: 'Open the camera, point it at the code, and open the link. Then pick your seat.',
  orAddress: 'Or open this address on the phone:',
  copied: 'Copied',
  copyAddress: 'Copy the address',
  codeWarning: 'Anyone with this code can see the game: show it only at the table.',
  // DeviceList.vue
  devicesTitle: 'Phones joined',
  noPhone: 'No phone yet.',
  connected: '● Connected',
  notReached: '○ Not reached',
  removeLabel: "Remove {seat}'s phone",
  remove: 'Remove',
  // SignalingSettings.vue and use-signaling.ts
  signalingTitle: 'Signaling server',
  signalingAbout:
    "Phones find this tablet through a signaling server, which passes encrypted introductions and nothing of the game. The default is y-webrtc's public server, {server}. A group can run its own (see the README) and type its address here.",
  serverLabel: 'Server address (empty: the default)',
  save: 'Save',
  saved: 'Saved: {servers}. Close and reopen the room to use it.',
  signalingEmpty: 'Type the address of a signaling server, for example wss://y-webrtc-eu.fly.dev.',
  signalingNotAddress: '“{server}” is not an address: it starts with wss:// (or ws:// on your own network).',
  signalingProtocol: "“{server}” starts with {protocol}//: a signaling server's address starts with wss:// or ws://.",
  // PhoneBidsWaiting.vue
  waitingBids: 'Waiting for bids on phones: {names}',
  sealedOnPhones: 'Sealed on phones: {names}.',
  answerOnPhone: 'Each player answers Yes or No on their own phone. Nothing shows here until you reveal.',
  bidOnTablet: '{name} bids on the tablet instead',
  // use-table-host.ts
  roomFailed: 'The room could not be opened: {message}',
} as const

export const tabletPhoneWords = defineCatalog('phonesTablet', PHONES_TABLET)
