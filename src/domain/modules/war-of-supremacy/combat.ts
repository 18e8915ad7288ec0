import type { GameEvent } from '../../kernel/events'
import { isWholeNumber } from '../../kernel/guards'
import { ok, refusePhrase, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { COMBAT_FORMS, MAX_SCORE, WOS_RULE, type CombatForm } from './data'
import type { ChangeCreature, CountHand, PlayCreature, PlaySpell, RemoveCreature, ResolveCombat, TurnCombatForm } from './commands'
import { applyChange, combatWinner, isKilled, liveCombat, newCreature, winsOutright } from './scores'
import { isFormList } from './setup'
import { territoryValue, wosPhrase, wosRefusal, wosRemedy } from './refusals'
import type { Creature, Field, WosPlayer, WosState } from './state'
import { findField, patchWos, readingsOf, requireSeat, requireStep, requireWos, seatName, withField, withPlayer } from './table'
import { winTerritory } from './territory'
import { tooLongPhrase } from '../../kernel/text'

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
  if (!field) return wosRefusal('wos-no-field', 'noField')
  return ok(field)
}

/** A field with its combat form turned. */
function requireFight(wos: WosState, id: unknown): Result<Field> {
  const field = requireField(wos, id)
  if (!field.ok) return field
  if (field.value.forms.length === 0) return wosRefusal('wos-no-form', 'turnFormFirst', {}, `${WOS_RULE}, Winning a Territory`)
  return field
}

/** "Players can only attack one Territory in their turn." */
function requireOneTerritory(wos: WosState, field: Field): Result<never> | undefined {
  const attacked = wos.turn.field
  if (attacked === undefined || attacked === field.id) return undefined
  return wosRefusal('wos-one-territory', 'oneTerritory', { player: seatName(wos, wos.turn.player) }, `${WOS_RULE}, Variants, Multiple Territories`)
}

/** A card played from a hand: one fewer in it (the count cannot go below none). */
function fromHand(wos: WosState, player: WosPlayer): Result<WosState> {
  if (player.hand < 1) {
    return wosRefusal('wos-empty-hand', 'emptyHand', { player: player.name }, undefined, [
      wosRemedy('countHandOne', { player: player.name }, { kind: 'countHand', player: player.id, by: 1 }),
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
  if (!isFormList(cmd.forms)) return wosRefusal('bad-command', 'formHint')
  if (cmd.territory !== undefined && typeof cmd.territory !== 'string') return wosRefusal('bad-command', 'nameTerritory')
  const longTerritory = cmd.territory === undefined ? undefined : tooLongPhrase(cmd.territory, MAX_NAME, wosPhrase('territoryName'))
  if (longTerritory) return refusePhrase('bad-command', longTerritory)
  const forms = COMBAT_FORMS.filter((f) => cmd.forms.includes(f))
  const same = forms.length === field.value.forms.length && forms.every((f) => field.value.forms.includes(f))
  if (same && cmd.territory === undefined) return wosRefusal('no-change', 'alreadyActive')
  const changed: Field = { ...field.value, forms, ...(cmd.territory !== undefined ? { territory: cmd.territory.trim() } : {}) }
  return ok([patchWos(wos.value, removeKilled({ ...wos.value, fields: withField(wos.value, changed) }))])
}

function validateCreature(cmd: PlayCreature): Result<never> | undefined {
  if (typeof cmd.name !== 'string' || cmd.name.trim() === '') return wosRefusal('bad-command', 'typeCreatureName', { n: MAX_NAME })
  const long = tooLongPhrase(cmd.name, MAX_NAME, wosPhrase('creatureName'))
  if (long) return refusePhrase('bad-command', long)
  const s = cmd.scores as Partial<Record<CombatForm, unknown>> | undefined
  if (typeof s !== 'object' || s === null || !COMBAT_FORMS.every((f) => isScore(s[f]))) {
    return wosRefusal('wos-bad-score', 'creatureScores', { max: MAX_SCORE }, `${WOS_RULE}, Combat Form`)
  }
  if (typeof cmd.fromHand !== 'boolean') return wosRefusal('bad-command', 'sayFromHand')
  if (cmd.summonFromHand !== undefined && typeof cmd.summonFromHand !== 'boolean') return wosRefusal('bad-command', 'saySummonFromHand')
  if (cmd.summonFromHand && cmd.fromHand) return wosRefusal('bad-command', 'handOrSummoned')
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
  if (side !== 'attack') return wosRefusal('bad-command', 'attackOrDefend')
  const p = requireStep(wos.value, cmd.player, ['combat'], 'doAttack')
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
  if (field.defender !== p.value.id) return wosRefusal('bad-command', 'notDefending', { player: p.value.name, territory: territoryValue(field) }, `${WOS_RULE}, Defending`)
  if (cmd.fromHand) return wosRefusal('bad-command', 'noDefenceFromHand', {}, `${WOS_RULE}, Defending`)
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
      if (!amount(change.amount)) return wosRefusal('wos-bad-score', 'damagePoints', { max: MAX_SCORE }, MODIFIER_RULE)
      if (c.damage + change.amount < 0) return wosRefusal('wos-bad-score', 'noMoreDamageOff', { creature: c.name, damage: c.damage }, MODIFIER_RULE)
      return undefined
    case 'modifier':
      if (!(COMBAT_FORMS as readonly unknown[]).includes(change.form)) return wosRefusal('bad-command', 'formHint')
      if (!amount(change.amount)) return wosRefusal('wos-bad-score', 'modifierPoints', { max: MAX_SCORE }, MODIFIER_RULE)
      return undefined
    case 'power':
      if (!isScore(change.value)) return wosRefusal('wos-bad-score', 'powerValue', { max: MAX_SCORE }, MODIFIER_RULE)
      return undefined
    default:
      return wosRefusal('bad-command', 'chooseChange')
  }
}

/** A token on a creature in combat; a weakened creature at 0 or less dies at once. */
export function decideChangeCreature(state: GameState, cmd: ChangeCreature): Result<GameEvent[]> {
  const wos = requireWos(state)
  if (!wos.ok) return wos
  const at = findCreature(wos.value, cmd.creature)
  if (!at) return wosRefusal('wos-no-creature', 'creatureGone')
  const wrong = validateChange(at.creature, cmd.change)
  if (wrong) return wrong
  return ok([patchWos(wos.value, removeKilled(replaceCreature(wos.value, at, applyChange(at.creature, cmd.change))))])
}

/** A card kills a creature (to the grave) or returns it to its owner's hand. */
export function decideRemoveCreature(state: GameState, cmd: RemoveCreature): Result<GameEvent[]> {
  const wos = requireWos(state)
  if (!wos.ok) return wos
  const at = findCreature(wos.value, cmd.creature)
  if (!at) return wosRefusal('wos-no-creature', 'creatureGone')
  if (cmd.to !== 'grave' && cmd.to !== 'hand') return wosRefusal('bad-command', 'graveOrHand')
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
  if (cmd.name !== undefined && typeof cmd.name !== 'string') return wosRefusal('bad-command', 'spellName')
  const long = cmd.name === undefined ? undefined : tooLongPhrase(cmd.name, MAX_NAME, wosPhrase('spellNameWhat'))
  if (long) return refusePhrase('bad-command', long)
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
  if (!isWholeNumber(cmd.by) || cmd.by === 0) return wosRefusal('bad-number', 'wholeCards')
  const hand = p.value.hand + cmd.by
  if (hand < 0 || hand > MAX_HAND) return wosRefusal('bad-number', hand < 0 ? 'handBelowNone' : 'handPastMax', { player: p.value.name, hand: p.value.hand, max: MAX_HAND })
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
  const p = requireStep(wos.value, cmd.player, ['combat'], 'doResolve')
  if (!p.ok) return p
  const field = requireFight(wos.value, cmd.field)
  if (!field.ok) return field
  const other = requireOneTerritory(wos.value, field.value)
  if (other) return other
  if (cmd.winner !== undefined && cmd.winner !== 'attacker' && cmd.winner !== 'defender') return wosRefusal('bad-command', 'attackerOrDefender')
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
