import { requireFunds } from '../bank/funds'
import { playingPower, powerLabel } from '../play/checks'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { formatMoney } from '../../kernel/money'
import { patchSlice } from '../../kernel/patch'
import { ok, refuse, type Result } from '../../kernel/result'
import type { Company, GameState } from '../../kernel/state'
import type { LiftBlockade, PayBlockadeFee } from './economy-commands'
import { BLOCKADE_FEE_PER_POINT, SUPER_FEE_PER_POINT, WARLORDS_RULE } from './data'
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
 * Stage 2 (RuleModule.idle): a card in a blockaded territory produces nothing for an owner who
 * did not pay for the blockade, unless that owner paid a Super Fee to one of its pirates ("If he
 * does this, he gets his resources").
 */
export function blockadedBy(state: GameState, owner: PowerId, company: Company): string | undefined {
  if (!state.play) return undefined
  const here = blockadesThisCycle(state).list.filter((b) => b.territory === company.territory)
  if (here.some((b) => b.lifted.includes(owner))) return undefined
  const by = here.find((b) => b.payer !== owner)
  return by ? `blockaded by the pirate of ${by.zone}` : undefined
}

/**
 * Roll for Blockade Fees: "The player must pay $100 million to the bank for each point on the
 * die", where an opponent has resources in a territory next to the pirate's light blue sea. The
 * app has no sea adjacency: the players check the board. "If the territory has more than one light
 * blue sea, Blockade Fees must be paid to each pirate": each pirate's fee is a command of its own.
 * Only in Stage 1 (the text's place for it; production is Stage 2).
 */
export function decidePayBlockadeFee(state: GameState, cmd: PayBlockadeFee): Result<GameEvent[]> {
  const at = requireStage(state, 1, 'Pirates are paid to blockade a port', RULE)
  if (!at.ok) return at
  const payer = playingPower(state, cmd.payer)
  if (!payer.ok) return payer
  const badDie = requireDie(cmd.die, RULE)
  if (badDie) return badDie
  // A sea a superpower captured has no pirate to pay.
  const pirate = state.neutral?.zones.find((z) => z.zone === cmd.zone && z.kind === 'pirate' && z.occupiedBy === undefined)
  if (!pirate) return refuse('not-a-pirate', `No pirate holds ${String(cmd.zone)}: blockades are paid to the pirates of the seas.`, RULE)
  const owners = state.order.filter((id) => id !== payer.value.id && ownsCardIn(state, id, cmd.territory))
  if (owners.length === 0) return refuse('nothing-to-blockade', `No opponent of ${powerLabel(payer.value.id)} has resources in ${String(cmd.territory)}.`, RULE)
  const now = blockadesThisCycle(state)
  const same = now.list.find((b) => b.zone === cmd.zone && b.territory === cmd.territory)
  if (same) return refuse('already-blockaded', `${powerLabel(same.payer)} has already paid ${holderName(pirate)} to blockade ${cmd.territory} this turn.`, RULE)
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
  const at = requireStage(state, 1, 'A blockade is lifted', RULE)
  if (!at.ok) return at
  const owner = playingPower(state, cmd.power)
  if (!owner.ok) return owner
  const badDie = requireDie(cmd.die, RULE)
  if (badDie) return badDie
  const now = blockadesThisCycle(state)
  const index = now.list.findIndex((b) => b.zone === cmd.zone && b.territory === cmd.territory)
  const blockade = now.list[index]
  if (!blockade) return refuse('not-blockaded', `Nobody has paid the pirate of ${String(cmd.zone)} to blockade ${String(cmd.territory)} this turn.`, RULE)
  const id = owner.value.id
  if (blockade.payer === id || !ownsCardIn(state, id, cmd.territory)) return refuse('not-blockaded', `${powerLabel(id)} has no resources blockaded in ${cmd.territory}.`, RULE)
  if (now.list.some((b) => b.territory === cmd.territory && b.lifted.includes(id))) return refuse('not-blockaded', `${powerLabel(id)} has already lifted the blockade of ${cmd.territory} this turn.`, RULE)
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
 * test). The app has no sea adjacency, so which pirate's sea borders them is the players' check.
 */
export function blockadeTerritories(state: GameState, payer: PowerId): string[] {
  const found = new Set<string>()
  for (const id of state.order) {
    if (id === payer) continue
    for (const c of state.powers[id]?.companies ?? []) found.add(c.territory)
  }
  return [...found].sort((a, b) => a.localeCompare(b))
}

/** The blockades of this cycle `power` may lift: paid by another, on a territory where it holds cards, not lifted there yet. */
export function liftableBlockades(state: GameState, power: PowerId): PirateBlockade[] {
  const list = blockadesThisCycle(state).list
  return list.filter((b) => b.payer !== power && ownsCardIn(state, power, b.territory) && !list.some((o) => o.territory === b.territory && o.lifted.includes(power)))
}
