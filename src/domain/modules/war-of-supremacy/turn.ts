import type { GameEvent } from '../../kernel/events'
import { ok, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { isWholeNumber } from '../../kernel/guards'
import { MAX_DECK, WOS_RULE } from './data'
import type { CountDeck, DeclareDeckOut, EndCardTurn, PickUpCards } from './commands'
import type { WosState, WosTurn } from './state'
import { TURN_RULE, claimableField, drawFor, nextSeat, patchWos, requireStep, requireWos, withPlayer } from './table'
import { deckOutOutcome } from './territory'
import { wosRefusal } from './refusals'

/** A new turn for `player`: the claim when they still hold a Territory long enough, else combat. */
export function turnFor(wos: WosState, player: string, number: number): WosTurn {
  return { player, number, step: claimableField(wos, player) ? 'claim' : 'combat', attackers: [], hasPlayed: false }
}

/** Stage 5, Drawing Cards: none at ten or more; two, plus one when no card was played (or the variant's three keep two). */
export function decidePickUp(state: GameState, cmd: PickUpCards): Result<GameEvent[]> {
  const wos = requireWos(state)
  if (!wos.ok) return wos
  const p = requireStep(wos.value, cmd.player, ['draw'], 'doPickUp')
  if (!p.ok) return p
  const draw = drawFor(wos.value, p.value)
  const decks = pickedFrom(wos.value, draw.pickUp, cmd.spells)
  if (!decks.ok) return decks
  const next: WosState = {
    ...wos.value,
    players: draw.keep === 0 ? wos.value.players : withPlayer(wos.value, { ...p.value, hand: p.value.hand + draw.keep }),
    turn: { ...wos.value.turn, step: 'end' },
    ...(decks.value ? { decks: decks.value } : {}),
  }
  return ok([patchWos(wos.value, next)])
}

/**
 * The decks after a pick-up of `cards`, `spells` of them from the spell deck ("two cards from either
 * the creature or spell deck or a combination of the two"), when the table counts its decks. A deck
 * cannot give more than it holds; an empty deck is Deck Runs Out (the banner's next step).
 */
function pickedFrom(wos: WosState, cards: number, spells: unknown): Result<WosState['decks']> {
  if (spells !== undefined && (!isWholeNumber(spells) || spells < 0 || spells > cards)) return wosRefusal('bad-number', 'howManySpells', { cards }, TURN_RULE)
  const decks = wos.decks
  if (!decks) return ok(undefined)
  const fromSpells = spells ?? 0
  const fromCreatures = cards - fromSpells
  if (fromSpells > decks.spell || fromCreatures > decks.creature) {
    const key = wos.variants.noFinishInSight ? 'decksShortReshuffle' : 'decksShort'
    return wosRefusal('bad-number', key, { spell: decks.spell, creature: decks.creature }, `${WOS_RULE}, Deck Runs Out`)
  }
  return ok({ creature: decks.creature - fromCreatures, spell: decks.spell - fromSpells })
}

/** A deck recounted: a card drew from it, or No Finish in Sight shuffled the grave into a new one. */
export function decideCountDeck(state: GameState, cmd: CountDeck): Result<GameEvent[]> {
  const wos = requireWos(state)
  if (!wos.ok) return wos
  if (cmd.deck !== 'creature' && cmd.deck !== 'spell') return wosRefusal('bad-command', 'whichDeck')
  if (!isWholeNumber(cmd.cards) || cmd.cards < 0 || cmd.cards > MAX_DECK) return wosRefusal('bad-number', 'deckHolds', { max: MAX_DECK })
  const decks = wos.value.decks
  if (!decks) return wosRefusal('bad-command', 'decksNotCounted')
  if (decks[cmd.deck] === cmd.cards) return wosRefusal('no-change', cmd.deck === 'creature' ? 'creatureDeckHas' : 'spellDeckHas', { cards: cmd.cards })
  return ok([patchWos(wos.value, { ...wos.value, decks: { ...decks, [cmd.deck]: cmd.cards } })])
}

/**
 * Stage 6 over: the next player's turn. Each Territory's defender has held it one more of the
 * others' turns. A Territory waiting for its next cards must have them turned first.
 */
export function decideEndCardTurn(state: GameState, cmd: EndCardTurn): Result<GameEvent[]> {
  const wos = requireWos(state)
  if (!wos.ok) return wos
  const p = requireStep(wos.value, cmd.player, ['end'], 'doEndTurn')
  if (!p.ok) return p
  const waiting = wos.value.fields.find((f) => f.forms.length === 0)
  if (waiting) {
    return wosRefusal('wos-no-form', 'turnCardsBeforeNext', {}, `${WOS_RULE}, Winning a Territory`)
  }
  const fields = wos.value.fields.map((f) => (f.defender !== undefined && f.defender !== p.value.id ? { ...f, held: f.held + 1 } : f))
  const held: WosState = { ...wos.value, fields }
  const player = nextSeat(held, p.value.id)
  return ok([patchWos(wos.value, { ...held, turn: turnFor(held, player, wos.value.turn.number + 1) })])
}

/** Deck Runs Out: the game ends and the tie-break names the winner; No Finish in Sight plays on. */
export function decideDeckOut(state: GameState, cmd: DeclareDeckOut): Result<GameEvent[]> {
  const wos = requireWos(state)
  if (!wos.ok) return wos
  if (cmd.deck !== 'creature' && cmd.deck !== 'spell') return wosRefusal('bad-command', 'whichDeckRanOut')
  if (wos.value.variants.noFinishInSight) {
    return wosRefusal('wos-play-on', 'playOn', {}, `${WOS_RULE}, Variants, No Finish in Sight`)
  }
  return ok([patchWos(wos.value, { ...wos.value, outcome: deckOutOutcome(wos.value) })])
}
