/// <reference types="vite/client" />
import type { Catalog } from '../../i18n/words'

/**
 * Every area's words in this language, loaded as one chunk when it is chosen: each file beside this
 * one exports its areas (a default export is named after its file). Gathered by Vite, so a new
 * area is a new file and no list to edit.
 */
const files = import.meta.glob<Record<string, Catalog>>(['./*.ts', '!./index.ts'], { eager: true })

const areas: Record<string, Catalog> = {}
for (const [path, exports] of Object.entries(files)) {
  for (const [name, messages] of Object.entries(exports)) areas[name === 'default' ? path.slice(2, -3) : name] = messages
}

export default areas
