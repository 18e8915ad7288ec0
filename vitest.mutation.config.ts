import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'
import { RULES_TESTS } from './vitest.config.ts'

/**
 * The Vitest config Stryker uses (scripts/mutation.mjs): only the `rules` project, flattened.
 * Stryker's Vitest runner (9.x) has no option to pick one project of a multi-project config,
 * so it would run the browser-like tests for every mutant too. No custom reporter: the count
 * line means nothing per mutant.
 * Vitest's default time limits are lifted: a slow test on a busy machine would fail and count
 * its mutant as killed; Stryker's own timeout (from the dry run's timings) judges a mutant that
 * hangs. A limit written in a test still holds, hence the property tests' fixed seed and time
 * budget (tests/support/mutation-fast-check.ts).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      ...RULES_TESTS,
      setupFiles: ['tests/support/mutation-fast-check.ts'],
      testTimeout: 600_000,
      hookTimeout: 600_000,
    },
  }),
)
