// The dependency rules of docs/ARCHITECTURE.md, checked by `npm run check` (dependency-cruiser).
// Paths are relative to the repository root. Type-only imports count as imports.

/** Tests and their helpers: test files, `testing/` and `fixtures/` folders, `testing.ts` files, e2e/. */
const TEST = [
  '\\.test\\.tsx?$',
  '(^|/)testing/',
  '(^|/)fixtures/',
  '(^|/)[a-z0-9-]*testing\\.tsx?$',
  '^e2e/',
  '(^|/)vitest[.a-z0-9]*\\.config\\.ts$',
];

/** Our code, wherever a module resolves to (workspace packages resolve to their sources). */
const OURS = '^(apps|packages|scripts|e2e)/';
const MODULES = '^apps/server/src/modules/';
const MODULE_FACADE = '^apps/server/src/modules/[^/]+/index\\.ts$';
const MODULE_TEST_HELPERS = '^apps/server/src/modules/[^/]+/testing/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'core-imports-nothing-of-ours',
      comment: 'packages/core is pure domain: it imports none of our other packages or apps.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: OURS, pathNot: '^packages/core/' },
    },
    {
      name: 'core-imports-no-node-builtin',
      comment: 'packages/core does no I/O: no `node:` built-in outside its tests and their helpers.',
      severity: 'error',
      from: { path: '^packages/core/', pathNot: TEST },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contracts-import-only-zod',
      comment: 'packages/contracts is the wire: zod and nothing else (its tests may use the test runner).',
      severity: 'error',
      from: { path: '^packages/contracts/', pathNot: TEST },
      to: { pathNot: ['^packages/contracts/', '^node_modules/zod/'] },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: OURS, pathNot: '^packages/contracts/' },
    },
    {
      name: 'ui-imports-only-contracts',
      comment: 'packages/ui uses contracts and no other package or app of ours.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: OURS, pathNot: ['^packages/ui/', '^packages/contracts/'] },
    },
    {
      name: 'apps-web-admin-import-only-contracts-and-ui',
      comment:
        'The member site and the back-office use contracts and ui, never core, db, the server or each other.',
      severity: 'error',
      from: { path: '^apps/(web|admin)/' },
      to: { path: OURS, pathNot: ['^apps/$1/', '^packages/contracts/', '^packages/ui/'] },
    },
    {
      name: 'web-client-imports-no-session-or-page',
      comment:
        "The member site's HTTP client (src/api) and utilities (src/lib) know nothing of the session or the pages: auth and pages depend on the client, never the other way.",
      severity: 'error',
      from: { path: '^apps/web/src/(api|lib)/', pathNot: TEST },
      to: { path: '^apps/web/src/', pathNot: '^apps/web/src/(api|lib)/' },
    },
    {
      name: 'db-imports-nothing-of-ours',
      comment: 'packages/db (schema, migrations, connections) imports none of our other packages or apps.',
      severity: 'error',
      from: { path: '^packages/db/' },
      to: { path: OURS, pathNot: '^packages/db/' },
    },
    {
      name: 'server-imports-only-core-db-contracts',
      comment: 'The server uses core, db and contracts, never ui or a front end.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: OURS, pathNot: ['^apps/server/', '^packages/(core|db|contracts)/'] },
    },
    {
      name: 'platform-imports-no-module',
      comment: 'apps/server/src/platform is the shell every module shares: it imports no module.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: MODULES },
    },
    {
      name: 'module-imports-other-modules-through-index',
      comment:
        "A module reaches another module only through that module's index.ts (its tests may also use the other module's testing/ helpers).",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: MODULES, pathNot: ['^apps/server/src/modules/$1/', MODULE_FACADE, MODULE_TEST_HELPERS] },
    },
    {
      name: 'composition-root-uses-module-facades',
      comment:
        'Outside modules/ (composition root, seeding, test server) the server reaches a module only through its index.ts (tests also through its testing/ helpers).',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: [MODULES, '^apps/server/src/platform/'] },
      to: { path: MODULES, pathNot: [MODULE_FACADE, MODULE_TEST_HELPERS] },
    },
    {
      name: 'scripts-use-module-facades',
      comment: 'Scripts use module facades (index.ts), never repositories or other internals.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: MODULES, pathNot: [MODULE_FACADE, MODULE_TEST_HELPERS] },
    },
    {
      name: 'production-imports-no-test-code',
      comment: 'No production file imports a test, a test helper or the test runner.',
      severity: 'error',
      from: { path: OURS, pathNot: TEST },
      to: { path: [...TEST, '(^|/)node_modules/(vitest|@vitest)/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '^packages/db/migrations/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
    },
  },
};
