import type { StartGame } from './commands'
import { refuse, type Result } from '../../kernel/result'
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
export function refuseStrayFields(value: unknown, allowed: readonly string[], where: string, setup: string): Result<never> | undefined {
  if (!isRecord(value)) return undefined
  const stray = Object.keys(value).find((key) => !allowed.includes(key))
  if (stray === undefined) return undefined
  return refuse('stray-setup-field', `${where} holds “${stray.slice(0, 40)}”, which ${setup} does not have.`)
}

/** Each item of a list, checked as `refuseStrayFields` does (a list that is not one is left to the shape checks). */
export function refuseStrayItems(list: unknown, allowed: readonly string[], where: (item: unknown, index: number) => string, setup: string): Result<never> | undefined {
  if (!Array.isArray(list)) return undefined
  for (const [i, item] of list.entries()) {
    const stray = refuseStrayFields(item, allowed, where(item, i), setup)
    if (stray) return stray
  }
  return undefined
}

/** Whether the setup's `guided` agrees with a game that is always guided (absent or true). */
export function refuseUnguided(cmd: StartGame, game: string): Result<never> | undefined {
  if (cmd.guided === undefined || cmd.guided === true) return undefined
  return refuse('bad-ruleset', `${game} is always played guided; its setup says “guided: ${String(cmd.guided).slice(0, 20)}”.`)
}

/** A game with its own deal in place of Standard or Random Open has the open mode "standard". */
export function refuseOpenMode(cmd: StartGame, game: string): Result<never> | undefined {
  if (cmd.openMode === 'standard') return undefined
  return refuse('bad-open', `${game} has no Random Open: its setup’s open mode is always “standard”, not “${String(cmd.openMode).slice(0, 20)}”.`)
}

/** "The setup of Europe", or of the nth superpower when its id is not one. */
export function powerLabel(item: unknown, i: number): string {
  return `The setup of ${isRecord(item) && isPowerId(item.id) ? powerName(item.id) : `superpower ${i + 1}`}`
}

/**
 * The basic game: Random Open adds each power's deal. Market dice are Random Open's, but the rules
 * have always let a Standard Open setup send them along (and ignored them): there they are checked
 * all the same (setup's decide), never stored unchecked. A `guided` flag beside a ruleset is
 * overruled by it (rulesets came later), but is a yes or no.
 */
export function refuseBasicStrayFields(cmd: StartGame): Result<never> | undefined {
  const random = cmd.openMode === 'random'
  const setup = random ? 'a Random Open setup' : 'a Standard Open setup'
  if (cmd.guided !== undefined && typeof cmd.guided !== 'boolean') return refuse('bad-ruleset', 'Say whether the game is guided: yes or no.')
  const powerFields = random ? ['id', 'player', 'companies', 'bonusResources', 'armies', 'navies'] : ['id', 'player']
  return (
    refuseStrayFields(cmd, [...SETUP_SHELL, 'marketDice'], 'The setup', setup) ??
    refuseStrayFields(cmd.marketDice, RESOURCES, 'The setup’s market dice', setup) ??
    refuseStrayItems(cmd.powers, powerFields, powerLabel, setup) ??
    (random ? refuseRandomDeal(cmd, setup) : undefined)
  )
}

function refuseRandomDeal(cmd: StartGame, setup: string): Result<never> | undefined {
  for (const [i, p] of (Array.isArray(cmd.powers) ? cmd.powers : []).entries()) {
    const where = powerLabel(p, i)
    const stray =
      refuseStrayFields(p?.bonusResources, RESOURCES, `${where} (its bonus resources)`, setup) ??
      refuseStrayItems(p?.companies, COMPANY_FIELDS, (_, n) => `${where} (its card ${n + 1})`, setup)
    if (stray) return stray
  }
  return undefined
}
