// What a first visit to the home screen downloads, read from a build: the scripts index.html
// loads (public/theme.js and the entry chunk), the chunks it modulepreloads, and any chunk those
// import statically that Vite did not list (none today; counted so nothing can slip past).
// Lazily imported chunks (import("./x.js")) are not counted: they load when a game is opened.
// Shared by scripts/bench.mjs (prints it) and scripts/size-budget.mjs (checks it in npm test).
// Sizes are gzip at level 9 and raw bytes; 1 kB = 1024 bytes, as the README has always counted.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

/** A chunk's name without its content hash: "assets/index-BsUgiBzr.js" -> "index". */
export function chunkName(file) {
  const base = file.split('/').pop() ?? file
  return base.replace(/-[\w-]{8}(?=\.(js|css)$)/, '').replace(/\.(js|css)$/, '')
}

function measure(dist, file) {
  const buf = readFileSync(join(dist, file))
  return { file, name: chunkName(file), raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length }
}

/** Static imports of a built chunk (`import{…}from"./x.js"`, `import"./x.js"`), not import("./x.js"). */
function staticImports(source) {
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1])
}

/**
 * The first load of the built app in `dist`: `js` and `css` are lists of files with their raw and
 * gzip sizes, each with its total. JS is what the budget counts; CSS is reported beside it.
 */
export function firstLoad(dist) {
  const htmlFile = join(dist, 'index.html')
  if (!existsSync(htmlFile)) throw new Error(`${htmlFile} is missing: build first (npx vite build --outDir ${dist})`)
  const html = readFileSync(htmlFile, 'utf8')
  const local = (href) => href.replace(/^\//, '')
  const listed = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+)"/g)].map((m) => local(m[1]))
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => local(m[1]))
  // Follow static imports from each listed chunk: a browser fetches them before the entry runs.
  const js = [...listed]
  for (let i = 0; i < js.length; i += 1) {
    const dir = js[i].includes('/') ? js[i].slice(0, js[i].lastIndexOf('/') + 1) : ''
    for (const dep of staticImports(readFileSync(join(dist, js[i]), 'utf8'))) {
      if (!js.includes(dir + dep)) js.push(dir + dep)
    }
  }
  const files = (list) => {
    const measured = list.map((f) => measure(dist, f))
    return { files: measured, raw: measured.reduce((a, f) => a + f.raw, 0), gzip: measured.reduce((a, f) => a + f.gzip, 0) }
  }
  return { js: files(js), css: files(css) }
}
