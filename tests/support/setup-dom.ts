// Gives happy-dom an in-memory IndexedDB so Dexie works in the "browser-like" Vitest project.
import 'fake-indexeddb/auto'

// Every mounted screen finds the modules' forms and places, as under the game view that provides them.
import { config } from '@vue/test-utils'
import { composeScreens, SCREENS } from '@/components/screens/registry'
import { APP_SCREENS } from '@/components/screens/app-screens'
config.global.provide = { ...config.global.provide, [SCREENS as symbol]: composeScreens(APP_SCREENS) }

// Every mount gets the app's router (its screens stood in): links, `useRoute().go` and the URL work.
import { router } from './router'
config.global.plugins = [...(config.global.plugins ?? []), router]
