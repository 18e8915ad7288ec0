/**
 * The table link (players' phones, issue 28): the tablet publishes its log into a Y.Doc, signed;
 * phones fold it read-only and send signed intents the tablet decides. Loaded on demand only.
 */
export { newInvite, inviteToken, parseInviteToken, isInvite, type RoomInvite } from './invite'
export { TableHost, type HostKeys, type HostOptions, type PendingRequest } from './host'
export { TableGuest, newDeviceKeys, type DeviceKeys, type JoinStatus, type Problem } from './guest'
export { sessionPort, type HostPort } from './port'
export { seatsOf, type Seat } from './seats'
export { newLink, inviteOf, loadLink, saveLink, forgetLink, type LinkRecord, type LinkDeviceRecord } from './store'
export { secretsPending, REBASE_EVERY } from './publish'
export type { LinkedDevice } from './devices'
export type { BidsRecord, BidRound, Reply, ReplyStatus, BindingRecord } from './doc'
