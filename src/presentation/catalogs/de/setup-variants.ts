import type { SETUP_VARIANTS } from '../setup-variants'
import type { Translation } from '../../i18n/words'

export const setupVariants = {
  variants: 'Varianten',
  airUnits: 'Air Units',
  airUnitsText:
    '10 Mio. $ Sold je Einheit, in Phase 6 zu zweit je Satz Rohstoffe und 400 Mio. $ gebaut, 2 Öl je überflogenem Territorium, 100 Mio. $ je Einheit bei Détente; Kämpfe mit Lufteinheiten nutzen Feuerkraft, Edge-Punkte, Kill-Punkte und ein Hauptziel.',
  firePowerLabel: 'Feuerkraft einer Lufteinheit',
  firePower5: '5: der Text und sein Rechenbeispiel (Standard)',
  firePower4: '4: die Tabelle der Variante',
  killPointsLabel: 'Kill-Punkte, die eine Lufteinheit zerstören',
  killPoints6: '6: der Text (Standard)',
  killPoints8: '8: was das Rechenbeispiel ergibt',
  buildPriceLabel: 'Preis einer einzelnen Lufteinheit (der Text nennt 400 Mio. $ für zwei)',
  buildPerPair: 'Eine einzelne Lufteinheit kostet die 400 Mio. $ des Paars: der Preis im Text (Standard)',
  buildPerUnit: '200 Mio. $ je Lufteinheit (eine einzelne braucht trotzdem einen ganzen Satz)',
  spoilsLabel: 'Lufteinheiten in der Kriegsbeute',
  spoilsAll: 'Der Sieger nimmt alle Lufteinheiten: der Text (Standard)',
  spoilsTwenty: 'Höchstens 20, wie beim Bauen oder Verkaufen (der Rest aus dem Spiel)',
  militiaLabel: 'Lufteinheiten gegen die Miliz einer leeren Zone',
  militiaWithArmies: 'Neben einer Armee oder Flotte; die Miliz entfernt nur Armeen und Flotten, wie der Text sagt (Standard)',
  militiaAlone: 'Auch allein; die Punkte der Miliz treffen eine Lufteinheit mit ihren Kill-Punkten, sobald keine Armee oder Flotte übrig ist',
  killPointsNote: 'Der Text der Variante gibt einer Lufteinheit 6 Kill-Punkte, sein Rechenbeispiel (eine 12 zerstört die Lufteinheit und eine Armee, eine 7 nichts) geht aber nur mit 8 auf.',
  airLeftOut:
    'Weggelassen: Teile der Variante aus anderen Erweiterungen (Neutronenbomben, Killersatelliten, Techstufen, Fortuna, Saboteure, Silos, Raumhäfen, Fabriken). Panzer und Hubschrauber zählen am Kampftisch nur für die Feuerkraft. Bombardierung aus großer Höhe wird als Protokoll des Wurfs und seiner Zerstörung festgehalten.',
  warlords: 'Warlords and Pirates',
  warlordsText:
    'Der Marshall setzt vor Zyklus 1 einen Warlord in jedes graue Territorium und einen Piraten in die genannten Meere (Full House oder LT6); in Phase 6 verkaufen die Spieler ihnen Atomraketen und L-Stars (drei je Zug) und kaufen ihre, und die App führt ihr Versorgungszentrum und ihre Kasse.',
  outnumberedLabel: 'Ein Warlord behält seine Atomraketen, wenn L-Stars in der Überzahl sind: wessen L-Stars gegen was',
  outnumberedNukes: 'Die L-Stars des Angreifers gegen die Atomraketen des Warlords (Standard)',
  outnumberedLstars: 'Gegen die L-Stars des Warlords',
  ownerBidsLabel: 'Darf der Besitzer einer Karte in der Zone eines Warlords auf seine eigene Karte bieten?',
  ownerBidsNo: 'Nein: Die Spieler bieten auf die Karte eines Gegners (Standard)',
  ownerBidsYes: 'Ja: Der Besitzer darf sie überbieten',
} satisfies Translation<typeof SETUP_VARIANTS>
