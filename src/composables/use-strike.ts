import { computed, inject, provide, reactive, ref, watch, type InjectionKey } from 'vue'
import { aimDice, aimedScreenOdds, nukesThrough, rouletteDue, rouletteRolls, type Command, type RouletteRoll, type NuclearStrike, type PowerId } from '@/domain'
import { counterattackReminder, strikeResultLines } from '@/presentation/battle-ui'
import { defaultAttacker, resizeDice } from './use-battle'
import { useCommandPreview } from './use-command-preview'
import { usePlay } from './use-play'

export interface TargetRow {
  zone: string
  isSea: boolean
  armies: number
  navies: number
  companyIds: string[]
  /** Other powers' cards in the zone (any power's in an unoccupied zone), by power. */
  otherCards: Partial<Record<PowerId, string[]>>
}

const emptyRow = (): TargetRow => ({ zone: '', isSea: false, armies: 0, navies: 0, companyIds: [], otherCards: {} })

/** The command's otherCards for a row: the powers with a card named, other than the defender. */
function otherCardsOf(row: TargetRow, defender: PowerId | 'unoccupied'): NonNullable<NuclearStrike['targets'][number]['otherCards']> {
  return (Object.entries(row.otherCards) as [PowerId, string[]][]).filter(([power, ids]) => power !== defender && ids.length > 0).map(([power, ids]) => ({ power, companyIds: [...ids] }))
}

/** A strike opened from the conventional battle's Step A: a first strike or the retaliation, sides preset. */
export interface StrikePreset {
  attacker: PowerId
  defender: PowerId
  tactic: 'first' | 'retaliation'
}

/** One nuclear strike being entered: targets, the L-star screen odds and dice, Nuclear Roulette, confirm. */
function createStrike(preset?: StrikePreset) {
  const { game } = usePlay()
  const form = reactive<{ attacker: PowerId | null; defender: PowerId | 'unoccupied' | null; targets: TargetRow[] }>({
    attacker: preset?.attacker ?? defaultAttacker(),
    defender: preset?.defender ?? null,
    targets: [emptyRow()],
  })
  const defenderDice = ref<number[]>([])
  /** Champions' dice by power (one die per L-star committed). */
  const champions = ref<Partial<Record<PowerId, number[]>>>({})
  const rouletteDice = ref<number[]>([])
  const result = ref<{ lines: string[]; reminder?: string } | null>(null)

  const defenderLstars = computed(() => (form.defender && form.defender !== 'unoccupied' ? (game.state.powers[form.defender]?.supplies.lstars ?? 0) : 0))
  watch(defenderLstars, (n) => (defenderDice.value = resizeDice(defenderDice.value, n)), { immediate: true })
  const championPowers = computed(() => game.state.order.filter((id) => id !== form.attacker && id !== form.defender && (game.state.powers[id]?.supplies.lstars ?? 0) > 0))
  const championDice = computed(() => championPowers.value.flatMap((id) => champions.value[id] ?? []))
  const usedChampions = computed(() => championPowers.value.filter((id) => (champions.value[id]?.length ?? 0) > 0))

  /**
   * Step D: "The defender must decide which nukes he will attempt to destroy": the nuke each die
   * is aimed at, as the table picked it, else the app's aim (aimDice: round the nukes from the first).
   */
  const aimPicked = ref<{ defender: (number | undefined)[]; champions: Partial<Record<PowerId, (number | undefined)[]>> }>({ defender: [], champions: {} })
  const aim = computed(() => {
    const nukes = form.targets.length
    const auto = aimDice(nukes, defenderDice.value.length, championDice.value.length)
    const pick = (chosen: number | undefined, fallback: number) => (chosen !== undefined && chosen < nukes ? chosen : fallback)
    const defender = auto.defender.map((a, j) => pick(aimPicked.value.defender[j], a))
    const byChampion: Partial<Record<PowerId, number[]>> = {}
    let at = 0
    for (const id of usedChampions.value) {
      const count = champions.value[id]?.length ?? 0
      byChampion[id] = auto.champions.slice(at, at + count).map((a, j) => pick(aimPicked.value.champions[id]?.[j], a))
      at += count
    }
    return { defender, byChampion, champions: usedChampions.value.flatMap((id) => byChampion[id] ?? []) }
  })
  function aimDie(who: PowerId | 'defender', die: number, nuke: number): void {
    const picked = aimPicked.value
    if (who === 'defender') {
      const next = [...picked.defender]
      next[die] = nuke
      aimPicked.value = { ...picked, defender: next }
    } else {
      const next = [...(picked.champions[who] ?? [])]
      next[die] = nuke
      aimPicked.value = { ...picked, champions: { ...picked.champions, [who]: next } }
    }
  }
  const odds = computed(() => aimedScreenOdds(form.targets.length, aim.value))
  const screenReady = computed(() => [...defenderDice.value, ...championDice.value].every((d) => d >= 1))
  const through = computed(() => (screenReady.value ? nukesThrough(form.targets.length, defenderDice.value, championDice.value, aim.value) : null))
  const clouds = computed(() => (through.value ? new Set(form.targets.filter((t, i) => through.value![i] && !t.isSea).map((t) => t.zone.trim().toLowerCase())).size : 0))
  const roulette = computed(() => (through.value ? rouletteDue(game.state.war, clouds.value) : null))
  /** The game's Nuclear Roulette reading: one roll per territory past the 12th, or one per strike (games set up before the setting). */
  const isRoulettePerTerritory = computed(() => game.state.settings.nuclearRoulette === 'perTerritory')
  /** The rolls due, in order (one per territory past the 12th under the literal reading). */
  const rouletteRollsDue = computed<RouletteRoll[]>(() => {
    if (!through.value) return []
    if (isRoulettePerTerritory.value) return rouletteRolls(game.state.war, clouds.value).rolls
    const due = roulette.value
    return due?.kind === 'roll' ? [due] : []
  })
  watch(() => rouletteRollsDue.value.length, (n) => (rouletteDice.value = resizeDice(rouletteDice.value, n)), { immediate: true })
  /** The roulette dice that count: up to the first that ends the game (the rest are never rolled). */
  const rouletteRolled = computed(() => {
    const ends = rouletteDice.value.findIndex((d, i) => d >= 1 && d >= (rouletteRollsDue.value[i]?.endsOn ?? 7))
    return ends >= 0 ? rouletteDice.value.slice(0, ends + 1) : rouletteDice.value
  })
  const ready = computed(() => screenReady.value && rouletteRolled.value.every((d) => d >= 1) && form.targets.every((t) => t.zone.trim() !== ''))

  const command = computed<NuclearStrike | null>(() => {
    if (!form.attacker || !form.defender) return null
    const used = usedChampions.value
    return {
      kind: 'nuclearStrike',
      attacker: form.attacker,
      defender: form.defender,
      targets: form.targets.map((t) => {
        const others = otherCardsOf(t, form.defender!)
        return { zone: t.zone.trim() || 'the target', isSea: t.isSea, armies: t.armies, navies: t.navies, companyIds: [...t.companyIds], ...(others.length > 0 ? { otherCards: others } : {}) }
      }),
      defenderLstarDice: screenReady.value ? [...defenderDice.value] : [],
      ...(screenReady.value && defenderDice.value.length > 0 ? { defenderAim: [...aim.value.defender] } : {}),
      ...(screenReady.value && used.length > 0 ? { champions: used.map((power) => ({ power, dice: [...champions.value[power]!], aim: [...(aim.value.byChampion[power] ?? [])] })) } : {}),
      ...(rouletteRollsDue.value.length > 1 && rouletteRolled.value.every((d) => d >= 1)
        ? { rouletteDice: [...rouletteRolled.value] }
        : rouletteDice.value[0]
          ? { rouletteDie: rouletteDice.value[0] }
          : {}),
      ...(preset?.tactic === 'first' ? { firstStrike: true as const } : preset?.tactic === 'retaliation' ? { retaliation: true as const } : {}),
    }
  })
  const preview = useCommandPreview((): Command | null => command.value)
  /** Before the dice are in, the roulette die is not missing yet. */
  const refusal = computed(() => (preview.refusal.value?.code === 'roulette-die' && !ready.value ? null : preview.refusal.value))
  const canFire = computed(() => ready.value && preview.canConfirm.value)

  async function fire(): Promise<void> {
    const cmd = command.value
    if (!cmd || !canFire.value) return
    const before = game.state.war?.nuked.length ?? 0
    const hits = through.value ?? []
    const entry = await preview.confirm()
    if (!entry) return
    const perNuke = cmd.targets.map((t, i) => `Nuke ${i + 1} at ${t.zone}: ${hits[i] ? 'got through' : 'stopped by an L-star'}.`)
    const lines = strikeResultLines(cmd, entry.events, before, game.state.war?.nuked.length ?? before)
    if (game.state.war?.isCoupFinal) lines.unshift('Coup Final: nuclear winter; the game is over and everyone lost.')
    result.value = { lines: [...lines.slice(0, 1), ...perNuke, ...lines.slice(1)], reminder: counterattackReminder(cmd.defender, game.state.play?.counterattacks) }
  }

  function reset(): void {
    Object.assign(form, { defender: preset?.defender ?? null, targets: [emptyRow()], attacker: preset?.attacker ?? defaultAttacker() })
    champions.value = {}
    aimPicked.value = { defender: [], champions: {} }
    result.value = null
  }

  return { preset, command, form, defenderDice, champions, championPowers, aim, aimDie, odds, roulette, rouletteDice, rouletteRollsDue, isRoulettePerTerritory, refusal, preview, canFire, fire, reset, result, addRow: () => form.targets.push(emptyRow()) }
}

export type Strike = ReturnType<typeof createStrike>
const KEY: InjectionKey<Strike> = Symbol('strike')

export function provideStrike(preset?: StrikePreset): Strike {
  const strike = createStrike(preset)
  provide(KEY, strike)
  return strike
}

export function useStrike(): Strike {
  const strike = inject(KEY)
  if (!strike) throw new Error('useStrike outside a nuclear strike card')
  return strike
}
