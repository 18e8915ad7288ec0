// dependency-cruiser: the import graph of src/, checked as part of `npm run lint`.
//
// - no-circular: any import cycle in src/ is an error, type-only imports included
//   (tsPreCompilationDeps keeps `import type` edges that TypeScript would erase).
// - the layer rules below mirror the `layer(...)` blocks of eslint.config.ts. ESLint checks
//   the specifiers as written; these rules check the resolved graph, so `@/` aliases,
//   relative paths and index re-exports are all judged by where they really land.
//
// .vue files are cruised too: dependency-cruiser takes the <script> and <script setup>
// blocks with @vue/compiler-sfc (installed with vue) and parses them with typescript.
//
// Needs `typescript` resolvable from here: without it dependency-cruiser silently reads
// 0 modules from .ts files (and passes). `npm run lint` prints the module count (about 230).
try {
  require.resolve('typescript')
} catch {
  throw new Error('.dependency-cruiser.cjs: `typescript` is not installed, so src/ would not be cruised.')
}

/** Resolved paths of packages (wherever node_modules sits), or the bare name if unresolvable. */
const pkg = (...names) => `(^|/)node_modules/(${names.join('|')})/|^(${names.join('|')})(/|$)`
const src = (...folders) => `^src/(${folders.join('|')})(/|$)`

const FRAMEWORK = pkg('vue', '@vue/[^/]+', 'vue-router', 'pinia')
const DEXIE = pkg('dexie')

/** One forbidden rule per layer: what its files may not reach. */
function layer(name, from, toPaths, comment, extra = {}) {
  return {
    name: `layer-${name}`,
    severity: 'error',
    comment,
    from: { path: from, ...extra.from },
    to: { path: toPaths.join('|'), ...extra.to },
  }
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycle in src/ (type-only imports count too). Break it by moving the shared ' +
        'piece down a layer or into its own module.',
      from: { path: '^src/' },
      to: { circular: true },
    },

    layer(
      'domain-kernel',
      '^src/domain/kernel/',
      [
        // anything in src/ outside the kernel, any package
        '^src/(?!domain/kernel/)',
        pkg('vue', '@vue/[^/]+', 'vue-router', 'pinia', 'dexie'),
      ],
      'src/domain/kernel is the bottom of the core: it imports only from src/domain/kernel.',
    ),
    layer(
      'domain',
      '^src/domain/',
      [
        FRAMEWORK,
        DEXIE,
        src('presentation', 'persistence', 'session', 'stores', 'composables', 'components', 'views'),
      ],
      'src/domain is the pure rules core: no framework, storage, session or UI imports.',
    ),
    layer(
      'presentation',
      '^src/presentation/',
      [FRAMEWORK, DEXIE, src('persistence', 'session', 'stores', 'composables', 'components', 'views')],
      'src/presentation turns domain state into words and numbers: domain only.',
    ),
    layer(
      'persistence',
      '^src/persistence/',
      [FRAMEWORK, src('presentation', 'session', 'stores', 'composables', 'components', 'views')],
      'src/persistence stores domain data only (domain and dexie).',
    ),
    layer(
      'session',
      '^src/session/',
      [FRAMEWORK, DEXIE, src('presentation', 'stores', 'composables', 'components', 'views')],
      'src/session is framework-free: domain and persistence only.',
    ),
    layer(
      'state',
      '^src/(stores|composables)/',
      [DEXIE, src('components', 'views')],
      'Stores and composables sit below the UI: no components, views or dexie.',
    ),
    layer(
      'state-persistence-types',
      '^src/(stores|composables)/',
      // persistence/errors (error classes and their plain-words messages) may be used as values
      ['^src/persistence/(?!errors\\.ts$)'],
      'Stores and composables reach storage through src/session: only types from src/persistence.',
      { to: { dependencyTypesNot: ['type-only'] } },
    ),
    layer(
      'ui',
      '^src/(components|views)/',
      [DEXIE, src('persistence', 'session')],
      'Components and views reach data through the stores: never dexie, persistence or session.',
    ),
  ],

  options: {
    doNotFollow: { path: ['node_modules'] },
    // type-only imports are edges of the graph too
    tsPreCompilationDeps: true,
    // resolves the `@/` alias
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.vue', '.js', '.mjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
}
