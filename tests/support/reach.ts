/**
 * Reachability checks after a property ("random play reached the air battle drill"): they hold for
 * a complete run of the fixed seed. The mutation run gives each property a time budget
 * (mutation-fast-check.ts) and marks an interrupted run here; a partial run cannot promise to
 * reach anything, so its check is skipped rather than failing Stryker's first test pass.
 */
const flag = globalThis as { __propertyInterrupted?: boolean }

/** Runs `check` unless the last property was cut short by the mutation run's time budget. */
export function whenRunComplete(check: () => void): void {
  if (flag.__propertyInterrupted === true) return
  check()
}
