/**
 * The stack under test: the one `npm test` started (STACK_* variables), or a fresh one on free
 * ports with a throwaway data folder when a test runner is started on its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { primeAdminToken } from './admin-token';
import { type Postgres, postgresEnv, startPostgres } from './postgres';
import { restoreTemplate, saveTemplate, seedHash, templatesEnabled } from './seed-template';
import { buildAll, freePort, startStack, type Stack } from './stack';

/** The CMS's database in a test stack: SQLite (default) or a throwaway PostgreSQL (STACK_DATABASE=postgres). */
export type TestDatabase = 'sqlite' | 'postgres';

export interface StackInfo {
  cmsUrl: string;
  webUrl: string;
  chatUrl: string;
  siteToken: string;
  webhookSecret: string;
  /** The chat service's bearer credential (CHAT_API_TOKEN). */
  chatToken: string;
  /** The chat service's CMS API token (CHAT_SERVICE_API_TOKEN). */
  chatCmsToken: string;
  dataDir: string;
  database?: TestDatabase;
  /** The PostgreSQL database's connection string (postgres stacks only): backup tests. */
  databaseUrl?: string;
}

export function stackFromEnv(): StackInfo | null {
  const e = process.env;
  if (!e.STACK_CMS_URL || !e.STACK_WEB_URL || !e.STACK_CHAT_URL || !e.STACK_SITE_TOKEN) return null;
  return {
    cmsUrl: e.STACK_CMS_URL,
    webUrl: e.STACK_WEB_URL,
    chatUrl: e.STACK_CHAT_URL,
    siteToken: e.STACK_SITE_TOKEN,
    webhookSecret: e.STACK_WEBHOOK_SECRET ?? '',
    chatToken: e.STACK_CHAT_TOKEN ?? '',
    chatCmsToken: e.STACK_CHAT_CMS_TOKEN ?? '',
    dataDir: e.STACK_DATA_DIR ?? '',
    database: e.STACK_DATABASE === 'postgres' ? 'postgres' : 'sqlite',
    databaseUrl: e.STACK_DATABASE_URL || undefined,
  };
}

export function exportStack(s: StackInfo): void {
  Object.assign(process.env, {
    STACK_CMS_URL: s.cmsUrl,
    STACK_WEB_URL: s.webUrl,
    STACK_CHAT_URL: s.chatUrl,
    STACK_SITE_TOKEN: s.siteToken,
    STACK_WEBHOOK_SECRET: s.webhookSecret,
    STACK_CHAT_TOKEN: s.chatToken,
    STACK_CHAT_CMS_TOKEN: s.chatCmsToken,
    STACK_DATA_DIR: s.dataDir,
    STACK_DATABASE: s.database ?? 'sqlite',
    STACK_DATABASE_URL: s.databaseUrl ?? '',
  });
}

/**
 * Starts a throwaway stack; returns it with a stop function that also deletes its data. Its data
 * folder starts as a copy of the seeded snapshot when there is one for the current seed; otherwise
 * the CMS seeds it and the snapshot is taken for the next run.
 */
export async function startTestStack(
  options: { build?: boolean; database?: TestDatabase; env?: Record<string, string> } = {},
): Promise<{ info: StackInfo; stop: () => Promise<void>; restartWeb: () => Promise<void> }> {
  if (options.build !== false) await buildAll();
  const database: TestDatabase = options.database ?? (process.env.STACK_DATABASE === 'postgres' ? 'postgres' : 'sqlite');
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  // A seeded data folder (and on PostgreSQL a dump of the seeded database) from an earlier run of the
  // same seed (scripts/lib/seed-template.ts).
  const hash = templatesEnabled() ? seedHash(database) : null;
  let fromTemplate = false;
  let stack: Stack;
  let pg: Postgres | null = null;
  const dropDatabase = () => {
    pg?.stop();
    pg = null;
  };
  try {
    if (database === 'postgres') pg = await startPostgres();
    fromTemplate = hash !== null && restoreTemplate(hash, dataDir, pg ?? undefined);
    if (hash !== null)
      console.log(
        `[test stack] ${fromTemplate ? 'data from the seeded snapshot' : 'no snapshot yet: the CMS seeds'} ${hash} (${database})`,
      );
    stack = await startStack({
      cmsEnv: pg ? postgresEnv(pg) : {},
      dataDir,
      cmsPort: await freePort(),
      webPort: await freePort(),
      chatPort: await freePort(),
      quiet: true,
      env: {
        CONTENT_CACHE_TTL_SECONDS: '300',
        OUTBOX_DIR: join(dataDir, 'outbox'),
        // Every browser test posts from 127.0.0.1: the limit itself is tested on a site of its own.
        FORMS_RATE_LIMIT_MAX: '1000',
        DOWNLOAD_LIMIT_PER_EMAIL: '1000',
        DOWNLOAD_LIMIT_PER_IP: '1000',
        // Test servers each mail to their own place: only the outbox test looks for others' due
        // e-mails (apps/web/tests/forms-site.ts startSite).
        MAIL_OUTBOX_WORKER: 'false',
        // The schedule job looks every 5 s, not 20: the scheduling test waits less (docs/decisions/0043).
        SCHEDULE_INTERVAL_SECONDS: '5',
        // No WebP pass of its own 15 s after the CMS's start (docs/decisions/0044): the backfill test makes
        // a file without variants and a broken one, and a pass starting meanwhile would take them first
        // (it marks the broken one failed, so `npm run media:webp` would not report it). The tests run the
        // same work through its route and command.
        MEDIA_WEBP_BACKFILL: 'false',
        // The CRM webhook's retries within seconds, not minutes: its test shows a refused event delivered at the retry.
        CRM_WEBHOOK_POLL_SECONDS: '1',
        CRM_WEBHOOK_RETRY_BASE_SECONDS: '2',
        ...options.env,
      },
    });
  } catch (error) {
    dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  try {
    if (hash !== null && !fromTemplate) saveTemplate(hash, dataDir, pg ?? undefined);
    await primeAdminToken(stack.cmsUrl, dataDir);
  } catch (error) {
    await stack.stop();
    dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const info: StackInfo = {
    cmsUrl: stack.cmsUrl,
    webUrl: stack.webUrl,
    chatUrl: stack.chatUrl,
    siteToken: stack.siteToken,
    webhookSecret: stack.webhookSecret,
    chatToken: stack.chatToken,
    chatCmsToken: stack.chatCmsToken,
    dataDir,
    database,
    databaseUrl: pg?.url,
  };
  return {
    info,
    restartWeb: stack.restartWeb,
    stop: async () => {
      await stack.stop();
      // The throwaway PostgreSQL cluster goes with the stack (dropped with its folder).
      dropDatabase();
      if (!process.env.KEEP_TEST_DATA) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
