import type { SETUP_REFUSALS } from '../../../domain/modules/setup/refusals'
import type { Translation } from '../../i18n/words'

export const refusalsSetup = {
  describeCard: 'Beschreibe die Karte: Rohstoff, Einheiten und Gebiet.',
  cardResource: 'Eine Unternehmenskarte liefert Getreide, Öl oder Mineralien.',
  cardUnits: 'Eine Unternehmenskarte liefert {min} bis {max} Einheiten.',
  cardTerritory: 'Gib das Gebiet oder Meer ein, das auf der Karte steht.',
  territoryName: 'Der Name des Gebiets',
  companyName: 'Der Name des Unternehmens',
  typeCompanyName: 'Gib den Namen des Unternehmens ein oder lass ihn leer.',
  cardPile: 'Sag, von welchem Stapel die Karte kam.',
  cardOpen: 'Sag, ob das Unternehmen offen oder geschlossen ist.',
  playerCount: 'Supremacy ist für {min} bis {max} Spieler; wähle so viele Supermächte.',
  choosePowers: 'Wähle Supermächte unter den sechs auf dem Spielbrett.',
  chosenTwice: '{power} ist doppelt gewählt.',
  typePlayerName: 'Gib den Namen des Spielers ein, der {power} führt.',
  playerName: 'Der Name des Spielers, der {power} führt,',
  splitBonus: 'Verteile die {bonus} Bonus-Rohstoffeinheiten von {power} auf Getreide, Öl und Mineralien.',
  bonusTotal: 'Die Bonus-Rohstoffe von {power} ergeben {total}; sie müssen {bonus} ergeben.',
  forcesPlaced: 'Gib ein, wie viele Armeen und Flotten {power} aufgestellt hat.',
  listCards: 'Liste die Rohstoffkarten auf, die {power} hat (höchstens {max}).',
  tooFewForces: '{power} hat {total} Armeen und Flotten; allein die {bonus} Bonus-Einheiten ergeben {bonus}.',
  tooManyForces:
    '{power} hat {armies} Armeen und {navies} Flotten: Aufgestellt werden höchstens {placed} Armeen ({homes} Heimatgebiete, {foreign} fremde mit Karte) und {homes} Flotten (eine je Heimatgebiet mit Hafen), dazu genau {bonus} Bonus-Armeen und/oder -Flotten; das sind {extra} zu viele.',
  rollDice: 'Würfle zwei Würfel für jeden Rohstoff; jeder Würfel zeigt 1 bis 6.',
  alreadyStarted: 'Dieses Spiel hat schon begonnen.',
  needsId: 'Das Spiel braucht eine Kennung.',
  typeGameName: 'Gib einen Spielnamen ein oder lass ihn leer.',
  gameName: 'Der Spielname',
  chooseOpen: 'Wähle Standard Open oder Random Open.',
  chooseRuleset: 'Wähle die Regeln: das Grundspiel, geführt oder nur Buchführung.',
} satisfies Translation<typeof SETUP_REFUSALS>
