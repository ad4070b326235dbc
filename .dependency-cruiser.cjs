// The boundaries of docs/architecture.md §3, checked by `npm run lint` (depcruise).
const modules = '^apps/api/src/modules/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A cycle between files means two modules know each other: one of them holds the other’s code.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'modules-through-their-service',
      severity: 'error',
      comment:
        'A feature module uses another only through its service.ts, or the shared domain kernel (modules/kernel).',
      from: { path: `${modules}([^/]+)/` },
      to: {
        path: modules,
        pathNot: [`${modules}$1/`, `${modules}kernel/`, `${modules}[^/]+/service\\.ts$`],
      },
    },
    {
      name: 'kernel-imports-no-module',
      severity: 'error',
      comment: 'The kernel is what every module shares: it imports db/, lib/ and packages/shared only.',
      from: { path: `${modules}kernel/` },
      to: { path: modules, pathNot: `${modules}kernel/` },
    },
    {
      name: 'lib-and-db-import-no-module',
      severity: 'error',
      comment:
        'lib/ and db/ are infrastructure under the modules; only the composition root (server/) wires modules together.',
      from: { path: '^apps/api/src/(lib|db)/' },
      to: { path: ['^apps/api/src/modules/', '^apps/api/src/server/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-features-import-no-feature',
      severity: 'error',
      comment: 'A web feature uses shared code (src/api, src/components, src/lib), never another feature’s internals.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests sit beside the code they test and may reach whatever they need to set it up.
    exclude: { path: ['node_modules', '/dist/', '\\.test\\.tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
