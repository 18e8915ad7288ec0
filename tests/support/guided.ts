import { decide, foldEntries, type Command, type GameState, type PowerId } from '@/domain'
import { entry, mustDecide, standardStart } from './games'

/** A guided game as a fold, and a way to play commands into it (refusals throw). */
export function guidedGame(powers: PowerId[] = ['usa', 'ussr', 'europe']) {
  const start = { ...standardStart(powers), guided: true }
  const entries = [entry(1, start, mustDecide(foldEntries([]).state, start))]
  let fold = foldEntries(entries)
  return {
    get state(): GameState {
      return fold.state
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
