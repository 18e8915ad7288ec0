import { accountName, findUnit } from '../domain/rules'
import type { Command } from '../domain/kernel/commands'
import type { GameSettings } from '../domain/kernel/settings'
import type { GameEvent, TransferReason } from '../domain/kernel/events'
import { isPowerId, type Account, type PowerId, type Resource, type SupplyRow } from '../domain/kernel/ids'
import type { LogEntry } from '../domain/kernel/log'
import { priceAt } from '../domain/modules/market/price-index'
import { RESOURCE_LABELS } from './labels'
import { endTermsText } from './terms-text'
import { forcesCost, moveCost } from '../domain/modules/play/costs'
import { describeModuleCommand, moduleAccountLabel } from './module-wording'
import { describeWosStart } from './wos-text'
import { logWords as w, PURPOSES, purposeWords } from './catalogs/log'
import { powerName } from './catalogs/powers'
import { money } from './catalogs/common'
import { homeWords } from './catalogs/home'
import { liveWords } from './i18n/words'

/**
 * Log lines in the reader's language, with the money and meter changes each action made. The log
 * keeps commands and events (codes and values); the sentences are made here, from the `log`
 * catalog, each time a line is shown (issue 29). The optional modules word their own commands
 * (module-wording.ts), in English for now.
 */
export interface EntryDescription {
  title: string
  details: string[]
  isCorrection: boolean
}

const PURPOSE_KEYS: Record<TransferReason, keyof typeof PURPOSES> = {
  'starting-cash': 'startingCash',
  'market-sale': 'marketSale',
  'market-purchase': 'marketPurchase',
  'resource-trade': 'resourceTrade',
  loan: 'loan',
  'loan-repayment': 'loanRepayment',
  interest: 'interest',
  salary: 'salary',
  'player-loan': 'playerLoan',
  deal: 'deal',
  other: 'other',
  correction: 'correction',
  build: 'build',
  research: 'research',
  prospecting: 'prospecting',
  reopening: 'reopening',
  'arms-sale': 'armsSale',
  'company-sale': 'companySale',
  'territory-sale': 'territorySale',
  'drop-ship': 'dropShip',
  'spoils-of-war': 'spoilsOfWar',
  bankruptcy: 'bankruptcy',
  labor: 'labor',
  'labor-demand': 'laborDemand',
}

/** Why money moved, in the reader's language ("bank loan"); getters, so a change of language shows. */
export const PURPOSE_NAMES: Readonly<Record<TransferReason, string>> = liveWords(Object.keys(PURPOSE_KEYS) as TransferReason[], (reason) => purposeWords(PURPOSE_KEYS[reason]))

/** Rows in running text: "oil", "L-stars" (their own words: German keeps its capitals). */
const ROW_KEYS = { grain: 'rowGrain', oil: 'rowOil', minerals: 'rowMinerals', nukes: 'rowNukes', lstars: 'rowLstars' } as const
export function rowName(row: SupplyRow): string {
  return w(ROW_KEYS[row])
}

/**
 * "the bank", "USA", or a module's account by the name its module gives it ("warlords:treasury" →
 * "the warlords and pirates"); an account no module names, by its id's name part.
 */
export function accountLabel(account: Account): string {
  if (account === 'bank') return w('theBank')
  if (isPowerId(account)) return powerName(account)
  return moduleAccountLabel(account) ?? accountName(account) ?? account.slice(account.indexOf(':') + 1).replace(/-/g, ' ')
}

const UNITS_KEYS = { grain: 'unitsGrain', oil: 'unitsOil', minerals: 'unitsMinerals' } as const
/** "3 oil", "1 mineral". */
function unitsOf(n: number, resource: Resource): string {
  return w(UNITS_KEYS[resource], { n }, n)
}

/** A force's name in running text ("armies"); the optional modules' units keep their module's name. */
export function forceName(force: string): string {
  if (force === 'armies') return w('rowArmies')
  if (force === 'navies') return w('rowNavies')
  return findUnit(force)?.plural ?? force
}

/** "4 armies", "1 navy"; a module's unit by its module's name. */
function forceCount(force: string, n: number): string {
  if (force === 'armies' || force === 'navies') return w(force, { n }, n)
  return `${n} ${(n === 1 ? findUnit(force)?.name : findUnit(force)?.plural) ?? force}`
}

/** "2 grain and 1 oil", or `none` when nothing was paid. */
function suppliesPaid(c: { grain: number; oil: number }, none: string): string {
  return andList([c.grain > 0 ? unitsOf(c.grain, 'grain') : '', c.oil > 0 ? unitsOf(c.oil, 'oil') : ''].filter(Boolean), none)
}

/** "a, b and c"; `empty` for no item. */
function andList(parts: readonly string[], empty: string): string {
  return parts.length <= 1 ? (parts[0] ?? empty) : w('listAnd', { rest: parts.slice(0, -1).join(', '), last: parts.at(-1)! })
}

type CountKey = 'armies' | 'navies' | 'nukes' | 'lstars' | 'cards'
/** "4 armies and 1 navy", leaving out zero counts. */
function listOf(items: readonly [number, CountKey][]): string {
  return andList(items.filter(([n]) => n > 0).map(([n, key]) => w(key, { n }, n)), w('nothing'))
}

const TRANSFER_KEYS = { capture: 'howCapture', squatting: 'howSquatting', surrender: 'howSurrender' } as const
const END_KEYS = { agreement: 'endAgreement', cycles: 'endCycles', clock: 'endClock' } as const

function describeCommand(cmd: Command, entry: LogEntry, lookup?: (seq: number) => LogEntry | undefined): string {
  const name = (id: Account) => accountLabel(id)
  const spent = (power: PowerId) => money(moneyOut(entry, power))
  switch (cmd.kind) {
    case 'startGame': {
      if (cmd.warOfSupremacy) return describeWosStart(cmd, entry)
      // The open's names are the home screen's.
      const open = cmd.ruleset?.economy === 'cash-flow' ? w('openCashFlow') : homeWords(cmd.openMode === 'random' ? 'randomOpen' : 'standardOpen')
      const powers = cmd.powers.map((p) => w('powerPlayer', { power: name(p.id), player: p.player })).join(', ')
      return w('gameStarted', { open, powers })
    }
    case 'transferMoney': {
      const values = { from: name(cmd.from), to: name(cmd.to), amount: money(cmd.amount), purpose: PURPOSE_NAMES[cmd.purpose] }
      return capital(cmd.note ? w('paidNote', { ...values, note: cmd.note }) : w('paid', values))
    }
    case 'takeLoan':
      return w('tookLoan', { power: name(cmd.power), amount: money(cmd.amount) })
    case 'repayLoan':
      return w('repaidLoan', { power: name(cmd.power), amount: money(cmd.amount) })
    case 'sellToMarket':
      return w('soldToMarket', { power: name(cmd.power), units: unitsOf(cmd.units, cmd.resource), amount: money(moneyIn(entry, cmd.power)) })
    case 'buyFromMarket':
      return w('boughtFromMarket', { power: name(cmd.power), units: unitsOf(cmd.units, cmd.resource), amount: spent(cmd.power) })
    case 'tradeResources':
      return w('traded', { seller: name(cmd.seller), units: unitsOf(cmd.units, cmd.resource), buyer: name(cmd.buyer), amount: money(cmd.price) })
    case 'correctCash':
      return w('correctCash', { power: name(cmd.power), amount: money(cmd.cash) })
    case 'correctSupply':
      return w('correctSupply', { power: name(cmd.power), row: rowName(cmd.row), value: cmd.value })
    case 'correctForces': {
      // The `forces` record (any unit of the game's table) and the older armies and navies fields.
      const named: Record<string, number | undefined> = { ...cmd.forces, ...(cmd.armies === undefined ? {} : { armies: cmd.armies }), ...(cmd.navies === undefined ? {} : { navies: cmd.navies }) }
      const counts = Object.entries(named).map(([id, n]) => forceCount(id, n ?? 0))
      return w('correctForces', { power: name(cmd.power), forces: counts.join(', ') })
    }
    case 'correctLoans':
      return w('correctLoans', { power: name(cmd.power), amount: money(cmd.loans) })
    case 'correctMarket':
      return w('correctMarket', { resource: rowName(cmd.resource) })
    case 'addCompany':
      return w('addCompany', { power: name(cmd.power), card: cmd.company.name || cmd.company.territory })
    case 'removeCompany':
      return w('removeCompany', { power: name(cmd.power) })
    case 'placeBid':
      // Never say which way: the bids stay secret until revealed.
      return w('placeBid', { power: name(cmd.power) })
    case 'revealBids':
      return w('revealBids')
    case 'setSequence':
      return w('setSequence')
    case 'rollSequenceDie':
      return w('rollSequenceDie', { power: name(cmd.power), face: cmd.face })
    case 'clearSequenceRolls':
      return w('clearSequenceRolls')
    case 'passTurn':
      return w('passTurn', { power: name(cmd.power) })
    case 'endTurn':
      return w('endTurn', { power: name(cmd.power) })
    case 'advancePlay':
      return w('advancePlay')
    case 'settleStage1':
      return w('settleStage1', { power: name(cmd.power), amount: spent(cmd.power) })
    case 'payArrears':
      return w('payArrears', { power: name(cmd.power) })
    case 'collectProduction':
      return w('collectProduction')
    case 'fightBattle': {
      const foe = cmd.defender === 'militia' ? w('theMilitia') : name(cmd.defender)
      const rolls = w('diceAgainst', { attacker: cmd.attackerDice.join('+') || w('noDice'), defender: cmd.defenderDice.join('+') })
      return w('battle', { attacker: name(cmd.attacker), defender: foe, target: cmd.target, rolls })
    }
    case 'nuclearStrike': {
      const foe = cmd.defender === 'unoccupied' ? w('unoccupiedZone') : name(cmd.defender)
      const zones = [...new Set(cmd.targets.map((t) => t.zone))].join(', ')
      const champions = (cmd.champions ?? []).filter((c) => c.dice.length > 0).map((c) => w('champion', { power: name(c.power), dice: c.dice.join('+') }))
      const screen = [cmd.defenderLstarDice.length > 0 ? w('screenLstars', { dice: cmd.defenderLstarDice.join('+') }) : w('noLstars'), ...champions].join(', ')
      const roulette = cmd.rouletteDice !== undefined ? w('rouletteDice', { dice: cmd.rouletteDice.join(', ') }) : cmd.rouletteDie === undefined ? '' : w('rouletteDie', { die: cmd.rouletteDie })
      const nukes = cmd.targets.length
      const details = [zones, screen, roulette].filter(Boolean).join('; ')
      const line = w('nuclearStrike', { attacker: name(cmd.attacker), defender: foe, details, n: nukes }, nukes)
      return cmd.firstStrike ? w('firstStrike', { line }) : cmd.retaliation ? w('retaliation', { line }) : line
    }
    case 'spaceBlast': {
      const dice = cmd.screenDice.filter((s) => s.dice.length > 0).map((s) => w('powerDice', { power: name(s.power), dice: s.dice.join('+') })).join(', ') || w('noLstars')
      return w('spaceBlast', { attacker: name(cmd.attacker), dice, n: cmd.nukes }, cmd.nukes)
    }
    case 'lstarClash':
      return w('lstarClash', { attacker: name(cmd.attacker), defender: name(cmd.defender), attackerDie: cmd.attackerDie, defenderDie: cmd.defenderDie })
    case 'captureTerritory':
      return w('captureTerritory', { attacker: name(cmd.attacker), territory: cmd.territory, defender: name(cmd.defender) })
    case 'captureNeutralTerritory':
      return cmd.defender === 'militia'
        ? w('captureNeutralMilitia', { attacker: name(cmd.attacker), territory: cmd.territory })
        : w('captureNeutral', { attacker: name(cmd.attacker), territory: cmd.territory, defender: name(cmd.defender) })
    case 'liberateTerritory':
      return w('liberateTerritory', { power: name(cmd.power), territory: cmd.territory })
    case 'claimSpoils':
      return w('claimSpoils', { victor: name(cmd.victor), defeated: name(cmd.defeated), amount: spent(cmd.defeated) })
    case 'destroyPower':
      return w('destroyPower', { power: name(cmd.power), amount: spent(cmd.power) })
    case 'declareBankrupt':
      return w('declareBankrupt', { power: name(cmd.power), amount: spent(cmd.power) })
    case 'surrenderZone':
      return w('surrenderZone', { defender: name(cmd.defender), zone: cmd.zone, attacker: name(cmd.attacker) })
    case 'declineCounterattack':
      return w('declineCounterattack', { power: name(cmd.power) })
    case 'withdrawFromZone': {
      const values = { defender: name(cmd.defender), zone: cmd.zone, attacker: name(cmd.attacker), paid: suppliesPaid(moveCost(cmd.defenderMove), w('noSupplies')) }
      if (!cmd.occupy) return w('withdrew', values)
      const occupyPaid = suppliesPaid(moveCost(cmd.occupy.move), w('noSupplies'))
      const cards = cmd.occupy.companyIds.length
      return cards > 0 ? w('withdrewOccupiedCards', { ...values, occupyPaid, cards: w('cardsTaken', { n: cards }, cards) }) : w('withdrewOccupied', { ...values, occupyPaid })
    }
    case 'payMoveCost':
      return w('payMove', { power: name(cmd.power), paid: suppliesPaid(moveCost(cmd), '') })
    case 'buildForces': {
      const sets = forcesCost(cmd.armies, cmd.navies).sets
      const forces = listOf([[cmd.armies, 'armies'], [cmd.navies, 'navies']])
      return w('buildForces', { power: name(cmd.power), forces, sets: w('supplySets', { n: sets }, sets), amount: spent(cmd.power) })
    }
    case 'buildWeapons':
      return w('buildWeapons', { power: name(cmd.power), weapons: listOf([[cmd.nukes, 'nukes'], [cmd.lstars, 'lstars']]), amount: spent(cmd.power) })
    case 'research': {
      const values = { power: name(cmd.power), card: w(cmd.weapon === 'nukes' ? 'nukeCard' : 'lstarCard'), cards: listOf([[cmd.cardsTurned, 'cards']]), amount: spent(cmd.power) }
      if (!cmd.found) return w('researchStopped', values)
      const firstNuke = entry.events.some((e) => e.type === 'supplyChanged' && e.row === 'nukes')
      return w(firstNuke ? 'researchFoundFirstNuke' : 'researchFound', values)
    }
    case 'sellArms': {
      const arms = listOf([[cmd.armies, 'armies'], [cmd.navies, 'navies'], [cmd.nukes, 'nukes'], [cmd.lstars, 'lstars']])
      return w('sellArms', { seller: name(cmd.seller), arms, buyer: name(cmd.buyer), amount: money(cmd.price) })
    }
    case 'sellTerritory': {
      const cards = entry.events.filter((e) => e.type === 'companyAdded').length
      const passed = listOf([[cmd.armies, 'armies'], [cards, 'cards']])
      return w('sellTerritory', { seller: name(cmd.seller), territory: cmd.territory, buyer: name(cmd.buyer), amount: money(cmd.price), passed })
    }
    case 'prospect': {
      const values = { power: name(cmd.power), resource: rowName(cmd.resource), cards: listOf([[cmd.cardsTurned, 'cards']]), amount: spent(cmd.power) }
      const added = entry.events.find((e) => e.type === 'companyAdded')
      if (cmd.outcome === 'found' && added?.type === 'companyAdded') return w('prospectFound', { ...values, card: added.company.name })
      return w(cmd.outcome === 'returned' ? 'prospectReturned' : 'prospectStopped', values)
    }
    case 'orderDropShip':
      return w('dropShip', { buyer: name(cmd.buyer), units: unitsOf(cmd.units, cmd.resource), seller: name(cmd.seller), amount: money(cmd.price) })
    case 'closeCompany':
      return w('closeCompany', { power: name(cmd.power), card: cardName(entry) })
    case 'openCompany': {
      const paid = moneyOut(entry, cmd.power)
      const values = { power: name(cmd.power), card: cardName(entry) }
      return paid > 0 ? w('reopenCompany', { ...values, amount: money(paid) }) : w('openCompany', values)
    }
    case 'sellCompany':
      return w('sellCompany', { seller: name(cmd.seller), card: cardName(entry), buyer: name(cmd.buyer), amount: money(cmd.price) })
    case 'transferCompany':
      return w('transferCompany', { to: name(cmd.to), card: cardName(entry), from: name(cmd.from), how: w(TRANSFER_KEYS[cmd.reason]) })
    case 'endGame':
      return w('endGame', { why: w(END_KEYS[cmd.reason === 'agreement' ? 'agreement' : cmd.reason === 'cycles' ? 'cycles' : 'clock']) })
    case 'setEndTerms':
      return w('setEndTerms', { terms: endTermsText(cmd.terms) })
    case 'setBlockade':
      return w(cmd.blockaded ? 'blockade' : 'blockadeLifted', { territory: cmd.territory, power: name(cmd.power) })
    case 'setSiege':
      return w(cmd.besieged ? 'siege' : 'siegeLifted', { power: name(cmd.power) })
    default:
      // An optional module's commands are worded by its own file (module-wording.ts).
      return describeModuleCommand(cmd, entry, lookup)
  }
}

/** The name of the card an entry moved, opened or closed. */
function cardName(entry: LogEntry): string {
  for (const e of entry.events) {
    if (e.type === 'companyChanged') return e.to.name
    if (e.type === 'companyAdded' || e.type === 'companyRemoved') return e.company.name
  }
  return w('aCompany')
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
      return w('moneyMoved', { amount: money(event.amount), from: accountLabel(event.from), to: accountLabel(event.to) })
    case 'marketMoved': {
      const spots = Math.abs(event.to - event.from)
      const move = spots === 0 ? w('meterStays') : w(event.to < event.from ? 'meterLeft' : 'meterRight', { n: spots }, spots)
      return w('marketMoved', { resource: RESOURCE_LABELS[event.resource], from: money(priceAt(settings, event.from)), to: money(priceAt(settings, event.to)), move })
    }
    case 'supplyChanged': {
      const values = { power: powerName(event.power), row: rowName(event.row), from: event.from, to: event.to }
      return event.lost ? w('supplyChangedLost', { ...values, lost: event.lost }) : w('supplyChanged', values)
    }
    case 'loanChanged':
      return w('loanChanged', { power: powerName(event.power), from: money(event.from), to: money(event.to) })
    case 'forcesChanged':
      return w('forcesChanged', { power: powerName(event.power), force: forceName(event.force), from: event.from, to: event.to })
    case 'companyAdded': {
      const c = event.company
      return w('companyAdded', { power: powerName(event.power), card: c.name, territory: c.territory, units: c.units, resource: rowName(c.resource) })
    }
    case 'companyRemoved':
      return w('companyRemoved', { power: powerName(event.power), card: event.company.name, territory: event.company.territory })
    case 'companyChanged':
      return w(event.to.isOpen ? 'companyOpens' : 'companyCloses', { power: powerName(event.power), card: event.to.name })
    case 'slicePatched':
    case 'gameEnded':
      return undefined
    case 'endTermsChanged':
      return w('termsWas', { terms: endTermsText(event.from) })
  }
}

export function describeEntry(entry: LogEntry, settings: GameSettings, lookup: (seq: number) => LogEntry | undefined): EntryDescription {
  const cmd = entry.command
  if (cmd.kind === 'undo' || cmd.kind === 'redo') {
    const target = lookup(cmd.target)
    const what = target && target.command.kind !== 'undo' && target.command.kind !== 'redo' ? describeCommand(target.command, target, lookup) : w('actionSeq', { seq: cmd.target })
    return { title: w(cmd.kind === 'undo' ? 'undid' : 'redid', { what }), details: [], isCorrection: false }
  }
  const reason = 'reason' in cmd ? [w('reason', { reason: cmd.reason })] : []
  const details = entry.events.filter((e) => e.type !== 'moneyTransferred' || cmd.kind !== 'startGame').map((e) => describeEvent(e, settings))
  return {
    title: describeCommand(cmd, entry, lookup),
    details: [...details.filter((d): d is string => d !== undefined), ...reason],
    isCorrection: 'reason' in cmd,
  }
}
