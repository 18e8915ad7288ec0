import type { PowerId } from '@/domain'
import { powerName } from '@/presentation/catalogs/powers'
import { formTitleWords as w } from '@/presentation/catalogs/form-titles'
import type { FormFields, ModuleScreens } from '@/components/screens/registry'
import BidForm from './BidForm.vue'
import MoveCostForm from './MoveCostForm.vue'
import ProspectForm from './ProspectForm.vue'
import SequenceRollForm from './SequenceRollForm.vue'
import Stage1SettleForm from './Stage1SettleForm.vue'
import Stage6TurnForm from './Stage6TurnForm.vue'

// A form's power, in the reader's language (empty when the form names none).
const who = (fields: FormFields): { power: string } => ({ power: typeof fields.power === 'string' ? powerName(fields.power as PowerId) : '' })

/** The order of play's forms: Stage 1 short of money, the bids, the player sequence, moves, builds, prospecting. */
export const PLAY_SCREENS: ModuleScreens = {
  module: 'play',
  forms: {
    settleStage1: { component: Stage1SettleForm, title: (f) => w('settleStage1', who(f)) },
    placeBid: { component: BidForm, title: () => w('placeBid'), private: true },
    rollSequenceDie: { component: SequenceRollForm, title: () => w('rollSequenceDie') },
    payMoveCost: { component: MoveCostForm, title: (f) => w('payMoveCost', who(f)) },
    buildForces: { component: Stage6TurnForm, title: (f) => w('buildForces', who(f)) },
    prospect: { component: ProspectForm, title: (f) => w('prospect', who(f)) },
  },
}
