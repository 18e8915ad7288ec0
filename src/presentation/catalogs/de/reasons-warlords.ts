import type { WARLORD_REASONS } from '../../../domain/modules/warlords/reasons'
import type { Translation } from '../../i18n/words'

export const reasonsWarlords = {
  warlordGets: '{rule}: der Warlord bekommt immer {dice} (er entfernt keine Rohstoffe).',
  pirateGets: '{rule}: der Pirat bekommt immer {dice} (er entfernt keine Rohstoffe).',
  whatFire: 'Feuerkraftpunkte',
  whatUnits: 'Armeen und Flotten im Kampf',
  whatLstars: 'L-Stars',
  tie: 'Beide Seiten haben {n} {what}, Gleichstand: kein Extrawürfel.',
  attackerMore: 'Der Angreifer hat mehr {what} ({more} gegen {fewer}): er bekommt {dice} mehr.',
  warlordMore: 'Der Warlord hat mehr {what} ({more} gegen {fewer}): er bekommt {dice} mehr.',
  pirateMore: 'Der Pirat hat mehr {what} ({more} gegen {fewer}): er bekommt {dice} mehr.',
  fireGoes: '{rule}: der Extrawürfel für die Streitkräfte geht nach Feuerkraftpunkten (eine Lufteinheit {n}, eine Armee oder Flotte 1).',
  warlordKillPoints: '{rule}: die Punkte des Angreifers zerstören die Armeen des Warlords zu je 3 Kill-Punkten und seine Lufteinheiten zu {n}, sein Primärziel zuerst ({primary}).',
  pirateKillPoints: '{rule}: die Punkte des Angreifers zerstören die Armeen des Piraten zu je 3 Kill-Punkten und seine Lufteinheiten zu {n}, sein Primärziel zuerst ({primary}).',
  halvedAttacker: '{rule}: der Angreifer hat keine Lufteinheiten gegen Lufteinheiten, also werden seine Feuerkraftpunkte halbiert, abgerundet: {raw} → {halved}.',
  halvedWarlord: '{rule}: der Warlord hat keine Lufteinheiten gegen Lufteinheiten, also werden seine Feuerkraftpunkte halbiert, abgerundet: {raw} → {halved}.',
  halvedPirate: '{rule}: der Pirat hat keine Lufteinheiten gegen Lufteinheiten, also werden seine Feuerkraftpunkte halbiert, abgerundet: {raw} → {halved}.',
  edgeAttacker:
    '{rule}: der Angreifer hat {by} Feuerkraftpunkte mehr: {n} Edge-Punkt kommt zu seinem Wurf hinzu. | {rule}: der Angreifer hat {by} Feuerkraftpunkte mehr: {n} Edge-Punkte kommen zu seinem Wurf hinzu.',
  edgeWarlord:
    '{rule}: der Warlord (der Wurf des Marshalls) hat {by} Feuerkraftpunkte mehr: {n} Edge-Punkt kommt zu seinem Wurf hinzu. | {rule}: der Warlord (der Wurf des Marshalls) hat {by} Feuerkraftpunkte mehr: {n} Edge-Punkte kommen zu seinem Wurf hinzu.',
  edgePirate:
    '{rule}: der Pirat (der Wurf des Marshalls) hat {by} Feuerkraftpunkte mehr: {n} Edge-Punkt kommt zu seinem Wurf hinzu. | {rule}: der Pirat (der Wurf des Marshalls) hat {by} Feuerkraftpunkte mehr: {n} Edge-Punkte kommen zu seinem Wurf hinzu.',
} satisfies Translation<typeof WARLORD_REASONS>
