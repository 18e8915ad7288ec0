/**
 * The Warlords and Pirates economy screens in words: the Stage 1 cards in warlord zones (salary,
 * paying for another's card, bids), the pirates' blockades, and the Stage 3 selling position.
 * Whether a command is accepted is the rules' answer (asked through `decide`), never decided here.
 */
import type { Command } from '../domain/kernel/commands'
import type { PowerId, Resource } from '../domain/kernel/ids'
import type { Millions } from '../domain/kernel/money'
import type { GameState } from '../domain/kernel/state'
import { indexAfterSale, marketIndex } from '../domain/modules/market/price-index'
import { decide } from '../domain/rules'
import { BLOCKADE_FEE_PER_POINT, SUPER_FEE_PER_POINT, WARLORDS_SELL_FIRST_FROM, ZONE_SALARY } from '../domain/modules/warlords/data'
import { ownerBidsForOwnCard } from '../domain/modules/warlords/settings'
import { bidsFor, cardsThisCycle, minimumBid, zoneHolding } from '../domain/modules/warlords/stage1-cards'
import { blockadesThisCycle, blockadeTerritories, liftableBlockades, piratesStillUnpaid } from '../domain/modules/warlords/blockade'
import { sellingRollDue, sellingThisCycle, warlordsSaleCards } from '../domain/modules/warlords/stage3'
import type { PirateBlockade } from '../domain/modules/warlords/state'
import { hasWarlords } from './warlords-ui'
import { money } from './catalogs/common'
import { powerName as name } from './catalogs/powers'
import { andChain, holderText } from './catalogs/warlords-names'
import { warlordsEconomyWords as w } from './catalogs/warlords-economy'
import { RESOURCE_IN_SENTENCE, RESOURCE_LABELS } from './labels'

const unitsOf = (n: number, resource: Resource) => w('unitsOf', { n, resource: RESOURCE_IN_SENTENCE[resource] })

/** One card in a warlord's or pirate's zone, as the Stage 1 card lists it. */
export interface ZoneCardRow {
  companyId: string
  name: string
  owner: PowerId
  /** "Sivaji, the warlord of India". */
  holder: string
  /** "3 minerals". */
  units: string
  /** Where its $100M line stands: "Paid with USSR's Stage 1", "Left unpaid by USSR"... */
  status: string
  /** The powers the rules let pay the warlord and take the card now (each a button). */
  payers: PowerId[]
  /** The open bids, oldest first: "USA bids $150M". */
  bids: string[]
  /** The least the next bid may be. */
  minimumBid: Millions
  /** The powers that may bid: every opponent of the owner in the game (and the owner, where the game's setting lets him). */
  bidders: PowerId[]
  /** The highest bid, when any: what "Close the bids" does. */
  closeText?: string
}

/** Whether the Stage 1 card shows: a Warlords game with a card lying in a zone of the supply center. */
export function showsZoneCards(state: GameState): boolean {
  return hasWarlords(state) && zoneCardRows(state).length > 0
}

/** Every card in a warlord's or pirate's zone, in seating order of its owner. */
export function zoneCardRows(state: GameState): ZoneCardRow[] {
  const play = state.play
  const cards = cardsThisCycle(state)
  return state.order.flatMap((owner) =>
    (state.powers[owner]?.companies ?? []).flatMap((c): ZoneCardRow[] => {
      const zone = zoneHolding(state, c.territory)
      if (!zone) return []
      const bids = bidsFor(state, c.id)
      const best = bids.at(-1)
      let status: string
      const values = { power: name(owner), amount: money(ZONE_SALARY) }
      if (!c.isOpen) status = w('statusClosed')
      else if (cards.taken.includes(c.id)) status = w('statusTaken', values)
      else if (!play) status = w('statusPerCycle', values)
      else if (!play.done.includes(owner)) status = w('statusDue', values)
      else if ((play.unpaid[owner] ?? []).includes(c.id)) status = w('statusUnpaid', values)
      else status = w('statusPaid', values)
      const others = state.order.filter((p) => p !== owner)
      return [
        {
          companyId: c.id,
          name: c.name || c.territory,
          owner,
          holder: holderText(zone),
          units: unitsOf(c.units, c.resource),
          status,
          payers: others.filter((p) => decide(state, { kind: 'payForNeutralCard', power: p, companyId: c.id }).ok),
          bids: bids.map((b) => w('bidLine', { power: name(b.power), amount: money(b.amount) })),
          minimumBid: minimumBid(state, c.id),
          bidders: ownerBidsForOwnCard(state.settings) ? [...state.order] : others,
          ...(best ? { closeText: w('closeBids', { power: name(best.power), amount: money(best.amount) }) } : {}),
        },
      ]
    }),
  )
}

/** The bid command of the card, or null until a bidder is chosen. */
export function bidCommand(companyId: string, power: PowerId | null, amount: Millions): Command | null {
  return power === null ? null : { kind: 'bidForNeutralCard', power, companyId, amount }
}

/** The pirates of the supply center, for the blockade sheet: "Nicobar (Bay of Bengal)". */
export function pirateOptions(state: GameState): { value: string; label: string }[] {
  return (state.neutral?.zones ?? []).filter((z) => z.kind === 'pirate').map((z) => ({ value: z.zone, label: z.name ? w('pirateNamed', { name: z.name, zone: z.zone }) : z.zone }))
}

/** The territories a payer may have blockaded, on the chosen pirate's coast (the rules' own choices). */
export function territoryOptions(state: GameState, payer: PowerId | null, zone?: string | null): string[] {
  return payer === null ? [] : blockadeTerritories(state, payer, zone ?? undefined)
}

/** "Blockade Fee: 4 × $100M = $400M", before the die is in: "$100M a point of the Marshall's die". */
export function blockadeFeeText(die: number): string {
  return die > 0 ? w('feeRolled', { die, per: money(BLOCKADE_FEE_PER_POINT), total: money(die * BLOCKADE_FEE_PER_POINT) }) : w('feeRule', { per: money(BLOCKADE_FEE_PER_POINT) })
}

/** "The Blockade Fee $400M again and 3 × $200M = $1,000M", or the rule before the die. */
export function superFeeText(blockade: PirateBlockade | undefined, die: number): string {
  if (!blockade || die === 0) return w('superFeeRule', { per: money(SUPER_FEE_PER_POINT) })
  const extra = die * SUPER_FEE_PER_POINT
  return w('superFeeRolled', { fee: money(blockade.fee), die, per: money(SUPER_FEE_PER_POINT), total: money(blockade.fee + extra) })
}

/** A blockade in words: "USA paid the pirate of Tokyo Bay, $400M to blockade Japan; lifted by USSR". */
export function blockadeText(state: GameState, b: PirateBlockade): string {
  const pirate = state.neutral?.zones.find((z) => z.zone === b.zone)
  const values = { payer: name(b.payer), holder: holderText(pirate ?? { zone: b.zone, kind: 'pirate' }), fee: money(b.fee), territory: b.territory }
  return b.lifted.length > 0 ? w('blockadeLineLifted', { ...values, powers: b.lifted.map(name).join(', ') }) : w('blockadeLine', values)
}

/** This cycle's blockades in words, and each territory that still produces until another pirate is paid. */
export function blockadeLines(state: GameState): string[] {
  const list = blockadesThisCycle(state).list
  const territories = [...new Set(list.map((b) => b.territory))]
  const open = territories.flatMap((t) => {
    const unpaid = piratesStillUnpaid(state, t)
    return unpaid.length === 0 ? [] : [w('notBlockadedYet', { territory: t, seas: andChain(unpaid) }, unpaid.length)]
  })
  return [...list.map((b) => blockadeText(state, b)), ...open]
}

/** Whether the blockades card shows: a guided Warlords game in Stage 1 with a pirate in the supply center. */
export function showsBlockades(state: GameState): boolean {
  return hasWarlords(state) && state.play?.stage === 1 && pirateOptions(state).length > 0
}

/** The blockades `power` may lift, each as a choice: "Tokyo Bay → Japan (fee $400M)". */
export function liftOptions(state: GameState, power: PowerId | null): { value: string; label: string; blockade: PirateBlockade }[] {
  if (power === null) return []
  return liftableBlockades(state, power).map((b) => ({ value: `${b.zone}|${b.territory}`, label: w('liftOption', { zone: b.zone, territory: b.territory, fee: money(b.fee), power: name(b.payer) }), blockade: b }))
}

/** Who may lift a blockade now: each power with a blockade it may lift. */
export function lifters(state: GameState): PowerId[] {
  return state.order.filter((p) => liftableBlockades(state, p).length > 0)
}

/** The Stage 3 selling position card. */
export interface SellingView {
  /** Whether the roll is still to make (Phase C, not rolled, the warlords have something to sell). */
  due: boolean
  /** After the roll: "Die 5: the warlords and pirates sell first". */
  result?: string
  /** What the warlords sell (or sold): "Mahabir Mines (USSR, 3 minerals)". */
  cards: string[]
  /** The meters it moves: "Minerals meter down 3 spots (5 → 2)". */
  meters: string[]
  /** Whether their sale is done. */
  sold: boolean
}

/** "1-4: the players sell first; 5-6: the warlords and pirates sell first", for a die; no die when nobody played Stage 3. */
export function sellingResultText(die: number | undefined): string {
  if (die === undefined) return w('soldWithoutRoll')
  return w(die >= WARLORDS_SELL_FIRST_FROM ? 'warlordsFirst' : 'playersFirst', { die })
}

/** Whether the card shows: a Warlords game in Stage 3, Phase C, with the roll due or made; or at its end when nobody played it and the warlords sold. */
export function showsSelling(state: GameState): boolean {
  const play = state.play
  const sold = sellingThisCycle(state)
  if (hasWarlords(state) && play?.stage === 3 && play.step === 'over') return sold !== undefined && sold.die === undefined
  if (!hasWarlords(state) || !play || play.stage !== 3 || play.step !== 'phase' || play.phase !== 'C') return false
  return sellingRollDue(state) || sellingThisCycle(state) !== undefined
}

export function sellingView(state: GameState): SellingView {
  const rolled = sellingThisCycle(state)
  const cards = warlordsSaleCards(state)
  const units: Partial<Record<Resource, number>> = {}
  for (const { company } of cards) units[company.resource] = (units[company.resource] ?? 0) + company.units
  const meters = (Object.entries(units) as [Resource, number][]).map(([r, n]) => {
    // Before the sale: where the meter goes from here; after it, the spots it moved.
    return rolled?.sold ? w('meterDown', { resource: RESOURCE_LABELS[r], n }, n) : w('meterDownFrom', { resource: RESOURCE_LABELS[r], n, from: marketIndex(state, r), to: indexAfterSale(marketIndex(state, r), n) }, n)
  })
  return {
    due: sellingRollDue(state),
    ...(rolled ? { result: sellingResultText(rolled.die) } : {}),
    cards: cards.map(({ owner, company }) => w('saleCard', { card: company.name || company.territory, power: name(owner), units: unitsOf(company.units, company.resource) })),
    meters,
    sold: rolled?.sold ?? false,
  }
}
