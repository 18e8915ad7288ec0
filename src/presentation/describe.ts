import { accountName, findUnit } from '../domain/rules'
import type { Command } from '../domain/kernel/commands'
import { SUPERPOWERS } from '../domain/kernel/superpowers'
import type { GameSettings } from '../domain/kernel/settings'
import type { GameEvent, TransferReason } from '../domain/kernel/events'
import { isPowerId, type Account, type Resource, type SupplyRow } from '../domain/kernel/ids'
import type { LogEntry } from '../domain/kernel/log'
import { priceAt } from '../domain/modules/market/price-index'
import { RESOURCE_LABELS, SUPPLY_ROW_LABELS } from './labels'
import { formatMoney } from '../domain/kernel/money'
import { endTermsText } from './terms-text'
import { forcesCost, moveCost } from '../domain/modules/play/costs'
import { describeModuleCommand } from './module-wording'
import { describeWosStart } from './wos-text'

/** Log lines in plain words, with the money and meter changes each action made. */
export interface EntryDescription {
  title: string
  details: string[]
  isCorrection: boolean
}


export const PURPOSE_NAMES: Record<TransferReason, string> = {
  'starting-cash': 'starting cash',
  'market-sale': 'market sale',
  'market-purchase': 'market purchase',
  'resource-trade': 'resource trade',
  loan: 'bank loan',
  'loan-repayment': 'loan repayment',
  interest: 'loan interest',
  salary: 'salaries',
  'player-loan': 'loan between players',
  deal: 'deal',
  other: 'other',
  correction: 'correction',
  build: 'building',
  research: 'research',
  prospecting: 'prospecting',
  reopening: 'reopening a company',
  'arms-sale': 'arms sale',
  'company-sale': 'company sale',
  'territory-sale': 'territory sale',
  'drop-ship': 'drop-ship order',
  'spoils-of-war': 'spoils of war',
  bankruptcy: 'bankruptcy',
  labor: 'labor bought',
  'labor-demand': 'labor demand satisfied',
}

/** Rows in running text: "oil", "L-stars". */
function rowName(row: SupplyRow): string {
  return row === 'lstars' ? SUPPLY_ROW_LABELS[row] : SUPPLY_ROW_LABELS[row].toLowerCase()
}

/**
 * "the bank", "USA", or a module's account by the name its module gives it ("warlords:treasury" →
 * "the warlords and pirates"); an account no module names, by its id's name part.
 */
export function accountLabel(account: Account): string {
  if (account === 'bank') return 'the bank'
  if (isPowerId(account)) return SUPERPOWERS[account].name
  return accountName(account) ?? account.slice(account.indexOf(':') + 1).replace(/-/g, ' ')
}

function unitsOf(n: number, resource: Resource): string {
  return `${n} ${resource === 'minerals' && n === 1 ? 'mineral' : resource}`
}

function describeCommand(cmd: Command, entry: LogEntry, lookup?: (seq: number) => LogEntry | undefined): string {
  const name = (id: Account) => accountLabel(id)
  switch (cmd.kind) {
    case 'startGame':
      if (cmd.warOfSupremacy) return describeWosStart(cmd, entry)
      return `Game started (${cmd.ruleset?.economy === 'cash-flow' ? 'the Cash Flow variant' : cmd.openMode === 'random' ? 'Random Open' : 'Standard Open'}) with ${cmd.powers.map((p) => `${name(p.id)} (${p.player})`).join(', ')}`
    case 'transferMoney': {
      const purpose = PURPOSE_NAMES[cmd.purpose]
      const note = cmd.note ? `: ${cmd.note}` : ''
      return `${capital(name(cmd.from))} paid ${name(cmd.to)} ${formatMoney(cmd.amount)} (${purpose}${note})`
    }
    case 'takeLoan':
      return `${name(cmd.power)} borrowed ${formatMoney(cmd.amount)} from the bank`
    case 'repayLoan':
      return `${name(cmd.power)} repaid ${formatMoney(cmd.amount)} of its bank loan`
    case 'sellToMarket':
      return `${name(cmd.power)} sold ${unitsOf(cmd.units, cmd.resource)} to the market for ${formatMoney(moneyIn(entry, cmd.power))}`
    case 'buyFromMarket':
      return `${name(cmd.power)} bought ${unitsOf(cmd.units, cmd.resource)} from the market for ${formatMoney(moneyOut(entry, cmd.power))}`
    case 'tradeResources':
      return `${name(cmd.seller)} sold ${unitsOf(cmd.units, cmd.resource)} to ${name(cmd.buyer)} for ${formatMoney(cmd.price)}`
    case 'correctCash':
      return `Correction: ${name(cmd.power)} cash set to ${formatMoney(cmd.cash)}`
    case 'correctSupply':
      return `Correction: ${name(cmd.power)} ${rowName(cmd.row)} set to ${cmd.value}`
    case 'correctForces': {
      // The `forces` record (any unit of the game's table) and the older armies and navies fields.
      const named: Record<string, number | undefined> = { ...cmd.forces, ...(cmd.armies === undefined ? {} : { armies: cmd.armies }), ...(cmd.navies === undefined ? {} : { navies: cmd.navies }) }
      const counts = Object.entries(named).map(([id, n]) => `${n} ${(n === 1 ? findUnit(id)?.name : findUnit(id)?.plural) ?? id}`)
      return `Correction: ${name(cmd.power)} forces set to ${counts.join(', ')}`
    }
    case 'correctLoans':
      return `Correction: ${name(cmd.power)} bank loans set to ${formatMoney(cmd.loans)}`
    case 'correctMarket':
      return `Correction: ${cmd.resource} market meter moved`
    case 'addCompany':
      return `Correction: ${name(cmd.power)} received the card ${cmd.company.name || cmd.company.territory}`
    case 'removeCompany':
      return `Correction: a card removed from ${name(cmd.power)}`
    case 'placeBid':
      // Never say which way: the bids stay secret until revealed.
      return `${name(cmd.power)} placed a secret bid`
    case 'revealBids':
      return 'Bids revealed'
    case 'setSequence':
      return 'Player sequence rolled'
    case 'rollSequenceDie':
      return `${name(cmd.power)} rolled ${cmd.face} for the player sequence`
    case 'clearSequenceRolls':
      return 'Player sequence dice cleared, to roll again from the start'
    case 'passTurn':
      return `${name(cmd.power)} passed`
    case 'endTurn':
      return `${name(cmd.power)} ended its turn`
    case 'advancePlay':
      return 'The Marshall moved the game on'
    case 'settleStage1':
      return `${name(cmd.power)} paid Stage 1 salaries and loans (${formatMoney(moneyOut(entry, cmd.power))})`
    case 'payArrears':
      return `${name(cmd.power)} paid its interest in arrears`
    case 'collectProduction':
      return 'Production transferred to the supply centers'
    case 'fightBattle': {
      const foe = cmd.defender === 'militia' ? 'the militia' : name(cmd.defender)
      const rolls = `${cmd.attackerDice.join('+') || 'no dice'} against ${cmd.defenderDice.join('+')}`
      return `${name(cmd.attacker)} attacked ${foe} in ${cmd.target} (${rolls})`
    }
    case 'nuclearStrike': {
      const foe = cmd.defender === 'unoccupied' ? 'an unoccupied zone' : name(cmd.defender)
      const zones = [...new Set(cmd.targets.map((t) => t.zone))].join(', ')
      const champions = (cmd.champions ?? []).filter((c) => c.dice.length > 0).map((c) => `${name(c.power)} ${c.dice.join('+')}`)
      const screen = [cmd.defenderLstarDice.length > 0 ? `L-stars ${cmd.defenderLstarDice.join('+')}` : 'no L-stars', ...champions.map((c) => `champion ${c}`)].join(', ')
      const roulette = cmd.rouletteDice !== undefined ? `; Nuclear Roulette dice ${cmd.rouletteDice.join(', ')}` : cmd.rouletteDie === undefined ? '' : `; Nuclear Roulette die ${cmd.rouletteDie}`
      const nukes = cmd.targets.length
      const tactic = cmd.firstStrike ? 'First strike: ' : cmd.retaliation ? 'Retaliation: ' : ''
      return `${tactic}${name(cmd.attacker)} fired ${nukes} nuke${nukes === 1 ? '' : 's'} at ${foe} (${zones}; ${screen}${roulette})`
    }
    case 'spaceBlast': {
      const dice = cmd.screenDice.filter((s) => s.dice.length > 0).map((s) => `${name(s.power)} ${s.dice.join('+')}`).join(', ') || 'no L-stars'
      return `${name(cmd.attacker)} fired ${cmd.nukes} nuke${cmd.nukes === 1 ? '' : 's'} at the L-stars in space (${dice})`
    }
    case 'lstarClash':
      return `${name(cmd.attacker)}'s L-star clashed with ${name(cmd.defender)}'s (${cmd.attackerDie} against ${cmd.defenderDie})`
    case 'captureTerritory':
      return `${name(cmd.attacker)} captured ${cmd.territory}, a home territory of ${name(cmd.defender)}`
    case 'captureNeutralTerritory':
      return `${name(cmd.attacker)} captured ${cmd.territory}, a neutral territory${cmd.defender === 'militia' ? ' (from the militia)' : `, from ${name(cmd.defender)}`}`
    case 'liberateTerritory':
      return `${name(cmd.power)} liberated its home territory ${cmd.territory}`
    case 'claimSpoils':
      return `${name(cmd.victor)} took the spoils of war from ${name(cmd.defeated)} (The Capture: ${formatMoney(moneyOut(entry, cmd.defeated))} cash, supplies, cards and forces; debts forgotten)`
    case 'destroyPower':
      return `${name(cmd.power)} was destroyed (The Destruction: ${formatMoney(moneyOut(entry, cmd.power))} to the bank, everything else out of the game)`
    case 'declareBankrupt':
      return `${name(cmd.power)} left the game bankrupt (${formatMoney(moneyOut(entry, cmd.power))} to the bank, everything else out of the game, debts forgotten)`
    case 'surrenderZone':
      return `${name(cmd.defender)} surrendered ${cmd.zone} to ${name(cmd.attacker)}`
    case 'declineCounterattack':
      return `${name(cmd.power)} declined its counterattack`
    case 'withdrawFromZone': {
      const paid = (c: { grain: number; oil: number }) => [c.grain > 0 ? unitsOf(c.grain, 'grain') : '', c.oil > 0 ? unitsOf(c.oil, 'oil') : ''].filter(Boolean).join(' and ') || 'no supplies'
      const line = `${name(cmd.defender)} withdrew from ${cmd.zone} before ${name(cmd.attacker)}'s attack (${paid(moveCost(cmd.defenderMove))})`
      if (!cmd.occupy) return line
      const cards = cmd.occupy.companyIds.length
      return `${line}; ${name(cmd.attacker)} occupied it (${paid(moveCost(cmd.occupy.move))}${cards > 0 ? `, ${cards} resource card${cards === 1 ? '' : 's'} taken` : ''})`
    }
    case 'payMoveCost': {
      const cost = moveCost(cmd)
      return `${name(cmd.power)} paid for a move: ${[cost.grain > 0 ? unitsOf(cost.grain, 'grain') : '', cost.oil > 0 ? unitsOf(cost.oil, 'oil') : ''].filter(Boolean).join(' and ')}`
    }
    case 'buildForces': {
      const sets = forcesCost(cmd.armies, cmd.navies).sets
      return `${name(cmd.power)} built ${listOf([[cmd.armies, 'army', 'armies'], [cmd.navies, 'navy', 'navies']])} (${sets} set${sets === 1 ? '' : 's'} of supplies, ${formatMoney(moneyOut(entry, cmd.power))})`
    }
    case 'buildWeapons':
      return `${name(cmd.power)} built ${listOf([[cmd.nukes, 'nuke', 'nukes'], [cmd.lstars, 'L-star', 'L-stars']])} (${formatMoney(moneyOut(entry, cmd.power))})`
    case 'research': {
      const card = cmd.weapon === 'nukes' ? 'the nuke card' : 'the L-star card'
      const cards = listOf([[cmd.cardsTurned, 'card', 'cards']])
      const firstNuke = entry.events.some((e) => e.type === 'supplyChanged' && e.row === 'nukes') ? ' and built its first nuke' : ''
      return cmd.found
        ? `${name(cmd.power)} found ${card} after ${cards}${firstNuke} (${formatMoney(moneyOut(entry, cmd.power))})`
        : `${name(cmd.power)} turned ${cards} looking for ${card} and stopped (${formatMoney(moneyOut(entry, cmd.power))})`
    }
    case 'sellArms':
      return `${name(cmd.seller)} sold ${listOf([[cmd.armies, 'army', 'armies'], [cmd.navies, 'navy', 'navies'], [cmd.nukes, 'nuke', 'nukes'], [cmd.lstars, 'L-star', 'L-stars']])} to ${name(cmd.buyer)} for ${formatMoney(cmd.price)}`
    case 'sellTerritory': {
      const cards = entry.events.filter((e) => e.type === 'companyAdded').length
      return `${name(cmd.seller)} sold ${cmd.territory} to ${name(cmd.buyer)} for ${formatMoney(cmd.price)} (${listOf([[cmd.armies, 'army', 'armies'], [cards, 'card', 'cards']])} passed)`
    }
    case 'prospect': {
      const cards = `${listOf([[cmd.cardsTurned, 'card', 'cards']])}, ${formatMoney(moneyOut(entry, cmd.power))}`
      const added = entry.events.find((e) => e.type === 'companyAdded')
      if (cmd.outcome === 'found' && added?.type === 'companyAdded') return `${name(cmd.power)} prospected for ${cmd.resource} and kept ${added.company.name} face down (${cards})`
      return `${name(cmd.power)} prospected for ${cmd.resource}: ${cmd.outcome === 'returned' ? 'the card went back to the deck (occupied or nuked territory)' : 'stopped, cutting losses'} (${cards})`
    }
    case 'orderDropShip':
      return `${name(cmd.buyer)} ordered ${unitsOf(cmd.units, cmd.resource)} by drop-ship from ${name(cmd.seller)}'s next production for ${formatMoney(cmd.price)}`
    case 'closeCompany':
      return `${name(cmd.power)} closed ${cardName(entry)}`
    case 'openCompany': {
      const paid = moneyOut(entry, cmd.power)
      return `${name(cmd.power)} ${paid > 0 ? 'reopened' : 'opened'} ${cardName(entry)}${paid > 0 ? ` for ${formatMoney(paid)}` : ''}`
    }
    case 'sellCompany':
      return `${name(cmd.seller)} sold ${cardName(entry)} to ${name(cmd.buyer)} for ${formatMoney(cmd.price)}`
    case 'transferCompany':
      return `${name(cmd.to)} took ${cardName(entry)} from ${name(cmd.from)} (${TRANSFER_NAMES[cmd.reason]})`
    case 'endGame':
      return `The game ended by Detente (${cmd.reason === 'agreement' ? 'by agreement' : cmd.reason === 'cycles' ? 'the agreed cycles are played' : 'the agreed time has come'})`
    case 'setEndTerms':
      return `How the game ends: ${endTermsText(cmd.terms)}`
    case 'setBlockade':
      return cmd.blockaded ? `${cmd.territory} (${name(cmd.power)}) is under blockade` : `The blockade of ${cmd.territory} (${name(cmd.power)}) is lifted`
    case 'setSiege':
      return cmd.besieged ? `${name(cmd.power)} is under siege` : `The siege of ${name(cmd.power)} is lifted`
    default:
      // An optional module's commands are worded by its own file (module-wording.ts).
      return describeModuleCommand(cmd, entry, lookup)
  }
}

const TRANSFER_NAMES = { capture: 'captured', squatting: "squatter's rights", surrender: 'surrendered' } as const

/** "4 armies and 1 navy", leaving out zero counts. */
function listOf(items: [number, string, string][]): string {
  const parts = items.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
  return parts.length <= 1 ? (parts[0] ?? 'nothing') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

/** The name of the card an entry moved, opened or closed. */
function cardName(entry: LogEntry): string {
  for (const e of entry.events) {
    if (e.type === 'companyChanged') return e.to.name
    if (e.type === 'companyAdded' || e.type === 'companyRemoved') return e.company.name
  }
  return 'a company'
}

function moneyIn(entry: LogEntry, account: Account): number {
  return entry.events.reduce((sum, e) => (e.type === 'moneyTransferred' && e.to === account ? sum + e.amount : sum), 0)
}

function moneyOut(entry: LogEntry, account: Account): number {
  return entry.events.reduce((sum, e) => (e.type === 'moneyTransferred' && e.from === account ? sum + e.amount : sum), 0)
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** One line per event: what changed, and what to move on the physical board. */
export function describeEvent(event: GameEvent, settings: GameSettings): string | undefined {
  switch (event.type) {
    case 'gameStarted':
      return undefined
    case 'moneyTransferred':
      return `${formatMoney(event.amount)}: ${accountLabel(event.from)} → ${accountLabel(event.to)}`
    case 'marketMoved': {
      const spots = Math.abs(event.to - event.from)
      const way = event.to < event.from ? 'left' : 'right'
      const move = spots === 0 ? 'meter stays (end of the index)' : `move the meter ${spots} spot${spots === 1 ? '' : 's'} ${way}`
      return `${RESOURCE_LABELS[event.resource]} market ${formatMoney(priceAt(settings, event.from))} → ${formatMoney(priceAt(settings, event.to))}: ${move}`
    }
    case 'supplyChanged': {
      const lost = event.lost ? ` (${event.lost} lost: row full)` : ''
      return `${SUPERPOWERS[event.power].name} ${rowName(event.row)} ${event.from} → ${event.to}${lost}`
    }
    case 'loanChanged':
      return `${SUPERPOWERS[event.power].name} bank loans ${formatMoney(event.from)} → ${formatMoney(event.to)}`
    case 'forcesChanged':
      return `${SUPERPOWERS[event.power].name} ${findUnit(event.force)?.plural ?? event.force} ${event.from} → ${event.to}`
    case 'companyAdded':
      return `${SUPERPOWERS[event.power].name} gains ${event.company.name} (${event.company.territory}, ${event.company.units} ${event.company.resource})`
    case 'companyRemoved':
      return `${SUPERPOWERS[event.power].name} loses ${event.company.name} (${event.company.territory})`
    case 'companyChanged':
      return `${SUPERPOWERS[event.power].name} ${event.to.isOpen ? 'opens' : 'closes'} ${event.to.name}`
    case 'slicePatched':
    case 'gameEnded':
      return undefined
    case 'endTermsChanged':
      return `Was: ${endTermsText(event.from)}`
  }
}

export function describeEntry(entry: LogEntry, settings: GameSettings, lookup: (seq: number) => LogEntry | undefined): EntryDescription {
  const cmd = entry.command
  if (cmd.kind === 'undo' || cmd.kind === 'redo') {
    const target = lookup(cmd.target)
    const what = target && target.command.kind !== 'undo' && target.command.kind !== 'redo' ? describeCommand(target.command, target, lookup) : `action ${cmd.target}`
    return { title: `${cmd.kind === 'undo' ? 'Undid' : 'Redid'}: ${what}`, details: [], isCorrection: false }
  }
  const reason = 'reason' in cmd ? [`Reason: ${cmd.reason}`] : []
  const details = entry.events.filter((e) => e.type !== 'moneyTransferred' || cmd.kind !== 'startGame').map((e) => describeEvent(e, settings))
  return {
    title: describeCommand(cmd, entry, lookup),
    details: [...details.filter((d): d is string => d !== undefined), ...reason],
    isCorrection: 'reason' in cmd,
  }
}
