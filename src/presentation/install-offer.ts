/**
 * Whether and how to offer installing the app: the browser's own prompt where it exists
 * (Chrome, Edge, Samsung Internet: `beforeinstallprompt`), the Share steps on iPhone and iPad
 * (Safari has no prompt), nothing once installed. The offer's words are in catalogs/install.ts.
 */
export type InstallWay = 'prompt' | 'ios' | 'none'

export interface InstallEnvironment {
  readonly installed: boolean
  readonly hasPrompt: boolean
  readonly userAgent: string
  /** An iPad asks for the desktop site and says "Macintosh": its touch points give it away. */
  readonly maxTouchPoints: number
}

export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
}

export function installWay(env: InstallEnvironment): InstallWay {
  if (env.installed) return 'none'
  if (env.hasPrompt) return 'prompt'
  return isIos(env.userAgent, env.maxTouchPoints) ? 'ios' : 'none'
}
