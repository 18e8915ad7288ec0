import pluginVue from 'eslint-plugin-vue'
import { defineConfigWithVueTs, vueTsConfigs } from '@vue/eslint-config-typescript'

// Layer rules. Each folder of src/ may only reach "down":
//   domain      <- pure rules, no framework, no storage, no clock, no randomness
//   persistence <- may use domain and dexie
//   session     <- may use domain and persistence
//   stores      <- Pinia glue: the only bridge between Vue and session/persistence
//   components, views <- talk to stores only, never to dexie/persistence/session

const MAX_DEPTH = 6

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

type Pattern = { regex: string; message: string }
type RuleEntry = ['error', ...unknown[]]

/**
 * One config block per nesting depth inside a layer folder, so a relative specifier is only
 * flagged when it really climbs out of the layer into a forbidden sibling folder of src/:
 * src/domain/a.ts -> '../persistence/x', src/domain/sub/a.ts -> '../../persistence/x', ...
 * `@/<folder>` specifiers are flagged at every depth.
 */
function layer(
  name: string,
  layerDirs: string[],
  packages: string[],
  folders: string[],
  message: string,
  extraRules: Record<string, RuleEntry> = {},
) {
  return Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => {
    const patterns: Pattern[] = []
    if (packages.length > 0) {
      patterns.push({ regex: `^(${packages.map(escapeRegex).join('|')})(/|$)`, message })
    }
    if (folders.length > 0) {
      const up = depth === MAX_DEPTH ? `(\\.\\./){${depth + 1},}` : '\\.\\./'.repeat(depth + 1)
      patterns.push({ regex: `^(@/|${up})(${folders.join('|')})(/|$)`, message })
    }
    // The deepest block catches everything below it ('**' matches zero or more folders).
    const dirs = '*/'.repeat(depth) + (depth === MAX_DEPTH ? '**/' : '')
    return {
      name: `app/layer-${name}/depth-${depth}`,
      files: layerDirs.map((dir) => `src/${dir}/${dirs}*.{ts,vue}`),
      rules: { 'no-restricted-imports': ['error', { patterns }] satisfies RuleEntry, ...extraRules },
    }
  })
}

// Node.js globals for the plain-JS scripts (the `globals` package is not installed).
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'queueMicrotask',
    'fetch',
    'AbortController',
    'TextEncoder',
    'TextDecoder',
    'structuredClone',
    'globalThis',
  ].map((name) => [name, 'readonly' as const]),
)

export default defineConfigWithVueTs(
  {
    name: 'app/ignores',
    ignores: [
      '**/dist/**',
      '**/dev-dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/bench-results/**',
    ],
  },
  {
    name: 'app/files-to-lint',
    files: ['**/*.{ts,mts,tsx,vue}'],
  },

  pluginVue.configs['flat/recommended'],
  vueTsConfigs.recommendedTypeChecked,

  // Layout of templates is left to the author (no formatter is imposed); correctness rules stay.
  {
    name: 'app/template-layout',
    rules: {
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      // Deciders share one signature; a leading underscore marks a parameter one of them ignores.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },

  // Plain Node scripts: linted as JS (type-aware rules are switched off for *.mjs by
  // @vue/eslint-config-typescript), with Node globals.
  {
    name: 'app/scripts',
    files: ['scripts/**/*.{js,mjs,cjs}'],
    languageOptions: {
      sourceType: 'module',
      globals: nodeGlobals,
    },
  },

  // ---- layers -------------------------------------------------------------------------------
  ...layer(
    'domain',
    ['domain'],
    ['vue', '@vue', 'pinia', 'dexie'],
    ['persistence', 'session', 'stores', 'components', 'views', 'composables'],
    'src/domain is the pure rules core: no framework, storage, session or UI imports.',
    {
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'The rules core takes time as an argument: no Date in src/domain.' },
        { name: 'crypto', message: 'Ids and randomness are passed in: no crypto in src/domain.' },
        { name: 'window', message: 'No browser globals in src/domain.' },
        { name: 'document', message: 'No browser globals in src/domain.' },
        { name: 'localStorage', message: 'No storage in src/domain.' },
        { name: 'sessionStorage', message: 'No storage in src/domain.' },
        { name: 'globalThis', message: 'No ambient globals in src/domain.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness is passed in: no Math.random in src/domain.' },
      ],
    },
  ),
  ...layer(
    'persistence',
    ['persistence'],
    ['vue', '@vue', 'pinia'],
    ['session', 'stores', 'components', 'views', 'composables'],
    'src/persistence stores domain data only: no Vue/Pinia, session, stores or UI imports.',
  ),
  ...layer(
    'session',
    ['session'],
    ['vue', '@vue', 'pinia'],
    ['stores', 'components', 'views', 'composables'],
    'src/session is framework-free: no Vue/Pinia, stores or UI imports.',
  ),
  ...layer(
    'ui',
    ['components', 'views'],
    ['dexie'],
    ['persistence', 'session'],
    'Components and views reach data through the Pinia stores: never Dexie, persistence or session.',
  ),
)
