// Makes sure a system Chromium is there for Playwright (which cannot download its own here).
// Uses $CHROMIUM_PATH, else /usr/bin/chromium; as root, installs Debian's chromium package.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

function printVersion(path) {
  try {
    const version = execFileSync(path, ['--version'], {
      encoding: 'utf8',
      timeout: 30_000,
      stdio: ['ignore', 'pipe', 'ignore'], // Debian's launcher script chatters on stderr
    }).trim()
    console.log(`Chromium: ${version} (${path})`)
  } catch (error) {
    console.log(`Chromium found at ${path} (version unknown: ${error.message.split('\n')[0]})`)
  }
}

function run(command, args, env = process.env) {
  console.log(`$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`)
    process.exit(1)
  }
}

if (existsSync(chromiumPath)) {
  printVersion(chromiumPath)
  process.exit(0)
}

if (process.getuid?.() === 0) {
  console.log(`${chromiumPath} not found: installing Debian's chromium package.`)
  run('apt-get', ['update'])
  run('apt-get', ['install', '-y', 'chromium'], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' })
  const installed = existsSync(chromiumPath) ? chromiumPath : '/usr/bin/chromium'
  if (!existsSync(installed)) {
    console.error(`chromium was installed but ${installed} does not exist; set CHROMIUM_PATH.`)
    process.exit(1)
  }
  printVersion(installed)
  process.exit(0)
}

console.error(
  `No Chromium at ${chromiumPath}. The end-to-end tests need a system Chromium: ` +
    `install Debian's chromium package (sudo apt-get install chromium) ` +
    `or set CHROMIUM_PATH to a Chromium binary.`,
)
process.exit(1)
