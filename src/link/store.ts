import type { LinkRecord } from '@/persistence/database'
import { getLinkRepository } from '@/session/services'
import { newInvite, type RoomInvite } from './invite'
import { newSealKeys, newSigningKeys, publicKeyText } from './keys'

export type { LinkRecord, LinkDeviceRecord } from '@/persistence/database'

/** A new table link for a game: fresh writer and seal keys and a new room (off until the banker turns it on). */
export async function newLink(gameId: string): Promise<LinkRecord> {
  const [writer, seal] = await Promise.all([newSigningKeys(), newSealKeys()])
  const invite = newInvite(await publicKeyText(writer.publicKey))
  return { gameId, room: invite.room, key: invite.key, writer, seal, on: false, devices: [] }
}

/** The invite a link's phones join with. */
export async function inviteOf(link: LinkRecord): Promise<RoomInvite> {
  return { v: 1, room: link.room, key: link.key, writer: await publicKeyText(link.writer.publicKey) }
}

export function loadLink(gameId: string): Promise<LinkRecord | undefined> {
  return getLinkRepository().load(gameId)
}

export function saveLink(record: LinkRecord): Promise<void> {
  return getLinkRepository().save(record)
}

/** Forgets a game's link: its room, keys and devices (a new link is a new room, with a new code). */
export function forgetLink(gameId: string): Promise<void> {
  return getLinkRepository().forget(gameId)
}
