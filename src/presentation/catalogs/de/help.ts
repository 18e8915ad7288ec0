import type { HELP } from '../help'
import type { Translation } from '../../i18n/words'

export const help = {
  intro: 'So spielt ihr jede Spielart. Die Figuren bleiben auf dem Brett; die App führt das Geld, die Vorräte, die Preise und wer am Zug ist.',
  guideAgain: 'Einführung zeigen',

  basicTitle: 'Eine Partie Supremacy (geführt)',
  basic1: 'Neues Spiel: Tippt die Supermächte am Tisch an (2 bis 6) und gebt den Namen jedes Spielers ein. Lasst Standard-Eröffnung und Geführt gewählt und tippt auf Spiel starten.',
  basic2: 'Das Brett zeigt Bargeld, Vorräte, Kredite und Streitkräfte jeder Macht und die drei Marktpreise. Tippt eine Macht oder einen Preis an, um zu handeln.',
  basic3: 'Der große Knopf oben zeigt immer, was jetzt fällig ist: Tippt darauf. Ein Schritt mit Wahlmöglichkeiten öffnet sein Formular mit den Beträgen schon eingetragen.',
  basic4: 'Phase 1 zahlt Sold und Kreditzinsen, ein Tipp je Macht. Reicht einer Macht das Geld nicht, nimmt sie einen Kredit auf oder wählt, was unbezahlt bleibt.',
  basic5: 'Phase 2 bringt die Produktion mit einem Tipp in die Versorgungszentren.',
  basic6: 'Phasen 3 bis 7: Jede Macht gibt reihum am Tablet ein verdecktes Gebot ab; die Gebote werden zusammen aufgedeckt, die Bieter würfeln die Reihenfolge aus, dann verkauft, bewegt, greift an, baut oder forscht jede in ihrem Zug. Passen oder Zug beenden beendet einen Zug.',
  basic7: 'Der Reiter Phase sagt, wo das Spiel steht und was als Nächstes kommt; Warum zeigt die Regel.',
  basic8: 'Die Wertung ordnet die Mächte nach ihrem Détente-Wert. Das Spiel endet durch Détente (jederzeit, über die Wertung), Vorherrschaft oder Coup Final.',

  bookkeepingTitle: 'Nur Buchführung',
  bookkeeping1: 'Wählt unter Neues Spiel beim Spielablauf Nur Buchführung: Die App führt die Bücher, den Spielablauf regelt der Tisch.',
  bookkeeping2: 'Bank: Zahlen / Erhalten bewegt Geld zwischen einer Macht und der Bank oder zwischen zwei Spielern; Kredite leiht oder tilgt jeweils {loan}.',
  bookkeeping3: 'Markt: Wählt die Macht, Verkaufen oder Kaufen, den Rohstoff und die Einheiten; der Bildschirm zeigt das Geld und den neuen Preis, bevor ihr bestätigt.',
  bookkeeping4: 'Versorgungszentren: die Karte jeder Macht; Korrigieren passt eine Zahl mit Begründung an den Tisch an.',
  bookkeeping5: 'Kampf… öffnet jederzeit den Kampftisch.',

  battlesTitle: 'Kämpfe',
  battles1: 'Der Kampftisch sagt, wie viele Würfel jede Seite bekommt, und zeigt die Chancen jedes Ausgangs, bevor jemand würfelt.',
  battles2: 'Würfelt mit der App oder gebt die echten Würfel ein. Der Kampftisch zieht die Verluste ab und sagt, was auf dem Brett zu bewegen ist.',
  battles3: 'Zuerst wählt der Verteidiger: Rückzug, Kapitulation oder ein atomarer Erstschlag. Atomschläge, L-Star-Duelle und Weltraumschläge laufen über denselben Kampftisch.',

  airUnitsTitle: 'Variante: Air Units',
  airUnits1: 'Schaltet unter Neues Spiel bei Varianten Air Units ein.',
  airUnits2: 'Lufteinheiten erscheinen auf dem Brett und in den Versorgungszentren. Phase 1 berechnet {salary} je Einheit; Phase 6 baut zwei für einen Satz Rohstoffe und {price}.',
  airUnits3: 'Der Kampftisch bekommt Luftkampf (Bodenangriff oder Luft gegen Luft, mit Feuerkraft) und Bombenangriff dazu.',
  airUnits4: 'Wo die Variante unklar ist, wird die Lesart beim Aufbau gewählt und am Kampftisch angezeigt.',

  warlordsTitle: 'Erweiterung: Warlords and Pirates',
  warlords1: 'Schaltet unter Neues Spiel bei Varianten Warlords and Pirates ein.',
  warlords2: 'Vor Phase 1 des ersten Zyklus besetzt der Marshall die neutralen Zonen: ein Würfel je Zone für ihre Armeen oder Flotten.',
  warlords3: 'Die App führt Versorgungszentrum und Kasse der Warlords und Piraten, die Karten in ihren Zonen, Blockaden, ihre Verkäufe und ihre Verteidigung.',
  warlords4: 'In Phase 6 fragt das Banner nach der Client List; am Ende von Phase 6 werden Waffen an die Warlords verkauft.',

  cashFlowTitle: 'Variante: Cash Flow',
  cashFlow1: 'Wählt unter Neues Spiel bei Wirtschaft die Variante Cash Flow, dann die Mächte und Spieler.',
  cashFlow2: 'Tippt für jede Macht die vier gezogenen Karten an, gebt ihre zwei neutralen Karten ein, verteilt ihre fünfzehn Rohstoffeinheiten und prüft ihre Streitkräfte. Spiel starten sagt, was fehlt, bis die Verteilung stimmt.',
  cashFlow3: 'Im Reiter Zug gibt der Entropie-Spieler die zwei Würfel ein; dann tippt der Spieler eine von sechs Aktionen an: Produktion, Bauen, Markt, Aufmarsch, Angriff oder F&E.',
  cashFlow4: 'Der große Knopf ist immer der nächste Schritt. Märkte zeigt jedes Angebot und den Arbeitsmarkt; Wertung zeigt jede Wertungsrunde.',

  warOfSupremacyTitle: 'War of Supremacy (das Kartenspiel)',
  warOfSupremacy1: 'Neues Spiel: Wählt bei „Welches Spiel?“ War of Supremacy und gebt die Namen der Spieler in Sitzreihenfolge ein (2 bis 5).',
  warOfSupremacy2: 'Tippt den Würfel jedes Spielers an (oder Startspieler auswürfeln), die erste Kampfform und den Namen der Territoriumskarte; dann Spiel starten.',
  warOfSupremacy3: 'Der große Knopf spielt den Zug: den Angriff (Name und Werte einer Kreatur einmal eingegeben, beim nächsten Mal ein Tipp), Kampf auswerten, Karten ziehen, Zug beenden.',
  warOfSupremacy4: 'Das Brett zeigt den Verteidigungswert, die Summe des Angriffs und wer gewinnt; ein gewonnenes Territorium deckt die nächste Kampfform und das nächste Territorium auf.',

  safetyTitle: 'Speichern, Sicherungen und Spieldateien',
  safety1: 'Jede Aktion wird auf diesem Gerät gespeichert, bevor sie als erledigt erscheint. Neu laden oder offline gehen: Das Spiel ist noch da. Weiterspielen auf dem Startbildschirm öffnet es.',
  safety2: 'Rückgängig nimmt die letzte Aktion zurück; Bis hier rückgängig im Protokoll geht weiter zurück.',
  safety3: 'Die App legt Sicherungen jedes Spiels an. Spieldatei (im ⋯ Menü des Spiels) exportiert, teilt oder druckt ein Spiel und stellt eine Sicherung wieder her; Spieldatei importieren auf dem Startbildschirm holt eines zurück.',
  safety4: 'Installiert die App (über das Angebot nach dem Start eures ersten Spiels oder das Menü des Browsers): Die Spiele einer installierten App sind vor dem Aufräumen des Browsers sicher.',
} satisfies Translation<typeof HELP>
