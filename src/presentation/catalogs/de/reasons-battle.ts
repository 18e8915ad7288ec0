import type { BATTLE_REASONS } from '../../../domain/modules/battle/reasons'
import type { BATTLE_RULE } from '../../../domain/modules/battle/data'
import type { BATTLE_STEPS } from '../reasons-battle'
import type { Translation } from '../../i18n/words'

export const reasonsBattle = {
  dice: '{n} Würfel | {n} Würfel',
  attackerGets: '{rule}: der Angreifer bekommt {dice}.',
  defenderResists: '{rule}: der Verteidiger leistet Widerstand, entfernt keine Rohstoffe und beginnt mit {dice}.',
  defenderNoSupplies: '{rule}: der Verteidiger hat keinen Satz Rohstoffe zum Entfernen und bekommt daher {dice}.',
  defenderRemoves: '{rule}: der Verteidiger entfernt einen Satz Rohstoffe und bekommt {dice}.',
  unitsTie: '{rule}: beide Seiten haben {n} Armeen und Flotten im Kampf, Gleichstand: kein Extrawürfel.',
  unitsAttacker: '{rule}: der Angreifer hat mehr Armeen und Flotten im Kampf ({more} gegen {fewer}): der Angreifer bekommt {dice} mehr.',
  unitsDefender: '{rule}: der Verteidiger hat mehr Armeen und Flotten im Kampf ({more} gegen {fewer}): der Verteidiger bekommt {dice} mehr.',
  lstarsTie: '{rule}: beide Seiten haben {n} L-Stars, Gleichstand: kein Extrawürfel.',
  lstarsAttacker: '{rule}: der Angreifer hat mehr L-Stars ({more} gegen {fewer}): der Angreifer bekommt {dice} mehr.',
  lstarsDefender: '{rule}: der Verteidiger hat mehr L-Stars ({more} gegen {fewer}): der Verteidiger bekommt {dice} mehr.',
  militia: 'Die Miliz: der Marshall wirft {dice} für die leere Zone; der Angreifer würfelt nicht.',
} satisfies Translation<typeof BATTLE_REASONS>

export const rulesBattle = {
  suppliesStep: 'Phase 4, Kampfablauf für konventionelle Streitkräfte, Schritt B (Rohstoffe entfernen)',
  positionDice: 'Phase 4, Kampfablauf für konventionelle Streitkräfte, Schritt C (Positionswürfel)',
  firePowerDie: 'Phase 4, Kampfablauf für konventionelle Streitkräfte, Schritt C (Feuerkraftwürfel)',
  lstarDie: 'Phase 4, Kampfablauf für konventionelle Streitkräfte, Schritt C (L-Star-Würfel)',
  countLosses: 'Phase 4, Kampfablauf für konventionelle Streitkräfte, Schritt D (Würfeln und Verluste zählen)',
  resist: 'Phase 4, Verteidigungstaktik, „Widerstand“',
  militia: 'Phase 4, Angriffstaktik, „Die Miliz“',
  lstarScreen: 'Phase 4, Kampfablauf für strategische Streitkräfte, Schritt D (L-Star-Schirm)',
  champions: 'Phase 4, Kampfablauf für strategische Streitkräfte, Schritt D („Champions Roll“) und „L-Star-Champion“',
  lstarClash: 'Phase 4, Angriffstaktik, „L-star Clash“',
  nuclearRoulette: 'Das Spielende, „Coup Final – Nuclear Roulette“',
} satisfies Translation<typeof BATTLE_RULE>

export const battleSteps = {
  suppliesStep: 'Schritt B (Rohstoffe entfernen)',
  positionDice: 'Schritt C (Positionswürfel)',
  firePowerDie: 'Schritt C (Feuerkraftwürfel)',
  lstarDie: 'Schritt C (L-Star-Würfel)',
  countLosses: 'Schritt D (Würfeln und Verluste zählen)',
} satisfies Translation<typeof BATTLE_STEPS>
