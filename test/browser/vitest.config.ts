import { defineConfig } from 'vitest/config'

// The browser test (`npm run test:e2e`): Debian's chromium driven by playwright-core against the
// tracker on loopback. Kept out of `npm run test:unit` by its `.e2e.ts` suffix.
export default defineConfig({
  test: {
    include: ['test/browser/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
  },
})
