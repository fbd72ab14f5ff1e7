import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { inlineScripts } from './apps/web/vite-inline-scripts.ts';

/**
 * Three projects (tests in layers; every test file in exactly one, checked by `check:imports`):
 * - `unit`: pure functions and React components (happy-dom, per file) — starts no server, no
 *   build; `npm run test:unit` runs only this one.
 * - `seed`: the seed media generator's byte-for-byte check — no server either, but minutes of
 *   drawing, so apart from `unit`.
 * - `stack`: the API, service and security tests against a running stack (the one `npm test`
 *   started, or a throwaway one started by tests/stack.global-setup.ts).
 */
const alias = {
  '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)),
  '~server': fileURLToPath(new URL('./apps/web/server', import.meta.url)),
};

/** Pure tests among the apps' own `tests/` folders: no server, so in `unit`, not `stack`. */
const PURE_APP_TESTS = [
  'apps/chat/tests/answer-kinds.test.ts',
  'apps/chat/tests/answers.test.ts',
  'apps/chat/tests/contact-model.test.ts',
  'apps/chat/tests/examples.test.ts',
  'apps/chat/tests/facts.test.ts',
  'apps/chat/tests/firm.test.ts',
  'apps/chat/tests/general-words.test.ts',
  'apps/chat/tests/language.test.ts',
  'apps/chat/tests/linear.test.ts',
  'apps/chat/tests/links.test.ts',
  'apps/chat/tests/matching.test.ts',
  'apps/chat/tests/routing.test.ts',
  'apps/chat/tests/eval/pages.test.ts',
  'apps/cms/tests/preview-url.test.ts',
  'apps/cms/tests/webhook-filter.test.ts',
];

export default defineConfig({
  test: {
    pool: 'forks',
    projects: [
      {
        resolve: { alias },
        // The page's inline scripts as the build ships them (`?inline-script`).
        plugins: [inlineScripts()],
        test: {
          name: 'unit',
          // Both languages' texts, as the server has them (the browser fetches its page's own).
          setupFiles: ['apps/web/app/test-utils/texts.ts'],
          include: [
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/web/server/**/*.test.{ts,tsx}',
            'packages/content/tests/client.test.ts',
            'packages/content/tests/chat-stream.test.ts',
            'packages/content/tests/schemas.test.ts',
            'packages/content/tests/forms.test.ts',
            'packages/content/tests/pages.test.ts',
            'packages/content/tests/slug.test.ts',
            'packages/content/tests/redirect-rules.test.ts',
            'packages/content/tests/image-alt.test.ts',
            'packages/content/tests/translation-status.test.ts',
            'packages/content/tests/model-labels.test.ts',
            'packages/content/tests/titles.test.ts',
            'scripts/**/*.test.ts',
            // The CMS's pure modules (its API is tested on the running stack, apps/cms/tests).
            'apps/cms/src/**/*.test.ts',
            ...PURE_APP_TESTS,
          ],
          exclude: ['**/node_modules/**'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'seed',
          include: ['seed/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'stack',
          include: [
            'apps/*/tests/**/*.test.ts',
            'packages/content/tests/queries.test.ts',
            // Trusted proxies, the rate limiter and the Redis broadcast (a throwaway redis-server).
            'packages/server-kit/tests/**/*.test.ts',
            // The security suite (docs/decisions/0008): probes the running stack as an outsider.
            'tests/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'e2e/**', ...PURE_APP_TESTS],
          globalSetup: ['tests/stack.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
