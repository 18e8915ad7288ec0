import { patchSlice } from '../../kernel/patch'
import type { GameEvent } from '../../kernel/events'
import { isWholeNumber } from '../../kernel/guards'
import type { Resource } from '../../kernel/ids'
import { ok, type Result } from '../../kernel/result'
import type { Company, GameState, PowerState } from '../../kernel/state'
import { ENTROPY_CHOICE_FACE, ENTROPY_TYPE_DIE } from './data'
import type { DiscardForEntropy } from './commands'
import { playerOnRight, requireTurn, TURN_RULE } from './turn'
import { cashFlowRefusal } from './refusals'
import { asPower, asResource } from '../../kernel/phrase'

const ENTROPY_RULE = `${TURN_RULE}, Entropy`
const isFace = (d: unknown): d is number => isWholeNumber(d) && d >= 1 && d <= 6

/** The companies entropy may take for a production die: those producing at least it, else the highest producer(s). */
export function entropyCandidates(companies: readonly Company[], resource: Resource, productionDie: number): Company[] {
  const ofType = companies.filter((c) => c.resource === resource)
  if (productionDie === ENTROPY_CHOICE_FACE) return ofType
  const qualifying = ofType.filter((c) => c.units >= productionDie)
  if (qualifying.length > 0) return qualifying
  const highest = Math.max(...ofType.map((c) => c.units))
  return ofType.filter((c) => c.units === highest)
}

/** The type die's rolls: every one before the last names a type the power owns none of (a re-roll). */
function validateTypeDice(power: PowerState, dice: unknown): Result<Resource> {
  if (!Array.isArray(dice) || dice.length === 0 || dice.length > 30 || !dice.every(isFace)) return cashFlowRefusal('bad-dice', 'entropyTypeDie', {}, ENTROPY_RULE)
  const owns = (r: Resource) => power.companies.some((c) => c.resource === r)
  const rerolled = dice.slice(0, -1).find((d) => owns(ENTROPY_TYPE_DIE[d]!))
  if (rerolled !== undefined) return cashFlowRefusal('bad-dice', 'entropyRollStands', { die: rerolled, resource: asResource(ENTROPY_TYPE_DIE[rerolled]!), power: asPower(power.id) }, ENTROPY_RULE)
  const resource = ENTROPY_TYPE_DIE[dice.at(-1)!]!
  if (!owns(resource)) return cashFlowRefusal('bad-dice', 'entropyNoCompany', { power: asPower(power.id), resource: asResource(resource) }, ENTROPY_RULE)
  return ok(resource)
}

/**
 * The entropy token's discard, then the token passes to the right. The type die picks the resource
 * (re-rolled until the holder owns one); the second die is the minimum production (none that high:
 * the highest producer); a 6 lets the holder choose. Where several companies qualify the holder
 * says which (docs/cash-flow.md). A holder with no company discards nothing.
 */
export function decideDiscardForEntropy(state: GameState, cmd: DiscardForEntropy): Result<GameEvent[]> {
  const cf = requireTurn(state, cmd.power)
  if (!cf.ok) return cf
  const turn = cf.value.turn
  if (!turn.entropyDue) return cashFlowRefusal('bad-command', 'noEntropyToken', { power: asPower(turn.power) }, ENTROPY_RULE)
  const power = state.powers[turn.power]!
  const events: GameEvent[] = []
  if (power.companies.length > 0) {
    const resource = validateTypeDice(power, cmd.typeDice)
    if (!resource.ok) return resource
    if (!isFace(cmd.productionDie)) return cashFlowRefusal('bad-dice', 'entropyProductionDie', {}, ENTROPY_RULE)
    const candidates = entropyCandidates(power.companies, resource.value, cmd.productionDie)
    const chosen = cmd.companyId === undefined && candidates.length === 1 ? candidates[0] : candidates.find((c) => c.id === cmd.companyId)
    if (chosen === undefined) {
      return cashFlowRefusal('no-company', 'entropyChooseCompany', { resource: asResource(resource.value), power: asPower(power.id), choices: candidates.map((c) => `${c.name} (${c.units})`).join(', ') }, ENTROPY_RULE)
    }
    events.push({ type: 'companyRemoved', power: power.id, company: chosen, index: power.companies.indexOf(chosen) })
  }
  const holder = playerOnRight(state, power.id)
  events.push(patchSlice('cashFlow', cf.value, { entropyHolder: holder, turn: { ...turn, entropyDue: false } }))
  return ok(events)
}
