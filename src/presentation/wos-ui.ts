/**
 * War of Supremacy's table as the screens show it: the players, each Territory's fight with its
 * live totals, the turn's six stages. Every number comes from the rules (`liveCombat`, `drawFor`,
 * `claimableField`...); this file only words and arranges them.
 */
import type { GameState } from '../domain/kernel/state'
import {
  COMBAT_FORMS,
  COMBAT_FORM_NAMES,
  HAND_LIMIT,
  OUTRIGHT_WIN_SCORE,
  TURN_STAGES,
  UNDEFENDED_WIN_SCORE,
  WOS_VARIANTS,
  bestScore,
  defenceTurnsNeeded,
  drawFor,
  findSeat,
  formScore,
  isWeakened,
  liveCombat,
  readingsOf,
  sides,
  wonBy,
  type CombatForm,
  type Creature,
  type Field,
  type WosState,
} from '../domain/modules/war-of-supremacy'
import { wosBoardWords as w } from './catalogs/wos-board'
import { wosVariantName } from './catalogs/wos-setup'
import { formatList } from './i18n/numbers'

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

/** The forms' names as printed on the cards ("Wild / Blade"). */
export const formsText = (forms: readonly CombatForm[]) => (forms.length === 0 ? w('nextCardToTurn') : forms.map((f) => COMBAT_FORM_NAMES[f]).join(' / '))

/** A seat's name; "nobody" for none, in the reader's language. */
const nameOf = (wos: WosState, id: string | undefined): string => findSeat(wos, id)?.name ?? w('nobody')

/** A modifier token: "+4 Wild", "−2 Blade" (the form as printed). */
export const modifierText = (amount: number, form: CombatForm): string => w('tokenModifier', { amount: `${amount > 0 ? '+' : ''}${amount}`, form: COMBAT_FORM_NAMES[form] })

function tokens(c: Creature): string[] {
  const list: string[] = []
  if (c.power !== undefined) list.push(w('tokenPower', { n: c.power }))
  if (c.damage > 0) list.push(w('tokenDamage', { n: c.damage }))
  for (const f of COMBAT_FORMS) if (c.modifiers[f] !== 0) list.push(modifierText(c.modifiers[f], f))
  return list
}

export function creatureView(wos: WosState, c: Creature, forms: readonly CombatForm[]): CreatureView {
  return {
    id: c.id,
    name: c.name,
    owner: nameOf(wos, c.owner),
    scores: COMBAT_FORMS.map((form) => ({ form, label: COMBAT_FORM_NAMES[form], value: formScore(c, form), isActive: forms.includes(form) })),
    best: bestScore(c, forms),
    tokens: tokens(c),
    isWeakened: isWeakened(c, readingsOf(wos).cancelledMinusKills),
  }
}

export function territoryName(field: Field, i: number): string {
  return field.territory || w('territoryN', { n: i + 1 })
}

function combatView(wos: WosState, field: Field): CombatView {
  const live = liveCombat(field, wos.turn.attackers, wos.turn.player)
  const attacker = nameOf(wos, wos.turn.player)
  const defender = field.defender ? nameOf(wos, field.defender) : undefined
  const attackerWins = live.winner === 'attacker'
  const n = live.isOutright ? OUTRIGHT_WIN_SCORE : UNDEFENDED_WIN_SCORE
  let verdict: string
  if (attackerWins) verdict = w(live.isOutright ? 'verdictAttackerOutright' : 'verdictAttacker', { attacker, n })
  else if (defender === undefined) verdict = w('verdictUndefended', { attacker, n })
  else if (live.attack === live.defence) verdict = w(live.isOutright ? 'verdictHoldsTieOutright' : 'verdictHoldsTie', { defender, n })
  else verdict = w(live.isOutright ? 'verdictHoldsOutright' : 'verdictHolds', { defender, n })
  return { attacker, ...(defender ? { defender } : {}), attack: live.attack, defence: live.defence, verdict, attackerWins, isOutright: live.isOutright }
}

function fieldView(wos: WosState, field: Field, i: number): FieldView {
  const turn = wos.turn
  const isAttackable = turn.step === 'combat' && field.forms.length > 0 && (turn.field === undefined || turn.field === field.id)
  const attacked = turn.step === 'combat' && (turn.field === field.id || (turn.field === undefined && wos.fields.length === 1))
  const defender = field.defender ? nameOf(wos, field.defender) : undefined
  return {
    id: field.id,
    territory: territoryName(field, i),
    forms: field.forms,
    formText: formsText(field.forms),
    isAwaiting: field.forms.length === 0,
    ...(field.defender ? { defenderId: field.defender, defender } : {}),
    defence: liveCombat(field, []).defence,
    defenders: field.defenders.map((c) => creatureView(wos, c, field.forms)),
    ...(field.defender ? { heldText: w('held', { held: field.held, n: defenceTurnsNeeded(wos) }, defenceTurnsNeeded(wos)) } : {}),
    isAttackable,
    ...(attacked && field.forms.length > 0 ? { combat: combatView(wos, field) } : {}),
    attackers: turn.field === field.id || (attacked && turn.field === undefined) ? turn.attackers.map((c) => creatureView(wos, c, field.forms)) : [],
  }
}

const STEP_STAGE: Readonly<Record<WosState['turn']['step'], number>> = { claim: 1, combat: 2, draw: 5, end: 6 }

function drawText(wos: WosState): string {
  const player = findSeat(wos, wos.turn.player)!
  const draw = drawFor(wos, player)
  const values = { name: player.name, n: draw.pickUp }
  if (draw.isAtLimit) return w('drawAtLimit', { name: player.name, hand: player.hand, limit: HAND_LIMIT })
  if (wos.turn.step === 'claim') return w('drawAfterClaim', values)
  if (wos.turn.hasClaimed) return w('drawClaimed', values)
  if (draw.keep < draw.pickUp) return w('drawDiscard', values)
  if (wos.variants.extraPickUp) return w('drawKeepAll', values)
  return w(wos.turn.hasPlayed ? 'drawPlayed' : 'drawNotPlayed', values)
}

function turnView(wos: WosState): TurnView {
  const turn = wos.turn
  const now = STEP_STAGE[turn.step]
  const player = nameOf(wos, turn.player)
  const stages = TURN_STAGES.map((s) => ({
    n: s.n,
    name: turn.step === 'claim' && s.n === 1 ? w('stageClaim') : w(`stage${s.n}`),
    who: s.who === 'everyone' ? w('whoCombat', { player }) : player,
    // Start-of-turn abilities stay due with combat until the player sends a card.
    state: s.n === now || (s.n === 1 && turn.step === 'combat' && !turn.hasPlayed && turn.attackers.length === 0) ? 'now' : s.n < now ? 'done' : 'later',
  })) as StageView[]
  const c = turn.combat
  const lastCombat = c
    ? w(c.byAbility ? 'lastCombatAbility' : 'lastCombat', {
        attacker: nameOf(wos, c.attacker),
        attack: c.attack,
        defender: c.defender ? nameOf(wos, c.defender) : w('noDefender'),
        defence: c.defence,
        winner: nameOf(wos, c.winner === 'attacker' ? c.attacker : c.defender),
      })
    : undefined
  return { number: turn.number, playerId: turn.player, player, stages, drawText: drawText(wos), ...(lastCombat ? { lastCombat } : {}) }
}

function playerViews(wos: WosState): PlayerView[] {
  const teamKeys = ['teamA', 'teamB'] as const
  return wos.players.map((p, i) => {
    const team = wos.teams?.findIndex((t) => t.includes(p.id)) ?? -1
    const seats = team >= 0 ? wos.teams![team]!.map((id) => wos.players.findIndex((q) => q.id === id) + 1) : []
    return {
      id: p.id,
      seat: i + 1,
      name: p.name,
      hand: p.hand,
      won: p.won.length,
      territories: p.won.map((t) => t.name || w('aTerritory')),
      isTurn: wos.turn.player === p.id,
      defends: wos.fields.flatMap((f, j) => (f.defender === p.id ? [territoryName(f, j)] : [])),
      ...(team >= 0 ? { team: w(teamKeys[team]!, { seats: formatList(seats.map(String)) }) } : {}),
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
    toWinText: w(wos.teams ? 'toWinTeams' : 'toWin', { n: wos.toWin }, wos.toWin),
    variants: WOS_VARIANTS.filter((v) => wos.variants[v]).map(wosVariantName),
  }
}

/** A side's score for the standings: "Ana 2", or "Ana and Cy 3" in a Team Game. */
export function sideScores(wos: WosState): { names: string; won: number }[] {
  return sides(wos).map((side) => ({ names: formatList(side.map((id) => nameOf(wos, id))), won: wonBy(wos, side).length }))
}

/**
 * Why a deck-out ending is a draw: no Territory won, and no one defending or (Multiple
 * Territories) several tied players each defending one, so step 2 names none of them alone.
 */
function drawWhy(wos: WosState, winners: readonly string[]): string {
  const defending = winners.filter((id) => wos.fields.some((f) => f.defender === id)).map((id) => nameOf(wos, id))
  if (defending.length === 0) return w('deckOutDrawNone')
  return w('deckOutDrawDefending', { names: formatList(defending) })
}

/** The end of the game in words: who won, and how (the tie-break step for a deck-out ending). */
export function outcomeView(state: GameState): { title: string; lines: string[] } | undefined {
  const wos = state.warOfSupremacy
  const outcome = wos?.outcome
  if (!wos || !outcome) return undefined
  const names = formatList(outcome.winners.map((id) => nameOf(wos, id)))
  const many = outcome.winners.length
  const won = wonBy(wos, outcome.winners)
  if (outcome.how === 'territories') {
    return { title: w('wonGame', { names }, many), lines: [w('wonTerritories', { n: won.length, need: wos.toWin }, won.length)] }
  }
  const why = (decidedBy: NonNullable<typeof outcome.decidedBy>): string => {
    if (decidedBy === 'draw') return drawWhy(wos, outcome.winners)
    if (decidedBy === 3) return w('deckOutFirst', { n: won.length }, won.length)
    return w(decidedBy === 2 ? 'deckOutDefending' : 'deckOutMost')
  }
  const title = outcome.decidedBy === 'draw' ? w('drawBetween', { names }) : w('wonDeckOut', { names }, many)
  return { title, lines: [why(outcome.decidedBy ?? 1), ...sideScores(wos).map((s) => w('sideScore', { names: s.names, n: s.won }, s.won))] }
}
