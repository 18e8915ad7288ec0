import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: ['default', './tests/support/count-reporter.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'rules',
            environment: 'node',
            include: ['tests/unit/**/*.test.ts', 'tests/rulebook/**/*.test.ts', 'tests/property/**/*.test.ts'],
          },
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
