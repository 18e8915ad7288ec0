import pluginVue from 'eslint-plugin-vue'
import { defineConfigWithVueTs, vueTsConfigs } from '@vue/eslint-config-typescript'

// Layer rules. Each folder of src/ may only reach "down":
//   domain/kernel <- the bottom of the core: imports nothing outside src/domain/kernel
//   domain        <- pure rules, no framework, no storage, no clock, no randomness
//   presentation  <- domain state turned into words and numbers: domain only, same purity
//   persistence   <- may use domain and dexie
//   session       <- may use domain and persistence
//   stores, composables <- Vue/Pinia glue over session, presentation and domain;
//                    from persistence only types (and the error messages of persistence/errors)
//   components, views <- talk to stores, composables and presentation, never to
//                    dexie/persistence/session
// The same rules are checked on the resolved import graph by dependency-cruiser
// (.dependency-cruiser.cjs), which also fails on any import cycle in src/.

const MAX_DEPTH = 6

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

type Pattern = { regex: string; message: string; allowTypeImports?: boolean }
type RuleEntry = ['error', ...unknown[]]

type LayerOptions = {
  /** Further rules for the layer's files (restricted globals and the like). */
  rules?: Record<string, RuleEntry>
  /** Folders of src/ (regex) the layer may import types from, but no values. */
  typesOnly?: string[]
  /**
   * The layer may not leave its own folder: every `../` that climbs out of it and every `@/`
   * specifier outside it is flagged (the layer folder is then a single dir like 'domain/kernel').
   */
  confined?: boolean
}

/**
 * One config block per nesting depth inside a layer folder, so a relative specifier is only
 * flagged when it really climbs out of the layer into a forbidden sibling folder of src/:
 * src/domain/a.ts -> '../persistence/x', src/domain/sub/a.ts -> '../../persistence/x', ...
 * `@/<folder>` specifiers are flagged at every depth.
 * Uses the typescript-eslint version of no-restricted-imports for `allowTypeImports`; it checks
 * `import type` and `export ... from` as well.
 */
function layer(
  name: string,
  layerDirs: string[],
  packages: string[],
  folders: string[],
  message: string,
  { rules = {}, typesOnly = [], confined = false }: LayerOptions = {},
) {
  return Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => {
    const patterns: Pattern[] = []
    const up = depth === MAX_DEPTH ? `(\\.\\./){${depth + 1},}` : '\\.\\./'.repeat(depth + 1)
    if (packages.length > 0) {
      patterns.push({ regex: `^(${packages.map(escapeRegex).join('|')})(/|$)`, message })
    }
    if (folders.length > 0) {
      patterns.push({ regex: `^(@/|${up})(${folders.join('|')})(/|$)`, message })
    }
    if (typesOnly.length > 0) {
      patterns.push({ regex: `^(@/|${up})(${typesOnly.join('|')})(/|$)`, message, allowTypeImports: true })
    }
    if (confined) {
      const [own = ''] = layerDirs
      patterns.push({ regex: `^@/(?!${escapeRegex(own)}(/|$))`, message }, { regex: `^${up}`, message })
    }
    // The deepest block catches everything below it ('**' matches zero or more folders).
    const dirs = '*/'.repeat(depth) + (depth === MAX_DEPTH ? '**/' : '')
    return {
      name: `app/layer-${name}/depth-${depth}`,
      files: layerDirs.map((dir) => `src/${dir}/${dirs}*.{ts,vue}`),
      rules: {
        '@typescript-eslint/no-restricted-imports': ['error', { patterns }] satisfies RuleEntry,
        ...rules,
      },
    }
  })
}

/** The rules core and the presentation over it take time, ids and randomness as arguments. */
function pureGlobals(folder: string): Record<string, RuleEntry> {
  return {
    'no-restricted-globals': [
      'error',
      { name: 'Date', message: `Time is passed in as an argument: no Date in ${folder}.` },
      { name: 'crypto', message: `Ids and randomness are passed in: no crypto in ${folder}.` },
      { name: 'window', message: `No browser globals in ${folder}.` },
      { name: 'document', message: `No browser globals in ${folder}.` },
      { name: 'localStorage', message: `No storage in ${folder}.` },
      { name: 'sessionStorage', message: `No storage in ${folder}.` },
      { name: 'globalThis', message: `No ambient globals in ${folder}.` },
    ],
    'no-restricted-properties': [
      'error',
      { object: 'Math', property: 'random', message: `Randomness is passed in: no Math.random in ${folder}.` },
    ],
  }
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
      // Each parallel browser run builds into a dist-NAME folder of its own.
      '**/dist-*/**',
      '**/dev-dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/bench-results/**',
      // Stryker's sandboxes (left behind by an interrupted run) and its reports.
      '.stryker-tmp/**',
      'reports/**',
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
    ['vue', '@vue', 'vue-router', 'pinia', 'dexie'],
    ['presentation', 'persistence', 'session', 'stores', 'composables', 'components', 'views'],
    'src/domain is the pure rules core: no framework, storage, session or UI imports.',
    { rules: pureGlobals('src/domain') },
  ),
  // After the domain blocks: for files in src/domain/kernel these patterns replace the domain
  // ones (a superset of them); the restricted globals of src/domain still apply.
  ...layer(
    'domain-kernel',
    ['domain/kernel'],
    ['vue', '@vue', 'vue-router', 'pinia', 'dexie'],
    [],
    'src/domain/kernel is the bottom of the core: it imports only from src/domain/kernel.',
    { confined: true },
  ),
  ...layer(
    'presentation',
    ['presentation'],
    ['vue', '@vue', 'vue-router', 'pinia', 'dexie'],
    ['persistence', 'session', 'stores', 'composables', 'components', 'views'],
    'src/presentation turns domain state into words and numbers: domain imports only.',
    { rules: pureGlobals('src/presentation') },
  ),
  ...layer(
    'persistence',
    ['persistence'],
    ['vue', '@vue', 'vue-router', 'pinia'],
    ['presentation', 'session', 'stores', 'composables', 'components', 'views'],
    'src/persistence stores domain data only: no Vue/Pinia, presentation, session, stores or UI imports.',
  ),
  ...layer(
    'session',
    ['session'],
    ['vue', '@vue', 'vue-router', 'pinia', 'dexie'],
    ['presentation', 'stores', 'composables', 'components', 'views'],
    'src/session is framework-free: domain and persistence only (no Vue/Pinia/Dexie, presentation, stores or UI).',
  ),
  ...layer(
    'state',
    ['stores', 'composables'],
    ['dexie'],
    ['components', 'views'],
    'Stores and composables sit below the UI and reach storage through src/session: no components, ' +
      'views or Dexie, and only types from src/persistence (values only from persistence/errors).',
    { typesOnly: ['persistence(?!/errors$)'] },
  ),
  ...layer(
    'ui',
    ['components', 'views'],
    ['dexie'],
    ['persistence', 'session'],
    'Components and views reach data through the Pinia stores: never Dexie, persistence or session.',
  ),
)
