import type { LegacyReading } from '../../kernel/module'
import type { GameEvent } from '../../kernel/registry'
import type { GameStarted } from '../../kernel/events'

/**
 * Settings that setups came to write after the first game files (rotation, the end of a stage,
 * counterattacks). A game started without one reads the older behaviour, so an older setup that
 * did not write it decided a different game, not a damaged one.
 */
const LATER_SETTINGS = ['rotation', 'stageEnd', 'counterattackEarnsCounterattack'] as const

type Loose = Record<string, unknown>

/**
 * Setup version 1: every setup before rules editions were recorded (app 0.1.0). It wrote each
 * power's armies and navies as two fields (now one `forces` record), left out the settings above
 * when it did not know them yet, and the ruleset before games had one (a basic game). Where the
 * stored event has such a field it must hold today's value; the cash, supplies, cards and forces
 * are compared as they are.
 */
export const SETUP_V1: LegacyReading = {
  note: 'setups before rules editions: armies and navies as two fields; settings and the ruleset written only once the app knew them',
  align(decided, stored) {
    const old = stored.find((e) => e.type === 'gameStarted') as Loose | undefined
    return decided.map((event) => (event.type === 'gameStarted' && old ? alignStart(event, old) : event))
  },
}

function alignStart(event: GameStarted, old: Loose): GameEvent {
  const aligned: Loose = { ...event }
  const oldSettings = isRecord(old.settings) ? old.settings : {}
  const settings: Loose = { ...event.settings }
  for (const key of LATER_SETTINGS) if (!Object.hasOwn(oldSettings, key)) delete settings[key]
  aligned.settings = settings
  if (!Object.hasOwn(old, 'ruleset') && event.ruleset?.modules.length === 0) delete aligned.ruleset
  const oldPowers = Array.isArray(old.powers) ? (old.powers as unknown[]) : []
  aligned.powers = event.powers.map((power, i) => {
    const was = oldPowers[i]
    const { forces, ...rest } = power
    const onlyArmiesAndNavies = Object.keys(forces).every((unit) => unit === 'armies' || unit === 'navies')
    if (!isRecord(was) || Object.hasOwn(was, 'forces') || !onlyArmiesAndNavies) return power
    return { ...rest, armies: forces.armies, navies: forces.navies }
  })
  return aligned as unknown as GameEvent
}

function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
