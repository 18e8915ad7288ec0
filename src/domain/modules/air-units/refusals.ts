import { refusalsFrom } from '../../kernel/result'
import type { PhraseValue } from '../../kernel/phrase'

/**
 * The Air Units variant's refusals and ways out in English (issue 29); translated in
 * src/presentation/catalogs/refusals-air.ts. `{who}` is a superpower's name or the militia (a
 * phrase of this table). The shortfalls of supplies (requireSupplies, shared with the basic
 * moves and builds) still refuse in English.
 */
export const AIR_REFUSALS = {
  // Who and what, inside other sentences.
  theMilitia: 'The militia',
  theMilitiaLower: 'the militia',
  airUnitsCount: '{n} air unit | {n} air units',
  suppliesBuild:
    '{power} has {has}; {units} need {need} ({n} set: one grain, one oil and one mineral per two air units). | {power} has {has}; {units} need {need} ({n} sets: one grain, one oil and one mineral per two air units).',
  territoryName: 'The territory’s name',
  // Selling, flying and building (sale.ts, fly.ts, build.ts).
  chooseTwoPowers: 'Choose two different superpowers.',
  soldWhen: 'Air units are sold between players in Stage {stage}, Phase {phase}; {where}.',
  wholeAirUnits: 'Enter whole numbers of air units, from 0 to {max}.',
  enterHowManySold: 'Enter how many air units are sold.',
  cannotSell: '{power} has {units}; it cannot sell {count}.',
  buyerFull: '{power} has {units} of its {pieces} pieces; it can take {room} more, not {count}.',
  sellUnits: 'Sell {units}',
  outOfGameMove: '{power} is out of the game: it has no forces to move.',
  flyWhen: 'Air units fly in Stage {stage}, Phase {phase}; {where}.',
  wholeFlight: 'Enter whole numbers of air units, armies, territories and seas, from 0 to {max}.',
  noAirToFly: '{power} has no air units to fly.',
  enterTerritories: 'Enter the territories the air units cross or enter (each air unit counts for each territory, with or without cargo).',
  payGroundMove: 'Pay an army or navy move instead',
  flyFewer: 'Fly fewer air units, or a shorter way',
  builtWhen: 'Air units are built in Stage {stage}, Phase {phase}; {where}.',
  enterHowManyBuild: 'Enter how many air units to build.',
  noRoomBuild: '{power} has {units}; there are {pieces} pieces of each colour, so it can build {room} more, not {count}.',
  buildUnits: 'Build {units}',
  buildFewer: 'Build fewer: each set of grain, oil and minerals builds two',
  // The air battle's plan (air-plan.ts, air-militia.ts, kill-points.ts).
  notAirBattle: 'No air units on either side: fight it with the basic battle drill.',
  airToAirNoDefender: 'Air-to-air combat needs opposing air units: the defender has none there. Choose the ground attack.',
  airToAirNoAttacker: 'Air-to-air combat is fought by air units: the attacker brings none.',
  militiaNoAir: 'No air units in the attack: fight the militia with the basic battle drill.',
  militiaAirToAir: 'Air-to-air combat needs opposing air units: an empty zone’s militia has none. Choose the ground attack.',
  airUnitsAlone:
    'Air units alone cannot take an empty zone in this game: the militia’s die removes armies and navies, and an army or navy occupies what is taken. Add at least one attacking army or navy.',
  militiaAirLast: 'The militia removes one army or navy for every three points: put armies or navies first in its order, air units last.',
  militiaArmiesFirst: 'In an amphibious assault on an empty zone the Marshall always removes the armies: put armies first in the militia’s order.',
  nameAims: "Name {who}'s primary target first, then the other kinds in the order its points destroy them: armies, navies or air units, each once.",
  // Bombing runs (bombing.ts).
  chooseBomber: 'Choose the bombing superpower.',
  chooseBombed: 'Choose the superpower whose territory is bombed.',
  bombItself: 'A power cannot bomb itself.',
  nameBombed: 'Name the territory bombed.',
  chooseBombTarget: 'Choose the target: a silo or spaceport, or a factory.',
  noAirToBomb: '{power} has no air units to bomb with.',
  diceRange: "Each die shows 1 to 6; enter {who}'s dice again.",
  bombDiceCount:
    'One die for every air unit flown: {power} has {n} air unit, so roll 1 to {most} dice, not {count}. | One die for every air unit flown: {power} has {n} air units, so roll 1 to {most} dice, not {count}.',
  needsSupplySet: '{power} needs one set of supplies (1 grain, 1 oil, 1 mineral) to attack; it has {grain} grain, {oil} oil, {minerals} minerals.',
  // The air battle (fight-air-battle.ts).
  battleDiceCount: '{who} rolls {n} die in this battle, not {count}. | {who} rolls {n} dice in this battle, not {count}.',
  enterForces: "Enter {who}'s armies, navies and air units in the battle (at least one unit).",
  heldForces: '{power} has {armies} armies, {navies} navies and {airUnits} air units.',
  countMiniatures: "Count {who}'s tanks and helicopters as whole numbers, zero or more.",
  cargoSome: "The air units carrying cargo are some of {who}'s {airUnits} air units in the battle.",
  chooseAttacker: 'Choose the attacking superpower.',
  chooseDefender: 'Choose the defending superpower, or the militia for an empty zone.',
  attackItself: 'A power cannot attack itself.',
  nameAttacked: 'Name the territory or sea under attack.',
  chooseOption: 'Choose air-to-air combat or the ground attack.',
  noAirborne: 'An air battle is an amphibious assault or none (airborne assaults are not kept yet).',
  convoyedSome: 'Convoyed armies are some of the attacking armies.',
  defenderConvoyedSome: "The defender's convoyed armies are some of its defending armies; count them again.",
  convoyNeedsNavies: 'Armies are convoyed aboard navies: give the defending navies that carry them, or no convoyed armies.',
  capturedNoDice: '{who} has no oil and no army or navy to defend its air units: they are captured without a roll, so enter no dice.',
  militiaNothing: 'The militia of an empty zone has no units and does not resist: enter nothing on the defending side.',
} as const

export const { refusal: airRefusal, remedy: airRemedy, phrase: airPhrase } = refusalsFrom('air', AIR_REFUSALS)

/** "3 air units", "1 air unit" as a phrase. */
export const airUnitsPhrase = (n: number): PhraseValue => ({ phrase: airPhrase('airUnitsCount', { n }) })
