import { phrasesOf } from '../../kernel/phrase'

/**
 * Why each side of an air battle rolls and scores what it does, one sentence per case. `{rule}`
 * is the Air Units text's section (kept as printed: the variant is in English only) or the basic
 * drill's step (a phrase of battle/reasons.ts).
 */
export const AIR_REASONS = {
  capturedNoOil:
    '{rule}: the defender has no oil and no army or navy there, so its {n} air unit is captured without a roll; the attacker still removes its set of supplies ({supplies}). | {rule}: the defender has no oil and no army or navy there, so its {n} air units are captured without a roll; the attacker still removes its set of supplies ({supplies}).',
  outOfPlay:
    '{rule}: there are {pieces} pieces of each colour, so the attacker keeps {kept} and {n} air unit goes out of play. | {rule}: there are {pieces} pieces of each colour, so the attacker keeps {kept} and {n} air units go out of play.',
  miniatures: '{rule}: tanks {tank} and helicopters {helicopter} each (miniatures), counted for fire power only: the variant gives them no kill points, so remove them as your table agrees.',
  ratingAirToAir: '{rule}: an air unit has a Fire Power Rating of {n}.',
  ratingGround: '{rule}: an air unit has a Fire Power Rating of {n}, armies and navies 1 each.',
  airToAirOnly: '{rule}: air-to-air combat counts the air units only, on both sides: armies and navies there neither fight nor are lost.',
  cargo: '{rule}: an air unit with cargo "will lose all benefits as an air unit and its FPR is 1" (attacker {attacker}, defender {defender}); it is still destroyed at an air unit\'s kill points.',
  convoyed: '{rule}: armies convoyed aboard navies are not counted unless it is an amphibious assault.',
  outOfOil: '{rule}: the defender has no oil left: its air units cannot resist and add no fire power (they still can be destroyed).',
  halvedAttacker: '{rule}: the attacker has no air units against air units, so its FPR is halved, rounding down: {raw} → {halved}.',
  halvedDefender: '{rule}: the defender has no air units against air units, so its FPR is halved, rounding down: {raw} → {halved}.',
  halvedDefenderNoOil: '{rule}: the defender has no air units that can fly against air units, so its FPR is halved, rounding down: {raw} → {halved}.',
  ratings: '{rule}: Fire Power Ratings {attacker} (attacker) against {defender} (defender).',
  resists: "{rule}: the defender resists, removes no supplies and begins with {dice}; it still counts its air units' fire power (Air Units, Resist).",
  noSupplies: '{rule}: the defender has no set of supplies to remove, so it gets {dice}.',
  ratingTie: '{rule}: both sides have a Fire Power Rating of {n}, a tie: no fire-power die.',
  ratingAttacker: '{rule}: the attacker has the higher Fire Power Rating ({more} against {fewer}) and gets the fire-power die ({die}).',
  ratingDefender: '{rule}: the defender has the higher Fire Power Rating ({more} against {fewer}) and gets the fire-power die ({die}).',
  lstarsAttacker: '{rule}: the attacker has more L-stars ({more} against {fewer}): it gets {dice} more.',
  lstarsDefender: '{rule}: the defender has more L-stars ({more} against {fewer}): it gets {dice} more.',
  edgeAttacker:
    "{rule}: the attacker's FPR exceeds the other's by {by}: {n} Fire Power Edge Point added to its roll. | {rule}: the attacker's FPR exceeds the other's by {by}: {n} Fire Power Edge Points added to its roll.",
  edgeDefender:
    "{rule}: the defender's FPR exceeds the other's by {by}: {n} Fire Power Edge Point added to its roll. | {rule}: the defender's FPR exceeds the other's by {by}: {n} Fire Power Edge Points added to its roll.",
  killPoints: '{rule}: an army or a navy takes 3 kill points to destroy, an air unit {n}; the points first go to the primary target ({primary}).',
  militiaRolls:
    '{rule}: the Marshall rolls {dice} for the empty zone and removes one army or navy of the attack for every three points; the attacker rolls none and removes its set of supplies ({supplies}).',
  militiaAmphibious: '{rule}: in an amphibious assault the Marshall always removes the armies first; {airRule}: the air units may be convoyed along.',
  militiaWithArmies: '{rule} (this game’s reading): the militia removes armies and navies, the units the text names; the air units go along beside them and are not lost to it.',
  militiaNeverReaches:
    '{rule} (this game’s reading): the militia’s points take an air unit at {n} kill points once no army or navy is left, and one die never reaches {n}: the air units are not lost to it.',
  militiaTakes: '{rule} (this game’s reading): once no army or navy of the attack is left, the militia’s points take an air unit at {n} kill points.',
} as const

export const airReason = phrasesOf('airReasons', AIR_REASONS)
