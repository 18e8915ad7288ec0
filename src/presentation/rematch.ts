/**
 * "New game with these players": the setup form of a game that has ended, to start the next one
 * at the same table: the same superpowers in the same seats with the same players, the same rules
 * (economy, order of play, optional modules) and the readings the group chose. What is dealt or
 * rolled (cards, market dice, Cash Flow's deal and entropy token) starts blank, as in any new game.
 */
import type { GameState } from '../domain/kernel/state'
import { powersInOrder } from '../domain/kernel/selectors'
import { rulesetOfGame } from '../domain/modules/setup/ruleset'
import { emptyPowerForm, emptySetupForm, type SetupForm } from './setup-helpers'

/** The prefilled form, or undefined for a game the Supremacy setup does not start (the card game). */
export function rematchForm(state: GameState): SetupForm | undefined {
  const ruleset = rulesetOfGame(state)
  if (ruleset.economy === 'war-of-supremacy') return undefined
  const form = emptySetupForm()
  const s = state.settings
  form.powers = powersInOrder(state).map((p) => ({ ...emptyPowerForm(p.id), player: p.player }))
  form.economy = ruleset.economy
  form.guided = ruleset.sequence === 'guided'
  form.modules = [...ruleset.modules]
  // A Cash Flow game has no Price Index: the form keeps the default for a later switch back.
  if (s.priceIndex?.length) form.priceIndex = [...s.priceIndex]
  form.interestPerBillion = s.interestPerBillion
  if (s.amphibiousArmies) form.amphibiousArmies = s.amphibiousArmies
  if (s.nuclearRoulette) form.nuclearRoulette = s.nuclearRoulette
  if (s.doubleSeven) form.doubleSeven = s.doubleSeven
  if (s.stage7Buying) form.stage7Buying = s.stage7Buying
  if (s.rotation) form.rotation = s.rotation
  if (s.counterattackEarnsCounterattack !== undefined) form.counterattackEarnsCounterattack = s.counterattackEarnsCounterattack
  if (s.airUnitFirePower) form.airUnitFirePower = s.airUnitFirePower
  if (s.airUnitKillPoints) form.airUnitKillPoints = s.airUnitKillPoints
  if (s.airUnitBuildPrice) form.airUnitBuildPrice = s.airUnitBuildPrice
  if (s.airUnitSpoils) form.airUnitSpoils = s.airUnitSpoils
  if (s.airUnitMilitia) form.airUnitMilitia = s.airUnitMilitia
  // A game set up before the warlords' readings keeps the old ones (settings.ts) in its rematch too.
  if (ruleset.modules.includes('warlords')) {
    form.warlordOutnumbered = s.warlordOutnumbered ?? 'lstars'
    form.ownerBidsForOwnCard = s.ownerBidsForOwnCard ?? false
  }
  // An agreed number of cycles carries over; a clock time has passed with the game that ended.
  const detente = s.endTerms?.detente?.kind === 'cycles' ? { ...s.endTerms.detente } : undefined
  if (detente || s.endTerms?.handicap) form.endTerms = { ...(detente ? { detente } : {}), ...(s.endTerms?.handicap ? { handicap: s.endTerms.handicap } : {}) }
  if (s.cashFlowLeaderTies) form.cashFlow.leaderTies = s.cashFlowLeaderTies
  if (s.cashFlowEntropyIgnored) form.cashFlow.entropyIgnored = s.cashFlowEntropyIgnored
  if (s.cashFlowLoans) form.cashFlow.loans = s.cashFlowLoans
  if (s.cashFlowWithdraw) form.cashFlow.withdraw = s.cashFlowWithdraw
  return form
}
