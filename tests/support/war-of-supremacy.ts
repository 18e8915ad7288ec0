import type { StartGame } from '@/domain'
import { WAR_OF_SUPREMACY, type CombatForm, type WosSetup, type WosState } from '@/domain/modules/war-of-supremacy'
import { playableGame } from './guided'

export const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay']

/** A War of Supremacy setup: `n` players, the first seat rolling highest, Wild and "Northreach" turned. */
export function wosSetup(n = 3, changes: Partial<WosSetup> = {}): WosSetup {
  const rolls = Array.from({ length: n }, (_, i) => (i === 0 ? 6 : 2))
  return { players: NAMES.slice(0, n), variants: {}, firstRolls: [rolls], forms: ['wild'], territory: 'Northreach', ...changes }
}

export function wosStart(setup: WosSetup = wosSetup()): StartGame {
  return {
    kind: 'startGame',
    gameId: 'wos-test',
    title: 'War of Supremacy test',
    openMode: 'standard',
    ruleset: { ...WAR_OF_SUPREMACY, modules: [] },
    settings: {} as StartGame['settings'],
    powers: [],
    warOfSupremacy: setup,
  }
}

/** A War of Supremacy game as a fold, and a way to play commands into it (refusals throw). */
export function wosGame(setup: WosSetup = wosSetup()) {
  const game = playableGame(wosStart(setup))
  const wos = (): WosState => game.state.warOfSupremacy!
  const seat = (name: string) => wos().players.find((p) => p.name === name)!.id
  return {
    ...game,
    get state() {
      return game.state
    },
    get wos() {
      return wos()
    },
    seat,
    /** The current player sends a creature with these Wild/Magic/Blade scores. */
    attack(name: string, scores: [number, number, number], field = 'f1') {
      const [wild, magic, blade] = scores
      return game.do({ kind: 'playCreature', player: wos().turn.player, field, name, scores: { wild, magic, blade }, fromHand: true })
    },
    resolve(field = 'f1', winner?: 'attacker' | 'defender') {
      return game.do({ kind: 'resolveCombat', player: wos().turn.player, field, ...(winner ? { winner } : {}) })
    },
    /** Pick up and end the current turn. */
    finishTurn() {
      const player = wos().turn.player
      game.do({ kind: 'pickUpCards', player })
      return game.do({ kind: 'endCardTurn', player })
    },
    /** A whole turn: send these creatures (none: no attack), resolve, pick up, end. */
    turn(creatures: [number, number, number][] = [], field = 'f1') {
      creatures.forEach((s, i) => this.attack(`Creature ${i + 1}`, s, field))
      this.resolve(field)
      return this.finishTurn()
    },
    form(forms: CombatForm[], territory?: string, field = 'f1') {
      return game.do({ kind: 'turnCombatForm', field, forms, ...(territory !== undefined ? { territory } : {}) })
    },
  }
}
