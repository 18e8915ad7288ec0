import { SUPERPOWERS, type PowerId } from '@/domain'
import type { ModuleScreens } from '@/components/screens/registry'
import BattleForm from './BattleForm.vue'

/** The battles' form: the battle desk for the power's attack or counterattack, the width of a tablet. */
export const BATTLE_SCREENS: ModuleScreens = {
  module: 'battle',
  forms: {
    fightBattle: {
      component: BattleForm,
      title: (f) => `${SUPERPOWERS[f.power as PowerId]?.name ?? ''}${f.counterattack ? ' counterattacks' : ' attacks'}`,
      wide: true,
      keepsOpen: true,
    },
  },
}
