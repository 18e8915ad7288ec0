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
      projects: [
        {
          extends: true,
          test: RULES_TESTS,
        },
        {
          extends: true,
          test: {
            name: 'browser-like',
            environment: 'happy-dom',
            setupFiles: ['tests/support/setup-dom.ts'],
            include: ['tests/persistence/**/*.test.ts', 'tests/component/**/*.test.ts', 'tests/session/**/*.test.ts'],
          },
        },
      ],
    },
  }),
)
