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
 *   passes on the runs done; on an idle machine every run fits in it. A busy machine can only
 *   make a mutant survive, never count one as killed by mistake.
 */
import fc from 'fast-check'

fc.configureGlobal({
  ...fc.readConfigureGlobal(),
  seed: Number(process.env.MUTATION_SEED ?? 20_261_123),
  interruptAfterTimeLimit: 20_000,
  markInterruptAsFailure: false,
})
