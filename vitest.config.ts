import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The server's test files that start whole server processes or reopen databases on disk: up to
 * a minute each on a loaded two-core machine, yet small files, so that a run without Vitest's
 * cache of durations (a fresh checkout, CI) started them last and ended on them alone. Started
 * first, they run beside the many short files.
 */
const LONG_FILES = [
  'src/lifecycle.test.ts',
  'src/platform/rate-limit-restart.test.ts',
  'src/identity-processes.test.ts',
  'src/platform/dev-tools.test.ts',
  'src/db/upgrade-pg17.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? LONG_FILES.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // Vitest leaves one core free by default; the API tests wait on their databases about as
    // much as they compute, so two at a time on this two-core machine finish in two thirds the time.
    maxWorkers: 2,
    // A worker keeps the modules it loaded from one test file to the next instead of loading the
    // app, MUI and the contract again for each (a third of the server suite's processor time and
    // five sixths of the web suite's went to that). Safe because nothing a test changes lives in a
    // module: each server test file builds its own app over its own database (registries and
    // caches belong to the app), and each web test file gets a fresh DOM.
    isolate: false,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          // `vite/`: the web build's own plugins.
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'vite/**/*.test.ts'],
          setupFiles: ['src/test/dom-setup.ts'],
        },
      },
    ],
  },
});
