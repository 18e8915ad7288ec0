import type { GameState } from '@/domain'
import { money } from '@/presentation/catalogs/common'
import { filesWords } from '@/presentation/catalogs/files'
import { numberLocale } from '@/presentation/i18n/numbers'
import { reportColumns, reportRows } from '@/presentation/game-report'

/** Saves text as a file through the browser's download (works offline, in every browser). */
export function downloadText(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started by now; the URL is only needed for that.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** A File for the share sheet, when this browser can share files at all. */
export function shareableFile(text: string, name: string): File | undefined {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function' || typeof File === 'undefined') return undefined
  const file = new File([text], name, { type: 'application/json' })
  return navigator.canShare({ files: [file] }) ? file : undefined
}

/** Opens the share sheet; false when the person closed it or sharing failed. */
export async function shareFile(file: File, title: string): Promise<boolean> {
  try {
    await navigator.share({ files: [file], title })
    return true
  } catch {
    return false
  }
}

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The report page's stylesheet. Not a <style> in the page: the print window inherits the app's
 * Content-Security-Policy, which refuses inline styles; printReport adopts it through the CSSOM.
 */
const REPORT_CSS = `
body { font: 12pt system-ui, sans-serif; color: #000; background: #fff; margin: 16mm; }
h1 { font-size: 18pt; margin: 0 0 4pt; }
p { margin: 0 0 12pt; color: #333; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #666; padding: 4pt 6pt; text-align: right; overflow-wrap: anywhere; }
th:nth-child(-n+2), td:nth-child(-n+2) { text-align: left; }
th { background: #eee; }
@page { size: landscape; margin: 12mm; }
`

/** A standalone page of the end-of-game report, laid out for paper (styled by REPORT_CSS). */
export function reportPageHtml(state: GameState, printedAt: Date): string {
  const columns = reportColumns(state)
  const head = columns.map((c) => `<th>${escape(c.heading)}</th>`).join('')
  const rows = reportRows(state)
    .map((row) => `<tr>${columns.map((c) => {
      const value = c.value(row)
      const text = typeof value === 'boolean' ? (value ? filesWords('reportYes') : '') : c.money && typeof value === 'number' ? money(value) : String(value)
      return `<td>${escape(text)}</td>`
    }).join('')}</tr>`)
    .join('')
  const title = escape(state.title || filesWords('reportUntitled'))
  const printed = printedAt.toLocaleString(numberLocale())
  const subtitle = state.play
    ? filesWords('reportOnCycle', { printed, cycle: state.play.cycle })
    : state.cashFlow
      ? filesWords('reportOnTurn', { printed, turn: state.cashFlow.turn.number })
      : filesWords('reportOn', { printed })
  return `<!doctype html><html lang="${numberLocale()}"><head><meta charset="utf-8"><title>${escape(filesWords('reportWindow', { title: state.title || filesWords('reportUntitled') }))}</title>
</head><body>
<h1 dir="auto">${title}</h1>
<p>${escape(subtitle)}</p>
<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>
</body></html>`
}

/** Styles the report window with REPORT_CSS (a constructed sheet of that window: no inline style). */
function adoptReportStyles(page: Window): void {
  // Browsers without constructable stylesheets (Safari before 16.4) print the table unstyled.
  const Sheet = (page as Window & typeof globalThis).CSSStyleSheet
  if (typeof Sheet !== 'function' || !('adoptedStyleSheets' in page.document)) return
  const sheet = new Sheet()
  sheet.replaceSync(REPORT_CSS)
  page.document.adoptedStyleSheets = [sheet]
}

/** Opens the report in a new window and brings up the print dialog; false if popups are blocked. */
export function printReport(state: GameState): boolean {
  const page = window.open('', '_blank')
  if (!page) return false
  page.document.open()
  page.document.write(reportPageHtml(state, new Date()))
  page.document.close()
  adoptReportStyles(page)
  page.focus()
  page.print()
  return true
}
