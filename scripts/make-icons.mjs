// Draws the app emblem as SVG and rasterises it with the system Chromium (playwright-core).
// Re-run with: node scripts/make-icons.mjs
//
// Emblem: dark navy ground, a gold globe ring with meridians, a bold white "S" drawn as a path
// (no font needed, so it renders the same everywhere).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const publicDir = resolve(root, 'public')

const NAVY = '#1d2433'
const GOLD = '#e0b040'
const WHITE = '#ffffff'

/** The emblem on a 512x512 canvas, centred on (256, 256), outer radius 190. */
function emblem() {
  const s = 'M 322 192 C 306 160 214 156 202 204 C 190 252 322 252 312 310 C 302 362 206 362 186 322'
  return `
    <circle cx="256" cy="256" r="176" fill="#262f44"/>
    <g fill="none" stroke="${GOLD}" stroke-linecap="round">
      <ellipse cx="256" cy="256" rx="78" ry="176" stroke-width="14"/>
      <line x1="256" y1="80" x2="256" y2="432" stroke-width="14"/>
      <line x1="80" y1="256" x2="432" y2="256" stroke-width="14"/>
      <path d="M 110 160 Q 256 196 402 160" stroke-width="10"/>
      <path d="M 110 352 Q 256 316 402 352" stroke-width="10"/>
      <circle cx="256" cy="256" r="176" stroke-width="28"/>
    </g>
    <g fill="none" stroke-linecap="round" stroke-linejoin="round">
      <path d="${s}" stroke="${NAVY}" stroke-width="86"/>
      <path d="${s}" stroke="${WHITE}" stroke-width="50"/>
    </g>`
}

/**
 * @param {object} options
 * @param {number} options.radius corner radius of the ground on the 512 canvas (0 = full bleed)
 * @param {number} options.scale emblem scale around the centre
 */
function svg({ radius, scale }) {
  const t = (256 * (1 - scale)).toFixed(2)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" rx="${radius}" fill="${NAVY}"/>
  <g transform="translate(${t} ${t}) scale(${scale})">${emblem()}
  </g>
</svg>
`
}

const variants = [
  // "any" purpose icons: rounded ground, emblem nearly full size.
  { file: 'icons/icon-192.png', size: 192, radius: 96, scale: 1.12 },
  { file: 'icons/icon-512.png', size: 512, radius: 96, scale: 1.12 },
  // Maskable: full-bleed ground, emblem (outer radius 190 * 0.96 = 182) well inside the
  // central safe-zone circle (radius 0.4 * 512 = 204.8).
  { file: 'icons/icon-maskable-512.png', size: 512, radius: 0, scale: 0.96 },
  // iOS masks the corners itself and shows transparency as black: full bleed.
  { file: 'apple-touch-icon.png', size: 180, radius: 0, scale: 1.05 },
]

mkdirSync(resolve(publicDir, 'icons'), { recursive: true })
writeFileSync(resolve(publicDir, 'favicon.svg'), svg({ radius: 96, scale: 1.12 }))
console.log('wrote public/favicon.svg')

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
})
try {
  for (const { file, size, radius, scale } of variants) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 })
    const markup = svg({ radius, scale }).replace('width="512" height="512"', `width="${size}" height="${size}"`)
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${markup}</body></html>`,
    )
    const png = await page.screenshot({
      clip: { x: 0, y: 0, width: size, height: size },
      omitBackground: true,
    })
    writeFileSync(resolve(publicDir, file), png)
    console.log(`wrote public/${file} (${size}x${size})`)
    await page.close()
  }
} finally {
  await browser.close()
}
