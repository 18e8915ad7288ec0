import { phrasesOf } from '../../kernel/phrase'

/**
 * Why each side of a battle against a warlord or pirate rolls what it does, one sentence per
 * case and per holder (a warlord or a pirate). `{rule}` is the module's section, kept as printed.
 */
export const WARLORD_REASONS = {
  warlordGets: '{rule}: the warlord always gets {dice} (it removes no supplies).',
  pirateGets: '{rule}: the pirate always gets {dice} (it removes no supplies).',
  whatFire: 'fire power points',
  whatUnits: 'armies and navies in the battle',
  whatLstars: 'L-stars',
  tie: 'Both sides have {n} {what}, a tie: no extra die.',
  attackerMore: 'The attacker has more {what} ({more} against {fewer}): it gets {dice} more.',
  warlordMore: 'The warlord has more {what} ({more} against {fewer}): it gets {dice} more.',
  pirateMore: 'The pirate has more {what} ({more} against {fewer}): it gets {dice} more.',
  fireGoes: '{rule}: the extra die for forces goes by fire power points (an air unit {n}, an army or navy 1).',
  warlordKillPoints: "{rule}: the attacker's points destroy the warlord's armies at 3 kill points each and its air units at {n}, its primary target first ({primary}).",
  pirateKillPoints: "{rule}: the attacker's points destroy the pirate's armies at 3 kill points each and its air units at {n}, its primary target first ({primary}).",
  halvedAttacker: '{rule}: the attacker has no air units against air units, so its fire power points are halved, rounding down: {raw} → {halved}.',
  halvedWarlord: '{rule}: the warlord has no air units against air units, so its fire power points are halved, rounding down: {raw} → {halved}.',
  halvedPirate: '{rule}: the pirate has no air units against air units, so its fire power points are halved, rounding down: {raw} → {halved}.',
  edgeAttacker:
    '{rule}: the attacker has {by} fire power points more: {n} Fire Power Edge Point added to its roll. | {rule}: the attacker has {by} fire power points more: {n} Fire Power Edge Points added to its roll.',
  edgeWarlord:
    "{rule}: the warlord (the Marshall's roll) has {by} fire power points more: {n} Fire Power Edge Point added to its roll. | {rule}: the warlord (the Marshall's roll) has {by} fire power points more: {n} Fire Power Edge Points added to its roll.",
  edgePirate:
    "{rule}: the pirate (the Marshall's roll) has {by} fire power points more: {n} Fire Power Edge Point added to its roll. | {rule}: the pirate (the Marshall's roll) has {by} fire power points more: {n} Fire Power Edge Points added to its roll.",
} as const

export const warlordReason = phrasesOf('warlordReasons', WARLORD_REASONS)
