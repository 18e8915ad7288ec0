import type { PowerId, Resource } from '../../kernel/ids'
import type { GameSettings } from '../../kernel/settings'
import type { OpenMode } from './slice'
import type { Ruleset } from '../../kernel/ruleset'

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
  /** The rules to play by; absent: the basic game, guided or not as `guided` says. */
  ruleset?: Ruleset
  gameId: string
  title: string
  openMode: OpenMode
  settings: GameSettings
  powers: StartingPower[]
  /** Random Open only: the two dice rolled (or typed) for each resource's starting price. */
  marketDice?: Record<Resource, [number, number]>
}

declare module '../../kernel/registry' {
  interface CommandRegistry {
    startGame: StartGame
  }
}
