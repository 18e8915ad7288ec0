import { applyEntry, decide, decideUndo, DEFAULT_SETTINGS, emptyFold, EVENT_SCHEMA_VERSION, RESOURCES, type Command, type LogEntry, type PowerId, type StartGame } from '@/domain'

/**
 * A long, realistic game for benchmarks: market sales and purchases, payments, loans and an
 * occasional undo, all decided by the real rules. Deterministic (no randomness), so every run
 * measures the same log.
 */
export function longGame(entryCount: number, gameId = 'bench'): LogEntry[] {
  const powers: PowerId[] = ['usa', 'ussr', 'europe', 'china', 'africa', 'south-america']
  const start: StartGame = {
    kind: 'startGame',
    gameId,
    title: `Benchmark (${entryCount} entries)`,
    openMode: 'standard',
    settings: DEFAULT_SETTINGS,
    powers: powers.map((id, i) => ({ id, player: `Player ${i + 1}` })),
  }
  const entries: LogEntry[] = []
  const fold = emptyFold()
  const push = (command: LogEntry['command'], events: LogEntry['events']) => {
    const entry: LogEntry = {
      gameId,
      seq: entries.length + 1,
      v: EVENT_SCHEMA_VERSION,
      at: new Date(Date.UTC(2026, 0, 1, 18, 0, entries.length)).toISOString(),
      actor: 'bench',
      command,
      events,
    }
    entries.push(entry)
    applyEntry(fold, entry, (seq) => entries[seq - 1])
  }
  const first = decide(fold.state, start)
  if (!first.ok) throw new Error(first.refusal.message)
  push(start, first.value)
  let i = 0
  while (entries.length < entryCount) {
    i += 1
    if (i % 25 === 0) {
      const undo = decideUndo(fold)
      if (undo.ok) {
        push(undo.value, [])
        continue
      }
    }
    const power = powers[i % powers.length]!
    const resource = RESOURCES[Math.floor(i / powers.length) % RESOURCES.length]!
    const candidates: Command[] = [
      { kind: i % 2 === 0 ? 'sellToMarket' : 'buyFromMarket', power, resource, units: 1 + (i % 3), acceptLoss: true },
      { kind: 'buyFromMarket', power, resource, units: 1, acceptLoss: true },
      { kind: 'sellToMarket', power, resource, units: 1 },
      { kind: 'transferMoney', from: power, to: 'bank', amount: 50, purpose: 'salary' },
      { kind: 'takeLoan', power, amount: 1000 },
    ]
    for (const command of candidates) {
      const result = decide(fold.state, command)
      if (result.ok) {
        push(command, result.value)
        break
      }
    }
  }
  return entries
}
