/**
 * Setup file of the mutation run only (vitest.mutation.config.ts); CI keeps fast-check's defaults.
 *
 * - One fixed seed. Stryker decides which tests cover a mutant from the dry run, then runs only
 *   those per mutant; with a new random seed each run, a property test can reach a branch in one
 *   run and miss it in the next, so mutants would flip between killed and no coverage from run to
 *   run (and the incremental file would keep whichever came out).
 * - A time budget per property. Stryker runs on the developer's machine while other work goes on;
 *   a property test past its own Vitest timeout (invariants.test.ts gives one 30 s) fails the dry
 *   run, or "kills" a mutant by being slow. Past the budget fast-check stops and the property
 *   passes on the runs done. A busy machine can only make a mutant survive, never count one as
 *   killed by mistake.
 *   The budget is 3 s by default (MUTATION_PROPERTY_MS to change it): the slowest property
 *   (invariants from the middle of Stages 5-7, 10 s in full) covers nearly every mutant of play
 *   and battle, and at full length it alone made those modules take hours. So a mutant that only
 *   a long random search finds counts as survived: the scores are a floor. A property cut short
 *   skips the reachability check after it (support/reach.ts), which a partial run cannot keep.
 */
import fc from 'fast-check'

const flag = globalThis as { __propertyInterrupted?: boolean }

fc.configureGlobal({
  ...fc.readConfigureGlobal(),
  seed: Number(process.env.MUTATION_SEED ?? 20_261_123),
  interruptAfterTimeLimit: Number(process.env.MUTATION_PROPERTY_MS ?? 3_000),
  markInterruptAsFailure: false,
  // fast-check's own report (a failure throws), plus a mark for the reachability checks that follow
  // a property (support/reach.ts): a run cut short by the budget does not promise to reach anything.
  reporter(details) {
    flag.__propertyInterrupted = details.interrupted
    if (details.failed) throw new Error(fc.defaultReportMessage(details))
  },
})
