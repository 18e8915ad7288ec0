import { refuse, type Result } from './result'
import type { GameSettings } from './settings'

/**
 * One setting of a module, declared next to it: its field in the settings, its name on the setup
 * screen and the values it may hold, in words. Every setting a setup or a game file carries is
 * checked against its declaration (rules.ts `readSettings`), so a wrong one is refused naming the
 * setting and what it may be, whichever game holds it.
 */
export interface SettingField {
  key: string
  /** What the setup screen calls it: "Loan interest". */
  label: string
  /** The values allowed, in words that follow "must be": "$0M to $1,000M per $1,000M borrowed, in whole millions". */
  allowed: string
  /** Absent is refused (most settings may be absent: the default, or what an older game was played with). */
  required?: boolean
  accepts(value: unknown): boolean
}

/**
 * A module's settings (numbers printings and groups differ on, readings where the rules are
 * ambiguous): read from a setup's settings, checked, and copied clean into the game's.
 */
export interface SettingsSpec {
  /** Each setting this module reads, with the values it may hold (setting-fields.ts): checked wherever a setup holds it. */
  fields: readonly SettingField[]
  /** This module's fields of `input`, checked; a refusal in plain words when one is wrong. */
  read(input: Readonly<Record<string, unknown>>): Result<Partial<GameSettings>>
}

type Reading = string | number | boolean

/** “landed” or “aboard”; 5 or 4. */
function listed(values: readonly Reading[]): string {
  const words = values.map((v) => (typeof v === 'string' ? `“${v}”` : String(v)))
  return words.length <= 2 ? words.join(' or ') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
}

/** A reading chosen among a few values; `meaning` says in words what they are, after the values. */
export function oneOf(key: string, label: string, values: readonly Reading[], meaning?: string): SettingField {
  return {
    key,
    label,
    allowed: meaning === undefined ? listed(values) : `${listed(values)} (${meaning})`,
    accepts: (value) => (values as readonly unknown[]).includes(value),
  }
}

/** A whole number from `min` to `max`, always stored; `allowed` says so with its unit ("$0M to $1,000M ..., in whole millions"). */
export function wholeNumberIn(key: string, label: string, min: number, max: number, allowed: string): SettingField {
  return {
    key,
    label,
    required: true,
    allowed,
    accepts: (value) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max,
  }
}

/** A value as a refusal may quote it: short, whatever a file holds. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return `“${value.length > 40 ? `${value.slice(0, 40)}…` : value}”`
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = String(value)
  }
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

/**
 * The field of `input` checked against its declaration: a refusal naming the setting, what it may
 * be and what it holds, with its field in the file: "Loan interest must be $0M to $1,000M per
 * $1,000M borrowed, in whole millions, not 5000 (setting “interestPerBillion”)." `unused` words a
 * setting this game does not read (", which a Cash Flow game does not use,").
 */
export function checkSetting(field: SettingField, input: Readonly<Record<string, unknown>>, unused = ''): Result<never> | undefined {
  const value = input[field.key]
  const where = `(setting “${field.key}”)`
  if (value === undefined) return field.required ? refuse('bad-settings', `${field.label} is missing ${where}: it must be ${field.allowed}.`) : undefined
  if (field.accepts(value)) return undefined
  return refuse('bad-settings', `${field.label}${unused} must ${unused ? 'still ' : ''}be ${field.allowed}, not ${shown(value)} ${where}.`)
}

/**
 * A module's settings from its declared fields: each checked (a refusal naming it), then `build`
 * makes the game's settings of the checked input (defaults, what to store).
 */
export function settingsSpec(fields: readonly SettingField[], build: (input: Readonly<Record<string, unknown>>) => Partial<GameSettings>): SettingsSpec {
  return {
    fields,
    read(input) {
      for (const field of fields) {
        const wrong = checkSetting(field, input)
        if (wrong) return wrong
      }
      return { ok: true, value: build(input) }
    },
  }
}

/**
 * A `build` for settingsSpec that stores every setting of `defaults`: the input's value once
 * checked, else the default (a module whose readings each have a default for new games).
 */
export function withDefaults(defaults: Readonly<Record<string, unknown>>): (input: Readonly<Record<string, unknown>>) => Partial<GameSettings> {
  return (input) => Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, input[key] ?? value]))
}
