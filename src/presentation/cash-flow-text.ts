import { SUPERPOWERS } from '../domain/kernel/superpowers'
import type { PowerId, Resource } from '../domain/kernel/ids'
import type { Command } from '../domain/kernel/registry'
import { formatMoney } from '../domain/kernel/money'
import { ACTION_NAMES } from '../domain/modules/cash-flow/turn'
import type { DeckCard, TradeSide } from '../domain/modules/cash-flow'

/** Log lines of the Cash Flow variant's commands. */
const name = (id: PowerId) => SUPERPOWERS[id].name
const units = (n: number, resource: Resource) => `${n} ${resource === 'minerals' && n === 1 ? 'mineral' : resource}`
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const TECH = { nukes: 'the nuke card', lstars: 'the L-star card', supremacy: 'the Supremacy card' } as const
const BUILT = { armies: ['army', 'armies'], navies: ['navy', 'navies'], nukes: ['nuke', 'nukes'], lstars: ['L-star', 'L-stars'] } as const

type Of<K extends Command['kind']> = Extract<Command, { kind: K }>

function card(c: DeckCard | undefined): string {
  if (c === undefined) return 'a card'
  if ('tech' in c) return TECH[c.tech]
  return `${c.company.name || c.company.territory} (${c.company.territory}, ${units(c.company.units, c.company.resource)})`
}

function side(s: TradeSide | undefined): string {
  const parts: string[] = []
  if (s?.cash) parts.push(formatMoney(s.cash))
  for (const [r, n] of Object.entries(s?.resources ?? {})) if (n) parts.push(units(n, r as Resource))
  if (s?.companyIds?.length) parts.push(plural(s.companyIds.length, 'company', 'companies'))
  return parts.length > 0 ? parts.join(', ') : 'nothing'
}

export const CASH_FLOW_WORDING = {
  discardForEntropy: (cmd: Of<'discardForEntropy'>) => `Entropy: ${name(cmd.power)} rolled ${cmd.typeDice.join(', then ')} for the type and ${cmd.productionDie} for the production, discarded a company and passed the token`,
  selectAction: (cmd: Of<'selectAction'>) => `${name(cmd.power)} chose the ${ACTION_NAMES[cmd.action]} action`,
  endCashFlowTurn: (cmd: Of<'endCashFlowTurn'>) => `${name(cmd.power)} ended the turn`,
  produce: (cmd: Of<'produce'>) => `${name(cmd.power)} bought labor and produced ${cmd.resources.join(', ')}`,
  buildWithLabor: (cmd: Of<'buildWithLabor'>) =>
    `${name(cmd.power)} built ${Object.entries(cmd.units).filter(([, n]) => n).map(([k, n]) => plural(n, BUILT[k as keyof typeof BUILT][0], BUILT[k as keyof typeof BUILT][1])).join(', ') || 'nothing'}`,
  listUnits: (cmd: Of<'listUnits'>) => `${name(cmd.power)} listed ${units(cmd.units, cmd.resource)} at ${formatMoney(cmd.price)} each`,
  adjustListing: (cmd: Of<'adjustListing'>) => `${name(cmd.power)} moved ${units(cmd.units, cmd.resource)} from ${formatMoney(cmd.from)} to ${formatMoney(cmd.to)}`,
  withdrawListing: (cmd: Of<'withdrawListing'>) => `${name(cmd.power)} withdrew ${units(cmd.units, cmd.resource)} listed at ${formatMoney(cmd.price)}`,
  buyListed: (cmd: Of<'buyListed'>) => `${name(cmd.power)} bought ${units(cmd.units, cmd.resource)} from ${name(cmd.seller)} at ${formatMoney(cmd.price)} each`,
  satisfyLaborDemand: (cmd: Of<'satisfyLaborDemand'>) => `${name(cmd.power)} satisfied labor demand with ${plural(cmd.sets, 'set', 'sets')}`,
  directTrade: (cmd: Of<'directTrade'>) => `${name(cmd.power)} traded with ${name(cmd.partner)}: gave ${side(cmd.gives)}, got ${side(cmd.gets)}`,
  deploy: (cmd: Of<'deploy'>) => `${name(cmd.power)} deployed (${plural(cmd.armyMoves, 'army move', 'army moves')}, ${plural(cmd.naviesMoved, 'navy', 'navies')} moved, ${plural(cmd.bridgings, 'bridging', 'bridgings')})`,
  declareBlockade: (cmd: Of<'declareBlockade'>) => {
    const what = cmd.siegeOf ? `a siege of ${name(cmd.siegeOf)}'s home ports` : `a blockade of ${cmd.territory ?? 'a territory'}`
    return `${name(cmd.power)} ${cmd.lift ? 'lifted' : 'declared'} ${what}`
  },
  drawResearchCard: (cmd: Of<'drawResearchCard'>) => {
    const from = cmd.from === 'deck' ? `drew ${card(cmd.card)} from the deck` : 'took a face-up card'
    // A tech card is neither opened nor kept: it is revealed, and its reveal scores a round.
    if (cmd.card !== undefined && 'tech' in cmd.card) return `R&D: ${name(cmd.power)} ${from}: a scoring round`
    const kept = cmd.decision === 'discard' ? 'discarded it for its bonus' : cmd.decision === 'open' ? 'opened it' : 'kept it closed'
    return `R&D: ${name(cmd.power)} ${from} and ${kept}`
  },
  cashFlowAttack: (cmd: Of<'cashFlowAttack'>) =>
    cmd.defenderDice.length === 0
      ? `${name(cmd.power)} moved on ${cmd.target}, empty (${plural(cmd.borders, 'border', 'borders')})`
      : `${name(cmd.power)} attacked ${cmd.defender ? `${name(cmd.defender)} in ` : ''}${cmd.target}: ${cmd.attackerDice.join(' ')} against ${cmd.defenderDice.join(' ')}${cmd.defenderDeletesGrain ? ' (the defender wins ties)' : ''}`,
  occupy: (cmd: Of<'occupy'>) => `${name(cmd.power)} occupied ${cmd.target} with ${plural(cmd.units, 'unit', 'units')}`,
  nationalize: (cmd: Of<'nationalize'>) => `${name(cmd.power)} nationalized ${plural(cmd.companies.length, 'company', 'companies')} in ${cmd.territory}`,
  strategicStrike: (cmd: Of<'strategicStrike'>) =>
    `${name(cmd.power)} launched ${plural(cmd.launched, 'nuke', 'nukes')} ${cmd.spaceBlast ? 'in a space blast' : `at ${cmd.target ? name(cmd.target) : 'a target'}`} (launch dice ${cmd.launchDice.join(' ')})`,
  clashLstars: (cmd: Of<'clashLstars'>) => `${name(cmd.power)}'s L-stars clashed with ${name(cmd.defender)}'s: ${cmd.attackerDice.join(' ')} against ${cmd.defenderDice.join(' ')}`,
}
