import { refusalsFrom } from './kernel/result'

/**
 * Why a game file is refused, in English (issue 29): one template per sentence, in the catalogs'
 * syntax; presentation translates the same keys (src/presentation/catalogs/refusals-game-file.ts).
 * A damaged entry's sentences each end the same way, so every language can order its own.
 */
export const GAME_FILE_REFUSALS = {
  tooLarge: 'This file is {mb} MB; a game file is never more than {max} MB, so it is not one. Choose the .json file the app exported.',
  unreadable: 'The file could not be read. Choose it again; if it is on a cloud drive, download it first.',
  nothingImported: '{problem} Nothing was imported.',
  notJson: 'This is not a game file: its text is not complete JSON (it may have been cut short or damaged).',
  gzip: 'This is not a game file: it is a compressed (gzip) file. Unzip it first, then import the .json file inside.',
  webPage: 'This is not a game file: it is a web page (HTML). Choose the .json file the app exported, not a page saved from the browser.',
  notText: 'This is not a game file: it is not text (it may be a picture, a PDF or an archive). Choose the .json file the app exported.',
  notOurs: 'This is not a Supremacy Companion game file.',
  noFileVersion: 'The file does not say which version of the game file format it uses.',
  noSchemaVersion: 'The file does not say which version of the game log it holds.',
  newerFile: 'This game file was made by a newer version of the app. Update the app (reload it when online), then import the file again. Nothing was imported.',
  noAppVersion: 'The file’s app version or export time is missing.',
  noDescription: 'The file’s game description is missing.',
  noLog: 'The file holds no game log.',
  tooManyEntries: 'The file holds {n} entries, more than any game could.',
  fileTextTooLong: 'The file holds a text {length} characters long; no game needs more than {max}.',
  entryTextTooLong: 'Entry {seq} holds a text {length} characters long; no game needs more than {max}.',
  fileTooDeep: 'The file is nested far deeper than a game file ever is.',
  entryTooDeep: 'Entry {seq} is nested far deeper than a game file ever is.',
  fileForbiddenKey: 'The file holds a “{key}” key, which a game file never has; it may have been made to attack the app.',
  entryForbiddenKey: 'Entry {seq} holds a “{key}” key, which a game file never has; it may have been made to attack the app.',
  outOfOrder: 'Entry {seq} is missing or out of order: the file was changed or damaged.',
  notAnEntry: 'Entry {seq} is not an entry: the file was changed or damaged.',
  noLogVersion: 'Entry {seq} has no valid log version: the file was changed or damaged.',
  noTime: 'Entry {seq} has no valid time: the file was changed or damaged.',
  actorTooLong: 'Entry {seq} names who made it in {length} characters, too long (200 at most): the file was changed or damaged.',
  noActor: 'Entry {seq} does not say who made it: the file was changed or damaged.',
  noAction: 'Entry {seq} holds no action: the file was changed or damaged.',
  unknownAction: 'Entry {seq} holds an action this version of the app does not know (“{kind}”). If the file came from a newer app, update this one.',
  notSetup: 'Entry {seq} is not the game’s setup: the file was changed or damaged.',
  secondGame: 'Entry {seq} starts a second game: the file was changed or damaged.',
  noEdition: 'Entry {seq} names no valid rules edition: the file was changed or damaged.',
  newerRules: 'Entry {seq} was decided by newer rules than this version of the app knows. Update the app (reload it when online), then import the file again. Nothing was imported.',
  noEvents: 'Entry {seq} holds no events: the file was changed or damaged.',
  notAnEvent: 'Entry {seq} holds an event that is not one: the file was changed or damaged.',
  unknownEvent: 'Entry {seq} holds an event this version of the app does not know (“{type}”).',
  strayUndo: 'Entry {seq} is an undo that does not follow from the game before it: the file was changed or damaged.',
  strayRedo: 'Entry {seq} is an redo that does not follow from the game before it: the file was changed or damaged.',
  editionGone: 'Entry {seq} was decided by rules (edition {edition}) this version of the app can no longer check.',
  otherGame: 'Entry {seq}: {refusal} The file was changed or damaged.',
  wouldBeRefused: 'Entry {seq} ({kind}) would be refused by the rules at that point (“{refusal}”): the file was changed or damaged.',
  doesNotFollow: 'Entry {seq} ({kind}) does not follow from the rules: {difference}: the file was changed or damaged.',
  cannotReplay: 'Entry {seq} cannot be replayed: the file was changed or damaged.',
} as const

export const { refusal: gameFileRefusal, phrase: gameFilePhrase } = refusalsFrom('gameFile', GAME_FILE_REFUSALS)
