import type { GameEvent } from '../../kernel/events'
import { isWholeNumber } from '../../kernel/guards'
import { ok, refuse, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { COMBAT_FORMS, MAX_SCORE, WOS_RULE, type CombatForm } from './data'
import type { ChangeCreature, CountHand, PlayCreature, PlaySpell, RemoveCreature, ResolveCombat, TurnCombatForm } from './commands'
import { applyChange, combatWinner, isKilled, liveCombat, newCreature, winsOutright } from './scores'
import { FORM_HINT, isFormList } from './setup'
import type { Creature, Field, WosPlayer, WosState } from './state'
import { findField, patchWos, readingsOf, requireSeat, requireStep, requireWos, seatName, withField, withPlayer } from './table'
import { winTerritory } from './territory'
import { atMostCharacters, tooLong } from '../../kernel/text'

const MODIFIER_RULE = `${WOS_RULE}, Creature Score Modifiers`
const MAX_NAME = 40
const MAX_HAND = 99

const isScore = (n: unknown, min = 0): n is number => isWholeNumber(n) && n >= min && n <= MAX_SCORE

/**
 * Creature Score Modifiers: a creature with a negative modifier whose best score among the active
 * forms is 0 or less "is instantly killed". Applied after every change of score or form.
 */
export function removeKilled(wos: WosState): WosState {
  const cancelled = readingsOf(wos).cancelledMinusKills
  const attackedAt = findField(wos, wos.turn.field)
  const attackers = attackedAt ? wos.turn.attackers.filter((c) => !isKilled(c, attackedAt.forms, cancelled)) : wos.turn.attackers
  const fields = wos.fields.map((f) => {
    const defenders = f.defenders.filter((c) => !isKilled(c, f.forms, cancelled))
    return defenders.length === f.defenders.length ? f : { ...f, defenders }
  })
  const changed = fields.some((f, i) => f !== wos.fields[i])
  return {
    ...wos,
    ...(changed ? { fields } : {}),
    ...(attackers.length !== wos.turn.attackers.length ? { turn: { ...wos.turn, attackers } } : {}),
  }
}

function requireField(wos: WosState, id: unknown): Result<Field> {
  const field = findField(wos, id)
  if (!field) return refuse('wos-no-field', 'That Territory is not being fought over in this game.')
  return ok(field)
}

/** A field with its combat form turned. */
function requireFight(wos: WosState, id: unknown): Result<Field> {
  const field = requireField(wos, id)
  if (!field.ok) return field
  if (field.value.forms.length === 0) return refuse('wos-no-form', 'Turn the next combat form card for this Territory first.', `${WOS_RULE}, Winning a Territory`)
  return field
}

/** "Players can only attack one Territory in their turn." */
function requireOneTerritory(wos: WosState, field: Field): Result<never> | undefined {
  const attacked = wos.turn.field
  if (attacked === undefined || attacked === field.id) return undefined
  return refuse('wos-one-territory', `${seatName(wos, wos.turn.player)} is attacking the other Territory this turn: one Territory a turn.`, `${WOS_RULE}, Variants, Multiple Territories`)
}

/** A card played from a hand: one fewer in it (the count cannot go below none). */
function fromHand(wos: WosState, player: WosPlayer): Result<WosState> {
  if (player.hand < 1) {
    return refuse('wos-empty-hand', `${player.name}'s hand count is 0. Count their hand again (+1) if they hold the card.`, undefined, [
      { label: `Count ${player.name}'s hand +1`, command: { kind: 'countHand', player: player.id, by: 1 } },
    ])
  }
  return ok({ ...wos, players: withPlayer(wos, { ...player, hand: player.hand - 1 }) })
}

/** Turning the next combat form (and Territory) card, or a spell switching the active form. */
export function decideTurnCombatForm(state: GameState, cmd: TurnCombatForm): Result<GameEvent[]> {
  const wos = requireWos(state)
  if (!wos.ok) return wos
  const field = requireField(wos.value, cmd.field)
  if (!field.ok) return field
  if (!isFormList(cmd.forms)) return refuse('bad-command', FORM_HINT)
  if (cmd.territory !== undefined && typeof cmd.territory !== 'string') return refuse('bad-command', 'Name the Territory, or leave its name as it is.')
  const longTerritory = cmd.territory === undefined ? undefined : tooLong(cmd.territory, MAX_NAME, 'The Territory’s name')
  if (longTerritory) return refuse('bad-command', longTerritory)
  const forms = COMBAT_FORMS.filter((f) => cmd.forms.includes(f))
  const same = forms.length === field.value.forms.length && forms.every((f) => field.value.forms.includes(f))
  if (same && cmd.territory === undefined) return refuse('no-change', 'That is already the active combat form.')
  const changed: Field = { ...field.value, forms, ...(cmd.territory !== undefined ? { territory: cmd.territory.trim() } : {}) }
  return ok([patchWos(wos.value, removeKilled({ ...wos.value, fields: withField(wos.value, changed) }))])
}

function validateCreature(cmd: PlayCreature): Result<never> | undefined {
  if (typeof cmd.name !== 'string' || cmd.name.trim() === '') return refuse('bad-command', `Type the creature's name (${atMostCharacters(MAX_NAME)}).`)
  const long = tooLong(cmd.name, MAX_NAME, 'The creature’s name')
  if (long) return refuse('bad-command', long)
  const s = cmd.scores as Partial<Record<CombatForm, unknown>> | undefined
  if (typeof s !== 'object' || s === null || !COMBAT_FORMS.every((f) => isScore(s[f]))) {
    return refuse('wos-bad-score', `Type the creature's three printed scores, Wild, Magic and Blade, each 0 to ${MAX_SCORE}.`, `${WOS_RULE}, Combat Form`)
  }
  if (typeof cmd.fromHand !== 'boolean') return refuse('bad-command', 'Say whether the creature came from the hand or a card summoned it.')
  if (cmd.summonFromHand !== undefined && typeof cmd.summonFromHand !== 'boolean') return refuse('bad-command', 'Say whether the card summoned the creature from its owner’s hand.')
  if (cmd.summonFromHand && cmd.fromHand) return refuse('bad-command', 'A creature is played from the hand or summoned from it by a card, not both.')
  return undefined
}

/** The current player sends a creature into attack; a card may summon one into the defence. */
export function decidePlayCreature(state: GameState, cmd: PlayCreature): Result<GameEvent[]> {
  const wos = requireWos(state)
  if (!wos.ok) return wos
  const wrong = validateCreature(cmd)
  if (wrong) return wrong
  const field = requireFight(wos.value, cmd.field)
  if (!field.ok) return field
  const side = cmd.side ?? 'attack'
  if (side === 'defence') return summonToDefence(wos.value, cmd, field.value)
  if (side !== 'attack') return refuse('bad-command', 'A creature attacks or defends.')
  const p = requireStep(wos.value, cmd.player, ['combat'], 'attack')
  if (!p.ok) return p
  const other = requireOneTerritory(wos.value, field.value)
  if (other) return other
  let next = wos.value
  const summoned = cmd.summonFromHand === true
  if (cmd.fromHand || summoned) {
    const played = fromHand(next, p.value)
    if (!played.ok) return played
    next = played.value
  }
  // Key Words, Played: "All cards that you use from your hand are played"; a table may read a
  // summon from the hand as no card played by the player (the game's reading).
  const isPlayed = cmd.fromHand || (summoned && readingsOf(wos.value).summonFromHandIsPlayed)
  const creature = newCreature(`c${next.nextCreature}`, p.value.id, cmd.name, cmd.scores)
  next = { ...next, nextCreature: next.nextCreature + 1, turn: { ...next.turn, field: field.value.id, attackers: [...next.turn.attackers, creature], hasPlayed: next.turn.hasPlayed || isPlayed } }
  return ok([patchWos(wos.value, next)])
}

/** Defending: "they can't add creatures from their hand into defence"; a card may summon or swap one in. */
function summonToDefence(wos: WosState, cmd: PlayCreature, field: Field): Result<GameEvent[]> {
  const p = requireSeat(wos, cmd.player)
  if (!p.ok) return p
  if (field.defender !== p.value.id) return refuse('bad-command', `${p.value.name} is not defending ${field.territory || 'this Territory'}.`, `${WOS_RULE}, Defending`)
  if (cmd.fromHand) return refuse('bad-command', `A defending player can't add creatures from their hand into defence; only a card that summons or swaps can.`, `${WOS_RULE}, Defending`)
  let from = wos
  if (cmd.summonFromHand) {
    const taken = fromHand(wos, p.value)
    if (!taken.ok) return taken
    from = taken.value
  }
  const creature = newCreature(`c${from.nextCreature}`, p.value.id, cmd.name, cmd.scores)
  const next: WosState = { ...from, nextCreature: from.nextCreature + 1, fields: withField(from, { ...field, defenders: [...field.defenders, creature] }) }
  return ok([patchWos(wos, next)])
}

function findCreature(wos: WosState, id: unknown): { creature: Creature; field?: Field } | undefined {
  const attacking = wos.turn.attackers.find((c) => c.id === id)
  if (attacking) return { creature: attacking }
  for (const f of wos.fields) {
    const c = f.defenders.find((d) => d.id === id)
    if (c) return { creature: c, field: f }
  }
  return undefined
}

/** Puts a changed creature back where it was (or takes it out, when `changed` is undefined). */
function replaceCreature(wos: WosState, at: { creature: Creature; field?: Field }, changed: Creature | undefined): WosState {
  const swap = (list: readonly Creature[]) => (changed ? list.map((c) => (c.id === at.creature.id ? changed : c)) : list.filter((c) => c.id !== at.creature.id))
  if (at.field) return { ...wos, fields: withField(wos, { ...at.field, defenders: swap(at.field.defenders) }) }
  return { ...wos, turn: { ...wos.turn, attackers: swap(wos.turn.attackers) } }
}

function validateChange(c: Creature, change: ChangeCreature['change']): Result<never> | undefined {
  const amount = (n: unknown) => isWholeNumber(n) && n !== 0 && Math.abs(n) <= MAX_SCORE
  switch (change?.kind) {
    case 'damage':
      if (!amount(change.amount)) return refuse('wos-bad-score', `Damage is a whole number of points (1 to ${MAX_SCORE}; minus to take damage off).`, MODIFIER_RULE)
      if (c.damage + change.amount < 0) return refuse('wos-bad-score', `${c.name} has ${c.damage} damage; no more can come off.`, MODIFIER_RULE)
      return undefined
    case 'modifier':
      if (!(COMBAT_FORMS as readonly unknown[]).includes(change.form)) return refuse('bad-command', FORM_HINT)
      if (!amount(change.amount)) return refuse('wos-bad-score', `A modifier is a whole number of points, plus or minus (up to ${MAX_SCORE}).`, MODIFIER_RULE)
      return undefined
    case 'power':
      if (!isScore(change.value)) return refuse('wos-bad-score', `Power sets all three scores to one value, 0 to ${MAX_SCORE}.`, MODIFIER_RULE)
      return undefined
    default:
      return refuse('bad-command', 'Choose damage, a modifier or power.')
  }
}

/** A token on a creature in combat; a weakened creature at 0 or less dies at once. */
export function decideChangeCreature(state: GameState, cmd: ChangeCreature): Result<GameEvent[]> {
  const wos = requireWos(state)
  if (!wos.ok) return wos
  const at = findCreature(wos.value, cmd.creature)
  if (!at) return refuse('wos-no-creature', 'That creature is not in combat any more.')
  const wrong = validateChange(at.creature, cmd.change)
  if (wrong) return wrong
  return ok([patchWos(wos.value, removeKilled(replaceCreature(wos.value, at, applyChange(at.creature, cmd.change))))])
}

/** A card kills a creature (to the grave) or returns it to its owner's hand. */
export function decideRemoveCreature(state: GameState, cmd: RemoveCreature): Result<GameEvent[]> {
  const wos = requireWos(state)
  if (!wos.ok) return wos
  const at = findCreature(wos.value, cmd.creature)
  if (!at) return refuse('wos-no-creature', 'That creature is not in combat any more.')
  if (cmd.to !== 'grave' && cmd.to !== 'hand') return refuse('bad-command', 'A creature goes to the grave or back to a hand.')
  let next = replaceCreature(wos.value, at, undefined)
  if (cmd.to === 'hand') {
    const owner = next.players.find((p) => p.id === at.creature.owner)!
    next = { ...next, players: withPlayer(next, { ...owner, hand: Math.min(MAX_HAND, owner.hand + 1) }) }
  }
  return ok([patchWos(wos.value, next)])
}

/** Any player plays a spell: one card fewer; the current player's counts as played in their combat phase. */
export function decidePlaySpell(state: GameState, cmd: PlaySpell): Result<GameEvent[]> {
  const wos = requireWos(state)
  if (!wos.ok) return wos
  const p = requireSeat(wos.value, cmd.player)
  if (!p.ok) return p
  if (cmd.name !== undefined && typeof cmd.name !== 'string') return refuse('bad-command', 'Type the spell’s name, or leave it empty.')
  const long = cmd.name === undefined ? undefined : tooLong(cmd.name, MAX_NAME, 'The spell’s name')
  if (long) return refuse('bad-command', long)
  const played = fromHand(wos.value, p.value)
  if (!played.ok) return played
  const turn = wos.value.turn
  const counts = turn.player === p.value.id && turn.step === 'combat'
  return ok([patchWos(wos.value, counts && !turn.hasPlayed ? { ...played.value, turn: { ...turn, hasPlayed: true } } : played.value)])
}

/** A card moved a hand by some cards (a discard, a pick-up from a card's ability, a recount). */
export function decideCountHand(state: GameState, cmd: CountHand): Result<GameEvent[]> {
  const wos = requireWos(state)
  if (!wos.ok) return wos
  const p = requireSeat(wos.value, cmd.player)
  if (!p.ok) return p
  if (!isWholeNumber(cmd.by) || cmd.by === 0) return refuse('bad-number', 'Add or take away a whole number of cards.')
  const hand = p.value.hand + cmd.by
  if (hand < 0 || hand > MAX_HAND) return refuse('bad-number', `${p.value.name} holds ${p.value.hand} cards; a hand cannot go ${hand < 0 ? 'below none' : `past ${MAX_HAND}`}.`)
  return ok([patchWos(wos.value, { ...wos.value, players: withPlayer(wos.value, { ...p.value, hand }) })])
}

/**
 * Stage 3, Resolving Combat: the attack wins only by outscoring the defence (ties to the defender;
 * undefended, it needs 1 or more); the winner's creatures defend, the loser's go to the grave; a
 * winner with 20 or more takes the Territory (stage 4).
 */
export function decideResolveCombat(state: GameState, cmd: ResolveCombat): Result<GameEvent[]> {
  return resolveCombatUnder(state, cmd, false)
}

/**
 * `ownCombatWins`: version 1's reading, where a defender resolving her own turn (attacking herself
 * or no one) took the Territory with a defence of 20 or more raised outside combat.
 */
export function resolveCombatUnder(state: GameState, cmd: ResolveCombat, ownCombatWins: boolean): Result<GameEvent[]> {
  const wos = requireWos(state)
  if (!wos.ok) return wos
  const p = requireStep(wos.value, cmd.player, ['combat'], 'resolve combat')
  if (!p.ok) return p
  const field = requireFight(wos.value, cmd.field)
  if (!field.ok) return field
  const other = requireOneTerritory(wos.value, field.value)
  if (other) return other
  if (cmd.winner !== undefined && cmd.winner !== 'attacker' && cmd.winner !== 'defender') return refuse('bad-command', 'A card makes the attacker or the defender win combat.')
  const live = liveCombat(field.value, wos.value.turn.attackers)
  const winner = cmd.winner ?? combatWinner(live.attack, live.defence)
  const attackerWins = winner === 'attacker'
  const result = { field: field.value.id, attacker: p.value.id, ...(field.value.defender ? { defender: field.value.defender } : {}), attack: live.attack, defence: live.defence, winner, ...(cmd.winner ? { byAbility: true } : {}) }
  const after: Field = attackerWins ? { ...field.value, defender: p.value.id, defenders: wos.value.turn.attackers, held: 0 } : field.value
  const resolved: WosState = { ...wos.value, fields: withField(wos.value, after), turn: { ...wos.value.turn, field: field.value.id, attackers: [], step: 'draw', combat: result } }
  const victor = attackerWins ? p.value.id : field.value.defender
  // Winning a Territory, 2: "a single Combat against another player ... with a score of 20 or more"
  // (the winner's own score, also when a "Win Combat" card decided it). A defender's own turn is no
  // combat against another player: a defence raised past 20 outside combat "still must win the next combat".
  const isAgainstAnother = ownCombatWins || field.value.defender !== p.value.id
  if (victor !== undefined && isAgainstAnother && winsOutright(attackerWins ? live.attack : live.defence)) return ok([patchWos(wos.value, winTerritory(resolved, after, victor))])
  return ok([patchWos(wos.value, resolved)])
}
