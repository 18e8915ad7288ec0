import type { StartGame } from './commands'
import { refuse, type Result } from '../../kernel/result'
import { asPower, englishValue, type Phrase } from '../../kernel/phrase'
import { setupPhrase, setupRefusal } from './refusals'
import { isPowerId, RESOURCES } from '../../kernel/ids'
import { powerName } from '../../kernel/guards'

/**
 * Every field of a setup is checked, whichever game it starts: a field the game's rules do not
 * read would otherwise be stored as the file had it, unchecked (a Cash Flow setup carrying dice
 * for Random Open, a company card with a field of its own). Each game lists the fields its setup
 * has; anything else is refused, named. Settings are checked by the rules' `readSettings`.
 */

/** The fields of every game's setup command. */
export const SETUP_SHELL = ['kind', 'gameId', 'title', 'openMode', 'settings', 'powers', 'guided', 'ruleset'] as const

/** A company card as typed (CompanyInput). */
export const COMPANY_FIELDS = ['name', 'territory', 'resource', 'units', 'origin', 'isOpen'] as const

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The first field of `value` that is not in `allowed`, refused in words: "USA's setup holds
 * “companies”, which a Standard Open setup does not have." Anything not an object is left to the
 * checks of its shape.
 */
export function refuseStrayFields(value: unknown, allowed: readonly string[], where: Words, setup: Words): Result<never> | undefined {
  if (!isRecord(value)) return undefined
  const stray = Object.keys(value).find((key) => !allowed.includes(key))
  if (stray === undefined) return undefined
  // English words from a module not converted yet keep the whole sentence English (no mixed languages).
  if (typeof where === 'string' || typeof setup === 'string') {
    return refuse('stray-setup-field', `${englishValue(where)} holds “${stray.slice(0, 40)}”, which ${englishValue(setup)} does not have.`)
  }
  return setupRefusal('stray-setup-field', 'strayField', { where, field: stray.slice(0, 40), setup })
}

/** Words a refusal names a part of the setup with: a phrase of the setup table, or English from a module not converted yet. */
export type Words = string | { readonly phrase: Phrase }

/** Each item of a list, checked as `refuseStrayFields` does (a list that is not one is left to the shape checks). */
export function refuseStrayItems(list: unknown, allowed: readonly string[], where: (item: unknown, index: number) => Words, setup: Words): Result<never> | undefined {
  if (!Array.isArray(list)) return undefined
  for (const [i, item] of list.entries()) {
    const stray = refuseStrayFields(item, allowed, where(item, i), setup)
    if (stray) return stray
  }
  return undefined
}

/** Whether the setup's `guided` agrees with a game that is always guided (absent or true). */
export function refuseUnguided(cmd: StartGame, game: Words): Result<never> | undefined {
  if (cmd.guided === undefined || cmd.guided === true) return undefined
  const value = String(cmd.guided).slice(0, 20)
  if (typeof game === 'string') return refuse('bad-ruleset', `${game} is always played guided; its setup says “guided: ${value}”.`)
  return setupRefusal('bad-ruleset', 'alwaysGuided', { game, value })
}

/** A game with its own deal in place of Standard or Random Open has the open mode "standard". */
export function refuseOpenMode(cmd: StartGame, game: Words): Result<never> | undefined {
  if (cmd.openMode === 'standard') return undefined
  const value = String(cmd.openMode).slice(0, 20)
  if (typeof game === 'string') return refuse('bad-open', `${game} has no Random Open: its setup’s open mode is always “standard”, not “${value}”.`)
  return setupRefusal('bad-open', 'noRandomOpen', { game, value })
}

/** "The setup of Europe", or of the nth superpower when its id is not one. */
export function powerLabel(item: unknown, i: number): string {
  return `The setup of ${isRecord(item) && isPowerId(item.id) ? powerName(item.id) : `superpower ${i + 1}`}`
}

/** powerLabel as a phrase. */
function powerLabelPhrase(item: unknown, i: number): { phrase: Phrase } {
  if (isRecord(item) && isPowerId(item.id)) return { phrase: setupPhrase('setupOfPower', { power: asPower(item.id) }) }
  return { phrase: setupPhrase('setupOfNth', { number: i + 1 }) }
}

/**
 * The basic game: Random Open adds each power's deal. Market dice are Random Open's, but the rules
 * have always let a Standard Open setup send them along (and ignored them): there they are checked
 * all the same (setup's decide), never stored unchecked. A `guided` flag beside a ruleset is
 * overruled by it (rulesets came later), but is a yes or no.
 */
export function refuseBasicStrayFields(cmd: StartGame): Result<never> | undefined {
  const random = cmd.openMode === 'random'
  const setup = { phrase: setupPhrase(random ? 'randomOpenSetup' : 'standardOpenSetup') }
  if (cmd.guided !== undefined && typeof cmd.guided !== 'boolean') return setupRefusal('bad-ruleset', 'sayGuided')
  const powerFields = random ? ['id', 'player', 'companies', 'bonusResources', 'armies', 'navies'] : ['id', 'player']
  return (
    refuseStrayFields(cmd, [...SETUP_SHELL, 'marketDice'], { phrase: setupPhrase('theSetup') }, setup) ??
    refuseStrayFields(cmd.marketDice, RESOURCES, { phrase: setupPhrase('marketDiceOfSetup') }, setup) ??
    refuseStrayItems(cmd.powers, powerFields, powerLabelPhrase, setup) ??
    (random ? refuseRandomDeal(cmd, setup) : undefined)
  )
}

function refuseRandomDeal(cmd: StartGame, setup: Words): Result<never> | undefined {
  for (const [i, p] of (Array.isArray(cmd.powers) ? cmd.powers : []).entries()) {
    const where = powerLabelPhrase(p, i)
    const stray =
      refuseStrayFields(p?.bonusResources, RESOURCES, { phrase: setupPhrase('bonusResourcesOf', { where }) }, setup) ??
      refuseStrayItems(p?.companies, COMPANY_FIELDS, (_, n) => ({ phrase: setupPhrase('cardOf', { where, number: n + 1 }) }), setup)
    if (stray) return stray
  }
  return undefined
}
