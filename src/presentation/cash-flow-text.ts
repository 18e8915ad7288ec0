import type { Resource } from '../domain/kernel/ids'
import type { Command } from '../domain/kernel/registry'
import { LABOR_MARKET, type DeckCard, type TradeSide } from '../domain/modules/cash-flow'
import { cfLogWords as w } from './catalogs/cf-log'
import { cfActionName } from './catalogs/cf-turn'
import { powerName as name } from './catalogs/powers'
import { money } from './catalogs/common'
import { RESOURCE_IN_SENTENCE } from './labels'

/**
 * Log lines of the Cash Flow variant's commands, in the reader's language (issue 29): the log keeps
 * the commands; the sentences come from the `cfLog` catalog each time a line is shown. Company and
 * territory names stay as printed or typed.
 */
type Of<K extends Command['kind']> = Extract<Command, { kind: K }>
const BUILT = ['armies', 'navies', 'nukes', 'lstars'] as const
const TECH = { nukes: 'techNukes', lstars: 'techLstars', supremacy: 'techSupremacy' } as const

const units = (n: number, resource: Resource) => w(`${resource}Units`, { n }, n)
const count = (key: 'companies' | 'sets' | 'units' | 'borders' | 'armyMoves' | 'naviesMoved' | 'bridgings' | (typeof BUILT)[number], n: number) => w(key, { n }, n)
// Commas between the parts in each language (a list of amounts, not a sentence of "and").
const list = (parts: readonly string[]) => parts.join(', ')

/** "1, then 3": the type die re-rolled while it named a type the holder did not own. */
const typeDice = (dice: readonly number[]) => dice.slice(1).reduce((first, die) => w('then', { first, next: die }), String(dice[0] ?? ''))

function card(c: DeckCard | undefined): string {
  if (c === undefined) return w('aCard')
  if ('tech' in c) return w(TECH[c.tech])
  return w('company', { name: c.company.name || c.company.territory, territory: c.company.territory, units: units(c.company.units, c.company.resource) })
}

function side(s: TradeSide | undefined): string {
  const parts: string[] = []
  if (s?.cash) parts.push(money(s.cash))
  for (const [r, n] of Object.entries(s?.resources ?? {})) if (n) parts.push(units(n, r as Resource))
  if (s?.companyIds?.length) parts.push(count('companies', s.companyIds.length))
  return parts.length > 0 ? list(parts) : w('nothing')
}

function research(cmd: Of<'drawResearchCard'>): string {
  const from = cmd.from === 'deck' ? w('drewFromDeck', { card: card(cmd.card) }) : w('tookFaceUp')
  const power = name(cmd.power)
  // A tech card is neither opened nor kept: it is revealed, and its reveal scores a round.
  if (cmd.card !== undefined && 'tech' in cmd.card) return w('researchTech', { power, from })
  return w(cmd.decision === 'discard' ? 'researchDiscard' : cmd.decision === 'open' ? 'researchOpen' : 'researchKeep', { power, from })
}

function attack(cmd: Of<'cashFlowAttack'>): string {
  const power = name(cmd.power)
  if (cmd.defenderDice.length === 0) return w('movedEmpty', { power, target: cmd.target, borders: count('borders', cmd.borders) })
  const dice = { power, target: cmd.target, dice: cmd.attackerDice.join(' '), defence: cmd.defenderDice.join(' ') }
  const line = cmd.defender ? w('attackedPower', { ...dice, defender: name(cmd.defender) }) : w('attacked', dice)
  return cmd.defenderDeletesGrain ? w('defenderWinsTies', { line }) : line
}

function blockade(cmd: Of<'declareBlockade'>): string {
  const power = name(cmd.power)
  if (cmd.siegeOf) return w(cmd.lift ? 'liftSiege' : 'declareSiege', { power, target: name(cmd.siegeOf) })
  return w(cmd.lift ? 'liftBlockade' : 'declareBlockade', { power, territory: cmd.territory ?? w('aTerritory') })
}

export const CASH_FLOW_WORDING = {
  discardForEntropy: (cmd: Of<'discardForEntropy'>) =>
    w('entropy', { power: name(cmd.power), type: typeDice(cmd.typeDice), production: cmd.productionDie }),
  selectAction: (cmd: Of<'selectAction'>) => w('selectAction', { power: name(cmd.power), action: cfActionName(cmd.action) }),
  endCashFlowTurn: (cmd: Of<'endCashFlowTurn'>) => w('endTurn', { power: name(cmd.power) }),
  produce: (cmd: Of<'produce'>) => w('produce', { power: name(cmd.power), resources: list(cmd.resources.map((r) => RESOURCE_IN_SENTENCE[r])) }),
  buildWithLabor: (cmd: Of<'buildWithLabor'>) =>
    w('built', { power: name(cmd.power), units: list(BUILT.flatMap((k) => (cmd.units[k] ? [count(k, cmd.units[k])] : []))) || w('nothing') }),
  listUnits: (cmd: Of<'listUnits'>) => w('listUnits', { power: name(cmd.power), units: units(cmd.units, cmd.resource), price: money(cmd.price) }),
  adjustListing: (cmd: Of<'adjustListing'>) =>
    w('adjustListing', { power: name(cmd.power), units: units(cmd.units, cmd.resource), from: money(cmd.from), to: money(cmd.to) }),
  withdrawListing: (cmd: Of<'withdrawListing'>) => w('withdrawListing', { power: name(cmd.power), units: units(cmd.units, cmd.resource), price: money(cmd.price) }),
  buyListed: (cmd: Of<'buyListed'>) =>
    w('buyListed', { power: name(cmd.power), units: units(cmd.units, cmd.resource), seller: name(cmd.seller), price: money(cmd.price) }),
  satisfyLaborDemand: (cmd: Of<'satisfyLaborDemand'>) => w('laborDemand', { power: name(cmd.power), sets: count('sets', cmd.sets) }),
  directTrade: (cmd: Of<'directTrade'>) => w('directTrade', { power: name(cmd.power), partner: name(cmd.partner), gives: side(cmd.gives), gets: side(cmd.gets) }),
  deploy: (cmd: Of<'deploy'>) =>
    w('deploy', {
      power: name(cmd.power),
      moves: count('armyMoves', cmd.armyMoves),
      navies: count('naviesMoved', cmd.naviesMoved),
      bridgings: count('bridgings', cmd.bridgings),
    }),
  declareBlockade: blockade,
  drawResearchCard: research,
  cashFlowAttack: attack,
  occupy: (cmd: Of<'occupy'>) => w('occupy', { power: name(cmd.power), target: cmd.target, units: count('units', cmd.units) }),
  nationalize: (cmd: Of<'nationalize'>) => w('nationalize', { power: name(cmd.power), companies: count('companies', cmd.companies.length), territory: cmd.territory }),
  strategicStrike: (cmd: Of<'strategicStrike'>) => {
    const args = { power: name(cmd.power), nukes: count('nukes', cmd.launched), dice: cmd.launchDice.join(' ') }
    return cmd.spaceBlast ? w('strikeSpace', args) : w('strikeAt', { ...args, target: cmd.target ? name(cmd.target) : w('aTarget') })
  },
  clashLstars: (cmd: Of<'clashLstars'>) =>
    w('clashLstars', { power: name(cmd.power), defender: name(cmd.defender), dice: cmd.attackerDice.join(' '), defence: cmd.defenderDice.join(' ') }),
}

/** The module's account, by the name its module gives it, in the reader's language. */
export const CASH_FLOW_ACCOUNTS: Readonly<Record<string, () => string>> = {
  [LABOR_MARKET]: () => w('laborMarket'),
}
