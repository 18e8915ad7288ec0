import { computed, ref, watch, type Ref } from 'vue'
import type { Command, NeutralZone, NukeWarlordZone, PowerId } from '@/domain'
import { nukeZoneResultLines } from '@/presentation/warlord-battle-ui'
import { resizeDice } from './use-battle'
import { useCommandPreview } from './use-command-preview'
import { usePlay } from './use-play'

const ready = (dice: readonly number[]) => dice.every((d) => d >= 1)

/**
 * A Strategic Attack on a warlord's or pirate's zone (nukeWarlordZone): the nukes fired, the
 * Marshall's L-star dice (one per L-star of the zone) and, when the rules ask for it, the Nuclear
 * Roulette die. The rules core decides; the retaliation that follows is the card's strike step.
 */
export function useWarlordNuke(attacker: Ref<PowerId | null>, zone: Ref<NeutralZone | null>) {
  const { game } = usePlay()
  const nukes = ref(1)
  const lstarDice = ref<number[]>([])
  const rouletteDie = ref<number[]>([])
  /** The attacker's nuke meter: the stepper's top. */
  const meter = computed(() => (attacker.value ? (game.state.powers[attacker.value]?.supplies.nukes ?? 0) : 0))
  watch(() => zone.value?.lstars ?? 0, (n) => (lstarDice.value = resizeDice(lstarDice.value, n)), { immediate: true })
  const command = computed<NukeWarlordZone | null>(() => {
    if (!attacker.value || !zone.value || !ready(lstarDice.value) || !ready(rouletteDie.value)) return null
    return {
      kind: 'nukeWarlordZone',
      attacker: attacker.value,
      zone: zone.value.zone,
      nukes: nukes.value,
      lstarDice: [...lstarDice.value],
      ...(rouletteDie.value.length > 0 ? { rouletteDie: rouletteDie.value[0] } : {}),
    }
  })
  const preview = useCommandPreview((): Command | null => command.value)
  // Nuclear Roulette is due only for the 13th to the 17th territory destroyed: the rules ask for its die.
  watch(
    () => preview.refusal.value?.code,
    (code) => {
      if (code === 'roulette-die' && rouletteDie.value.length === 0) rouletteDie.value = [0]
    },
  )
  const result = ref<string[] | null>(null)

  async function fire(): Promise<void> {
    const cmd = command.value
    const before = zone.value
    if (!cmd || !before || !preview.canConfirm.value) return
    const entry = await preview.confirm()
    if (!entry) return
    const after = game.state.neutral?.zones.find((z) => z.zone === cmd.zone)
    result.value = nukeZoneResultLines(cmd, before, after, game.state.war?.nuked.includes(cmd.zone) ?? false)
    lstarDice.value = resizeDice([], before.lstars)
    rouletteDie.value = []
    nukes.value = 1
  }

  function reset(): void {
    result.value = null
    rouletteDie.value = []
    nukes.value = 1
    lstarDice.value = resizeDice([], zone.value?.lstars ?? 0)
  }

  return { nukes, meter, lstarDice, rouletteDie, command, preview, result, fire, reset }
}
