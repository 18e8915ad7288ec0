import { SUPERPOWERS } from '../../kernel/superpowers'
import type { PowerId } from '../../kernel/ids'
import { type Remedy, type Result } from '../../kernel/result'
import { asPower } from '../../kernel/phrase'
import { battlePhrase, battleRefusal, battleRemedy } from './refusals'
import type { GameState } from '../../kernel/state'
import type { Command } from '../../kernel/commands'
import type { ModuleDue } from '../../kernel/module'
import { hasLostAllHomes, homeStatus, isEliminated, spoilsRuleFor } from './homes'
import { pendingCounterattacks } from './counterattacks'

/**
 * Spoils of War not yet settled: a power that has lost every home territory but is not yet out of
 * the game, because the Capture or the Destruction has not been recorded. Battle version 3: they
 * are due on the banner once the counterattacks are settled, the vanquished power may not bid or
 * borrow meanwhile, and its captor may not leave the game before them.
 */

const name = (id: PowerId) => SUPERPOWERS[id].name

export const SPOILS_RULE = 'Spoils of War ("After the defender has had an opportunity to counterattack, the following rules apply")'

/**
 * Whether today's rules read as battle version 2 did (edition 4, see legacy.ts): the checks version 3
 * added are skipped, everything else (guards, follow-ups) is decided as today. Set only while such
 * an entry is checked; no event ever stores it.
 */
function readsBattleV2(state: GameState): boolean {
  return state.settings.battleReadsV2 === true
}

/** `state` as BATTLE_V2 reads it. */
export function asBattleV2(state: GameState): GameState {
  return { ...state, settings: { ...state.settings, battleReadsV2: true } }
}

/** Every power that has lost all its home territories and whose Spoils of War are not recorded yet. */
export function unsettledSpoils(state: GameState): PowerId[] {
  if (!state.war) return []
  return state.order.filter((id) => state.powers[id] !== undefined && !isEliminated(state, id) && hasLostAllHomes(state, id))
}

/** The one-tap commands that settle `defeated`'s spoils: the Capture to its captor, or the Destruction. */
export function spoilsRemedies(state: GameState, defeated: PowerId): Remedy[] {
  const applies = spoilsRuleFor(state, defeated)
  const capture = (captor: PowerId): Remedy => battleRemedy('spoilsTo', { power: asPower(captor) }, { kind: 'claimSpoils', victor: captor, defeated })
  const destroy: Remedy = battleRemedy('destroyPower', { power: asPower(defeated) }, { kind: 'destroyPower', power: defeated })
  if (applies.rule === 'capture') return [capture(applies.captor)]
  if (applies.rule === 'destruction') return [destroy]
  // A game saved before the order of losses was kept: the table says which rule applies.
  const holders = [...new Set(homeStatus(state, defeated).flatMap((h) => (h.status === 'occupied' ? [h.holder] : [])))]
  return [...holders.map(capture), destroy]
}

/**
 * A power whose spoils are unsettled may not bid or borrow: "The debts of the vanquished player are
 * forgotten", so a loan taken now would vanish with the Capture (and a bid buys nothing for a power
 * about to leave the game). `doing` says what it tried: take a bank loan, or bid for the stage.
 */
export function spoilsFirst(state: GameState, power: PowerId, doing: 'loan' | 'bid'): Result<never> | undefined {
  if (readsBattleV2(state) || !unsettledSpoils(state).includes(power)) return undefined
  const applies = spoilsRuleFor(state, power)
  const what =
    applies.rule === 'capture' ? battlePhrase('spoilsWhatCapture', { power: asPower(applies.captor) }) : applies.rule === 'destruction' ? battlePhrase('spoilsWhatDestruction') : battlePhrase('spoilsWhatEither')
  return battleRefusal('spoils-first', doing === 'loan' ? 'spoilsFirstLoan' : 'spoilsFirstBid', { power: asPower(power), what: { phrase: what } }, SPOILS_RULE, spoilsRemedies(state, power))
}

/**
 * Spoils that `holder` must see settled before it leaves the game itself (bankrupt or destroyed):
 * a power that lost every home territory to `holder` (its captor, or the occupier of one of its
 * homes). Were `holder` to go first, its armies would leave those homes, the vanquished power
 * would hold them again and be back in the game.
 */
export function spoilsHeldBy(state: GameState, holder: PowerId): PowerId | undefined {
  return unsettledSpoils(state).find((defeated) => {
    if (defeated === holder) return false
    const applies = spoilsRuleFor(state, defeated)
    if (applies.rule === 'capture' && applies.captor === holder) return true
    return homeStatus(state, defeated).some((h) => h.status === 'occupied' && h.holder === holder)
  })
}

/**
 * Spoils of War: "When a player captures the last territory of an opponent's home country, he takes
 * all of his opponent's cash, resource cards, army and navy game pieces". The spoils are the
 * captor's from the capture on, so a captor going out of the game (bankrupt, or destroyed) first
 * records them: they go with the rest of its holdings, and may even pay its debts. Going first would
 * take its armies off the vanquished power's homes and put that power back in the game. The same
 * holds for the occupier of a home of a power whose last home was nuked: The Destruction first.
 * `leaving` says how `holder` would go: destroyed, or declared bankrupt.
 */
export function spoilsBeforeLeaving(state: GameState, holder: PowerId, leaving: 'destroy' | 'bankrupt', rule: string): Result<never> | undefined {
  if (readsBattleV2(state)) return undefined
  const defeated = spoilsHeldBy(state, holder)
  if (defeated === undefined) return undefined
  const values = { defeated: asPower(defeated), holder: asPower(holder) }
  const destroying = leaving === 'destroy'
  if (pendingCounterattacks(state).includes(defeated)) {
    return battleRefusal('spoils-unsettled', destroying ? 'spoilsPendingDestroy' : 'spoilsPendingBankrupt', values, rule, [
      battleRemedy('declinesCounterattack', { power: asPower(defeated) }, { kind: 'declineCounterattack', power: defeated }),
    ])
  }
  const applies = spoilsRuleFor(state, defeated)
  const why = applies.rule === 'capture' ? (destroying ? 'spoilsCaptorDestroy' : 'spoilsCaptorBankrupt') : destroying ? 'spoilsUnsettledDestroy' : 'spoilsUnsettledBankrupt'
  return battleRefusal('spoils-unsettled', why, values, rule, spoilsRemedies(state, defeated))
}

/**
 * The battle's guard: a power whose spoils are unsettled may not bid for a stage or take a bank
 * loan (spoilsFirst); a "no bid" and everything else pass.
 */
export function guardSpoils(state: GameState, command: Command): Result<never> | undefined {
  if (command.kind === 'takeLoan') return spoilsFirst(state, command.power, 'loan')
  if (command.kind === 'placeBid' && command.bid === true) return spoilsFirst(state, command.power, 'bid')
  return undefined
}

/**
 * The banner's step (RuleModule.due): once every counterattack is used or declined ("After the
 * defender has had an opportunity to counterattack, the following rules apply"), the Spoils of War
 * of a power that lost every home come before anything else, so the stage does not move on first.
 */
export function spoilsDue(state: GameState): ModuleDue | undefined {
  if (!state.play || pendingCounterattacks(state).length > 0) return undefined
  const defeated = unsettledSpoils(state)[0]
  if (defeated === undefined) return undefined
  const applies = spoilsRuleFor(state, defeated)
  const [first] = spoilsRemedies(state, defeated)
  if (!first?.command) return undefined
  const label = applies.rule === 'destruction' ? `Spoils of War: destroy ${name(defeated)} (The Destruction)` : `Spoils of War: ${first.label}`
  return { label, command: first.command, precedes: true }
}
