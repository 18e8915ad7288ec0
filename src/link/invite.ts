import { b64ToText, randomId, textToB64 } from './b64'
import { said, type LinkSay, type LinkSayKey } from './sayings'

/**
 * What a phone needs to join a game's room: the room's random name and key (y-webrtc encrypts
 * signaling and peer traffic with the key) and the tablet's writer public key, which every record
 * the phone shows must verify against. Never the gameId: the room says nothing about the game.
 */
export interface RoomInvite {
  v: 1
  room: string
  key: string
  writer: string
}

/** A new room for the tablet whose writer public key is `writer` (base64url raw). */
export function newInvite(writer: string): RoomInvite {
  return { v: 1, room: randomId(16), key: randomId(16), writer }
}

/** The token in `#/join/<token>`: base64url of the invite's JSON. */
export function inviteToken(invite: RoomInvite): string {
  return textToB64(JSON.stringify({ v: invite.v, room: invite.room, key: invite.key, writer: invite.writer }))
}

const B64URL = /^[A-Za-z0-9_-]+$/

/** Why a token is not an invite: the English words, and the saying the phone words in its reader's language. */
export interface InviteProblem {
  problem: string
  say?: LinkSay
}

function problem(key: LinkSayKey): InviteProblem {
  const { message, say } = said(key)
  return { problem: message, say }
}

/** The invite a token holds, or the words why it is not one (a mistyped or cut-off link). */
export function parseInviteToken(token: string): RoomInvite | InviteProblem {
  const trimmed = token.trim()
  if (trimmed === '') return problem('inviteEmpty')
  let value: unknown
  try {
    value = JSON.parse(b64ToText(trimmed))
  } catch {
    return problem('inviteCutOff')
  }
  if (typeof value !== 'object' || value === null) return problem('inviteNotOne')
  const v = value as Record<string, unknown>
  if (v.v !== 1) return problem('inviteVersion')
  for (const field of ['room', 'key', 'writer'] as const) {
    const text = v[field]
    if (typeof text !== 'string' || !B64URL.test(text)) return problem('inviteDamaged')
  }
  return { v: 1, room: v.room as string, key: v.key as string, writer: v.writer as string }
}

/** Whether a parse gave an invite (not a problem). */
export function isInvite(parsed: RoomInvite | InviteProblem): parsed is RoomInvite {
  return !('problem' in parsed)
}
