/**
 * The server's module boundaries (docs/architecture.md, "Module boundaries"), checked by
 * `npm run lint` after Biome: `depcruise apps/server/src --config .dependency-cruiser.cjs`.
 *
 * - A module (`apps/server/src/modules/<name>/`) is reached from outside only through its
 *   `index.ts` (its manifest, functions, read views and types). Files inside a module import each
 *   other freely.
 * - A module's tables (`<name>.tables.ts`) are its own: other modules read them only through the
 *   owner's `index.ts` (functions, and read views to join: `people`, `offeringsIn(orgId)`, …), and
 *   write them only through the owner's functions (`module-writes.test.ts` also checks raw SQL).
 *   Only other tables files (foreign keys), `db/` (the schema, the demo data) and tests import
 *   another module's tables file.
 * - A `*.tables.ts` file imports only other tables files (and drizzle).
 * - `platform/` imports no module: what it needs of users, permissions and organizations it
 *   declares as interfaces (`platform/identity.ts`) that the app wires from the modules (`deps.ts`).
 * - Nothing but `main.ts` and the tests imports the app (`app.ts`, `app-modules.ts`, `deps.ts`): modules and platform
 *   take `AppDeps` from `platform/app-deps.ts`, so they do not depend on the app that lists them, and `db/`
 *   (`syncReferenceData`) is handed the module list by its caller (`main.ts`, the test setup).
 * - No cycle inside a module, in `platform/` or in the app. Modules may use each other both ways
 *   (courses and catalogue, course-content and progress, media and organizations' tables): those
 *   cycles pass through a module's `index.ts` or tables file and are the only ones allowed.
 * - Tests (`*.test.ts`) and the test helpers (`src/test/`) may reach any module's internals.
 */
const src = '^apps/server/src/';
const modules = `${src}modules/`;
const tests = ['\\.test\\.ts$', `${src}test/`];
/** A module's public files: `index.ts`, and `<module>.tables.ts` (`\1` is the module's folder). */
const publicFile = `${modules}([^/]+)/(index|\\1\\.tables)\\.ts$`;
module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment:
        "A module imports another module only through that module's index.ts or its <module>.tables.ts, never its other files.",
      severity: 'error',
      from: { path: `${modules}([^/]+)/`, pathNot: tests },
      to: { path: modules, pathNot: [`${modules}$1/`, publicFile] },
    },
    {
      name: 'tables-private',
      comment:
        "A module's tables are read by other modules through the owner's index.ts (functions, read views), never imported: only tables files (foreign keys), db/ and tests import another module's tables.",
      severity: 'error',
      from: { path: `${modules}([^/]+)/`, pathNot: [...tests, '\\.tables\\.ts$'] },
      to: { path: `${modules}[^/]+/[^/]+\\.tables\\.ts$`, pathNot: `${modules}$1/` },
    },
    {
      name: 'module-internals-from-outside',
      comment:
        'The app, the database scripts and the platform reach a module only through its index.ts or its <module>.tables.ts.',
      severity: 'error',
      from: { path: src, pathNot: [modules, ...tests] },
      to: { path: modules, pathNot: publicFile },
    },
    {
      name: 'platform-not-to-modules',
      comment:
        'platform/ sits below the modules and imports none of them; what it needs of them it declares as interfaces the app wires.',
      severity: 'error',
      from: { path: `${src}platform/`, pathNot: tests },
      to: { path: modules },
    },
    {
      name: 'app-only-from-main',
      comment:
        'Only main.ts and the tests build the app (app.ts, app-modules.ts, deps.ts); modules and platform take AppDeps from platform/app-deps.ts.',
      severity: 'error',
      from: { path: src, pathNot: [`${src}main\\.ts$`, `${src}(app|app-modules|deps)\\.ts$`, ...tests] },
      to: { path: `${src}(app|app-modules|deps)\\.ts$` },
    },
    {
      name: 'no-circular-inside',
      comment:
        "No cycle inside a module, in platform/ or in the app: the only cycles go through modules' public files (index.ts, <module>.tables.ts), between modules that use each other both ways.",
      severity: 'error',
      from: { path: src },
      to: { circular: true, viaOnly: { pathNot: `${modules}[^/]+/(index|[^/]+\\.tables)\\.ts$` } },
    },
    {
      name: 'tables-only-tables',
      comment:
        'A tables file imports only other tables files, so that db/schema.ts loads the tables without any service.',
      severity: 'error',
      from: { path: '\\.tables\\.ts$' },
      to: { path: src, pathNot: '\\.tables\\.ts$' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves (an unresolved one would escape the rules above).',
      severity: 'error',
      from: { path: src },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', `${src}db/migrations/`] },
    // Type-only imports count too: a type is part of a module's surface like a function.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
