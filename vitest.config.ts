import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/**
 * The pure rules tests, in the node environment. Also the only tests Stryker runs per mutant
 * (vitest.mutation.config.ts): the browser-like project is too slow to rerun for every mutant.
 */
export const RULES_TESTS = {
  name: 'rules',
  environment: 'node',
  include: ['tests/unit/**/*.test.ts', 'tests/rulebook/**/*.test.ts', 'tests/property/**/*.test.ts'],
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: ['default', './tests/support/count-reporter.ts'],
      // Vitest's default for a run is one worker fewer than the cores: one worker on the
      // two-core CI machines, with the second core idle. Its main process does little while
      // the workers run, so use every core.
      maxWorkers: availableParallelism(),
      // Worker threads rather than child processes: the browser-like files each set up happy-dom
      // and mount the screens, and threads ran 12 of them in 31 s against 39-48 s for forks on the
      // busy two-core machine (2026-11-29); the whole suite passes either way.
      pool: 'threads',
      projects: [
        {
          extends: true,
          // The rules tests share nothing but pure modules (no mocks, stubs, globals or DOM), so
          // one worker runs file after file without re-importing the rules core for each: a
          // third less CPU for the run. Checked order-independent with --sequence.shuffle.
          // A rules test that needs vi.mock, a stub or a fake clock belongs with the isolated
          // browser-like files. Stryker (vitest.mutation.config.ts) runs RULES_TESTS isolated.
          test: { ...RULES_TESTS, isolate: false },
        },
        {
          extends: true,
          test: {
            name: 'browser-like',
            // Isolated (the default): these files mock modules, fake timers, mount components
            // into one document and keep Pinia and IndexedDB state; shared, most of them fail.
            environment: 'happy-dom',
            setupFiles: ['tests/support/setup-dom.ts'],
            include: ['tests/persistence/**/*.test.ts', 'tests/component/**/*.test.ts', 'tests/session/**/*.test.ts'],
          },
        },
      ],
    },
  }),
)
