/**
 * The nuclear strike (basic rules v3.0, "How to Use Strategic Forces" and "Battle Drill for
 * Strategic Forces", Steps A to E) and "Coup Final – Nuclear Roulette". Space Blast and L-star
 * Clash are in battle/space.ts.
 *
 * How the dice are aimed (the L-star screen, Step D): "The defender must decide which nukes he
 * will attempt to destroy", so the command may say where each die goes (defenderAim, and each
 * champion's aim). Without it, as before: the defender's die j aims at nuke j mod n in the order
 * of `targets`, then each champion die, champions in the order given, aims at the nuke
 * `assignScreen` gives its next champion L-star (see `aimDice`). A nuke is stopped when any die
 * aimed at it hits: 1 to 5 for the defender, 1 to 3 for a champion.
 */
import { BATTLE_RULE, COUP_FINAL_AT, NUCLEAR_ROULETTE, ROULETTE_STARTS_AFTER } from './data'
import type { GameEvent } from '../../kernel/events'
import { ok, refusePhrase, type Result } from '../../kernel/result'
import { asPower, type PhraseValue } from '../../kernel/phrase'
import { battlePhrase, battleRefusal, battleRemedy } from './refusals'
import { playPhrase } from '../play/refusals'
import type { Company, GameState, PowerState } from '../../kernel/state'
import type { PowerId } from '../../kernel/ids'
import type { NuclearStrike } from './commands'
import { guardStage } from './stage-guard'
import { counterattacksFor } from './counterattacks'
import { firstStrikeEvents, guardFirstStrike, guardRetaliation, strikeTactic } from './first-strike'
import { homeOwner, withHomeLoss } from './homes'
import { rouletteEndChance } from './odds'
import { addToRecord, warChanged } from './patch'
import {
  checkAim,
  checkChampions,
  checkLstarDiceOf,
  COUP_FINAL_RULE,
  guardGameOver,
  isDie,
  LAUNCH_RULE,
  nukesThrough,
  powerIn,
  resolveAim,
} from './strategic-common'
import { initialWar, type WarState } from './war-state'
import type { Aim } from './strategic-common'
import { fitsCharacters, tooLongPhrase } from '../../kernel/text'

const TARGET_RULE = '"How to Use Strategic Forces (nukes and L-stars)" and Step A (Identify Ground Zero)'

export type RouletteDue =
  | { kind: 'none'; territories: number }
  /** The firing power rolls; a die of `endsOn` or more ends the game (Coup Final). */
  | { kind: 'roll'; territories: number; endsOn: number; chance: number }
  | { kind: 'coupFinal'; territories: number }

/**
 * Nuclear Roulette after `territoriesDestroyedNow` more territories fall to a strike: nothing up
 * to 12 (or when no territory fell), a roll from the 13th to the 17th (for the count reached),
 * Coup Final without a roll at 18 or more.
 */
export function rouletteDue(war: WarState | undefined, territoriesDestroyedNow: number): RouletteDue {
  const now = Number.isSafeInteger(territoriesDestroyedNow) && territoriesDestroyedNow > 0 ? territoriesDestroyedNow : 0
  const territories = (war?.nuked.length ?? 0) + now
  if (now === 0 || territories <= ROULETTE_STARTS_AFTER) return { kind: 'none', territories }
  if (territories >= COUP_FINAL_AT) return { kind: 'coupFinal', territories }
  const endsOn = NUCLEAR_ROULETTE[territories as keyof typeof NUCLEAR_ROULETTE]
  return { kind: 'roll', territories, endsOn, chance: rouletteEndChance(territories) }
}

/** One Nuclear Roulette roll: for the `territories`-th territory destroyed; a die of `endsOn` or more ends the game. */
export interface RouletteRoll {
  territories: number
  endsOn: number
  chance: number
}

/**
 * The literal reading (setting nuclearRoulette 'perTerritory'): "When the 13th territory is
 * destroyed, the player who fired the nuke must roll one die ... When the 14th territory is
 * destroyed, [he] must roll one die": one roll for each territory from the 13th to the 17th that
 * falls to this strike, in order; Coup Final at the 18th needs no roll. Sea strikes add none.
 */
export function rouletteRolls(war: WarState | undefined, territoriesDestroyedNow: number): { rolls: RouletteRoll[]; coupFinal: boolean } {
  const now = Number.isSafeInteger(territoriesDestroyedNow) && territoriesDestroyedNow > 0 ? territoriesDestroyedNow : 0
  const before = war?.nuked.length ?? 0
  const rolls: RouletteRoll[] = []
  for (let n = before + 1; n <= before + now; n += 1) {
    if (n >= COUP_FINAL_AT) return { rolls, coupFinal: true }
    if (n > ROULETTE_STARTS_AFTER) rolls.push({ territories: n, endsOn: NUCLEAR_ROULETTE[n as keyof typeof NUCLEAR_ROULETTE], chance: rouletteEndChance(n) })
  }
  return { rolls, coupFinal: false }
}

/** Per territory: the dice given (rouletteDice, or rouletteDie for a single roll), checked; whether they end the game. */
function perTerritoryRoulette(cmd: NuclearStrike, war: WarState, clouds: number, attacker: PowerId): Result<boolean> {
  const { rolls, coupFinal } = rouletteRolls(war, clouds)
  const dice = cmd.rouletteDice ?? (cmd.rouletteDie === undefined ? undefined : [cmd.rouletteDie])
  if (cmd.rouletteDice !== undefined && cmd.rouletteDie !== undefined) return battleRefusal('roulette-die', 'rouletteDiceOnce', {}, COUP_FINAL_RULE)
  if (rolls.length === 0) {
    if (dice !== undefined) return battleRefusal('roulette-not-due', 'rouletteNotDue', { n: war.nuked.length + clouds }, COUP_FINAL_RULE)
    return ok(coupFinal)
  }
  const table = rouletteTable(rolls)
  const power = asPower(attacker)
  if (!Array.isArray(dice) || dice.length === 0 || !dice.every(isDie)) {
    return rolls.length === 1
      ? battleRefusal('roulette-die', 'rouletteDiceOne', { territory: rolls[0]!.territories, power, table }, COUP_FINAL_RULE)
      : battleRefusal('roulette-die', 'rouletteDiceRange', { from: rolls[0]!.territories, to: rolls[rolls.length - 1]!.territories, power, table }, COUP_FINAL_RULE)
  }
  const endsAt = dice.findIndex((d, i) => i < rolls.length && d >= rolls[i]!.endsOn)
  const needed = endsAt >= 0 ? endsAt + 1 : rolls.length
  if (dice.length !== needed) {
    return battleRefusal('roulette-die', 'rouletteDiceCount', { power, n: needed, given: dice.length, table }, COUP_FINAL_RULE)
  }
  return ok(endsAt >= 0 || coupFinal)
}

/** The rolls' table, "territory 13: 5 or more; territory 14: 4 or more", as nested phrases (one row, then the rest). */
function rouletteTable(rolls: readonly RouletteRoll[]): PhraseValue {
  const row = (r: RouletteRoll): PhraseValue => ({
    phrase: r.endsOn === 6 ? battlePhrase('rouletteRowSix', { territory: r.territories }) : battlePhrase('rouletteRowOrMore', { territory: r.territories, endsOn: r.endsOn }),
  })
  return rolls.slice(0, -1).reduceRight<PhraseValue>((rest, r) => ({ phrase: battlePhrase('rouletteRows', { row: row(r), rest }) }), row(rolls[rolls.length - 1]!))
}

interface Zone {
  zone: string
  isSea: boolean
  armies: number
  navies: number
  companyIds: Set<string>
  /** Other powers' cards there: power → card ids. */
  others: Map<PowerId, Set<string>>
  hit: boolean
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0
const sameZone = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

const CARDS_RULE = 'Step D (L-star Screen): "Everything within that territory is destroyed including armies and/or companies"'

/** Other powers' cards named at a target: powers in the game, not the defender (its cards are companyIds), cards they hold. */
function otherCardsOf(state: GameState, cmd: NuclearStrike, raw: unknown, zone: string): Result<[PowerId, string[]][]> {
  if (raw === undefined) return ok([])
  if (!Array.isArray(raw)) return battleRefusal('bad-target', 'otherCardsList', { zone }, CARDS_RULE)
  const found: [PowerId, string[]][] = []
  for (const entry of raw as unknown[]) {
    const e = (typeof entry === 'object' && entry !== null ? entry : {}) as { power?: unknown; companyIds?: unknown }
    const p: PowerState | undefined = powerIn(state, e.power)
    if (!p) return battleRefusal('unknown-power', 'otherCardsChoose', { zone }, CARDS_RULE)
    if (p.id === cmd.defender) return battleRefusal('bad-target', 'otherCardsStruck', { power: asPower(p.id), zone }, CARDS_RULE)
    if (!Array.isArray(e.companyIds) || !e.companyIds.every((id) => typeof id === 'string')) return battleRefusal('bad-target', 'otherCardsName', { power: asPower(p.id), zone }, CARDS_RULE)
    for (const id of e.companyIds) {
      if (!p.companies.some((c) => c.id === id)) return battleRefusal('unknown-company', 'otherCardsUnknown', { power: asPower(p.id), card: id, zone }, CARDS_RULE)
    }
    found.push([p.id, e.companyIds])
  }
  return ok(found)
}

/** The targets grouped by zone: a zone's contents are the largest armies and navies given on any of its entries and all the cards named. */
function zonesOf(state: GameState, cmd: NuclearStrike, war: WarState): Result<Zone[]> {
  const zones: Zone[] = []
  for (const t of cmd.targets as unknown[]) {
    const target = (typeof t === 'object' && t !== null ? t : {}) as Partial<NuclearStrike['targets'][number]>
    if (typeof target.zone !== 'string' || target.zone.trim() === '' || !fitsCharacters(target.zone, 40) || typeof target.isSea !== 'boolean') {
      const long = typeof target.zone === 'string' ? tooLongPhrase(target.zone, 40, playPhrase('territoryName')) : undefined
      return long ? refusePhrase('bad-target', long, TARGET_RULE) : battleRefusal('bad-target', 'nameZone', {}, TARGET_RULE)
    }
    const armies = target.armies ?? 0
    const navies = target.navies ?? 0
    const ids = target.companyIds ?? []
    if (!isCount(armies) || !isCount(navies) || !Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
      return battleRefusal('bad-target', 'zoneContents', { zone: target.zone }, TARGET_RULE)
    }
    if (!target.isSea && war.nuked.some((z) => sameZone(z, target.zone!))) {
      return battleRefusal('out-of-play', 'zoneNuked', { zone: target.zone.trim() }, TARGET_RULE)
    }
    let zone = zones.find((z) => sameZone(z.zone, target.zone!))
    if (zone && zone.isSea !== target.isSea) return battleRefusal('bad-target', 'seaAndTerritory', { zone: zone.zone }, TARGET_RULE)
    if (!zone) {
      zone = { zone: target.zone.trim(), isSea: target.isSea, armies: 0, navies: 0, companyIds: new Set(), others: new Map(), hit: false }
      zones.push(zone)
    }
    zone.armies = Math.max(zone.armies, armies)
    zone.navies = Math.max(zone.navies, navies)
    for (const id of ids) zone.companyIds.add(id)
    const others = otherCardsOf(state, cmd, target.otherCards, zone.zone)
    if (!others.ok) return others
    for (const [power, cards] of others.value) {
      const held = zone.others.get(power) ?? new Set<string>()
      for (const id of cards) held.add(id)
      zone.others.set(power, held)
    }
  }
  // A card lies in one zone: naming it at two is a mistake in the entry.
  const named = new Map<PowerId, number>()
  for (const z of zones) for (const [power, cards] of z.others) named.set(power, (named.get(power) ?? 0) + cards.size)
  for (const [power, count] of named) {
    if (new Set(zones.flatMap((z) => [...(z.others.get(power) ?? [])])).size !== count) return battleRefusal('bad-target', 'powerCardInTwoZones', { power: asPower(power) }, CARDS_RULE)
  }
  return ok(zones)
}

/**
 * Nuclear Roulette: whether the strike ends the game. Reading 'once' (games set up before the
 * setting): one roll for the count reached, as the app always did; 'perTerritory': one per territory.
 */
function rouletteEnds(state: GameState, cmd: NuclearStrike, war: WarState, clouds: number, attacker: PowerId): Result<boolean> {
  if ((state.settings.nuclearRoulette ?? 'once') === 'perTerritory') return perTerritoryRoulette(cmd, war, clouds, attacker)
  if (cmd.rouletteDice !== undefined) return battleRefusal('roulette-die', 'rouletteOnce', {}, COUP_FINAL_RULE)
  const due = rouletteDue(war, clouds)
  if (due.kind === 'roll' && !isDie(cmd.rouletteDie)) {
    return due.endsOn === 6
      ? battleRefusal('roulette-die', 'rouletteDieSix', { territory: due.territories, power: asPower(attacker) }, COUP_FINAL_RULE)
      : battleRefusal('roulette-die', 'rouletteDieOrMore', { territory: due.territories, power: asPower(attacker), endsOn: due.endsOn }, COUP_FINAL_RULE)
  }
  if (due.kind !== 'roll' && cmd.rouletteDie !== undefined) {
    return battleRefusal('roulette-not-due', 'rouletteNotDue', { n: due.territories }, COUP_FINAL_RULE)
  }
  return ok(due.kind === 'coupFinal' || (due.kind === 'roll' && cmd.rouletteDie! >= due.endsOn))
}

/** Step D: where each L-star die is aimed, as the command says (checked) or, when it says nothing, as aimDice aims them. */
function aimOf(cmd: NuclearStrike, fired: number): Result<never> | Aim {
  const defenderAim = checkAim(cmd.defenderAim, cmd.defenderLstarDice.length, fired, cmd.defender)
  if (defenderAim !== undefined && !Array.isArray(defenderAim)) return defenderAim
  const champions = cmd.champions ?? []
  const aims: (number[] | undefined)[] = []
  for (const c of champions) {
    const a = checkAim(c.aim, c.dice.length, fired, c.power)
    if (a !== undefined && !Array.isArray(a)) return a
    aims.push(a)
  }
  const counts = champions.map((c) => c.dice.length)
  return resolveAim(fired, defenderAim, counts.reduce((n, k) => n + k, 0), aims, counts, cmd.defenderLstarDice.length)
}

/** The companyRemoved events for `power`'s cards in `gone`: highest index first, so each index is the card's place when undo puts it back. */
export function cardsDestroyed(power: PowerState, gone: ReadonlySet<string>): GameEvent[] {
  const doomed: Company[] = []
  power.companies.forEach((c) => {
    if (gone.has(c.id)) doomed.unshift(c)
  })
  return doomed.map((company) => ({ type: 'companyRemoved', power: power.id, company, index: power.companies.indexOf(company) }))
}

export function decideNuclearStrike(state: GameState, cmd: NuclearStrike): Result<GameEvent[]> {
  const attacker = powerIn(state, cmd.attacker)
  if (!attacker) return battleRefusal('unknown-power', 'chooseFiring')
  const isEmpty = cmd.defender === 'unoccupied'
  const defender = isEmpty ? undefined : powerIn(state, cmd.defender)
  if (!isEmpty && !defender) return battleRefusal('unknown-power', 'chooseStruck')
  if (defender?.id === attacker.id) return battleRefusal('same-power', 'nukeItself')
  const tactic = strikeTactic(cmd)
  if (typeof tactic !== 'string') return tactic
  const staged =
    tactic === 'first' ? guardFirstStrike(state, attacker.id, defender?.id) : tactic === 'retaliation' ? guardRetaliation(state, attacker.id, defender?.id) : guardStage(state, attacker.id)
  const over = guardGameOver(state) ?? staged
  if (over) return over
  if (!Array.isArray(cmd.targets) || cmd.targets.length === 0) return battleRefusal('no-targets', 'nameTargets', {}, TARGET_RULE)
  const fired = cmd.targets.length
  const meter = attacker.supplies.nukes
  if (fired > meter) {
    return battleRefusal('no-nukes', 'noNukes', { power: asPower(attacker.id), n: meter, fired }, LAUNCH_RULE, [battleRemedy('fireFewer'), battleRemedy('buildNukesLater')])
  }
  const war = state.war ?? initialWar()
  const grouped = zonesOf(state, cmd, war)
  if (!grouped.ok) return grouped
  const zones = grouped.value
  const inZones = (f: (z: Zone) => number) => zones.reduce((sum, z) => sum + f(z), 0)
  if (isEmpty) {
    if (inZones((z) => z.armies + z.navies + z.companyIds.size) > 0) {
      return battleRefusal('unoccupied', 'unoccupiedNoForces', {}, TARGET_RULE)
    }
  } else {
    const d = defender!
    if (inZones((z) => z.armies) > d.forces.armies || inZones((z) => z.navies) > d.forces.navies) {
      return battleRefusal('no-forces', 'targetsExceedForces', { power: asPower(d.id), armies: d.forces.armies, navies: d.forces.navies, namedArmies: inZones((z) => z.armies), namedNavies: inZones((z) => z.navies) }, TARGET_RULE)
    }
    if (inZones((z) => z.companyIds.size) !== new Set(zones.flatMap((z) => [...z.companyIds])).size) return battleRefusal('bad-target', 'cardInTwoZones', {}, TARGET_RULE)
    for (const id of zones.flatMap((z) => [...z.companyIds])) {
      const card = d.companies.find((c) => c.id === id)
      if (!card) return battleRefusal('unknown-company', 'defenderCardUnknown', { power: asPower(d.id), card: id }, TARGET_RULE)
    }
  }
  const defenderDice = cmd.defenderLstarDice
  const badDice = checkLstarDiceOf(defenderDice, defender?.supplies.lstars ?? 0, defender ? defender.id : 'unoccupied', BATTLE_RULE.lstarScreen)
  if (badDice) return badDice
  const championDice = checkChampions(state, cmd.champions, defender ? [attacker.id, defender.id] : [attacker.id])
  if (!Array.isArray(championDice)) return championDice
  const aim = aimOf(cmd, fired)
  if (!('defender' in aim)) return aim
  const through = nukesThrough(fired, defenderDice, championDice, aim)
  cmd.targets.forEach((t, i) => {
    const zone = zones.find((z) => sameZone(z.zone, t.zone))
    if (zone && through[i]) zone.hit = true
  })
  const hit = zones.filter((z) => z.hit)
  const cloudsNow = hit.filter((z) => !z.isSea).map((z) => z.zone)
  const roulette = rouletteEnds(state, cmd, war, cloudsNow.length, attacker.id)
  if (!roulette.ok) return roulette

  const events: GameEvent[] = [{ type: 'supplyChanged', power: attacker.id, row: 'nukes', from: meter, to: meter - fired }]
  if (defender) {
    const armies = hit.reduce((sum, z) => sum + z.armies, 0)
    const navies = hit.reduce((sum, z) => sum + z.navies, 0)
    if (armies > 0) events.push({ type: 'forcesChanged', power: defender.id, force: 'armies', from: defender.forces.armies, to: defender.forces.armies - armies })
    if (navies > 0) events.push({ type: 'forcesChanged', power: defender.id, force: 'navies', from: defender.forces.navies, to: defender.forces.navies - navies })
    events.push(...cardsDestroyed(defender, new Set(hit.flatMap((z) => [...z.companyIds]))))
  }
  // "Everything within that territory is destroyed including ... companies": every power's cards there.
  for (const p of state.order.map((id) => state.powers[id]).filter((x): x is PowerState => x !== undefined && x.id !== defender?.id)) {
    events.push(...cardsDestroyed(p, new Set(hit.flatMap((z) => [...(z.others.get(p.id) ?? [])]))))
  }
  if (state.war) {
    let record = addToRecord(war, attacker.id, { nukesFired: fired })
    if (defender && cloudsNow.length > 0) record = addToRecord({ ...war, record }, defender.id, { territoriesLostToNukes: cloudsNow.length })
    // An unoccupied home is still its owner's territory: a nuke there is one it lost (Top Brass, 5-Star).
    if (!defender) {
      for (const zone of cloudsNow) {
        const owner = homeOwner(state, zone)
        if (owner) record = addToRecord({ ...war, record }, owner, { territoriesLostToNukes: 1 })
      }
    }
    const ends = roulette.value
    // A home territory nuked is its owner's latest home loss (Spoils of War: The Destruction).
    let lastHomeLoss = war.lastHomeLoss
    for (const zone of cloudsNow) {
      const owner = homeOwner(state, zone)
      if (owner) lastHomeLoss = withHomeLoss({ ...war, lastHomeLoss }, owner, { how: 'nuked' })
    }
    events.push(
      warChanged(state.war, {
        record,
        ...(cloudsNow.length > 0 ? { nuked: [...war.nuked, ...cloudsNow] } : {}),
        ...(ends ? { isCoupFinal: true } : {}),
        ...(lastHomeLoss !== war.lastHomeLoss ? { lastHomeLoss } : {}),
      }),
    )
  }
  // A first strike and its retaliation are part of Step A of the turn's attack: no counterattacks.
  if (tactic === 'first') events.push(...firstStrikeEvents(state, attacker.id, defender!.id))
  else if (tactic === 'attack') events.push(...counterattacksFor(state, attacker.id, defender ? [defender.id] : []))
  return ok(events)
}
