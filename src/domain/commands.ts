import type { Account, PowerId, Resource, SupplyRow } from './ids'
import type { Millions } from './money'
import type { GameSettings } from './data/settings'
import type { OpenMode } from './state'
import type { PlayCommand } from './play/commands'
import type { BattleCommand } from './battle/commands'
import type { EndgameCommand } from './endgame/commands'

/** What a person asks for, imperative. `decide` turns one into events or a refusal. */
export type Command =
  | StartGame
  | TransferMoney
  | TakeLoan
  | RepayLoan
  | SellToMarket
  | BuyFromMarket
  | TradeResources
  | CorrectCash
  | CorrectSupply
  | CorrectForces
  | CorrectLoans
  | CorrectMarket
  | AddCompany
  | RemoveCompany
  | PlayCommand
  | BattleCommand
  | EndgameCommand

export type CommandKind = Command['kind']

/** A card typed in by the players (Random Open deals, prospecting finds, house cards). */
export interface CompanyInput {
  name: string
  territory: string
  resource: Resource
  units: number
  origin: PowerId | 'independent'
  isOpen?: boolean
}

export interface StartingPower {
  id: PowerId
  player: string
  /** Random Open only: the cards the power ended up with. Standard Open uses its home six. */
  companies?: CompanyInput[]
  /** Random Open only: the nine bonus resource units, split as the player chose. */
  bonusResources?: Record<Resource, number>
  /** Random Open only: all armies and navies placed (home, foreign cards, ports and 9 bonus). */
  armies?: number
  navies?: number
}

export interface StartGame {
  kind: 'startGame'
  /** Guided: the app runs the Order of Play and refuses actions out of turn. Default: bookkeeping only. */
  guided?: boolean
  gameId: string
  title: string
  openMode: OpenMode
  settings: GameSettings
  powers: StartingPower[]
  /** Random Open only: the two dice rolled (or typed) for each resource's starting price. */
  marketDice?: Record<Resource, [number, number]>
}

export type TransferPurpose = 'salary' | 'interest' | 'resource-trade' | 'player-loan' | 'deal' | 'other'

export interface TransferMoney {
  kind: 'transferMoney'
  from: Account
  to: Account
  amount: Millions
  purpose: TransferPurpose
  note?: string
}

export interface TakeLoan {
  kind: 'takeLoan'
  power: PowerId
  amount: Millions
}

export interface RepayLoan {
  kind: 'repayLoan'
  power: PowerId
  amount: Millions
}

export interface SellToMarket {
  kind: 'sellToMarket'
  power: PowerId
  resource: Resource
  units: number
}

export interface BuyFromMarket {
  kind: 'buyFromMarket'
  power: PowerId
  resource: Resource
  units: number
  /** The player has seen that units beyond the 12-spot row are lost, and buys anyway. */
  acceptLoss?: boolean
}

/** Resources sold between players: money and supplies move, the market does not. */
export interface TradeResources {
  kind: 'tradeResources'
  seller: PowerId
  buyer: PowerId
  resource: Resource
  units: number
  price: Millions
}

interface Correction {
  /** Why the numbers were wrong; shown in the log. Required. */
  reason: string
}

export interface CorrectCash extends Correction {
  kind: 'correctCash'
  power: PowerId
  cash: Millions
}

export interface CorrectSupply extends Correction {
  kind: 'correctSupply'
  power: PowerId
  row: SupplyRow
  value: number
}

export interface CorrectForces extends Correction {
  kind: 'correctForces'
  power: PowerId
  armies: number
  navies: number
}

export interface CorrectLoans extends Correction {
  kind: 'correctLoans'
  power: PowerId
  loans: Millions
}

export interface CorrectMarket extends Correction {
  kind: 'correctMarket'
  resource: Resource
  index: number
}

export interface AddCompany extends Correction {
  kind: 'addCompany'
  power: PowerId
  company: CompanyInput
}

export interface RemoveCompany extends Correction {
  kind: 'removeCompany'
  power: PowerId
  companyId: string
}

export const CORRECTION_KINDS: readonly CommandKind[] = [
  'correctCash',
  'correctSupply',
  'correctForces',
  'correctLoans',
  'correctMarket',
  'addCompany',
  'removeCompany',
]
