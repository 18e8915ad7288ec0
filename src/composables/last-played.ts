/** "Last played" on the home screen: relative while recent ("5 minutes ago"), then a date. */
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const dateOnly = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' })

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export function formatLastPlayed(iso: string, now: Date = new Date()): string {
  const at = new Date(iso)
  const time = at.getTime()
  if (Number.isNaN(time)) return 'unknown'
  const ago = now.getTime() - time
  if (ago < MINUTE) return 'just now'
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute')
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour')
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day')
  return dateOnly.format(at)
}

/** The name a game gets when the players leave it blank: "Game of Nov 22". */
export function defaultGameTitle(createdAt: Date): string {
  return `Game of ${createdAt.toLocaleDateString('en', { day: 'numeric', month: 'short' })}`
}
