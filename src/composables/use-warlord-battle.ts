import { computed, reactive, ref, watch } from 'vue'
import { cardHoldersIn, planWarlordBattle, rulesFor, warlordBattleLosses, warlordBattleOdds, warlordFirstStrike, type AttackWarlord, type CaptureWarlordZone, type Command, type NeutralZone, type PowerId, type WarlordStrike, type AirTarget } from '@/domain'
import { attackerLossChoice, captureLines, type WarlordAim, capturesDue, pickedTarget, strikeResultLines, warlordBattleResultLines, warlordCounterattackLine, zoneUnits } from '@/presentation/warlord-battle-ui'
import { defaultAttacker, resizeDice } from './use-battle'
import { useCommandPreview } from './use-command-preview'
import { usePlay } from './use-play'

interface WarlordBattleForm {
  attacker: PowerId | null
  zone: string | null
  attacking: { armies: number; navies: number; airUnits: number }
}

const ready = (dice: readonly number[]) => dice.every((d) => d >= 1)

/**
 * One attack on a warlord or pirate (Warlords and Pirates, Stage 4): its first strike when the rules
 * say one is due (warlordFirstStrike), then the battle with the Marshall's dice (planWarlordBattle,
 * warlordBattleOdds), then the capture of an emptied zone. The rules core decides every step; this
 * holds what the table typed and previews each command.
 */
export function useWarlordBattle() {
  const { game } = usePlay()
  const form = reactive<WarlordBattleForm>({ attacker: defaultAttacker(), zone: null, attacking: { armies: 0, navies: 0, airUnits: 0 } })
  // The desk follows whoever is due until the table picks a zone (as the conventional desk does).
  watch(defaultAttacker, (next, previous) => {
    if (form.attacker === previous && form.zone === null) form.attacker = next
  })

  /** The zone attacked, while a warlord or pirate holds it. */
  const zone = computed<NeutralZone | null>(() => game.state.neutral?.zones.find((z) => z.zone === form.zone && z.occupiedBy === undefined) ?? null)

  // --- The first strike, before the battle ---
  const strike = computed(() => (form.attacker && zone.value ? warlordFirstStrike(game.state, form.attacker, zone.value.zone) : null))
  /** A battle with armies and navies, or nukes at the zone (the card's choice). */
  const mode = ref<'battle' | 'nukes'>('battle')
  // The first strike comes before a battle; nukes at the zone are answered afterwards, by the retaliation.
  const strikeDue = computed(() => strike.value?.fires === true && (strike.value.retaliation || mode.value === 'battle'))
  const tieDie = ref<number[]>([])
  const lstarDice = ref<number[]>([])
  const rouletteDie = ref<number[]>([])
  const strikeArmies = ref(0)
  const attackerLstars = computed(() => (form.attacker ? (game.state.powers[form.attacker]?.supplies.lstars ?? 0) : 0))
  watch(() => (strikeDue.value && (strike.value?.candidates.length ?? 0) > 1 ? 1 : 0), (n) => (tieDie.value = resizeDice(tieDie.value, n)), { immediate: true })
  // The attacker screens with every L-star it has (one die each), as the defender of a strike does.
  watch(() => (strikeDue.value ? attackerLstars.value : 0), (n) => (lstarDice.value = resizeDice(lstarDice.value, n)), { immediate: true })
  const target = computed(() => (strike.value?.fires ? pickedTarget(strike.value, tieDie.value[0]) : undefined))
  const strikeReady = computed(() => strikeDue.value && ready(tieDie.value) && ready(lstarDice.value) && ready(rouletteDie.value))
  const strikeCommand = computed<WarlordStrike | null>(() => {
    if (!strikeReady.value || !form.attacker || !zone.value || !strike.value) return null
    return {
      kind: 'warlordStrike',
      attacker: form.attacker,
      zone: zone.value.zone,
      // A face with no territory: the rules ask for another roll (their refusal says so).
      target: target.value ?? strike.value.candidates[0] ?? '',
      ...(tieDie.value.length > 0 ? { die: tieDie.value[0] } : {}),
      lstarDice: [...lstarDice.value],
      ...(strikeArmies.value > 0 ? { armies: strikeArmies.value } : {}),
      ...(rouletteDie.value.length > 0 ? { rouletteDie: rouletteDie.value[0] } : {}),
    }
  })
  const strikePreview = useCommandPreview((): Command | null => strikeCommand.value)
  // Nuclear Roulette is due only for the 13th to the 17th territory destroyed: the rules ask for its die.
  watch(
    () => strikePreview.refusal.value?.code,
    (code) => {
      if (code === 'roulette-die' && rouletteDie.value.length === 0) rouletteDie.value = [0]
    },
  )
  const strikeResult = ref<string[] | null>(null)

  async function recordStrike(): Promise<void> {
    const cmd = strikeCommand.value
    if (!cmd || !strikePreview.canConfirm.value) return
    const nukes = strike.value?.nukes ?? 0
    const retaliation = strike.value?.retaliation ?? false
    const entry = await strikePreview.confirm()
    if (!entry) return
    strikeResult.value = strikeResultLines(nukes, cmd, retaliation)
    tieDie.value = []
    lstarDice.value = []
    rouletteDie.value = []
    strikeArmies.value = 0
  }

  // --- The battle ---
  /** The game's composed rules: with Air Units in them the attacker may send air units and the Marshall spends kill points. */
  const rules = computed(() => rulesFor(game.state.ruleset))
  const airOn = computed(() => rules.value.unit('airUnits') !== undefined)
  /** The forces sent, as the rules core reads them (no air units key in a game without Air Units). */
  const attacking = computed(() => ({ armies: form.attacking.armies, navies: form.attacking.navies, ...(airOn.value ? { airUnits: form.attacking.airUnits } : {}) }))
  /** A warlord with air units: the attacker names its primary target (armies first unless it picks the air units). */
  const aim = ref<WarlordAim>('forces')
  const zoneHasAir = computed(() => airOn.value && (zone.value?.airUnits ?? 0) > 0)
  const aims = computed<AirTarget[] | undefined>(() => (zoneHasAir.value && aim.value === 'airUnits' ? ['airUnits'] : undefined))
  const plan = computed(() => {
    const sent = attacking.value
    if (!form.attacker || !zone.value || strikeDue.value || sent.armies + sent.navies + (sent.airUnits ?? 0) === 0) return null
    return planWarlordBattle(game.state, { attacker: form.attacker, zone: zone.value.zone, attacking: sent, ...(aims.value ? { attackerAims: aims.value } : {}) }, zone.value, rules.value)
  })
  const odds = computed(() => (plan.value ? warlordBattleOdds(plan.value) : null))
  const attackerDice = ref<number[]>([])
  const defenderDice = ref<number[]>([])
  watch(() => plan.value?.attackerDice ?? 0, (n) => (attackerDice.value = resizeDice(attackerDice.value, n)), { immediate: true })
  watch(() => plan.value?.defenderDice ?? 0, (n) => (defenderDice.value = resizeDice(defenderDice.value, n)), { immediate: true })
  const diceReady = computed(() => plan.value !== null && ready(attackerDice.value) && ready(defenderDice.value))
  /** What the dice as rolled remove on each side (the rules' count), before Fight. */
  const losses = computed(() => {
    const p = plan.value
    if (!p || !diceReady.value) return null
    return warlordBattleLosses(p, attackerDice.value, defenderDice.value)
  })

  /** Step D: when the attacker loses both kinds, the armies among its losses (the Marshall picks; armies first until then). */
  // With Air Units there is no choice: the Marshall takes the highest value targets (the rules' count).
  const lossChoice = computed(() => (losses.value && !losses.value.airLosses ? attackerLossChoice(losses.value.attacker, form.attacking) : undefined))
  const lossArmies = ref(0)
  watch(lossChoice, (now) => (lossArmies.value = now?.max ?? 0), { immediate: true })

  /** The battle with its dice; until every die is in, ones stand in so the rules core checks the rest. */
  const command = computed<AttackWarlord | null>(() => {
    if (!form.attacker || !zone.value) return null
    const dice = (d: number[]) => d.map((f) => (f >= 1 ? f : 1))
    const chosen = lossChoice.value && losses.value ? { attackerLosses: { armies: lossArmies.value, navies: losses.value.attacker - lossArmies.value } } : {}
    return { kind: 'attackWarlord', attacker: form.attacker, zone: zone.value.zone, attacking: attacking.value, attackerDice: dice(attackerDice.value), defenderDice: dice(defenderDice.value), ...chosen, ...(aims.value ? { attackerAims: aims.value } : {}) }
  })
  const preview = useCommandPreview((): Command | null => (strikeDue.value || !plan.value ? null : command.value))
  const canFight = computed(() => diceReady.value && preview.canConfirm.value)
  const result = ref<{ lines: string[]; reminder?: string; zone: string; attacker: PowerId } | null>(null)

  async function fight(): Promise<void> {
    const cmd = command.value
    const before = zone.value
    if (!cmd || !before || !canFight.value) return
    const holding = cardHoldersIn(game.state, cmd.zone, cmd.attacker)
    const entry = await preview.confirm()
    if (!entry) return
    const after = game.state.neutral?.zones.find((z) => z.zone === cmd.zone)
    // The holders the rules granted a counterattack (none when this attack was itself a counterattack).
    const pending = game.state.play?.counterattacks
    const holders = pending ? holding.filter((id) => pending.includes(id)) : holding
    result.value = { lines: warlordBattleResultLines(cmd, entry.events, before, after), reminder: warlordCounterattackLine(holders), zone: cmd.zone, attacker: cmd.attacker }
  }

  // --- The capture, once the battle emptied the zone ---
  const captured = ref<string[] | null>(null)
  const captureCommand = computed<CaptureWarlordZone | null>(() => {
    const r = result.value
    if (!r) {
      // Not just after this card's battle: the rules say whether a capture is due now (after a reload, or another screen's battle).
      const due = captured.value ? undefined : capturesDue(game.state, form.attacker)
      const pick = due?.includes(form.zone ?? '') ? form.zone : due?.[0]
      return pick && form.attacker ? { kind: 'captureWarlordZone', attacker: form.attacker, zone: pick } : null
    }
    const held = game.state.neutral?.zones.find((z) => z.zone === r.zone)
    if (!held || held.occupiedBy !== undefined || zoneUnits(held) > 0) return null
    return { kind: 'captureWarlordZone', attacker: r.attacker, zone: r.zone }
  })
  const capturePreview = useCommandPreview((): Command | null => captureCommand.value)

  async function capture(): Promise<void> {
    const cmd = captureCommand.value
    if (!cmd || !capturePreview.canConfirm.value) return
    const before = game.state
    const entry = await capturePreview.confirm()
    if (entry) captured.value = captureLines(before, game.state, cmd.attacker, cmd.zone)
  }

  function reset(): void {
    Object.assign(form, { zone: null, attacking: { armies: 0, navies: 0, airUnits: 0 } })
    form.attacker = defaultAttacker()
    attackerDice.value = []
    defenderDice.value = []
    result.value = null
    captured.value = null
    strikeResult.value = null
    mode.value = 'battle'
    aim.value = 'forces'
  }

  return {
    form,
    mode,
    airOn,
    aim,
    zoneHasAir,
    zone,
    strike,
    strikeDue,
    tieDie,
    lstarDice,
    rouletteDie,
    strikeArmies,
    target,
    strikeCommand,
    strikePreview,
    strikeResult,
    recordStrike,
    plan,
    odds,
    attackerDice,
    defenderDice,
    diceReady,
    losses,
    lossChoice,
    lossArmies,
    preview,
    canFight,
    fight,
    result,
    captureCommand,
    capturePreview,
    captured,
    capture,
    reset,
  }
}
