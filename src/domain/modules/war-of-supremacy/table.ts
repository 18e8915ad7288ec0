import { patchSlice } from '../../kernel/patch'
import type { SlicePatchedOf } from '../../kernel/events'
import { ok, type Result } from '../../kernel/result'
import type { PhraseValue } from '../../kernel/phrase'
import type { GameState } from '../../kernel/state'
import {
  CLAIM_TURN_CARDS,
  DRAW_CARDS,
  EXTRA_PICK_UP_CARDS,
  EXTRA_PICK_UP_DISCARD,
  HAND_LIMIT,
  NO_PLAY_EXTRA_CARDS,
  TWO_PLAYER_DEFENCE_TURNS,
  WOS_RULE,
} from './data'
import type { Field, SeatId, WosPlayer, WosState } from './state'
import { DEFAULT_WOS_READINGS, type WosReading } from './data'
import { wosPhrase, wosRefusal } from './refusals'

/** The game's readings: the ones chosen at the start, the defaults for a game that chose none. */
export function readingsOf(wos: WosState): Readonly<Record<WosReading, boolean>> {
  return wos.readings ?? DEFAULT_WOS_READINGS
}

export const TURN_RULE = `${WOS_RULE}, Player's Turn`

export function requireWos(state: GameState): Result<WosState> {
  const wos = state.warOfSupremacy
  if (!wos) return wosRefusal('bad-command', 'notWos')
  if (wos.outcome) return wosRefusal('wos-game-over', 'gameOver', {}, WOS_RULE)
  return ok(wos)
}

export function findSeat(wos: WosState, id: unknown): WosPlayer | undefined {
  return wos.players.find((p) => p.id === id)
}

export function seatName(wos: WosState, id: SeatId | undefined): string {
  return findSeat(wos, id)?.name ?? 'nobody'
}

/** A player in this game, or a refusal. */
export function requireSeat(wos: WosState, id: unknown): Result<WosPlayer> {
  const p = findSeat(wos, id)
  return p ? ok(p) : wosRefusal('unknown-power', 'unknownPlayer')
}

/** A seat's name as a refusal's value ("nobody" as a phrase, in the reader's language). */
function seatValue(wos: WosState, id: SeatId | undefined): PhraseValue {
  return findSeat(wos, id)?.name ?? { phrase: wosPhrase('nobody') }
}

/** What a player tried at the wrong step, as the refusal says it ("cannot attack now"). */
export type WosDoing = 'doAttack' | 'doResolve' | 'doPickUp' | 'doEndTurn' | 'doClaim'

/** It is `player`'s turn and the turn is at `step`. */
export function requireStep(wos: WosState, player: unknown, steps: readonly string[], what: WosDoing): Result<WosPlayer> {
  const p = requireSeat(wos, player)
  if (!p.ok) return p
  const turn = wos.turn
  if (turn.player !== p.value.id) return wosRefusal('wos-not-your-turn', 'notYourTurn', { current: seatValue(wos, turn.player), player: p.value.name }, TURN_RULE)
  if (!steps.includes(turn.step)) {
    return wosRefusal('wos-wrong-step', 'wrongStep', { player: p.value.name, what: { phrase: wosPhrase(what) }, hint: { phrase: wosPhrase(STEP_HINT[turn.step]) } }, TURN_RULE)
  }
  return p
}

const STEP_HINT = {
  claim: 'hintClaim',
  combat: 'hintCombat',
  draw: 'hintDraw',
  end: 'hintEnd',
} as const satisfies Readonly<Record<WosState['turn']['step'], string>>

export function findField(wos: WosState, id: unknown): Field | undefined {
  return wos.fields.find((f) => f.id === id)
}

/** One patch of the slice's fields that changed (compared by reference). */
export function patchWos(current: WosState, next: WosState): SlicePatchedOf<'warOfSupremacy'> {
  const changes: Partial<WosState> = {}
  for (const key of Object.keys(next) as (keyof WosState)[]) {
    if (next[key] !== current[key]) (changes as Record<string, unknown>)[key] = next[key]
  }
  // A field removed (e.g. the outcome cleared) is patched to null by patchSlice's memory of it.
  return patchSlice('warOfSupremacy', current, changes)
}

/** The seat after `id` in seating order. */
export function nextSeat(wos: WosState, id: SeatId): SeatId {
  const i = wos.players.findIndex((p) => p.id === id)
  return wos.players[(i + 1) % wos.players.length]!.id
}

/** Team Game: the seats scoring together with `id` (itself alone in other games). */
export function teamOf(wos: WosState, id: SeatId): readonly SeatId[] {
  return wos.teams?.find((t) => t.includes(id)) ?? [id]
}

/** The sides that win the game: teams in a Team Game, else each player. */
export function sides(wos: WosState): readonly (readonly SeatId[])[] {
  return wos.teams ?? wos.players.map((p) => [p.id])
}

/** The Territories a side has won, in the order they were won. */
export function wonBy(wos: WosState, side: readonly SeatId[]): number[] {
  return wos.players
    .filter((p) => side.includes(p.id))
    .flatMap((p) => p.won.map((t) => t.ordinal))
    .sort((a, b) => a - b)
}

/**
 * Winning a Territory, 1, and Two Player Game: the other players' turns a defender must hold the
 * Territory to take it: every other player once, or two turns in a two-player game.
 */
export function defenceTurnsNeeded(wos: WosState): number {
  return wos.players.length === 2 ? TWO_PLAYER_DEFENCE_TURNS : wos.players.length - 1
}

/** The Territory `player` takes at the start of their turn by defending it against everyone, if any. */
export function claimableField(wos: WosState, player: SeatId): Field | undefined {
  return wos.fields.find((f) => f.defender === player && f.held >= defenceTurnsNeeded(wos))
}

/** Stage 5: the cards the current player picks up now, and how many they keep. */
export interface Draw {
  pickUp: number
  keep: number
  /** Why none: the hand is at the limit. */
  isAtLimit: boolean
}

export function drawFor(wos: WosState, player: WosPlayer): Draw {
  if (player.hand >= HAND_LIMIT) return { pickUp: 0, keep: 0, isAtLimit: true }
  const turn = wos.turn
  // The claim step is a claim turn already ("Once claimed, that player can pick up 2 cards"): its
  // preview says 2 before the claim is tapped, not the 3 of a turn with no card played.
  if (turn.hasClaimed || turn.step === 'claim') return { pickUp: CLAIM_TURN_CARDS, keep: CLAIM_TURN_CARDS, isAtLimit: false }
  if (wos.variants.extraPickUp) {
    // "If the player did not play any cards during their turn, they keep all three cards".
    return { pickUp: EXTRA_PICK_UP_CARDS, keep: turn.hasPlayed ? EXTRA_PICK_UP_CARDS - EXTRA_PICK_UP_DISCARD : EXTRA_PICK_UP_CARDS, isAtLimit: false }
  }
  const cards = DRAW_CARDS + (turn.hasPlayed ? 0 : NO_PLAY_EXTRA_CARDS)
  return { pickUp: cards, keep: cards, isAtLimit: false }
}

/** Replaces one player's record. */
export function withPlayer(wos: WosState, player: WosPlayer): readonly WosPlayer[] {
  return wos.players.map((p) => (p.id === player.id ? player : p))
}

export function withField(wos: WosState, field: Field): readonly Field[] {
  return wos.fields.map((f) => (f.id === field.id ? field : f))
}
