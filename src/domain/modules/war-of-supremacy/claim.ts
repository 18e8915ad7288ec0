import type { GameEvent } from '../../kernel/events'
import { ok, type Result } from '../../kernel/result'
import type { GameState } from '../../kernel/state'
import { WOS_RULE } from './data'
import type { ClaimTerritory } from './commands'
import { claimableField, defenceTurnsNeeded, findField, patchWos, requireSeat, requireStep, requireWos } from './table'
import { winTerritory } from './territory'
import { territoryValue, wosRefusal } from './refusals'

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
  if (!field) return wosRefusal('wos-no-field', 'noField')
  if (field.forms.length === 0) return wosRefusal('wos-no-form', 'turnCardsFirst', {}, WIN_RULE)
  if (cmd.how === 'ability') {
    const p = requireSeat(wos.value, cmd.player)
    if (!p.ok) return p
    return ok([patchWos(wos.value, winTerritory(wos.value, field, p.value.id, endsOtherAttack))])
  }
  if (cmd.how !== 'defence') return wosRefusal('bad-command', 'wonHow')
  const p = requireStep(wos.value, cmd.player, ['claim', 'combat'], 'doClaim')
  if (!p.ok) return p
  if (claimableField(wos.value, p.value.id)?.id !== field.id) {
    const needed = defenceTurnsNeeded(wos.value)
    const values = { player: p.value.name, territory: territoryValue(field), held: field.held, needed }
    return wosRefusal('wos-cannot-claim', field.defender !== p.value.id ? 'claimNotDefending' : 'claimNotHeldLong', values, WIN_RULE)
  }
  const won = winTerritory(wos.value, field, p.value.id, endsOtherAttack)
  return ok([patchWos(wos.value, won.outcome ? won : { ...won, turn: { ...won.turn, hasClaimed: true, step: 'draw' } })])
}
