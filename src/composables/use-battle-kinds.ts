import { computed, type ComputedRef } from 'vue'
import { hasAirUnits } from '@/presentation/air-units-ui'
import { hasWarlords } from '@/presentation/warlords-ui'
import { usePlay } from './use-play'

/** The desks of Stage 4 (BattleDesk.vue shows the one chosen). */
export type BattleKind = 'conventional' | 'air' | 'bombing' | 'warlord' | 'nuclear' | 'clash' | 'blast' | 'moves' | 'homes' | 'record'

/** A kind of desk; `main`: a battle a table fights most turns, offered as a chip (the others are under "More"). */
export interface BattleKindOption {
  value: BattleKind
  label: string
  main: boolean
}

/**
 * The one list of the battle desk's kinds, in the game being played: the basic game's, and the
 * optional modules' (Air Units, Warlords and Pirates) in games that play with them.
 */
export function useBattleKinds(): ComputedRef<BattleKindOption[]> {
  const { game } = usePlay()
  return computed(() => {
    const air = hasAirUnits(game.state)
    const warlords = hasWarlords(game.state)
    return [
      { value: 'conventional', label: 'Conventional battle', main: true },
      ...(air ? [{ value: 'air' as const, label: 'Air battle', main: true }] : []),
      ...(warlords ? [{ value: 'warlord' as const, label: 'Warlord / pirate', main: true }] : []),
      ...(air ? [{ value: 'bombing' as const, label: 'Bombing run', main: false }] : []),
      { value: 'nuclear', label: 'Nuclear strike', main: false },
      { value: 'clash', label: 'L-star Clash', main: false },
      { value: 'blast', label: 'Space Blast', main: false },
      { value: 'moves', label: 'Moving costs', main: false },
      { value: 'homes', label: 'Home territories', main: false },
      { value: 'record', label: 'War record', main: false },
    ]
  })
}
