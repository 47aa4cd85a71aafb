import { defineConfig } from 'vitest/config';

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
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] } },
    ],
  },
});
