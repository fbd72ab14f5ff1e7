/**
 * The stack under test: the one `npm test` started (STACK_* variables), or a fresh one on free
 * ports with a throwaway data folder when a test runner is started on its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { primeAdminToken } from './admin-token';
import { restoreTemplate, saveTemplate, seedHash, templatesEnabled } from './seed-template';
import { buildAll, freePort, startStack, type Stack } from './stack';

export interface StackInfo {
  cmsUrl: string;
  webUrl: string;
  chatUrl: string;
  siteToken: string;
  webhookSecret: string;
  /** The chat service's bearer credential (CHAT_API_TOKEN). */
  chatToken: string;
  dataDir: string;
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
    dataDir: e.STACK_DATA_DIR ?? '',
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
    STACK_DATA_DIR: s.dataDir,
  });
}

/**
 * Starts a throwaway stack; returns it with a stop function that also deletes its data. Its data
 * folder starts as a copy of the seeded snapshot when there is one for the current seed; otherwise
 * the CMS seeds it and the snapshot is taken for the next run.
 */
export async function startTestStack(
  options: { build?: boolean } = {},
): Promise<{ info: StackInfo; stop: () => Promise<void>; restartWeb: () => Promise<void> }> {
  if (options.build !== false) await buildAll();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  // A seeded data folder from an earlier run of the same seed (scripts/lib/seed-template.ts).
  const hash = templatesEnabled() ? seedHash() : null;
  const fromTemplate = hash !== null && restoreTemplate(hash, dataDir);
  if (hash !== null)
    console.log(`[test stack] ${fromTemplate ? 'data from the seeded snapshot' : 'no snapshot yet: the CMS seeds'} ${hash}`);
  let stack: Stack;
  try {
    stack = await startStack({
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
      },
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  try {
    if (hash !== null && !fromTemplate) saveTemplate(hash, dataDir);
    await primeAdminToken(stack.cmsUrl, dataDir);
  } catch (error) {
    await stack.stop();
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
    dataDir,
  };
  return {
    info,
    restartWeb: stack.restartWeb,
    stop: async () => {
      await stack.stop();
      if (!process.env.KEEP_TEST_DATA) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
