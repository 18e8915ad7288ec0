import { currentTurn, decide as basicDecide, eligibleBidders, foldEntries, type Command, type ComposedRules, type GameState, type PowerId } from '@/domain'
import { entry, standardStart } from './games'

/**
 * A guided game as a fold, and a way to play commands into it (refusals throw). `rules` plays it
 * by other composed rules (a test's own modules); by default the app's. `settings` are merged
 * into the default settings (a reading the table chose); `modules` switches optional rule modules on.
 */
export function guidedGame(powers: PowerId[] = ['usa', 'ussr', 'europe'], rules?: ComposedRules, settings: Partial<GameState['settings']> = {}, modules: string[] = []) {
  const standard = standardStart(powers)
  const ruleset = modules.length > 0 ? { ruleset: { economy: 'price-index' as const, sequence: 'guided' as const, modules } } : {}
  const start = { ...standard, settings: { ...standard.settings, ...settings }, guided: true, ...ruleset }
  return playableGame(start, rules ? rules.decide : basicDecide)
}

/**
 * A game started by `start` as a fold, and a way to play commands into it (refusals throw), decided
 * by `decide` (the app's rules by default): the driver every rulebook test's game shares.
 */
export function playableGame(start: Command, decide: (state: GameState, command: Command) => ReturnType<typeof basicDecide> = basicDecide) {
  const mustDecide = (state: GameState, command: Command) => {
    const result = decide(state, command)
    if (!result.ok) throw new Error(`refused: ${result.refusal.message}`)
    return result.value
  }
  const entries = [entry(1, start, mustDecide(foldEntries([]).state, start))]
  let fold = foldEntries(entries)
  return {
    get state(): GameState {
      return fold.state
    },
    get entries() {
      return entries
    },
    do(command: Command): GameState {
      const events = mustDecide(fold.state, command)
      entries.push(entry(entries.length + 1, command, events))
      fold = foldEntries(entries)
      return fold.state
    },
    refuse(command: Command) {
      const result = decide(fold.state, command)
      if (result.ok) throw new Error(`accepted: ${command.kind}`)
      return result.refusal
    },
  }
}

type Guided = Pick<ReturnType<typeof guidedGame>, 'state' | 'do' | 'refuse'>

/**
 * Plays a guided game forward to the blind bid of `stage` in `cycle` (everyone pays Stage 1,
 * production is collected, other stages are passed by bidding no, a phase under way is passed
 * by whoever has the turn), then has `bidders` bid,
 * rolling so that they play in the order given.
 */
export function playTo(g: Guided, target: { cycle?: number; stage: 3 | 4 | 5 | 6 | 7; bidders: PowerId[] }): void {
  const cycle = target.cycle ?? 1
  for (let guard = 0; guard < 100; guard += 1) {
    const play = g.state.play!
    if (play.cycle === cycle && play.stage === target.stage && play.step === 'bid') break
    if (play.stage === 1) {
      for (const id of g.state.order) if (!play.done.includes(id)) g.do({ kind: 'settleStage1', power: id })
      g.do({ kind: 'advancePlay' })
    } else if (play.stage === 2) {
      g.do({ kind: 'collectProduction' })
      g.do({ kind: 'advancePlay' })
    } else if (play.step === 'bid') {
      for (const id of eligibleBidders(g.state, play)) g.do({ kind: 'placeBid', power: id, bid: false })
      g.do({ kind: 'revealBids' })
    } else if (play.step === 'phase' && currentTurn(play) !== undefined) {
      g.do({ kind: 'passTurn', power: currentTurn(play)! })
    } else if (play.step === 'phase' || play.step === 'over') {
      g.do({ kind: 'advancePlay' })
    } else {
      throw new Error(`playTo: stuck at Stage ${play.stage}, step ${play.step}`)
    }
  }
  for (const id of eligibleBidders(g.state, g.state.play!)) g.do({ kind: 'placeBid', power: id, bid: target.bidders.includes(id) })
  g.do({ kind: 'revealBids' })
  if (target.bidders.length > 1) {
    g.do({ kind: 'setSequence', rolls: Object.fromEntries(target.bidders.map((id, i) => [id, [6 - i]])) })
  }
}

/** A guided game of USA, USSR and Europe at the Stage 3 blind bid: Stage 1 settled, production collected, no bid yet. */
export function guidedAtBids() {
  const g = guidedGame()
  for (const power of g.state.order) g.do({ kind: 'settleStage1', power })
  g.do({ kind: 'advancePlay' })
  g.do({ kind: 'collectProduction' })
  g.do({ kind: 'advancePlay' })
  return g
}
