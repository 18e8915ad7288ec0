/**
 * Whether and how to offer installing the app: the browser's own prompt where it exists
 * (Chrome, Edge, Samsung Internet: `beforeinstallprompt`), the Share steps on iPhone and iPad
 * (Safari has no prompt), nothing once installed.
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

export const INSTALL_WORDS = {
  title: 'Install the app on this device',
  why: 'Installed, it opens like an app, works offline and its games are safe from the browser\u2019s clean-ups.',
  install: 'Install',
  later: 'Not now',
  iosSteps: ['Tap Share (the square with an arrow) in the browser\u2019s bar.', 'Tap Add to Home Screen, then Add.'],
  iosDone: 'Got it',
} as const
