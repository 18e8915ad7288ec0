import type { GameEvent } from '../../kernel/events'
import { ok, refuse, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { WOS_RULE } from './data'
import type { ClaimTerritory } from './commands'
import { claimableField, defenceTurnsNeeded, findField, patchWos, requireSeat, requireStep, requireWos } from './table'
import { winTerritory } from './territory'

const WIN_RULE = `${WOS_RULE}, Winning a Territory`

/**
 * Winning a Territory, 1: "If the current player is still in control and defending the Territory
 * at the start of their turn" (two turns of the other player's in a two-player game); 3: a card's
 * ability, recorded by the players for whoever it names.
 */
export function decideClaimTerritory(state: GameState, cmd: ClaimTerritory): Result<GameEvent[]> {
  return claimTerritoryUnder(state, cmd, false)
}

/** `endsOtherAttack`: version 1's reading, where a card winning one Territory ended the attack on the other. */
export function claimTerritoryUnder(state: GameState, cmd: ClaimTerritory, endsOtherAttack: boolean): Result<GameEvent[]> {
  const wos = requireWos(state)
  if (!wos.ok) return wos
  const field = findField(wos.value, cmd.field)
  if (!field) return refuse('wos-no-field', 'That Territory is not being fought over in this game.')
  if (field.forms.length === 0) return refuse('wos-no-form', 'Turn the next combat form and Territory cards first.', WIN_RULE)
  if (cmd.how === 'ability') {
    const p = requireSeat(wos.value, cmd.player)
    if (!p.ok) return p
    return ok([patchWos(wos.value, winTerritory(wos.value, field, p.value.id, endsOtherAttack))])
  }
  if (cmd.how !== 'defence') return refuse('bad-command', 'A Territory is won by defending it or by a card’s ability.')
  const p = requireStep(wos.value, cmd.player, ['claim', 'combat'], 'take a Territory by defence')
  if (!p.ok) return p
  if (claimableField(wos.value, p.value.id)?.id !== field.id) {
    const needed = defenceTurnsNeeded(wos.value)
    const why = field.defender !== p.value.id ? `${p.value.name} is not defending it` : `they have held it ${field.held} of the ${needed} turns needed`
    return refuse('wos-cannot-claim', `${p.value.name} cannot take ${field.territory || 'this Territory'} by defence: ${why}.`, WIN_RULE)
  }
  const won = winTerritory(wos.value, field, p.value.id, endsOtherAttack)
  return ok([patchWos(wos.value, won.outcome ? won : { ...won, turn: { ...won.turn, hasClaimed: true, step: 'draw' } })])
}
