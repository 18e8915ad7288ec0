// Gives happy-dom an in-memory IndexedDB so Dexie works in the "browser-like" Vitest project.
import 'fake-indexeddb/auto'
