/**
 * Which screens a game shows, by its ruleset's economy: the seam the game view and its tab bar
 * read, so a second economy (Cash Flow) adds its tabs here rather than branches in every screen.
 * Pure data and lookups: the game view maps a tab id to its component.
 */
import type { Economy } from '../domain/kernel/ruleset'
import { economyOf } from '../domain/rules'
import type { ActionPlace } from './banner-actions'
import { GAME_TABS, type GameTab } from './tab-ids'
import { gameWords } from './catalogs/game'

export { GAME_TABS, type GameTab }

/** How a tab reads: `short` on a phone, where six or seven tabs share 390px; `mid` also in portrait. */
export interface TabSpec {
  id: GameTab
  label: string
  icon: string
  short?: string
  mid?: boolean
}

// The labels are looked up when the tabs are asked for, so they follow the reader's language.
const TAB: Readonly<Record<GameTab, () => TabSpec>> = {
  board: () => ({ id: 'board', label: gameWords('tabBoard'), icon: '◫', short: gameWords('tabBoardShort') }),
  stage: () => ({ id: 'stage', label: gameWords('tabStage'), icon: '▶' }),
  turn: () => ({ id: 'turn', label: gameWords('tabTurn'), icon: '▶' }),
  bank: () => ({ id: 'bank', label: gameWords('tabBank'), icon: '$' }),
  market: () => ({ id: 'market', label: gameWords('tabMarket'), icon: '⇅', short: gameWords('tabMarketShort') }),
  markets: () => ({ id: 'markets', label: gameWords('tabMarkets'), icon: '⇅' }),
  supply: () => ({ id: 'supply', label: gameWords('tabSupply'), icon: '▦', short: gameWords('tabSupplyShort'), mid: true }),
  standings: () => ({ id: 'standings', label: gameWords('tabStandings'), icon: '≡', short: gameWords('tabStandingsShort') }),
  log: () => ({ id: 'log', label: gameWords('tabLog'), icon: '☰', short: gameWords('tabLogShort') }),
}

/**
 * Each economy's tabs, in order. The basic game: the Stage tab only when guided. Cash Flow (always
 * guided): its Turn in place of the Stage, its two markets (commodities and labor) in place of the
 * Price Index market, and no Bank (the variant has no bank loans).
 */
const ECONOMY_TABS: Readonly<Record<Economy, { guided: readonly GameTab[]; bookkeeping: readonly GameTab[] }>> = {
  'price-index': {
    guided: ['board', 'stage', 'bank', 'market', 'supply', 'standings', 'log'],
    bookkeeping: ['board', 'bank', 'market', 'supply', 'standings', 'log'],
  },
  'cash-flow': {
    guided: ['board', 'turn', 'markets', 'supply', 'standings', 'log'],
    bookkeeping: ['board', 'turn', 'markets', 'supply', 'standings', 'log'],
  },
  // The card game: its whole table (the fight, the players, the turn) on one screen, and the log.
  'war-of-supremacy': {
    guided: ['board', 'log'],
    bookkeeping: ['board', 'log'],
  },
}

/**
 * Where a banner or board button leads in each economy: the basic game's places are its own tabs;
 * in Cash Flow the "stage" (the screen of the turn's step) is the Turn tab and the market its Markets.
 */
const PLACE_TAB: Readonly<Record<Economy, Readonly<Record<ActionPlace, GameTab>>>> = {
  'price-index': { stage: 'stage', market: 'market', bank: 'bank', supply: 'supply' },
  'cash-flow': { stage: 'turn', market: 'markets', bank: 'board', supply: 'supply' },
  'war-of-supremacy': { stage: 'board', market: 'board', bank: 'board', supply: 'board' },
}

export { economyOf }

/** The tabs a game shows, in order. */
export function gameTabs(economy: Economy, guided: boolean): TabSpec[] {
  const ids = ECONOMY_TABS[economy][guided ? 'guided' : 'bookkeeping']
  return ids.map((id) => {
    const tab = TAB[id]()
    // A phone word the same as the label (English "Board") is no phone word.
    return tab.short === tab.label ? { ...tab, short: undefined } : tab
  })
}

/** The tab a banner or board button opens in this economy. */
export function placeTab(economy: Economy, place: ActionPlace): GameTab {
  return PLACE_TAB[economy][place]
}

/**
 * The tab to show for a requested one: itself when the economy has it (guided or not, so the basic
 * game's tabs open as they always did), the economy's counterpart of another economy's tab (a Cash
 * Flow game asked for "stage" shows its Turn), else the Board.
 */
export function shownTab(economy: Economy, tab: GameTab): GameTab {
  const all = new Set([...ECONOMY_TABS[economy].guided, ...ECONOMY_TABS[economy].bookkeeping])
  if (all.has(tab)) return tab
  const counterpart = (PLACE_TAB[economy] as Readonly<Record<string, GameTab>>)[tab]
  return counterpart !== undefined && all.has(counterpart) ? counterpart : 'board'
}
