/**
 * One entry per base (ARCHITECTURE.md, "Screens"): the game view shows the base's banner and, for
 * each of its tabs, the base's screen. A panel's events are named game-view actions the view binds
 * (a power tapped on the Board, a price, a tab), so no base is named in the game view.
 */
import type { Component } from 'vue'
import type { Economy } from '@/domain'
import type { GameTab } from '@/composables/use-route'
import { BASE_WHERE } from '@/presentation/base-wording'
import BoardPanel from '@/components/board/BoardPanel.vue'
import BankPanel from '@/components/bank/BankPanel.vue'
import MarketPanel from '@/components/market/MarketPanel.vue'
import SupplyPanel from '@/components/supply/SupplyPanel.vue'
import LogPanel from '@/components/log/LogPanel.vue'
import PlayBanner from '@/components/play/PlayBanner.vue'
import StagePanel from '@/components/play/StagePanel.vue'
import StandingsPanel from '@/components/endgame/StandingsPanel.vue'
import CashFlowBanner from '@/components/cash-flow/CashFlowBanner.vue'
import CashFlowBoard from '@/components/cash-flow/CashFlowBoard.vue'
import TurnPanel from '@/components/cash-flow/TurnPanel.vue'
import MarketsPanel from '@/components/cash-flow/MarketsPanel.vue'
import ScoresPanel from '@/components/cash-flow/ScoresPanel.vue'
import WosBanner from '@/components/war-of-supremacy/WosBanner.vue'
import WosBoard from '@/components/war-of-supremacy/WosBoard.vue'

/** What a panel's event asks of the game view. */
export type ViewAction = 'board-power' | 'board-price' | 'select-tab' | 'open-turn'

export interface BasePanel {
  component: Component
  /** The panel's events, each a game-view action. */
  on?: Readonly<Record<string, ViewAction>>
}

export interface BaseScreens {
  /** The banner with the one big button (it shows nothing when nothing is due). */
  banner: Component
  panels: Readonly<Partial<Record<GameTab, BasePanel>>>
  /** Where the game is, for the game bar. */
  where: (typeof BASE_WHERE)[Economy]
  /** The basic game's nuked count belongs in the game bar. */
  hasNukes: boolean
  /** The superpowers' printed report (the card game has no superpowers). */
  hasReport: boolean
}

export const BASE_SCREENS: Readonly<Record<Economy, BaseScreens>> = {
  'price-index': {
    banner: PlayBanner,
    panels: {
      board: { component: BoardPanel, on: { power: 'board-power', price: 'board-price' } },
      stage: { component: StagePanel, on: { tab: 'select-tab' } },
      bank: { component: BankPanel },
      market: { component: MarketPanel },
      supply: { component: SupplyPanel },
      standings: { component: StandingsPanel },
      log: { component: LogPanel },
    },
    where: BASE_WHERE['price-index'],
    hasNukes: true,
    hasReport: true,
  },
  'cash-flow': {
    banner: CashFlowBanner,
    panels: {
      board: { component: CashFlowBoard, on: { turn: 'open-turn' } },
      turn: { component: TurnPanel },
      markets: { component: MarketsPanel },
      supply: { component: SupplyPanel },
      standings: { component: ScoresPanel },
      log: { component: LogPanel },
    },
    where: BASE_WHERE['cash-flow'],
    // Cash Flow counts its clouds on its Board.
    hasNukes: false,
    hasReport: true,
  },
  'war-of-supremacy': {
    banner: WosBanner,
    panels: { board: { component: WosBoard }, log: { component: LogPanel } },
    where: BASE_WHERE['war-of-supremacy'],
    hasNukes: false,
    hasReport: false,
  },
}
