import type { Translation } from '../../i18n/words'
import type { STAGE_SALES } from '../stage-sales'

export const stageSales = {
  armsTitle: 'Waffenbasar: Streitkräfte und Waffen verkaufen',
  armsRule: 'Zu beliebigen vereinbarten Bedingungen. Eine verkaufte Armee oder Flotte geht an den Käufer und wird gegen eine in seiner Farbe getauscht. Grundregeln, Phase 6, Abschnitt F.',
  seller: 'Verkäufer',
  buyer: 'Käufer',
  recordDelivery: 'Lieferkosten erfassen',
  agreedPrice: 'Vereinbarter Preis (0 für ein Geschenk)',
  armsEmpty: 'Wähle Verkäufer, Käufer, was verkauft wird und den Preis.',
  confirmSale: 'Verkauf bestätigen',
  territoryTitle: 'Fremdes Gebiet verkaufen',
  territoryRule: '„Spieler dürfen besetzte fremde Gebiete nur in Phase 6 verkaufen. Der Käufer ersetzt die Streitkräfte des Verkäufers durch Einheiten seiner Farbe.“ Die Karten des Verkäufers in diesem Gebiet gehen an den Käufer.',
  sellerArmies: 'Armeen des Verkäufers dort (werden zu denen des Käufers)',
  territoryEmpty: 'Wähle Verkäufer, Käufer, das Gebiet, die Armeen dort und den Preis.',
  dropTitle: 'Lieferauftrag',
  dropReading: 'Der Käufer zahlt den vereinbarten Preis bei der Bestellung in Phase 7. Lässt der Verkäufer in Phase 1 Sold unbezahlt oder produziert weniger, kommen die Einheiten nicht und nichts wird automatisch erstattet: eine Erstattung als Zahlung unter Spielern erfassen.',
  dropSeller: 'Verkäufer (liefert ab der nächsten Phase 2)',
  resource: 'Rohstoff',
  dropEmpty: 'Wähle Verkäufer, Käufer, Rohstoff, Einheiten und den Preis.',
  recordOrder: 'Auftrag erfassen',
  dropOrder: '{n} {resource} aus der nächsten Produktion (Phase 2) des Verkäufers gehen an den Käufer',
  mineral: 'Mineral',
} satisfies Translation<typeof STAGE_SALES>
