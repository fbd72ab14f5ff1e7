import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The seed generator's tests alone, without the throwaway stack the root config's globalSetup starts
 * (they need none): `npx vitest run --config seed/scripts/vitest.config.ts`. `npm test` runs them too,
 * through the root config.
 */
export default defineConfig({
  test: {
    root: dirname(fileURLToPath(import.meta.url)),
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    pool: 'forks',
  },
});
