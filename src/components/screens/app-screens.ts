/** The app's screens, one line a module's screen folder (the base's first); ARCHITECTURE.md, "Screens". */
import type { ModuleScreens } from './registry'
import { PLAY_SCREENS } from '@/components/play/screens'
import { MARKET_SCREENS } from '@/components/market/screens'
import { BATTLE_SCREENS } from '@/components/battle/screens'
import { AIR_UNITS_SCREENS } from '@/components/air-units/screens'
import { WARLORDS_SCREENS } from '@/components/warlords/screens'
import { WOS_SCREENS } from '@/components/war-of-supremacy/screens'
import { CASH_FLOW_SCREENS } from '@/components/cash-flow/screens'

export const APP_SCREENS: readonly ModuleScreens[] = [PLAY_SCREENS, MARKET_SCREENS, BATTLE_SCREENS, AIR_UNITS_SCREENS, WARLORDS_SCREENS, WOS_SCREENS, CASH_FLOW_SCREENS]
