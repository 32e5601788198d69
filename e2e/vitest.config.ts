import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: resolve(import.meta.dirname, '..'),
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // axe on long pages at phone and desktop widths takes tens of seconds on a loaded 2-core machine.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Pages answer in well under a second on a quiet machine; polls allow for a loaded one.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // A journey that fails is run once more before it counts as failed: a few journeys still fail
    // now and then on timing (a click before the page is ready). A journey that is broken fails twice.
    retry: 1,
    pool: 'forks',
    // One browser and one server are shared; files run one after another.
    fileParallelism: false,
  },
});
