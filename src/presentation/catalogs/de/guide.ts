import type { GUIDE } from '../guide'
import type { Translation } from '../../i18n/words'

export const guide = {
  welcome: 'Willkommen',
  stepOf: 'Schritt {step} von {total}',
  skip: 'Überspringen',
  toHelp: 'Hilfe: jede Spielart',
  startPlaying: 'Los geht’s',

  keepsTitle: 'Was die App führt',
  keeps1: 'Das Geld: die Bank, das Bargeld und die Kredite jedes Spielers.',
  keeps2: 'Das Versorgungszentrum jeder Supermacht: Getreide, Öl, Mineralien, Atomraketen und L-Stars.',
  keeps3: 'Die drei Marktpreise und wer in welcher Phase am Zug ist.',
  keeps4: 'Sie prüft jede Zahlung nach den Regeln und sagt, warum eine nicht erlaubt ist.',

  boardTitle: 'Was auf dem Brett bleibt',
  board1: 'Der Spielplan, die Armeen, Flotten und Unternehmen, die Karten und die Würfel bleiben am Tisch.',
  board2: 'Nach jeder Aktion sagt die App, was auf dem Brett zu bewegen ist: eine Anzeige, eine Figur, eine Karte.',
  board3: 'Kämpfe: Die App zeigt die Würfel jeder Seite und die Chancen; würfelt echt oder lasst die App würfeln.',

  buttonTitle: 'Der große Knopf',
  button1: 'Der Knopf oben zeigt immer, was jetzt fällig ist, für den, der dran ist: „{amount} für USA zahlen“, „Zug von USA beenden“.',
  button2: 'Tippt darauf und weiter geht’s. Braucht ein Schritt eine Wahl, öffnet sich sein Formular mit den Beträgen schon eingetragen.',
  button3: 'Passen, Zug beenden und die Reiter (Brett, Bank, Markt, Protokoll…) sind da, wenn der Tisch sie braucht.',

  undoTitle: 'Rückgängig',
  undo1: 'Falsch getippt? Rückgängig nimmt die letzte Aktion zurück; Wiederholen bringt sie wieder.',
  undo2: 'Das Protokoll listet jede Aktion in klaren Worten; Bis hier rückgängig geht weiter zurück.',

  savingTitle: 'Speichern und Sicherungen',
  saving1: 'Jede Aktion wird auf diesem Gerät gespeichert, sobald sie erscheint. Tab zu oder Netz weg: Das Spiel ist noch da.',
  saving2: 'Die App legt von selbst Sicherungen jedes Spiels an. Spieldatei im ⋯ Menü des Spiels exportiert ein Spiel oder stellt eine Sicherung wieder her.',
  saving3: 'Installiert die App, wenn sie es anbietet (nach dem Start eures ersten Spiels): Installiert sind ihre Spiele vor dem Aufräumen des Browsers sicher.',
} satisfies Translation<typeof GUIDE>
