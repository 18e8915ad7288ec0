import { computed, inject, provide, reactive, ref, watch, type InjectionKey } from 'vue'
import { pendingCounterattacks, splitLosses, type Command, type FightBattle, type ForceCount, type PowerId } from '@/domain'
import { battleResultLines, counterattackReminder } from '@/presentation/battle-ui'
import { deskDice, lossPicks, type DeskBattle, type LossPick } from '@/presentation/battle-desk-ui'
import { useCommandPreview } from './use-command-preview'
import { usePlay } from './use-play'

export type Assault = 'none' | 'amphibious' | 'airborne'

/** Dice entered on the desk: 0 is a die not rolled or typed yet. */
export function resizeDice(dice: readonly number[], count: number): number[] {
  return Array.from({ length: count }, (_, i) => dice[i] ?? 0)
}

/** The attacker the desk starts on: a counterattacker now due, else whose turn it is, else the first power. */
export function defaultAttacker(): PowerId | null {
  const { game, play, turn } = usePlay()
  return pendingCounterattacks(game.state)[0] ?? turn.value ?? play.value?.counterattacks?.[0] ?? game.state.order[0] ?? null
}

interface BattleForm {
  attacker: PowerId | null
  defender: PowerId | 'militia' | null
  target: string
  attacking: { armies: number; navies: number }
  defending: { armies: number; navies: number }
  assault: Assault
  convoyed: number
  /** Armies aboard the defending navies. */
  defenderConvoyed: number
  resists: boolean
}

/** One conventional battle being entered: the forces, the dice, the exact odds, and confirm. */
function createBattle() {
  const { game } = usePlay()
  const form = reactive<BattleForm>({
    attacker: defaultAttacker(),
    defender: null,
    target: '',
    attacking: { armies: 0, navies: 0 },
    defending: { armies: 0, navies: 0 },
    assault: 'none',
    convoyed: 0,
    defenderConvoyed: 0,
    resists: false,
  })
  const attackerDice = ref<number[]>([])
  const defenderDice = ref<number[]>([])
  const result = ref<{ lines: string[]; reminder?: string } | null>(null)
  // The desk follows whoever is due (a pass moves the turn, a counterattack falls due) until the
  // table starts entering an attack: then the attacker it chose stays.
  watch(defaultAttacker, (next, previous) => {
    if (form.attacker === previous && form.defender === null && result.value === null) form.attacker = next
  })

  /** The battle as entered, once it has forces on both sides (the militia needs none). */
  const battle = computed<DeskBattle | null>(() => {
    if (!form.attacker || !form.defender || form.attacking.armies + form.attacking.navies === 0) return null
    if (form.defender !== 'militia' && form.defending.armies + form.defending.navies === 0) return null
    return {
      attacker: form.attacker,
      defender: form.defender,
      attacking: form.attacking,
      defending: form.defending,
      assault: form.assault === 'none' ? undefined : form.assault,
      convoyedArmies: form.convoyed,
      ...(form.defender !== 'militia' && form.defenderConvoyed > 0 ? { defenderConvoyedArmies: form.defenderConvoyed } : {}),
      defenderResists: form.resists,
      ...(game.state.settings.amphibiousArmies ? { amphibiousArmies: game.state.settings.amphibiousArmies } : {}),
    }
  })
  const desk = computed(() => (battle.value ? deskDice(game.state, battle.value) : null))
  watch(() => desk.value?.attacker ?? 0, (n) => (attackerDice.value = resizeDice(attackerDice.value, n)), { immediate: true })
  watch(() => desk.value?.defender ?? 0, (n) => (defenderDice.value = resizeDice(defenderDice.value, n)), { immediate: true })
  const diceReady = computed(() => desk.value !== null && [...attackerDice.value, ...defenderDice.value].every((d) => d >= 1))

  /**
   * Step D's choice of armies or navies, once the dice are in: the armies each side loses as
   * the table picked them, kept only while the same losses are on the table (new dice or forces
   * start again from the rules core's default, armies first).
   */
  const picks = computed<LossPick[]>(() => (battle.value && diceReady.value ? lossPicks(battle.value, attackerDice.value, defenderDice.value) : []))
  const pickKey = (p: LossPick) => `${p.count}:${p.present.armies}:${p.present.navies}`
  const picked = reactive<Record<LossPick['side'], { key: string; armies: number } | null>>({ attacker: null, defender: null })
  function chosenLosses(p: LossPick): ForceCount {
    const choice = picked[p.side]
    if (!p.isChoosable || !choice || choice.key !== pickKey(p)) return p.fallback
    return splitLosses(p, choice.armies)
  }
  function chooseArmies(side: LossPick['side'], armies: number): void {
    const p = picks.value.find((x) => x.side === side)
    if (p) picked[side] = { key: pickKey(p), armies }
  }
  const losses = computed(() => {
    const bySide: Partial<Record<LossPick['side'], ForceCount>> = {}
    for (const p of picks.value) if (p.isChoosable) bySide[p.side] = chosenLosses(p)
    return bySide
  })

  /** The battle with its dice; until every die is in, ones stand in so the rules core can check the rest. */
  const command = computed<FightBattle | null>(() => {
    if (!form.attacker || !form.defender) return null
    const dice = (d: number[]) => d.map((f) => (f >= 1 ? f : 1))
    return {
      kind: 'fightBattle',
      attacker: form.attacker,
      defender: form.defender,
      target: form.target.trim() || 'the target',
      attacking: { ...form.attacking },
      defending: form.defender === 'militia' ? { armies: 0, navies: 0 } : { ...form.defending },
      ...(form.assault === 'none' ? {} : { assault: form.assault }),
      ...(form.convoyed > 0 ? { convoyedArmies: form.convoyed } : {}),
      ...(form.defender !== 'militia' && form.defenderConvoyed > 0 ? { defenderConvoyedArmies: form.defenderConvoyed } : {}),
      ...(form.resists ? { defenderResists: true } : {}),
      attackerDice: dice(attackerDice.value),
      defenderDice: dice(defenderDice.value),
      ...(losses.value.defender ? { defenderLosses: losses.value.defender } : {}),
      ...(losses.value.attacker ? { attackerLosses: losses.value.attacker } : {}),
    }
  })
  const preview = useCommandPreview((): Command | null => (desk.value ? command.value : null))
  const canFight = computed(() => diceReady.value && form.target.trim() !== '' && preview.canConfirm.value)

  async function fight(): Promise<void> {
    const cmd = command.value
    if (!cmd || !canFight.value) return
    const entry = await preview.confirm()
    if (!entry) return
    result.value = { lines: battleResultLines(cmd, entry.events), reminder: counterattackReminder(cmd.defender, game.state.play?.counterattacks) }
  }

  function reset(): void {
    Object.assign(form, { defender: null, target: '', attacking: { armies: 0, navies: 0 }, defending: { armies: 0, navies: 0 }, assault: 'none', convoyed: 0, defenderConvoyed: 0, resists: false })
    form.attacker = defaultAttacker()
    attackerDice.value = []
    defenderDice.value = []
    picked.attacker = null
    picked.defender = null
    result.value = null
  }

  return { form, battle, desk, attackerDice, defenderDice, diceReady, picks, chosenLosses, chooseArmies, canFight, fight, reset, result, preview }
}

export type Battle = ReturnType<typeof createBattle>
const KEY: InjectionKey<Battle> = Symbol('battle')

export function provideBattle(): Battle {
  const battle = createBattle()
  provide(KEY, battle)
  return battle
}

export function useBattle(): Battle {
  const battle = inject(KEY)
  if (!battle) throw new Error('useBattle outside a battle desk')
  return battle
}
