import type { PowerId } from '@/domain'
import { powerName } from '@/presentation/catalogs/powers'
import { formTitleWords as w } from '@/presentation/catalogs/form-titles'
import type { ModuleScreens } from '@/components/screens/registry'
import BattleForm from './BattleForm.vue'

/** The battles' form: the battle desk for the power's attack or counterattack, the width of a tablet. */
export const BATTLE_SCREENS: ModuleScreens = {
  module: 'battle',
  forms: {
    fightBattle: {
      component: BattleForm,
      title: (f) => w(f.counterattack ? 'counterattacks' : 'attacks', { power: typeof f.power === 'string' ? powerName(f.power as PowerId) : '' }),
      wide: true,
      keepsOpen: true,
    },
  },
}
