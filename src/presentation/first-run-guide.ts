/**
 * The first-run guide's pages: what a group needs before its first tap, in plain words. Shown once
 * on this device's first launch (components/help/GuideSheet.vue) and again from the game menu or
 * Help. The long form of each page is in docs/basic-game.md. The words are in catalogs/guide.ts.
 */
import { guideWords, type GUIDE } from './catalogs/guide'
import { money } from './catalogs/common'

type GuideKey = keyof typeof GUIDE

export interface GuidePage {
  readonly id: string
  readonly title: string
  readonly lines: readonly string[]
}

/** Each page's title and lines, by their keys in the catalog. */
const PAGES: readonly { readonly id: string; readonly title: GuideKey; readonly lines: readonly GuideKey[] }[] = [
  { id: 'keeps', title: 'keepsTitle', lines: ['keeps1', 'keeps2', 'keeps3', 'keeps4'] },
  { id: 'board', title: 'boardTitle', lines: ['board1', 'board2', 'board3'] },
  { id: 'button', title: 'buttonTitle', lines: ['button1', 'button2', 'button3'] },
  { id: 'undo', title: 'undoTitle', lines: ['undo1', 'undo2'] },
  { id: 'saving', title: 'savingTitle', lines: ['saving1', 'saving2', 'saving3'] },
]

/** The example bill on the big button (page "The big button"). */
const EXAMPLE_BILL = 340

/** The pages in the reader's language (call it where the language can change: a computed, a template). */
export function guidePages(): readonly GuidePage[] {
  return PAGES.map((page) => ({
    id: page.id,
    title: guideWords(page.title),
    lines: page.lines.map((key) => guideWords(key, { amount: money(EXAMPLE_BILL) })),
  }))
}
