import type { AIR_REASONS } from '../../../domain/modules/air-units/reasons'
import type { Translation } from '../../i18n/words'

export const reasonsAir = {
  capturedNoOil:
    '{rule}: der Verteidiger hat kein Öl und dort keine Armee oder Flotte, also wird seine {n} Lufteinheit ohne Wurf erbeutet; der Angreifer entfernt trotzdem seinen Satz Rohstoffe ({supplies}). | {rule}: der Verteidiger hat kein Öl und dort keine Armee oder Flotte, also werden seine {n} Lufteinheiten ohne Wurf erbeutet; der Angreifer entfernt trotzdem seinen Satz Rohstoffe ({supplies}).',
  outOfPlay:
    '{rule}: es gibt {pieces} Figuren jeder Farbe, also behält der Angreifer {kept}, und {n} Lufteinheit scheidet aus dem Spiel aus. | {rule}: es gibt {pieces} Figuren jeder Farbe, also behält der Angreifer {kept}, und {n} Lufteinheiten scheiden aus dem Spiel aus.',
  miniatures: '{rule}: Panzer {tank} und Hubschrauber {helicopter} je Stück (Miniaturen), nur für die Feuerkraft gezählt: die Variante gibt ihnen keine Kill-Punkte, entfernt sie also so, wie euer Tisch es vereinbart.',
  ratingAirToAir: '{rule}: eine Lufteinheit hat eine Feuerkraft von {n}.',
  ratingGround: '{rule}: eine Lufteinheit hat eine Feuerkraft von {n}, Armeen und Flotten je 1.',
  airToAirOnly: '{rule}: Luft gegen Luft zählt nur die Lufteinheiten, auf beiden Seiten: Armeen und Flotten dort kämpfen nicht und gehen nicht verloren.',
  cargo: '{rule}: eine Lufteinheit mit Fracht „verliert alle Vorteile einer Lufteinheit und ihre Feuerkraft ist 1“ (Angreifer {attacker}, Verteidiger {defender}); sie wird trotzdem zu den Kill-Punkten einer Lufteinheit zerstört.',
  convoyed: '{rule}: auf Flotten transportierte Armeen zählen nicht, außer bei einem amphibischen Angriff.',
  outOfOil: '{rule}: der Verteidiger hat kein Öl mehr: seine Lufteinheiten können keinen Widerstand leisten und bringen keine Feuerkraft (zerstört werden können sie trotzdem).',
  halvedAttacker: '{rule}: der Angreifer hat keine Lufteinheiten gegen Lufteinheiten, also wird seine Feuerkraft halbiert, abgerundet: {raw} → {halved}.',
  halvedDefender: '{rule}: der Verteidiger hat keine Lufteinheiten gegen Lufteinheiten, also wird seine Feuerkraft halbiert, abgerundet: {raw} → {halved}.',
  halvedDefenderNoOil: '{rule}: der Verteidiger hat keine flugfähigen Lufteinheiten gegen Lufteinheiten, also wird seine Feuerkraft halbiert, abgerundet: {raw} → {halved}.',
  ratings: '{rule}: Feuerkraft {attacker} (Angreifer) gegen {defender} (Verteidiger).',
  resists: '{rule}: der Verteidiger leistet Widerstand, entfernt keine Rohstoffe und beginnt mit {dice}; die Feuerkraft seiner Lufteinheiten zählt weiter (Air Units, Resist).',
  noSupplies: '{rule}: der Verteidiger hat keinen Satz Rohstoffe zum Entfernen und bekommt daher {dice}.',
  ratingTie: '{rule}: beide Seiten haben Feuerkraft {n}, Gleichstand: kein Feuerkraftwürfel.',
  ratingAttacker: '{rule}: der Angreifer hat die höhere Feuerkraft ({more} gegen {fewer}) und bekommt den Feuerkraftwürfel ({die}).',
  ratingDefender: '{rule}: der Verteidiger hat die höhere Feuerkraft ({more} gegen {fewer}) und bekommt den Feuerkraftwürfel ({die}).',
  lstarsAttacker: '{rule}: der Angreifer hat mehr L-Stars ({more} gegen {fewer}): er bekommt {dice} mehr.',
  lstarsDefender: '{rule}: der Verteidiger hat mehr L-Stars ({more} gegen {fewer}): er bekommt {dice} mehr.',
  edgeAttacker:
    '{rule}: die Feuerkraft des Angreifers übersteigt die andere um {by}: {n} Edge-Punkt kommt zu seinem Wurf hinzu. | {rule}: die Feuerkraft des Angreifers übersteigt die andere um {by}: {n} Edge-Punkte kommen zu seinem Wurf hinzu.',
  edgeDefender:
    '{rule}: die Feuerkraft des Verteidigers übersteigt die andere um {by}: {n} Edge-Punkt kommt zu seinem Wurf hinzu. | {rule}: die Feuerkraft des Verteidigers übersteigt die andere um {by}: {n} Edge-Punkte kommen zu seinem Wurf hinzu.',
  killPoints: '{rule}: eine Armee oder Flotte braucht 3 Kill-Punkte, eine Lufteinheit {n}; die Punkte gehen zuerst an das Primärziel ({primary}).',
  militiaRolls:
    '{rule}: der Marshall wirft {dice} für die leere Zone und entfernt je drei Punkte eine Armee oder Flotte des Angriffs; der Angreifer würfelt nicht und entfernt seinen Satz Rohstoffe ({supplies}).',
  militiaAmphibious: '{rule}: bei einem amphibischen Angriff entfernt der Marshall immer zuerst die Armeen; {airRule}: die Lufteinheiten dürfen mittransportiert werden.',
  militiaWithArmies: '{rule} (Lesart dieses Spiels): die Miliz entfernt Armeen und Flotten, die Einheiten, die der Text nennt; die Lufteinheiten ziehen daneben mit und gehen an sie nicht verloren.',
  militiaNeverReaches:
    '{rule} (Lesart dieses Spiels): die Punkte der Miliz treffen eine Lufteinheit mit {n} Kill-Punkten, sobald keine Armee oder Flotte übrig ist, und ein Würfel erreicht nie {n}: die Lufteinheiten gehen an sie nicht verloren.',
  militiaTakes: '{rule} (Lesart dieses Spiels): sobald keine Armee oder Flotte des Angriffs übrig ist, treffen die Punkte der Miliz eine Lufteinheit mit {n} Kill-Punkten.',
} satisfies Translation<typeof AIR_REASONS>
