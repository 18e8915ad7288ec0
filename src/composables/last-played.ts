import { homeWords } from '@/presentation/catalogs/home'
import { numberLocale } from '@/presentation/i18n/numbers'

/** "Last played" on the home screen: relative while recent ("5 minutes ago"), then a date, in the reader's language. */
const relative = () => new Intl.RelativeTimeFormat(numberLocale(), { numeric: 'auto' })
const dateOnly = () => new Intl.DateTimeFormat(numberLocale(), { day: 'numeric', month: 'short', year: 'numeric' })

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export function formatLastPlayed(iso: string, now: Date = new Date()): string {
  const at = new Date(iso)
  const time = at.getTime()
  if (Number.isNaN(time)) return homeWords('unknownTime')
  const ago = now.getTime() - time
  if (ago < MINUTE) return homeWords('justNow')
  if (ago < HOUR) return relative().format(-Math.floor(ago / MINUTE), 'minute')
  if (ago < DAY) return relative().format(-Math.floor(ago / HOUR), 'hour')
  if (ago < 7 * DAY) return relative().format(-Math.floor(ago / DAY), 'day')
  return dateOnly().format(at)
}

/** The name a game gets when the players leave it blank: "Game of Nov 22, 14:05" (games of one evening differ). */
export function defaultGameTitle(createdAt: Date): string {
  const day = createdAt.toLocaleDateString(numberLocale(), { day: 'numeric', month: 'short' })
  const time = createdAt.toLocaleTimeString(numberLocale() === 'en' ? 'en-GB' : numberLocale(), { hour: '2-digit', minute: '2-digit' })
  return homeWords('defaultTitle', { day, time })
}

/** `title`, or "title (2)", "title (3)"… when a saved game already has it (two games started in one minute). */
export function distinctTitle(title: string, taken: readonly string[]): string {
  if (!taken.includes(title)) return title
  for (let n = 2; ; n += 1) if (!taken.includes(`${title} (${n})`)) return `${title} (${n})`
}
