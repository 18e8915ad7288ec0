import { activePower } from '../battle/homes'
import { requireCounts } from '../play/checks'
import { requirePlay } from '../play/guards'
import { wherePhrase } from '../play/refusals'
import type { PlayState } from '../play/state'
import type { GameEvent } from '../../kernel/events'
import type { ComposedRules } from '../../kernel/module'
import { patchSlice } from '../../kernel/patch'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { countedPhrase, holderPhrase, warlordsRefusal, warlordsRemedy, weaponsPhrase } from './refusals'
import type { GameState } from '../../kernel/state'
import type { SellToWarlord } from './commands'
import type { NoteClientList } from './economy-commands'
import { WARLORD_WEAPONS, WARLORDS_RULE, WEAPONS_PER_POWER_PER_TURN } from './data'
import { readsV1 } from './legacy'
import type { ClientLine, ClientList, NeutralState, NeutralZone } from './state'

const RULE = WARLORDS_RULE.clientList
const sameLine = (a: Omit<ClientLine, 'count'>, b: Omit<ClientLine, 'count'>) => a.power === b.power && a.weapon === b.weapon && a.zone === b.zone

/** This cycle's Client List; one of an earlier cycle counts as none. */
export function clientListThisCycle(state: GameState): ClientList | undefined {
  const list = state.neutral?.clients
  return list && state.play && list.cycle === state.play.cycle ? list : undefined
}

/** "The beginning of Stage 6": from its Blind Bid until Phase F, when the sales are made ("at the end of Stage 6"). */
export function atStage6Start(play: Pick<PlayState, 'stage' | 'step' | 'phase'>): boolean {
  return play.stage === 6 && (play.step === 'bid' || play.step === 'sequence' || (play.step === 'phase' && play.phase !== 'F'))
}

/** A warlord or pirate is left to sell to (set up, not captured). */
const anyClient = (state: GameState) => (state.neutral?.zones ?? []).some((z) => z.occupiedBy === undefined)

/** The beginning of Stage 6 in a guided game with someone to sell to, and no list noted this turn: the list is due. */
export function clientListDue(state: GameState): boolean {
  const play = state.play
  return play !== undefined && atStage6Start(play) && anyClient(state) && !clientListThisCycle(state) && !readsV1(state)
}

/** One line checked: the seller, the weapon, how many, the buyer. */
function checkLine(state: GameState, line: ClientLine, rules: ComposedRules): Result<never> | undefined {
  if (typeof line !== 'object' || line === null) return warlordsRefusal('bad-command', 'clientLineShape', {}, RULE)
  const seller = activePower(state, line.power, 'seller', RULE)
  if (!seller.ok) return seller
  const air = rules.unit('airUnits') !== undefined
  if (!WARLORD_WEAPONS.includes(line.weapon) || (line.weapon === 'airUnits' && !air)) {
    return warlordsRefusal('unknown-weapon', air ? 'chooseWeaponAir' : 'chooseWeapon', {}, WARLORDS_RULE.priceList)
  }
  const bad = requireCounts([line.count], weaponsPhrase(line.weapon))
  if (bad) return bad
  if (line.count === 0) return warlordsRefusal('nothing-to-sell', 'enterHowManySells', { weapons: weaponsPhrase(line.weapon), power: asPower(line.power) }, RULE)
  const zone = state.neutral?.zones.find((z) => z.zone === line.zone)
  if (!zone) return warlordsRefusal('bad-zone', 'noHolderIn', { zone: String(line.zone) }, RULE)
  if (zone.occupiedBy !== undefined) return warlordsRefusal('zone-occupied', zone.kind === 'pirate' ? 'capturedNoPirateSell' : 'capturedNoWarlordSell', { zone: zone.zone, power: asPower(zone.occupiedBy) }, WARLORDS_RULE.spoils)
  if (line.weapon === 'airUnits' && zone.kind === 'pirate') return warlordsRefusal('unknown-weapon', 'onlyWarlordsAir', { holder: holderPhrase(zone) }, WARLORDS_RULE.airUnits)
  return undefined
}

/**
 * Sales Chart, Client List: "The Client List is where the players note the type of weapon they are
 * selling and to whom. They must complete this form at the beginning of Stage 6." The table's
 * lines, at most three weapons a player ("Each player may sell up to three weapons per turn");
 * lines naming the same seller, weapon and buyer are kept as one. Noted again before Phase F, the
 * new list replaces the old (nothing is sold before then).
 */
export function decideNoteClientList(state: GameState, cmd: NoteClientList, rules: ComposedRules): Result<GameEvent[]> {
  const found = requirePlay(state)
  if (!found.ok) return warlordsRefusal('not-guided', 'booksOnly', {}, RULE)
  const play = found.value
  if (!atStage6Start(play)) return warlordsRefusal('wrong-stage', 'clientListWhen', { where: wherePhrase(play) }, RULE)
  const neutral = state.neutral
  if (!neutral || neutral.zones.length === 0) return warlordsRefusal('zones-not-set-up', 'notPlacedSetUp', {}, WARLORDS_RULE.setup)
  if (!Array.isArray(cmd.lines)) return warlordsRefusal('bad-command', 'clientListShape', {}, RULE)
  const lines: ClientLine[] = []
  for (const line of cmd.lines) {
    const bad = checkLine(state, line, rules)
    if (bad) return bad
    const same = lines.find((l) => sameLine(l, line))
    if (same) same.count += line.count
    else lines.push({ power: line.power, weapon: line.weapon, zone: line.zone, count: line.count })
  }
  for (const power of new Set(lines.map((l) => l.power))) {
    const total = lines.filter((l) => l.power === power).reduce((n, l) => n + l.count, 0)
    if (total > WEAPONS_PER_POWER_PER_TURN) {
      return warlordsRefusal('sales-limit', 'listOverLimit', { max: WEAPONS_PER_POWER_PER_TURN, power: asPower(power), total, over: total - WEAPONS_PER_POWER_PER_TURN }, WARLORDS_RULE.sales)
    }
  }
  const clients: ClientList = { cycle: play.cycle, lines: lines.map((l) => ({ ...l, sold: 0 })) }
  return ok([patchSlice('neutral', neutral, { clients })])
}

/** Whether a sale is held to the Client List: a guided game, read as today (an older entry had none). */
export function heldToClientList(state: GameState): boolean {
  return state.play !== undefined && !readsV1(state)
}

/**
 * At the end of Stage 6 a power sells what its Client List names: the weapon, to that warlord or
 * pirate, as many as its line has left. No list noted this turn: nobody sells.
 */
export function requireOnClientList(state: GameState, cmd: SellToWarlord, zone: NeutralZone): Result<never> | undefined {
  const list = clientListThisCycle(state)
  if (!list) {
    return warlordsRefusal('no-client-list', 'noClientList', {}, RULE)
  }
  const line = list.lines.find((l) => sameLine(l, cmd))
  const left = line ? line.count - line.sold : 0
  if (cmd.count <= left) return undefined
  if (left === 0) {
    if (line) return warlordsRefusal('not-on-client-list', 'lineSold', { power: asPower(cmd.power), weapons: countedPhrase(line.count, cmd.weapon) }, RULE)
    return warlordsRefusal('not-on-client-list', 'lineMissing', { power: asPower(cmd.power), weapons: weaponsPhrase(cmd.weapon), holder: holderPhrase(zone) }, RULE)
  }
  return warlordsRefusal('not-on-client-list', 'lineLeft', { power: asPower(cmd.power), left: countedPhrase(left, cmd.weapon), holder: holderPhrase(zone), count: cmd.count }, RULE, [
    warlordsRemedy('sellCounted', { weapons: countedPhrase(left, cmd.weapon) }, { ...cmd, count: left }),
  ])
}

/** The Client List after a sale: the line's sold count raised (patched with the zone's record). */
export function clientsAfterSale(state: GameState, cmd: SellToWarlord): Partial<NeutralState> {
  const list = clientListThisCycle(state)
  if (!list || !heldToClientList(state)) return {}
  return { clients: { ...list, lines: list.lines.map((l) => (sameLine(l, cmd) ? { ...l, sold: l.sold + cmd.count } : l)) } }
}
