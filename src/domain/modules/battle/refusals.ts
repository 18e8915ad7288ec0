import { refusalsFrom } from '../../kernel/result'

/**
 * The battle desk's refusals in English (issue 29); translated in
 * src/presentation/catalogs/refusals-battle.ts. Converted so far: counterattacks, the Stage 4
 * guard, neutral territories, home territories and bankruptcy; the other battle files still
 * refuse in English (their refusals carry no phrase).
 */
export const BATTLE_REFUSALS = {
  notGuidedCounterattacks: 'This game keeps the books only; counterattacks are not tracked.',
  chooseSuperpower: 'Choose a superpower.',
  noCounterattack: '{power} has no counterattack to decline: {where}.',
  firstCycle: 'On the first turn, no one may attack ("Note: On the first turn, no one may attack").',
  wrongStage: 'Attacks are Stage 4, Phase C; {where}.',
  notYourTurnAttack: "It is {turn}'s turn to attack, not {power}'s (a power that was attacked has one counterattack).",
  noOnesTurnAttack: "It is no one's turn to attack, not {power}'s (a power that was attacked has one counterattack).",
  attackMadeEnd: '{power} has made its attack this turn. End the turn: the next player in sequence attacks ("After the counterattacks have been resolved, player two gets to make an attack").',
  attackMadeCounter: '{power} has made its attack this turn. {pending} may counterattack first, then the next player in sequence attacks ("After the counterattacks have been resolved, player two gets to make an attack").',
  endTurn: 'End the turn',
  counterattackFirst: '{pending} may still counterattack: counterattacks are resolved before the next attack.',
  declinesCounterattack: '{power} declines its counterattack',
  captureFromItself: '{power} cannot capture a territory from itself.',
  neutralIsHome: "{territory} is a home territory of {owner}: record it as a capture of {owner}'s home territory.",
  liberate: 'Liberate {territory}',
  capturesFrom: '{attacker} captures {territory} from {owner}',
  chooseNeutral: 'Choose one of the neutral territories on the board (seas are not territories).',
  noWarRecordCaptures: 'This game was started before the battle desk; its captures are not tracked.',
  nukedNoOccupy: '{territory} was nuked: it is out of play, and armies may not occupy it.',
  spoilsTo: 'Spoils to {power} (The Capture)',
  destroyPower: 'Destroy {power} (The Destruction)',
  capturedNotBankrupt: '{power} has lost every home territory, the last to {captor}: The Capture gives {captor} its holdings, so it is not declared bankrupt.',
  destroyedNotBankrupt: '{power} has lost every home territory: the Spoils of War decide what becomes of its holdings, so it is not declared bankrupt.',
  noWarRecordBankrupt: 'This game was started before the battle desk; who is out of the game is not tracked.',
  eliminated: '{power} is out of the game: choose a superpower still playing.',
  captureOwnHome: '{power} cannot capture its own home territory; record a liberation instead.',
  notAHome: '{territory} is not a home territory of {power} (its home territories: {homes}).',
  thatNotAHome: 'That is not a home territory of {power} (its home territories: {homes}).',
  alreadyHeld: '{power} already holds {territory}.',
  noWarRecordHomes: 'This game was started before the battle desk; its home territories are not tracked.',
  notOccupied: '{territory} is not occupied by another power; {power} holds it.',
  chooseFiring: 'Choose the superpower firing the nukes.',
  chooseStruck: 'Choose the power struck, or an unoccupied zone.',
  nukeItself: 'A power cannot nuke itself.',
  nameTargets: 'Name a target for each nuke fired (at least one).',
  noNukes: '{power} has {n} nuke on its meter and cannot fire {fired}. | {power} has {n} nukes on its meter and cannot fire {fired}.',
  fireFewer: 'Fire fewer nukes',
  buildNukesLater: 'Build nukes in Stage 6 (once the nuke card is found)',
  unoccupiedNoForces: "An unoccupied zone holds no power's armies or navies; choose the power struck instead (cards of any power there go under the other powers' cards).",
  cardInTwoZones: 'A card is named in two zones; name each card where it lies.',
  // ref-battle-a: spoils.ts, conventional.ts, withdraw.ts, spoils-due.ts, homes.ts
  chooseRole: 'Choose the {role}: a superpower in this game.',
  roleSeller: 'seller',
  roleTakingZone: 'superpower taking the zone',
  roleSuperpower: 'superpower',
  roleLeavingZone: 'superpower leaving the zone',
  roleFiringNukes: 'superpower firing the nukes',
  roleAttackingSuperpower: 'attacking superpower',
  roleWithdrawing: 'power withdrawing',
  roleAttacker: 'attacker',
  roleTookTerritory: 'power that took the territory',
  roleHomeOwner: 'power whose home territory it is',
  roleTakingBackHome: 'power taking back its home territory',
  roleHeldTerritory: 'power that held the territory, or the militia',
  roleVictor: 'victor',
  roleDefeated: 'defeated power',
  roleLastHomeNuked: 'power whose last home territory was nuked',
  roleSurrendering: 'surrendering power',
  roleBankrupt: 'power that is bankrupt',
} as const

export type BattleKey = keyof typeof BATTLE_REFUSALS

export const { refusal: battleRefusal, remedy: battleRemedy, phrase: battlePhrase } = refusalsFrom('battle', BATTLE_REFUSALS)
