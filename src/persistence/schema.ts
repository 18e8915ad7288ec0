/**
 * What the app's database is called and which schema it is at, known without Dexie: the home
 * screen's reader (saved-games-reader.ts) opens it on the browser's own IndexedDB.
 */
export const DATABASE_NAME = 'supremacy-companion'

/**
 * The newest `db.version(n)` of openDatabase (database.ts); a test holds the two together.
 * IndexedDB itself stores it as n * 10 (Dexie's convention: DATABASE_NATIVE_VERSION).
 */
export const DATABASE_VERSION = 3

/** The version IndexedDB reports for a database Dexie has brought to DATABASE_VERSION. */
export const DATABASE_NATIVE_VERSION = DATABASE_VERSION * 10
