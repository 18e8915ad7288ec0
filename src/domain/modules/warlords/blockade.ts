import { requireFunds } from '../bank/funds'
import { playingPower } from '../play/checks'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { formatMoney } from '../../kernel/money'
import { patchSlice } from '../../kernel/patch'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { andPhrase, holderPhrase, warlordsRefusal } from './refusals'
import type { Company, GameState } from '../../kernel/state'
import type { LiftBlockade, PayBlockadeFee } from './economy-commands'
import { BLOCKADE_FEE_PER_POINT, seasNextTo, SUPER_FEE_PER_POINT, WARLORDS_RULE } from './data'
import { readsV1 } from './legacy'
import { NEUTRAL_TERRITORIES } from '../battle/data'
import { POWER_IDS } from '../../kernel/ids'
import { SUPERPOWERS } from '../../kernel/superpowers'
import { holderName } from './sales'
import { requireDie, requireStage } from './stage1-cards'
import type { NeutralState, PirateBlockade, PirateBlockades } from './state'

const RULE = WARLORDS_RULE.blockade

/** This cycle's blockades; a record of an earlier cycle counts as none (a blockade is paid "this turn"). */
export function blockadesThisCycle(state: GameState): PirateBlockades {
  const cycle = state.play?.cycle ?? 0
  const b = state.neutral?.blockades
  return b && b.cycle === cycle ? b : { cycle, list: [] }
}

const ownsCardIn = (state: GameState, power: PowerId, territory: string) => (state.powers[power]?.companies ?? []).some((c) => c.territory === territory)

/**
 * The pirates a blockade of `territory` must be paid to: the pirates (not captured) of the
 * light-blue seas next to it on the board. Undefined for a place the board table does not know
 * (a card typed with another location): there one pirate's fee blockades, as before the table.
 */
export function piratesNextTo(state: GameState, territory: string): string[] | undefined {
  const seas = seasNextTo(territory)
  if (seas.length === 0 && !isBoardTerritory(territory)) return undefined
  return seas.filter((sea) => state.neutral?.zones.some((z) => z.zone === sea && z.kind === 'pirate' && z.occupiedBy === undefined))
}

/**
 * The pirates next to `territory` nobody has paid to blockade it this cycle, while another has
 * been: the blockade does not hold until they are paid too (empty when it holds or was never paid).
 */
export function piratesStillUnpaid(state: GameState, territory: string): string[] {
  const paid = blockadesThisCycle(state).list.filter((b) => b.territory === territory)
  if (paid.length === 0 || readsV1(state)) return []
  return (piratesNextTo(state, territory) ?? []).filter((sea) => !paid.some((b) => b.zone === sea))
}

/** The pirates next to `territory` nobody but `owner` has paid to blockade it this cycle. */
function unpaidPirates(state: GameState, owner: PowerId, territory: string): string[] {
  const paid = blockadesThisCycle(state).list.filter((b) => b.territory === territory && b.payer !== owner)
  return (piratesNextTo(state, territory) ?? []).filter((sea) => !paid.some((b) => b.zone === sea))
}

const isBoardTerritory = (territory: string) => NEUTRAL_TERRITORIES.includes(territory) || POWER_IDS.some((id) => SUPERPOWERS[id].homeTerritories.includes(territory))

/**
 * Stage 2 (RuleModule.idle): a card in a blockaded territory produces nothing for an owner who
 * did not pay for the blockade, unless that owner paid a Super Fee to one of its pirates ("If he
 * does this, he gets his resources"). "If the territory has more than one light blue sea,
 * Blockade Fees must be paid to each pirate": the blockade holds only once every pirate next to
 * the territory has been paid by someone other than the owner.
 */
export function blockadedBy(state: GameState, owner: PowerId, company: Company): string | undefined {
  if (!state.play) return undefined
  const here = blockadesThisCycle(state).list.filter((b) => b.territory === company.territory)
  if (here.some((b) => b.lifted.includes(owner))) return undefined
  const paid = here.filter((b) => b.payer !== owner)
  if (paid.length === 0) return undefined
  const pirates = readsV1(state) ? undefined : piratesNextTo(state, company.territory)
  if (pirates === undefined || pirates.length === 0) return `blockaded by the pirate of ${paid[0]!.zone}`
  if (unpaidPirates(state, owner, company.territory).length > 0) return undefined
  return `blockaded by the ${pirates.length === 1 ? 'pirate' : 'pirates'} of ${pirates.join(' and ')}`
}

/**
 * Roll for Blockade Fees: "The player must pay $100 million to the bank for each point on the
 * die", where an opponent has resources in a territory next to the pirate's light blue sea (the
 * board's SEA_COASTS). "If the territory has more than one light blue sea, Blockade Fees must be
 * paid to each pirate": each pirate's fee is a command of its own, and the blockade holds once all
 * are paid (blockadedBy). Only in Stage 1 (the text's place for it; production is Stage 2).
 */
export function decidePayBlockadeFee(state: GameState, cmd: PayBlockadeFee): Result<GameEvent[]> {
  const at = requireStage(state, 1, 'blockadePaidWhen', RULE)
  if (!at.ok) return at
  const payer = playingPower(state, cmd.payer)
  if (!payer.ok) return payer
  const badDie = requireDie(cmd.die, RULE)
  if (badDie) return badDie
  // A sea a superpower captured has no pirate to pay.
  const pirate = state.neutral?.zones.find((z) => z.zone === cmd.zone && z.kind === 'pirate' && z.occupiedBy === undefined)
  if (!pirate) return warlordsRefusal('not-a-pirate', 'noPirateHolds', { zone: String(cmd.zone) }, RULE)
  const coast = readsV1(state) ? undefined : piratesNextTo(state, cmd.territory)
  if (coast !== undefined && !coast.includes(pirate.zone)) {
    const next = seasNextTo(cmd.territory)
    const values = { holder: holderPhrase(pirate, true), territory: cmd.territory, sea: pirate.zone, seas: next.join(', ') }
    return warlordsRefusal('not-next-to-sea', next.length === 0 ? 'notBorderNone' : 'notBorderSeas', values, RULE)
  }
  const owners = state.order.filter((id) => id !== payer.value.id && ownsCardIn(state, id, cmd.territory))
  if (owners.length === 0) return warlordsRefusal('nothing-to-blockade', 'noOpponentResources', { power: asPower(payer.value.id), territory: String(cmd.territory) }, RULE)
  const now = blockadesThisCycle(state)
  const same = now.list.find((b) => b.zone === cmd.zone && b.territory === cmd.territory)
  if (same) return warlordsRefusal('already-blockaded', 'alreadyPaidBlockade', { power: asPower(same.payer), holder: holderPhrase(pirate), territory: cmd.territory }, RULE)
  const fee = cmd.die * BLOCKADE_FEE_PER_POINT
  const short = requireFunds(state, payer.value.id, fee)
  if (short) return short
  const blockade: PirateBlockade = { zone: cmd.zone, territory: cmd.territory, payer: payer.value.id, fee, lifted: [] }
  return ok([
    { type: 'moneyTransferred', from: payer.value.id, to: 'bank', amount: fee, reason: 'deal', note: `Blockade Fee: ${holderName(pirate)} blockades ${cmd.territory}` },
    patchSlice('neutral', state.neutral as NeutralState, { blockades: { ...now, list: [...now.list, blockade] } }),
  ])
}

/**
 * Roll for Super Fees: "the blockaded player must pay a sum equivalent to the Blockade Fee. Then,
 * he must roll one die once and pay $200 million to the bank for each point on the die. If he does
 * this, he gets his resources." Paid to one of the pirates: the fee that pirate was paid, plus the
 * Super Fee; it lifts every blockade of the territory for this owner.
 */
export function decideLiftBlockade(state: GameState, cmd: LiftBlockade): Result<GameEvent[]> {
  const at = requireStage(state, 1, 'blockadeLiftedWhen', RULE)
  if (!at.ok) return at
  const owner = playingPower(state, cmd.power)
  if (!owner.ok) return owner
  const badDie = requireDie(cmd.die, RULE)
  if (badDie) return badDie
  const now = blockadesThisCycle(state)
  const index = now.list.findIndex((b) => b.zone === cmd.zone && b.territory === cmd.territory)
  const blockade = now.list[index]
  if (!blockade) return warlordsRefusal('not-blockaded', 'nobodyPaid', { zone: String(cmd.zone), territory: String(cmd.territory) }, RULE)
  const id = owner.value.id
  if (blockade.payer === id || !ownsCardIn(state, id, cmd.territory)) return warlordsRefusal('not-blockaded', 'noneBlockaded', { power: asPower(id), territory: cmd.territory }, RULE)
  if (now.list.some((b) => b.territory === cmd.territory && b.lifted.includes(id))) return warlordsRefusal('not-blockaded', 'alreadyLifted', { power: asPower(id), territory: cmd.territory }, RULE)
  // "After the other player(s) have paid the Blockade Fee(s)": nothing to lift while a pirate next to it is unpaid.
  const unpaid = readsV1(state) ? [] : unpaidPirates(state, id, cmd.territory)
  if (unpaid.length > 0) return warlordsRefusal('not-blockaded', unpaid.length === 1 ? 'notYetBlockadedOne' : 'notYetBlockadedMany', { territory: cmd.territory, seas: andPhrase(unpaid), power: asPower(id) }, RULE)
  const superFee = cmd.die * SUPER_FEE_PER_POINT
  const amount = blockade.fee + superFee
  const short = requireFunds(state, id, amount)
  if (short) return short
  const list = now.list.map((b, i) => (i === index ? { ...b, lifted: [...b.lifted, id] } : b))
  return ok([
    { type: 'moneyTransferred', from: id, to: 'bank', amount, reason: 'deal', note: `Super Fee: the Blockade Fee ${formatMoney(blockade.fee)} and ${formatMoney(superFee)} to lift the blockade of ${cmd.territory}` },
    patchSlice('neutral', state.neutral as NeutralState, { blockades: { ...now, list } }),
  ])
}

/**
 * The territories `payer` may have blockaded: where an opponent holds a card (the decider's own
 * test), and with `zone` chosen, only those on that pirate's sea (or unknown to the board table).
 */
export function blockadeTerritories(state: GameState, payer: PowerId, zone?: string): string[] {
  const found = new Set<string>()
  for (const id of state.order) {
    if (id === payer) continue
    for (const c of state.powers[id]?.companies ?? []) {
      const coast = piratesNextTo(state, c.territory)
      if (zone === undefined || coast === undefined || coast.includes(zone)) found.add(c.territory)
    }
  }
  return [...found].sort((a, b) => a.localeCompare(b))
}

/** The blockades of this cycle `power` may lift: paid by another, on a territory where it holds cards, not lifted there yet. */
export function liftableBlockades(state: GameState, power: PowerId): PirateBlockade[] {
  const list = blockadesThisCycle(state).list
  const holds = (territory: string) => readsV1(state) || unpaidPirates(state, power, territory).length === 0
  return list.filter((b) => b.payer !== power && ownsCardIn(state, power, b.territory) && holds(b.territory) && !list.some((o) => o.territory === b.territory && o.lifted.includes(power)))
}
