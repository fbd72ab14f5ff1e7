/**
 * `npm run test:stack`: starts a throwaway stack (like `npm test` does) and keeps it running, writing
 * its STACK_* variables to the file given as argument (default .data/test-stack.env), so that
 * `set -a; . .data/test-stack.env; npx vitest run` or `npx playwright test -c e2e/playwright.config.ts`
 * run against it repeatedly without a new start each time. `kill -USR2 $(cat <file>.pid)` rebuilds and
 * restarts the site only (the log says "site restarted"). Ctrl-C stops it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ROOT } from './lib/stack';
import { startTestStack } from './lib/test-stack';

const file = resolve(ROOT, process.argv[2] || '.data/test-stack.env');
const { info, stop, restartWeb } = await startTestStack({ build: process.env.NO_BUILD !== '1' });
mkdirSync(dirname(file), { recursive: true });
writeFileSync(
  file,
  [
    `STACK_CMS_URL=${info.cmsUrl}`,
    `STACK_WEB_URL=${info.webUrl}`,
    `STACK_CHAT_URL=${info.chatUrl}`,
    `STACK_SITE_TOKEN=${info.siteToken}`,
    `STACK_WEBHOOK_SECRET=${info.webhookSecret}`,
    `STACK_CHAT_TOKEN=${info.chatToken}`,
    `STACK_CHAT_CMS_TOKEN=${info.chatCmsToken}`,
    `STACK_DATA_DIR=${info.dataDir}`,
    `STACK_DATABASE=${info.database ?? 'sqlite'}`,
    `STACK_DATABASE_URL=${info.databaseUrl ?? ''}`,
    '',
  ].join('\n'),
);
console.log(`stack up: site ${info.webUrl}, CMS ${info.cmsUrl}, chat ${info.chatUrl}; variables in ${file}`);
const shutdown = async () => {
  await stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// kill -USR2 <pid>: rebuild the site and restart it (the CMS keeps its data and keeps running).
process.on('SIGUSR2', () => {
  console.log('rebuilding and restarting the site…');
  restartWeb().then(
    () => console.log(`site restarted: ${info.webUrl}`),
    (error: unknown) => console.error(`site restart failed: ${String(error)}`),
  );
});
writeFileSync(`${file}.pid`, String(process.pid));
