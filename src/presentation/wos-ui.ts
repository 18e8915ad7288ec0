/**
 * War of Supremacy's table as the screens show it: the players, each Territory's fight with its
 * live totals, the turn's six stages. Every number comes from the rules (`liveCombat`, `drawFor`,
 * `claimableField`...); this file only words and arranges them.
 */
import type { GameState } from '../domain/kernel/state'
import {
  COMBAT_FORMS,
  COMBAT_FORM_NAMES,
  OUTRIGHT_WIN_SCORE,
  TURN_STAGES,
  WOS_VARIANTS,
  WOS_VARIANT_NAMES,
  bestScore,
  defenceTurnsNeeded,
  drawFor,
  findSeat,
  formScore,
  isWeakened,
  liveCombat,
  readingsOf,
  seatName,
  sides,
  wonBy,
  type CombatForm,
  type Creature,
  type Field,
  type WosState,
} from '../domain/modules/war-of-supremacy'

export interface FormScore {
  form: CombatForm
  label: string
  value: number
  /** The form is active on this Territory's card. */
  isActive: boolean
}

export interface CreatureView {
  id: string
  name: string
  owner: string
  scores: FormScore[]
  /** The score it counts: its highest among the active forms. */
  best: number
  /** The tokens on it, in words ("2 damage", "+4 Wild", "Power 3"). */
  tokens: string[]
  /** It took a negative modifier: it dies at 0 or less. */
  isWeakened: boolean
}

export interface PlayerView {
  id: string
  seat: number
  name: string
  hand: number
  won: number
  /** Territories won by name, oldest first. */
  territories: string[]
  isTurn: boolean
  /** Territories this player defends now. */
  defends: string[]
  /** Team Game: "Team A (seats 1 and 3)". */
  team?: string
}

export interface CombatView {
  attacker: string
  defender?: string
  attack: number
  defence: number
  /** Who wins if combat were resolved now, in words. */
  verdict: string
  attackerWins: boolean
  /** The winner's total reaches 20: resolving now also takes the Territory. */
  isOutright: boolean
}

export interface FieldView {
  id: string
  /** The Territory card's name, or "Territory 1" when the table did not type one. */
  territory: string
  forms: readonly CombatForm[]
  formText: string
  /** Won: the next combat form and Territory cards are to be turned. */
  isAwaiting: boolean
  defenderId?: string
  defender?: string
  /** The defence score on the track. */
  defence: number
  defenders: CreatureView[]
  /** "Held 1 of 2 turns" while a player defends it. */
  heldText?: string
  /** The current player attacks here this turn (or may: nothing sent yet). */
  isAttackable: boolean
  /** The live combat of the current turn at this Territory (none once it is resolved or elsewhere). */
  combat?: CombatView
  attackers: CreatureView[]
}

export interface StageView {
  n: number
  name: string
  who: string
  state: 'done' | 'now' | 'later'
}

export interface TurnView {
  number: number
  playerId: string
  player: string
  stages: StageView[]
  /** Stage 5 in words: what the current player picks up. */
  drawText: string
  /** The last combat resolved this turn, in words. */
  lastCombat?: string
}

export interface WosTableView {
  players: PlayerView[]
  fields: FieldView[]
  turn: TurnView
  toWin: number
  /** "3 Territories to win (teams together)". */
  toWinText: string
  variants: string[]
}

export const formsText = (forms: readonly CombatForm[]) => (forms.length === 0 ? 'Next card to turn' : forms.map((f) => COMBAT_FORM_NAMES[f]).join(' / '))

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

function tokens(c: Creature): string[] {
  const list: string[] = []
  if (c.power !== undefined) list.push(`Power ${c.power}`)
  if (c.damage > 0) list.push(`${c.damage} damage`)
  for (const f of COMBAT_FORMS) if (c.modifiers[f] !== 0) list.push(`${c.modifiers[f] > 0 ? '+' : ''}${c.modifiers[f]} ${COMBAT_FORM_NAMES[f]}`)
  return list
}

export function creatureView(wos: WosState, c: Creature, forms: readonly CombatForm[]): CreatureView {
  return {
    id: c.id,
    name: c.name,
    owner: seatName(wos, c.owner),
    scores: COMBAT_FORMS.map((form) => ({ form, label: COMBAT_FORM_NAMES[form], value: formScore(c, form), isActive: forms.includes(form) })),
    best: bestScore(c, forms),
    tokens: tokens(c),
    isWeakened: isWeakened(c, readingsOf(wos).cancelledMinusKills),
  }
}

export function territoryName(field: Field, i: number): string {
  return field.territory || `Territory ${i + 1}`
}

function combatView(wos: WosState, field: Field): CombatView {
  const live = liveCombat(field, wos.turn.attackers, wos.turn.player)
  const attacker = seatName(wos, wos.turn.player)
  const defender = field.defender ? seatName(wos, field.defender) : undefined
  const attackerWins = live.winner === 'attacker'
  let verdict: string
  if (attackerWins) verdict = `${attacker} wins combat`
  else if (defender === undefined) verdict = `${attacker} needs 1 or more: no one defends`
  else verdict = live.attack === live.defence ? `${defender} holds: ties go to the defender` : `${defender} holds`
  if (live.isOutright) verdict += ` and takes the Territory (${OUTRIGHT_WIN_SCORE} or more)`
  return { attacker, ...(defender ? { defender } : {}), attack: live.attack, defence: live.defence, verdict, attackerWins, isOutright: live.isOutright }
}

function fieldView(wos: WosState, field: Field, i: number): FieldView {
  const turn = wos.turn
  const isAttackable = turn.step === 'combat' && field.forms.length > 0 && (turn.field === undefined || turn.field === field.id)
  const attacked = turn.step === 'combat' && (turn.field === field.id || (turn.field === undefined && wos.fields.length === 1))
  const defender = field.defender ? seatName(wos, field.defender) : undefined
  return {
    id: field.id,
    territory: territoryName(field, i),
    forms: field.forms,
    formText: formsText(field.forms),
    isAwaiting: field.forms.length === 0,
    ...(field.defender ? { defenderId: field.defender, defender } : {}),
    defence: liveCombat(field, []).defence,
    defenders: field.defenders.map((c) => creatureView(wos, c, field.forms)),
    ...(field.defender ? { heldText: `Held ${field.held} of ${plural(defenceTurnsNeeded(wos), 'turn')} by the others` } : {}),
    isAttackable,
    ...(attacked && field.forms.length > 0 ? { combat: combatView(wos, field) } : {}),
    attackers: turn.field === field.id || (attacked && turn.field === undefined) ? turn.attackers.map((c) => creatureView(wos, c, field.forms)) : [],
  }
}

const STEP_STAGE: Readonly<Record<WosState['turn']['step'], number>> = { claim: 1, combat: 2, draw: 5, end: 6 }

function drawText(wos: WosState): string {
  const player = findSeat(wos, wos.turn.player)!
  const draw = drawFor(wos, player)
  if (draw.isAtLimit) return `${player.name} holds ${player.hand} cards: no pick-up at 10 or more.`
  if (wos.turn.step === 'claim') return `${player.name} takes the Territory held: then picks up ${draw.pickUp}.`
  if (wos.turn.hasClaimed) return `${player.name} took a Territory this turn: picks up ${draw.pickUp}.`
  if (draw.keep < draw.pickUp) return `${player.name} picks up ${draw.pickUp} and discards 1 (a card was played).`
  if (wos.variants.extraPickUp) return `${player.name} picks up ${draw.pickUp} and keeps them all (no card played).`
  return wos.turn.hasPlayed ? `${player.name} picks up ${draw.pickUp} (a card was played).` : `${player.name} picks up ${draw.pickUp}: 2, plus 1 as no card was played.`
}

function turnView(wos: WosState): TurnView {
  const turn = wos.turn
  const now = STEP_STAGE[turn.step]
  const player = seatName(wos, turn.player)
  const stages = TURN_STAGES.map((s) => ({
    n: s.n,
    name: turn.step === 'claim' && s.n === 1 ? 'Take the Territory held' : s.name,
    who: s.who === 'everyone' ? `${player} attacks; anyone casts spells` : player,
    // Start-of-turn abilities stay due with combat until the player sends a card.
    state: s.n === now || (s.n === 1 && turn.step === 'combat' && !turn.hasPlayed && turn.attackers.length === 0) ? 'now' : s.n < now ? 'done' : 'later',
  })) as StageView[]
  const c = turn.combat
  const lastCombat = c
    ? `${seatName(wos, c.attacker)} ${c.attack} v ${c.defender ? seatName(wos, c.defender) : 'no defender'} ${c.defence}: ${c.winner === 'attacker' ? seatName(wos, c.attacker) : c.defender ? seatName(wos, c.defender) : 'nobody'} won combat${c.byAbility ? ' (a card’s ability)' : ''}`
    : undefined
  return { number: turn.number, playerId: turn.player, player, stages, drawText: drawText(wos), ...(lastCombat ? { lastCombat } : {}) }
}

function playerViews(wos: WosState): PlayerView[] {
  const teamNames = ['Team A', 'Team B']
  return wos.players.map((p, i) => {
    const team = wos.teams?.findIndex((t) => t.includes(p.id)) ?? -1
    const seats = team >= 0 ? wos.teams![team]!.map((id) => wos.players.findIndex((q) => q.id === id) + 1) : []
    return {
      id: p.id,
      seat: i + 1,
      name: p.name,
      hand: p.hand,
      won: p.won.length,
      territories: p.won.map((t) => t.name || 'a Territory'),
      isTurn: wos.turn.player === p.id,
      defends: wos.fields.flatMap((f, j) => (f.defender === p.id ? [territoryName(f, j)] : [])),
      ...(team >= 0 ? { team: `${teamNames[team]} (seats ${seats.join(' and ')})` } : {}),
    }
  })
}

/** The whole table of a War of Supremacy game, or undefined for any other game. */
export function wosTable(state: GameState): WosTableView | undefined {
  const wos = state.warOfSupremacy
  if (!wos) return undefined
  return {
    players: playerViews(wos),
    fields: wos.fields.map((f, i) => fieldView(wos, f, i)),
    turn: turnView(wos),
    toWin: wos.toWin,
    toWinText: `${plural(wos.toWin, 'Territory', 'Territories')} to win${wos.teams ? ', partners together' : ''}`,
    variants: WOS_VARIANTS.filter((v) => wos.variants[v]).map((v) => WOS_VARIANT_NAMES[v]),
  }
}

/** A side's score for the standings: "Ana 2", or "Ana and Cy 3" in a Team Game. */
export function sideScores(wos: WosState): { names: string; won: number }[] {
  return sides(wos).map((side) => ({ names: side.map((id) => seatName(wos, id)).join(' and '), won: wonBy(wos, side).length }))
}

/**
 * Why a deck-out ending is a draw: no Territory won, and no one defending or (Multiple
 * Territories) several tied players each defending one, so step 2 names none of them alone.
 */
function drawWhy(wos: WosState, winners: readonly string[]): string {
  const defending = winners.filter((id) => wos.fields.some((f) => f.defender === id)).map((id) => seatName(wos, id))
  if (defending.length === 0) return 'no Territory won and no one defending: a draw.'
  return `no Territory won, and ${defending.join(' and ')} each defending one: a draw between them.`
}

/** The end of the game in words: who won, and how (the tie-break step for a deck-out ending). */
export function outcomeView(state: GameState): { title: string; lines: string[] } | undefined {
  const wos = state.warOfSupremacy
  const outcome = wos?.outcome
  if (!wos || !outcome) return undefined
  const names = outcome.winners.map((id) => seatName(wos, id)).join(' and ')
  const won = wonBy(wos, outcome.winners)
  if (outcome.how === 'territories') {
    return { title: `${names} ${outcome.winners.length > 1 ? 'win' : 'wins'} War of Supremacy`, lines: [`${plural(won.length, 'Territory', 'Territories')} won: the ${wos.toWin} needed.`] }
  }
  const why: Readonly<Record<NonNullable<typeof outcome.decidedBy>, string>> = {
    1: 'the most Territories.',
    2: 'tied on the most Territories, and defending the Territory.',
    3: `tied on the most Territories, and the first to win ${plural(won.length, 'Territory', 'Territories')}.`,
    draw: drawWhy(wos, outcome.winners),
  }
  const title = outcome.decidedBy === 'draw' ? `A draw between ${names}` : `${names} ${outcome.winners.length > 1 ? 'win' : 'wins'}: a deck ran out`
  return { title, lines: [`Deck Runs Out: ${why[outcome.decidedBy ?? 1]}`, ...sideScores(wos).map((s) => `${s.names}: ${plural(s.won, 'Territory', 'Territories')}`)] }
}
