import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves one core free by default; the API tests wait on their databases about as
    // much as they compute, so two at a time on this two-core machine finish in two thirds the time.
    maxWorkers: 2,
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
