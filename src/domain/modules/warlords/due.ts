import type { ModuleDue } from '../../kernel/module'
import type { GameState } from '../../kernel/state'
import { cardsThisCycle } from './stage1-cards'
import { sellingRollDue } from './stage3'
import { clientListDue } from './client-list'

/** A card's name, whoever holds it (the id when no power does): the big button names the card whose bids close. */
export function cardName(state: GameState, companyId: string): string {
  for (const id of state.order) {
    const card = state.powers[id]?.companies.find((c) => c.id === companyId)
    if (card) return card.name || card.territory
  }
  return companyId
}

/** Nothing of the neutral zones recorded yet, at the very start of cycle 1 (no power has paid). */
export function neutralSetUpDue(state: GameState): boolean {
  const play = state.play
  const neutral = state.neutral
  const setUp = neutral !== undefined && (neutral.mode !== undefined || neutral.zones.length > 0)
  return play !== undefined && !setUp && play.cycle === 1 && play.stage === 1 && play.step === 'phase' && play.done.length === 0
}

/**
 * RuleModule.due: what the warlords need before the order of play goes on. Stage 1 does not end
 * while bids are open (guardOpenBids), so closing them comes first, a card at a time, in the order
 * the first bids were made; in Stage 3, Phase C, the selling position is rolled before anyone sells
 * (guardSellingPosition), on the Stage tab where the Marshall's die is entered. At the beginning of
 * Stage 6 the table notes its Client List, which the sales at its end are held to.
 */
export function warlordsDue(state: GameState): ModuleDue | undefined {
  const play = state.play
  // Sales Chart: "They must complete this form at the beginning of Stage 6", before its Blind Bid.
  if (clientListDue(state)) return { label: 'Note the Client List', form: { kind: 'noteClientList', fields: {} }, precedes: true }
  if (!play || play.step !== 'phase') return undefined
  // "Setting Up": the Marshall places the neutral zones before the first cycle's payments.
  if (neutralSetUpDue(state)) return { label: 'Marshall: set up the neutral zones', form: { kind: 'setUpNeutralZones', fields: {} }, precedes: true }
  if (play.stage === 1) {
    const first = cardsThisCycle(state).bids[0]
    if (first) return { label: `Close the bids for ${cardName(state, first.companyId)}`, command: { kind: 'closeNeutralCardBids', companyId: first.companyId } }
  }
  if (sellingRollDue(state)) return { label: 'Roll for the selling position', form: { kind: 'rollSellingPosition', fields: {} } }
  return undefined
}
