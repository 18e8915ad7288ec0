import { patchSlice } from '../../kernel/patch'
import type { GameEvent } from '../../kernel/events'
import { isWholeNumber } from '../../kernel/guards'
import { isPowerId, type PowerId } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { cashFlowRefusal } from './refusals'
import type { GameState, PowerState } from '../../kernel/state'
import { CASH_FLOW_RULE } from './data'
import { MAX_BATTLE_DICE } from './battle-data'
import { launchSucceeds, resolveLstarClash, screenHits } from './battle-odds'
import type { LstarClash, NukeImpact, StrategicStrike } from './commands'
import { requireCashFlow, requireTurn } from './turn'
import { livePowers } from './live'
import type { CashFlowState } from './state'
import { SUPERPOWERS } from '../../kernel/superpowers'
import { cashOf } from '../../kernel/selectors'
import { ARMIES_PER_NAVY } from './data'
import { isV1 } from './legacy'
import { nextTurnAfter } from './turn'

const STRIKE_RULE = `${CASH_FLOW_RULE}, Attack, Strategic Attack Sequence`
const CLASH_RULE = `${CASH_FLOW_RULE}, Attack, L-Star Clash`
const isFace = (d: unknown) => isWholeNumber(d) && d >= 1 && d <= 6
const validDice = (dice: unknown): dice is number[] => Array.isArray(dice) && dice.length <= MAX_BATTLE_DICE && dice.every(isFace)
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
const isOut = (state: GameState, id: PowerId) => (state.cashFlow?.eliminated ?? []).includes(id)

/**
 * Strikes happen in an Attack action: the attacker's, a defender's first strike, or a launch on
 * warning, so any power may launch while the turn's action is an attack.
 */
function requireAttackUnderWay(state: GameState): Result<never> | undefined {
  const cf = requireCashFlow(state)
  if (!cf.ok) return cf
  const turn = cf.value.turn
  if (turn.action !== 'attack') return cashFlowRefusal('wrong-action', 'strikeNeedsAttack', { power: asPower(turn.power) }, STRIKE_RULE)
  return undefined
}

/** How many nukes the screens stop: each hit removes one nuke still coming. */
function screenHitsOf(state: GameState, cmd: StrategicStrike): Result<number> {
  if (!Array.isArray(cmd.screens)) return cashFlowRefusal('bad-dice', 'screenDice', {}, STRIKE_RULE)
  const seen = new Set<PowerId>()
  let hits = 0
  for (const s of cmd.screens) {
    const p = isPowerId(s?.power) ? state.powers[s.power] : undefined
    if (p === undefined || seen.has(p.id)) return cashFlowRefusal('unknown-power', 'screenOnce', {}, STRIKE_RULE)
    if (!isV1(state) && isOut(state, p.id)) return cashFlowRefusal('out-of-game', 'outNoScreen', { power: asPower(p.id) }, STRIKE_RULE)
    seen.add(p.id)
    if (!validDice(s.dice) || s.dice.length > p.supplies.lstars) {
      return cashFlowRefusal('bad-dice', 'screenDiceMost', { power: asPower(p.id), n: p.supplies.lstars }, STRIKE_RULE)
    }
    const targeted = cmd.spaceBlast !== true && p.id === cmd.target
    hits += s.dice.filter((face) => screenHits(face, targeted, cmd.spaceBlast === true)).length
  }
  return ok(hits)
}

/** The events of one nuke's impact on land or a light blue sea (a dark blue sea: none). */
function impactEvents(state: GameState, impact: NukeImpact, powers: Map<PowerId, PowerState>): Result<GameEvent[]> {
  if (typeof impact?.target !== 'string' || impact.target.trim() === '') return cashFlowRefusal('bad-command', 'nameImpact', {}, STRIKE_RULE)
  if (impact.ground === 'dark-sea') return ok([])
  const events: GameEvent[] = []
  const current = (id: PowerId) => powers.get(id) ?? state.powers[id]
  const force = impact.ground === 'land' ? 'armies' : impact.ground === 'light-sea' ? 'navies' : undefined
  if (force === undefined) return cashFlowRefusal('bad-command', 'impactGround', {}, STRIKE_RULE)
  for (const [id, lost] of Object.entries(impact.losses ?? {})) {
    const p = isPowerId(id) ? current(id) : undefined
    if (p === undefined || !isWholeNumber(lost) || lost < 0 || lost > p.forces[force]) return cashFlowRefusal('bad-number', force === 'armies' ? 'countArmiesNuked' : 'countNaviesNuked', { territory: impact.target.trim() }, STRIKE_RULE)
    if (lost === 0) continue
    events.push({ type: 'forcesChanged', power: p.id, force, from: p.forces[force], to: p.forces[force] - lost })
    powers.set(p.id, { ...p, forces: { ...p.forces, [force]: p.forces[force] - lost } })
  }
  if (impact.ground === 'light-sea') {
    if (impact.silos !== undefined || (impact.companies?.length ?? 0) > 0) return cashFlowRefusal('bad-command', 'seaNaviesOnly', {}, STRIKE_RULE)
    return armiesAboardEvents(state, impact, powers, events)
  }
  if (impact.armiesAboard !== undefined) return cashFlowRefusal('bad-command', 'aboardAtSea', {}, STRIKE_RULE)
  for (const [id, silos] of Object.entries(impact.silos ?? {})) {
    const p = isPowerId(id) ? current(id) : undefined
    if (p === undefined || !isWholeNumber(silos) || silos < 0 || silos > p.supplies.nukes) return cashFlowRefusal('bad-number', 'countSilosNuked', { territory: impact.target.trim() }, STRIKE_RULE)
    if (silos === 0) continue
    events.push({ type: 'supplyChanged', power: p.id, row: 'nukes', from: p.supplies.nukes, to: p.supplies.nukes - silos })
    powers.set(p.id, { ...p, supplies: { ...p.supplies, nukes: p.supplies.nukes - silos } })
  }
  for (const pick of impact.companies ?? []) {
    const p = isPowerId(pick?.owner) ? current(pick.owner) : undefined
    const company = p?.companies.find((c) => c.id === pick.companyId)
    if (p === undefined || company === undefined) return cashFlowRefusal('no-company', 'chooseNukedCompanies', {}, STRIKE_RULE)
    if (!same(company.territory, impact.target)) return cashFlowRefusal('no-company', 'companyElsewhere', { company: company.name, territory: company.territory, target: impact.target.trim() }, STRIKE_RULE)
    events.push({ type: 'companyRemoved', power: p.id, company, index: p.companies.indexOf(company) })
    powers.set(p.id, { ...p, companies: p.companies.filter((c) => c !== company) })
  }
  return ok(events)
}

/**
 * Who may launch in this Attack: the attacker (the power whose turn it is) at anyone, or a power it
 * attacks at the attacker ("First Strike ... at one or more territories owned/occupied by the
 * attacker"; "Launch on Warning ... against any of the attacker's territories"); a space blast is
 * the attacker's ("The attacker may also elect to attempt a space blast"). Nobody launches at, or
 * from, a power out of the game.
 */
function requireLaunchSide(state: GameState, cmd: StrategicStrike): Result<never> | undefined {
  const attacker = state.cashFlow!.turn.power
  if (isOut(state, cmd.power)) return cashFlowRefusal('out-of-game', 'outNoLaunch', { power: asPower(cmd.power) }, STRIKE_RULE)
  if (cmd.spaceBlast !== true && isPowerId(cmd.target) && isOut(state, cmd.target)) return cashFlowRefusal('out-of-game', 'outNoStrike', { power: asPower(cmd.target) }, STRIKE_RULE)
  if (cmd.power === attacker) return undefined
  if (cmd.spaceBlast === true) return cashFlowRefusal('wrong-action', 'blastIsAttackers', { attacker: asPower(attacker), power: asPower(cmd.power) }, STRIKE_RULE)
  if (cmd.target !== attacker) {
    return cashFlowRefusal('wrong-action', 'launchAtAttacker', { power: asPower(cmd.power), attacker: asPower(attacker) }, STRIKE_RULE)
  }
  return undefined
}

/** The powers whose navies a nuke removed from a light blue sea (their blockades may be broken). */
function navalLosers(impacts: readonly NukeImpact[]): PowerId[] {
  const out: PowerId[] = []
  for (const impact of impacts) {
    if (impact.ground !== 'light-sea') continue
    for (const [id, lost] of Object.entries(impact.losses ?? {})) if (isPowerId(id) && (lost ?? 0) > 0 && !out.includes(id)) out.push(id)
  }
  return out
}

/**
 * Armies embarked on the navies a nuke removed from a light blue sea go with them ("If the navy upon
 * which they are embarked is chosen as a casualty, the armies are lost"; the nuke takes the navy
 * off the board): up to 4 a navy lost there.
 */
function armiesAboardEvents(state: GameState, impact: NukeImpact, powers: Map<PowerId, PowerState>, events: GameEvent[]): Result<GameEvent[]> {
  for (const [id, aboard] of Object.entries(impact.armiesAboard ?? {})) {
    const p = isPowerId(id) ? (powers.get(id) ?? state.powers[id]) : undefined
    const navies = isPowerId(id) ? (impact.losses?.[id] ?? 0) : 0
    const most = p === undefined ? 0 : Math.min(navies * ARMIES_PER_NAVY, p.forces.armies)
    if (p === undefined || !isWholeNumber(aboard) || aboard < 0 || aboard > most) {
      return cashFlowRefusal('bad-number', 'countAboard', { territory: impact.target.trim(), each: ARMIES_PER_NAVY, most }, STRIKE_RULE)
    }
    if (aboard === 0) continue
    events.push({ type: 'forcesChanged', power: p.id, force: 'armies', from: p.forces.armies, to: p.forces.armies - aboard })
    powers.set(p.id, { ...p, forces: { ...p.forces, armies: p.forces.armies - aboard } })
  }
  return ok(events)
}

/**
 * Strategic Attack Sequence: the silos launched are removed (nukes off the meter), a 6 fails a
 * launch, every screener's hits stop nukes still coming, and each nuke that gets through strikes:
 * land (armies, silos and companies there destroyed; a cloud of the launcher's stays and costs it a
 * point at scoring), a light blue sea (navies), a dark blue sea (nothing). A space blast that gets
 * through eliminates every player's L-stars.
 */
export function decideStrategicStrike(state: GameState, cmd: StrategicStrike): Result<GameEvent[]> {
  const notNow = requireAttackUnderWay(state)
  if (notNow) return notNow
  const launcher = isPowerId(cmd.power) ? state.powers[cmd.power] : undefined
  if (launcher === undefined) return cashFlowRefusal('unknown-power', 'notPlaying')
  const wrongSide = isV1(state) ? undefined : requireLaunchSide(state, cmd)
  if (wrongSide) return wrongSide
  if (!isWholeNumber(cmd.launched) || cmd.launched < 1 || cmd.launched > launcher.supplies.nukes) {
    return cashFlowRefusal('bad-number', 'launchFromSilos', { power: asPower(launcher.id), n: launcher.supplies.nukes }, STRIKE_RULE)
  }
  if (cmd.spaceBlast !== true && (!isPowerId(cmd.target) || state.powers[cmd.target] === undefined || cmd.target === launcher.id)) return cashFlowRefusal('unknown-power', 'sayLaunchTarget', {}, STRIKE_RULE)
  if (!validDice(cmd.launchDice) || cmd.launchDice.length !== cmd.launched) return cashFlowRefusal('bad-dice', 'launchDicePerNuke', { n: cmd.launched }, STRIKE_RULE)
  const flying = cmd.launchDice.filter((face) => launchSucceeds(face)).length
  const hits = screenHitsOf(state, cmd)
  if (!hits.ok) return hits
  const landed = Math.max(0, flying - hits.value)
  const events: GameEvent[] = [{ type: 'supplyChanged', power: launcher.id, row: 'nukes', from: launcher.supplies.nukes, to: launcher.supplies.nukes - cmd.launched }]
  const powers = new Map<PowerId, PowerState>([[launcher.id, { ...launcher, supplies: { ...launcher.supplies, nukes: launcher.supplies.nukes - cmd.launched } }]])
  if (cmd.spaceBlast === true) {
    if (Array.isArray(cmd.impacts) && cmd.impacts.length > 0) return cashFlowRefusal('bad-command', 'blastNoTerritory', {}, STRIKE_RULE)
    if (landed > 0) {
      for (const id of state.order) {
        const p = powers.get(id) ?? state.powers[id]
        if (p && p.supplies.lstars > 0) events.push({ type: 'supplyChanged', power: id, row: 'lstars', from: p.supplies.lstars, to: 0 })
      }
    }
    return ok(events)
  }
  if (!Array.isArray(cmd.impacts) || cmd.impacts.length !== landed) {
    return cashFlowRefusal('bad-command', 'nukesThrough', { n: landed, failed: cmd.launched - flying, screened: Math.min(flying, hits.value) }, STRIKE_RULE)
  }
  let clouds = 0
  for (const impact of cmd.impacts) {
    const done = impactEvents(state, impact, powers)
    if (!done.ok) return done
    events.push(...done.value)
    if (impact.ground === 'land') clouds += 1
  }
  const cf = state.cashFlow!
  const destroyed = nuclearDestruction(state, cmd.impacts, powers)
  events.push(...destroyed.events)
  const changes: Partial<CashFlowState> = { ...destroyed.changes }
  if (clouds > 0) changes.clouds = { ...cf.clouds, [launcher.id]: (cf.clouds[launcher.id] ?? 0) + clouds }
  const sunk = isV1(state) ? [] : navalLosers(cmd.impacts).filter((id) => !(cf.turn.sunk ?? []).includes(id))
  if (sunk.length > 0 && changes.turn === undefined) changes.turn = { ...cf.turn, sunk: [...(cf.turn.sunk ?? []), ...sunk] }
  if (Object.keys(changes).length > 0) events.push(patchSlice('cashFlow', cf, changes))
  return ok(events)
}

/**
 * Nuclear Destruction: "If the last home territory of a superpower is destroyed by a nuke, that
 * player is immediately eliminated. His Resource companies are discarded, his money is returned to
 * the bank and his armies, navies and silos are removed from the board." A home territory struck on
 * land stays destroyed (its cloud stays), so the app keeps each power's nuked homes. Units he has on
 * the market go with him; the entropy token, if he held it, passes to the player on his right.
 */
function nuclearDestruction(state: GameState, impacts: readonly NukeImpact[], powers: Map<PowerId, PowerState>): { events: GameEvent[]; changes: Partial<CashFlowState> } {
  const cf = state.cashFlow!
  const nuked: Partial<Record<PowerId, readonly string[]>> = { ...cf.nuked }
  let struck = false
  for (const impact of impacts) {
    if (impact.ground !== 'land') continue
    for (const id of livePowers(state)) {
      const home = SUPERPOWERS[id].homeTerritories.find((h) => same(h, impact.target))
      if (home === undefined || (nuked[id] ?? []).includes(home)) continue
      nuked[id] = [...(nuked[id] ?? []), home]
      struck = true
    }
  }
  if (!struck) return { events: [], changes: {} }
  const out = livePowers(state).filter((id) => (nuked[id]?.length ?? 0) === SUPERPOWERS[id].homeTerritories.length)
  const events: GameEvent[] = []
  for (const id of out) {
    const p = powers.get(id) ?? state.powers[id]!
    for (let i = p.companies.length - 1; i >= 0; i -= 1) events.push({ type: 'companyRemoved', power: id, company: p.companies[i]!, index: i })
    const cash = cashOf(state, id)
    if (cash > 0) events.push({ type: 'moneyTransferred', from: id, to: 'bank', amount: cash, reason: 'other', note: 'Nuclear Destruction: returned to the bank' })
    for (const force of ['armies', 'navies'] as const) if (p.forces[force] > 0) events.push({ type: 'forcesChanged', power: id, force, from: p.forces[force], to: 0 })
    if (p.supplies.nukes > 0) events.push({ type: 'supplyChanged', power: id, row: 'nukes', from: p.supplies.nukes, to: 0 })
  }
  const changes: Partial<CashFlowState> = { nuked }
  if (out.length > 0) {
    const eliminated = [...(cf.eliminated ?? []), ...out]
    changes.eliminated = eliminated
    changes.listings = cf.listings.filter((l) => !out.includes(l.seller))
    if (out.includes(cf.entropyHolder)) {
      const seats = state.order.filter((id) => !eliminated.includes(id))
      const at = state.order.indexOf(cf.entropyHolder)
      // The next seat to the right (against the direction of play) still in the game.
      changes.entropyHolder = [...state.order.slice(0, at).reverse(), ...state.order.slice(at + 1).reverse()].find((id) => seats.includes(id)) ?? cf.entropyHolder
    }
    if (!isV1(state)) outOfTheGame(state, out, eliminated, powers, events, changes)
  }
  return { events, changes }
}

/**
 * What else leaves with a power out of the game (version 2): it takes no more part, so its L-stars
 * (they screen and clash) go, its blockades and sieges end (its navies are gone: "if he has navies
 * blocking all ports"), and if it went out in its own turn the turn passes at once to the next seat
 * in the direction of play.
 */
function outOfTheGame(state: GameState, out: readonly PowerId[], eliminated: readonly PowerId[], powers: Map<PowerId, PowerState>, events: GameEvent[], changes: Partial<CashFlowState>): void {
  const cf = state.cashFlow!
  for (const id of out) {
    const p = powers.get(id) ?? state.powers[id]!
    if (p.supplies.lstars > 0) events.push({ type: 'supplyChanged', power: id, row: 'lstars', from: p.supplies.lstars, to: 0 })
  }
  changes.blockades = cf.blockades.filter((b) => !out.includes(b.by))
  changes.sieges = cf.sieges.filter((s) => !out.includes(s.by) && !out.includes(s.power))
  if (out.includes(cf.turn.power)) changes.turn = nextTurnAfter(state, cf, eliminated, changes.entropyHolder ?? cf.entropyHolder)
}

/** L-Star Clash: the attacker's chosen L-stars against all of the defender's, matched; the low die loses one, a tie one each. */
export function decideLstarClash(state: GameState, cmd: LstarClash): Result<GameEvent[]> {
  const cf = requireTurn(state, cmd.power)
  if (!cf.ok) return cf
  if (cf.value.turn.action !== 'attack') return cashFlowRefusal('wrong-action', 'clashInAttack', {}, CLASH_RULE)
  const attacker = state.powers[cmd.power]!
  const defender = isPowerId(cmd.defender) ? state.powers[cmd.defender] : undefined
  if (defender === undefined || defender.id === attacker.id) return cashFlowRefusal('unknown-power', 'sayClashDefender', {}, CLASH_RULE)
  if (!isV1(state) && isOut(state, defender.id)) return cashFlowRefusal('out-of-game', 'outNoLstars', { power: asPower(defender.id) }, CLASH_RULE)
  if (!validDice(cmd.attackerDice) || cmd.attackerDice.length < 1 || cmd.attackerDice.length > attacker.supplies.lstars) {
    return cashFlowRefusal('bad-dice', 'clashAttackerDice', { power: asPower(attacker.id), n: attacker.supplies.lstars }, CLASH_RULE)
  }
  if (!validDice(cmd.defenderDice) || cmd.defenderDice.length !== defender.supplies.lstars || defender.supplies.lstars === 0) {
    return cashFlowRefusal('bad-dice', 'clashDefenderDice', { power: asPower(defender.id), n: defender.supplies.lstars }, CLASH_RULE)
  }
  const result = resolveLstarClash(cmd.attackerDice, cmd.defenderDice)
  const events: GameEvent[] = []
  if (result.attackerLosses > 0) events.push({ type: 'supplyChanged', power: attacker.id, row: 'lstars', from: attacker.supplies.lstars, to: attacker.supplies.lstars - result.attackerLosses })
  if (result.defenderLosses > 0) events.push({ type: 'supplyChanged', power: defender.id, row: 'lstars', from: defender.supplies.lstars, to: defender.supplies.lstars - result.defenderLosses })
  return ok(events)
}
