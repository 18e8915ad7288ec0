import { SUPERPOWERS, type PowerId } from '@/domain'
import type { FormFields, ModuleScreens } from '@/components/screens/registry'
import BidForm from './BidForm.vue'
import MoveCostForm from './MoveCostForm.vue'
import ProspectForm from './ProspectForm.vue'
import SequenceRollForm from './SequenceRollForm.vue'
import Stage1SettleForm from './Stage1SettleForm.vue'
import Stage6TurnForm from './Stage6TurnForm.vue'

const who = (fields: FormFields): string => SUPERPOWERS[fields.power as PowerId]?.name ?? ''

/** The order of play's forms: Stage 1 short of money, the bids, the player sequence, moves, builds, prospecting. */
export const PLAY_SCREENS: ModuleScreens = {
  module: 'play',
  forms: {
    settleStage1: { component: Stage1SettleForm, title: (f) => `${who(f)}: Stage 1 salaries and loans` },
    placeBid: { component: BidForm, title: () => 'Secret bids', private: true },
    rollSequenceDie: { component: SequenceRollForm, title: () => 'Player sequence' },
    payMoveCost: { component: MoveCostForm, title: (f) => `${who(f)} pays a move` },
    buildForces: { component: Stage6TurnForm, title: (f) => `${who(f)} builds` },
    prospect: { component: ProspectForm, title: (f) => `${who(f)} prospects` },
  },
}
