import { RESOURCE_DECK_CARDS } from './data'
import { rowCapacity } from '../battle/homes'
import { requireFunds } from '../bank/funds'
import { cashOf, isWholeNumber } from '../../kernel/guards'
import type { GameEvent } from '../../kernel/events'
import type { SupplyRow } from '../../kernel/ids'
import { asMoney, asPower, type Phrase, type PhraseValue } from '../../kernel/phrase'
import { ok, type Remedy, type Result } from '../../kernel/result'
import { playPhrase, playRefusal, playRemedy, type PlayKey } from './refusals'
import type { GameState, PowerState } from '../../kernel/state'
import { requireCounts, requireNotFirstCycle, requirePhase, requireSupplies, playingPower } from './checks'
import type { BuildForces, BuildWeapons, Research } from './commands'
import { cardsCost, forcesCost, hasTech, researchCost, weaponsCost } from './costs'
import { playChanged } from './patch'
import { SIEGE_RULE } from './tactics'
import type { Weapon } from './state'

export const BUILD_FORCES_RULE = 'Basic rules, Stage 6, Phase C (How to Build Armies and Navies)'
export const BUILD_WEAPONS_RULE = 'Basic rules, Stage 6, Phase D (How to Build Nukes, How to Build L-stars)'
export const RESEARCH_RULE = 'Basic rules, Stage 6, Phase E (Research and Development)'



/** WEAPON_NAMES as phrase values: "2 nukes", "L-stars", "nuclear technology". */
const WEAPON_KEYS = {
  nukes: { counted: 'nukesCounted', many: 'nukesPlural', tech: 'nuclearTech' },
  lstars: { counted: 'lstarsCounted', many: 'lstarsPlural', tech: 'lstarTech' },
} as const satisfies Record<Weapon, { counted: PlayKey; many: PlayKey; tech: PlayKey }>
const countedPhrase = (n: number, weapon: Weapon) => ({ phrase: playPhrase(WEAPON_KEYS[weapon].counted, { n }) })
const manyPhrase = (weapon: Weapon) => ({ phrase: playPhrase(WEAPON_KEYS[weapon].many) })
const techPhrase = (weapon: Weapon) => ({ phrase: playPhrase(WEAPON_KEYS[weapon].tech) })

/** "4 armies and 2 navies", zeros left out (at least one is built), as a phrase. */
function forcesPhrase(armies: number, navies: number): PhraseValue {
  const parts: PhraseValue[] = []
  if (armies > 0) parts.push({ phrase: playPhrase('armiesCounted', { n: armies }) })
  if (navies > 0) parts.push({ phrase: playPhrase('naviesCounted', { n: navies }) })
  return parts.reduce((a, b) => ({ phrase: playPhrase('andJoin', { a, b }) }))
}

function rowChange(power: PowerState, row: SupplyRow, delta: number): GameEvent[] {
  const from = power.supplies[row]
  return delta === 0 ? [] : [{ type: 'supplyChanged', power: power.id, row, from, to: from + delta }]
}

/** Stage 6, Phase C: "For example, ... four armies and two navies ... two grain, two oil and two mineral units ... $600 million." */
export function decideBuildForces(state: GameState, cmd: BuildForces): Result<GameEvent[]> {
  const found = playingPower(state, cmd.power)
  if (!found.ok) return found
  const power = found.value
  const bad = requirePhase(state, power.id, 6, 'C', { sentence: 'forcesBuiltWhen' }, BUILD_FORCES_RULE) ?? requireCounts([cmd.armies, cmd.navies], { words: 'countsForces' })
  if (bad) return bad
  if (cmd.armies + cmd.navies === 0) return playRefusal('nothing-to-build', 'enterForcesToBuild', {}, BUILD_FORCES_RULE)
  const besieged = requireHomeUnderSiege(state, cmd)
  if (besieged) return besieged
  const cost = forcesCost(cmd.armies, cmd.navies)
  const needing = { sentence: 'suppliesForces' as const, values: { forces: forcesPhrase(cmd.armies, cmd.navies), sets: { phrase: playPhrase('setsCounted', { n: cost.sets }) } } }
  const short =
    requireSupplies(power, { grain: cost.sets, oil: cost.sets, minerals: cost.sets }, needing, BUILD_FORCES_RULE, [playRemedy('buildFewerForces')]) ??
    requireFunds(state, power.id, cost.money)
  if (short) return short
  return ok([
    ...rowChange(power, 'grain', -cost.sets),
    ...rowChange(power, 'oil', -cost.sets),
    ...rowChange(power, 'minerals', -cost.sets),
    { type: 'moneyTransferred', from: power.id, to: 'bank', amount: cost.money, reason: 'build' },
    ...(cmd.armies > 0 ? [{ type: 'forcesChanged' as const, power: power.id, force: 'armies', from: power.forces.armies, to: power.forces.armies + cmd.armies }] : []),
    ...(cmd.navies > 0 ? [{ type: 'forcesChanged' as const, power: power.id, force: 'navies', from: power.forces.navies, to: power.forces.navies + cmd.navies }] : []),
  ])
}

/**
 * Siege: "He may not build new forces in any of his foreign territories or seas." A besieged
 * power says where the new forces go; only home territories (and the seas next to them) may take them.
 */
function requireHomeUnderSiege(state: GameState, cmd: BuildForces): Result<never> | undefined {
  if (!state.play?.besieged.includes(cmd.power)) return undefined
  if (cmd.placedAt === 'home') return undefined
  const home = playRemedy('buildAtHome', {}, { ...cmd, placedAt: 'home' as const })
  if (cmd.placedAt === 'abroad') {
    return playRefusal('besieged', 'besiegedNotAbroad', { power: asPower(cmd.power) }, SIEGE_RULE, [home])
  }
  return playRefusal('where-built', 'besiegedWhere', { power: asPower(cmd.power) }, SIEGE_RULE, [home])
}

/** Stage 6, Phase D: after research; 12 at most in each row; not in the first cycle. */
export function decideBuildWeapons(state: GameState, cmd: BuildWeapons): Result<GameEvent[]> {
  const found = playingPower(state, cmd.power)
  if (!found.ok) return found
  const power = found.value
  const bad =
    requirePhase(state, power.id, 6, 'C', { sentence: 'weaponsBuiltWhen' }, BUILD_WEAPONS_RULE) ??
    requireNotFirstCycle(state, { sentence: 'noWeaponsFirstCycle' }, BUILD_WEAPONS_RULE) ??
    requireCounts([cmd.nukes, cmd.lstars], { words: 'countsWeapons' })
  if (bad) return bad
  if (cmd.nukes + cmd.lstars === 0) return playRefusal('nothing-to-build', 'enterWeaponsToBuild', {}, BUILD_WEAPONS_RULE)
  const play = state.play
  for (const weapon of ['nukes', 'lstars'] as const) {
    if (cmd[weapon] === 0) continue
    if (play && !hasTech(play, power.id, weapon)) {
      return playRefusal('no-technology', 'notResearched', { power: asPower(power.id), tech: techPhrase(weapon), weapons: manyPhrase(weapon) }, BUILD_WEAPONS_RULE, [
        playRemedy('researchFirst', { weapons: manyPhrase(weapon), price: asMoney(cardsCost(1)) }),
      ])
    }
    const capacity = rowCapacity(state, power.id)
    const room = capacity - power.supplies[weapon]
    if (cmd[weapon] > room) {
      const values = { power: asPower(power.id), stored: countedPhrase(power.supplies[weapon], weapon), capacity, room, count: cmd[weapon] }
      return playRefusal('row-full', 'weaponsRowFull', values, BUILD_WEAPONS_RULE, [
        ...(room > 0 ? [playRemedy('buildCountedInstead', { weapons: countedPhrase(room, weapon) }, { ...cmd, [weapon]: room })] : []),
      ])
    }
  }
  if (cmd.nukes > 0 && play?.nukeResearchedThisTurn.includes(power.id)) {
    return playRefusal('nuke-researched-this-turn', 'nukeFoundThisTurn', { power: asPower(power.id) }, RESEARCH_RULE, [
      ...(cmd.lstars > 0 ? [playRemedy('buildOnly', { weapons: countedPhrase(cmd.lstars, 'lstars') }, { ...cmd, nukes: 0 })] : []),
    ])
  }
  const cost = weaponsCost(cmd.nukes, cmd.lstars)
  const built = (['nukes', 'lstars'] as const).filter((w) => cmd[w] > 0).map((w) => countedPhrase(cmd[w], w) as PhraseValue)
  const weapons = built.reduce((a, b) => ({ phrase: playPhrase('andJoin', { a, b }) }))
  const needing = { sentence: 'suppliesWeapons' as const, values: { weapons, n: cmd.nukes + cmd.lstars } }
  const short = requireSupplies(power, { minerals: cost.minerals }, needing, BUILD_WEAPONS_RULE, fewerWeapons(power, cmd)) ?? requireFunds(state, power.id, cost.money)
  if (short) return short
  return ok([
    ...rowChange(power, 'minerals', -cost.minerals),
    { type: 'moneyTransferred', from: power.id, to: 'bank', amount: cost.money, reason: 'build' },
    ...rowChange(power, 'nukes', cmd.nukes),
    ...rowChange(power, 'lstars', cmd.lstars),
  ])
}

/** "Build 2 nukes instead": what the minerals allow, when one kind of weapon was asked for. */
function fewerWeapons(power: PowerState, cmd: BuildWeapons): Remedy[] {
  const weapon: Weapon | undefined = cmd.lstars === 0 ? 'nukes' : cmd.nukes === 0 ? 'lstars' : undefined
  if (weapon === undefined) return []
  const most = Math.floor(power.supplies.minerals / weaponsCost(weapon === 'nukes' ? 1 : 0, weapon === 'lstars' ? 1 : 0).minerals)
  return most > 0 ? [playRemedy('buildCountedInstead', { weapons: countedPhrase(most, weapon) }, { ...cmd, [weapon]: most })] : []
}

/**
 * Whether finding the nuke card builds the first nuke now (1 mineral + $500M, besides the cards
 * turned), or why not: a full nuke row, no mineral, or not the cash (NUKE_CARD_SHORT_READING).
 */
export function firstNukeShortfall(state: GameState, power: PowerState, cardsTurned: number): Phrase | undefined {
  if (power.supplies.nukes >= rowCapacity(state, power.id)) return playPhrase('firstNukeRowFull', { power: asPower(power.id) })
  const first = weaponsCost(1, 0)
  if (power.supplies.minerals < first.minerals) return playPhrase('firstNukeNoMineral', { power: asPower(power.id) })
  const cash = cashOf(state, power.id) - cardsCost(cardsTurned)
  if (cash < first.money) return playPhrase('firstNukeNoCash', { power: asPower(power.id), cash: asMoney(Math.max(0, cash)), cost: asMoney(first.money) })
  return undefined
}

/**
 * Stage 6, Phase E: $200M per card turned. Finding the nuke card builds the first nuke at once
 * (1 mineral + $500M) and ends nuke building for the turn; the L-star card gives the technology only.
 * A power that cannot pay for the first nuke still completes the research: "If he finds a nuke
 * card, he has successfully completed his research and development for nukes" (NUKE_CARD_SHORT_READING).
 */
export function decideResearch(state: GameState, cmd: Research): Result<GameEvent[]> {
  const found = playingPower(state, cmd.power)
  if (!found.ok) return found
  const power = found.value
  const bad = requirePhase(state, power.id, 6, 'C', { sentence: 'researchWhen' }, RESEARCH_RULE) ?? requireNotFirstCycle(state, { sentence: 'noResearchFirstCycle' }, RESEARCH_RULE)
  if (bad) return bad
  if (cmd.weapon !== 'nukes' && cmd.weapon !== 'lstars') return playRefusal('unknown-weapon', 'researchLooksFor', {}, RESEARCH_RULE)
  if (!isWholeNumber(cmd.cardsTurned) || cmd.cardsTurned < 1 || cmd.cardsTurned > RESOURCE_DECK_CARDS) {
    return playRefusal('bad-number', 'researchCardsTurned', { max: RESOURCE_DECK_CARDS }, RESEARCH_RULE)
  }
  if (typeof cmd.found !== 'boolean') return playRefusal('bad-research', 'sayFound', {}, RESEARCH_RULE)
  const weapon: Weapon = cmd.weapon
  const play = state.play
  if (play && hasTech(play, power.id, weapon)) {
    return playRefusal('already-researched', 'alreadyHasTech', { power: asPower(power.id), tech: techPhrase(weapon), weapons: manyPhrase(weapon) }, RESEARCH_RULE, [
      playRemedy('buildCounted', { weapons: countedPhrase(1, weapon) }, { kind: 'buildWeapons', power: power.id, nukes: weapon === 'nukes' ? 1 : 0, lstars: weapon === 'lstars' ? 1 : 0 }),
    ])
  }
  // "He must still pay the money to the bank for each card turned over", found or not.
  const cardMoney = cardsCost(cmd.cardsTurned)
  const short = requireFunds(state, power.id, cardMoney)
  if (short) return short
  const buildsFirstNuke = cmd.found && weapon === 'nukes' && firstNukeShortfall(state, power, cmd.cardsTurned) === undefined
  const cost = researchCost(weapon, cmd.cardsTurned, buildsFirstNuke)
  const events: GameEvent[] = [{ type: 'moneyTransferred', from: power.id, to: 'bank', amount: cardMoney, reason: 'research' }]
  if (buildsFirstNuke) {
    events.push(
      ...rowChange(power, 'minerals', -cost.minerals),
      { type: 'moneyTransferred', from: power.id, to: 'bank', amount: cost.money - cardMoney, reason: 'build' },
      ...rowChange(power, 'nukes', 1),
    )
  }
  if (cmd.found && play) {
    const tech = { ...play.tech, [power.id]: [...(play.tech[power.id] ?? []), weapon] }
    const nukeResearchedThisTurn = weapon === 'nukes' ? [...play.nukeResearchedThisTurn, power.id] : play.nukeResearchedThisTurn
    events.push(playChanged(play, { tech, nukeResearchedThisTurn }))
  }
  return ok(events)
}
