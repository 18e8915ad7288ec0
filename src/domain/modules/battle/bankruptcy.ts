import { SUPERPOWERS } from '../../kernel/superpowers'
import type { GameEvent } from '../../kernel/events'
import type { PowerId } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { battleRefusal, battleRemedy } from './refusals'
import type { GameState } from '../../kernel/state'
import type { DeclareBankrupt } from './commands'
import { activePower, hasLostAllHomes, spoilsRuleFor } from './homes'
import { warChanged } from './patch'
import { freedHomes, leavePlay, wipeOut } from './spoils'
import { spoilsBeforeLeaving } from './spoils-due'

const name = (id: PowerId) => SUPERPOWERS[id].name

export const BANKRUPTCY_RULE = 'Winning the Game, "Supremacy" ("This occurs when one player has bankrupted, captured or destroyed all of his opponents"); Spoils of War, "The Destruction"'

/**
 * The rules name bankruptcy as a way out of the game but never say what becomes of a bankrupt
 * power's holdings. No victor takes them, as in The Destruction ("all of his money goes to the
 * bank and all resource cards are returned to the deck. All armies, navies, nukes and L-stars are
 * removed. He is no longer in the game"), and as in The Capture "the debts of the vanquished
 * player are forgotten". The reading follows those two sentences.
 */
export const BANKRUPTCY_READING =
  'A bankrupt power leaves the game as in The Destruction: its cash goes to the bank, its resource cards go back to the deck, its armies, navies, nukes, L-stars and supplies are removed, and its bank loans are forgotten. It leaves the turn order; the last power standing wins by Supremacy.'

/**
 * A power that has lost every home territory is already out by capture or destruction, and its
 * holdings follow that rule: going bankrupt must not take the captor's spoils to the bank.
 */
function spoilsOwed(state: GameState, power: PowerId): Result<never> | undefined {
  if (!hasLostAllHomes(state, power)) return undefined
  const applies = spoilsRuleFor(state, power)
  const remedy = applies.rule === 'capture'
    ? battleRemedy('spoilsTo', { power: asPower(applies.captor) }, { kind: 'claimSpoils' as const, victor: applies.captor, defeated: power })
    : battleRemedy('destroyPower', { power: asPower(power) }, { kind: 'destroyPower' as const, power })
  return applies.rule === 'capture'
    ? battleRefusal('spoils-owed', 'capturedNotBankrupt', { power: asPower(power), captor: asPower(applies.captor) }, BANKRUPTCY_RULE, [remedy])
    : battleRefusal('spoils-owed', 'destroyedNotBankrupt', { power: asPower(power) }, BANKRUPTCY_RULE, [remedy])
}

/**
 * Supremacy by bankruptcy, by table decision: the power leaves the game (BANKRUPTCY_READING),
 * leaves the order of play and counts as out for Supremacy. Money still sums to zero: the cash
 * is a transfer to the bank; the written-off loans were never money in an account.
 */
export function decideDeclareBankrupt(state: GameState, cmd: DeclareBankrupt): Result<GameEvent[]> {
  const found = activePower(state, cmd.power, 'power that is bankrupt', BANKRUPTCY_RULE)
  if (!found.ok) return found
  const power = found.value
  const war = state.war
  if (!war) return battleRefusal('no-war-record', 'noWarRecordBankrupt', {}, BANKRUPTCY_RULE)
  const owed = spoilsOwed(state, power.id) ?? spoilsBeforeLeaving(state, power.id, 'bankrupt', BANKRUPTCY_RULE)
  if (owed) return owed
  const events = wipeOut(state, power, 'bankruptcy', `Bankrupt: ${name(power.id)}'s cash goes to the bank`)
  const occupiedHomes = freedHomes(war, power.id)
  const bankrupt = [...(war.bankrupt ?? []), power.id]
  events.push(warChanged(war, { eliminated: [...war.eliminated, power.id], bankrupt, occupiedHomes }), ...leavePlay(state, power.id))
  return ok(events)
}
