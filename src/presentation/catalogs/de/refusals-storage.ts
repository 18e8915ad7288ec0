import type { STORAGE_REFUSALS } from '../../../domain/storage-refusals'
import type { Translation } from '../../i18n/words'

export const refusalsStorage = {
  staleGame: 'Ein anderer Tab oder ein anderes Gerät hat dieses Spiel geändert, seit es hier geöffnet wurde.',
  staleNothingSaved:
    'Ein anderer Tab oder ein anderes Gerät hat dieses Spiel geändert, seit es hier geöffnet wurde. Aus diesem Tab wurde nichts gespeichert. Lade neu, um den aktuellen Stand zu sehen.',
  gameNotFound: 'Dieses Spiel ist auf diesem Gerät nicht gespeichert. Vielleicht wurde es in einem anderen Tab gelöscht.',
  newerGame: 'Dieses Spiel wurde von einer neueren Version von Supremacy Companion gespeichert. Aktualisiere die App (online neu laden), um es zu öffnen.',
  databaseBlocked:
    'Schließe den anderen Tab dieser App und lade dann diesen neu. Ein älterer Tab von Supremacy Companion hält die gespeicherten Spiele offen, daher kann dieser Tab sie noch nicht öffnen (es geht von selbst weiter, sobald der andere Tab geschlossen ist).',
  databaseReplaced: 'In einem anderen Tab startet eine neuere Version der App. Lade diesen Tab neu, um weiterzumachen.',
  outOfSpaceAction: 'Auf diesem Gerät ist kein Speicherplatz mehr frei, daher wurde die Aktion nicht gespeichert. Schaffe Platz (oder lösche alte Spiele) und versuche es noch einmal.',
  outOfSpaceImport:
    'Das Spiel wurde nicht importiert: Auf diesem Gerät ist kein Speicherplatz mehr frei. Schaffe Platz (oder lösche alte Spiele, die du nicht mehr brauchst) und importiere die Datei dann noch einmal.',
  outOfSpaceRestore:
    'Die Sicherung wurde nicht wiederhergestellt: Auf diesem Gerät ist kein Speicherplatz mehr frei. Schaffe Platz (oder lösche alte Spiele, die du nicht mehr brauchst) und stelle sie dann noch einmal wieder her.',
  outOfSpaceBackup:
    'Auf diesem Gerät ist kein Speicherplatz mehr frei. Das Spiel selbst ist gespeichert; schaffe Platz (oder lösche alte Spiele), damit Sicherungen aufbewahrt werden können.',
  notSavedAction: 'Die Aktion konnte auf diesem Gerät nicht gespeichert werden und wurde daher nicht ausgeführt. Versuche es noch einmal; klappt es weiterhin nicht, lade die App neu.',
  notSavedImport: 'Das Spiel konnte auf diesem Gerät nicht gespeichert werden und wurde daher nicht importiert. Versuche es noch einmal; klappt es weiterhin nicht, lade die App neu.',
  notSavedRestore:
    'Die Sicherung konnte auf diesem Gerät nicht als Spiel gespeichert werden und wurde daher nicht wiederhergestellt. Versuche es noch einmal; klappt es weiterhin nicht, lade die App neu.',
  notSavedBackup: 'Das Spiel selbst ist gespeichert. Die App versucht es nach den nächsten Aktionen noch einmal; klappt es weiterhin nicht, lade die App neu.',
  noIndexedDb:
    'Dieser Browser gibt der App keinen Speicher (IndexedDB fehlt oder ist ausgeschaltet), daher können hier keine Spiele gespeichert werden. Öffne die App in einem normalen Fenster eines aktuellen Browsers.',
  storageRefused:
    'Der Browser lässt die App ihre gespeicherten Spiele hier nicht öffnen (vielleicht sind Websitedaten in seinen Einstellungen blockiert, oder dies ist ein privates Fenster). Erlaube Cookies und Websitedaten für diese App oder nutze ein normales Fenster und lade dann neu.',
  backupNotSaved: 'Die automatische Sicherung konnte nicht gespeichert werden: {reason}',
  backupsNotRead: 'Die automatischen Sicherungen konnten nicht gelesen werden: {reason}',
  backupGone: 'Diese Sicherung ist nicht mehr auf diesem Gerät.',
  reloadGame: 'Spiel neu laden',
  tryAgain: 'Noch einmal versuchen',
  openGameFirst: 'Öffne zuerst ein Spiel.',
  pageCannotFollow: 'Dieses Spiel hat sich so geändert, dass diese Seite nicht folgen kann: Lade sie neu.',
} satisfies Translation<typeof STORAGE_REFUSALS>
