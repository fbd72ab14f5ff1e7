import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/**/*.test.ts',
      'apps/*/tests/**/*.test.ts',
      'apps/web/app/**/*.test.ts',
      'scripts/**/*.test.ts',
      'seed/**/*.test.ts',
      // The security suite (issue 11): probes the running stack as an outsider.
      'tests/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'e2e/**'],
    globalSetup: ['tests/stack.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
