import { computed, reactive, ref, watch } from 'vue'
import { airBattleOdds, planAirBattle, sideLosses, type AirBattleOption, type AirBattleSetup, type AirForces, type AirTarget, type Command, type FightAirBattle, type PowerId } from '@/domain'
import { airBattleResultLines, aimChoices, militiaAimChoices } from '@/presentation/air-battle-ui'
import { counterattackReminder } from '@/presentation/battle-ui'
import { defaultAttacker, resizeDice } from './use-battle'
import { useCommandPreview } from './use-command-preview'
import { usePlay } from './use-play'

interface AirBattleForm {
  attacker: PowerId | null
  /** A power, or the militia of an empty zone. */
  defender: PowerId | 'militia' | null
  target: string
  option: AirBattleOption
  attacking: AirForces
  defending: AirForces
  attackerCargo: number
  /** Tanks and helicopters (miniatures a group may use): fire power only. */
  miniatures: { attacker: { tanks: number; helicopters: number }; defender: { tanks: number; helicopters: number } }
  amphibious: boolean
  convoyed: number
  defenderConvoyed: number
  resists: boolean
  /** Each side's primary target: the kind of the other side's units its points destroy first. */
  attackerAim: AirTarget | null
  defenderAim: AirTarget | null
}

const NONE: AirForces = { armies: 0, navies: 0, airUnits: 0 }
const noMiniatures = () => ({ attacker: { tanks: 0, helicopters: 0 }, defender: { tanks: 0, helicopters: 0 } })
const anyOf = (m: { tanks: number; helicopters: number }) => m.tanks + m.helicopters > 0
const sum = (dice: readonly number[]) => dice.reduce((a, b) => a + b, 0)

/** The primary target kept if the other side still has it, else the first kind it has. */
function keptAim(aim: AirTarget | null, other: AirForces, militia = false): AirTarget | null {
  const choices = militia ? militiaAimChoices(other) : aimChoices(other)
  return choices.some((c) => c.value === aim) ? aim : (choices[0]?.value ?? null)
}

/** One air battle being entered (Air Units, How to Attack): the forces, the plan, the odds, the dice and Fight. */
export function useAirBattle() {
  const { game } = usePlay()
  const form = reactive<AirBattleForm>({
    attacker: defaultAttacker(),
    defender: null,
    target: '',
    option: 'ground',
    attacking: { ...NONE },
    defending: { ...NONE },
    attackerCargo: 0,
    miniatures: noMiniatures(),
    amphibious: false,
    convoyed: 0,
    defenderConvoyed: 0,
    resists: false,
    attackerAim: null,
    defenderAim: null,
  })
  const attackerDice = ref<number[]>([])
  const defenderDice = ref<number[]>([])
  const result = ref<{ lines: string[]; reminder?: string } | null>(null)

  const isMilitia = computed(() => form.defender === 'militia')
  const setup = computed<AirBattleSetup | null>(() => {
    if (!form.attacker || !form.defender) return null
    // The militia has nothing to enter: no units, cargo, convoys, miniatures or Resist.
    if (form.defender === 'militia') {
      return {
        attacker: form.attacker,
        defender: 'militia',
        option: form.option,
        attacking: { ...form.attacking },
        defending: { ...NONE },
        ...(form.attackerCargo > 0 ? { attackerCargo: form.attackerCargo } : {}),
        ...(form.amphibious ? { assault: 'amphibious' as const } : {}),
        ...(form.convoyed > 0 ? { convoyedArmies: form.convoyed } : {}),
      }
    }
    return {
      attacker: form.attacker,
      defender: form.defender,
      option: form.option,
      attacking: { ...form.attacking },
      defending: { ...form.defending },
      ...(form.attackerCargo > 0 ? { attackerCargo: form.attackerCargo } : {}),
      ...(anyOf(form.miniatures.attacker) ? { attackerMiniatures: { ...form.miniatures.attacker } } : {}),
      ...(anyOf(form.miniatures.defender) ? { defenderMiniatures: { ...form.miniatures.defender } } : {}),
      ...(form.amphibious ? { assault: 'amphibious' as const } : {}),
      ...(form.convoyed > 0 ? { convoyedArmies: form.convoyed } : {}),
      ...(form.defenderConvoyed > 0 ? { defenderConvoyedArmies: form.defenderConvoyed } : {}),
      ...(form.resists ? { defenderResists: true } : {}),
    }
  })
  /** The rules core's plan, or its refusal (no air units on either side: the basic desk). */
  const planned = computed(() => (setup.value ? planAirBattle(game.state, setup.value) : null))
  const plan = computed(() => (planned.value?.ok ? planned.value.value : null))
  watch(
    () => [plan.value?.defender.atStake, plan.value?.attacker.atStake] as const,
    ([defending, attacking]) => {
      form.attackerAim = defending ? keptAim(form.attackerAim, defending) : null
      // The Marshall chooses between armies and navies only (air units last, by the rules core).
      form.defenderAim = attacking ? keptAim(form.defenderAim, attacking, isMilitia.value) : null
    },
    { immediate: true },
  )
  // An amphibious assault on an empty zone: "the Marshall always removes the armies".
  const militiaForcedArmies = computed(() => isMilitia.value && form.amphibious)
  const aims = computed(() => ({ attacker: form.attackerAim ? [form.attackerAim] : [], defender: form.defenderAim && !militiaForcedArmies.value ? [form.defenderAim] : [] }))
  const odds = computed(() => (plan.value && !plan.value.capture ? airBattleOdds(plan.value, aims.value) : null))
  watch(() => (plan.value?.capture ? 0 : (plan.value?.attacker.dice ?? 0)), (n) => (attackerDice.value = resizeDice(attackerDice.value, n)), { immediate: true })
  watch(() => (plan.value?.capture ? 0 : (plan.value?.defender.dice ?? 0)), (n) => (defenderDice.value = resizeDice(defenderDice.value, n)), { immediate: true })
  const diceReady = computed(() => plan.value !== null && [...attackerDice.value, ...defenderDice.value].every((d) => d >= 1))

  /** What the dice as rolled destroy, side by side, before Fight. */
  const outcome = computed(() => {
    const p = plan.value
    if (!p || p.capture || !diceReady.value) return null
    return {
      defender: { total: sum(attackerDice.value), losses: sideLosses(p, 'defender', aims.value.attacker, sum(attackerDice.value) + p.attacker.edge) },
      attacker: { total: sum(defenderDice.value), losses: sideLosses(p, 'attacker', aims.value.defender, sum(defenderDice.value) + p.defender.edge) },
    }
  })

  /** The battle with its dice; until every die is in, ones stand in so the rules core checks the rest. */
  const command = computed<FightAirBattle | null>(() => {
    if (!setup.value) return null
    const dice = (d: number[]) => d.map((f) => (f >= 1 ? f : 1))
    return {
      kind: 'fightAirBattle',
      ...setup.value,
      target: form.target.trim() || 'the target',
      attackerAims: aims.value.attacker.length > 0 ? aims.value.attacker : ['armies'],
      defenderAims: aims.value.defender.length > 0 ? aims.value.defender : ['armies'],
      attackerDice: dice(attackerDice.value),
      defenderDice: dice(defenderDice.value),
    }
  })
  const preview = useCommandPreview((): Command | null => command.value)
  const canFight = computed(() => plan.value !== null && (plan.value.capture !== undefined || diceReady.value) && form.target.trim() !== '' && preview.canConfirm.value)

  async function fight(): Promise<void> {
    const cmd = command.value
    if (!cmd || !canFight.value) return
    const entry = await preview.confirm()
    if (!entry) return
    result.value = { lines: airBattleResultLines(cmd, entry.events), reminder: counterattackReminder(cmd.defender, game.state.play?.counterattacks) }
  }

  function reset(): void {
    Object.assign(form, { defender: null, target: '', option: 'ground', attacking: { ...NONE }, defending: { ...NONE }, attackerCargo: 0, miniatures: noMiniatures(), amphibious: false, convoyed: 0, defenderConvoyed: 0, resists: false })
    form.attacker = defaultAttacker()
    attackerDice.value = []
    defenderDice.value = []
    result.value = null
  }

  return { form, isMilitia, militiaForcedArmies, planned, plan, odds, aims, attackerDice, defenderDice, diceReady, outcome, canFight, fight, reset, result, preview }
}
