import type { RuleModule } from '../../kernel/module'
import './slice'
import './codes'
import './commands'
import { decideStartWos } from './setup'
import { decideChangeCreature, decideCountHand, decidePlayCreature, decidePlaySpell, decideRemoveCreature, decideResolveCombat, decideTurnCombatForm } from './combat'
import { decideClaimTerritory } from './claim'
import { decideCountDeck, decideDeckOut, decideEndCardTurn, decidePickUp } from './turn'
import { wosDue } from './due'
import { WOS_V1 } from './legacy'

/**
 * War of Supremacy (war-of-supremacy-card-game.md): a second game in the app, composed alone (its
 * players are not superpowers and it has no money). The fight for the Territory, the turn's six
 * stages, the Territories won, the win and the deck-out tie-break. Cards are typed as played.
 */
export const warOfSupremacyModule: RuleModule = {
  id: 'war-of-supremacy',
  title: 'War of Supremacy, the card game',
  // 2: a defender's own turn takes no Territory by 20 points; a Territory won by a card leaves the
  // attack on the other to resolve (issue 26; see legacy.ts).
  version: 2,
  legacy: { 1: WOS_V1 },
  slices: ['warOfSupremacy'],
  deciders: {
    startGame: decideStartWos,
    turnCombatForm: decideTurnCombatForm,
    playCreature: decidePlayCreature,
    changeCreature: decideChangeCreature,
    removeCreature: decideRemoveCreature,
    playSpell: decidePlaySpell,
    countHand: decideCountHand,
    resolveCombat: decideResolveCombat,
    claimTerritory: decideClaimTerritory,
    pickUpCards: decidePickUp,
    endCardTurn: decideEndCardTurn,
    declareDeckOut: decideDeckOut,
    countDeck: decideCountDeck,
  },
  due: wosDue,
  // The card game's seats. Hands stay in the players' hands (the table records counts only), so
  // nothing in its log is secret.
  seats: (state) => (state.warOfSupremacy?.players ?? []).map((p) => ({ id: p.id, name: p.name })),
}
