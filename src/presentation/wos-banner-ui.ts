/**
 * The words of War of Supremacy's big button in the reader's language. What is due, and its
 * command or form, is the rules' answer (the module's due.ts through bannerActions); this file words
 * that step from the command or form it carries and the table's numbers (`liveCombat`, `drawFor`).
 */
import type { GameState } from '../domain/kernel/state'
import { HAND_LIMIT, drawFor, findField, findSeat, liveCombat } from '../domain/modules/war-of-supremacy'
import type { BannerAction } from './banner-actions'
import { wosBoardWords as w } from './catalogs/wos-board'

export function wosDueLabel(state: GameState, action: BannerAction): string {
  const wos = state.warOfSupremacy
  const kind = action.command?.kind ?? action.form?.kind
  if (!wos || !kind) return action.label
  const turn = wos.turn
  const who = findSeat(wos, turn.player)?.name ?? ''
  const command = action.command
  switch (kind) {
    case 'declareDeckOut':
      return command?.kind === 'declareDeckOut' ? w(command.deck === 'creature' ? 'dueDeckOutCreature' : 'dueDeckOutSpell') : action.label
    case 'turnCombatForm':
      return w('dueTurnCards')
    case 'claimTerritory': {
      const field = command?.kind === 'claimTerritory' ? findField(wos, command.field) : undefined
      return w('dueClaim', { who, territory: field?.territory || w('theTerritory') })
    }
    case 'playCreature': {
      // Two Territories the player may attack (none of them their own defence): the form asks which.
      const targets = turn.field === undefined ? wos.fields.filter((f) => f.defender !== turn.player) : []
      if (targets.length > 1) return w('dueAttackAny', { who })
      const field = findField(wos, action.form?.fields.field)
      return w('dueAttack', { who, territory: field?.territory || w('theTerritory') })
    }
    case 'resolveCombat': {
      const field = findField(wos, turn.field) ?? wos.fields[0]
      if (!field) return action.label
      const live = liveCombat(field, turn.attackers)
      const values = { attack: live.attack, defence: live.defence }
      if (live.winner === 'attacker') return w('dueResolveWins', { ...values, who })
      const defender = findSeat(wos, field.defender)?.name
      return defender ? w('dueResolveHolds', { ...values, who: defender }) : w('dueResolveNoOne', values)
    }
    case 'pickUpCards': {
      const seat = findSeat(wos, turn.player)
      if (!seat) return action.label
      const draw = drawFor(wos, seat)
      if (draw.pickUp === 0) return w('dueNoPickUp', { who, limit: HAND_LIMIT })
      return draw.keep < draw.pickUp ? w('duePickUpKeep', { who, n: draw.pickUp, keep: draw.keep }) : w('duePickUp', { who, n: draw.pickUp })
    }
    case 'endCardTurn':
      return w('dueEndTurn', { who })
    default:
      return action.label
  }
}
