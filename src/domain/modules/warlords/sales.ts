import { requireFunds } from '../bank/funds'
import { activePower, rowCapacity } from '../battle/homes'
import { requireCounts, requirePhase, requirePrice } from '../play/checks'
import { unitCount } from '../supply/units'
import { AIR_UNITS_PER_POWER } from '../air-units/data'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import type { ComposedRules } from '../../kernel/module'
import { patchSlice } from '../../kernel/patch'
import { ok, type Result } from '../../kernel/result'
import { asMoney, asPower } from '../../kernel/phrase'
import { countedPhrase, holderPhrase, warlordsPhrase, warlordsRefusal, warlordsRemedy, weaponsPhrase } from './refusals'
import type { PlayKey } from '../play/refusals'
import type { GameState, PowerState } from '../../kernel/state'
import type { BuyFromWarlord, SellToWarlord } from './commands'
import { priceRow, WARLORD_WEAPONS, WARLORDS_RULE, WEAPONS_PER_POWER_PER_TURN, type WarlordWeapon } from './data'
import { WARLORDS_TREASURY, type NeutralState, type NeutralZone } from './state'
import { clientsAfterSale, heldToClientList, requireOnClientList } from './client-list'

/** "Sivaji, the warlord of India", "the pirate of Tokyo Bay". */
export function holderName(zone: NeutralZone): string {
  const who = `the ${zone.kind} of ${zone.zone}`
  return zone.name === undefined ? who : `${zone.name}, ${who}`
}

/** How many `weapon` a power holds: nukes and L-stars in its supply center, air units among its forces. */
function powerHolds(power: PowerState, weapon: WarlordWeapon): number {
  return weapon === 'airUnits' ? unitCount(power.forces, 'airUnits') : power.supplies[weapon]
}

function zoneHolds(zone: NeutralZone, weapon: WarlordWeapon): number {
  return zone[weapon] ?? 0
}

/**
 * Three By Three Sales: the weapons `power` has sold to warlords and pirates this turn (the cycle),
 * from the slice's counter; a counter of an earlier cycle counts as none. A bookkeeping game has no
 * turns, so it keeps no counter: there each sale is held to three weapons on its own.
 */
export function soldThisTurn(state: GameState, power: PowerId): number {
  const sales = state.neutral?.sales
  if (!state.play || !sales || sales.cycle !== state.play.cycle) return 0
  return sales.sold[power] ?? 0
}

interface Deal {
  power: PowerState
  zone: NeutralZone
  neutral: NeutralState
}

/** The checks both directions share: the power, the stage, the weapon, the count and the zone. */
function checkDeal(state: GameState, cmd: SellToWarlord | BuyFromWarlord, rules: ComposedRules, what: { sentence: PlayKey }, rule: string): Result<Deal> {
  const found = activePower(state, cmd.power, 'superpower', rule)
  if (!found.ok) return found
  const power = found.value
  const bad = requirePhase(state, power.id, 6, 'F', what, rule) ?? requireCounts([cmd.count], WARLORD_WEAPONS.includes(cmd.weapon) ? weaponsPhrase(cmd.weapon) : { phrase: warlordsPhrase('weaponsWord') })
  if (bad) return bad
  if (!WARLORD_WEAPONS.includes(cmd.weapon) || (cmd.weapon === 'airUnits' && rules.unit('airUnits') === undefined)) {
    return warlordsRefusal('unknown-weapon', rules.unit('airUnits') ? 'chooseWeaponAir' : 'chooseWeapon', {}, WARLORDS_RULE.priceList)
  }
  if (cmd.count === 0) return warlordsRefusal('nothing-to-sell', 'enterHowMany', { weapons: weaponsPhrase(cmd.weapon) }, rule)
  const neutral = state.neutral
  if (!neutral || neutral.zones.length === 0) {
    return warlordsRefusal('zones-not-set-up', 'notPlacedSetUp', {}, WARLORDS_RULE.setup)
  }
  const zone = neutral.zones.find((z) => z.zone === cmd.zone)
  if (!zone) return warlordsRefusal('bad-zone', 'noHolderIn', { zone: String(cmd.zone) }, rule)
  if (zone.occupiedBy !== undefined) return warlordsRefusal('zone-occupied', zone.kind === 'pirate' ? 'capturedNoPirateDeal' : 'capturedNoWarlordDeal', { zone: zone.zone, power: asPower(zone.occupiedBy) }, WARLORDS_RULE.spoils)
  // Air Units, Warlords and Pirates: "Only warlords can buy air units", and only they sell them.
  if (cmd.weapon === 'airUnits' && zone.kind === 'pirate') {
    return warlordsRefusal('unknown-weapon', 'onlyWarlordsAir', { holder: holderPhrase(zone) }, WARLORDS_RULE.airUnits)
  }
  return ok({ power, zone, neutral })
}

/** The events that move `count` of `weapon` to (+) or from (-) the power, and the zone's new record. */
function moveWeapons(deal: Deal, weapon: WarlordWeapon, toPower: number, more: Partial<NeutralState> = {}): GameEvent[] {
  const { power, zone, neutral } = deal
  const from = powerHolds(power, weapon)
  const held = zoneHolds(zone, weapon)
  const zones = neutral.zones.map((z) => (z.zone === zone.zone ? { ...z, [weapon]: held - toPower } : z))
  return [
    weapon === 'airUnits'
      ? { type: 'forcesChanged', power: power.id, force: 'airUnits', from, to: from + toPower }
      : { type: 'supplyChanged', power: power.id, row: weapon, from, to: from + toPower },
    patchSlice('neutral', neutral, { zones, ...more }),
  ]
}

/**
 * Stage 6, Three By Three Sales: "Any player may sell weapons to any warlord and/or pirate. Each
 * player may sell up to three weapons per turn", at the Weapon Price List's buying price, up to
 * its maximum number. The warlords' treasury always pays (it may go below zero).
 */
export function decideSellToWarlord(state: GameState, cmd: SellToWarlord, rules: ComposedRules): Result<GameEvent[]> {
  const checked = checkDeal(state, cmd, rules, { sentence: 'soldToWarlordsWhen' }, WARLORDS_RULE.sales)
  if (!checked.ok) return checked
  const { power, zone } = checked.value
  const has = powerHolds(power, cmd.weapon)
  if (cmd.count > has) return warlordsRefusal('not-enough-arms', 'cannotSellHas', { power: asPower(power.id), weapons: countedPhrase(has, cmd.weapon), count: cmd.count }, WARLORDS_RULE.sales)
  const sold = soldThisTurn(state, power.id)
  const left = WEAPONS_PER_POWER_PER_TURN - sold
  if (cmd.count > left) {
    return warlordsRefusal('sales-limit', 'salesLimit', { max: WEAPONS_PER_POWER_PER_TURN, power: asPower(power.id), sold, left, count: cmd.count }, WARLORDS_RULE.sales, [
      ...(left > 0 ? [warlordsRemedy('sellCounted', { weapons: countedPhrase(left, cmd.weapon) }, { ...cmd, count: left })] : []),
    ])
  }
  const price = priceRow(cmd.weapon)
  const held = zoneHolds(zone, cmd.weapon)
  const room = price.maximum - held
  if (cmd.count > room) {
    return warlordsRefusal('warlord-full', 'holderFull', { holder: holderPhrase(zone, true), weapons: countedPhrase(held, cmd.weapon), max: price.maximum, room, count: cmd.count }, WARLORDS_RULE.priceList, [
      ...(room > 0 ? [warlordsRemedy('sellCounted', { weapons: countedPhrase(room, cmd.weapon) }, { ...cmd, count: room })] : []),
    ])
  }
  // Sales Chart: what the Client List noted at the beginning of Stage 6 (an older entry had none).
  const unlisted = heldToClientList(state) ? requireOnClientList(state, cmd, zone) : undefined
  if (unlisted) return unlisted
  // A guided game counts the sale in this turn's counter, in the same patch as the zone's record.
  const { neutral } = checked.value
  const cycle = state.play?.cycle
  const counter = cycle === undefined ? {} : { sales: { cycle, sold: { ...(neutral.sales?.cycle === cycle ? neutral.sales.sold : {}), [power.id]: sold + cmd.count } }, ...clientsAfterSale(state, cmd) }
  return ok([
    ...moveWeapons(checked.value, cmd.weapon, -cmd.count, counter),
    { type: 'moneyTransferred', from: WARLORDS_TREASURY, to: power.id, amount: price.buying * cmd.count, reason: 'arms-sale' },
  ])
}

/**
 * Stage 6: "Warlords and pirates will also sell their nukes and L-stars to superpowers for a
 * price. The minimum price they will accept is $2 billion for a nuke and $4 billion for an
 * L-star" (air units $800M each with Air Units on). The weapons go to the buyer's supply center
 * (its rows hold 12 each) or its forces (at most 20 air units of a colour).
 */
export function decideBuyFromWarlord(state: GameState, cmd: BuyFromWarlord, rules: ComposedRules): Result<GameEvent[]> {
  const checked = checkDeal(state, cmd, rules, { sentence: 'boughtFromWarlordsWhen' }, WARLORDS_RULE.buying)
  if (!checked.ok) return checked
  const { power, zone } = checked.value
  const bad = requirePrice(cmd.price)
  if (bad) return bad
  const held = zoneHolds(zone, cmd.weapon)
  if (cmd.count > held) return warlordsRefusal('not-enough-arms', 'holderCannotSell', { holder: holderPhrase(zone, true), weapons: countedPhrase(held, cmd.weapon), count: cmd.count }, WARLORDS_RULE.buying)
  const least = (priceRow(cmd.weapon).selling ?? 0) * cmd.count
  if (cmd.price < least) {
    return warlordsRefusal('below-price', 'belowPrice', { holder: holderPhrase(zone, true), least: asMoney(least), weapons: countedPhrase(cmd.count, cmd.weapon), each: asMoney(least / cmd.count), price: asMoney(cmd.price) }, WARLORDS_RULE.buying, [
      warlordsRemedy('payAmount', { amount: asMoney(least) }, { ...cmd, price: least }),
    ])
  }
  const has = powerHolds(power, cmd.weapon)
  const capacity = cmd.weapon === 'airUnits' ? AIR_UNITS_PER_POWER : rowCapacity(state, power.id)
  if (has + cmd.count > capacity) {
    const room = capacity - has
    const values = { power: asPower(power.id), weapons: countedPhrase(has, cmd.weapon), capacity, room, count: cmd.count }
    return cmd.weapon === 'airUnits' ? warlordsRefusal('too-many-air-units', 'noRoomAir', values, WARLORDS_RULE.buying) : warlordsRefusal('row-full', 'noRoomRow', values, WARLORDS_RULE.buying)
  }
  const short = requireFunds(state, power.id, cmd.price)
  if (short) return short
  const events = moveWeapons(checked.value, cmd.weapon, cmd.count)
  if (cmd.price > 0) events.push({ type: 'moneyTransferred', from: power.id, to: WARLORDS_TREASURY, amount: cmd.price, reason: 'arms-sale' })
  return ok(events)
}
